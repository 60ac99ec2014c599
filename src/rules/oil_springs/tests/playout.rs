//! Whole random games of Oil Springs: random legal commands (and random
//! offers with oil) to the end, with the invariants after every event, the
//! legal list checked against `decide`, and the fold from scratch.

use super::prelude::*;
use crate::rules::classic::legal::legal_commands_into;
use crate::rules::classic::{decide, evolve};
use crate::rules::common::RngChance;
use crate::rules::contract::{BoardKind, GameOptions, Rules, Status};
use crate::rules::oil_springs::OilSpringsRules;
use crate::rules::Ruleset;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A game longer than this many commands counts as unfinished.
const MAX_COMMANDS: usize = 30_000;

/// Every scenario command worth trying in `state`, to hold the legal list
/// against what `decide` accepts.
fn scenario_candidates(state: &State<OilSprings>) -> Vec<Command<OilCommand>> {
    let mut out = Vec::new();
    for resource in Resource::ALL {
        out.push(cmd(OilCommand::ConvertOil { resource }));
        out.push(cmd(OilCommand::PlayYearOfPlentyForOil {
            resource: Some(resource),
        }));
    }
    out.push(cmd(OilCommand::PlayYearOfPlentyForOil { resource: None }));
    out.push(cmd(OilCommand::PlayMonopolyOnOil));
    out.push(cmd(OilCommand::SequesterOil));
    for n in &state.board.nodes {
        out.push(cmd(OilCommand::BuildMetropolis { node: n.id }));
    }
    for t in &state.board.tiles {
        for v in 0..state.players.len() {
            out.push(cmd(OilCommand::StealOil {
                tile: t.id,
                victim: Seat(v as u8),
            }));
        }
    }
    for (i, p) in state.players.iter().enumerate() {
        let oil = state.scenario.oil_of(Seat(i as u8));
        // Small hands only: their discard lists stay under the listing cap.
        if p.hand.total() <= 6 {
            for k in 1..=oil {
                for n in 0..=p.hand.total() as u8 {
                    for cards in
                        crate::rules::classic::legal::discard_choices(p.hand, n, usize::MAX)
                    {
                        out.push(cmd(OilCommand::DiscardWithOil { cards, oil: k }));
                    }
                }
            }
        }
    }
    out
}

/// For every seat: everything listed is accepted, and every candidate
/// (classic and scenario) is listed exactly when accepted.
fn assert_legal_is_exactly_accepted_with_oil(state: &State<OilSprings>) {
    assert_legal_is_exactly_accepted(state);
    let candidates = scenario_candidates(state);
    for i in 0..state.players.len() {
        let seat = Seat(i as u8);
        for c in &candidates {
            let accepted = decide(
                state,
                seat,
                c.clone(),
                &mut crate::rules::common::ScriptedChance::new(),
            )
            .is_ok();
            assert_listed_iff_accepted(state, seat, c, accepted);
        }
    }
}

/// A random offer with oil from the current player, or nothing.
fn random_oil_offer(
    state: &State<OilSprings>,
    seat: Seat,
    rng: &mut SmallRng,
) -> Option<Command<OilCommand>> {
    let hand = state.player(seat).hand;
    let partner = Seat(rng.random_range(0..state.players.len() as u8));
    let offering_oil = state.scenario.oil_of(seat) > 0 && rng.random_bool(0.5);
    let resource = Resource::ALL[rng.random_range(0..5)];
    let (give, give_oil, want, want_oil) = if offering_oil {
        (Resources::ZERO, 1, Resources::of(resource, 1), 0)
    } else if hand.get(resource) > 0 {
        (Resources::of(resource, 1), 0, Resources::ZERO, 1)
    } else {
        return None;
    };
    (partner != seat).then(|| {
        cmd(OilCommand::OfferOilTrade {
            give,
            give_oil,
            want,
            want_oil,
            to: vec![partner],
        })
    })
}

/// Plays one random game; returns the events and the final state.
fn play(
    seed: u64,
    players: u8,
    check_legal_every: usize,
) -> (Vec<Event<OilEvent>>, State<OilSprings>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut chance = RngChance(SmallRng::seed_from_u64(seed ^ 0x5EED));
    let board = if seed.is_multiple_of(2) {
        BoardKind::Variable
    } else {
        BoardKind::Beginner
    };
    let options = GameOptions::new(Ruleset::OilSprings, players, board);
    let mut events = OilSpringsRules::create(&options, &mut chance).expect("a game is created");
    let mut state = State::<OilSprings>::fold(&events);
    let mut legal = Vec::new();
    let mut commands = 0;
    while !OilSpringsRules::status(&state).is_over() && commands < MAX_COMMANDS {
        let awaited = OilSpringsRules::waiting_for(&state);
        assert!(
            !awaited.is_empty(),
            "seed {seed}: nobody awaited in {:?}",
            state.phase
        );
        let seat = awaited[rng.random_range(0..awaited.len())];
        if check_legal_every > 0 && commands % check_legal_every == 0 {
            assert_legal_is_exactly_accepted_with_oil(&state);
        }
        legal_commands_into(&state, seat, &mut legal);
        assert!(
            !legal.is_empty(),
            "seed {seed}: {seat} awaited with nothing legal in {:?}",
            state.phase
        );
        let mut command = legal.swap_remove(rng.random_range(0..legal.len()));
        let mut free_form = false;
        if matches!(state.phase, Phase::Main { seat: s } if s == seat) && rng.random_ratio(1, 12) {
            if let Some(offer) = random_oil_offer(&state, seat, &mut rng) {
                command = offer;
                free_form = true;
            }
        }
        let new = match decide(&state, seat, command.clone(), &mut chance) {
            Ok(new) => new,
            Err(e) if free_form => {
                let _ = e;
                continue;
            }
            Err(e) => panic!("seed {seed}: listed {command:?} of {seat} refused: {e}"),
        };
        for e in &new {
            evolve(&mut state, e);
            if let Err(broken) = OilSpringsRules::check_invariants(&state) {
                panic!("seed {seed}: after {e:?} (from {command:?} by {seat}): {broken}");
            }
            let json = serde_json::to_string(e).expect("events serialize");
            let back: Event<OilEvent> = serde_json::from_str(&json).expect("events deserialize");
            assert_eq!(&back, e, "seed {seed}: {json}");
        }
        if let Err(broken) = crate::rules::oil_springs::invariants::check_settled(&state) {
            panic!("seed {seed}: after {command:?} by {seat}: {broken}");
        }
        let json = serde_json::to_string(&command).expect("commands serialize");
        let back: Command<OilCommand> = serde_json::from_str(&json).expect("commands deserialize");
        assert_eq!(back, command, "seed {seed}: {json}");
        events.extend(new);
        commands += 1;
    }
    assert_eq!(
        State::<OilSprings>::fold(&events),
        state,
        "seed {seed}: fold from scratch"
    );
    (events, state)
}

/// Random legal play ends every game, by 12 points or by the fifth token,
/// with every invariant kept after every event.
#[test]
fn random_games_play_to_the_end_keeping_every_invariant() {
    let mut won = 0;
    let mut abandoned = 0;
    let mut disasters = 0;
    let mut metropolises = 0;
    for seed in 0..24 {
        let (events, state) = play(seed, 3 + (seed % 2) as u8, 0);
        match OilSpringsRules::status(&state) {
            Status::Finished(Some(_)) => won += 1,
            Status::Finished(None) => abandoned += 1,
            other => panic!("seed {seed}: unfinished after {MAX_COMMANDS} commands: {other:?}"),
        }
        disasters += events
            .iter()
            .filter(|e| matches!(e, Event::Scenario(OilEvent::DisasterRolled { .. })))
            .count();
        metropolises += state.scenario.metropolises.len();
    }
    assert!(won > 0 && abandoned > 0, "{won} won, {abandoned} abandoned");
    assert!(disasters > 0 && metropolises > 0);
}

/// Along random games, the legal list is exactly what `decide` accepts,
/// scenario commands included.
#[test]
fn legal_lists_exactly_what_decide_accepts_along_random_games() {
    for seed in 100..103 {
        play(seed, 4, 7);
    }
}

/// The fold of 1,000 events of a random Oil Springs game against 1,000 of
/// a classic one, the best of 15 runs of 100 folds each (run with
/// `--release --ignored --nocapture` to measure).
#[test]
#[ignore = "a measure, not a check: run in release"]
fn fold_of_1000_events_costs_within_twice_classic() {
    use crate::rules::classic::Classic;
    use crate::simulate;
    use std::time::Instant;
    const N: usize = 1000;
    let oil_events = (0..1000)
        .map(|seed| {
            simulate::play::<OilSpringsRules>(seed, 4, simulate::Checks::None)
                .expect("plays")
                .events
        })
        .find(|e| e.len() >= N)
        .expect("a long game");
    let classic_events = (7..1007)
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
    let classic = per_event(&|| {
        std::hint::black_box(simulate::fold::<Classic>(&classic_events[..N]));
    });
    let oil = per_event(&|| {
        std::hint::black_box(simulate::fold::<OilSpringsRules>(&oil_events[..N]));
    });
    println!(
        "fold of {N} events: classic {classic:.1} ns/event, oil-springs {oil:.1} ns/event, ratio {:.2}",
        oil / classic
    );
    assert!(
        oil < 2.0 * classic,
        "oil-springs folds at {oil:.1} ns/event, classic {classic:.1}"
    );
}

/// The shell's simulator plays Oil Springs through the ruleset contract,
/// with JSON round trips and a fold from scratch after every command.
#[test]
fn the_simulator_plays_oil_springs_through_the_contract() {
    use crate::simulate;
    for seed in [3, 4] {
        let played = simulate::play::<OilSpringsRules>(seed, 4, simulate::Checks::Thorough)
            .unwrap_or_else(|f| panic!("seed {}: {}", f.seed, f.message));
        assert!(played.status.is_over(), "seed {seed}: {:?}", played.status);
    }
}

/// The draw a game of a seed gets for its springs is recorded: replaying
/// the events rebuilds the same springs.
#[test]
fn a_variable_game_records_its_springs() {
    let (events, state) = play(2, 4, 0);
    assert!(matches!(
        &events[1],
        Event::Scenario(OilEvent::OilSpringsPlaced { springs }) if *springs == state.scenario.springs
    ));
}
