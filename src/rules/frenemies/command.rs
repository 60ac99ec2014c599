//! Commands of the Frenemies scenario, beside the classic ones: gifts and
//! their answers.
//!
//! They travel inside the classic `Command::Scenario`, tagged like the
//! classic commands (`{"type": "OfferGift", "to": 1, "resource": "ore"}`);
//! no tag may repeat a classic one. Declining to steal on the desert is the
//! classic `MoveRobber` with no victim.

use crate::rules::common::Resource;
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
}
