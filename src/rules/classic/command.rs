//! Commands of the classic game: what a seat asks to do, in the imperative.

use super::scenario::Never;
use crate::rules::common::table::TableCommand;
use crate::rules::common::{EdgeId, NodeId, Resource, TileId};
use crate::rules::Seat;

pub use crate::rules::contract::BoardKind;
use serde::{Deserialize, Serialize};

/// Something a seat asks to do. Serialized as tagged JSON:
/// `{"type": "BuildRoad", "edge": 12}`. `C` is the scenario's own commands;
/// `Command` alone is the base game's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Command<C = Never> {
    /// Starts the game (issued by the service for the host, seat 0).
    CreateGame { players: u8, board: BoardKind },
    /// Roll the dice to start the turn's production.
    RollDice,
    /// Move the robber to `tile` and steal from `victim`, if any.
    MoveRobber { tile: TileId, victim: Option<Seat> },
    /// Place a road (free during setup and Road Building).
    BuildRoad { edge: EdgeId },
    /// Place a settlement (free during setup).
    BuildSettlement { node: NodeId },
    /// Upgrade one of your settlements.
    BuildCity { node: NodeId },
    /// Buy the top card of the development deck.
    BuyDevelopmentCard,
    /// Play a Knight: move the robber and steal.
    PlayKnight,
    /// Play Road Building: up to two free roads.
    PlayRoadBuilding,
    /// Play Year of Plenty: take two resources from the bank.
    PlayYearOfPlenty { resources: [Resource; 2] },
    /// Play Monopoly: every other player gives you all of `resource`.
    PlayMonopoly { resource: Resource },
    /// End your turn and pass the dice.
    EndTurn,
    /// In the Special Building Phase: the builds you planned (none, to
    /// pass) are all you build this time.
    EndSpecialBuilding,
    /// One of the shared table's commands, sent under its own tag
    /// (`{"type": "AcceptOffer", "offer": 2}`; a trade with the bank as
    /// `MaritimeTrade`).
    #[serde(untagged, with = "maritime")]
    Table(TableCommand),
    /// One of the scenario's own commands, sent as its own tagged JSON.
    #[serde(untagged)]
    Scenario(C),
}

impl<C> From<TableCommand> for Command<C> {
    fn from(c: TableCommand) -> Self {
        Command::Table(c)
    }
}

impl<C> Command<C> {
    /// The same command with its scenario part mapped by `f`; `None` when
    /// `f` drops it. One match serves [`base`](Command::base) and
    /// [`lift`](Command::lift).
    fn try_map_scenario<D>(&self, f: impl FnOnce(&C) -> Option<D>) -> Option<Command<D>> {
        Some(match self {
            Command::CreateGame { players, board } => Command::CreateGame {
                players: *players,
                board: *board,
            },
            Command::RollDice => Command::RollDice,
            Command::MoveRobber { tile, victim } => Command::MoveRobber {
                tile: *tile,
                victim: *victim,
            },
            Command::BuildRoad { edge } => Command::BuildRoad { edge: *edge },
            Command::BuildSettlement { node } => Command::BuildSettlement { node: *node },
            Command::BuildCity { node } => Command::BuildCity { node: *node },
            Command::BuyDevelopmentCard => Command::BuyDevelopmentCard,
            Command::PlayKnight => Command::PlayKnight,
            Command::PlayRoadBuilding => Command::PlayRoadBuilding,
            Command::PlayYearOfPlenty { resources } => Command::PlayYearOfPlenty {
                resources: *resources,
            },
            Command::PlayMonopoly { resource } => Command::PlayMonopoly {
                resource: *resource,
            },
            Command::Table(c) => Command::Table(c.clone()),
            Command::EndTurn => Command::EndTurn,
            Command::EndSpecialBuilding => Command::EndSpecialBuilding,
            Command::Scenario(c) => Command::Scenario(f(c)?),
        })
    }

    /// The base game's command this one is, or `None` for one of the
    /// scenario's own: what the classic presentation draws.
    pub fn base(&self) -> Option<Command> {
        self.try_map_scenario(|_| None)
    }

    /// The shared table's command this one is, if it is one.
    pub fn table(&self) -> Option<&TableCommand> {
        match self {
            Command::Table(c) => Some(c),
            _ => None,
        }
    }

    /// The scenario's own command, if this is one.
    pub fn scenario(&self) -> Option<&C> {
        match self {
            Command::Scenario(c) => Some(c),
            _ => None,
        }
    }
}

impl Command {
    /// The base game's command as a command of a game with scenario
    /// commands `C` (a form read by the classic presentation).
    pub fn lift<C>(&self) -> Command<C> {
        self.try_map_scenario(|never| match *never {})
            .expect("a base command has no scenario part to drop")
    }
}

/// Classic's JSON of the shared table's commands: a trade with the supply
/// is the bank's `MaritimeTrade`, every other command keeps the table's tag.
mod maritime {
    use crate::rules::common::table::TableCommand;
    use crate::rules::common::Resource;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(tag = "type", deny_unknown_fields)]
    enum Bank {
        MaritimeTrade { give: Resource, get: Resource },
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Sent {
        Bank(Bank),
        Table(TableCommand),
    }

    pub fn serialize<S: Serializer>(command: &TableCommand, s: S) -> Result<S::Ok, S::Error> {
        match *command {
            TableCommand::SupplyTrade { give, get } => {
                Bank::MaritimeTrade { give, get }.serialize(s)
            }
            ref other => other.serialize(s),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TableCommand, D::Error> {
        match Sent::deserialize(d)? {
            Sent::Bank(Bank::MaritimeTrade { give, get }) => {
                Ok(TableCommand::SupplyTrade { give, get })
            }
            Sent::Table(TableCommand::SupplyTrade { .. }) => {
                Err(D::Error::unknown_variant("SupplyTrade", &["MaritimeTrade"]))
            }
            Sent::Table(other) => Ok(other),
        }
    }
}
