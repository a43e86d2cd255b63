"""Runs a conformance plan (JSON, see tests/all/cross_host.rs) on the Python host and
prints the canonical JSON of every result, for byte comparison with the other hosts.

Usage: python conformance.py COMPONENT.wasm PLAN.json
"""

import json
import sys

from agentskills_runtime import HostFacts, RootDir, SkillError, SkillsHost, default_cache_dir


def skill(s):
    return {
        "name": s.name, "description": s.description, "scope": s.scope, "location": s.location,
        "directory": s.directory, "license": s.license, "compatibility": s.compatibility,
        "metadata": [[k, v] for k, v in s.metadata], "allowedTools": s.allowed_tools,
        "argumentHint": s.argument_hint, "modelInvocable": s.model_invocable, "userInvocable": s.user_invocable,
        "requires": {
            "binaries": s.requires.binaries, "anyBinaries": s.requires.any_binaries,
            "environment": s.requires.environment, "os": s.requires.os,
        },
        "paths": s.paths, "dormant": s.dormant,
        "hints": {
            "model": s.hints.model, "effort": s.hints.effort, "context": s.hints.context,
            "agent": s.hints.agent, "disallowedTools": s.hints.disallowed_tools, "shell": s.hints.shell,
            "hooks": s.hints.hooks, "version": s.hints.version,
            "background": s.hints.background, "fallback": s.hints.fallback,
        },
        "defaultEnabled": s.default_enabled,
        "displayName": s.display_name, "shortDescription": s.short_description,
    }


def diagnostic(d):
    return {"severity": d.severity, "code": d.code, "path": d.path, "line": d.line, "message": d.message}


def withheld(w):
    reason = {"kind": "ineligible", "missing": w.missing} if w.reason == "ineligible" else {"kind": w.reason}
    return {"skill": skill(w.skill), "reason": reason}


def refreshed(r):
    return {"version": r.version, "changed": r.changed, "reparsed": r.reparsed, "diagnostics": [diagnostic(d) for d in r.diagnostics]}


def outcome(result, ok):
    if isinstance(result, SkillError):
        detail = {"message": result.message, "available": result.available} if result.kind == "not-found" else result.message
        return {"err": {"kind": result.kind, "detail": detail}}
    return {"ok": ok(result)}


def facts(f):
    return HostFacts(f.get("binaries"), f.get("environment"), f.get("os"))


def main():
    component, plan_path = sys.argv[1:3]
    with open(plan_path, encoding="utf-8") as f:
        plan = json.load(f)
    host = SkillsHost(component, cache_dir=default_cache_dir())
    results = []
    for step in plan["sessions"]:
        policy = host.default_policy()
        for key, value in step["policy"].items():
            # camelCase plan keys, snake_case policy fields.
            name = "".join("_" + c.lower() if c.isupper() else c for c in key)
            setattr(policy, name, facts(value) if key == "hostFacts" else value)
        roots = [RootDir(r["path"], r["scope"], r["trusted"]) for r in step["roots"]]
        session = host.session(roots, policy)
        for call in step["calls"]:
            op = call["op"]
            if op == "discover":
                d = session.discover()
                results.append({
                    "skills": [skill(s) for s in d.skills],
                    "withheld": [withheld(w) for w in d.withheld],
                    "diagnostics": [diagnostic(x) for x in d.diagnostics],
                })
            elif op == "facts":
                results.append(refreshed(session.set_host_facts(facts(call["facts"]))))
            elif op == "refresh":
                results.append(refreshed(session.refresh()))
            elif op == "touch":
                t = session.touch_paths(call["paths"])
                results.append({"version": t.version, "changed": t.changed, "awakened": t.awakened, "diagnostics": [diagnostic(x) for x in t.diagnostics]})
            elif op == "tool":
                results.append({"text": host.call_tool([d["path"] for d in call["dirs"]], call["function"], *call["arguments"])})
            elif op == "validate":
                results.append([diagnostic(x) for x in host.validate(call["dir"], call.get("profile", "spec"))])
            elif op == "catalog":
                c = session.catalog(call["format"])
                results.append({"text": c.text, "diagnostics": [diagnostic(x) for x in c.diagnostics]})
            elif op == "activate":
                a = session.activate(call["name"], call["invoker"], call["arguments"])
                results.append(outcome(a, lambda a: {"skill": skill(a.skill), "content": a.content}))
            elif op == "read":
                r = session.read_resource(call["skill"], call["path"], call["invoker"])
                results.append(outcome(r, lambda b: b.hex()))
            elif op == "list":
                r = session.list_resources(call["skill"], call["dir"], call["invoker"])
                results.append(outcome(r, lambda es: [{"name": e.name, "kind": e.kind, "size": e.size} for e in es]))
            elif op == "manifest":
                r = session.manifest(call["skill"], call["invoker"])
                results.append(outcome(r, lambda m: {"frontmatter": m.frontmatter, "files": [{"path": f.path, "size": f.size} for f in m.files], "truncated": m.truncated}))
            elif op == "audit":
                rules = [("rules.yaml", call["rules"])] if call["rules"] else []
                r = session.audit(call["skill"], rule_files=rules, installed=["pdf-tools"], source=call.get("source"))
                results.append(outcome(r, lambda r: {
                    "skill": r.skill,
                    "findings": [{"rule": f.rule, "severity": f.severity, "file": f.file, "line": f.line, "column": f.column,
                                  "excerpt": f.excerpt, "detail": f.detail,
                                  "chain": [{"role": l.role, "file": l.file, "line": l.line, "column": l.column,
                                             "excerpt": l.excerpt} for l in f.chain],
                                  "context": f.context} for f in r.findings],
                    "files": r.files_scanned, "bytes": r.bytes_scanned, "endpoints": r.endpoints,
                    "executables": r.executables, "rules": r.rules,
                }))
            else:
                raise SystemExit(f"unknown op {op}")
    host.close()
    sys.stdout.write(json.dumps(results, ensure_ascii=False))


if __name__ == "__main__":
    main()
