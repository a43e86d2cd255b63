"""Prints skills-ref's verdict for every directory below the given root that holds a
SKILL.md (or skill.md, which skills-ref also accepts): `valid<TAB>dir` or
`invalid<TAB>dir<TAB>first error`."""
import pathlib
import sys

from skills_ref.validator import validate

root = pathlib.Path(sys.argv[1])
directories = {p.parent for name in ("SKILL.md", "skill.md") for p in root.rglob(name)}
for directory in sorted(directories):
    errors = validate(directory)
    verdict = "invalid" if errors else "valid"
    detail = errors[0].replace("\n", " ")[:160] if errors else ""
    print(f"{verdict}\t{directory.relative_to(root)}\t{detail}")
