//! Named rule tests of Oil Springs, one file per area of the rules, written
//! given/when/then on the scenario's fixed board with the classic testkit.
//! Every test cites the rule it checks (shared/rules/oil-springs.txt,
//! clarifications.md §Oil Springs).
//!
//! The fixed board (see `board::fixed_layout`) has the classic beginner
//! board's shape, so the testkit's `corner` and `node_between` name its
//! intersections. Its numbers: 0 mountains 10, 1 pasture 2, 2 forest 8,
//! 3 fields 12, 4 hills 6, 5 hills 4, 6 pasture 10 (spring), 7 fields 9,
//! 8 forest 11, 9 desert 5 (spring), 10 forest 3, 11 mountains 8, 12 forest 9
//! (spring), 13 mountains 3, 14 fields 4, 15 pasture 5, 16 hills 5,
//! 17 fields 6, 18 pasture 11. Zero draws seat 4 players in the order
//! 1, 2, 3, 0.

mod disaster;
mod oil;
mod playout;
mod rederive;
mod sequester;
mod setup;
mod stand_in;
mod using;
mod victory;

/// Names most tests need, in one import.
mod prelude {
    pub use crate::rules::classic::command::Command::{self, *};
    pub use crate::rules::classic::event::Event::{self, *};
    pub use crate::rules::classic::event::SeatCards;
    pub use crate::rules::classic::state::{DevCard, Phase};
    pub use crate::rules::classic::testkit::*;
    pub use crate::rules::classic::State;
    pub use crate::rules::common::table::{TableCommand, TableEvent};
    pub use crate::rules::common::{NodeId, Purpose, Resource, Resources, TileId};
    pub use crate::rules::oil_springs::state::{OilSprings, RemovedToken, OIL_SUPPLY};
    pub use crate::rules::oil_springs::{OilCommand, OilEvent, SeatOil};
    pub use crate::rules::{RuleError, Seat};

    /// Seats, named for readability.
    pub const S0: Seat = Seat(0);
    pub const S1: Seat = Seat(1);
    pub const S2: Seat = Seat(2);
    pub const S3: Seat = Seat(3);

    /// The springs of the fixed board.
    pub const DESERT_5: u16 = 9;
    pub const FOREST_9: u16 = 12;
    pub const PASTURE_10: u16 = 6;

    /// An Oil Springs game on the fixed board.
    pub type Oil = Spec<OilSprings>;

    /// A fresh 4-player game at the first setup settlement.
    pub fn game() -> Oil {
        Spec::new(4)
    }

    /// One of the scenario's events, as recorded.
    pub fn oil(e: OilEvent) -> Event<OilEvent> {
        Event::Scenario(e)
    }

    /// One of the scenario's commands, as sent.
    pub fn cmd(c: OilCommand) -> Command<OilCommand> {
        Command::Scenario(c)
    }

    /// Scripts the disaster dice (and any draw among hexes) of an `EndTurn`.
    pub fn disaster(dice: [u8; 2], pick: &[u32]) -> Vec<u32> {
        let mut v = vec![u32::from(dice[0]) - 1, u32::from(dice[1]) - 1];
        v.extend_from_slice(pick);
        v
    }

    /// Fixture steps for the scenario's state; the supply takes or gives
    /// the difference so that all 15 oil stay accounted for.
    pub trait OilGiven: Sized {
        fn scenario(self, f: impl FnOnce(&mut OilSprings)) -> Self;

        /// Sets the oil in front of `seat`.
        fn oil(self, seat: Seat, n: u8) -> Self {
            self.scenario(|s| s.oil[seat.index()] = n)
        }

        /// Sets the oil `seat` sequestered.
        fn sequestered(self, seat: Seat, n: u8) -> Self {
            self.scenario(|s| s.sequestered[seat.index()] = n)
        }

        /// Sets the oil lost for good.
        fn lost(self, n: u8) -> Self {
            self.scenario(|s| s.lost = n)
        }

        /// Sets the disaster track marker.
        fn track(self, n: u8) -> Self {
            self.scenario(|s| s.track = n)
        }

        /// Puts a metropolis token under the city on `node`.
        fn metropolis(self, node: NodeId) -> Self {
            self.scenario(|s| s.metropolises.push(node))
        }

        /// Gives `seat` the Champion of the Environment token.
        fn champion(self, seat: Seat) -> Self {
            self.scenario(|s| s.champion = Some(seat))
        }

        /// Puts the number token of `tile` on the disaster track.
        fn destroyed(self, tile: u16) -> Self {
            let number = crate::rules::oil_springs::board::fixed_layout().tiles[usize::from(tile)]
                .number
                .expect("a numbered hex");
            self.scenario(|s| {
                s.removed.push(RemovedToken {
                    tile: TileId(tile),
                    number,
                });
            })
        }
    }

    impl OilGiven for StateBuilder<OilSprings> {
        fn scenario(self, f: impl FnOnce(&mut OilSprings)) -> Self {
            self.with(|state| {
                let s = &mut state.scenario;
                f(s);
                let held: u8 = s.oil.iter().sum::<u8>() + s.sequestered.iter().sum::<u8>();
                s.supply = OIL_SUPPLY
                    .checked_sub(held + s.lost)
                    .expect("at most 15 oil in the fixture");
            })
        }
    }
}
