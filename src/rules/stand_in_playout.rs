//! Whole games played by stand-ins alone, through the contract, for every
//! ruleset: 3 and 4 of them play to the end (a winner, or Oil Springs'
//! island abandoned) within a bounded number of commands, each command
//! their own choice from their own view and accepted by `decide`, with the
//! invariants checked after every command. The default policy of a ruleset
//! without its own ([`finishing_policy`]) keeps finishing turns.

use super::baden_wuerttemberg::BadenWuerttemberg;
use super::classic::Classic;
use super::common::RngChance;
use super::contract::{finishing_policy, stand_in_for, BoardKind, GameOptions, Rules, Status};
use super::frenemies::Frenemies;
use super::oil_springs::OilSprings;
use super::{AnyState, Ruleset, Seat, Viewer};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Stand-in games end well before this many commands.
const MAX_COMMANDS: usize = 6_000;

/// What a game of stand-ins came to.
struct Played<R: Rules> {
    state: R::State,
    commands: usize,
    /// How often the seat to act changed (turns passing, discards, answers).
    handovers: usize,
}

/// Plays one game of `players` seats of `R` with `policy` choosing for the
/// first seat awaited, until it is over or `limit` commands were sent.
fn play<R: Rules>(
    options: GameOptions,
    seed: u64,
    limit: usize,
    policy: impl Fn(&R::State, Seat) -> Option<R::Command>,
) -> Played<R> {
    let mut chance = RngChance(SmallRng::seed_from_u64(seed));
    let events = R::create(&options, &mut chance).expect("a game is created");
    let mut state = R::State::default();
    for e in &events {
        R::evolve(&mut state, e);
    }
    let (mut commands, mut handovers, mut last) = (0, 0, None);
    while !R::status(&state).is_over() && commands < limit {
        let awaited = R::waiting_for(&state);
        let seat = *awaited
            .first()
            .unwrap_or_else(|| panic!("seed {seed}: nobody awaited in an unfinished game"));
        if last != Some(seat) {
            handovers += 1;
            last = Some(seat);
        }
        let command = policy(&state, seat)
            .unwrap_or_else(|| panic!("seed {seed}: {seat} awaited with nothing to do"));
        let events = R::decide(&state, seat, command.clone(), &mut chance)
            .unwrap_or_else(|e| panic!("seed {seed}: {command:?} of {seat} refused: {e}"));
        for e in &events {
            R::evolve(&mut state, e);
        }
        // After the whole decision: within it, a settlement may cut the
        // Longest Road holder's road before the card changes hands.
        if let Err(broken) = R::check_invariants(&state) {
            panic!("seed {seed}: after {command:?} by {seat} ({events:?}): {broken}");
        }
        commands += 1;
    }
    Played {
        state,
        commands,
        handovers,
    }
}

/// Stand-ins play whole games of `R` for 3 and 4 seats on both boards
/// (and both foundings, where the ruleset has them);
/// returns how each ended and how many commands it took.
fn stand_ins_play_to_the_end<R: Rules>(ruleset: Ruleset) -> Vec<(Status, usize)> {
    let mut ends = Vec::new();
    for seed in 0..8u64 {
        let players = 3 + (seed % 2) as u8;
        let board = if seed % 4 < 2 {
            BoardKind::Beginner
        } else {
            BoardKind::Variable
        };
        let mut options = GameOptions::new(ruleset, players, board);
        // Baden-Württemberg's free founding, in half the games.
        options.variable_founding = ruleset == Ruleset::BadenWuerttemberg && seed >= 4;
        let played = play::<R>(options, seed, MAX_COMMANDS, stand_in_for::<R>);
        let status = R::status(&played.state);
        assert!(
            status.is_over(),
            "seed {seed}: {players} stand-ins of {} did not finish in {MAX_COMMANDS} commands",
            ruleset.name()
        );
        ends.push((status, played.commands));
    }
    ends
}

#[test]
fn classic_stand_ins_play_whole_games_to_a_winner() {
    for (status, _) in stand_ins_play_to_the_end::<Classic>(Ruleset::Classic) {
        assert!(matches!(status, Status::Finished(Some(_))), "{status:?}");
    }
}

#[test]
fn frenemies_stand_ins_play_whole_games_to_a_winner() {
    for (status, _) in stand_ins_play_to_the_end::<Classic<Frenemies>>(Ruleset::Frenemies) {
        assert!(matches!(status, Status::Finished(Some(_))), "{status:?}");
    }
}

#[test]
fn oil_springs_stand_ins_play_whole_games_to_their_end() {
    let ends = stand_ins_play_to_the_end::<Classic<OilSprings>>(Ruleset::OilSprings);
    assert!(ends.iter().all(|(status, _)| status.is_over()));
}

#[test]
fn baden_wuerttemberg_stand_ins_play_whole_games_to_a_winner() {
    for (status, _) in stand_ins_play_to_the_end::<BadenWuerttemberg>(Ruleset::BadenWuerttemberg) {
        assert!(matches!(status, Status::Finished(Some(_))), "{status:?}");
    }
}

/// The default policy finishes every turn: over many commands the game
/// keeps handing the turn on and never stalls, in every ruleset.
fn the_default_policy_keeps_finishing_turns<R: Rules>(ruleset: Ruleset) {
    let options = GameOptions::new(ruleset, 4, BoardKind::Beginner);
    let played = play::<R>(options, 11, 600, |state, seat| {
        finishing_policy::<R>(&R::legal_commands(state, seat))
    });
    assert!(
        played.commands == 600 || R::status(&played.state).is_over(),
        "{} stalled",
        ruleset.name()
    );
    assert!(
        played.handovers >= 100,
        "{}: the turn passed only {} times",
        ruleset.name(),
        played.handovers
    );
}

#[test]
fn a_ruleset_without_its_own_policy_gets_one_that_always_finishes_its_turn() {
    the_default_policy_keeps_finishing_turns::<Classic>(Ruleset::Classic);
    the_default_policy_keeps_finishing_turns::<Classic<Frenemies>>(Ruleset::Frenemies);
    the_default_policy_keeps_finishing_turns::<Classic<OilSprings>>(Ruleset::OilSprings);
    the_default_policy_keeps_finishing_turns::<BadenWuerttemberg>(Ruleset::BadenWuerttemberg);
}

#[test]
fn the_dispatch_asks_the_rulesets_stand_in_for_the_awaited_seat_only() {
    let options = GameOptions::new(Ruleset::Classic, 3, BoardKind::Beginner);
    let mut chance = RngChance(SmallRng::seed_from_u64(5));
    let events = AnyState::create(&options, &mut chance).expect("created");
    let state = AnyState::fold(Ruleset::Classic, &events).expect("registered");
    let awaited = state.waiting_for()[0];
    let command = state
        .stand_in(awaited)
        .expect("the awaited seat has a move");
    assert!(state.legal_commands(awaited).contains(&command));
    let idle = Seat((awaited.0 + 1) % 3);
    assert_eq!(state.stand_in(idle), None);
    let _ = state.view(Viewer::Seat(awaited));
}
