//! Whole random games of Frenemies: from seeds, 3 and 4 players send
//! uniformly drawn legal commands of the seats the game waits for until
//! someone wins, with the scenario's invariants checked after every event,
//! all invariants after every command, JSON round trips, and a fold from
//! scratch equal to the evolved state. Also the fold measure against the
//! classic game (ignored by default: run it in release).

use super::prelude::*;
use crate::rules::classic::{evolve, BoardKind, Classic};
use crate::rules::common::RngChance;
use crate::rules::contract::{GameOptions, Rules};
use crate::rules::frenemies::{invariants, FrenemiesRules};
use crate::rules::Ruleset;
use crate::simulate;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::Instant;

/// A random game stops after this many commands (games end far sooner).
const MAX_COMMANDS: usize = 30_000;

/// One random game: its events and final state.
fn play(seed: u64, players: u8) -> (Vec<Event<E>>, State) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut chance = RngChance(SmallRng::seed_from_u64(seed ^ 0x5EED));
    let board = if seed.is_multiple_of(2) {
        BoardKind::Variable
    } else {
        BoardKind::Beginner
    };
    let options = GameOptions::new(Ruleset::Frenemies, players, board);
    let mut events = FrenemiesRules::create(&options, &mut chance).expect("created");
    let mut state = State::default();
    for e in &events {
        evolve(&mut state, e);
        if let Err(m) = FrenemiesRules::check_invariants(&state) {
            panic!("seed {seed}: after {e:?}: {m}");
        }
    }
    let mut commands = 0;
    while state.winner().is_none() {
        assert!(commands < MAX_COMMANDS, "seed {seed}: no winner");
        let waiting = FrenemiesRules::waiting_for(&state);
        assert!(!waiting.is_empty(), "seed {seed}: nobody awaited");
        let seat = waiting[rng.random_range(0..waiting.len())];
        let legal = FrenemiesRules::legal_commands(&state, seat);
        assert!(
            !legal.is_empty(),
            "seed {seed}: {seat} awaited, nothing legal"
        );
        let command = legal[rng.random_range(0..legal.len())].clone();
        let new = FrenemiesRules::decide(&state, seat, command.clone(), &mut chance)
            .unwrap_or_else(|e| panic!("seed {seed}: listed {command:?} of {seat} refused: {e}"));
        for e in &new {
            evolve(&mut state, e);
            if let Err(m) = invariants::check(&state) {
                panic!("seed {seed}: after {e:?} (from {command:?} by {seat}): {m}");
            }
            round_trip(e);
        }
        round_trip(&command);
        if let Err(m) = FrenemiesRules::check_invariants(&state) {
            panic!("seed {seed}: after {command:?} by {seat}: {m}");
        }
        events.extend(new);
        commands += 1;
    }
    assert_eq!(State::fold(&events), state, "seed {seed}: fold differs");
    (events, state)
}

fn round_trip<T>(value: &T)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
    assert_eq!(&back, value, "{json}");
}

/// Every rule at once: random games end with a winner at 11, every
/// invariant holding after every event, and every way to earn and use
/// tokens happening along the way.
#[test]
fn random_games_play_to_the_end_with_every_invariant_holding() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..6 {
        let players = if seed % 2 == 0 { 4 } else { 3 };
        let (events, state) = play(seed, players);
        let winner = state.winner().expect("a winner");
        assert!(state.total_points(winner) >= 11);
        for e in &events {
            if let Event::Scenario(e) = e {
                kinds.insert(match e {
                    E::FavorTokensDrawn { reason, .. } => format!("{reason:?}"),
                    E::TokensRedeemed { favor, .. } => format!("{:?}", favor.guild()),
                    other => other.kind().to_owned(),
                });
            }
        }
    }
    for kind in [
        "HarmlessRobber",
        "Gift",
        "Connection",
        "Traders",
        "Merchants",
        "RoadBuilders",
        "Scholars",
        "MasterBuilders",
        "TokenExchangeDrawn",
        "GiftRejected",
        "AnotherResourceAsked",
    ] {
        assert!(
            kinds.contains(kind),
            "no {kind} in the random games: {kinds:?}"
        );
    }
}

/// The fold measure (issue 9, Benchmark): folding 1,000 events of a
/// Frenemies game against 1,000 of a classic one, per event. Run with
/// `cargo test --release --lib fold_of_1000 -- --ignored --nocapture`.
#[test]
#[ignore = "a timing measure: run in release"]
fn fold_of_1000_events_stays_within_twice_classic() {
    const N: usize = 1000;
    let fren = (0..1000)
        .map(|seed| play(seed, 4).0)
        .find(|e| e.len() >= N)
        .expect("a long game");
    let classic = (7..1007)
        .map(|seed| {
            simulate::play::<Classic>(seed, 4, simulate::Checks::None)
                .expect("plays")
                .events
        })
        .find(|e| e.len() >= N)
        .expect("a long game");
    let per_event = |f: &dyn Fn()| {
        let mut best = f64::MAX;
        for _ in 0..15 {
            let start = Instant::now();
            for _ in 0..100 {
                f();
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e9 / (100 * N) as f64);
        }
        best
    };
    let c = per_event(&|| {
        std::hint::black_box(simulate::fold::<Classic>(&classic[..N]));
    });
    let f = per_event(&|| {
        std::hint::black_box(simulate::fold::<FrenemiesRules>(&fren[..N]));
    });
    // The classic game's own events folded by the Frenemies rules: the
    // scenario's cost per event apart from the events it adds.
    let same: Vec<Event<E>> = classic[..N]
        .iter()
        .map(|e| {
            let json = serde_json::to_string(e).expect("serializes");
            serde_json::from_str(&json).expect("a classic event is a Frenemies event")
        })
        .collect();
    let s = per_event(&|| {
        std::hint::black_box(simulate::fold::<FrenemiesRules>(&same));
    });
    println!(
        "fold of {N} events: classic {c:.1} ns/event, frenemies {f:.1} ns/event, ratio {:.2}; \
         the classic events folded by the Frenemies rules {s:.1} ns/event",
        f / c
    );
    assert!(
        f < 2.0 * c,
        "frenemies folds at {f:.1} ns/event, classic {c:.1}"
    );
}

/// The shell's simulator plays Frenemies through the ruleset contract, with
/// JSON round trips and a fold from scratch after every command.
#[test]
fn the_simulator_plays_frenemies_through_the_contract() {
    let played = simulate::play::<FrenemiesRules>(3, 3, simulate::Checks::Thorough)
        .unwrap_or_else(|f| panic!("seed {}: {}", f.seed, f.message));
    assert!(played.winner().is_some());
}
