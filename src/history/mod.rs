//! A game's history as a record: the hash chain, the rewind-aware fold,
//! export to JSON lines, verification and import.

pub mod chain;
pub mod record;
pub mod seal;

pub use record::{fold, Chronicle, MetaEvent, Proposal, Record};
pub mod export;
