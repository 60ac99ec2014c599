//! The scenario's own commands, sent inside the classic ones
//! (`Command::Scenario`).

use crate::rules::classic::state::OfferId;
use crate::rules::common::{NodeId, Resource, Resources, TileId};
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

/// Something a seat asks to do with oil. Serialized as tagged JSON
/// (`{"type": "ConvertOil", "resource": "ore"}`), beside the classic commands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum OilCommand {
    /// Use 1 oil for 2 of `resource`.
    ConvertOil { resource: Resource },
    /// Use 1 brick, 1 grain, 1 ore and 2 oil to make the city on `node` a metropolis.
    BuildMetropolis { node: NodeId },
    /// Put one oil out of the game.
    SequesterOil,
    /// After a 7: give up `oil` oil and these cards (half of cards and oil together).
    DiscardWithOil { cards: Resources, oil: u8 },
    /// Move the robber to `tile` and take one oil from `victim`.
    StealOil { tile: TileId, victim: Seat },
    /// Offer a trade with oil on either side (current player only).
    OfferOilTrade {
        give: Resources,
        give_oil: u8,
        want: Resources,
        want_oil: u8,
        to: Vec<Seat>,
    },
    /// Answer an offer with other terms, oil included (seen from the
    /// offering player: `give` is what they would give you).
    CounterOilOffer {
        offer: OfferId,
        give: Resources,
        give_oil: u8,
        want: Resources,
        want_oil: u8,
    },
    /// Play Year of Plenty naming oil: one oil and one `resource`, or two
    /// oil when `resource` is `None`.
    PlayYearOfPlentyForOil { resource: Option<Resource> },
    /// Play Monopoly naming oil.
    PlayMonopolyOnOil,
}
