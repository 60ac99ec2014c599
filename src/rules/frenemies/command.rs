//! Commands of the Frenemies scenario, beside the classic ones: gifts and
//! their answers, redemptions at the five guilds, and the exchange.
//!
//! They travel inside the classic `Command::Scenario`, tagged like the
//! classic commands (`{"type": "OfferGift", "to": 1, "resource": "ore"}`);
//! no tag may repeat a classic one. Declining to steal on the desert is the
//! classic `MoveRobber` with no victim.

use super::state::Guild;
use crate::rules::common::{EdgeId, Resource, Resources};
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

/// Something a seat asks to do in a Frenemies game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum FrenemiesCommand {
    /// Offer one `resource` to `to`, who has no more visible points than you.
    OfferGift { to: Seat, resource: Resource },
    /// Take the gift offered to you (the giver draws a favor token).
    AcceptGift,
    /// Refuse the gift offered to you.
    RejectGift,
    /// Ask the giver for `resource` instead of the one offered.
    AskForAnotherResource { resource: Resource },
    /// Give the resource the recipient asked for (the gift is taken).
    GiveAskedResource,
    /// Take back your gift.
    WithdrawGift,
    /// Traders (1 wagon): swap `give` for `get` with the bank, one or two
    /// cards each side, never the same resource on both.
    RedeemTraders { give: Resources, get: Resources },
    /// Merchants (1 ship): take one `resource` from the bank.
    RedeemMerchants { resource: Resource },
    /// Road Builders (1 shovel): place a free road on `edge` at once.
    RedeemRoadBuilders { edge: EdgeId },
    /// Scholars (2 books): draw a free development card.
    RedeemScholars,
    /// Master Builders (2 compasses): take a VP marker.
    RedeemMasterBuilders,
    /// Draw a favor token, then return one (`ReturnToken`).
    ExchangeToken,
    /// Finish an exchange: return a token of `guild` to the supply, the one
    /// just drawn if it is of that guild.
    ReturnToken { guild: Guild },
}
