//! The random-play simulator: whole games of random legal commands of any
//! ruleset, checked against the ruleset's invariants after every event.

use crate::rules::classic::Classic;
use crate::rules::common::{Chance, Purpose, RngChance};
use crate::rules::{BoardKind, GameOptions, Rules, Ruleset, Seat, Status};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A game longer than this many commands is stopped and counted unfinished.
pub const MAX_COMMANDS: usize = 20_000;

/// How thoroughly a game is checked as it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checks {
    /// Nothing beyond what `decide` itself checks: for measuring speed.
    None,
    /// The ruleset's invariants after every command, and a fold from scratch
    /// equal to the evolved state at the end.
    Invariants,
    /// Also: every event and command round-trips through JSON, and the fold
    /// from scratch equals the evolved state after every command.
    Thorough,
}

/// One simulated game.
#[derive(Debug, Clone)]
pub struct Played<R: Rules> {
    pub events: Vec<R::Event>,
    pub commands: usize,
    /// Where the game ended (or stood when stopped at [`MAX_COMMANDS`]).
    pub status: Status,
    pub state: R::State,
}

impl<R: Rules> Played<R> {
    /// The winner, if the game ended with one.
    pub fn winner(&self) -> Option<Seat> {
        match self.status {
            Status::Finished(winner) => winner,
            _ => None,
        }
    }
}

/// Why a simulated game failed; the seed reproduces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub seed: u64,
    pub message: String,
}

/// A simulated game with every command sent after its creation, in order:
/// creating it with [`options_for`] and replaying them with [`chance_for`]
/// of the same seed gives the same events.
#[derive(Debug, Clone)]
pub struct Recording<R: Rules> {
    pub options: GameOptions,
    pub played: Played<R>,
    /// Every command sent and its seat.
    pub commands: Vec<(Seat, R::Command)>,
}

/// The source of chance a game of `seed` is played with.
pub fn chance_for(seed: u64) -> RngChance<SmallRng> {
    RngChance(SmallRng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15))
}

/// A source of chance keyed like a game's seed: each draw depends only on
/// its purpose and counter (as the service's seeded chance does), so a
/// game played with it can be re-derived event by event
/// ([`Rules::rederive`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyedChance(pub u64);

impl Chance for KeyedChance {
    fn draw(&mut self, purpose: Purpose, k: u64, n: u32) -> u32 {
        let key = (purpose as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ k.rotate_left(17);
        SmallRng::seed_from_u64(self.0 ^ key).random_range(0..n.max(1))
    }
}

/// Plays one random game like [`play`], drawing chance from
/// [`KeyedChance`] of `seed`.
pub fn play_keyed<R: Rules>(seed: u64, players: u8) -> Result<Played<R>, Failure> {
    run::<R>(
        seed,
        players,
        Checks::Invariants,
        None,
        &mut KeyedChance(seed),
    )
}

/// Re-derives every event of a game from `chance`, folding as it goes:
/// for each event, whether it drew chance (`Ok(true)` from
/// [`Rules::rederive`]); the index and reason of the first that does not
/// follow.
pub fn rederive_all<R: Rules>(
    events: &[R::Event],
    chance: &mut impl Chance,
) -> Result<Vec<bool>, (usize, String)> {
    let mut state = R::State::default();
    let mut drew = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        drew.push(R::rederive(&state, e, chance).map_err(|m| (i, m))?);
        R::evolve(&mut state, e);
    }
    Ok(drew)
}

/// The options a game of `seed` is created with: odd seeds play the fixed
/// board, even seeds a variable one.
pub fn options_for(ruleset: Ruleset, seed: u64, players: u8) -> GameOptions {
    let board = if seed.is_multiple_of(2) {
        BoardKind::Variable
    } else {
        BoardKind::Beginner
    };
    GameOptions::new(ruleset, players, board)
}

/// Plays one random game of the classic rules with `players` seats.
pub fn play_classic(seed: u64, players: u8, checks: Checks) -> Result<Played<Classic>, Failure> {
    play::<Classic>(seed, players, checks)
}

/// Plays one random game of `R` with `players` seats.
pub fn play<R: Rules>(seed: u64, players: u8, checks: Checks) -> Result<Played<R>, Failure> {
    run::<R>(seed, players, checks, None, &mut chance_for(seed))
}

/// Plays one random game like [`play`] and records its commands.
pub fn record<R: Rules>(seed: u64, players: u8, checks: Checks) -> Result<Recording<R>, Failure> {
    let mut commands = Vec::new();
    let played = run::<R>(
        seed,
        players,
        checks,
        Some(&mut commands),
        &mut chance_for(seed),
    )?;
    Ok(Recording {
        options: options_for(R::RULESET, seed, players),
        played,
        commands,
    })
}

fn run<R: Rules>(
    seed: u64,
    players: u8,
    checks: Checks,
    mut record: Option<&mut Vec<(Seat, R::Command)>>,
    chance: &mut impl Chance,
) -> Result<Played<R>, Failure> {
    let fail = |message: String| Failure { seed, message };
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = R::State::default();
    let options = options_for(R::RULESET, seed, players);
    let mut events =
        R::create(&options, chance).map_err(|e| fail(format!("creating the game: {e}")))?;
    for e in &events {
        R::evolve(&mut state, e);
    }
    let mut commands = 0;
    while !R::status(&state).is_over() && commands < MAX_COMMANDS {
        let awaited = R::waiting_for(&state);
        if awaited.is_empty() {
            return Err(fail(format!("the game waits for nobody in {state:?}")));
        }
        let seat = awaited[rng.random_range(0..awaited.len())];
        let mut legal = R::legal_commands(&state, seat);
        if legal.is_empty() {
            return Err(fail(format!(
                "{seat} is awaited but has no legal command in {state:?}"
            )));
        }
        let command = legal.swap_remove(rng.random_range(0..legal.len()));
        if let Some(r) = record.as_deref_mut() {
            r.push((seat, command.clone()));
        }
        let new = R::decide(&state, seat, command.clone(), chance)
            .map_err(|e| fail(format!("listed command {command:?} of {seat} refused: {e}")))?;
        for e in &new {
            R::evolve(&mut state, e);
        }
        commands += 1;
        if checks != Checks::None {
            R::check_invariants(&state)
                .map_err(|m| fail(format!("after {command:?} by {seat}: {m}")))?;
        }
        if checks == Checks::Thorough {
            round_trip(&command).map_err(&fail)?;
            for e in &new {
                round_trip(e).map_err(&fail)?;
            }
        }
        events.extend(new);
        if checks == Checks::Thorough && fold::<R>(&events) != state {
            return Err(fail(format!(
                "fold differs from evolved state after {command:?}"
            )));
        }
    }
    if checks != Checks::None && fold::<R>(&events) != state {
        return Err(fail(
            "fold from scratch differs from the evolved state".to_owned(),
        ));
    }
    Ok(Played {
        status: R::status(&state),
        events,
        commands,
        state,
    })
}

/// Folds `events` from the empty state.
pub fn fold<R: Rules>(events: &[R::Event]) -> R::State {
    let mut state = R::State::default();
    for e in events {
        R::evolve(&mut state, e);
    }
    state
}

fn round_trip<T>(value: &T) -> Result<(), String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).map_err(|e| format!("serializing {value:?}: {e}"))?;
    let back: T = serde_json::from_str(&json).map_err(|e| format!("parsing {json}: {e}"))?;
    if &back == value {
        Ok(())
    } else {
        Err(format!("{value:?} came back from JSON as {back:?}"))
    }
}
