//! The in-process cache of folded states, keyed by game and version: a request
//! folds only the events appended since the cached version. It is bounded
//! by memory: each entry carries an estimate of the bytes it keeps, and the
//! least recently used entries go once the estimates add up to the budget.

use super::attendance::Attendance;
use super::due::Waits;
use super::meta::GameMeta;
use crate::rules::{AnyEvent, AnyState};
use std::collections::HashMap;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// How many games the cache keeps at most, whatever their size.
pub const CAPACITY: usize = 10_000;

/// The memory the cache may keep by its entries' estimates (see
/// [`Cached::estimated_bytes`]); docs/operating.md "Memory and many games"
/// gives the measured figures.
pub const BUDGET_BYTES: usize = 512 * 1024 * 1024;

/// What an entry keeps beside its recent events: the folded state (the
/// board's graph, hands, decks), the facts, the attendance and the waits.
/// Set from the many_games bench, which loads 10,000 idle games into a fresh
/// cache and reads the process's resident memory before and after: with
/// the recent events and seats counted below, an entry's estimate comes to
/// about the 25-30 KiB each cached game was measured to keep
/// (docs/operating.md "Memory and many games"); the estimate of 48 KiB it
/// replaced was twice that.
pub const ENTRY_BYTES: usize = 18 * 1024;

/// What one kept recent event adds, about.
pub const RECENT_EVENT_BYTES: usize = 160;

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
    /// The game's last rewind and the seats that moved since.
    pub rewound: Option<crate::history::LastRewind>,
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

/// A game's last rules events in effect, oldest first, up to [`RECENT`],
/// with their seqs beside them.
#[derive(Debug, Default)]
pub struct Recent {
    /// The seq of the last event taken in (of any kind).
    pub seq: u64,
    pub events: VecDeque<AnyEvent>,
    /// The seq of each of `events`, in the same order.
    pub seqs: VecDeque<u64>,
    /// The seq of the latest rules event in effect let go to keep
    /// [`RECENT`] (0: none): every rules event in effect after it, up to
    /// `seq`, is kept.
    pub dropped: u64,
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
                self.keep(self.seq, e);
            }
        }
    }

    /// Keeps rules event `seq`, the newest, letting the oldest go beyond
    /// [`RECENT`].
    pub fn keep(&mut self, seq: u64, event: AnyEvent) {
        if self.events.len() == RECENT {
            self.events.pop_front();
            if let Some(gone) = self.seqs.pop_front() {
                self.dropped = gone;
            }
        }
        self.events.push_back(event);
        self.seqs.push_back(seq);
    }

    /// The rules events after seq `after` up to seq `upto` (oldest first,
    /// with their seqs) when these are all kept and none a rewind undid
    /// (`undone`, sorted) falls among them; `None` when the store must be
    /// asked.
    pub fn between(&self, after: u64, upto: u64, undone: &[u64]) -> Option<Vec<(u64, &AnyEvent)>> {
        let undone_between =
            undone.partition_point(|&s| s <= after) != undone.partition_point(|&s| s <= upto);
        if self.seq < upto || self.dropped > after || undone_between {
            return None;
        }
        let from = self.seqs.partition_point(|&s| s <= after);
        Some(
            self.seqs
                .iter()
                .zip(&self.events)
                .skip(from)
                .take_while(|(&s, _)| s <= upto)
                .map(|(&s, e)| (s, e))
                .collect(),
        )
    }
}

impl Cached {
    /// A copy of the game's last rules events in effect, oldest first.
    pub fn recent_events(&self) -> Vec<AnyEvent> {
        self.recent
            .lock()
            .map(|r| r.events.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// The bytes this entry keeps, estimated: [`ENTRY_BYTES`], its recent
    /// events, the seqs a rewind undid and the seats' facts.
    pub fn estimated_bytes(&self) -> usize {
        let recent = self.recent.lock().map_or(RECENT, |r| r.events.len());
        ENTRY_BYTES
            + recent * RECENT_EVENT_BYTES
            + self.undone.len() * std::mem::size_of::<u64>()
            + self.meta.seats.len() * 256
            + self.waits.heap_bytes()
    }
}

#[derive(Debug, Default)]
struct Inner {
    /// Each game's entry, when it was last used and its estimated bytes.
    games: HashMap<Uuid, (Cached, u64, usize)>,
    clock: u64,
    /// The sum of the entries' estimates.
    bytes: usize,
}

/// A bounded map from game to its newest known state. It never holds a state
/// newer than what the database committed, and readers always fold on top of
/// it whatever the database has beyond it.
#[derive(Debug)]
pub struct StateCache {
    inner: Mutex<Inner>,
    budget: usize,
}

impl Default for StateCache {
    fn default() -> Self {
        StateCache::with_budget(BUDGET_BYTES)
    }
}

impl StateCache {
    /// A cache that keeps at most `budget` bytes by its entries' estimates
    /// (and at most [`CAPACITY`] games).
    pub fn with_budget(budget: usize) -> Self {
        StateCache {
            inner: Mutex::default(),
            budget,
        }
    }

    /// How many games it holds and the sum of their estimated bytes.
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.inner.lock().expect("cache lock poisoned");
        (inner.games.len(), inner.bytes)
    }

    /// The cached entry of a game, if any.
    pub fn get(&self, game: Uuid) -> Option<Cached> {
        let mut inner = self.inner.lock().expect("cache lock poisoned");
        inner.clock += 1;
        let now = inner.clock;
        inner.games.get_mut(&game).map(|(c, used, _)| {
            *used = now;
            c.clone()
        })
    }

    /// Records a state; an older version never replaces a newer one. The
    /// least recently used games go until the estimates fit the budget.
    pub fn put(&self, game: Uuid, entry: Cached) {
        let bytes = entry.estimated_bytes();
        let mut inner = self.inner.lock().expect("cache lock poisoned");
        inner.clock += 1;
        let now = inner.clock;
        if let Some((existing, _, _)) = inner.games.get(&game) {
            if existing.version > entry.version {
                return;
            }
        }
        if let Some((_, _, old)) = inner.games.remove(&game) {
            inner.bytes -= old;
        }
        while !inner.games.is_empty()
            && (inner.games.len() >= CAPACITY || inner.bytes + bytes > self.budget)
        {
            let Some(oldest) = inner
                .games
                .iter()
                .min_by_key(|(_, (_, used, _))| *used)
                .map(|(k, _)| *k)
            else {
                break;
            };
            if let Some((_, _, old)) = inner.games.remove(&oldest) {
                inner.bytes -= old;
            }
        }
        inner.bytes += bytes;
        inner.games.insert(game, (entry, now, bytes));
    }

    /// Forgets a game (after a rewind or an import replaced its history).
    pub fn forget(&self, game: Uuid) {
        let mut inner = self.inner.lock().expect("cache lock poisoned");
        if let Some((_, _, old)) = inner.games.remove(&game) {
            inner.bytes -= old;
        }
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

    fn entry(version: u64) -> Cached {
        let meta = GameMeta {
            id: Uuid::nil(),
            ruleset: crate::rules::Ruleset::Classic,
            seats: Vec::new(),
            created_at: std::time::SystemTime::UNIX_EPOCH,
            seed_commitment: String::new(),
            host_rewinds_alone: false,
            deadline: None,
            special_building: crate::game::meta::SpecialBuilding::Live,
            language: crate::language::Lang::default(),
            seed: Vec::new(),
        };
        Cached {
            meta: Arc::new(meta),
            state: Arc::new(AnyState::new(crate::rules::Ruleset::Classic).expect("classic")),
            version,
            proposal: None,
            undone: Arc::default(),
            rewound: None,
            recent: Arc::default(),
            head: [0; 32],
            attendance: Arc::default(),
            waits: Arc::default(),
        }
    }

    #[test]
    fn the_cache_keeps_its_entries_within_its_memory_budget_dropping_the_least_recently_used() {
        let one = entry(1).estimated_bytes();
        let cache = StateCache::with_budget(3 * one);
        let games: Vec<Uuid> = (0..5).map(|_| Uuid::new_v4()).collect();
        for g in &games[..3] {
            cache.put(*g, entry(1));
        }
        assert_eq!(cache.usage(), (3, 3 * one));
        // The first game is used again: the second is now the oldest.
        assert!(cache.get(games[0]).is_some());
        cache.put(games[3], entry(1));
        assert_eq!(cache.usage(), (3, 3 * one));
        assert!(
            cache.get(games[1]).is_none(),
            "the least recently used went"
        );
        assert!(cache.get(games[0]).is_some());
        // A newer version of a held game replaces it without evicting.
        cache.put(games[0], entry(2));
        assert_eq!(cache.usage(), (3, 3 * one));
        cache.forget(games[0]);
        assert_eq!(cache.usage(), (2, 2 * one));
        cache.put(games[4], entry(1));
        cache.put(games[1], entry(1));
        assert_eq!(cache.usage().0, 3);
        assert!(cache.usage().1 <= 3 * one);
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
        assert_eq!(r.seqs.len(), RECENT);
        assert_eq!(r.seqs.back(), Some(&r.seq));
        assert_eq!(r.dropped, 3 + 5, "seqs 1, 3 and 4 to 8 went");
    }

    #[test]
    fn recent_events_are_served_between_two_seqs_only_when_all_are_kept() {
        let mut r = Recent::default();
        // Events 1 to 10, every third a service event.
        r.follow(0, (1..=10u8).map(|i| (i % 3 != 0).then(|| knight(i % 4))));
        let seqs = |r: &Recent, after, upto, undone: &[u64]| {
            r.between(after, upto, undone)
                .map(|v| v.into_iter().map(|(s, _)| s).collect::<Vec<_>>())
        };
        assert_eq!(seqs(&r, 4, 10, &[]), Some(vec![5, 7, 8, 10]));
        assert_eq!(seqs(&r, 0, 4, &[]), Some(vec![1, 2, 4]));
        // Not taken in yet, or undone by a rewind: the store is asked.
        assert_eq!(seqs(&r, 4, 11, &[]), None);
        assert_eq!(seqs(&r, 4, 10, &[2, 6]), None);
        assert_eq!(seqs(&r, 6, 10, &[2, 6]), Some(vec![7, 8, 10]));
        // Let go to keep RECENT: only what follows the last one let go.
        r.follow(10, (0..RECENT as u8).map(|i| Some(knight(i % 4))));
        assert_eq!(r.dropped, 10);
        assert!(seqs(&r, 9, 10 + RECENT as u64, &[]).is_none());
        assert_eq!(seqs(&r, 10, 12, &[]).map(|v| v.len()), Some(2));
    }
}
