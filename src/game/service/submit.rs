//! Submitting a command: decide against the cached state, append at the
//! expected version, and merge a stale answer that still means the same.

use super::load::{fold_stored, parse_record};
use super::plans::StandingPlans;
use super::preference::{max_preferred, next_preferred};
use super::reply::ReplyMove;
use super::{
    to_new_rows, GameService, Loaded, ServiceError, SpecialBuilding, Submitted, MERGE_ATTEMPTS,
};
use crate::game::cache::Cached;
use crate::game::due::due_rows;
use crate::game::due::Waits;
use crate::game::mail_writer::CommandFacts;
use crate::game::secrets::SeededChance;
use crate::game::snapshot;
use crate::history::quiet::LocalZone;
use crate::history::{chain, MetaEvent, Record};
use crate::rules::{AnyCommand, AnyEvent, AnyState, Seat};
use crate::store::{By, StoredEvent};
use std::sync::Arc;
use std::time::SystemTime;
use uuid::Uuid;

impl GameService {
    /// Decides `command` for `seat` against the game at `expected_version`
    /// and appends its events (with the emails they call for) in one
    /// transaction. A refused or stale command changes nothing.
    ///
    /// A stale command is refused (`Conflict`) unless it is an answer that
    /// the events since `expected_version` cannot have changed (see
    /// [`crate::rules::Rules::still_means_the_same`]): then it is decided
    /// and appended at the current version, so that seats answering at the
    /// same moment all succeed.
    pub async fn submit(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        command: AnyCommand,
    ) -> Result<Submitted, ServiceError> {
        let submitted = self
            .submit_by(game, seat, expected_version, command, false, None)
            .await?;
        // The seats the stand-in plays (kept, or away) decide at once.
        let appended = (submitted.version > expected_version).then_some(submitted.version);
        self.play_stand_in_seats_after(game, appended).await;
        Ok(submitted)
    }

    /// [`GameService::submit`], made by the stand-in for `seat` when
    /// `stand_in` (its events are recorded as the stand-in's, and the emails
    /// they call for say so), or by a reply (`reply`: its message is read
    /// in the same append).
    pub(super) async fn submit_by(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        command: AnyCommand,
        stand_in: bool,
        reply: Option<ReplyMove<'_>>,
    ) -> Result<Submitted, ServiceError> {
        // The database's version gate decides staleness for good: when the
        // cached state is at the expected version, deciding against it is
        // safe (a newer append elsewhere makes ours conflict), so no read is
        // needed first.
        let mut cached = match self.cache.get(game) {
            Some(c) if c.version == expected_version => c,
            _ => self.reload(game).await?,
        };
        let mut attempts = 0;
        loop {
            let current = cached.version;
            if current != expected_version
                && !self
                    .still_applies(game, seat, expected_version, &command, &cached)
                    .await?
            {
                return Err(ServiceError::Conflict {
                    expected: expected_version,
                    actual: current,
                });
            }
            match self
                .decide_and_append(game, seat, cached, Some(command.clone()), stand_in, reply)
                .await
            {
                // Another answer won the race to this version: look again.
                Err(ServiceError::Conflict { .. })
                    if command.is_answer() && attempts < MERGE_ATTEMPTS =>
                {
                    attempts += 1;
                    cached = self.reload(game).await?;
                }
                other => return other,
            }
        }
    }

    /// Whether a command made at `expected` still means the same at the
    /// `current` entry: only service-free answers of other seats since.
    async fn still_applies(
        &self,
        game: Uuid,
        seat: Seat,
        expected: u64,
        command: &AnyCommand,
        current: &Cached,
    ) -> Result<bool, ServiceError> {
        let now = current.version;
        if !command.is_answer() || expected == 0 || expected > now {
            return Ok(false);
        }
        let all = self.store.load_events(game, 0).await?;
        let (v, w) = (
            usize::try_from(expected).unwrap_or(usize::MAX),
            usize::try_from(now).unwrap_or(usize::MAX),
        );
        if all.len() < w {
            return Ok(false);
        }
        let then = fold_stored(Arc::clone(&current.meta), &all[..v])?;
        let mut between = Vec::with_capacity(w - v);
        for stored in &all[v..w] {
            match parse_record(current.meta.ruleset, stored)? {
                Record::Rules(e) => between.push(e),
                Record::Meta(_) => return Ok(false),
            }
        }
        let seed = current.meta.seed();
        Ok(then
            .state
            .still_means_the_same(&current.state, &between, seat, command, || {
                SeededChance::new(seed)
            }))
    }

    /// Makes the commands the seats' preferences call for in the game at
    /// `version` (none: nothing is appended); returns the version after.
    pub(super) async fn preferred_only(
        &self,
        game: Uuid,
        version: u64,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, version).await?;
        let done = self
            .decide_and_append(game, Seat(0), cached, None, false, None)
            .await?;
        Ok(done.version)
    }

    /// Decides `command` (if any) against the entry's state, then the
    /// commands the seats' preferences call for after it (see
    /// [`super::preference::preferred`]), each announced by a
    /// [`MetaEvent::ActedByPreference`], and appends it all at the entry's
    /// version, with the emails the events call for. The emails are
    /// written once for the whole, so that a "your turn" email already
    /// tells what the roll made for the seat brought. A command made by
    /// `reply` records its message read in the same append, and tells the
    /// seat what next when the game still waits for it.
    async fn decide_and_append(
        &self,
        game: Uuid,
        seat: Seat,
        cached: Cached,
        command: Option<AnyCommand>,
        stand_in: bool,
        reply: Option<ReplyMove<'_>>,
    ) -> Result<Submitted, ServiceError> {
        let cached_head = cached.head;
        let (proposal, undone) = (cached.proposal.clone(), Arc::clone(&cached.undone));
        let mut rewound = cached.rewound.clone();
        let recent = Arc::clone(&cached.recent);
        // The entry's attendance is the one after its events: the seats'
        // preferences and the game's pause as the command finds them.
        let mut attendance = Arc::clone(&cached.attendance);
        let mut waits = Arc::clone(&cached.waits);
        // As stored: the waits then equal those a fold of the stored log
        // gives, to the microsecond (a snapshot may be written from them).
        let at = chain::truncate_to_micros(SystemTime::now());
        let loaded: Loaded = cached.into();
        let before = &loaded.state;
        let expected_version = loaded.version;
        let seed = loaded.meta.seed();
        // The seat's live plans, laid over a copy for deciding its command:
        // a new plan is checked against the hand minus them, its "done"
        // carries them.
        let own = match &command {
            Some(_) if loaded.meta.special_building == SpecialBuilding::Live => {
                self.own_plans(game, loaded.meta.ruleset, before, &waits, seat)
                    .await?
            }
            _ => None,
        };
        let laid = own.as_ref().and_then(|o| o.laid(before, seat));
        let deciding = laid.as_ref().unwrap_or(before);
        let events = match &command {
            Some(command) => {
                deciding.decide(seat, command.clone(), &mut SeededChance::new(seed))?
            }
            None => Vec::new(),
        };
        // A live plan is kept off the log until the seat finishes.
        let mut own = own;
        if own.is_some() && AnyEvent::only_plans(&events) {
            if let (Some(own), Some(command)) = (own.take(), command.clone()) {
                let laid = laid.unwrap_or_else(|| (**before).clone());
                return self
                    .keep_live_plan(
                        game,
                        seat,
                        expected_version,
                        (own, laid),
                        command,
                        events,
                        reply.map(|r| r.reading),
                    )
                    .await;
            }
        }
        let mut made = Appending {
            after: (**before).clone(),
            records: Vec::new(),
            events: Vec::new(),
            waits: &mut waits,
            seq: expected_version,
            at,
        };
        made.take(&events);
        let mut acted = Vec::new();
        // A game that plays its Special Building Phase by standing plans
        // makes them here, as the phase opens, in this same append: the
        // phase asks nobody and waits for nobody.
        let mut plans = if loaded.meta.special_building == SpecialBuilding::Plans
            && before.public_turn(Seat(0)).special_phase
        {
            Some(StandingPlans::read(
                loaded.meta.ruleset,
                self.store.special_plans(game).await?,
            ))
        } else {
            None
        };
        for _ in 0..max_preferred(before, loaded.meta.seats.len()) {
            if let Some(plans) = plans.as_mut() {
                let planned = plans.act(&made.after);
                if !planned.is_empty() {
                    let refused = planned
                        .into_iter()
                        .any(|(by, command)| made.made_for(by, command, seed).is_none());
                    if refused {
                        tracing::warn!(%game, "a standing plan was refused; the phase waits");
                        break;
                    }
                    continue;
                }
            }
            let Some((by, preferred)) = next_preferred(&made.after, &attendance) else {
                break;
            };
            let Some(more) = made.made_for(by, preferred, seed) else {
                break;
            };
            acted.push((by, more));
        }
        let Appending {
            after,
            records,
            events: all_events,
            ..
        } = made;
        if records.is_empty() {
            return Ok(Submitted {
                version: expected_version,
                events,
                state: Arc::clone(before),
            });
        }
        let (rows, head) = to_new_rows(&records, expected_version, cached_head, at, seed)?;
        // While the game is paused no deadline runs, so none is named.
        let zone = LocalZone::of(attendance.quiet.as_ref());
        let until = match loaded.meta.deadline {
            Some(deadline) if !attendance.paused() => {
                let now = SystemTime::now();
                Some((attendance.due(now, deadline, now), &zone))
            }
            _ => None,
        };
        let version_after = expected_version + records.len() as u64;
        let outbox = {
            let mut log = recent.lock().expect("recent events lock");
            self.mail.after_command(&CommandFacts {
                meta: &loaded.meta,
                before,
                after: &after,
                earlier: log.events.make_contiguous(),
                events: &all_events,
                version: version_after,
                stand_in: stand_in.then_some(seat),
                preferred: &acted,
                until,
                reply: reply.map(|r| (r.seat, events.as_slice())),
            })
        };
        // A command's events never change the pause, a seat away or the
        // stand-in's hold: the attendance before them times the due work.
        let due = due_rows(&after, &attendance, &waits, loaded.meta.deadline, at);
        // The seats whose "done" is appended: their live plans go with it.
        let finished: Vec<u8> = all_events
            .iter()
            .filter(|e| e.kind() == "SpecialBuildingFinished")
            .filter_map(AnyEvent::seat)
            .map(|s| s.0)
            .collect();
        let version = self
            .store
            .append_by(
                game,
                expected_version,
                &rows,
                &outbox,
                &due,
                after.status().name(),
                By {
                    stand_in,
                    reply: reply.map(|r| r.reading),
                    finished: &finished,
                    plans_read: own.as_ref().map(|o| (seat.0, o.read())),
                },
            )
            .await?;
        debug_assert_eq!(version, expected_version + records.len() as u64);
        let appended: Vec<(StoredEvent, Record)> = rows
            .into_iter()
            .zip(records.iter().cloned())
            .zip(expected_version + 1..)
            .map(|((row, record), seq)| {
                let stored = StoredEvent {
                    seq,
                    kind: row.kind,
                    seat: row.seat,
                    payload: row.payload,
                    created_at: row.created_at,
                    hash: Some(row.hash.to_vec()),
                    stand_in,
                };
                (stored, record)
            })
            .collect();
        {
            let attendance = Arc::make_mut(&mut attendance);
            for (stored, record) in &appended {
                attendance.apply(stored, record);
                if let Some(r) = &mut rewound {
                    r.follow(record);
                }
            }
        }
        self.follow_history(game, expected_version, appended);
        if let Some(plans) = plans {
            let spent = plans.spent();
            if !spent.is_empty() {
                if let Err(err) = self.store.spend_special_plans(game, &spent).await {
                    tracing::warn!(%game, error = %err, "spent plans were not removed");
                }
            }
        }
        recent.lock().expect("recent events lock").follow(
            expected_version,
            records.into_iter().map(|r| match r {
                Record::Rules(e) => Some(e),
                Record::Meta(_) => None,
            }),
        );
        let state = Arc::new(after);
        let entry = Cached {
            meta: Arc::clone(&loaded.meta),
            state: Arc::clone(&state),
            version,
            proposal,
            undone,
            rewound,
            recent,
            head,
            attendance,
            waits,
        };
        if snapshot::due(expected_version, version) {
            self.keep_snapshot(game, &entry).await;
        }
        self.cache.put(game, entry);
        Ok(Submitted {
            version,
            events,
            state,
        })
    }
}

/// One append as it is made: the game after each event so far, the
/// records to append, every rules event among them, and who waits since
/// when, followed event by event as a fold of the log does.
struct Appending<'a> {
    after: AnyState,
    records: Vec<Record>,
    events: Vec<AnyEvent>,
    waits: &'a mut Arc<Waits>,
    /// The seq of the last record taken.
    seq: u64,
    at: SystemTime,
}

impl Appending<'_> {
    /// Takes the rules `events` in, in order.
    fn take(&mut self, events: &[AnyEvent]) {
        for e in events {
            self.after.evolve(e);
            self.follow();
        }
        self.records
            .extend(events.iter().cloned().map(Record::Rules));
        self.events.extend(events.iter().cloned());
    }

    /// Decides `command` for `by` as its preference or standing plan made
    /// it, and takes its events in after the record that says so; `None`
    /// (nothing taken) when the rules refuse it.
    fn made_for(&mut self, by: Seat, command: AnyCommand, seed: &[u8]) -> Option<Vec<AnyEvent>> {
        let more = self
            .after
            .decide(by, command, &mut SeededChance::new(seed))
            .ok()?;
        self.records
            .push(Record::Meta(MetaEvent::ActedByPreference { seat: by }));
        self.follow();
        self.take(&more);
        Some(more)
    }

    fn follow(&mut self) {
        self.seq += 1;
        Arc::make_mut(self.waits).follow(&self.after.waiting_for(), self.seq, self.at);
    }
}
