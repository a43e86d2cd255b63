"""Try the component in one line: `python -m agentskills_runtime catalog DIR`.

    python -m agentskills_runtime catalog DIR          the model-facing catalog (XML)
    python -m agentskills_runtime activate DIR NAME    a skill's activation envelope

DIR is a folder of skills (user scope). The output is what `skills --no-config
--no-builtin --global DIR catalog` (or `activate NAME`) prints; diagnostics go to
stderr as `path:line: severity[code]: message`. Exit status: 0 success, 1 the
operation failed, 2 usage error.
"""

from __future__ import annotations

import sys
from typing import List

from .host import HostError, SkillsHost
from .types import RootDir, SkillError


def main(argv: List[str]) -> int:
    if len(argv) < 2 or argv[0] not in ("catalog", "activate") or (argv[0] == "activate") != (len(argv) == 3):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    command, directory = argv[0], argv[1]
    try:
        host = SkillsHost()
        policy = host.default_policy()
        policy.include_builtins = False
        session = host.session([RootDir(directory, scope="user")], policy)
        discovery = session.discover()
        for d in discovery.diagnostics:
            print(f"{d.path}:{'' if d.line is None else d.line}: {d.severity}[{d.code}]: {d.message}", file=sys.stderr)
        if command == "catalog":
            text = session.catalog("xml").text
            if text:
                print(text)
            return 0
        activation = session.activate(argv[2], "model", "")
    except HostError as e:
        print(f"agentskills_runtime: {e}", file=sys.stderr)
        return 1
    if isinstance(activation, SkillError):
        print(f"agentskills_runtime: {activation.describe()}", file=sys.stderr)
        return 1
    print(activation.content)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
