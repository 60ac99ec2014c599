//! What a game's log holds: rules events and the service's own events
//! (rewind proposals, answers, rewinds), and the fold over both that skips
//! whatever a rewind undid.

use super::quiet::QuietHours;
use crate::rules::{AnyEvent, AnyState, RuleError, Ruleset, Seat};
use serde::{Deserialize, Serialize};

/// A seat's standing choice about rolling the dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollPreference {
    /// The player rolls.
    #[default]
    Off,
    /// The server rolls as soon as the seat's turn starts.
    Always,
    /// As `Always`, unless the seat holds a development card: decided from
    /// the count of its development cards every seat sees, so the roll
    /// tells nothing of which cards they are. Logs stored before it read
    /// `"unless_knight"` (a Knight the seat may play, a secret the timing
    /// of the roll gave away) and now mean this.
    #[serde(alias = "unless_knight")]
    UnlessDevelopmentCard,
}

/// Events of the game service itself, stored in the same log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum MetaEvent {
    /// The host proposes to rewind the game to just after event `to`.
    RewindProposed { to: u64, reason: String },
    /// A seat agrees to the open proposal.
    RewindAgreed { seat: Seat },
    /// A seat refuses: the proposal is closed.
    RewindRefused { seat: Seat },
    /// The game was rewound: every rules event after `to` is undone.
    Rewound { to: u64 },
    /// The host paused the game (a holiday): until it resumes no deadline
    /// runs and no reminder goes out.
    Paused,
    /// The host resumed the paused game.
    Resumed,
    /// The host chose that the stand-in keeps a seat after `missed`
    /// deadlines missed in a row.
    KeepAfterSet { missed: u32 },
    /// `seat` missed its deadline in the waiting period that began after
    /// event `since`; the stand-in decided for it.
    DeadlineMissed { seat: Seat, since: u64 },
    /// The stand-in keeps `seat` and plays its decisions at once until the
    /// player takes it back: after `missed` deadlines missed in a row, or
    /// (`missed` absent) handed over by the host.
    StandInKept {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        missed: Option<u32>,
    },
    /// `seat` is away until `until` (seconds since the Unix epoch): the
    /// stand-in plays its decisions at once meanwhile.
    Away { seat: Seat, until: u64 },
    /// The player took `seat` back from the stand-in (and is no longer
    /// away).
    SeatTakenBack { seat: Seat },
    /// `seat` chose its standing preferences: whether the server rolls for
    /// it as its turn starts, whether it ends its turn for it when, by what
    /// every seat sees, it has nothing to spend, and whether it passes for
    /// it whenever it is asked in a Special Building Phase (stored only
    /// when chosen, so events written before the choice existed keep their
    /// JSON).
    PreferencesSet {
        seat: Seat,
        roll: RollPreference,
        end: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        skip_special: bool,
    },
    /// The rules events stored right after this one, at the same moment,
    /// are `seat`'s own command, made by the server as the seat chose
    /// ([`MetaEvent::PreferencesSet`]).
    ActedByPreference { seat: Seat },
    /// The host chose the daily hours that do not count toward a deadline
    /// (`None`: every hour counts).
    QuietHoursSet {
        #[serde(default)]
        quiet: Option<QuietHours>,
    },
}

impl MetaEvent {
    /// The event's tag.
    pub fn kind(&self) -> &'static str {
        match self {
            MetaEvent::RewindProposed { .. } => "RewindProposed",
            MetaEvent::RewindAgreed { .. } => "RewindAgreed",
            MetaEvent::RewindRefused { .. } => "RewindRefused",
            MetaEvent::Rewound { .. } => "Rewound",
            MetaEvent::Paused => "Paused",
            MetaEvent::Resumed => "Resumed",
            MetaEvent::KeepAfterSet { .. } => "KeepAfterSet",
            MetaEvent::DeadlineMissed { .. } => "DeadlineMissed",
            MetaEvent::StandInKept { .. } => "StandInKept",
            MetaEvent::Away { .. } => "Away",
            MetaEvent::SeatTakenBack { .. } => "SeatTakenBack",
            MetaEvent::PreferencesSet { .. } => "PreferencesSet",
            MetaEvent::ActedByPreference { .. } => "ActedByPreference",
            MetaEvent::QuietHoursSet { .. } => "QuietHoursSet",
        }
    }

    /// The seat that acted, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            MetaEvent::RewindAgreed { seat }
            | MetaEvent::RewindRefused { seat }
            | MetaEvent::Away { seat, .. }
            | MetaEvent::SeatTakenBack { seat }
            | MetaEvent::PreferencesSet { seat, .. }
            | MetaEvent::ActedByPreference { seat } => Some(*seat),
            _ => None,
        }
    }

    /// True for a type name of this enum.
    pub fn is_meta_kind(kind: &str) -> bool {
        matches!(
            kind,
            "RewindProposed"
                | "RewindAgreed"
                | "RewindRefused"
                | "Rewound"
                | "Paused"
                | "Resumed"
                | "KeepAfterSet"
                | "DeadlineMissed"
                | "StandInKept"
                | "Away"
                | "SeatTakenBack"
                | "PreferencesSet"
                | "ActedByPreference"
                | "QuietHoursSet"
        )
    }
}

/// One entry of the log.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Record {
    Rules(AnyEvent),
    Meta(MetaEvent),
}

impl Record {
    /// Parses a stored payload of a `ruleset` game by its type name.
    pub fn parse(
        ruleset: Ruleset,
        kind: &str,
        payload: &serde_json::Value,
    ) -> Result<Record, serde_json::Error> {
        if MetaEvent::is_meta_kind(kind) {
            MetaEvent::deserialize(payload).map(Record::Meta)
        } else {
            AnyEvent::deserialize_for(ruleset, payload).map(Record::Rules)
        }
    }

    /// The type name.
    pub fn kind(&self) -> &'static str {
        match self {
            Record::Rules(e) => e.kind(),
            Record::Meta(m) => m.kind(),
        }
    }

    /// The record as `viewer` may see it.
    pub fn redacted_for(&self, viewer: crate::rules::Viewer) -> Record {
        match self {
            Record::Rules(e) => Record::Rules(e.redacted_for(viewer)),
            Record::Meta(m) => Record::Meta(m.clone()),
        }
    }

    /// The seat that acted, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Record::Rules(e) => e.seat(),
            Record::Meta(m) => m.seat(),
        }
    }
}

/// An open rewind proposal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    /// The seq of the proposal event.
    pub seq: u64,
    pub to: u64,
    pub reason: String,
    pub agreed: Vec<Seat>,
}

/// The game's last rewind and the seats that made a move since: a seat
/// that has not is still to be told of it (its page says so).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastRewind {
    /// The seq of the `Rewound` event.
    pub seq: u64,
    /// The game went back to just after this event.
    pub to: u64,
    /// The seats with a move (a rules event of theirs) since, in order.
    pub acted: Vec<Seat>,
}

impl LastRewind {
    /// Takes in a record that follows the rewind: a move of a seat's counts.
    pub fn follow(&mut self, record: &Record) {
        if let Record::Rules(e) = record {
            if let Some(seat) = e.seat() {
                if !self.acted.contains(&seat) {
                    self.acted.push(seat);
                }
            }
        }
    }

    /// Whether `seat` has not moved since the rewind.
    pub fn unseen_by(&self, seat: Seat) -> bool {
        !self.acted.contains(&seat)
    }
}

/// The service-level state of a game: the rules state, the seq of the last
/// event of any kind folded (the game's version), the open rewind proposal,
/// which events a rewind undid, and the last rewind.
#[derive(Debug, Clone, PartialEq)]
pub struct Chronicle {
    pub state: AnyState,
    pub version: u64,
    pub proposal: Option<Proposal>,
    /// Seqs of rules events undone by a rewind, ascending.
    pub undone: Vec<u64>,
    /// The last rewind and who has moved since.
    pub rewound: Option<LastRewind>,
}

impl Chronicle {
    /// A game of `ruleset` before its first event.
    pub fn new(ruleset: Ruleset) -> Result<Chronicle, RuleError> {
        Ok(Chronicle {
            state: AnyState::new(ruleset)?,
            version: 0,
            proposal: None,
            undone: Vec::new(),
            rewound: None,
        })
    }

    /// Applies the record with sequence number `seq`. A `Rewound` needs the
    /// whole history: it returns `false` and changes nothing, and the caller
    /// folds from scratch with [`fold`].
    pub fn apply(&mut self, seq: u64, record: &Record) -> bool {
        if let Some(r) = &mut self.rewound {
            r.follow(record);
        }
        match record {
            Record::Rules(e) => self.state.evolve(e),
            Record::Meta(MetaEvent::RewindProposed { to, reason }) => {
                self.proposal = Some(Proposal {
                    seq,
                    to: *to,
                    reason: reason.clone(),
                    agreed: Vec::new(),
                });
            }
            Record::Meta(MetaEvent::RewindAgreed { seat }) => {
                if let Some(p) = &mut self.proposal {
                    p.agreed.push(*seat);
                }
            }
            Record::Meta(MetaEvent::RewindRefused { .. }) => self.proposal = None,
            Record::Meta(MetaEvent::Rewound { .. }) => return false,
            // Who plays a seat and whether the game runs: read by the
            // service's attendance fold, not by the rules.
            Record::Meta(
                MetaEvent::Paused
                | MetaEvent::Resumed
                | MetaEvent::KeepAfterSet { .. }
                | MetaEvent::DeadlineMissed { .. }
                | MetaEvent::StandInKept { .. }
                | MetaEvent::Away { .. }
                | MetaEvent::SeatTakenBack { .. }
                | MetaEvent::PreferencesSet { .. }
                | MetaEvent::ActedByPreference { .. }
                | MetaEvent::QuietHoursSet { .. },
            ) => {}
        }
        self.version = seq;
        true
    }
}

/// Folds a whole log (`(seq, record)` in order, seq from 1), undoing what
/// rewinds undid: after `Rewound { to }` the state is as it was right after
/// event `to`, with the chance counters it had then, so the same dice and
/// draws come again.
pub fn fold<'a>(
    ruleset: Ruleset,
    records: impl IntoIterator<Item = (u64, &'a Record)>,
) -> Result<Chronicle, RuleError> {
    let mut c = Chronicle::new(ruleset)?;
    let mut effective: Vec<(u64, &AnyEvent)> = Vec::new();
    for (seq, record) in records {
        if let Record::Meta(MetaEvent::Rewound { to }) = record {
            for (s, _) in effective.iter().filter(|(s, _)| s > to) {
                c.undone.push(*s);
            }
            effective.retain(|(s, _)| s <= to);
            c.state = AnyState::fold(ruleset, effective.iter().map(|(_, e)| *e))?;
            c.version = seq;
            c.proposal = None;
            c.undone.sort_unstable();
            c.rewound = Some(LastRewind {
                seq,
                to: *to,
                acted: Vec::new(),
            });
            continue;
        }
        if let Record::Rules(e) = record {
            effective.push((seq, e));
        }
        c.apply(seq, record);
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::{self, Event};
    use crate::simulate::{play_classic, Checks};

    fn records(events: &[Event]) -> Vec<Record> {
        events
            .iter()
            .cloned()
            .map(|e| Record::Rules(AnyEvent::Classic(e)))
            .collect()
    }

    fn fold_log(recs: &[Record]) -> Chronicle {
        fold(
            Ruleset::Classic,
            recs.iter().enumerate().map(|(i, r)| (i as u64 + 1, r)),
        )
        .unwrap()
    }

    #[test]
    fn a_log_of_rules_events_folds_like_the_rules() {
        let played = play_classic(3, 4, Checks::None).unwrap();
        let recs = records(&played.events);
        let c = fold_log(&recs);
        assert_eq!(c.state, AnyState::Classic(played.state));
        assert!(c.undone.is_empty());
    }

    #[test]
    fn a_rewind_gives_the_state_of_a_fresh_game_replayed_to_that_event() {
        let played = play_classic(5, 3, Checks::None).unwrap();
        let n = 120usize;
        let mut recs = records(&played.events[..200]);
        recs.push(Record::Meta(MetaEvent::RewindProposed {
            to: n as u64,
            reason: "misclick".into(),
        }));
        recs.push(Record::Meta(MetaEvent::Rewound { to: n as u64 }));
        let c = fold_log(&recs);
        let expected = classic::fold(&played.events[..n]);
        assert_eq!(c.state, AnyState::Classic(expected));
        assert_eq!(c.version, 202);
        assert_eq!(c.undone, ((n as u64 + 1)..=200).collect::<Vec<_>>());
        assert!(c.proposal.is_none());
        let rewound = c.rewound.expect("the last rewind");
        assert_eq!((rewound.seq, rewound.to), (202, n as u64));
        assert!(rewound.acted.is_empty());
    }

    #[test]
    fn the_last_rewind_counts_the_seats_that_moved_since() {
        let played = play_classic(5, 3, Checks::None).unwrap();
        let n = 120usize;
        let mut recs = records(&played.events[..130]);
        recs.push(Record::Meta(MetaEvent::Rewound { to: n as u64 }));
        // The same moves again: their seats have moved since the rewind.
        recs.extend(records(&played.events[n..n + 10]));
        let c = fold_log(&recs);
        let rewound = c.rewound.expect("the last rewind");
        let movers: Vec<Seat> = played.events[n..n + 10]
            .iter()
            .filter_map(|e| AnyEvent::Classic(e.clone()).seat())
            .collect();
        assert!(!movers.is_empty());
        for seat in (0..3).map(Seat) {
            assert_eq!(rewound.unseen_by(seat), !movers.contains(&seat), "{seat:?}");
        }
    }

    #[test]
    fn meta_and_rules_events_parse_by_their_type() {
        let m = MetaEvent::Rewound { to: 4 };
        let v = serde_json::to_value(&m).unwrap();
        assert_eq!(
            Record::parse(Ruleset::Classic, "Rewound", &v).unwrap(),
            Record::Meta(m)
        );
        let e = Event::KnightPlayed { seat: Seat(1) };
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(
            Record::parse(Ruleset::Classic, "KnightPlayed", &v).unwrap(),
            Record::Rules(AnyEvent::Classic(e))
        );
        assert!(Record::parse(
            Ruleset::Classic,
            "Rewound",
            &serde_json::json!({"type": "Rewound"})
        )
        .is_err());
    }
}
