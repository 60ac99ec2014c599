//! The random-play simulator: whole games of random legal commands, checked
//! against the rules' invariants after every event.

use crate::rules::classic::{self, invariants, BoardKind, Command, Event, Phase, State};
use crate::rules::common::RngChance;
use crate::rules::Seat;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A game longer than this many commands is stopped and counted unfinished.
pub const MAX_COMMANDS: usize = 20_000;

/// How thoroughly a game is checked as it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checks {
    /// Nothing beyond what `decide` itself checks: for measuring speed.
    None,
    /// Conservation invariants after every command, and a fold from scratch
    /// equal to the evolved state at the end.
    Invariants,
    /// Also: every event and command round-trips through JSON, and the fold
    /// from scratch equals the evolved state after every command.
    Thorough,
}

/// One simulated game.
#[derive(Debug, Clone)]
pub struct Played {
    pub events: Vec<Event>,
    pub commands: usize,
    pub winner: Option<Seat>,
    pub state: State,
}

/// Why a simulated game failed; the seed reproduces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub seed: u64,
    pub message: String,
}

/// A simulated game with every command sent, in order: replaying them with
/// [`chance_for`] of the same seed gives the same events.
#[derive(Debug, Clone)]
pub struct Recording {
    pub played: Played,
    /// Every command sent and its seat, `CreateGame` first.
    pub commands: Vec<(Seat, Command)>,
}

/// The source of chance a game of `seed` is played with.
pub fn chance_for(seed: u64) -> RngChance<SmallRng> {
    RngChance(SmallRng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15))
}

/// The `CreateGame` command a game of `seed` starts with: odd seeds play the
/// beginner board, even seeds a variable one.
pub fn create_command(seed: u64, players: u8) -> Command {
    let board = if seed.is_multiple_of(2) {
        BoardKind::Variable
    } else {
        BoardKind::Beginner
    };
    Command::CreateGame { players, board }
}

/// Plays one random game of the classic rules with `players` seats.
pub fn play_classic(seed: u64, players: u8, checks: Checks) -> Result<Played, Failure> {
    play(seed, players, checks, None)
}

/// Plays one random game like [`play_classic`] and records its commands.
pub fn record_classic(seed: u64, players: u8, checks: Checks) -> Result<Recording, Failure> {
    let mut commands = Vec::new();
    let played = play(seed, players, checks, Some(&mut commands))?;
    Ok(Recording { played, commands })
}

fn play(
    seed: u64,
    players: u8,
    checks: Checks,
    mut record: Option<&mut Vec<(Seat, Command)>>,
) -> Result<Played, Failure> {
    let fail = |message: String| Failure { seed, message };
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut chance = chance_for(seed);
    let mut state = State::default();
    let create = create_command(seed, players);
    if let Some(r) = record.as_deref_mut() {
        r.push((Seat(0), create.clone()));
    }
    let mut events = classic::decide(&state, Seat(0), create, &mut chance)
        .map_err(|e| fail(format!("creating the game: {e}")))?;
    for e in &events {
        classic::evolve(&mut state, e);
    }
    let mut commands = 0;
    let mut legal = Vec::new();
    while state.winner().is_none() && commands < MAX_COMMANDS {
        let Some(seat) = pick_awaited(&state.phase, &mut rng) else {
            return Err(fail(format!(
                "the game waits for nobody in {:?}",
                state.phase
            )));
        };
        classic::legal::legal_commands_into(&state, seat, &mut legal);
        if legal.is_empty() {
            return Err(fail(format!(
                "{seat} is awaited but has no legal command in {:?}",
                state.phase
            )));
        }
        let command = legal.swap_remove(rng.random_range(0..legal.len()));
        if let Some(r) = record.as_deref_mut() {
            r.push((seat, command.clone()));
        }
        let new = classic::decide(&state, seat, command.clone(), &mut chance)
            .map_err(|e| fail(format!("listed command {command:?} of {seat} refused: {e}")))?;
        for e in &new {
            classic::evolve(&mut state, e);
        }
        commands += 1;
        if checks != Checks::None {
            invariants::check(&state)
                .map_err(|m| fail(format!("after {command:?} by {seat}: {m}")))?;
        }
        if checks == Checks::Thorough {
            round_trip(&command).map_err(&fail)?;
            for e in &new {
                round_trip(e).map_err(&fail)?;
            }
        }
        events.extend(new);
        if checks == Checks::Thorough {
            let folded = classic::fold(&events);
            if folded != state {
                return Err(fail(format!(
                    "fold differs from evolved state after {command:?}"
                )));
            }
        }
    }
    if checks != Checks::None && classic::fold(&events) != state {
        return Err(fail(
            "fold from scratch differs from the evolved state".to_owned(),
        ));
    }
    Ok(Played {
        winner: state.winner(),
        events,
        commands,
        state,
    })
}

/// One of the seats `phase` awaits, uniformly: the same draw as picking from
/// [`Phase::awaiting`], without collecting the seats.
fn pick_awaited(phase: &Phase, rng: &mut SmallRng) -> Option<Seat> {
    match phase {
        Phase::Discard { pending, .. } if !pending.is_empty() => {
            Some(pending[rng.random_range(0..pending.len())].seat)
        }
        Phase::Discard { .. } => None,
        _ => {
            let seat = phase.current()?;
            // Drawn anyway, so that a seed plays the same game as when the
            // pick was from the collected list.
            let _ = rng.random_range(0..1);
            Some(seat)
        }
    }
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
