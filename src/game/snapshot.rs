//! Snapshots of a game's fold: the cache entry, written to the store as
//! the game passes every [`EVERY`] events, so that a process that has not
//! read the game yet (`slowcatan receive`, run once per email, or a server
//! just started) folds only the events after the newest one instead of the
//! whole log. A snapshot is derived data: a missing, unreadable or stale one
//! costs a fold from event 1 and nothing else. It holds the game's hidden
//! information (hands, the deck, the draws) and is never served.
//!
//! Why the entry and not only the rules state: the entry is what a fold
//! from event 1 gives (the state, the open proposal, what a rewind undid,
//! the last rewind, the recent events of the emails, the chain's head, the
//! attendance and the waits), and following events from it is what the
//! cache already does after every append, so a load from a snapshot is the
//! same code path as a warm cache's. A rewind after the snapshot is not
//! followed: the load folds the whole log again, as the cache does.

use super::attendance::Attendance;
use super::cache::{Cached, Recent};
use super::due::Waits;
use super::meta::GameMeta;
use crate::history::{LastRewind, Proposal};
use crate::rules::{AnyEvent, AnyState};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A snapshot is written each time a game's version passes a multiple of
/// this: a cold load then reads and folds fewer than this many events
/// after its snapshot.
pub const EVERY: u64 = 200;

/// The form of a snapshot's body. Raise it whenever a fold of the same
/// events would give another entry (a change to a ruleset's evolve, the
/// attendance or the waits), or the entry's fields change: snapshots of
/// another form are not read, and the next load folds from event 1.
pub const FORMAT: u64 = 1;

/// What a snapshot keeps: the cache entry but its facts (read from the
/// game's row every time) and with its state and events as JSON.
#[derive(Serialize, Deserialize)]
struct Body {
    format: u64,
    version: u64,
    state: Value,
    proposal: Option<Proposal>,
    undone: Vec<u64>,
    rewound: Option<LastRewind>,
    /// The recent rules events in effect, oldest first, each as stored.
    recent: Vec<Value>,
    /// The seq of each of `recent`, in the same order.
    recent_seqs: Vec<u64>,
    /// The seq of the latest rules event in effect no longer among them.
    recent_dropped: u64,
    head: [u8; 32],
    attendance: Attendance,
    waits: Waits,
}

/// Whether a load that went from `from` to `to` passed a multiple of
/// [`EVERY`]: then it writes a snapshot at `to`.
pub fn due(from: u64, to: u64) -> bool {
    to / EVERY > from / EVERY
}

/// The body of a snapshot of `entry`, or `None` when its recent events are
/// not those of its version (a newer entry of the game took them further).
pub fn body_of(entry: &Cached) -> Result<Option<Value>, serde_json::Error> {
    let (recent, recent_seqs, recent_dropped) = {
        let recent = entry.recent.lock().expect("recent events lock");
        if recent.seq != entry.version {
            return Ok(None);
        }
        let events = recent
            .events
            .iter()
            .map(serde_json::to_value)
            .collect::<Result<Vec<_>, _>>()?;
        (
            events,
            recent.seqs.iter().copied().collect(),
            recent.dropped,
        )
    };
    let body = Body {
        format: FORMAT,
        version: entry.version,
        state: serde_json::to_value(&*entry.state)?,
        proposal: entry.proposal.clone(),
        undone: entry.undone.to_vec(),
        rewound: entry.rewound.clone(),
        recent,
        recent_seqs,
        recent_dropped,
        head: entry.head,
        attendance: (*entry.attendance).clone(),
        waits: (*entry.waits).clone(),
    };
    serde_json::to_value(body).map(Some)
}

/// The entry a snapshot's `body`, stored at `version` for the game of
/// `meta`, holds; `None` when it is of another [`FORMAT`] or another
/// version.
pub fn entry_of(
    meta: Arc<GameMeta>,
    version: u64,
    body: &Value,
) -> Result<Option<Cached>, serde_json::Error> {
    if body.get("format").and_then(Value::as_u64) != Some(FORMAT) {
        return Ok(None);
    }
    let body = Body::deserialize(body)?;
    if body.version != version {
        return Ok(None);
    }
    let ruleset = meta.ruleset;
    let state = AnyState::deserialize_for(ruleset, &body.state)?;
    let events = body
        .recent
        .iter()
        .map(|e| AnyEvent::deserialize_for(ruleset, e))
        .collect::<Result<VecDeque<_>, _>>()?;
    if body.recent_seqs.len() != events.len() {
        return Ok(None);
    }
    Ok(Some(Cached {
        meta,
        state: Arc::new(state),
        version,
        proposal: body.proposal,
        undone: body.undone.into(),
        rewound: body.rewound,
        recent: Arc::new(Mutex::new(Recent {
            seq: version,
            events,
            seqs: body.recent_seqs.into(),
            dropped: body.recent_dropped,
        })),
        head: body.head,
        attendance: Arc::new(body.attendance),
        waits: Arc::new(body.waits),
    }))
}

/// A map kept as a list of pairs, whatever its keys (JSON's object keys
/// are strings only).
pub(super) mod pairs {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<K: Serialize, V: Serialize, S: Serializer>(
        map: &BTreeMap<K, V>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_seq(map.iter())
    }

    pub fn deserialize<'de, K, V, D>(d: D) -> Result<BTreeMap<K, V>, D::Error>
    where
        K: Deserialize<'de> + Ord,
        V: Deserialize<'de>,
        D: Deserializer<'de>,
    {
        Vec::<(K, V)>::deserialize(d).map(|pairs| pairs.into_iter().collect())
    }
}
