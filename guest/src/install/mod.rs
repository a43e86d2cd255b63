//! **Beside the pipeline, installing.** The part of `skills add` that touches
//! untrusted bytes; the host fetches and writes, the component decides.
//!
//! - Takes in: a source tree the host preopened read-only (a folder, a clone, a
//!   download), or an archive file in it.
//! - Hands on: the skills the source holds, each checked ([`source::survey`]); the
//!   exact files of one skill that may be installed, with their bytes
//!   ([`source::stage`]); archives unpacked in memory ([`archive`]); and the install
//!   steps an author asks for, shown and never run ([`steps`]).
//! - Limits set here: [`source::SURVEY_MAX_DEPTH`], the archive's
//!   [`archive::MAX_ARCHIVE_BYTES`], [`archive::MAX_ENTRIES`],
//!   [`archive::MAX_UNPACKED_BYTES`] and [`archive::MAX_RATIO`]; a skill's file and
//!   byte caps are the manifest's (`crate::present::manifest`).

pub mod archive;
pub mod source;
pub mod steps;
