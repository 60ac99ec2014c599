//! Who the game waits for and since when, kept beside each cached state,
//! and the due work it calls for: per awaited seat, when the warning before
//! its deadline, its deadline and its next reminder fall due (pauses, quiet
//! hours, a seat away or kept by the stand-in taken into account). The
//! service writes these rows with every append and whenever a setting or a
//! pass changes them; the store keeps them indexed by time.

use super::attendance::Attendance;
use crate::history::{self, Chronicle, Record};
use crate::rules::{AnyState, RuleError, Ruleset, Seat};
use crate::store::{DueKind, NewDue, StoredEvent};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::{Duration, SystemTime};

/// The share of a deadline after which the seat is warned.
pub const WARN_AT: f64 = 0.75;

/// A seat the game waits for, and since when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitingSeat {
    pub seat: Seat,
    /// The event after which the game began waiting for the seat.
    pub since_seq: u64,
    /// When that event happened.
    pub since: SystemTime,
}

/// The seats a game awaits, each since the event after which it began
/// waiting for them (a rewind starts every wait anew), and when its latest
/// event was stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waits {
    #[serde(with = "super::snapshot::pairs")]
    seats: BTreeMap<Seat, (u64, SystemTime)>,
    /// When the game's latest event was stored (`None` before the first).
    pub last_at: Option<SystemTime>,
}

impl Waits {
    /// Follows event `seq`, stored at `at`, after which the game awaits
    /// `awaited`.
    pub fn follow(&mut self, awaited: &[Seat], seq: u64, at: SystemTime) {
        self.seats.retain(|seat, _| awaited.contains(seat));
        for seat in awaited {
            self.seats.entry(*seat).or_insert((seq, at));
        }
        self.last_at = Some(at);
    }

    /// The seq of the event after which the game began waiting for
    /// `seat`, if it waits for it.
    pub fn since_seq(&self, seat: Seat) -> Option<u64> {
        self.seats.get(&seat).map(|(seq, _)| *seq)
    }

    /// Forgets every wait (a rewind begins them anew).
    pub fn clear(&mut self) {
        self.seats.clear();
    }

    /// The seats awaited, in seat order.
    pub fn seats(&self) -> Vec<WaitingSeat> {
        self.seats
            .iter()
            .map(|(seat, (since_seq, since))| WaitingSeat {
                seat: *seat,
                since_seq: *since_seq,
                since: *since,
            })
            .collect()
    }

    /// Bytes this keeps on the heap, roughly.
    pub fn heap_bytes(&self) -> usize {
        self.seats.len() * 64
    }
}

/// Folds a whole log into the chronicle after it and the waits: the log
/// up to its last rewind by [`history::fold`], the events after it one by
/// one.
pub fn fold_with_waits<'a>(
    ruleset: Ruleset,
    log: &[(&'a StoredEvent, &'a Record)],
) -> Result<(Chronicle, Waits), RuleError> {
    let last_rewind = log
        .iter()
        .rposition(|(_, r)| matches!(r, Record::Meta(history::MetaEvent::Rewound { .. })));
    let mut waits = Waits::default();
    let (mut chronicle, rest) = match last_rewind {
        Some(i) => {
            let chronicle = history::fold(ruleset, log[..=i].iter().map(|(s, r)| (s.seq, *r)))?;
            waits.follow(
                &chronicle.state.waiting_for(),
                log[i].0.seq,
                log[i].0.created_at,
            );
            (chronicle, &log[i + 1..])
        }
        None => (Chronicle::new(ruleset)?, log),
    };
    for (stored, record) in rest {
        chronicle.apply(stored.seq, record);
        waits.follow(
            &chronicle.state.waiting_for(),
            stored.seq,
            stored.created_at,
        );
    }
    Ok((chronicle, waits))
}

/// The due work of a game in `state` with `attendance` and `waits`, whose
/// deadline is `deadline`, written at `now`: none once it is over or while
/// it is paused; else for each awaited seat its next reminder (from when
/// the game went idle: the store adds the policy) and, with a deadline,
/// its warning and deadline, at once where the stand-in plays the seat.
pub fn due_rows(
    state: &AnyState,
    attendance: &Attendance,
    waits: &Waits,
    deadline: Option<Duration>,
    now: SystemTime,
) -> Vec<NewDue> {
    if state.status().is_over() || attendance.paused() {
        return Vec::new();
    }
    let mut rows = Vec::new();
    for w in waits.seats() {
        let row = |kind, due| NewDue {
            seat: w.seat.0,
            kind,
            due,
            since: w.since_seq,
        };
        if let Some(idle) = waits.last_at {
            rows.push(row(DueKind::Reminder, idle));
        }
        let Some(deadline) = deadline else {
            continue;
        };
        if attendance.stand_in_plays(w.seat, now) {
            rows.push(row(DueKind::Deadline, now));
        } else {
            let warn = attendance.due(w.since, deadline.mul_f64(WARN_AT), now);
            rows.push(row(DueKind::Warning, warn));
            rows.push(row(
                DueKind::Deadline,
                attendance.due(w.since, deadline, now),
            ));
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::MetaEvent;
    use std::time::UNIX_EPOCH;

    fn t(s: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(s)
    }

    #[test]
    fn a_wait_begins_when_the_seat_is_first_awaited_and_ends_when_it_is_not() {
        let mut w = Waits::default();
        w.follow(&[Seat(0)], 1, t(10));
        w.follow(&[Seat(0), Seat(1)], 2, t(20));
        w.follow(&[Seat(1)], 3, t(30));
        let seats = w.seats();
        assert_eq!(seats.len(), 1);
        assert_eq!((seats[0].seat, seats[0].since_seq), (Seat(1), 2));
        assert_eq!(w.last_at, Some(t(30)));
    }

    #[test]
    fn a_paused_game_has_no_due_work_and_a_pause_that_ended_moves_the_deadline() {
        let state = AnyState::new(Ruleset::Classic).expect("classic");
        let mut waits = Waits::default();
        waits.follow(&[Seat(2)], 1, t(1000));
        let hour = Duration::from_secs(3600);
        let mut attendance = Attendance::default();
        let stored = |seq, at| StoredEvent {
            seq,
            kind: String::new(),
            seat: None,
            payload: serde_json::Value::Null,
            created_at: t(at),
            hash: None,
            stand_in: false,
        };
        attendance.apply(&stored(2, 2000), &Record::Meta(MetaEvent::Paused));
        assert!(due_rows(&state, &attendance, &waits, Some(hour), t(3000)).is_empty());
        attendance.apply(&stored(3, 2600), &Record::Meta(MetaEvent::Resumed));
        let rows = due_rows(&state, &attendance, &waits, Some(hour), t(3000));
        let deadline = rows
            .iter()
            .find(|r| r.kind == DueKind::Deadline)
            .expect("a deadline");
        assert_eq!(deadline.due, t(1000 + 3600 + 600));
        assert_eq!(deadline.since, 1);
        let reminder = rows
            .iter()
            .find(|r| r.kind == DueKind::Reminder)
            .expect("a reminder");
        assert_eq!(reminder.due, t(1000), "from when the game went idle");
    }
}
