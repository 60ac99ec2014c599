//! Auditing an Oil Springs history: whether the scenario's own random
//! outcomes (the springs' placement, the disaster dice, the hex polluted
//! among several with the number rolled) follow from the game's revealed
//! seed, drawn as `decide` drew them.

use super::board::{draw_springs, fixed_layout, FIXED_SPRINGS};
use super::event::OilEvent;
use super::state::OilSprings;
use crate::rules::classic::State;
use crate::rules::common::{Chance, Purpose, TileId};

/// Re-derives the outcome of one of the scenario's own events (see
/// [`crate::rules::classic::scenario::Scenario::check_outcome`]).
pub fn check_outcome(
    state: &State<OilSprings>,
    event: &OilEvent,
    chance: &mut impl Chance,
) -> Result<bool, String> {
    let k = state.scenario.draws;
    match event {
        OilEvent::OilSpringsPlaced { springs } => {
            if is_beginner_board(state) && *springs == FIXED_SPRINGS {
                return Ok(false);
            }
            if *springs != draw_springs(&state.board, false, chance, 0) {
                return Err("the oil springs do not follow from the seed".to_owned());
            }
            Ok(true)
        }
        OilEvent::DisasterRolled { dice, .. } => {
            let again = [
                chance.draw(Purpose::Scenario, k, 6) as u8 + 1,
                chance.draw(Purpose::Scenario, k + 1, 6) as u8 + 1,
            ];
            if again != *dice {
                return Err("the disaster dice do not follow from the seed".to_owned());
            }
            Ok(true)
        }
        OilEvent::HexPolluted { tile, number } => polluted(state, *tile, Some(*number), chance),
        OilEvent::SpringPolluted { tile, .. } => {
            let number = state.board.tiles.get(tile.index()).and_then(|t| t.number);
            polluted(state, *tile, number, chance)
        }
        _ => Ok(false),
    }
}

/// The hex pollution struck: among several hexes with the number rolled,
/// the one drawn right after the disaster dice (whose two draws the state
/// has already counted).
fn polluted(
    state: &State<OilSprings>,
    tile: TileId,
    number: Option<u8>,
    chance: &mut impl Chance,
) -> Result<bool, String> {
    let candidates: Vec<TileId> = state
        .board
        .tiles
        .iter()
        .filter(|t| number.is_some() && t.number == number && !state.scenario.is_destroyed(t.id))
        .map(|t| t.id)
        .collect();
    let (drawn, draws) = match candidates.len() {
        0 => (None, false),
        1 => (Some(candidates[0]), false),
        n => {
            let pick = chance.draw(Purpose::Scenario, state.scenario.draws, n as u32);
            (candidates.get(pick as usize).copied(), true)
        }
    };
    if drawn != Some(tile) {
        return Err("the hex polluted does not follow from the seed".to_owned());
    }
    Ok(draws)
}

/// True when the board is the fixed one, whose springs are fixed.
fn is_beginner_board(state: &State<OilSprings>) -> bool {
    let fixed = fixed_layout();
    state.board.tiles.len() == fixed.tiles.len()
        && state
            .board
            .tiles
            .iter()
            .zip(&fixed.tiles)
            .all(|(t, l)| t.terrain == l.terrain && t.number == l.number)
}
