//! Commands of the classic game: what a seat asks to do, in the imperative.

use super::scenario::Never;
use super::state::OfferId;
use crate::rules::common::table::{table_commands, TableCommand};
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
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
    /// Give up these cards after a 7 (half the hand, rounded down).
    Discard { cards: Resources },
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
    /// Trade with the bank: give `give` at your best rate for one `get`.
    MaritimeTrade { give: Resource, get: Resource },
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
    /// In the Special Building Phase: the builds you planned (none, to
    /// pass) are all you build this time.
    EndSpecialBuilding,
    /// One of the scenario's own commands, sent as its own tagged JSON.
    #[serde(untagged)]
    Scenario(C),
}

table_commands!(Command<C>, MaritimeTrade);

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
            Command::Discard { cards } => Command::Discard { cards: *cards },
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
            Command::MaritimeTrade { give, get } => Command::MaritimeTrade {
                give: *give,
                get: *get,
            },
            Command::OfferTrade { give, want, to } => Command::OfferTrade {
                give: *give,
                want: *want,
                to: to.clone(),
            },
            Command::AcceptOffer { offer } => Command::AcceptOffer { offer: *offer },
            Command::RejectOffer { offer } => Command::RejectOffer { offer: *offer },
            Command::CounterOffer { offer, give, want } => Command::CounterOffer {
                offer: *offer,
                give: *give,
                want: *want,
            },
            Command::WithdrawOffer { offer } => Command::WithdrawOffer { offer: *offer },
            Command::ConfirmTrade { offer, with } => Command::ConfirmTrade {
                offer: *offer,
                with: *with,
            },
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
