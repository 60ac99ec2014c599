//! Which ruleset and options a log is replayed with. Every ruleset's first
//! event records the [`GameOptions`] the game was created with, its ruleset
//! among them, so a log replays from its events alone. A log written before
//! the first event recorded them replays under the ruleset its export
//! header (or games row) names; where both name one, they must agree.
//! Nothing here reads storage.

use super::record::{fold, Chronicle, MetaEvent, Record};
use crate::rules::contract::recorded_options;
use crate::rules::{GameOptions, RuleError, Ruleset};
use serde_json::Value;

/// The ruleset a log is played with and the options its first event records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Origin {
    pub ruleset: Ruleset,
    /// `None` for a log written before its first event recorded them.
    pub options: Option<GameOptions>,
}

/// Why a log's ruleset cannot be told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OriginError {
    #[error("the options recorded in the first event do not read: {0}")]
    Unreadable(String),
    #[error(
        "the header names the ruleset {named:?} but the game's first event records {recorded:?}: \
         the file was altered or mislabelled"
    )]
    Disagrees {
        named: String,
        recorded: &'static str,
    },
    #[error("there is no ruleset called {0:?}")]
    Unknown(String),
    #[error("neither the first event nor the header names the game's ruleset")]
    Unnamed,
}

/// The origin of a log whose first event has type `kind` and payload
/// `payload` (`None` for an empty log), given the ruleset `named` beside it
/// (the export header's, empty or `None` when it names none).
pub fn origin_of(
    first: Option<(&str, &Value)>,
    named: Option<&str>,
) -> Result<Origin, OriginError> {
    let recorded = match first {
        Some((kind, payload)) if !MetaEvent::is_meta_kind(kind) => {
            recorded_options(payload).map_err(|e| OriginError::Unreadable(e.to_string()))?
        }
        _ => None,
    };
    let named = named.filter(|n| !n.is_empty());
    match (recorded, named) {
        (Some(options), Some(named)) if named != options.ruleset.name() => {
            Err(OriginError::Disagrees {
                named: named.to_owned(),
                recorded: options.ruleset.name(),
            })
        }
        (Some(options), _) => Ok(Origin {
            ruleset: options.ruleset,
            options: Some(options),
        }),
        (None, Some(named)) => named
            .parse()
            .map(|ruleset| Origin {
                ruleset,
                options: None,
            })
            .map_err(|_| OriginError::Unknown(named.to_owned())),
        (None, None) => Err(OriginError::Unnamed),
    }
}

/// Why a log does not replay.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Origin(#[from] OriginError),
    #[error("event {seq} does not read as a {kind} event: {source}")]
    Parse {
        seq: u64,
        kind: String,
        source: serde_json::Error,
    },
    #[error(transparent)]
    Rules(#[from] RuleError),
}

/// A log replayed: its origin, its records and their rewind-aware fold.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub origin: Origin,
    pub records: Vec<Record>,
    pub chronicle: Chronicle,
}

/// Replays a log of `(seq, type, payload)` in order, from seq 1, with the
/// ruleset its first event records (or, for an older log, `named`).
pub fn replay<'a>(
    log: impl IntoIterator<Item = (u64, &'a str, &'a Value)>,
    named: Option<&str>,
) -> Result<Replayed, ReplayError> {
    let log: Vec<(u64, &str, &Value)> = log.into_iter().collect();
    let origin = origin_of(log.first().map(|(_, k, p)| (*k, *p)), named)?;
    let records = log
        .iter()
        .map(|(seq, kind, payload)| {
            Record::parse(origin.ruleset, kind, payload).map_err(|source| ReplayError::Parse {
                seq: *seq,
                kind: (*kind).to_owned(),
                source,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let chronicle = fold(
        origin.ruleset,
        log.iter().map(|(seq, _, _)| *seq).zip(records.iter()),
    )?;
    Ok(Replayed {
        origin,
        records,
        chronicle,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
    use crate::rules::classic::Classic;
    use crate::rules::frenemies::Frenemies;
    use crate::rules::oil_springs::OilSprings;
    use crate::rules::{AnyEvent, AnyState, Rules};
    use crate::simulate::{play, Checks};
    use serde_json::json;

    /// A simulated game of `R` as stored payloads, and the state it reached.
    fn simulated<R: Rules>(seed: u64) -> (Vec<(u64, String, Value)>, AnyState)
    where
        AnyEvent: From<R::Event>,
        AnyState: From<R::State>,
    {
        let played = play::<R>(seed, 3, Checks::None).expect("a simulated game");
        let log = played
            .events
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let e = AnyEvent::from(e);
                let payload = serde_json::to_value(&e).expect("serializes");
                (i as u64 + 1, e.kind().to_owned(), payload)
            })
            .collect();
        (log, AnyState::from(played.state))
    }

    fn replayed(
        log: &[(u64, String, Value)],
        named: Option<&str>,
    ) -> Result<Replayed, ReplayError> {
        replay(log.iter().map(|(s, k, p)| (*s, k.as_str(), p)), named)
    }

    fn replays_from_its_events_alone<R: Rules>()
    where
        AnyEvent: From<R::Event>,
        AnyState: From<R::State>,
    {
        for seed in [1, 2] {
            let (log, state) = simulated::<R>(seed);
            let replayed = replayed(&log, None).expect("replays with no ruleset named");
            assert_eq!(replayed.origin.ruleset, R::RULESET);
            let options = replayed.origin.options.expect("recorded");
            assert_eq!(options, crate::simulate::options_for(R::RULESET, seed, 3));
            assert_eq!(
                replayed.chronicle.state,
                state,
                "{} seed {seed}",
                R::RULESET.name()
            );
        }
    }

    #[test]
    fn a_classic_game_replays_from_its_events_alone() {
        replays_from_its_events_alone::<Classic>();
    }

    #[test]
    fn a_baden_wuerttemberg_game_replays_from_its_events_alone() {
        replays_from_its_events_alone::<BadenWuerttemberg>();
    }

    #[test]
    fn a_frenemies_game_replays_from_its_events_alone() {
        replays_from_its_events_alone::<Classic<Frenemies>>();
    }

    #[test]
    fn an_oil_springs_game_replays_from_its_events_alone() {
        replays_from_its_events_alone::<Classic<OilSprings>>();
    }

    #[test]
    fn a_header_naming_another_ruleset_than_the_first_event_is_refused() {
        let (log, _) = simulated::<Classic<Frenemies>>(4);
        let err = replayed(&log, Some("classic")).unwrap_err();
        assert!(
            matches!(
                &err,
                ReplayError::Origin(OriginError::Disagrees { named, recorded: "frenemies" })
                    if named == "classic"
            ),
            "{err}"
        );
        assert!(err.to_string().contains("\"classic\""), "{err}");
        // Not even an unknown name passes beside a recorded one.
        assert!(matches!(
            replayed(&log, Some("chess")),
            Err(ReplayError::Origin(OriginError::Disagrees { .. }))
        ));
        // The same name is no disagreement.
        assert!(replayed(&log, Some("frenemies")).is_ok());
    }

    #[test]
    fn a_log_from_before_the_first_event_recorded_options_replays_under_the_named_ruleset() {
        let (mut log, state) = simulated::<Classic<OilSprings>>(6);
        log[0]
            .2
            .as_object_mut()
            .expect("an object")
            .remove("options")
            .expect("recorded");
        let replayed = replayed(&log, Some("oil-springs")).expect("replays");
        assert_eq!(replayed.origin.options, None);
        assert_eq!(replayed.chronicle.state, state);
        assert!(matches!(
            replay(log.iter().map(|(s, k, p)| (*s, k.as_str(), p)), None),
            Err(ReplayError::Origin(OriginError::Unnamed))
        ));
        assert!(matches!(
            replay(
                log.iter().map(|(s, k, p)| (*s, k.as_str(), p)),
                Some("chess")
            ),
            Err(ReplayError::Origin(OriginError::Unknown(_)))
        ));
    }

    #[test]
    fn options_that_do_not_read_are_named() {
        let payload = json!({"type": "GameCreated", "options": {"ruleset": "chess", "players": 3}});
        assert!(matches!(
            origin_of(Some(("GameCreated", &payload)), Some("classic")),
            Err(OriginError::Unreadable(_))
        ));
    }
}
