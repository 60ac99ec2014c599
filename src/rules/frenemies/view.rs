//! What a viewer may see of the Frenemies scenario: the guild halls, the VP
//! markers, each player's token count and markers, the gift on offer, and
//! for a seat its own tokens by guild. The supply's guilds and other seats'
//! tokens are never copied into a seat's or a spectator's view while the
//! game runs; once it is over, every seat's tokens are shown.

use super::state::{Frenemies, Gift, Guild, Guilds, TokenUse};
use crate::rules::classic::state::Phase;
use crate::rules::classic::State;
use crate::rules::common::view::secrets_for;
use crate::rules::{Seat, Viewer};
use serde::Serialize;

/// What everyone may know of a player's favor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PublicHolding {
    pub seat: Seat,
    /// Favor tokens held, face down.
    pub tokens: u32,
    /// VP markers taken (counted in the player's visible points).
    pub markers: u8,
}

/// A seat's own tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OwnTokens {
    pub seat: Seat,
    /// Every token held, by guild.
    pub tokens: Guilds,
    /// The part earned this turn, usable from the next turn on.
    pub locked: Guilds,
    /// The token an open exchange drew, to keep or return.
    pub drawn: Option<Guild>,
}

/// The scenario's part of a view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FrenemiesView {
    /// Tokens left in the face-down supply.
    pub supply: u32,
    /// The supply by guild: for the referee only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply_by_guild: Option<Guilds>,
    /// Redeemed tokens on the guild hall board.
    pub halls: Guilds,
    pub markers_left: u8,
    pub players: Vec<PublicHolding>,
    /// The viewer's own tokens (a seat), or every seat's (the referee, and
    /// everyone once the game is over).
    pub own: Vec<OwnTokens>,
    pub gift: Option<Gift>,
    /// A gift was taken this turn.
    pub gifted: bool,
    /// How the current player used tokens this turn.
    pub used: Option<TokenUse>,
}

/// Projects the scenario's state for `viewer`.
pub fn view(state: &State<Frenemies>, viewer: Viewer) -> FrenemiesView {
    let fr = &state.scenario;
    let seats = (0..state.players.len()).map(|i| Seat(i as u8));
    let own_of = |seat: Seat| {
        let h = fr.holding(seat);
        OwnTokens {
            seat,
            tokens: h.tokens,
            locked: h.locked,
            drawn: fr.exchange.filter(|_| state.phase.current() == Some(seat)),
        }
    };
    let over = matches!(state.phase, Phase::Finished { .. });
    let own = secrets_for(viewer, state.players.len(), over, own_of);
    FrenemiesView {
        supply: fr.supply.total(),
        supply_by_guild: (viewer == Viewer::Referee).then_some(fr.supply),
        halls: fr.halls,
        markers_left: fr.markers_left,
        players: seats
            .map(|seat| PublicHolding {
                seat,
                tokens: fr.holding(seat).tokens.total(),
                markers: fr.holding(seat).markers,
            })
            .collect(),
        own,
        gift: fr.gift,
        gifted: fr.gifted,
        used: fr.used,
    }
}
