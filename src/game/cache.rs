//! The in-process cache of folded states, keyed by game and version: a request
//! folds only the events appended since the cached version.

use super::attendance::Attendance;
use super::due::Waits;
use super::meta::GameMeta;
use crate::rules::{AnyEvent, AnyState};
use std::collections::HashMap;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// How many games the cache keeps before it forgets the least recently used.
pub const CAPACITY: usize = 10_000;

/// A game's immutable facts and its latest folded state.
#[derive(Debug, Clone)]
pub struct Cached {
    pub meta: Arc<GameMeta>,
    pub state: Arc<AnyState>,
    /// The seq of the last event folded into `state` (the game's version).
    pub version: u64,
    /// The open rewind proposal.
    pub proposal: Option<crate::history::Proposal>,
    /// Seqs of the events a rewind undid.
    pub undone: Arc<[u64]>,
    /// The game's last rules events, for email summaries; shared by every
    /// cached version of the game and appended to as the game moves on.
    pub recent: Arc<Mutex<Recent>>,
    /// Hash of the last event folded into `state` (the chain's head).
    pub head: [u8; 32],
    /// The attendance after the same events as `state` (every event of the
    /// log up to `version`, those a rewind undid included).
    pub attendance: Arc<Attendance>,
    /// Who the game awaits after the same events, and since when.
    pub waits: Arc<Waits>,
}

/// How many recent events a game keeps for email summaries ("what
/// happened since your last move").
pub const RECENT: usize = 128;

/// A game's last rules events in effect, oldest first, up to [`RECENT`].
#[derive(Debug, Default)]
pub struct Recent {
    /// The seq of the last event taken in (of any kind).
    pub seq: u64,
    pub events: VecDeque<AnyEvent>,
}

impl Recent {
    /// Takes in the events that follow `seq`: `events[i]` is event
    /// `seq + 1 + i`, `None` for a service event. Events that do not follow
    /// on are ignored, so concurrent readers never record anything twice.
    pub fn follow(&mut self, seq: u64, events: impl IntoIterator<Item = Option<AnyEvent>>) {
        if seq != self.seq {
            return;
        }
        for e in events {
            self.seq += 1;
            if let Some(e) = e {
                if self.events.len() == RECENT {
                    self.events.pop_front();
                }
                self.events.push_back(e);
            }
        }
    }
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
            if existing.version > entry.version {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::Event;
    use crate::rules::Seat;

    fn knight(s: u8) -> AnyEvent {
        AnyEvent::Classic(Event::KnightPlayed { seat: Seat(s) })
    }

    #[test]
    fn recent_events_follow_on_once_and_keep_the_last_ones() {
        let mut r = Recent::default();
        r.follow(0, [Some(knight(0)), None, Some(knight(1))]);
        assert_eq!(r.seq, 3);
        assert_eq!(r.events.len(), 2);
        // The same events again (a second reader) or a gap are ignored.
        r.follow(0, [Some(knight(0))]);
        r.follow(5, [Some(knight(2))]);
        assert_eq!(r.seq, 3);
        assert_eq!(r.events.len(), 2);
        r.follow(3, (0..RECENT as u8 + 5).map(|i| Some(knight(i % 4))));
        assert_eq!(r.events.len(), RECENT);
        assert_eq!(r.seq, 3 + RECENT as u64 + 5);
    }
}
