//! The scenario's own state, kept in the classic state (`State::scenario`):
//! the springs, the oil supply and each player's oil, sequestered oil, the
//! metropolises, the disaster track and the number tokens it took, and the
//! Champion of the Environment.

use crate::rules::classic::state::OfferId;
use crate::rules::common::{NodeId, Resources, TileId};
use crate::rules::{RuleError, Seat};
use serde::{Deserialize, Serialize};

/// Oil tokens in play with 3-4 players (oil-springs.txt §Components).
pub const OIL_SUPPLY: u8 = 15;
/// Metropolis tokens shared by all players (clarifications.md, official FAQ).
pub const METROPOLIS_TOKENS: u8 = 4;
/// The resource cards a metropolis costs besides its oil: 1 brick, 1 grain, 1 ore.
pub const METROPOLIS_COST: Resources = Resources::new(1, 0, 0, 1, 1);
/// The oil a metropolis costs.
pub const METROPOLIS_OIL: u8 = 2;
/// The disaster track's last space: reaching it triggers a disaster.
pub const TRACK_LIMIT: u8 = 5;
/// The fifth number token on the track ends the game.
pub const TOKENS_TO_ABANDON: usize = 5;
/// Oil lost for good when pollution strikes a spring.
pub const POLLUTION_OIL: u8 = 3;
/// Sequestered oil per victory point, and for the Champion.
pub const SEQUESTERED_PER_POINT: u8 = 3;
/// The points a player needs at the end of their own turn.
pub const POINTS_TO_WIN: u8 = 12;
/// Where the robber stands before the first 7 or Knight: on no hex
/// (oil-springs.txt §Setup). No tile has this id.
pub const OFF_BOARD: TileId = TileId(u16::MAX);

/// A number token pollution removed from a hex, now on the disaster track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemovedToken {
    pub tile: TileId,
    pub number: u8,
}

/// The oil side of a domestic trade offer or of a counter-offer, from the
/// offering player's side: `give` oil to the partner, `want` oil from them.
/// `seat` is the offering player for the offer's own terms, or the seat
/// that countered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OilTerms {
    pub offer: OfferId,
    pub seat: Seat,
    pub give: u8,
    pub want: u8,
}

/// The Oil Springs state of a game.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OilSprings {
    /// The oil-spring hexes (none before the game is created).
    pub springs: Vec<TileId>,
    /// Oil in the general supply.
    pub supply: u8,
    /// Oil in front of each player, by seat (open information).
    pub oil: Vec<u8>,
    /// Oil each player sequestered, by seat (out of the game).
    pub sequestered: Vec<u8>,
    /// Oil lost for good to pollution at the springs.
    pub lost: u8,
    /// Cities with a metropolis token, in the order they were built.
    pub metropolises: Vec<NodeId>,
    /// The disaster track marker: oil used since the last disaster.
    pub track: u8,
    /// The number tokens pollution removed, in order (their hexes are destroyed).
    pub removed: Vec<RemovedToken>,
    pub champion: Option<Seat>,
    /// The current player used oil this turn.
    pub used_this_turn: bool,
    /// The current player sequestered oil this turn.
    pub sequestered_this_turn: bool,
    /// The oil terms of open offers and counter-offers.
    pub terms: Vec<OilTerms>,
    /// Scenario draws made so far (the spring placement, disaster dice and
    /// polluted hexes), naming the next one.
    pub draws: u64,
    /// The island was abandoned: the game ended with no winner.
    pub abandoned: bool,
    /// A rule the fold saw broken (the robber on a destroyed hex, production
    /// from one): a bug, reported by the invariants.
    pub fault: Option<Fault>,
}

/// A rule of Oil Springs the fold saw broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fault {
    /// The robber moved onto a destroyed hex.
    RobberOnDestroyed,
    /// A destroyed hex or an oil spring produced resources.
    DeadHexProduced,
}

impl Fault {
    /// The fault in words, as the invariants report it.
    pub fn words(self) -> &'static str {
        match self {
            Fault::RobberOnDestroyed => "the robber moved onto a destroyed hex",
            Fault::DeadHexProduced => "resources came from a destroyed hex or an oil spring",
        }
    }
}

impl Clone for OilSprings {
    fn clone(&self) -> Self {
        let mut s = OilSprings::default();
        s.clone_from(self);
        s
    }

    /// Copies into the existing vectors, as the classic state does.
    fn clone_from(&mut self, source: &Self) {
        let OilSprings {
            springs,
            supply,
            oil,
            sequestered,
            lost,
            metropolises,
            track,
            removed,
            champion,
            used_this_turn,
            sequestered_this_turn,
            terms,
            draws,
            abandoned,
            fault,
        } = source;
        self.springs.clone_from(springs);
        self.supply = *supply;
        self.oil.clone_from(oil);
        self.sequestered.clone_from(sequestered);
        self.lost = *lost;
        self.metropolises.clone_from(metropolises);
        self.track = *track;
        self.removed.clone_from(removed);
        self.champion = *champion;
        self.used_this_turn = *used_this_turn;
        self.sequestered_this_turn = *sequestered_this_turn;
        self.terms.clone_from(terms);
        self.draws = *draws;
        self.abandoned = *abandoned;
        self.fault = *fault;
    }
}

impl OilSprings {
    /// True when `tile` holds an oil spring.
    pub fn is_spring(&self, tile: TileId) -> bool {
        self.springs.contains(&tile)
    }

    /// True when pollution took `tile`'s number token.
    pub fn is_destroyed(&self, tile: TileId) -> bool {
        self.removed.iter().any(|r| r.tile == tile)
    }

    /// True when the city on `node` has a metropolis token.
    pub fn is_metropolis(&self, node: NodeId) -> bool {
        self.metropolises.contains(&node)
    }

    /// The oil in front of `seat`.
    pub fn oil_of(&self, seat: Seat) -> u8 {
        self.oil.get(seat.index()).copied().unwrap_or(0)
    }

    /// The oil `seat` sequestered.
    pub fn sequestered_by(&self, seat: Seat) -> u8 {
        self.sequestered.get(seat.index()).copied().unwrap_or(0)
    }

    /// Metropolis tokens not on the board.
    pub fn metropolis_tokens_left(&self) -> u8 {
        METROPOLIS_TOKENS.saturating_sub(self.metropolises.len() as u8)
    }

    /// Checks that `seat` may use `n` oil now (clarifications.md §Oil
    /// Springs): it holds them, did not sequester this turn, and the track
    /// would not pass 5.
    pub fn check_use(&self, seat: Seat, n: u8) -> Result<(), RuleError> {
        if self.sequestered_this_turn {
            return Err(RuleError::SequesteredThisTurn);
        }
        if self.oil_of(seat) < n {
            return Err(RuleError::NotEnoughOil { need: n });
        }
        if self.track + n > TRACK_LIMIT {
            return Err(RuleError::DisasterTrackFull {
                left: TRACK_LIMIT.saturating_sub(self.track),
            });
        }
        Ok(())
    }

    /// The oil terms `seat` set on `offer` (its own terms or its counter).
    pub fn terms_of(&self, offer: OfferId, seat: Seat) -> Option<OilTerms> {
        self.terms
            .iter()
            .find(|t| t.offer == offer && t.seat == seat)
            .copied()
    }
}
