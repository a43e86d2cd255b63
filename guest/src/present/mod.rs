//! **Stage 6, what the model and the user see.** Built from the registry's loaded
//! skills; each output is bounded and escaped (by [`crate::text`]).
//!
//! - Takes in: loaded skills, their bodies and their directories.
//! - Hands on: the model-facing catalog within its byte budget ([`catalog`]), the
//!   activation envelope ([`activation`]), a skill's files read and listed within its
//!   own directory ([`resources`]), and the manifest a skills-extension server
//!   publishes ([`manifest`]).
//! - Limits set here: [`activation::MAX_ARGUMENTS_BYTES`],
//!   [`activation::MAX_ENVELOPE_BYTES`], [`resources::ENVELOPE_LISTING_CAP`], and
//!   the manifest's [`manifest::MAX_FILES`], [`manifest::MAX_TOTAL_BYTES`] and
//!   [`manifest::MAX_DIRECTORIES`] (SEP-2640's minimums). The catalog's budget and a
//!   resource's size cap are the policy's.

pub mod activation;
pub mod catalog;
pub mod manifest;
pub mod resources;
