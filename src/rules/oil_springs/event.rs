//! The scenario's own events, recorded inside the classic ones
//! (`Event::Scenario`). Oil is open information: no field is private.

use crate::rules::classic::scenario::ScenarioEvent;
use crate::rules::classic::state::OfferId;
use crate::rules::common::{NodeId, Resource, Resources, TileId};
use crate::rules::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Oil one seat received or gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatOil {
    pub seat: Seat,
    pub oil: u8,
}

/// A fact of an Oil Springs game. Serialized as tagged JSON
/// (`{"type": "OilProduced", ...}`), beside the classic events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum OilEvent {
    /// The springs of a new game; the supply is filled and the robber waits
    /// off the board.
    OilSpringsPlaced { springs: Vec<TileId> },
    /// Oil from the springs of a roll, handed out one at a time from the
    /// roller clockwise while the supply lasted.
    OilProduced { gains: Vec<SeatOil> },
    /// Oil for a second starting settlement next to springs.
    StartingOilTaken { seat: Seat, oil: u8 },
    /// Oil from Year of Plenty (with the `YearOfPlentyPlayed` before it).
    OilTaken { seat: Seat, oil: u8 },
    /// A discard after a 7 that gave up oil (and these cards).
    OilDiscarded {
        seat: Seat,
        oil: u8,
        cards: Resources,
    },
    /// The robber took one oil instead of a card (after `RobberMoved`).
    OilStolen { seat: Seat, victim: Seat },
    /// One oil used for two of a resource.
    OilConverted { seat: Seat, resource: Resource },
    /// A city became a metropolis.
    MetropolisBuilt { seat: Seat, node: NodeId },
    /// One oil sequestered, out of the game.
    OilSequestered { seat: Seat },
    /// The Champion of the Environment token changed hands.
    ChampionTaken { seat: Seat, sequestered: u8 },
    /// The oil side of the offer or counter-offer just made by `seat`.
    OilTermsSet {
        offer: OfferId,
        seat: Seat,
        give: u8,
        want: u8,
    },
    /// The oil side of a trade (with the `TradeConfirmed` after it).
    OilTraded {
        offer: OfferId,
        seat: Seat,
        with: Seat,
        gave: u8,
        got: u8,
    },
    /// Monopoly named oil.
    OilMonopolyPlayed { seat: Seat, taken: Vec<SeatOil> },
    /// The disaster phase: the dice that say where disaster strikes.
    DisasterRolled { seat: Seat, dice: [u8; 2] },
    /// A 7: coastal settlements went back to their owners, then coastal
    /// cities became settlements, or were removed for want of a settlement
    /// piece. Metropolises and roads stayed.
    CoastFlooded {
        settlements_removed: Vec<NodeId>,
        cities_reduced: Vec<NodeId>,
        cities_removed: Vec<NodeId>,
    },
    /// Pollution took a hex's number token to the disaster track for good.
    HexPolluted { tile: TileId, number: u8 },
    /// Pollution at a spring: oil lost for good, from the supply first, then
    /// from players one at a time from the causer clockwise.
    SpringPolluted {
        tile: TileId,
        from_supply: u8,
        from_players: Vec<SeatOil>,
    },
    /// The fifth token on the track: the island is abandoned, nobody wins,
    /// the Champion (if any) has the Pyrrhic Victory.
    IslandAbandoned { champion: Option<Seat> },
}

impl ScenarioEvent for OilEvent {
    fn kind(&self) -> &'static str {
        match self {
            OilEvent::OilSpringsPlaced { .. } => "OilSpringsPlaced",
            OilEvent::OilProduced { .. } => "OilProduced",
            OilEvent::StartingOilTaken { .. } => "StartingOilTaken",
            OilEvent::OilTaken { .. } => "OilTaken",
            OilEvent::OilDiscarded { .. } => "OilDiscarded",
            OilEvent::OilStolen { .. } => "OilStolen",
            OilEvent::OilConverted { .. } => "OilConverted",
            OilEvent::MetropolisBuilt { .. } => "MetropolisBuilt",
            OilEvent::OilSequestered { .. } => "OilSequestered",
            OilEvent::ChampionTaken { .. } => "ChampionTaken",
            OilEvent::OilTermsSet { .. } => "OilTermsSet",
            OilEvent::OilTraded { .. } => "OilTraded",
            OilEvent::OilMonopolyPlayed { .. } => "OilMonopolyPlayed",
            OilEvent::DisasterRolled { .. } => "DisasterRolled",
            OilEvent::CoastFlooded { .. } => "CoastFlooded",
            OilEvent::HexPolluted { .. } => "HexPolluted",
            OilEvent::SpringPolluted { .. } => "SpringPolluted",
            OilEvent::IslandAbandoned { .. } => "IslandAbandoned",
        }
    }

    fn seat(&self) -> Option<Seat> {
        match self {
            OilEvent::OilSpringsPlaced { .. }
            | OilEvent::OilProduced { .. }
            | OilEvent::CoastFlooded { .. }
            | OilEvent::HexPolluted { .. }
            | OilEvent::SpringPolluted { .. }
            | OilEvent::IslandAbandoned { .. } => None,
            OilEvent::StartingOilTaken { seat, .. }
            | OilEvent::OilTaken { seat, .. }
            | OilEvent::OilDiscarded { seat, .. }
            | OilEvent::OilStolen { seat, .. }
            | OilEvent::OilConverted { seat, .. }
            | OilEvent::MetropolisBuilt { seat, .. }
            | OilEvent::OilSequestered { seat }
            | OilEvent::ChampionTaken { seat, .. }
            | OilEvent::OilTermsSet { seat, .. }
            | OilEvent::OilTraded { seat, .. }
            | OilEvent::OilMonopolyPlayed { seat, .. }
            | OilEvent::DisasterRolled { seat, .. } => Some(*seat),
        }
    }

    /// Oil is open information (oil-springs.txt §Resource Production):
    /// every viewer sees every oil event whole.
    fn redacted_for(&self, _viewer: Viewer) -> Self {
        self.clone()
    }
}
