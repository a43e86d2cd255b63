"""Builds the `agentskills-runtime` wheel with the component inside.

Usage: python3 build_wheel.py COMPONENT.wasm OUT_DIR   (prints the wheel's path)

The wheel is written directly (PEP 427 / 491, metadata 2.4), not through setuptools:
it is pure Python plus one `.wasm`, so it is `py3-none-any`, and writing it here keeps
the build offline, fast and byte-for-byte reproducible (every zip entry has the same
fixed date). Name, version, summary, licence, Python and dependencies come from
`pyproject.toml`, the one place they are written. Beside the component goes
`component.json`: its SHA-256, size and WIT package, which the host checks at load.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = "agentskills_runtime"
#: The date of every entry (zip's earliest), so that one input gives one wheel.
FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def wit_package() -> str:
    """The WIT package the host speaks, as `host.py` declares it."""
    text = (HERE / PACKAGE / "host.py").read_text(encoding="utf-8")
    match = re.search(r'^WIT_PACKAGE = "([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("build_wheel: host.py declares no WIT_PACKAGE")
    return match.group(1)


def metadata(project: dict, readme: str) -> str:
    lines = [
        "Metadata-Version: 2.4",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"License-Expression: {project['license']}",
        "License-File: LICENSE",
        f"Requires-Python: {project['requires-python']}",
    ]
    lines += [f"Requires-Dist: {dependency}" for dependency in project.get("dependencies", [])]
    lines.append("Description-Content-Type: text/markdown")
    return "\n".join(lines) + "\n\n" + readme


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build(component: Path, out_dir: Path) -> Path:
    project = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"].replace("-", "_"), project["version"]
    wasm = component.read_bytes()
    if not wasm.startswith(b"\0asm"):
        raise SystemExit(f"build_wheel: {component} is not a WebAssembly file")
    manifest = {
        "wit": wit_package(),
        "file": "skills_guest.wasm",
        "sha256": hashlib.sha256(wasm).hexdigest(),
        "size": len(wasm),
    }
    licence = (HERE.parent.parent / "LICENSE").read_bytes()
    readme = (HERE / "README.md").read_text(encoding="utf-8")
    dist_info = f"{name}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    for source in sorted((HERE / PACKAGE).iterdir()):
        if source.suffix == ".py" or source.name == "py.typed":
            files.append((f"{PACKAGE}/{source.name}", source.read_bytes()))
    files.append((f"{PACKAGE}/skills_guest.wasm", wasm))
    files.append((f"{PACKAGE}/component.json", (json.dumps(manifest, indent=2) + "\n").encode()))
    files.append((f"{dist_info}/METADATA", metadata(project, readme).encode()))
    files.append(
        (
            f"{dist_info}/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: agentskills-runtime build_wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        )
    )
    files.append((f"{dist_info}/licenses/LICENSE", licence))
    files.append((f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()))
    record = "\n".join(record_line(path, data) for path, data in files)
    record += f"\n{dist_info}/RECORD,,\n"
    files.append((f"{dist_info}/RECORD", record.encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, data in files:
            entry = zipfile.ZipInfo(path, date_time=FIXED_DATE)
            entry.external_attr = 0o644 << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, data)
    return wheel


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__.strip().splitlines()[2])
    print(build(Path(sys.argv[1]), Path(sys.argv[2])))
