//! Deadlines: how long a game waits for a seat's decision, since when it
//! waits for each seat, and the pass that lets the stand-in decide for a
//! seat whose deadline passed (through the same path as a person's
//! command, recorded as the stand-in's), and warns a seat whose deadline
//! nears. Time the host had the game paused does not count, nor do the
//! quiet hours the host chose, and while it is paused no deadline runs.

use super::{GameService, ServiceError};
use crate::game::attendance::Attendance;
use crate::game::cache::Cached;
use crate::game::due::{due_rows, WaitingSeat, Waits, WARN_AT};
use crate::game::mail_writer::AttendanceNews;
use crate::history::quiet::LocalZone;
use crate::history::MetaEvent;
use crate::rules::Seat;
use crate::store::{ClaimedDue, DueAt, DueKind, NewDue, Rewritten, MAX_DEADLINE};
use futures_util::StreamExt;
use std::collections::HashMap;
use std::time::{Duration, SystemTime};
use uuid::Uuid;

/// Most decisions the stand-in makes in one game in one pass.
pub const MAX_STAND_IN_MOVES: usize = 40;

/// Games a pass works on at once: each mostly waits on the database (its
/// appends' commits), so that a few at a time finish a batch sooner; one
/// game's items are still worked on in order.
pub const PASS_GAMES_AT_ONCE: usize = 4;

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

/// A deadline of more hours than [`DeadlineHours::MAX`], or none, as a
/// fact; its `Display` is the English of the form and the JSON API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a deadline is 1 to {} hours, not {hours}", DeadlineHours::MAX)]
pub struct DeadlineRefused {
    pub hours: u64,
}

impl TryFrom<u64> for DeadlineHours {
    type Error = String;

    fn try_from(hours: u64) -> Result<Self, String> {
        match u16::try_from(hours) {
            Ok(h @ 1..=Self::MAX) => Ok(DeadlineHours(h)),
            _ => Err(DeadlineRefused { hours }.to_string()),
        }
    }
}

impl From<DeadlineHours> for u64 {
    fn from(h: DeadlineHours) -> u64 {
        u64::from(h.0)
    }
}

/// What one deadline or reminder pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeadlinePass {
    /// Due items the pass claimed.
    pub due: usize,
    /// Decisions the stand-in made.
    pub stand_in_moves: usize,
    /// Warnings queued that a deadline nears.
    pub warnings: usize,
    /// Reminders queued.
    pub reminders: usize,
    /// Games skipped because something failed (logged); their items are
    /// taken again once the claim's lease runs out.
    pub failed_games: usize,
}

/// Claimed items grouped by game, the games in the order of their
/// earliest item.
fn by_game(claimed: Vec<ClaimedDue>) -> Vec<(Uuid, Vec<ClaimedDue>)> {
    let mut games: Vec<(Uuid, Vec<ClaimedDue>)> = Vec::new();
    let mut index: HashMap<Uuid, usize> = HashMap::new();
    for item in claimed {
        match index.get(&item.game) {
            Some(&i) => games[i].1.push(item),
            None => {
                index.insert(item.game, games.len());
                games.push((item.game, vec![item]));
            }
        }
    }
    games
}

impl GameService {
    /// Sets (or removes) a game's deadline: the host's choice. Its due
    /// work follows.
    pub async fn set_deadline(
        &self,
        game: Uuid,
        deadline: Option<DeadlineHours>,
    ) -> Result<(), ServiceError> {
        let duration = deadline.map(DeadlineHours::duration);
        debug_assert!(duration.is_none_or(|d| d <= MAX_DEADLINE));
        let entry = self.reload(game).await?;
        let rows = due_rows(
            &entry.state,
            &entry.attendance,
            &entry.waits,
            duration,
            SystemTime::now(),
        );
        let due = DueAt {
            version: entry.version,
            rows: &rows,
        };
        let done = self.store.set_deadline(game, duration, due).await?;
        // The cached facts of the game name the deadline.
        self.forget(game);
        self.rewritten(game, done).await
    }

    /// The due work of `entry` as it stands, for a change written with it.
    pub(super) fn due_now(entry: &Cached) -> Vec<NewDue> {
        due_rows(
            &entry.state,
            &entry.attendance,
            &entry.waits,
            entry.meta.deadline,
            SystemTime::now(),
        )
    }

    /// After a change written with its due work: an unknown game is
    /// [`ServiceError::NotFound`], and a game that moved on meanwhile has
    /// its due work written again as it stands.
    pub(super) async fn rewritten(&self, game: Uuid, done: Rewritten) -> Result<(), ServiceError> {
        match done {
            Rewritten::Done => Ok(()),
            Rewritten::NotFound => Err(ServiceError::NotFound),
            Rewritten::Moved => self.write_due(game).await,
        }
    }

    /// A game's deadline, if it has one.
    pub async fn deadline(&self, game: Uuid) -> Result<Option<Duration>, ServiceError> {
        Ok(self.store.deadline(game).await?)
    }

    /// Writes the due work of the game as it stands now: after a setting
    /// that times it changed, after a pass worked on it, or for a game
    /// written by other means than the service's appends (the backfill of
    /// games older than the due work, tools, tests).
    pub async fn write_due(&self, game: Uuid) -> Result<(), ServiceError> {
        let entry = self.reload(game).await?;
        self.write_due_of(&entry, entry.meta.deadline).await
    }

    /// Writes the due work of `entry`, with `deadline`, if the game is
    /// still at its version.
    async fn write_due_of(
        &self,
        entry: &Cached,
        deadline: Option<Duration>,
    ) -> Result<(), ServiceError> {
        let rows = due_rows(
            &entry.state,
            &entry.attendance,
            &entry.waits,
            deadline,
            SystemTime::now(),
        );
        self.store
            .replace_due(entry.meta.id, entry.version, &rows)
            .await?;
        Ok(())
    }

    /// Writes the due work of up to `limit` games that ran before it was
    /// kept; returns how many were written.
    pub async fn backfill_due(&self, limit: usize) -> Result<usize, ServiceError> {
        let games = self.store.take_backfill(limit).await?;
        let mut written = 0;
        for game in games {
            match self.write_due(game).await {
                Ok(()) => written += 1,
                Err(err) => {
                    tracing::warn!(%game, error = %err, "due work not written; tried again later");
                    self.store.put_backfill(game).await?;
                }
            }
        }
        Ok(written)
    }

    /// When each seat the game awaits must decide by, if the game has a
    /// deadline and is not paused.
    pub async fn deadlines(&self, game: Uuid) -> Result<Vec<(Seat, SystemTime)>, ServiceError> {
        let Some(deadline) = self.deadline(game).await? else {
            return Ok(Vec::new());
        };
        let entry = self.reload(game).await?;
        Ok(deadlines_in(&entry.attendance, &entry.waits, deadline))
    }

    /// One deadline pass over up to `limit` due items, oldest first: in
    /// each game with one, while a seat it awaits is past its deadline, the
    /// stand-in decides for it (at most [`MAX_STAND_IN_MOVES`] times); a
    /// seat three quarters of the way to its deadline is warned once. A
    /// game that fails is logged and skipped; only failing to claim the
    /// items is an error.
    pub async fn pass_deadlines(&self, limit: usize) -> Result<DeadlinePass, ServiceError> {
        let claimed = self
            .store
            .claim_due(&[DueKind::Warning, DueKind::Deadline], limit)
            .await?;
        let mut pass = DeadlinePass {
            due: claimed.len(),
            ..DeadlinePass::default()
        };
        let games: Vec<_> = futures_util::stream::iter(by_game(claimed))
            .map(|(game, items)| async move {
                let mut done = DeadlinePass::default();
                let worked = async {
                    let deadline = self.deadlines_of(game, &items[0], &mut done).await?;
                    let entry = self.reload(game).await?;
                    // A game the stand-in moved had its due work written
                    // with the move; one it did not still holds the claim.
                    if entry.version == items[0].version {
                        self.write_due_of(&entry, deadline).await?;
                    }
                    Ok::<_, ServiceError>(())
                };
                let worked = worked.await;
                (game, done, worked)
            })
            .buffer_unordered(PASS_GAMES_AT_ONCE)
            .collect()
            .await;
        // A game that failed part-way (another server moved it meanwhile)
        // still counts the moves and warnings it made before.
        for (game, done, worked) in games {
            pass.stand_in_moves += done.stand_in_moves;
            pass.warnings += done.warnings;
            if let Err(err) = worked {
                pass.failed_games += 1;
                tracing::warn!(%game, error = %err, "deadline pass skipped a game");
            }
        }
        Ok(pass)
    }

    /// The deadline pass for one game, whose due `item` the pass claimed;
    /// returns the game's deadline.
    async fn deadlines_of(
        &self,
        game: Uuid,
        item: &ClaimedDue,
        pass: &mut DeadlinePass,
    ) -> Result<Option<Duration>, ServiceError> {
        let (now, Some(deadline)) = (item.now, item.deadline) else {
            return Ok(None);
        };
        let warn_after = deadline.mul_f64(WARN_AT);
        for _ in 0..MAX_STAND_IN_MOVES {
            let entry = self.reload(game).await?;
            let (state, attendance) = (&entry.state, &entry.attendance);
            let version = entry.version;
            let seats = entry.waits.seats();
            if state.status().is_over() || attendance.paused() {
                break;
            }
            // The stand-in decides for a seat past its deadline, and at
            // once for a seat it plays (kept, or away).
            let late = seats.iter().find_map(|w| {
                let plays = attendance.stand_in_plays(w.seat, now);
                let until = attendance.due(w.since, deadline, now);
                (plays || until <= now).then(|| state.stand_in(w.seat).map(|c| (w, c, !plays)))?
            });
            let Some((w, command, missed)) = late else {
                for w in seats.iter().filter(|w| {
                    attendance.due(w.since, warn_after, now) <= now
                        && !attendance.stand_in_plays(w.seat, now)
                }) {
                    let until = attendance.due(w.since, deadline, now);
                    let waited = now.duration_since(w.since).unwrap_or_default();
                    let zone = entry
                        .meta
                        .zone_for(w.seat, &LocalZone::of(attendance.quiet.as_ref()));
                    let mail = self.mail.deadline_warning(
                        &entry.meta,
                        state,
                        w.seat,
                        waited,
                        until,
                        &zone,
                    );
                    if self
                        .store
                        .warn_deadline(game, w.seat.0, w.since_seq, mail.as_ref())
                        .await?
                        && mail.is_some()
                    {
                        pass.warnings += 1;
                    }
                }
                break;
            };
            let seat = w.seat;
            if missed && attendance.seat(seat).last_missed_since != Some(w.since_seq) {
                self.record_missed(game, version, attendance, w).await?;
                continue;
            }
            self.submit_by(game, seat, version, command, true, None)
                .await?;
            pass.stand_in_moves += 1;
        }
        Ok(Some(deadline))
    }

    /// One reminder pass over up to `limit` due items, oldest first: each
    /// seat the game still awaits at the item's version, with reminders
    /// left, is reminded (counted and queued in one statement, so that two
    /// servers never both send it).
    pub async fn pass_reminders(&self, limit: usize) -> Result<DeadlinePass, ServiceError> {
        let claimed = self.store.claim_due(&[DueKind::Reminder], limit).await?;
        let mut pass = DeadlinePass {
            due: claimed.len(),
            ..DeadlinePass::default()
        };
        let games: Vec<_> = futures_util::stream::iter(by_game(claimed))
            .map(|(game, items)| async move {
                let worked = async {
                    let entry = self.reload(game).await?;
                    let mut reminded = 0;
                    for item in &items {
                        if self.remind(&entry, item).await? {
                            reminded += 1;
                        }
                    }
                    // A reminder appends no event, so the game is as loaded
                    // (or moved on, and its append wrote its own due work).
                    self.write_due_of(&entry, item_deadline(&items)).await?;
                    Ok::<_, ServiceError>(reminded)
                };
                (game, worked.await)
            })
            .buffer_unordered(PASS_GAMES_AT_ONCE)
            .collect()
            .await;
        for (game, reminded) in games {
            match reminded {
                Ok(n) => pass.reminders += n,
                Err(err) => {
                    pass.failed_games += 1;
                    tracing::warn!(%game, error = %err, "reminder pass skipped a game");
                }
            }
        }
        Ok(pass)
    }

    /// Reminds the seat of `item` if the game `entry` still awaits it at
    /// the item's version; true if an email was queued.
    async fn remind(&self, entry: &Cached, item: &ClaimedDue) -> Result<bool, ServiceError> {
        let seat = Seat(item.seat);
        let awaited = entry.waits.seats().iter().any(|w| w.seat == seat);
        if entry.version != item.version
            || !awaited
            || entry.attendance.paused()
            || entry.state.status().is_over()
        {
            return Ok(false);
        }
        let idle = entry
            .waits
            .last_at
            .and_then(|at| item.now.duration_since(at).ok())
            .unwrap_or_default();
        let mut mail = self.mail.reminder(
            &entry.meta,
            &entry.state,
            seat,
            idle,
            item.reminders_sent + 1,
            item.max_reminders,
        );
        if let Some(mail) = mail.as_mut() {
            let recent = entry.recent_events();
            self.mail.ask_choices(
                &entry.meta.names(),
                &entry.state,
                item.version,
                &recent,
                std::slice::from_mut(mail),
            );
        }
        let queued = self
            .store
            .queue_reminder(entry.meta.id, item.seat, item.version, mail.as_ref())
            .await?;
        Ok(queued.is_some())
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

/// The deadline the claim found for the game of `items`.
fn item_deadline(items: &[ClaimedDue]) -> Option<Duration> {
    items.first().and_then(|i| i.deadline)
}

/// When each seat awaited (per `waits`) must decide by, with `deadline`,
/// as `attendance` times it now; none while the game is paused.
pub fn deadlines_in(
    attendance: &Attendance,
    waits: &Waits,
    deadline: Duration,
) -> Vec<(Seat, SystemTime)> {
    if attendance.paused() {
        return Vec::new();
    }
    let now = SystemTime::now();
    waits
        .seats()
        .into_iter()
        .map(|w| (w.seat, attendance.due(w.since, deadline, now)))
        .collect()
}
