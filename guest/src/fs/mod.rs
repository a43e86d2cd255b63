//! **Stage 1, the filesystem.** Everything the component reads goes through here.
//!
//! - Takes in: guest paths under the host's read-only preopens.
//! - Hands on: directory listings that survive bad entries ([`dirlist`]), stats and
//!   bounded reads ([`wasi_fs`], [`read`]), and paths confined to a base directory,
//!   symlinks included ([`paths`]).
//! - Limits set here: [`paths::MAX_SYMLINK_HOPS`] links followed per path, and a
//!   listing stops counting undecodable names past `wasi_fs::MAX_SKIPPED`. The byte
//!   caps of a read are the caller's (the policy's `max-skill-file-bytes`, a resource's
//!   `max-resource-bytes`), and [`read`] never takes more than the cap it is given.

pub mod dirlist;
pub mod paths;
#[cfg(target_arch = "wasm32")]
pub(crate) mod preopens;
pub mod read;
pub mod wasi_fs;
