#!/usr/bin/env bash
# Builds every artifact a user installs into target/dist/, each carrying the same
# component (one SHA-256):
#   agentskills-runtime-VERSION.wasm       the component, and its .sha256
#   agentskills_runtime-VERSION-py3-none-any.whl   the Python package, .wasm inside
#   agentskills-runtime-VERSION.tgz        the npm package: jco's output prebuilt, types
#   skills-VERSION-TARGET                  the `skills` CLI (component embedded)
#   SHA256SUMS                             every file above
# VERSION is the workspace's (Cargo.toml), which the wheel and the npm package share;
# tests/all/packages.rs keeps the three equal. See docs/packages.md.
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/setup
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
target=$(rustc -vV | sed -n 's/^host: //p')

# The release CLI; its build script builds the component (profile `guest`). The whole
# workspace, as a plain `cargo build --release` builds it: `-p skills-host` alone
# would unify features differently and build wasmtime and the rest a second time.
cargo build --release --locked
component=target/guest/wasm32-wasip2/guest/skills_guest.wasm

dist=target/dist
rm -rf "$dist"
mkdir -p "$dist"
cp "$component" "$dist/agentskills-runtime-$version.wasm"
cp target/release/skills "$dist/skills-$version-$target"
target/python-host-venv/bin/python host-harness/python/build_wheel.py "$component" "$dist" >/dev/null
node host-harness/node/scripts/pack.mjs "$component" "$dist" >/dev/null

cd "$dist"
sha256sum "agentskills-runtime-$version.wasm" | cut -d' ' -f1 > "agentskills-runtime-$version.wasm.sha256"
sha256sum -- * | grep -v ' SHA256SUMS$' > SHA256SUMS
ls -l
echo "component SHA-256: $(cat "agentskills-runtime-$version.wasm.sha256")"
