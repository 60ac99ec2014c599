//! A game's history as a record: the hash chain, the rewind-aware fold,
//! the ruleset a log replays with, export to JSON lines, verification and
//! import.

pub mod chain;
pub mod origin;
pub mod quiet;
pub mod record;
pub mod refused;
pub mod seal;

pub mod export;

pub use origin::{origin_of, replay, Origin, OriginError, ReplayError, Replayed};
pub use quiet::QuietHours;
pub use record::{fold, Chronicle, LastRewind, MetaEvent, Proposal, Record, RollPreference};

use crate::store::NewEvent;
use seal::Sealed;
use std::time::SystemTime;

/// Turns records into rows to append after `seq` (whose hash is `prev`),
/// chained and stamped with the time `at`, their private fields sealed with
/// salts from the game's `seed`. Returns the rows and the new head of the
/// chain.
pub fn to_rows(
    records: &[Record],
    seq: u64,
    prev: [u8; 32],
    at: SystemTime,
    seed: &[u8],
) -> Result<(Vec<NewEvent>, [u8; 32]), serde_json::Error> {
    let at = chain::truncate_to_micros(at);
    let mut head = prev;
    let mut rows = Vec::with_capacity(records.len());
    for (i, r) in records.iter().enumerate() {
        let seq = seq + 1 + i as u64;
        let kind = r.kind();
        let seat = r.seat().map(|s| s.0);
        let payload = serde_json::to_value(r)?;
        let sealed = Sealed::new(r, &payload, seq, seed)?;
        head = sealed.hash(&head, seq, kind, seat, at);
        rows.push(NewEvent {
            kind: kind.to_owned(),
            seat,
            payload,
            created_at: at,
            hash: head,
        });
    }
    Ok((rows, head))
}
