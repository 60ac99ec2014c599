//! Whole games of random legal commands: they end within a bounded number
//! of commands, every invariant holds after every event, every listed
//! command is accepted, and folding the events from scratch gives the same
//! state.

use crate::rules::baden_wuerttemberg::{fold, invariants, BadenWuerttemberg, State};
use crate::rules::common::RngChance;
use crate::rules::contract::{BoardKind, GameOptions, Rules};
use crate::rules::{Ruleset, Viewer};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Random games end well before this many commands.
const MAX_COMMANDS: usize = 20_000;

/// Plays one random game; returns the number of commands and the events.
fn play(
    seed: u64,
    players: u8,
    variable_founding: bool,
) -> (usize, State, Vec<super::super::Event>) {
    let mut options = GameOptions::new(Ruleset::BadenWuerttemberg, players, BoardKind::Beginner);
    options.variable_founding = variable_founding;
    let mut chance = RngChance(SmallRng::seed_from_u64(seed ^ 0xB00));
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
    let mut state = fold(&events);
    let mut commands = 0;
    while state.winner().is_none() {
        assert!(
            commands < MAX_COMMANDS,
            "seed {seed}: no winner after {commands} commands"
        );
        let awaiting = BadenWuerttemberg::waiting_for(&state);
        let seat = awaiting[rng.random_range(0..awaiting.len())];
        let legal = BadenWuerttemberg::legal_commands(&state, seat);
        assert!(
            !legal.is_empty(),
            "{seat} awaited with nothing to do in {:?}",
            state.phase
        );
        let command = legal[rng.random_range(0..legal.len())].clone();
        let new = BadenWuerttemberg::decide(&state, seat, command.clone(), &mut chance)
            .unwrap_or_else(|e| panic!("seed {seed}: listed {command:?} of {seat} refused: {e}"));
        for e in &new {
            BadenWuerttemberg::evolve(&mut state, e);
            if let Err(broken) = invariants::check(&state) {
                panic!("seed {seed}: after {e:?} (from {command:?} by {seat}): {broken}");
            }
        }
        if let Err(broken) = invariants::check_settled(&state) {
            panic!("seed {seed}: after {command:?} by {seat}: {broken}");
        }
        events.extend(new);
        commands += 1;
    }
    (commands, state, events)
}

#[test]
fn random_games_of_three_and_four_end_with_invariants_kept_after_every_event() {
    for seed in 0..6 {
        let players = 3 + (seed % 2) as u8;
        let (commands, state, events) = play(seed, players, seed % 3 == 2);
        assert!(commands > 10);
        let winner = state.winner().expect("over");
        assert!(state.total_points(winner) >= state.points_to_win());
        assert_eq!(fold(&events), state, "seed {seed}: folding again differs");
        let json = serde_json::to_string(&events).expect("events serialize");
        let back: Vec<super::super::Event> = serde_json::from_str(&json).expect("and back");
        assert_eq!(back, events);
        let _ = BadenWuerttemberg::view(&state, Viewer::Spectator);
    }
}
