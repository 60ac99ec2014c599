//! Loading a game: its facts, the fold of its log through the cache (only
//! the events past the cached version, or past the game's snapshot, are
//! read), a past version, the parsed history, and the links that open a
//! game or a seat.

use super::{
    AtMove, GameMeta, GameService, History, Loaded, SeatLink, ServiceError, WithHistory,
    WithRecent, HISTORIES,
};
use crate::game::attendance::Attendance;
use crate::game::cache::{Cached, Recent, RECENT};
use crate::game::due::fold_with_waits;
use crate::game::snapshot;
use crate::history::{chain, Chronicle, Record};
use crate::rules::{AnyEvent, AnyState, Ruleset, Seat, Viewer};
use crate::store::{HostWait, StoredEvent};
use crate::token;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// Folds a whole stored log into a cache entry.
pub(super) fn fold_stored(
    meta: Arc<GameMeta>,
    all: &[StoredEvent],
) -> Result<Cached, ServiceError> {
    let records = all
        .iter()
        .map(|e| parse_record(meta.ruleset, e))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, e) in all.iter().enumerate() {
        if e.seq != i as u64 + 1 {
            return Err(ServiceError::Internal(format!(
                "event log of {} has a gap at {}",
                meta.id,
                i + 1
            )));
        }
    }
    let log: Vec<(&StoredEvent, &Record)> = all.iter().zip(records.iter()).collect();
    let (chronicle, waits) = fold_with_waits(meta.ruleset, &log)?;
    let mut effect = all
        .iter()
        .zip(&records)
        .rev()
        .filter(|(e, _)| !chronicle.undone.contains(&e.seq))
        .filter_map(|(e, r)| match r {
            Record::Rules(rules) => Some((e.seq, rules)),
            Record::Meta(_) => None,
        });
    let mut latest: Vec<(u64, &AnyEvent)> = effect.by_ref().take(RECENT).collect();
    latest.reverse();
    let mut recent = Recent {
        seq: all.last().map_or(0, |e| e.seq),
        dropped: effect.next().map_or(0, |(seq, _)| seq),
        ..Recent::default()
    };
    for (seq, e) in latest {
        recent.keep(seq, e.clone());
    }
    let attendance = Attendance::fold(all.iter().zip(&records));
    Ok(Cached {
        meta,
        state: Arc::new(chronicle.state),
        version: chronicle.version,
        proposal: chronicle.proposal,
        undone: chronicle.undone.into(),
        rewound: chronicle.rewound,
        recent: Arc::new(Mutex::new(recent)),
        head: all.last().map_or(chain::GENESIS, stored_hash),
        attendance: Arc::new(attendance),
        waits: Arc::new(waits),
    })
}

/// The entry after `cached` and the events `new` that follow it (none of
/// them a rewind): only those are folded.
pub(super) fn follow_entry(cached: Cached, new: &[StoredEvent]) -> Result<Cached, ServiceError> {
    let mut chronicle = Chronicle {
        state: (*cached.state).clone(),
        version: cached.version,
        proposal: cached.proposal.clone(),
        undone: Vec::new(),
        rewound: cached.rewound.clone(),
    };
    let mut head = cached.head;
    let mut attendance = cached.attendance;
    let mut waits = cached.waits;
    let from = chronicle.version;
    let mut added = Vec::new();
    for stored in new {
        if stored.seq != chronicle.version + 1 {
            return Err(ServiceError::Internal(format!(
                "event log of {} jumps from {} to {}",
                cached.meta.id, chronicle.version, stored.seq
            )));
        }
        let record = parse_record(cached.meta.ruleset, stored)?;
        chronicle.apply(stored.seq, &record);
        Arc::make_mut(&mut attendance).apply(stored, &record);
        Arc::make_mut(&mut waits).follow(
            &chronicle.state.waiting_for(),
            stored.seq,
            stored.created_at,
        );
        added.push(match record {
            Record::Rules(e) => Some(e),
            Record::Meta(_) => None,
        });
        head = stored_hash(stored);
    }
    cached
        .recent
        .lock()
        .expect("recent events lock")
        .follow(from, added);
    Ok(Cached {
        meta: cached.meta,
        state: Arc::new(chronicle.state),
        version: chronicle.version,
        proposal: chronicle.proposal,
        undone: cached.undone,
        rewound: chronicle.rewound,
        recent: cached.recent,
        head,
        attendance,
        waits,
    })
}

/// The state of a `ruleset` game right after event `at` of its parsed
/// `history` (rewinds before it applied); `None` when it has no event `at`
/// (yet).
pub fn state_at(
    ruleset: Ruleset,
    history: &[(StoredEvent, Record)],
    at: u64,
) -> Result<Option<AnyState>, ServiceError> {
    let Some(upto) = usize::try_from(at).ok().and_then(|at| history.get(..at)) else {
        return Ok(None);
    };
    let folded = crate::history::fold(ruleset, upto.iter().map(|(s, r)| (s.seq, r)))?;
    Ok(Some(folded.state))
}

/// The stored hash of an event (zeros for rows older than the chain).
pub fn stored_hash(e: &StoredEvent) -> [u8; 32] {
    e.hash
        .as_deref()
        .and_then(|h| <[u8; 32]>::try_from(h).ok())
        .unwrap_or(chain::GENESIS)
}

/// Parses a stored event of either kind, of a `ruleset` game.
pub fn parse_record(ruleset: Ruleset, e: &StoredEvent) -> Result<Record, ServiceError> {
    Record::parse(ruleset, &e.kind, &e.payload)
        .map_err(|err| ServiceError::Internal(format!("event {} does not parse: {err}", e.seq)))
}

impl Loaded {
    /// `setup`, `playing` or `finished`.
    pub fn status(&self) -> &'static str {
        self.state.status().name()
    }
}

impl GameService {
    /// The game and seat a link token opens.
    pub async fn seat_for_token(&self, token: &str) -> Result<(Uuid, Seat), ServiceError> {
        if !token::looks_like_token(token) {
            return Err(ServiceError::NotFound);
        }
        let hash = token::hash_token(token);
        if let Some(hit) = self.seats.lock().expect("seat cache lock").get(&hash) {
            return Ok(*hit);
        }
        let found = self
            .store
            .seat_by_token(&hash)
            .await?
            .map(|(g, s)| (g, Seat(s)))
            .ok_or(ServiceError::NotFound)?;
        let mut seats = self.seats.lock().expect("seat cache lock");
        if seats.len() >= crate::game::cache::CAPACITY * 4 {
            seats.clear();
        }
        seats.insert(hash, found);
        Ok(found)
    }

    /// The game and seat a link token opens, with the game's ruleset (to
    /// read the seat's commands by). A game that may not be played yet is
    /// refused as [`GameService::load`] refuses it.
    pub async fn seat_link(&self, token: &str) -> Result<SeatLink, ServiceError> {
        let (game, seat) = self.seat_for_token(token).await?;
        let (ruleset, seats) = match self.cache.get(game) {
            Some(c) => (c.meta.ruleset, c.meta.seats.len()),
            None => {
                let meta = self.meta(game).await?;
                (meta.ruleset, meta.seats.len())
            }
        };
        Ok(SeatLink {
            game,
            seat,
            ruleset,
            seats: u8::try_from(seats).unwrap_or(u8::MAX),
        })
    }

    /// The game a host token opens.
    pub async fn game_for_host_token(&self, token: &str) -> Result<Uuid, ServiceError> {
        if !token::looks_like_token(token) {
            return Err(ServiceError::NotFound);
        }
        self.store
            .game_by_host_token(&token::hash_token(token))
            .await?
            .ok_or(ServiceError::NotFound)
    }

    /// The facts of a game that may be played: one that waits for its host
    /// (or expired waiting) is refused, so that nothing reads or plays it.
    pub(super) async fn meta(&self, game: Uuid) -> Result<Arc<GameMeta>, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        match row.awaiting_host {
            None => self.meta_of(row).await,
            Some(HostWait::Waiting) => Err(ServiceError::AwaitingHost),
            Some(HostWait::Expired) => Err(ServiceError::Expired),
        }
    }

    pub(super) async fn meta_of(
        &self,
        row: crate::store::GameRow,
    ) -> Result<Arc<GameMeta>, ServiceError> {
        let game = row.id;
        let seats = self.store.seats(game).await?;
        Ok(Arc::new(GameMeta {
            id: game,
            ruleset: row.ruleset.parse()?,
            seats,
            created_at: row.created_at,
            seed_commitment: row.seed_commitment.unwrap_or_default(),
            host_rewinds_alone: row.options["host_rewinds_alone"].as_bool().unwrap_or(false),
            deadline: row.deadline,
            special_building: super::SpecialBuilding::of_options(&row.options),
            language: super::language_of_options(&row.options),
            seed: row.seed.unwrap_or_default(),
        }))
    }

    /// The game's current state: the cached fold plus whatever the database
    /// has beyond it (never older than the database). A process that has
    /// not read the game yet starts from its newest snapshot. A rewind
    /// among the new events makes it fold the whole log again.
    pub async fn load(&self, game: Uuid) -> Result<Loaded, ServiceError> {
        Ok(self.load_entry(game).await?.into())
    }

    /// [`GameService::load`] as the cache entry holds it (with its recent
    /// events).
    pub(super) async fn load_entry(&self, game: Uuid) -> Result<Cached, ServiceError> {
        let (cached, new, cold) = match self.cache.get(game) {
            Some(c) => {
                let new = self.store.load_events(game, c.version).await?;
                (c, new, false)
            }
            None => {
                let (c, new) = self.cold(game).await?;
                (c, new, true)
            }
        };
        if new.is_empty() {
            if cached.version == 0 {
                return Err(ServiceError::NotFound);
            }
            if cold {
                self.cache.put(game, cached.clone());
            }
            return Ok(cached);
        }
        let (from, entry) = if cached.version == 0 || new.iter().any(|e| e.kind == "Rewound") {
            let all = if cached.version == 0 {
                new
            } else {
                self.store.load_events(game, 0).await?
            };
            (0, fold_stored(cached.meta, &all)?)
        } else {
            (cached.version, follow_entry(cached, &new)?)
        };
        if snapshot::due(from, entry.version) {
            self.keep_snapshot(game, &entry).await;
        }
        self.cache.put(game, entry.clone());
        Ok(entry)
    }

    /// A game no cache entry holds: the entry of its newest snapshot and
    /// the events after it, or an empty entry and the whole log when it has
    /// none that this build reads, or one whose last event is not the log's.
    async fn cold(&self, game: Uuid) -> Result<(Cached, Vec<StoredEvent>), ServiceError> {
        let meta = self.meta(game).await?;
        if let Some((version, body)) = self.store.snapshot(game).await? {
            match snapshot::entry_of(Arc::clone(&meta), version, &body) {
                Ok(Some(entry)) => {
                    // The snapshot's own last event is read too: its hash
                    // must be the snapshot's head.
                    let mut new = self.store.load_events(game, version - 1).await?;
                    if new
                        .first()
                        .is_some_and(|e| e.seq == version && stored_hash(e) == entry.head)
                    {
                        new.remove(0);
                        return Ok((entry, new));
                    }
                    tracing::warn!(%game, version, "a snapshot does not match the event log");
                }
                Ok(None) => {}
                Err(err) => tracing::warn!(%game, version, %err, "a snapshot does not read"),
            }
        }
        let empty = Cached {
            state: Arc::new(AnyState::new(meta.ruleset)?),
            meta,
            version: 0,
            proposal: None,
            undone: Arc::default(),
            rewound: None,
            recent: Arc::default(),
            head: chain::GENESIS,
            attendance: Arc::default(),
            waits: Arc::default(),
        };
        let all = self.store.load_events(game, 0).await?;
        Ok((empty, all))
    }

    /// Writes `entry` as the game's snapshot. A failure is only logged: the
    /// next cold load folds more events, and nothing else changes.
    pub(super) async fn keep_snapshot(&self, game: Uuid, entry: &Cached) {
        let body = match snapshot::body_of(entry) {
            Ok(Some(body)) => body,
            Ok(None) => return,
            Err(err) => {
                tracing::warn!(%game, %err, "a snapshot does not serialize");
                return;
            }
        };
        if let Err(err) = self.store.put_snapshot(game, entry.version, &body).await {
            tracing::warn!(%game, %err, "a snapshot was not written");
        }
    }

    /// The game now, its whole parsed history, and the game as it stood
    /// right after event `at` (rewinds before it applied), for stepping
    /// through the history: folded from the kept history, so that only the
    /// events added since it was last read are fetched.
    pub async fn load_at(&self, game: Uuid, at: u64) -> Result<AtMove, ServiceError> {
        let WithHistory { loaded, history } = self.load_with_history(game).await?;
        let then = state_at(loaded.meta.ruleset, &history, at)?;
        Ok(AtMove {
            loaded,
            history,
            then,
        })
    }

    /// The game folded from its first event up to `at`, as a cache entry
    /// holds it (with its last rules events then).
    pub(super) async fn fold_until(
        &self,
        meta: Arc<GameMeta>,
        game: Uuid,
        at: u64,
    ) -> Result<Cached, ServiceError> {
        let mut stored = self.store.load_events(game, 0).await?;
        stored.truncate(usize::try_from(at).unwrap_or(usize::MAX));
        fold_stored(meta, &stored)
    }

    /// Every stored event of a game with its parsed form. Kept per game, so
    /// stepping through a history reads only the events added since.
    pub async fn history(&self, game: Uuid) -> Result<History, ServiceError> {
        let cached = self
            .histories
            .lock()
            .expect("history cache lock")
            .get(&game)
            .cloned();
        let known = cached.as_ref().map_or(0, |h| h.len() as u64);
        let ruleset = match self.cache.get(game) {
            Some(c) => c.meta.ruleset,
            None => self.meta(game).await?.ruleset,
        };
        let new = self.store.load_events(game, known).await?;
        let history = match (cached, new.is_empty()) {
            (Some(h), true) => return Ok(h),
            (None, true) => return Err(ServiceError::NotFound),
            (cached, false) => {
                // The kept copy is let go first, so the log grows in place
                // (a copy is made only while a reader still holds it).
                let mut kept = match cached {
                    Some(h) => {
                        self.histories
                            .lock()
                            .expect("history cache lock")
                            .remove(&game);
                        h
                    }
                    None => Arc::default(),
                };
                let all = Arc::make_mut(&mut kept);
                all.reserve(new.len());
                for s in new {
                    if s.seq != all.len() as u64 + 1 {
                        return Err(ServiceError::Internal(format!(
                            "event log of {game} jumps to {} after {}",
                            s.seq,
                            all.len()
                        )));
                    }
                    let r = parse_record(ruleset, &s)?;
                    all.push((s, r));
                }
                kept
            }
        };
        let mut histories = self.histories.lock().expect("history cache lock");
        if histories.len() >= HISTORIES && !histories.contains_key(&game) {
            histories.clear();
        }
        histories.insert(game, Arc::clone(&history));
        Ok(history)
    }

    /// Adds events just appended after event `after` to the kept history,
    /// when it ends there, so the next reader need not fetch them.
    pub(super) fn follow_history(&self, game: Uuid, after: u64, added: Vec<(StoredEvent, Record)>) {
        let mut histories = self.histories.lock().expect("history cache lock");
        let Some(kept) = histories.get_mut(&game) else {
            return;
        };
        if kept.len() as u64 != after {
            return;
        }
        Arc::make_mut(kept).extend(added);
    }

    /// The cached entry of a game, loaded, checked to be at `expected_version`.
    pub(super) async fn fresh(
        &self,
        game: Uuid,
        expected_version: u64,
    ) -> Result<Cached, ServiceError> {
        self.load(game).await?;
        let cached = self.cache.get(game).ok_or(ServiceError::NotFound)?;
        if cached.version != expected_version {
            return Err(ServiceError::Conflict {
                expected: expected_version,
                actual: cached.version,
            });
        }
        Ok(cached)
    }

    /// The game's whole cache entry, loaded up to what the database holds:
    /// what a fold of its log from the first event gives, its recent events
    /// and chain head included (the tests compare loads by it).
    pub async fn cache_entry(&self, game: Uuid) -> Result<Cached, ServiceError> {
        self.reload(game).await
    }

    /// The game's entry, loaded up to what the database holds.
    pub(super) async fn reload(&self, game: Uuid) -> Result<Cached, ServiceError> {
        self.load(game).await?;
        self.cache.get(game).ok_or(ServiceError::NotFound)
    }

    /// Everything a page of the game's present shows, from one load: the
    /// game, the rules events among its latest `count` events (oldest
    /// first), redacted for `viewer`, and the latest table talk. Rewind
    /// proposals and answers are left out: the rewind panel shows them.
    /// The events come from the cache entry when it holds them all (the
    /// usual case), else from the store.
    pub async fn load_with_recent(
        &self,
        game: Uuid,
        count: u64,
        viewer: Viewer,
    ) -> Result<WithRecent, ServiceError> {
        let entry = self.load_entry(game).await?;
        self.with_recent(entry, count, viewer).await
    }

    /// [`GameService::load_with_recent`] for the page of a command just
    /// refused: the game as the command found it, the cache entry it was
    /// decided (or found stale) against, so that the refusal reads the game
    /// once; loaded when the cache has let it go since.
    pub async fn refused_with_recent(
        &self,
        game: Uuid,
        count: u64,
        viewer: Viewer,
    ) -> Result<WithRecent, ServiceError> {
        let entry = match self.cache.get(game) {
            Some(entry) => entry,
            None => self.load_entry(game).await?,
        };
        self.with_recent(entry, count, viewer).await
    }

    /// The page's facts from a loaded `entry`: see
    /// [`GameService::load_with_recent`].
    async fn with_recent(
        &self,
        entry: Cached,
        count: u64,
        viewer: Viewer,
    ) -> Result<WithRecent, ServiceError> {
        let (game, version) = (entry.meta.id, entry.version);
        let after = version.saturating_sub(count);
        let kept = entry.recent.lock().ok().and_then(|r| {
            r.between(after, version, &entry.undone).map(|events| {
                events
                    .into_iter()
                    .map(|(seq, e)| (seq, e.redacted_for(viewer)))
                    .collect::<Vec<_>>()
            })
        });
        let recent = match kept {
            Some(recent) => recent,
            None => {
                let stored = self.store.load_events(game, after).await?;
                let mut recent = Vec::new();
                for s in stored.iter().filter(|s| s.seq <= version) {
                    if let Record::Rules(e) = parse_record(entry.meta.ruleset, s)? {
                        recent.push((s.seq, e.redacted_for(viewer)));
                    }
                }
                recent
            }
        };
        let talk = self.talk(game).await?;
        let mut loaded: Loaded = entry.into();
        // A seat's own page shows its live plans; no other viewer's does.
        if let Viewer::Seat(seat) = viewer {
            self.lay_own_plans(&mut loaded, seat).await?;
        }
        Ok(WithRecent {
            loaded,
            recent,
            talk,
        })
    }

    /// Everything a page of the game's past shows, from one load: the game
    /// and its whole parsed history.
    pub async fn load_with_history(&self, game: Uuid) -> Result<WithHistory, ServiceError> {
        let loaded = self.load(game).await?;
        let history = self.history(game).await?;
        Ok(WithHistory { loaded, history })
    }
}
