//! Commands of Baden-Württemberg Catan: what a seat asks to do, in the imperative.

use super::state::OfferId;
use crate::rules::common::table::{table_commands, TableCommand};
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

/// Something a seat asks to do. Serialized as tagged JSON:
/// `{"type": "BuildRoad", "edge": 12}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Command {
    /// Roll the dice for the turn's yields.
    RollDice,
    /// Give up these cards after a 7 (half the hand, rounded down).
    Discard { cards: Resources },
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
    /// Trade with the supply: give `give` at the current rate for one `get`.
    SupplyTrade { give: Resource, get: Resource },
    /// Offer a trade to other players (current player only).
    OfferTrade {
        give: Resources,
        want: Resources,
        to: Vec<Seat>,
    },
    /// Accept an offer made to you.
    AcceptOffer { offer: OfferId },
    /// Refuse an offer made to you.
    RejectOffer { offer: OfferId },
    /// Answer an offer with other terms (seen from the offering player:
    /// `give` is what they would give you).
    CounterOffer {
        offer: OfferId,
        give: Resources,
        want: Resources,
    },
    /// Take back your own offer.
    WithdrawOffer { offer: OfferId },
    /// Complete your offer with a player who accepted or countered it.
    ConfirmTrade { offer: OfferId, with: Seat },
    /// End your turn and pass the dice.
    EndTurn,
}

table_commands!(Command, SupplyTrade);
