//! Events of Baden-Württemberg Catan: facts in the past tense, the only thing persisted.

use super::state::DevCard;
pub use crate::rules::common::table::SeatCards;
use crate::rules::common::table::TableEvent;
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::contract::GameOptions;
use crate::rules::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A fact of the game. Serialized as tagged JSON (`{"type": "DiceRolled", ...}`).
///
/// Fields holding private information are `Option`s: they are `Some` in the
/// store and `None` in a copy redacted for a viewer who may not see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    GameCreated {
        players: u8,
        /// Seats in turn order; the first one starts (clarifications.md: random order).
        turn_order: Vec<Seat>,
        /// The building cost card dealt to each seat, by seat (empty with the
        /// variable founding). Each seat's three town halls stand on its
        /// card's towns and its starting resources come from the supply.
        cost_cards: Vec<u8>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        variable_founding: bool,
        /// The options the game was created with, its ruleset among them;
        /// absent from games created before the first event recorded them
        /// (their payload must read and hash as it was stored).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        options: Option<GameOptions>,
    },
    TownHallBuilt {
        seat: Seat,
        node: NodeId,
    },
    RoadBuilt {
        seat: Seat,
        edge: EdgeId,
    },
    LandmarkBuilt {
        seat: Seat,
        node: NodeId,
    },
    /// The variable founding's starting resources: the landscapes around
    /// the last town hall placed.
    StartingResourcesTaken {
        seat: Seat,
        cards: Resources,
    },
    DiceRolled {
        seat: Seat,
        dice: [u8; 2],
    },
    ResourcesProduced {
        gains: Vec<SeatCards>,
    },
    InventorMoved {
        seat: Seat,
        tile: TileId,
    },
    CardStolen {
        seat: Seat,
        victim: Seat,
        resource: Option<Resource>,
    },
    DevelopmentCardBought {
        seat: Seat,
        card: Option<DevCard>,
    },
    InventionPlayed {
        seat: Seat,
    },
    RoadBuildingPlayed {
        seat: Seat,
    },
    SuccessfulInventionPlayed {
        seat: Seat,
        /// What the supply could give (clarifications.md: as far as it has them).
        cards: Resources,
    },
    TradePlayed {
        seat: Seat,
    },
    /// The victory field Longest Trade Road changed hands: `seat`'s town
    /// hall now stands on it (none: set aside), the previous holder's went
    /// back to their supply.
    LongestTradeRoadTaken {
        seat: Option<Seat>,
        length: u8,
    },
    /// The victory field Largest Inventor changed hands.
    LargestInventorTaken {
        seat: Seat,
        inventions: u8,
    },
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    /// `seat` reached the goal in its turn and revealed its achievements.
    GameWon {
        seat: Seat,
        points: u8,
        achievements: u8,
    },
    /// One of the shared table's events, stored under its own tag
    /// (`{"type": "TradeOffered", ...}`).
    #[serde(untagged)]
    Table(TableEvent),
}

impl Event {
    /// The event's tag, as stored in the `type` column.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameCreated { .. } => "GameCreated",
            Event::TownHallBuilt { .. } => "TownHallBuilt",
            Event::RoadBuilt { .. } => "RoadBuilt",
            Event::LandmarkBuilt { .. } => "LandmarkBuilt",
            Event::StartingResourcesTaken { .. } => "StartingResourcesTaken",
            Event::DiceRolled { .. } => "DiceRolled",
            Event::ResourcesProduced { .. } => "ResourcesProduced",
            Event::InventorMoved { .. } => "InventorMoved",
            Event::CardStolen { .. } => "CardStolen",
            Event::DevelopmentCardBought { .. } => "DevelopmentCardBought",
            Event::InventionPlayed { .. } => "InventionPlayed",
            Event::RoadBuildingPlayed { .. } => "RoadBuildingPlayed",
            Event::SuccessfulInventionPlayed { .. } => "SuccessfulInventionPlayed",
            Event::TradePlayed { .. } => "TradePlayed",
            Event::LongestTradeRoadTaken { .. } => "LongestTradeRoadTaken",
            Event::LargestInventorTaken { .. } => "LargestInventorTaken",
            Event::TurnEnded { .. } => "TurnEnded",
            Event::GameWon { .. } => "GameWon",
            Event::Table(e) => e.kind(),
        }
    }

    /// The seat that acted, where one did.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::GameCreated { .. }
            | Event::ResourcesProduced { .. }
            | Event::LongestTradeRoadTaken { .. } => None,
            Event::TownHallBuilt { seat, .. }
            | Event::RoadBuilt { seat, .. }
            | Event::LandmarkBuilt { seat, .. }
            | Event::StartingResourcesTaken { seat, .. }
            | Event::DiceRolled { seat, .. }
            | Event::InventorMoved { seat, .. }
            | Event::CardStolen { seat, .. }
            | Event::DevelopmentCardBought { seat, .. }
            | Event::InventionPlayed { seat }
            | Event::RoadBuildingPlayed { seat }
            | Event::SuccessfulInventionPlayed { seat, .. }
            | Event::TradePlayed { seat }
            | Event::LargestInventorTaken { seat, .. }
            | Event::TurnEnded { seat, .. }
            | Event::GameWon { seat, .. } => Some(*seat),
            Event::Table(e) => Some(e.seat()),
        }
    }

    /// The event as `viewer` may see it: a drawn card is known to the
    /// inventor's player and the victim, a bought card to its buyer (an
    /// achievement stays hidden until the winner reveals it); everything
    /// else is public.
    pub fn redacted_for(&self, viewer: Viewer) -> Event {
        match self {
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => Event::CardStolen {
                seat: *seat,
                victim: *victim,
                resource: viewer.shown(&[*seat, *victim], *resource),
            },
            Event::DevelopmentCardBought { seat, card } => Event::DevelopmentCardBought {
                seat: *seat,
                card: viewer.shown(&[*seat], *card),
            },
            other => other.clone(),
        }
    }
}

impl Event {
    /// The shared table's event this one is, if it is one.
    pub fn table(&self) -> Option<&TableEvent> {
        match self {
            Event::Table(e) => Some(e),
            _ => None,
        }
    }
}

impl From<TableEvent> for Event {
    fn from(e: TableEvent) -> Self {
        Event::Table(e)
    }
}
