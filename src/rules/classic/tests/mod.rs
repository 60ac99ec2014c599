//! Named rule tests of the classic game, one file per area of the rules, each
//! written given/when/then on compact fixtures from `classic::testkit`. Every
//! test cites the rule it checks (shared/rules/base-catan.md, clarifications.md).

mod building;
mod cards;
mod end_of_game;
mod legal;
mod longest_road;
mod production;
mod robber;
mod scenario;
mod setup;
mod special;
mod stand_in;
mod trade;
mod turn;
mod victory;
mod view;

/// Names most tests need, in one import.
mod prelude {
    pub use crate::rules::classic::command::Command::{self, *};
    pub use crate::rules::classic::event::Event::{self, *};
    pub use crate::rules::classic::event::SeatCards;
    pub use crate::rules::classic::state::{DevCard, Phase, State};
    pub use crate::rules::classic::testkit::*;
    pub use crate::rules::common::table::{TableCommand, TableEvent};
    pub use crate::rules::common::{Purpose, Resource, Resources};
    pub use crate::rules::{RuleError, Seat};

    /// Seats, named for readability.
    pub const S0: Seat = Seat(0);
    pub const S1: Seat = Seat(1);
    pub const S2: Seat = Seat(2);
    pub const S3: Seat = Seat(3);
    pub const S4: Seat = Seat(4);
    pub const S5: Seat = Seat(5);
}
