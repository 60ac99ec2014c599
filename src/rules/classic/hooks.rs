//! The points where a scenario layered on the classic game takes part: after
//! production, after the robber moved, after a road was built, when counting
//! victory points and when checking victory.
//!
//! The base game adds nothing at any of them; scenario modules extend
//! [`Scenario`] and fill in their arm of each hook.

use super::event::Event;
use super::state::State;
use crate::rules::common::Chance;
use crate::rules::Seat;

/// The scenario a classic game is played with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scenario {
    /// The base game alone.
    #[default]
    Base,
}

impl Scenario {
    /// After the resources of a roll were produced (and before discards).
    pub fn after_production(
        self,
        _state: &State,
        _events: &mut Vec<Event>,
        _chance: &mut impl Chance,
    ) {
        match self {
            Scenario::Base => {}
        }
    }

    /// After the robber moved (and any steal).
    pub fn after_robber_moved(
        self,
        _state: &State,
        _seat: Seat,
        _events: &mut Vec<Event>,
        _chance: &mut impl Chance,
    ) {
        match self {
            Scenario::Base => {}
        }
    }

    /// After `seat` built a road.
    pub fn after_road_built(
        self,
        _state: &State,
        _seat: Seat,
        _events: &mut Vec<Event>,
        _chance: &mut impl Chance,
    ) {
        match self {
            Scenario::Base => {}
        }
    }

    /// Public points the scenario adds to a seat's count.
    pub fn public_bonus_points(self, _state: &State, _seat: Seat) -> u8 {
        match self {
            Scenario::Base => 0,
        }
    }

    /// The points a seat needs to win (base-catan.md §Victory: 10).
    pub fn points_to_win(self) -> u8 {
        match self {
            Scenario::Base => 10,
        }
    }
}
