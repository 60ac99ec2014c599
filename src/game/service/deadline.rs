//! Deadlines: how long a game waits for a seat's decision, since when it
//! waits for each seat, and the pass that lets the stand-in decide for a
//! seat whose deadline passed (through the same path as a person's
//! command, recorded as the stand-in's), and warns a seat whose deadline
//! nears. Time the host had the game paused does not count, nor do the
//! quiet hours the host chose, and while it is paused no deadline runs.

use super::load::parse_record;
use super::{GameService, ServiceError};
use crate::game::attendance::Attendance;
use crate::game::mail_writer::AttendanceNews;
use crate::history::MetaEvent;
use crate::history::{fold, Chronicle, Record};
use crate::rules::{AnyState, Ruleset, Seat};
use crate::store::{DeadlineGame, StoredEvent, MAX_DEADLINE};
use std::collections::BTreeMap;
use std::time::{Duration, SystemTime};
use uuid::Uuid;

/// Most decisions the stand-in makes in one game in one pass.
pub const MAX_STAND_IN_MOVES: usize = 40;

/// A deadline in whole hours, 1 to 336 (two weeks); anything else does
/// not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(try_from = "u64", into = "u64")]
pub struct DeadlineHours(u16);

impl DeadlineHours {
    /// The most hours a deadline may have.
    pub const MAX: u16 = 336;

    /// The deadline as a duration.
    pub fn duration(self) -> Duration {
        Duration::from_secs(u64::from(self.0) * 3600)
    }

    /// The hours.
    pub fn hours(self) -> u16 {
        self.0
    }
}

impl TryFrom<u64> for DeadlineHours {
    type Error = String;

    fn try_from(hours: u64) -> Result<Self, String> {
        match u16::try_from(hours) {
            Ok(h @ 1..=Self::MAX) => Ok(DeadlineHours(h)),
            _ => Err(format!(
                "a deadline is 1 to {} hours, not {hours}",
                Self::MAX
            )),
        }
    }
}

impl From<DeadlineHours> for u64 {
    fn from(h: DeadlineHours) -> u64 {
        u64::from(h.0)
    }
}

/// A seat the game waits for, and since when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitingSeat {
    pub seat: Seat,
    /// The event after which the game began waiting for the seat.
    pub since_seq: u64,
    /// When that event happened.
    pub since: SystemTime,
}

/// What one deadline pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeadlinePass {
    /// Decisions the stand-in made.
    pub stand_in_moves: usize,
    /// Warnings queued that a deadline nears.
    pub warnings: usize,
    /// Games skipped because something failed (logged).
    pub failed_games: usize,
}

/// The seats the game awaits after the whole log, each with the event
/// after which it began waiting for them (a rewind starts every wait
/// anew), and the game as it stands.
pub fn waiting_seats(
    ruleset: Ruleset,
    log: &[(StoredEvent, Record)],
) -> Result<(AnyState, Vec<WaitingSeat>), ServiceError> {
    let mut chronicle = Chronicle::new(ruleset)?;
    let mut since: BTreeMap<Seat, (u64, SystemTime)> = BTreeMap::new();
    for (i, (stored, record)) in log.iter().enumerate() {
        if !chronicle.apply(stored.seq, record) {
            chronicle = fold(ruleset, log[..=i].iter().map(|(s, r)| (s.seq, r)))?;
            since.clear();
        }
        let awaited = chronicle.state.waiting_for();
        since.retain(|seat, _| awaited.contains(seat));
        for seat in awaited {
            since.entry(seat).or_insert((stored.seq, stored.created_at));
        }
    }
    let seats = since
        .into_iter()
        .map(|(seat, (since_seq, since))| WaitingSeat {
            seat,
            since_seq,
            since,
        })
        .collect();
    Ok((chronicle.state, seats))
}

/// When a wait that began at `since` runs out after `allowed`, at `now`
/// (see [`Attendance::due`]: quiet hours do not count, pauses are added).
fn due(
    attendance: &Attendance,
    since: SystemTime,
    allowed: Duration,
    now: SystemTime,
) -> SystemTime {
    attendance.due(since, allowed, now)
}

impl GameService {
    /// Sets (or removes) a game's deadline: the host's choice.
    pub async fn set_deadline(
        &self,
        game: Uuid,
        deadline: Option<DeadlineHours>,
    ) -> Result<(), ServiceError> {
        let duration = deadline.map(DeadlineHours::duration);
        debug_assert!(duration.is_none_or(|d| d <= MAX_DEADLINE));
        if self.store.set_deadline(game, duration).await? {
            // The cached facts of the game name the deadline.
            self.forget(game);
            Ok(())
        } else {
            Err(ServiceError::NotFound)
        }
    }

    /// A game's deadline, if it has one.
    pub async fn deadline(&self, game: Uuid) -> Result<Option<Duration>, ServiceError> {
        Ok(self.store.deadline(game).await?)
    }

    /// When each seat the game awaits must decide by, if the game has a
    /// deadline and is not paused.
    pub async fn deadlines(&self, game: Uuid) -> Result<Vec<(Seat, SystemTime)>, ServiceError> {
        let Some(deadline) = self.deadline(game).await? else {
            return Ok(Vec::new());
        };
        let history = self.history(game).await?;
        let attendance = Attendance::of(&history);
        if attendance.paused() {
            return Ok(Vec::new());
        }
        let ruleset = self.meta(game).await?.ruleset;
        let (_, seats) = waiting_seats(ruleset, &history)?;
        let now = SystemTime::now();
        Ok(seats
            .into_iter()
            .map(|w| (w.seat, due(&attendance, w.since, deadline, now)))
            .collect())
    }

    /// One pass over up to `limit` games with a deadline: in each, while a
    /// seat it awaits is past its deadline, the stand-in decides for it
    /// (at most [`MAX_STAND_IN_MOVES`] times); a seat three quarters of the
    /// way to its deadline is warned once. A game that fails is logged and
    /// skipped; only failing to list the games is an error.
    pub async fn pass_deadlines(&self, limit: usize) -> Result<DeadlinePass, ServiceError> {
        let mut pass = DeadlinePass::default();
        for game in self.store.deadline_games(limit).await? {
            if let Err(err) = self.deadlines_of(game, &mut pass).await {
                pass.failed_games += 1;
                tracing::warn!(game = %game.game, error = %err, "deadline pass skipped a game");
            }
        }
        Ok(pass)
    }

    /// The deadline pass for one game.
    async fn deadlines_of(
        &self,
        game: DeadlineGame,
        pass: &mut DeadlinePass,
    ) -> Result<(), ServiceError> {
        let DeadlineGame {
            game,
            deadline,
            now,
        } = game;
        let meta = self.meta(game).await?;
        let warn_after = deadline.mul_f64(0.75);
        for _ in 0..MAX_STAND_IN_MOVES {
            let stored = self.store.load_events(game, 0).await?;
            let log = stored
                .into_iter()
                .map(|e| parse_record(meta.ruleset, &e).map(|r| (e, r)))
                .collect::<Result<Vec<_>, _>>()?;
            let version = log.last().map_or(0, |(e, _)| e.seq);
            let (state, seats) = waiting_seats(meta.ruleset, &log)?;
            let attendance = Attendance::of(&log);
            if state.status().is_over() || attendance.paused() {
                return Ok(());
            }
            // The stand-in decides for a seat past its deadline, and at
            // once for a seat it plays (kept, or away).
            let late = seats.iter().find_map(|w| {
                let plays = attendance.stand_in_plays(w.seat, now);
                let until = due(&attendance, w.since, deadline, now);
                (plays || until <= now).then(|| state.stand_in(w.seat).map(|c| (w, c, !plays)))?
            });
            let Some((w, command, missed)) = late else {
                for w in seats.iter().filter(|w| {
                    due(&attendance, w.since, warn_after, now) <= now
                        && !attendance.stand_in_plays(w.seat, now)
                }) {
                    let until = due(&attendance, w.since, deadline, now);
                    let waited = now.duration_since(w.since).unwrap_or_default();
                    let offset = attendance.quiet.map_or(0, |q| q.utc_offset);
                    let mail = self
                        .mail
                        .deadline_warning(&meta, &state, w.seat, waited, until, offset);
                    if let Some(mail) = mail {
                        if self
                            .store
                            .warn_deadline(game, w.seat.0, w.since_seq, &mail)
                            .await?
                        {
                            pass.warnings += 1;
                        }
                    }
                }
                return Ok(());
            };
            let seat = w.seat;
            if missed && attendance.seat(seat).last_missed_since != Some(w.since_seq) {
                self.record_missed(game, version, &attendance, w).await?;
                continue;
            }
            self.submit_by(game, seat, version, command, true).await?;
            pass.stand_in_moves += 1;
        }
        Ok(())
    }

    /// Records that `w.seat` missed its deadline in its current wait; once
    /// it missed as many in a row as the game allows
    /// ([`Attendance::keep_after`]), the stand-in keeps the seat and every
    /// seat is told.
    async fn record_missed(
        &self,
        game: Uuid,
        version: u64,
        attendance: &Attendance,
        w: &WaitingSeat,
    ) -> Result<(), ServiceError> {
        let cached = self.fresh(game, version).await?;
        let seat = w.seat;
        let mine = attendance.seat(seat);
        let missed = mine.missed_in_row + 1;
        let mut records = vec![MetaEvent::DeadlineMissed {
            seat,
            since: w.since_seq,
        }];
        let mut outbox = Vec::new();
        if mine.kept.is_none() && missed >= attendance.keep_after() {
            records.push(MetaEvent::StandInKept {
                seat,
                missed: Some(missed),
            });
            outbox = self.mail.attendance(
                &cached.meta,
                AttendanceNews::StandInKept {
                    seat,
                    missed: Some(missed),
                },
            );
        }
        self.append_meta(game, &cached, &records, &outbox).await?;
        Ok(())
    }
}
