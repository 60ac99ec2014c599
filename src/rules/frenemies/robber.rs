//! The harmless robber (frenemies.txt §Earning 1; clarifications.md
//! §Frenemies): after a 7 or a Knight, 1 FT for a hex no settlement or city
//! touches, or for the desert when the player declines to steal.

use super::command::FrenemiesCommand;
use super::decide::{Drawer, Events};
use super::event::Earning;
use super::state::Frenemies;
use crate::rules::classic::decide::steal_candidates;
use crate::rules::classic::{Command, Event, Phase, State};
use crate::rules::common::{Chance, Terrain, TileId};
use crate::rules::Seat;

/// True when `seat` may move the robber to the desert `tile` and decline to
/// steal, where classic would make it steal.
pub fn may_decline_steal(state: &State<Frenemies>, seat: Seat, tile: TileId) -> bool {
    matches!(state.phase, Phase::MoveRobber { seat: s } if s == seat)
        && state.board.has_tile(tile)
        && tile != state.robber
        && state.board.tile(tile).terrain == Terrain::Desert
        && !steal_candidates(state, seat, tile).is_empty()
}

/// The robber moves to the desert and steals nothing: 1 FT.
pub fn decline_steal(
    state: &State<Frenemies>,
    seat: Seat,
    tile: TileId,
    chance: &mut impl Chance,
) -> Events {
    let mut events = vec![Event::RobberMoved { seat, tile }];
    events.extend(Drawer::new(&state.scenario).draw(seat, Earning::HarmlessRobber, 1, chance));
    events
}

/// After the robber moved: 1 FT if no settlement or city touches its hex, or
/// if the hex is the desert and nothing was stolen.
pub fn after_robber_moved(
    after: &State<Frenemies>,
    seat: Seat,
    events: &mut Events,
    chance: &mut impl Chance,
) {
    let tile = after.board.tile(after.robber);
    let empty = tile.nodes.iter().all(|n| after.building(*n).is_none());
    let stole = events.iter().any(|e| matches!(e, Event::CardStolen { .. }));
    if empty || (tile.terrain == Terrain::Desert && !stole) {
        events.extend(Drawer::new(&after.scenario).draw(seat, Earning::HarmlessRobber, 1, chance));
    }
}

/// The robber moves to the desert without a victim, where classic lists
/// only steals.
pub fn legal(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<FrenemiesCommand>>) {
    for t in &state.board.tiles {
        if may_decline_steal(state, seat, t.id) {
            out.push(Command::MoveRobber {
                tile: t.id,
                victim: None,
            });
        }
    }
}
