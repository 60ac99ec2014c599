//! Events of the Frenemies scenario: facts in the past tense, persisted
//! inside the classic `Event::Scenario` with their own tags.
//!
//! Token guilds are private to their owner: every event naming the guild of
//! a face-down token carries it as an `Option`, `None` in a copy redacted for
//! anyone else. Counts are public.

use super::state::{Guild, Guilds};
use crate::rules::classic::state::DevCard;
use crate::rules::common::{Resource, Resources};
use crate::rules::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Why favor tokens were drawn (frenemies.txt §Earning Favor Tokens).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Earning {
    /// The robber moved harmlessly.
    HarmlessRobber,
    /// A gift was taken.
    Gift,
    /// A road connected two networks for the first time.
    Connection,
}

/// A favor performed by a guild, with what it gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "guild")]
pub enum Favor {
    /// Swapped with the bank.
    Traders { gave: Resources, got: Resources },
    /// Took one resource.
    Merchants { resource: Resource },
    /// A free road, placed by the `RoadBuilt` that follows.
    RoadBuilders,
    /// A free development card, private to its owner like a bought one.
    Scholars { card: Option<DevCard> },
    /// A VP marker.
    MasterBuilders,
}

impl Favor {
    /// The guild that grants it.
    pub const fn guild(&self) -> Guild {
        match self {
            Favor::Traders { .. } => Guild::Traders,
            Favor::Merchants { .. } => Guild::Merchants,
            Favor::RoadBuilders => Guild::RoadBuilders,
            Favor::Scholars { .. } => Guild::Scholars,
            Favor::MasterBuilders => Guild::MasterBuilders,
        }
    }
}

/// A fact of a Frenemies game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum FrenemiesEvent {
    /// The favor token supply for the player count was set out face down.
    TokenSupplySetOut {
        tokens: Guilds,
    },
    /// `seat` drew `count` tokens from the supply (fewer than earned when it
    /// ran short); `tokens` says which, for their owner only.
    FavorTokensDrawn {
        seat: Seat,
        reason: Earning,
        count: u8,
        tokens: Option<Guilds>,
    },
    /// `seat`'s new road connected its network to these opponents' for the
    /// first time.
    NetworksConnected {
        seat: Seat,
        with: Vec<Seat>,
    },
    GiftOffered {
        seat: Seat,
        to: Seat,
        resource: Resource,
    },
    /// The recipient `seat` took the gift from `from`.
    GiftAccepted {
        seat: Seat,
        from: Seat,
        resource: Resource,
    },
    /// The recipient `seat` refused the gift from `from`.
    GiftRejected {
        seat: Seat,
        from: Seat,
    },
    /// The recipient `seat` asked `from` for `resource` instead.
    AnotherResourceAsked {
        seat: Seat,
        from: Seat,
        resource: Resource,
    },
    /// The giver `seat` gave the resource `to` asked for.
    AskedResourceGiven {
        seat: Seat,
        to: Seat,
        resource: Resource,
    },
    GiftWithdrawn {
        seat: Seat,
    },
    /// `seat` returned the guild's tokens face up to its hall for `favor`.
    TokensRedeemed {
        seat: Seat,
        favor: Favor,
    },
    /// `seat` began an exchange by drawing a token (`None` when redacted).
    TokenExchangeDrawn {
        seat: Seat,
        token: Option<Guild>,
    },
    /// `seat` ended the exchange by returning a token to the supply.
    TokenReturned {
        seat: Seat,
        token: Option<Guild>,
    },
}

impl FrenemiesEvent {
    /// The event's tag, as stored in the `type` column.
    pub fn kind(&self) -> &'static str {
        match self {
            FrenemiesEvent::TokenSupplySetOut { .. } => "TokenSupplySetOut",
            FrenemiesEvent::FavorTokensDrawn { .. } => "FavorTokensDrawn",
            FrenemiesEvent::NetworksConnected { .. } => "NetworksConnected",
            FrenemiesEvent::GiftOffered { .. } => "GiftOffered",
            FrenemiesEvent::GiftAccepted { .. } => "GiftAccepted",
            FrenemiesEvent::GiftRejected { .. } => "GiftRejected",
            FrenemiesEvent::AnotherResourceAsked { .. } => "AnotherResourceAsked",
            FrenemiesEvent::AskedResourceGiven { .. } => "AskedResourceGiven",
            FrenemiesEvent::GiftWithdrawn { .. } => "GiftWithdrawn",
            FrenemiesEvent::TokensRedeemed { .. } => "TokensRedeemed",
            FrenemiesEvent::TokenExchangeDrawn { .. } => "TokenExchangeDrawn",
            FrenemiesEvent::TokenReturned { .. } => "TokenReturned",
        }
    }

    /// The seat that acted (or drew), where one did.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            FrenemiesEvent::TokenSupplySetOut { .. } => None,
            FrenemiesEvent::FavorTokensDrawn { seat, .. }
            | FrenemiesEvent::NetworksConnected { seat, .. }
            | FrenemiesEvent::GiftOffered { seat, .. }
            | FrenemiesEvent::GiftAccepted { seat, .. }
            | FrenemiesEvent::GiftRejected { seat, .. }
            | FrenemiesEvent::AnotherResourceAsked { seat, .. }
            | FrenemiesEvent::AskedResourceGiven { seat, .. }
            | FrenemiesEvent::GiftWithdrawn { seat }
            | FrenemiesEvent::TokensRedeemed { seat, .. }
            | FrenemiesEvent::TokenExchangeDrawn { seat, .. }
            | FrenemiesEvent::TokenReturned { seat, .. } => Some(*seat),
        }
    }

    /// The event as `viewer` may see it: the guilds of drawn and returned
    /// tokens and a Scholars card are known to their owner only.
    pub fn redacted_for(&self, viewer: Viewer) -> FrenemiesEvent {
        match self {
            FrenemiesEvent::FavorTokensDrawn {
                seat,
                reason,
                count,
                tokens,
            } => FrenemiesEvent::FavorTokensDrawn {
                seat: *seat,
                reason: *reason,
                count: *count,
                tokens: viewer.shown(&[*seat], *tokens),
            },
            FrenemiesEvent::TokensRedeemed {
                seat,
                favor: Favor::Scholars { card },
            } => FrenemiesEvent::TokensRedeemed {
                seat: *seat,
                favor: Favor::Scholars {
                    card: viewer.shown(&[*seat], *card),
                },
            },
            FrenemiesEvent::TokenExchangeDrawn { seat, token } => {
                FrenemiesEvent::TokenExchangeDrawn {
                    seat: *seat,
                    token: viewer.shown(&[*seat], *token),
                }
            }
            FrenemiesEvent::TokenReturned { seat, token } => FrenemiesEvent::TokenReturned {
                seat: *seat,
                token: viewer.shown(&[*seat], *token),
            },
            other => other.clone(),
        }
    }
}
