//! The in-process cache of folded states, keyed by game and version: a request
//! folds only the events appended since the cached version.

use super::service::GameMeta;
use crate::rules::classic::State;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// How many games the cache keeps before it forgets the least recently used.
pub const CAPACITY: usize = 10_000;

/// A game's immutable facts and its latest folded state.
#[derive(Debug, Clone)]
pub struct Cached {
    pub meta: Arc<GameMeta>,
    pub state: Arc<State>,
    /// The open rewind proposal.
    pub proposal: Option<crate::history::Proposal>,
    /// Seqs of the events a rewind undid.
    pub undone: Arc<[u64]>,
    /// The last rules events in effect, oldest first, for email summaries.
    pub recent: Arc<Vec<crate::rules::classic::Event>>,
    /// Hash of the last event folded into `state` (the chain's head).
    pub head: [u8; 32],
}

#[derive(Debug, Default)]
struct Inner {
    games: HashMap<Uuid, (Cached, u64)>,
    clock: u64,
}

/// A bounded map from game to its newest known state. It never holds a state
/// newer than what the database committed, and readers always fold on top of
/// it whatever the database has beyond it.
#[derive(Debug, Default)]
pub struct StateCache {
    inner: Mutex<Inner>,
}

impl StateCache {
    /// The cached entry of a game, if any.
    pub fn get(&self, game: Uuid) -> Option<Cached> {
        let mut inner = self.inner.lock().expect("cache lock poisoned");
        inner.clock += 1;
        let now = inner.clock;
        inner.games.get_mut(&game).map(|(c, used)| {
            *used = now;
            c.clone()
        })
    }

    /// Records a state; an older version never replaces a newer one.
    pub fn put(&self, game: Uuid, entry: Cached) {
        let mut inner = self.inner.lock().expect("cache lock poisoned");
        inner.clock += 1;
        let now = inner.clock;
        if let Some((existing, _)) = inner.games.get(&game) {
            if existing.state.version > entry.state.version {
                return;
            }
        }
        if inner.games.len() >= CAPACITY && !inner.games.contains_key(&game) {
            if let Some(oldest) = inner
                .games
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| *k)
            {
                inner.games.remove(&oldest);
            }
        }
        inner.games.insert(game, (entry, now));
    }

    /// Forgets a game (after a rewind or an import replaced its history).
    pub fn forget(&self, game: Uuid) {
        self.inner
            .lock()
            .expect("cache lock poisoned")
            .games
            .remove(&game);
    }
}
