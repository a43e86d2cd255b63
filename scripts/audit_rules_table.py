#!/usr/bin/env python3
"""Prints docs/audit.md's rules table from guest/src/audit/rules.yaml.

    python3 scripts/audit_rules_table.py > /tmp/table.md

The test `every_builtin_rule_is_documented_and_the_printed_rule_file_is_the_shipped_one`
holds the doc to one row per rule; this keeps the rows true to the file.
"""
import pathlib
import sys

try:
    import yaml  # PyYAML, present wherever the benches run
except ImportError:  # pragma: no cover
    sys.exit("needs PyYAML: pip install pyyaml")

root = pathlib.Path(__file__).resolve().parent.parent
rules = yaml.safe_load((root / "guest/src/audit/rules.yaml").read_text())["rules"]


def severity(rule):
    extra = []
    if "quoted" in rule:
        extra.append(f"quoted: {rule['quoted']}")
    if "code" in rule:
        extra.append(f"in code: {rule['code']}")
    return rule["severity"] + (f" ({', '.join(extra)})" if extra else "")


def kind(rule):
    if "check" in rule:
        return f"check `{rule['check']}`"
    if "signal" in rule:
        return f"signal `{rule['signal']}`"
    if "all-of" in rule:
        return "chain `" + " + ".join(rule["all-of"]) + "`"
    return "pattern"


print("| rule | severity | kind | what it finds |")
print("|---|---|---|---|")
for rule in rules:
    title = rule["title"].replace("|", "\\|")
    how = kind(rule).replace("|", "\\|")
    print(f"| `{rule['id']}` | {severity(rule)} | {how} | {title} |")
