"""Typed results: the WIT records as dataclasses with snake_case fields.

wasmtime-py returns records as objects whose attributes are the WIT's kebab-case
field names, enums as `str`, `list<u8>` as `bytes`, options as `None` or the value,
and a `result` as its bare payload (an error is a `Variant`). These converters are
the only place that knows that.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Optional, Tuple


def _get(record: Any, name: str) -> Any:
    return getattr(record, name)


@dataclass(frozen=True)
class Requirements:
    """What a skill needs from the host (see the README's Eligibility section)."""

    binaries: List[str]
    any_binaries: List[str]
    environment: List[str]
    os: List[str]

    @staticmethod
    def _from(r: Any) -> "Requirements":
        return Requirements(
            list(r.binaries), list(_get(r, "any-binaries")), list(r.environment), list(r.os)
        )


@dataclass(frozen=True)
class HostHints:
    """What the author asks of the host that runs the skill (WIT `host-hints`):
    Claude Code's fields as written, never acted on by the runtime."""

    model: Optional[str]
    effort: Optional[str]
    context: Optional[str]
    agent: Optional[str]
    disallowed_tools: Optional[str]
    shell: Optional[str]
    hooks: Optional[str]
    version: Optional[str]
    background: Optional[bool]
    fallback: Optional[str]

    @staticmethod
    def _from(h: Any) -> "HostHints":
        return HostHints(
            model=h.model,
            effort=h.effort,
            context=h.context,
            agent=h.agent,
            disallowed_tools=_get(h, "disallowed-tools"),
            shell=h.shell,
            hooks=h.hooks,
            version=h.version,
            background=h.background,
            fallback=h.fallback,
        )


@dataclass(frozen=True)
class Skill:
    """A valid skill (WIT `skill`)."""

    name: str
    description: str
    scope: str
    location: str
    directory: str
    license: Optional[str]
    compatibility: Optional[str]
    metadata: List[Tuple[str, str]]
    allowed_tools: Optional[str]
    argument_hint: Optional[str]
    model_invocable: bool
    user_invocable: bool
    requires: Requirements
    paths: List[str]
    dormant: bool
    hints: HostHints
    default_enabled: bool
    display_name: Optional[str]
    short_description: Optional[str]

    @staticmethod
    def _from(s: Any) -> "Skill":
        return Skill(
            name=s.name,
            description=s.description,
            scope=s.scope,
            location=s.location,
            directory=s.directory,
            license=s.license,
            compatibility=s.compatibility,
            metadata=[(k, v) for k, v in s.metadata],
            allowed_tools=_get(s, "allowed-tools"),
            argument_hint=_get(s, "argument-hint"),
            model_invocable=_get(s, "model-invocable"),
            user_invocable=_get(s, "user-invocable"),
            requires=Requirements._from(s.requires),
            paths=list(s.paths),
            dormant=s.dormant,
            hints=HostHints._from(s.hints),
            default_enabled=_get(s, "default-enabled"),
            display_name=_get(s, "display-name"),
            short_description=_get(s, "short-description"),
        )


@dataclass(frozen=True)
class Diagnostic:
    """One finding (WIT `diagnostic`); `code` is stable, `message` is for people."""

    severity: str
    code: str
    path: str
    line: Optional[int]
    message: str

    @staticmethod
    def _from(d: Any) -> "Diagnostic":
        return Diagnostic(d.severity, d.code, d.path, d.line, d.message)


@dataclass(frozen=True)
class WithheldSkill:
    """A valid skill that is not offered; `reason` is `disabled`, `off-by-default`
    or `ineligible`, and `missing` says what an ineligible skill needs."""

    skill: Skill
    reason: str
    missing: Optional[str]

    @staticmethod
    def _from(w: Any) -> "WithheldSkill":
        # wasmtime-py tags a variant only when its cases' Python types overlap: two
        # cases without payload do, so it is tagged; the untagged forms are kept for
        # safety (None is `disabled`, a str is `ineligible`).
        reason = w.reason
        if hasattr(reason, "tag"):
            return WithheldSkill(Skill._from(w.skill), reason.tag, reason.payload)
        if reason is None:
            return WithheldSkill(Skill._from(w.skill), "disabled", None)
        return WithheldSkill(Skill._from(w.skill), "ineligible", reason)


@dataclass(frozen=True)
class Discovery:
    """What `discover` found (WIT `discovery`)."""

    skills: List[Skill]
    withheld: List[WithheldSkill]
    diagnostics: List[Diagnostic]

    @staticmethod
    def _from(d: Any) -> "Discovery":
        return Discovery(
            [Skill._from(s) for s in d.skills],
            [WithheldSkill._from(w) for w in d.withheld],
            [Diagnostic._from(x) for x in d.diagnostics],
        )


@dataclass(frozen=True)
class Catalog:
    """The model-facing catalog and what the budget did (WIT `catalog`)."""

    text: str
    diagnostics: List[Diagnostic]

    @staticmethod
    def _from(c: Any) -> "Catalog":
        return Catalog(c.text, [Diagnostic._from(x) for x in c.diagnostics])


@dataclass(frozen=True)
class RefreshResult:
    """What `refresh` or `set_host_facts` found (WIT `refresh-result`)."""

    version: int
    changed: bool
    reparsed: int
    diagnostics: List[Diagnostic]

    @staticmethod
    def _from(r: Any) -> "RefreshResult":
        return RefreshResult(r.version, r.changed, r.reparsed, [Diagnostic._from(x) for x in r.diagnostics])


@dataclass(frozen=True)
class TouchResult:
    """What `touch_paths` did (WIT `touch-result`): the skills it woke, by name."""

    version: int
    changed: bool
    awakened: List[str]
    diagnostics: List[Diagnostic]

    @staticmethod
    def _from(r: Any) -> "TouchResult":
        return TouchResult(r.version, r.changed, list(r.awakened), [Diagnostic._from(x) for x in r.diagnostics])


@dataclass(frozen=True)
class Activation:
    """An activated skill and its `<skill_content>` envelope."""

    skill: Skill
    content: str

    @staticmethod
    def _from(a: Any) -> "Activation":
        return Activation(Skill._from(a.skill), a.content)


@dataclass(frozen=True)
class ResourceEntry:
    """One direct child of a directory inside a skill; `kind` is `file` or `directory`."""

    name: str
    kind: str
    size: int

    @staticmethod
    def _from(e: Any) -> "ResourceEntry":
        return ResourceEntry(e.name, e.kind, e.size)


@dataclass(frozen=True)
class ManifestFile:
    """One file of a skill in a manifest: path relative to the skill directory, size in bytes."""

    path: str
    size: int


@dataclass(frozen=True)
class SkillManifest:
    """What a server needs to publish a skill (WIT `skill-manifest`): the frontmatter as a
    JSON object (text), every file `read_resource` would serve, and whether a bound cut the list."""

    frontmatter: str
    files: List[ManifestFile]
    truncated: bool

    @staticmethod
    def _from(m: Any) -> "SkillManifest":
        return SkillManifest(m.frontmatter, [ManifestFile(f.path, f.size) for f in m.files], m.truncated)


@dataclass(frozen=True)
class AuditLink:
    """One behaviour of a finding's chain (WIT `audit-link`): what the skill does there,
    and where."""

    role: str
    file: str
    line: int
    column: int
    excerpt: str

    @staticmethod
    def _from(l: Any) -> "AuditLink":
        return AuditLink(l.role, l.file, l.line, l.column, l.excerpt)


@dataclass(frozen=True)
class AuditFinding:
    """One thing the audit found (WIT `audit-finding`); `severity` is `info`, `low`,
    `medium`, `high` or `critical`, `line` and `column` 1-based (0 for a whole file).
    `chain` lists the behaviours of a finding over behaviours, source first; `context`
    says why a finding stands below its rule's severity (a quoted example)."""

    rule: str
    family: str
    severity: str
    title: str
    file: str
    line: int
    column: int
    excerpt: str
    detail: str
    chain: List[AuditLink]
    context: str

    @staticmethod
    def _from(f: Any) -> "AuditFinding":
        return AuditFinding(
            f.rule, f.family, f.severity, f.title, f.file, f.line, f.column, f.excerpt, f.detail,
            [AuditLink._from(l) for l in f.chain], f.context,
        )


@dataclass(frozen=True)
class AuditReport:
    """The audit of one skill (WIT `audit-report`), findings worst first."""

    skill: str
    directory: str
    path: str
    findings: List[AuditFinding]
    files_scanned: int
    bytes_scanned: int
    endpoints: List[str]
    executables: List[str]
    allowed_tools: Optional[str]
    rules: List[str]

    @staticmethod
    def _from(r: Any) -> "AuditReport":
        return AuditReport(
            r.skill, r.directory, r.path, [AuditFinding._from(f) for f in r.findings], getattr(r, "files-scanned"),
            getattr(r, "bytes-scanned"), list(r.endpoints), list(r.executables), getattr(r, "allowed-tools"),
            list(r.rules),
        )


@dataclass(frozen=True)
class SkillError:
    """Why the component refused an operation (WIT `skill-error`). `kind` is one of
    `not-found`, `denied`, `too-large`, `invalid`, `io`; `available` is set only for
    `not-found` (the names the invoker may use)."""

    kind: str
    message: str
    available: Optional[List[str]] = None

    @staticmethod
    def _from(v: Any) -> "SkillError":
        if v.tag == "not-found":
            return SkillError(v.tag, v.payload.message, list(v.payload.available))
        return SkillError(v.tag, v.payload)

    def describe(self) -> str:
        """One line, as the Rust host's `describe` writes it."""
        kinds = {"not-found": "not found", "denied": "denied", "too-large": "too large", "invalid": "invalid", "io": "io error"}
        if self.available:
            return f"{kinds[self.kind]}: {self.message} (available: {', '.join(self.available)})"
        return f"{kinds[self.kind]}: {self.message}"


@dataclass
class HostFacts:
    """Facts about this host, never values; `None` is unknown (withholds nothing)."""

    binaries: Optional[List[str]] = None
    environment: Optional[List[str]] = None
    os: Optional[str] = None


@dataclass(frozen=True)
class RootDir:
    """A skill directory on the host, preopened read-only. `scope` is `user`,
    `project`, `plugin` or `builtin`; an untrusted root only contributes a count."""

    path: str
    scope: str = "user"
    trusted: bool = True


@dataclass
class Policy:
    """The component's policy, snake_case; start from `SkillsHost.default_policy()`."""

    values: dict = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        values = self.__dict__["values"]
        key = name.replace("_", "-")
        if key in values:
            return values[key]
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "values":
            self.__dict__["values"] = value
            return
        key = name.replace("_", "-")
        if key not in self.__dict__["values"]:
            raise AttributeError(f"the policy has no field {name}")
        self.__dict__["values"][key] = value
