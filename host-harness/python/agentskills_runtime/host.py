"""The sandbox and the calls: one engine per `SkillsHost`, one instance per session.

Every root is preopened read-only (`fs_mutable=False`) at `/roots/<index>`; the guest
gets no environment, arguments or stdin; its stderr is captured, never inherited.
Every call runs under a memory cap (`Store.set_limits`) and a deadline (epoch
interruption, advanced by a timer thread). A call that breaks either raises
`HostError`, and the session's next call runs on a fresh instance.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import threading
import types
from pathlib import Path
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple, TypeVar, Union

import wasmtime
from wasmtime import Config, Engine, Store, WasiConfig, WasmtimeError

try:
    from wasmtime.component import Component, Linker, Variant
except ImportError as missing:  # wasmtime-py before 50 has no component model API
    raise ImportError(
        "agentskills-runtime needs wasmtime-py 50 or newer (the component model API); "
        "this wasmtime has no `wasmtime.component`: pip install 'wasmtime==50.0.1'"
    ) from missing

from .types import (
    Activation,
    AuditReport,
    Catalog,
    Diagnostic,
    Discovery,
    HostFacts,
    Policy,
    RefreshResult,
    TouchResult,
    ResourceEntry,
    SkillManifest,
    RootDir,
    SkillError,
)

#: The WIT package this host speaks.
WIT_PACKAGE = "agentskills:runtime@0.8.0"
SKILLS_INTERFACE = "agentskills:runtime/skills@0.8.0"
TOOLS_INTERFACE = "agentskills:runtime/tools@0.8.0"

#: The only imports the component may have (tests/all/import_audit.rs keeps the same
#: list). `Linker.add_wasip2()` links sockets too, with no switch per interface, so a
#: component asking for anything else is refused before it is instantiated.
ALLOWED_IMPORTS = frozenset(
    [
        "wasi:filesystem/types",
        "wasi:filesystem/preopens",
        "wasi:io/streams",
        "wasi:io/error",
        "wasi:io/poll",
        "wasi:clocks/wall-clock",
        "wasi:random/insecure-seed",
        "wasi:cli/environment",
        "wasi:cli/exit",
        "wasi:cli/stdin",
        "wasi:cli/stdout",
        "wasi:cli/stderr",
        "wasi:cli/terminal-input",
        "wasi:cli/terminal-output",
        "wasi:cli/terminal-stdin",
        "wasi:cli/terminal-stdout",
        "wasi:cli/terminal-stderr",
    ]
)

#: Interval of the epoch ticker that enforces deadlines (as the Rust host).
EPOCH_TICK_SECONDS = 0.005
#: Guest stderr kept per call, to classify an allocation failure; the rest is dropped.
STDERR_CAP = 64 * 1024
# Touched paths a session tells a rebuilt instance again (one component call's worth).
MAX_REMEMBERED_TOUCHES = 1000

T = TypeVar("T")


class HostError(Exception):
    """A call did not complete. `kind` is `timeout`, `memory-limit`, `trap` or
    `setup`; the messages read as the Rust host's `HostError`."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def default_cache_dir() -> Optional[Path]:
    """`$SKILLS_CACHE_DIR`, else `$XDG_CACHE_HOME/agentskills-runtime`, else
    `~/.cache/agentskills-runtime` (the Rust CLI's convention)."""
    if os.environ.get("SKILLS_CACHE_DIR"):
        return Path(os.environ["SKILLS_CACHE_DIR"])
    if os.environ.get("XDG_CACHE_HOME"):
        return Path(os.environ["XDG_CACHE_HOME"]) / "agentskills-runtime"
    home = os.environ.get("HOME")
    return Path(home) / ".cache" / "agentskills-runtime" if home else None


#: Written beside the `.wasm` a wheel carries: its SHA-256, size and WIT package.
PACKAGED_MANIFEST = "component.json"


def find_component() -> Path:
    """The component: `$AGENTSKILLS_COMPONENT` when set (an explicit choice wins), else
    the `.wasm` this package carries (a wheel), else the one built in this repository
    (`target/guest/...`, a checkout)."""
    if os.environ.get("AGENTSKILLS_COMPONENT"):
        return Path(os.environ["AGENTSKILLS_COMPONENT"])
    here = Path(__file__).resolve().parent
    manifest = _packaged_manifest()
    if manifest is not None:
        return here / manifest["file"]
    shipped = here / "skills_guest.wasm"
    if shipped.is_file():
        return shipped
    for base in [here, *here.parents, Path.cwd(), *Path.cwd().parents]:
        built = base / "target" / "guest" / "wasm32-wasip2" / "guest" / "skills_guest.wasm"
        if built.is_file():
            return built
    raise HostError("setup", "cannot find the component: set AGENTSKILLS_COMPONENT or build it with cargo")


def _wasmtime_version() -> str:
    """wasmtime-py's version, part of the compile cache's key."""
    try:
        return importlib.metadata.version("wasmtime")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _packaged_manifest() -> Optional[dict]:
    """The `component.json` a wheel carries, or `None` in a checkout."""
    path = Path(__file__).resolve().parent / PACKAGED_MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise HostError("setup", f"{path} is unreadable ({e}); reinstall agentskills-runtime")
    if not isinstance(manifest, dict) or not all(k in manifest for k in ("file", "sha256", "wit")):
        raise HostError("setup", f"{path} is not a component manifest; reinstall agentskills-runtime")
    return manifest


def _read_component(path: Path) -> bytes:
    """The component's bytes. The one a wheel carries is checked against the SHA-256
    recorded beside it, so a missing or damaged file is named, never run."""
    manifest = _packaged_manifest()
    packaged = manifest is not None and path == Path(__file__).resolve().parent / manifest["file"]
    expected = f"; the package expects SHA-256 {manifest['sha256']}" if packaged and manifest else ""
    try:
        wasm = path.read_bytes()
    except OSError as e:
        raise HostError("setup", f"cannot read the component {path}: {e.strerror or e}{expected}")
    if packaged and manifest:
        actual = hashlib.sha256(wasm).hexdigest()
        if actual != manifest["sha256"]:
            raise HostError(
                "setup",
                f"the component {path} is damaged: its SHA-256 is {actual}, the package expects "
                f"{manifest['sha256']}; reinstall agentskills-runtime",
            )
        if manifest["wit"] != WIT_PACKAGE:
            raise HostError(
                "setup",
                f"the packaged component speaks {manifest['wit']}, this host {WIT_PACKAGE}; reinstall agentskills-runtime",
            )
    return wasm


def _utf8_path(path: Union[str, Path]) -> str:
    text = os.fspath(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise HostError("setup", f"root path is not valid UTF-8 (wasmtime-py preopens take UTF-8 paths only): {text!r}")
    return text


def _record(values: dict) -> Any:
    """A WIT record argument: any object whose attributes are the field names."""
    return types.SimpleNamespace(**values)


class SkillsHost:
    """A compiled component ready to instantiate; share one per process."""

    def __init__(
        self,
        component_path: Optional[Union[str, Path]] = None,
        memory_bytes: int = 256 * 1024 * 1024,
        call_timeout_seconds: float = 5.0,
        cache_dir: Optional[Path] = None,
        cache: bool = True,
    ) -> None:
        """Compiles the component (`component_path`, else [`find_component`]), or loads
        the compiled artifact from `cache_dir` (default: [`default_cache_dir`], as the
        Rust CLI; `cache=False` compiles every time and writes nothing)."""
        config = Config()
        config.epoch_interruption = True
        self.engine = Engine(config)
        self.memory_bytes = memory_bytes
        self.call_timeout_seconds = call_timeout_seconds
        wasm = Path(component_path) if component_path is not None else find_component()
        try:
            if cache and cache_dir is None:
                cache_dir = default_cache_dir()
            self.component = self._load(_read_component(wasm), cache_dir if cache else None)
        except WasmtimeError as e:
            raise HostError("setup", f"{wasm} is not a component this wasmtime can load: {e}")
        self._refuse_other_wit_versions(wasm)
        self._refuse_unexpected_imports()
        self.linker = Linker(self.engine)
        self.linker.add_wasip2()
        self._stop = threading.Event()
        ticker = threading.Thread(target=self._tick, name="skills-epoch", daemon=True)
        ticker.start()

    def _tick(self) -> None:
        while not self._stop.wait(EPOCH_TICK_SECONDS):
            self.engine.increment_epoch()

    def close(self) -> None:
        """Stops the epoch ticker."""
        self._stop.set()

    def _load(self, wasm: bytes, cache_dir: Optional[Path]) -> Component:
        """Compiles the component, or loads the artifact compiled earlier (keyed by the
        component's hash and the wasmtime version); a bad artifact is compiled again."""
        if cache_dir is None:
            return Component(self.engine, wasm)
        key = hashlib.sha256(wasm).hexdigest()[:16]
        artifact = cache_dir / f"skills-{key}-py-wasmtime-{_wasmtime_version()}.cwasm"
        if artifact.is_file():
            try:
                return Component.deserialize_file(self.engine, str(artifact))
            except WasmtimeError:
                pass
        component = Component(self.engine, wasm)
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = artifact.with_suffix(f".tmp{os.getpid()}")
            tmp.write_bytes(bytes(component.serialize()))
            tmp.replace(artifact)
        except OSError:
            pass  # a cache that cannot be written only costs the next start
        return component

    def _refuse_other_wit_versions(self, wasm: Path) -> None:
        exports = list(self.component.type.exports(self.engine).keys())
        if SKILLS_INTERFACE in exports:
            return
        found = [name for name in exports if name.startswith("agentskills:runtime/skills@")]
        speaks = found[0].replace("/skills", "") if found else "no agentskills:runtime version"
        raise HostError(
            "setup",
            f"{wasm} speaks {speaks}; this host speaks {WIT_PACKAGE}: use the component built with this host",
        )

    def _refuse_unexpected_imports(self) -> None:
        imports = self.component.type.imports(self.engine).keys()
        unexpected = sorted(name for name in imports if name.split("@")[0] not in ALLOWED_IMPORTS)
        if unexpected:
            raise HostError("setup", f"the component imports {', '.join(unexpected)}, outside the allow-list; refused")

    def _instance(self, preopens: Sequence[tuple]) -> "_Instance":
        return _Instance(self, preopens)

    def default_policy(self) -> Policy:
        """The component's default policy (every field documented in the WIT)."""
        instance = self._instance([])
        record = instance.call(SKILLS_INTERFACE, "default-policy")
        values = dict(record.__dict__)
        facts = values["host-facts"]
        values["host-facts"] = HostFacts(facts.binaries, facts.environment, facts.os)
        return Policy(values)

    def session(self, roots: Iterable[RootDir], policy: Policy) -> "Session":
        """A registry over `roots` under `policy`; nothing is read until the first call."""
        return Session(self, list(roots), policy)

    def validate(self, directory: Union[str, Path], profile: str = "spec") -> List[Diagnostic]:
        """The authoring lint on one skill directory (preopened read-only on its own).
        `profile`: `spec`, or `claude-code` / `codex` / `openclaw` to accept that agent's fields."""
        path = _utf8_path(directory)
        instance = self._instance([(path, "/roots/0")])
        root = _record({"path": "/roots/0", "scope": "project", "label": _label(path), "trusted": True})
        return [Diagnostic._from(d) for d in instance.call(SKILLS_INTERFACE, "validate", root, profile)]

    def audit_source(
        self,
        directory: Union[str, Path],
        archive: Optional[str] = None,
        rule_files: Sequence[tuple] = (),
        installed: Sequence[str] = (),
        source: Optional[str] = None,
    ) -> Union[List[AuditReport], SkillError]:
        """Every skill of a source tree (or of `archive` inside it, unpacked in the
        component) audited (WIT `audit-source`). `rule_files` are `(label, text)` pairs;
        `source` is where the skills come from (`owner/repo`, a git URL)."""
        path = _utf8_path(directory)
        instance = self._instance([(path, "/roots/0")])
        root = _record({"path": "/roots/0", "scope": "user", "label": _label(path), "trusted": True})
        raw = instance.call(SKILLS_INTERFACE, "audit-source", root, archive, _audit_options(rule_files, installed, source))
        return _outcome(raw, lambda reports: [AuditReport._from(r) for r in reports])

    def audit_rules(self) -> str:
        """The built-in audit rule file, as the component ships it."""
        return self._instance([]).call(SKILLS_INTERFACE, "audit-rules")

    def call_tool(self, directories: Iterable[Union[str, Path]], function: str, *arguments: str) -> str:
        """One `tools` function (`list-skills`, `activate-skill`, ...) in a fresh instance,
        each directory preopened read-only at its own real path; returns the JSON text."""
        preopens = [(_utf8_path(d), _label(d)) for d in directories]
        return self._instance(preopens).call(TOOLS_INTERFACE, function, *arguments)


def _audit_options(rule_files: Sequence[tuple], installed: Sequence[str], source: Optional[str] = None) -> Any:
    files = [_record({"label": label, "text": text}) for label, text in rule_files]
    return _record({"rule-files": files, "installed": list(installed), "source": source})


MAX_LINKS_PER_ROOT = 256


def _holds_skills(target: str) -> bool:
    def is_skill(folder: str) -> bool:
        path = os.path.join(folder, "SKILL.md")
        return os.path.isfile(path) and not os.path.islink(path)

    if is_skill(target):
        return True
    try:
        with os.scandir(target) as entries:
            for index, entry in enumerate(entries):
                if index >= 2000:
                    break
                if entry.is_dir(follow_symlinks=False) and is_skill(entry.path):
                    return True
    except OSError:
        return False
    return False


#: The folders the guest's walk never enters (guest/src/discover/walk.rs).
_SKIPPED_DIRS = frozenset((".git", ".hg", ".svn", "node_modules", "target", "__pycache__",
                           ".venv", "venv", ".tox", ".cache", ".skills-staging"))
#: Most directories looked at for links per root (the default `max-directories`).
_MAX_DIRECTORIES_WALKED = 2000


def _links_reached(root: str, max_depth: int) -> List[tuple]:
    """The symlinks the guest's walk reaches in `root`, with their `/`-separated paths:
    the root's entries, and those of grouping folders (no `SKILL.md`) down to
    `max_depth`; a skill's own folder is never entered."""
    links: List[tuple] = []
    pending = [(root, "", 0)]
    walked = 0
    while pending:
        folder, rel, depth = pending.pop()
        walked += 1
        if walked > _MAX_DIRECTORIES_WALKED:
            break
        try:
            with os.scandir(folder) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            child = entry.name if not rel else f"{rel}/{entry.name}"
            if entry.is_symlink():
                if not entry.name.startswith("."):
                    links.append((child, entry.path))
            elif (entry.is_dir(follow_symlinks=False) and depth + 1 < max_depth
                  and entry.name not in _SKIPPED_DIRS
                  and not os.path.lexists(os.path.join(entry.path, "SKILL.md"))):
                pending.append((entry.path, child, depth + 1))
    return sorted(links)


def _linked_preopens(roots: Sequence[RootDir], max_depth: int = 1) -> List[tuple]:
    """Linked skill folders, as the wasmtime host follows them (host-harness/src/roots/links.rs):
    each symlink of a user or trusted project root that the walk reaches (at the top, or
    below grouping folders down to `max_depth`, never inside a skill) and that leads out
    of the root to a folder of skills is preopened read-only at the link's own guest path."""
    real_roots = [os.path.realpath(r.path) for r in roots if os.path.isdir(r.path)]
    home = os.environ.get("HOME")
    home = os.path.realpath(home) if home else None
    extra: List[tuple] = []
    for index, root in enumerate(roots):
        if root.scope not in ("user", "project") or not root.trusted or not os.path.isdir(root.path):
            continue
        real_root = os.path.realpath(root.path)
        followed: List[str] = []
        for name, link in _links_reached(root.path, max_depth):
            try:
                written = os.readlink(link)
            except OSError:
                continue
            target = os.path.realpath(link)
            inside = target == real_root or target.startswith(real_root + os.sep)
            if inside and not os.path.isabs(written):
                continue
            if any(other != real_root and (target == other or target.startswith(other + os.sep)) for other in real_roots):
                continue
            if not os.path.isdir(target) or target == "/" or (real_root + os.sep).startswith(target + os.sep):
                continue
            if home and (home + os.sep).startswith(target + os.sep):
                continue
            if not _holds_skills(target) or target in followed or len(followed) >= MAX_LINKS_PER_ROOT:
                continue
            if inside and 1 <= len(os.path.relpath(target, real_root).split(os.sep)) <= max_depth:
                continue
            followed.append(target)
            extra.append((_utf8_path(target), f"/roots/{index}/{name}"))
    return extra


def _label(path: Union[str, Path]) -> str:
    """The host path shown to the model: canonical when it exists, else absolute."""
    try:
        return str(Path(path).resolve(strict=True))
    except OSError:
        return str(Path(path).absolute())


class _Instance:
    """One instance with its store; every call under the deadline and the memory cap."""

    def __init__(self, host: SkillsHost, preopens: Sequence[tuple]) -> None:
        self.host = host
        self.stderr = bytearray()
        wasi = WasiConfig()  # no environment, arguments or stdin
        wasi.stderr_custom = self._stderr
        for host_path, guest_path in preopens:
            if os.path.isdir(host_path):
                wasi.preopen_dir(host_path, guest_path, fs_mutable=False)
        self.store = Store(host.engine)
        self.store.set_wasi(wasi)
        self.store.set_limits(memory_size=host.memory_bytes)
        self._arm()
        try:
            self.instance = host.linker.instantiate(self.store, host.component)
        except WasmtimeError as e:
            raise self._fail(e)

    def _stderr(self, data: bytes) -> int:
        room = STDERR_CAP - len(self.stderr)
        if room > 0:
            self.stderr.extend(data[:room])
        return len(data)

    def _arm(self) -> None:
        ticks = max(1, int(self.host.call_timeout_seconds / EPOCH_TICK_SECONDS + 0.999))
        self.store.set_epoch_deadline(ticks)

    def _classify(self, error: Exception) -> HostError:
        text = str(error)
        limit = self.host.memory_bytes
        # The guest's allocator says "memory allocation of N bytes failed" on stderr. When
        # the allocation was the host's own (lowering a result into guest memory), the
        # guest may not call out at that moment, and that attempt is the trap instead.
        out_of_memory = (
            "memory allocation of" in self.stderr.decode("utf-8", "replace")
            or "cannot leave component instance" in text
            or "memory" in text
            and "limit" in text
        )
        if out_of_memory:
            return HostError("memory-limit", f"the component exceeded its memory limit of {limit} bytes")
        if "interrupt" in text:
            millis = int(self.host.call_timeout_seconds * 1000)
            return HostError("timeout", f"the component call exceeded its {millis} ms deadline")
        return HostError("trap", f"the component trapped: {text}")

    def call(self, interface: str, name: str, *arguments: Any) -> Any:
        store = self.store
        iface = self.instance.get_export_index(store, interface)
        index = self.instance.get_export_index(store, name, iface) if iface is not None else None
        func = self.instance.get_func(store, index) if index is not None else None
        if func is None:
            raise HostError("setup", f"the component does not export {interface}#{name}")
        self._arm()
        self.stderr.clear()
        try:
            result = func(store, *arguments)
            func.post_return(store)
        except WasmtimeError as e:
            raise self._fail(e)
        return result

    def _fail(self, error: Exception) -> HostError:
        """Classifies a failed call and frees the store at once: a failed instance is
        never used again, and a store left to the interpreter's shutdown can outlive
        wasmtime's runtime threads."""
        classified = self._classify(error)
        self.store.close()
        return classified


class Session:
    """A registry of skills inside one instance. After a failed call the instance is
    dropped and the next call starts a fresh one (and rediscovers); versions continue
    from the previous instance's, so they never repeat."""

    def __init__(self, host: SkillsHost, roots: List[RootDir], policy: Policy) -> None:
        self.host = host
        self.roots = roots
        self.policy = policy
        self._live: Optional[_Instance] = None
        self._registry: Any = None
        self._version_base = 0
        self._last_version = 0
        # Every touched path, once each, told again to a rebuilt instance.
        self._touched: List[str] = []

    def _ensure(self) -> _Instance:
        if self._live is None:
            self._version_base = self._last_version
            preopens = [(_utf8_path(r.path), f"/roots/{i}") for i, r in enumerate(self.roots)]
            preopens += _linked_preopens(self.roots, int(self.policy.values.get("max-depth", 1)))
            live = self.host._instance(preopens)
            guest_roots = [
                _record({"path": f"/roots/{i}", "scope": r.scope, "label": _label(r.path), "trusted": r.trusted})
                for i, r in enumerate(self.roots)
            ]
            policy = _record(dict(self.policy.values))
            self._registry = live.call(SKILLS_INTERFACE, "[constructor]registry", guest_roots, policy)
            if self._touched:
                live.call(SKILLS_INTERFACE, "[method]registry.touch-paths", self._registry, list(self._touched))
            self._live = live
        return self._live

    def _call(self, method: str, *arguments: Any) -> Any:
        live = self._ensure()
        try:
            return live.call(SKILLS_INTERFACE, f"[method]registry.{method}", self._registry, *arguments)
        except HostError:
            self._live = None
            self._registry = None
            raise

    def discover(self) -> Discovery:
        """Scans the roots again."""
        return Discovery._from(self._call("discover"))

    def refresh(self) -> RefreshResult:
        """Re-parses only changed files; `version` increases when the catalog changed."""
        return self._versioned(self._call("refresh"))

    def set_host_facts(self, facts: HostFacts) -> RefreshResult:
        """Tells the component what this host has; kept for any later instance."""
        self.policy.host_facts = facts
        return self._versioned(self._call("set-host-facts", facts))

    def set_substitutions(self, variables: Sequence[Tuple[str, str]]) -> None:
        """Replaces the host's own `${NAME}` variables for activated bodies
        (`CLAUDE_EFFORT`, `CLAUDE_SESSION_ID`, ...); kept for any later instance."""
        pairs = [(str(name), str(value)) for name, value in variables]
        self.policy.substitutions = pairs
        self._call("set-substitutions", pairs)

    def touch_paths(self, paths: Sequence[str]) -> TouchResult:
        """Reports files the work touched, relative to the project root and
        `/`-separated: skills whose `paths` match one join the model's catalog."""
        raw = TouchResult._from(self._call("touch-paths", list(paths)))
        for path in paths:
            if len(self._touched) < MAX_REMEMBERED_TOUCHES and path not in self._touched:
                self._touched.append(path)
        version = raw.version + self._version_base
        self._last_version = version
        return TouchResult(version, raw.changed, raw.awakened, raw.diagnostics)

    def _versioned(self, raw: Any) -> RefreshResult:
        result = RefreshResult._from(raw)
        version = result.version + self._version_base
        self._last_version = version
        return RefreshResult(version, result.changed, result.reparsed, result.diagnostics)

    def catalog(self, format: str = "xml") -> Catalog:
        """The model-facing catalog (`xml` or `json`)."""
        return Catalog._from(self._call("catalog", format))

    def activate(self, name: str, invoker: str = "model", arguments: str = "") -> Union[Activation, SkillError]:
        """A skill's envelope, or why not. `arguments` is the raw argument string."""
        return _outcome(self._call("activate", name, invoker, arguments), Activation._from)

    def read_resource(self, skill: str, path: str, invoker: str = "model") -> Union[bytes, SkillError]:
        """The bytes of one file of a skill, confined to its directory."""
        return _outcome(self._call("read-resource", skill, path, invoker), bytes)

    def list_resources(self, skill: str, directory: str = "", invoker: str = "model") -> Union[List[ResourceEntry], SkillError]:
        """The direct children of a directory of a skill."""
        return _outcome(self._call("list-resources", skill, directory, invoker), lambda es: [ResourceEntry._from(e) for e in es])

    def manifest(self, skill: str, invoker: str = "model") -> Union[SkillManifest, SkillError]:
        """The frontmatter (as JSON text) and the file list of a skill, gated like a read."""
        return _outcome(self._call("manifest", skill, invoker), SkillManifest._from)


    def audit(
        self,
        skill: str,
        rule_files: Sequence[tuple] = (),
        installed: Sequence[str] = (),
        source: Optional[str] = None,
    ) -> Union[AuditReport, SkillError]:
        """One skill audited by name, hidden and withheld ones too (WIT `registry.audit`).
        `rule_files` are `(label, text)` pairs added to the built-in rules; `source` is
        where the skill comes from (`owner/repo`, a git URL)."""
        return _outcome(self._call("audit", skill, _audit_options(rule_files, installed, source)), AuditReport._from)


def _outcome(raw: Any, ok: Callable[[Any], T]) -> Union[T, SkillError]:
    # wasmtime-py returns a `result`'s bare payload; the error is a `Variant`.
    if isinstance(raw, Variant):
        return SkillError._from(raw)
    return ok(raw)
