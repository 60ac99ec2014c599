//! Commands of Baden-Württemberg Catan: what a seat asks to do, in the imperative.

use crate::rules::common::table::TableCommand;
use crate::rules::common::{EdgeId, NodeId, Resource, TileId};
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

/// Something a seat asks to do. Serialized as tagged JSON:
/// `{"type": "BuildRoad", "edge": 12}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Command {
    /// Roll the dice for the turn's yields.
    RollDice,
    /// Move the inventor to `tile` and draw a card from `victim`, if any.
    MoveInventor { tile: TileId, victim: Option<Seat> },
    /// Place a road (free during Road Building).
    BuildRoad { edge: EdgeId },
    /// Found a town hall on a town field (free during the variable founding).
    BuildTownHall { node: NodeId },
    /// Build the landmark of a landmark field.
    BuildLandmark { node: NodeId },
    /// Buy the top card of the development deck.
    BuyDevelopmentCard,
    /// Play an invention: move the inventor and draw a card.
    PlayInvention,
    /// Play Road Building: two free roads.
    PlayRoadBuilding,
    /// Play Successful Invention: two resources from the supply.
    PlaySuccessfulInvention { resources: [Resource; 2] },
    /// Play Trade: 2:1 with the supply for the rest of the turn.
    PlayTrade,
    /// End your turn and pass the dice.
    EndTurn,
    /// One of the shared table's commands, sent under its own tag
    /// (`{"type": "AcceptOffer", "offer": 2}`).
    #[serde(untagged)]
    Table(TableCommand),
}

impl Command {
    /// The shared table's command this one is, if it is one.
    pub fn table(&self) -> Option<&TableCommand> {
        match self {
            Command::Table(c) => Some(c),
            _ => None,
        }
    }
}

impl From<TableCommand> for Command {
    fn from(c: TableCommand) -> Self {
        Command::Table(c)
    }
}
