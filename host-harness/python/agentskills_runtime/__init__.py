"""The Agent Skills component in Python, through wasmtime-py.

The same `.wasm` the Rust and Node hosts run: discovery, the model-facing catalog,
activation and gated reads, inside a sandbox (read-only preopens, an empty
environment, a memory cap and a per-call deadline).
"""

from .host import (
    ALLOWED_IMPORTS,
    WIT_PACKAGE,
    HostError,
    Session,
    SkillsHost,
    default_cache_dir,
    find_component,
)
from .types import (
    Activation,
    AuditFinding,
    AuditLink,
    AuditReport,
    Catalog,
    Diagnostic,
    Discovery,
    HostFacts,
    Policy,
    RefreshResult,
    TouchResult,
    HostHints,
    Requirements,
    ManifestFile,
    ResourceEntry,
    SkillManifest,
    RootDir,
    Skill,
    SkillError,
    WithheldSkill,
)

__all__ = [
    "ALLOWED_IMPORTS", "WIT_PACKAGE", "HostError", "Session", "SkillsHost", "default_cache_dir", "find_component",
    "Activation", "AuditFinding", "AuditLink", "AuditReport", "Catalog", "Diagnostic", "Discovery", "HostFacts", "Policy", "RefreshResult", "Requirements", "TouchResult", "HostHints",
    "ManifestFile", "ResourceEntry", "RootDir", "Skill", "SkillError", "SkillManifest", "WithheldSkill",
]
