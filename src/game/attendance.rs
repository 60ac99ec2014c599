//! Attendance: whether the game runs and who plays each seat, folded from
//! the log's service events (the host's pause and resume, deadlines missed,
//! the stand-in keeping a seat, a seat away, a seat's standing preferences)
//! and from who made each move.
//! It reads the log only; the deadline pass and the pages act on it. The
//! cache keeps each game's attendance beside its state and folds on only
//! the events appended since ([`Attendance::apply`]).
//!
//! Why service events in the log rather than columns of the game's row:
//! each of these is an action of the host or a seat at a moment, and the
//! log is where actions and their times are kept, hash-chained and never
//! changed. The time a pause lasted, or the deadlines a seat missed in a
//! row, follow from the events' times by a fold, as everything else does;
//! a column would keep only the latest value and lose the history.

use crate::history::{MetaEvent, QuietHours, Record, RollPreference};
use crate::rules::Seat;
use crate::store::StoredEvent;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Why the stand-in keeps a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kept {
    /// After this many deadlines missed in a row.
    Missed(u32),
    /// The host handed the seat over.
    HandedOver,
}

/// One seat's attendance.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAttendance {
    /// Deadlines missed in a row (a move of the player's own ends the row).
    pub missed_in_row: u32,
    /// The waiting period (the seq it began after) of the last deadline
    /// missed: one missed deadline per waiting period.
    pub last_missed_since: Option<u64>,
    /// The stand-in keeps the seat until the player takes it back.
    pub kept: Option<Kept>,
    /// The seat said it is away until then.
    pub away_until: Option<SystemTime>,
    /// The seat's standing choice about rolling as its turn starts.
    pub roll: RollPreference,
    /// The seat chose that its turn ends for it when nothing can be built,
    /// bought or played.
    pub end: bool,
    /// The seat chose to pass whenever it is asked in a Special Building
    /// Phase.
    pub skip_special: bool,
}

/// How many deadlines a seat may miss in a row before the stand-in keeps
/// it, unless the host chose otherwise.
pub const KEEP_AFTER: u32 = 3;

/// The most missed deadlines in a row a host may choose.
pub const MAX_KEEP_AFTER: u32 = 20;

/// A game's attendance after its whole log.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attendance {
    /// The host's choice of missed deadlines in a row after which the
    /// stand-in keeps a seat (`None`: [`KEEP_AFTER`]).
    pub keep_after: Option<u32>,
    /// When the host paused the game, while it is paused.
    pub paused_since: Option<SystemTime>,
    /// Pauses that ended: (from, to), oldest first.
    pub pauses: Vec<(SystemTime, SystemTime)>,
    #[serde(with = "super::snapshot::pairs")]
    pub seats: BTreeMap<Seat, SeatAttendance>,
    /// The daily hours the host chose that do not count toward a deadline.
    pub quiet: Option<QuietHours>,
    /// The seat and moment of the latest [`MetaEvent::ActedByPreference`]:
    /// rules events stored at that moment are that seat's preference's.
    by_preference: Option<(Seat, SystemTime)>,
}

impl Attendance {
    /// Folds a whole log.
    pub fn of(log: &[(StoredEvent, Record)]) -> Attendance {
        Attendance::fold(log.iter().map(|(s, r)| (s, r)))
    }

    /// Folds a whole log given as pairs of stored and parsed events.
    pub fn fold<'a>(log: impl IntoIterator<Item = (&'a StoredEvent, &'a Record)>) -> Attendance {
        let mut a = Attendance::default();
        for (stored, record) in log {
            a.apply(stored, record);
        }
        a
    }

    /// Folds in the next event of the log (of any kind: a rewind's own
    /// events change nothing here, and what it undid still happened).
    pub fn apply(&mut self, stored: &StoredEvent, record: &Record) {
        let at = stored.created_at;
        match record {
            Record::Rules(e) => {
                if let Some(seat) = e.seat() {
                    // A move the seat's preference made is no sign that the
                    // player is there.
                    let by_preference = self.by_preference == Some((seat, at));
                    if !stored.stand_in && !by_preference {
                        self.seats.entry(seat).or_default().missed_in_row = 0;
                    }
                }
            }
            Record::Meta(MetaEvent::KeepAfterSet { missed }) => {
                self.keep_after = Some(*missed);
            }
            Record::Meta(MetaEvent::Paused) => {
                self.paused_since.get_or_insert(at);
            }
            Record::Meta(MetaEvent::Resumed) => {
                if let Some(from) = self.paused_since.take() {
                    self.pauses.push((from, at.max(from)));
                }
            }
            Record::Meta(MetaEvent::DeadlineMissed { seat, since }) => {
                let s = self.seats.entry(*seat).or_default();
                s.missed_in_row += 1;
                s.last_missed_since = Some(*since);
            }
            Record::Meta(MetaEvent::StandInKept { seat, missed }) => {
                self.seats.entry(*seat).or_default().kept =
                    Some(missed.map_or(Kept::HandedOver, Kept::Missed));
            }
            Record::Meta(MetaEvent::Away { seat, until }) => {
                self.seats.entry(*seat).or_default().away_until =
                    Some(UNIX_EPOCH + Duration::from_secs(*until));
            }
            Record::Meta(MetaEvent::SeatTakenBack { seat }) => {
                let s = self.seats.entry(*seat).or_default();
                s.kept = None;
                s.away_until = None;
                s.missed_in_row = 0;
            }
            Record::Meta(MetaEvent::PreferencesSet {
                seat,
                roll,
                end,
                skip_special,
            }) => {
                let s = self.seats.entry(*seat).or_default();
                s.roll = *roll;
                s.end = *end;
                s.skip_special = *skip_special;
            }
            Record::Meta(MetaEvent::QuietHoursSet { quiet }) => self.quiet.clone_from(quiet),
            Record::Meta(MetaEvent::ActedByPreference { seat }) => {
                self.by_preference = Some((*seat, at));
            }
            Record::Meta(_) => {}
        }
    }

    /// After how many missed deadlines in a row the stand-in keeps a seat.
    pub fn keep_after(&self) -> u32 {
        self.keep_after
            .unwrap_or(KEEP_AFTER)
            .clamp(1, MAX_KEEP_AFTER)
    }

    /// True while the host has the game paused.
    pub fn paused(&self) -> bool {
        self.paused_since.is_some()
    }

    /// How long the game was paused between `from` and `to` (pauses that
    /// ended; while paused, nothing is counted at all).
    pub fn paused_between(&self, from: SystemTime, to: SystemTime) -> Duration {
        self.pauses
            .iter()
            .map(|(start, end)| {
                let (start, end) = ((*start).max(from), (*end).min(to));
                end.duration_since(start).unwrap_or_default()
            })
            .sum()
    }

    /// When a wait that began at `since` runs out after `allowed`, at
    /// `now`: the quiet hours the host chose do not count, and the time the
    /// game was paused since `since` is added. The quiet hours last chosen
    /// apply to the whole wait.
    pub fn due(&self, since: SystemTime, allowed: Duration, now: SystemTime) -> SystemTime {
        let allowed = allowed + self.paused_between(since, now);
        match &self.quiet {
            Some(q) => q.after(since, allowed),
            None => since + allowed,
        }
    }

    /// The seat's attendance (nothing recorded: the default).
    pub fn seat(&self, seat: Seat) -> SeatAttendance {
        self.seats.get(&seat).copied().unwrap_or_default()
    }

    /// True when the stand-in plays `seat`'s decisions at once at `now`:
    /// it keeps the seat, or the seat is away.
    pub fn stand_in_plays(&self, seat: Seat, now: SystemTime) -> bool {
        let s = self.seat(seat);
        s.kept.is_some() || s.away_until.is_some_and(|until| now < until)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::Event;
    use crate::rules::AnyEvent;

    fn stored(seq: u64, secs: u64, stand_in: bool) -> StoredEvent {
        StoredEvent {
            seq,
            kind: String::new(),
            seat: None,
            payload: serde_json::Value::Null,
            created_at: UNIX_EPOCH + Duration::from_secs(secs),
            hash: None,
            stand_in,
        }
    }

    fn meta(seq: u64, secs: u64, m: MetaEvent) -> (StoredEvent, Record) {
        (stored(seq, secs, false), Record::Meta(m))
    }

    fn own_move(seq: u64, secs: u64, seat: Seat, stand_in: bool) -> (StoredEvent, Record) {
        (
            stored(seq, secs, stand_in),
            Record::Rules(AnyEvent::Classic(Event::TurnEnded {
                seat,
                next: Seat(1),
            })),
        )
    }

    #[test]
    fn a_pause_counts_only_the_time_it_overlaps() {
        let log = [
            meta(1, 100, MetaEvent::Paused),
            meta(2, 400, MetaEvent::Resumed),
        ];
        let a = Attendance::of(&log);
        assert!(!a.paused());
        let t = |s| UNIX_EPOCH + Duration::from_secs(s);
        assert_eq!(a.paused_between(t(0), t(1000)), Duration::from_secs(300));
        assert_eq!(a.paused_between(t(200), t(1000)), Duration::from_secs(200));
        assert_eq!(a.paused_between(t(500), t(1000)), Duration::ZERO);
        let open = Attendance::of(&log[..1]);
        assert_eq!(open.paused_since, Some(t(100)));
    }

    #[test]
    fn missed_deadlines_add_up_until_the_player_moves_or_takes_the_seat_back() {
        let seat = Seat(0);
        let missed = |seq, since| meta(seq, seq, MetaEvent::DeadlineMissed { seat, since });
        let mut log = vec![
            missed(1, 0),
            own_move(2, 2, seat, true),
            missed(3, 2),
            own_move(4, 4, Seat(1), false),
        ];
        assert_eq!(Attendance::of(&log).seat(seat).missed_in_row, 2);
        log.push(own_move(5, 5, seat, false));
        assert_eq!(Attendance::of(&log).seat(seat).missed_in_row, 0);
        log.push(missed(6, 5));
        log.push(meta(
            7,
            7,
            MetaEvent::StandInKept {
                seat,
                missed: Some(1),
            },
        ));
        let a = Attendance::of(&log);
        assert_eq!(a.seat(seat).kept, Some(Kept::Missed(1)));
        assert!(a.stand_in_plays(seat, UNIX_EPOCH));
        log.push(meta(8, 8, MetaEvent::SeatTakenBack { seat }));
        let a = Attendance::of(&log);
        assert_eq!(
            a.seat(seat),
            SeatAttendance {
                last_missed_since: Some(5),
                ..SeatAttendance::default()
            }
        );
        assert!(!a.stand_in_plays(seat, UNIX_EPOCH));
    }

    #[test]
    fn the_stand_in_keeps_a_seat_after_three_missed_deadlines_unless_the_host_chose() {
        assert_eq!(Attendance::default().keep_after(), KEEP_AFTER);
        assert_eq!(KEEP_AFTER, 3);
        let a = Attendance::of(&[meta(1, 1, MetaEvent::KeepAfterSet { missed: 5 })]);
        assert_eq!(a.keep_after(), 5);
    }

    #[test]
    fn an_away_seat_is_played_by_the_stand_in_until_the_date() {
        let seat = Seat(2);
        let a = Attendance::of(&[meta(1, 1, MetaEvent::Away { seat, until: 1000 })]);
        let t = |s| UNIX_EPOCH + Duration::from_secs(s);
        assert!(a.stand_in_plays(seat, t(999)));
        assert!(!a.stand_in_plays(seat, t(1000)));
        assert!(!a.stand_in_plays(Seat(1), t(5)));
    }
}
