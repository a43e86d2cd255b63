# Usage: python example.py SKILLS_DIR   (the component: $AGENTSKILLS_COMPONENT or target/guest)
import sys

from agentskills_runtime import HostFacts, RootDir, SkillError, SkillsHost

host = SkillsHost()
policy = host.default_policy()
policy.include_builtins = False
session = host.session([RootDir(sys.argv[1], scope="user")], policy)

discovery = session.discover()
for d in discovery.diagnostics:
    print(f"{d.path}:{d.line or ''}: {d.severity}[{d.code}]: {d.message}", file=sys.stderr)
session.set_host_facts(HostFacts(os="linux"))  # facts, never values; None is unknown
print(session.catalog("xml").text)
activation = session.activate(discovery.skills[0].name, "model", "")
if isinstance(activation, SkillError):
    print(activation.describe(), file=sys.stderr)
else:
    print(activation.content)
