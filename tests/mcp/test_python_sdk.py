"""`skills serve-mcp` driven by the official MCP Python SDK (PyPI `mcp`, 2.x) over stdio.

The SDK covers the standard methods; it does not implement the skills extension
(SEP-2640) yet, so `skills/list`, `skills/get` and `resources/directory/read` go out
as raw requests through the SDK's own session. Run by `tests/all/mcp.rs`, which
passes the `skills` binary and a skill tree in SKILLS_BIN and SKILLS_ROOT.
"""

import base64
import hashlib
import os
from typing import Any

import anyio
import pytest
from pydantic import TypeAdapter

from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client, types

RAW = TypeAdapter(dict[str, Any])


def server() -> StdioServerParameters:
    return StdioServerParameters(
        command=os.environ["SKILLS_BIN"],
        args=["--no-builtin", "--no-eligibility", "--project", os.environ["SKILLS_ROOT"], "serve-mcp"],
        env={"SKILLS_CACHE_DIR": os.environ["SKILLS_CACHE_DIR"]},
    )


async def raw(session: ClientSession, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return await session.send_request(types.Request[dict[str, Any], str](method=method, params=params), RAW)


def run(body):
    async def main():
        async with stdio_client(server()) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                await body(session, init)

    anyio.run(main)


def test_initialize_declares_the_skills_extension_and_every_standard_surface():
    async def body(session, init):
        caps = init.capabilities
        assert caps.extensions["io.modelcontextprotocol/skills"] == {"directoryRead": True}
        assert caps.tools.list_changed and caps.prompts.list_changed and caps.resources.list_changed
        assert init.server_info.name == "agentskills-runtime"

    run(body)


def test_tools_list_and_call():
    async def body(session, init):
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert set(tools) == {"activate_skill", "read_skill_file"}
        assert "<name>visible</name>" in tools["activate_skill"].description
        assert "hidden" not in tools["activate_skill"].description
        result = await session.call_tool("activate_skill", {"name": "visible", "arguments": "one 'two three'"})
        assert not result.is_error
        assert "Hello one 'two three'" in result.content[0].text
        missing = await session.call_tool("activate_skill", {"name": "nope"})
        assert missing.is_error and "available:" in missing.content[0].text
        script = await session.call_tool("read_skill_file", {"name": "visible", "path": "scripts/run.py"})
        assert script.content[0].text == "print('hi')\n"

    run(body)


def test_prompts_are_the_user_invocable_skills():
    async def body(session, init):
        prompts = {p.name: p for p in (await session.list_prompts()).prompts}
        assert set(prompts) == {"hidden", "visible"}
        assert [a.name for a in prompts["visible"].arguments] == ["arguments"]
        got = await session.get_prompt("hidden", {"arguments": "x"})
        assert got.messages[0].role == "user"
        assert "Hidden body" in got.messages[0].content.text
        with pytest.raises(MCPError) as refused:
            await session.get_prompt("model-only", {})
        assert refused.value.error.code == -32602

    run(body)


def test_resources_list_and_read_text_and_binary():
    async def body(session, init):
        uris = [str(r.uri) for r in (await session.list_resources()).resources]
        assert uris == ["skill://model-only/SKILL.md", "skill://visible/SKILL.md"]
        skill_md = await session.read_resource("skill://visible/SKILL.md")
        assert skill_md.contents[0].mime_type == "text/markdown"
        assert "Hello $ARGUMENTS" in skill_md.contents[0].text
        logo = await session.read_resource("skill://visible/assets/logo.bin")
        assert base64.b64decode(logo.contents[0].blob) == bytes([0, 159, 146, 150, 255])
        for uri in ["skill://visible/../hidden/SKILL.md", "skill://hidden/SKILL.md", "skill://visible/%2e%2e/x"]:
            with pytest.raises(MCPError) as refused:
                await session.read_resource(uri)
            assert refused.value.error.code == -32602, uri

    run(body)


def test_the_extension_methods_as_raw_requests():
    async def body(session, init):
        listed = await raw(session, "skills/list", {})
        assert [s["uri"] for s in listed["skills"]] == ["skill://model-only/SKILL.md", "skill://visible/SKILL.md"]
        visible = listed["skills"][1]
        assert visible["frontmatter"]["x-team"] == ["docs", "tools"], "keys outside the spec are kept"
        for resource in visible["resources"]:
            read = await session.read_resource(resource["uri"])
            content = read.contents[0]
            data = content.text.encode() if getattr(content, "text", None) is not None else base64.b64decode(content.blob)
            assert len(data) == resource["size"]
            assert resource["digest"] == "sha256:" + hashlib.sha256(data).hexdigest()
        got = await raw(session, "skills/get", {"uri": "skill://visible/SKILL.md"})
        assert got["skill"] == visible
        children = await raw(session, "resources/directory/read", {"uri": "skill://visible"})
        assert {c["uri"]: c.get("mimeType") for c in children["resources"]} == {
            "skill://visible/SKILL.md": "text/markdown",
            "skill://visible/assets": "inode/directory",
            "skill://visible/scripts": "inode/directory",
        }
        for method, params in [
            ("skills/get", {"uri": "skill://hidden/SKILL.md"}),
            ("skills/get", {"uri": "skill://nope/SKILL.md"}),
            ("resources/directory/read", {"uri": "skill://visible/SKILL.md"}),
            ("resources/directory/read", {"uri": "skill://visible/../hidden"}),
        ]:
            with pytest.raises(MCPError) as refused:
                await raw(session, method, params)
            assert refused.value.error.code == -32602, (method, params)

    run(body)
