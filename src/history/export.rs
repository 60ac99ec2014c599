//! Exports of a game's history as JSON lines, their verification (hash
//! chain, re-fold with invariants, and once the seed is revealed every random
//! outcome re-derived), and their import into a database.

use super::chain::{self, GENESIS};
use super::record::{MetaEvent, Record};
use crate::game::secrets::{self, SeededChance};
use crate::rules::classic::{self, invariants, Command, Event, State};
use crate::rules::common::{Chance, Purpose};
use crate::rules::{Seat, Viewer};
use crate::store::StoredEvent;
use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use uuid::Uuid;

/// The format name on an export's first line.
pub const FORMAT: &str = "slowcatan-export";

/// The first line of an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub version: u32,
    pub game_id: Uuid,
    pub ruleset: String,
    pub options: serde_json::Value,
    pub players: Vec<String>,
    pub seed_commitment: String,
    /// The seed in hex, once revealed (the game is over) or for a complete export.
    pub seed: Option<String>,
    /// False when private fields were removed for a public reader.
    pub complete: bool,
}

/// One event of an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub seq: u64,
    #[serde(rename = "type")]
    pub kind: String,
    pub seat: Option<u8>,
    /// Microseconds since the Unix epoch (what the hash covers).
    pub at_us: i64,
    pub payload: serde_json::Value,
    /// The event's chain hash, hex.
    pub hash: String,
}

/// Writes the export text: the header, then one line per event. Unless
/// `complete`, private fields are removed (the hashes still show the chain).
pub fn write(header: &Header, events: &[StoredEvent]) -> Result<String, serde_json::Error> {
    let mut out = serde_json::to_string(header)?;
    out.push('\n');
    for e in events {
        let payload = if header.complete {
            e.payload.clone()
        } else {
            match Record::parse(&e.kind, &e.payload) {
                Ok(r) => serde_json::to_value(r.redacted_for(Viewer::Spectator))?,
                Err(_) => e.payload.clone(),
            }
        };
        let line = Line {
            seq: e.seq,
            kind: e.kind.clone(),
            seat: e.seat,
            at_us: chain::micros(e.created_at),
            payload,
            hash: secrets::hex(e.hash.as_deref().unwrap_or(&GENESIS)),
        };
        out.push_str(&serde_json::to_string(&line)?);
        out.push('\n');
    }
    Ok(out)
}

/// Where and why verification failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}: {message}", match seq { Some(s) => format!("event {s}"), None => "export".to_owned() })]
pub struct VerifyError {
    /// The first bad event, if the fault is in one.
    pub seq: Option<u64>,
    pub message: String,
}

fn bad(seq: Option<u64>, message: impl Into<String>) -> VerifyError {
    VerifyError {
        seq,
        message: message.into(),
    }
}

/// What a successful verification established.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Report {
    pub events: u64,
    pub rewinds: u64,
    /// Events whose private fields were removed, so their content could not be checked.
    pub unchecked: u64,
    /// Random outcomes re-derived from the revealed seed.
    pub rederived: u64,
    pub seed_checked: bool,
    pub winner: Option<Seat>,
}

/// A parsed export.
#[derive(Debug, Clone)]
pub struct Export {
    pub header: Header,
    pub lines: Vec<Line>,
}

/// Parses an export's text.
pub fn parse(text: &str) -> Result<Export, VerifyError> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let first = lines.next().ok_or_else(|| bad(None, "the file is empty"))?;
    let header: Header = serde_json::from_str(first)
        .map_err(|e| bad(None, format!("line 1 is not an export header: {e}")))?;
    if header.format != FORMAT || header.version != 1 {
        return Err(bad(None, "not a slowcatan export (version 1)"));
    }
    let mut out = Vec::new();
    for (i, l) in lines.enumerate() {
        let line: Line = serde_json::from_str(l)
            .map_err(|e| bad(Some(i as u64 + 1), format!("does not read: {e}")))?;
        out.push(line);
    }
    Ok(Export { header, lines: out })
}

/// Bytes from lower- or upper-case hex.
pub fn from_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// The time an export line records.
pub fn line_time(line: &Line) -> SystemTime {
    UNIX_EPOCH + Duration::from_micros(u64::try_from(line.at_us).unwrap_or(0))
}

fn redacted(record: &Record) -> bool {
    matches!(
        record,
        Record::Rules(
            Event::CardStolen { resource: None, .. }
                | Event::DevelopmentCardBought { card: None, .. }
        )
    )
}

/// Verifies an export: the hash chain, the fold (every event possible, every
/// invariant kept), and with a revealed seed every random outcome.
pub fn verify(export: &Export) -> Result<Report, VerifyError> {
    let mut report = Report::default();
    let mut prev = GENESIS;
    let mut records = Vec::with_capacity(export.lines.len());
    for (i, line) in export.lines.iter().enumerate() {
        let seq = i as u64 + 1;
        if line.seq != seq {
            return Err(bad(
                Some(seq),
                format!(
                    "is numbered {}: events are missing or out of order",
                    line.seq
                ),
            ));
        }
        let given: [u8; 32] = from_hex(&line.hash)
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| bad(Some(seq), "its hash is not 64 hex digits"))?;
        let record = Record::parse(&line.kind, &line.payload).map_err(|e| {
            bad(
                Some(seq),
                format!("its payload is not a {} event: {e}", line.kind),
            )
        })?;
        if record.kind() != line.kind || record.seat().map(|s| s.0) != line.seat {
            return Err(bad(
                Some(seq),
                "its type or seat does not match its payload",
            ));
        }
        let computed = chain::event_hash(
            &prev,
            seq,
            &line.kind,
            line.seat,
            &line.payload,
            line_time(line),
        );
        if computed != given {
            if !export.header.complete && redacted(&record) {
                report.unchecked += 1;
            } else {
                return Err(bad(
                    Some(seq),
                    "its content does not match its hash: it was altered",
                ));
            }
        }
        prev = given;
        records.push(record);
    }
    report.events = records.len() as u64;
    let mut chance = match &export.header.seed {
        Some(hex) => {
            let seed = from_hex(hex).ok_or_else(|| bad(None, "the seed is not hex"))?;
            if secrets::commitment(&seed) != export.header.seed_commitment {
                return Err(bad(
                    None,
                    "the revealed seed does not match the commitment made at the start",
                ));
            }
            report.seed_checked = true;
            Some(SeededChance::new(&seed))
        }
        None => None,
    };
    if !export.header.complete {
        return Ok(report);
    }
    // Re-fold, rewind-aware, checking each random outcome before it is applied.
    let mut effective: Vec<(u64, &Event)> = Vec::new();
    let mut state = State::default();
    for (i, record) in records.iter().enumerate() {
        let seq = i as u64 + 1;
        match record {
            Record::Meta(MetaEvent::Rewound { to }) => {
                report.rewinds += 1;
                effective.retain(|(s, _)| s <= to);
                state = State::default();
                for (_, e) in &effective {
                    classic::evolve(&mut state, e);
                }
            }
            Record::Meta(_) => {}
            Record::Rules(e) => {
                if !possible(&state, e) {
                    return Err(bad(Some(seq), "cannot happen in the game as it stood"));
                }
                if let Some(chance) = &mut chance {
                    check_outcome(&state, e, chance).map_err(|m| bad(Some(seq), m))?;
                    if draws_chance(e) {
                        report.rederived += 1;
                    }
                }
                // An export is untrusted input: an event the rules could never
                // produce (a road on no path, a card nobody holds) makes the
                // fold panic, which here means "this event cannot happen".
                let mut next = state.clone();
                let applied = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    classic::evolve(&mut next, e);
                }));
                if applied.is_err() {
                    return Err(bad(Some(seq), "cannot happen in the game as it stood"));
                }
                state = next;
                invariants::check(&state)
                    .map_err(|m| bad(Some(seq), format!("breaks the rules' invariants: {m}")))?;
                effective.push((seq, e));
            }
        }
    }
    report.winner = state.winner();
    Ok(report)
}

fn draws_chance(e: &Event) -> bool {
    matches!(
        e,
        Event::GameCreated { .. }
            | Event::DiceRolled { .. }
            | Event::CardStolen { .. }
            | Event::DevelopmentCardBought { .. }
    )
}

/// Cheap plausibility checks that keep the fold from panicking on a forged
/// event: the game exists, seats exist, cards taken are held.
fn possible(state: &State, e: &Event) -> bool {
    if let Event::GameCreated { .. } = e {
        return state.players.is_empty();
    }
    if state.players.is_empty() {
        return false;
    }
    if e.seat().is_some_and(|s| !state.has_seat(s)) {
        return false;
    }
    match e {
        Event::CardStolen {
            victim, resource, ..
        } => {
            state.has_seat(*victim)
                && resource.is_none_or(|r| state.player(*victim).hand.get(r) > 0)
        }
        Event::CardsDiscarded { seat, cards } => state.player(*seat).hand.contains(cards),
        Event::DevelopmentCardBought { card, .. } => card.is_none_or(|c| state.deck.get(c) > 0),
        _ => true,
    }
}

/// Re-derives the random outcome an event records from the seed.
fn check_outcome(state: &State, e: &Event, chance: &mut SeededChance) -> Result<(), String> {
    match e {
        Event::GameCreated {
            players, layout, ..
        } => {
            let again = classic::decide(
                &State::default(),
                Seat(0),
                Command::CreateGame {
                    players: *players,
                    board: layout.kind,
                },
                chance,
            )
            .map_err(|err| err.to_string())?;
            if again.first() != Some(e) {
                return Err("the seat order or board does not follow from the seed".to_owned());
            }
        }
        Event::DiceRolled { dice, .. } if chance.roll_dice(state.draws.rolls) != *dice => {
            return Err("the dice do not follow from the seed".to_owned());
        }
        Event::CardStolen {
            victim, resource, ..
        } => {
            let hand = state.player(*victim).hand;
            let pick = chance.draw(Purpose::Steal, state.draws.steals, hand.total().max(1));
            if hand.nth_card(pick) != *resource {
                return Err("the stolen card does not follow from the seed".to_owned());
            }
        }
        Event::DevelopmentCardBought { card, .. } => {
            let left = state.deck.total().max(1);
            let pick = chance.draw(Purpose::DevelopmentCard, state.draws.cards, left);
            if state.deck.nth(pick) != *card {
                return Err("the development card drawn does not follow from the seed".to_owned());
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::service::to_new_events;
    use crate::rules::classic::BoardKind;

    /// A finished game decided with a known seed, as stored events.
    fn seeded_game(seed: &[u8]) -> Vec<StoredEvent> {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut chance = SeededChance::new(seed);
        let mut rng = SmallRng::seed_from_u64(3);
        let mut state = State::default();
        let mut events = classic::decide(
            &state,
            Seat(0),
            Command::CreateGame {
                players: 3,
                board: BoardKind::Variable,
            },
            &mut chance,
        )
        .unwrap();
        for e in &events {
            classic::evolve(&mut state, e);
        }
        while state.winner().is_none() {
            let seat = state.phase.awaiting()[0];
            let legal = classic::legal_commands(&state, seat);
            let cmd = legal[rng.random_range(0..legal.len())].clone();
            let new = classic::decide(&state, seat, cmd, &mut chance).unwrap();
            for e in &new {
                classic::evolve(&mut state, e);
            }
            events.extend(new);
        }
        let (rows, _) = to_new_events(&events, 0, GENESIS, SystemTime::now()).unwrap();
        rows.into_iter()
            .enumerate()
            .map(|(i, r)| StoredEvent {
                seq: i as u64 + 1,
                kind: r.kind,
                seat: r.seat,
                payload: r.payload,
                created_at: r.created_at,
                hash: Some(r.hash.to_vec()),
            })
            .collect()
    }

    fn header(seed: &[u8], complete: bool, reveal: bool) -> Header {
        Header {
            format: FORMAT.to_owned(),
            version: 1,
            game_id: Uuid::nil(),
            ruleset: "classic".to_owned(),
            options: serde_json::json!({}),
            players: vec!["A".into(), "B".into(), "C".into()],
            seed_commitment: secrets::commitment(seed),
            seed: reveal.then(|| secrets::hex(seed)),
            complete,
        }
    }

    #[test]
    fn an_exported_finished_game_verifies_and_every_outcome_is_rederived() {
        let seed = b"seed of a finished game";
        let events = seeded_game(seed);
        let text = write(&header(seed, true, true), &events).unwrap();
        let report = verify(&parse(&text).unwrap()).unwrap();
        assert_eq!(report.events, events.len() as u64);
        assert!(report.seed_checked);
        assert!(report.rederived > 10);
        assert!(report.winner.is_some());
    }

    #[test]
    fn one_changed_digit_fails_and_names_the_event() {
        let seed = b"another seed";
        let events = seeded_game(seed);
        let text = write(&header(seed, true, true), &events).unwrap();
        let pos = text.find("\"dice\":[").expect("a roll") + 8;
        let mut bytes = text.into_bytes();
        bytes[pos] = if bytes[pos] == b'1' { b'2' } else { b'1' };
        let tampered = String::from_utf8(bytes).unwrap();
        let err = verify(&parse(&tampered).unwrap()).unwrap_err();
        assert!(err.seq.is_some(), "{err}");
        assert!(err.message.contains("altered"), "{err}");
    }

    #[test]
    fn a_forged_event_with_a_recomputed_hash_is_refused_not_a_crash() {
        let seed = b"forgery";
        let mut events = seeded_game(seed);
        // Rewrite event 2 as a road on a path that does not exist, and re-chain
        // every hash after it as a forger would.
        events[1].kind = "RoadBuilt".to_owned();
        events[1].payload = serde_json::json!({"type": "RoadBuilt", "seat": 0, "edge": 9999});
        events[1].seat = Some(0);
        let mut prev = GENESIS;
        for e in &mut events {
            let h = chain::event_hash(&prev, e.seq, &e.kind, e.seat, &e.payload, e.created_at);
            e.hash = Some(h.to_vec());
            prev = h;
        }
        let text = write(&header(seed, true, true), &events).unwrap();
        let err = verify(&parse(&text).unwrap()).unwrap_err();
        assert_eq!(err.seq, Some(2), "{err}");
    }

    #[test]
    fn a_wrong_seed_is_caught_by_its_commitment() {
        let seed = b"real seed";
        let events = seeded_game(seed);
        let mut h = header(seed, true, true);
        h.seed = Some(secrets::hex(b"fake seed"));
        let err = verify(&parse(&write(&h, &events).unwrap()).unwrap()).unwrap_err();
        assert!(err.message.contains("commitment"), "{err}");
    }

    #[test]
    fn a_public_export_hides_private_fields_but_keeps_the_chain() {
        let seed = b"public";
        let events = seeded_game(seed);
        let text = write(&header(seed, false, false), &events).unwrap();
        for l in text.lines().skip(1) {
            let line: Line = serde_json::from_str(l).unwrap();
            if line.kind == "DevelopmentCardBought" {
                assert!(line.payload["card"].is_null());
            }
            if line.kind == "CardStolen" {
                assert!(line.payload["resource"].is_null());
            }
        }
        let report = verify(&parse(&text).unwrap()).unwrap();
        assert!(!report.seed_checked);
    }
}
