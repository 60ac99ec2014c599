//! Named rule tests of the Frenemies scenario, one file per area of the
//! rules, written given/when/then with the classic testkit's `Spec` over
//! `Frenemies`. Every test cites the rule it checks (frenemies.txt,
//! clarifications.md §Frenemies). Every command a test sends is also checked
//! against `legal_commands` by the testkit.

mod connect;
mod gift;
mod legal;
mod playout;
mod rederive;
mod robber;
mod stand_in;
mod supply;
mod tokens;
mod victory;

/// Names most tests need, in one import.
mod prelude {
    pub use crate::rules::classic::command::Command::{self, *};
    pub use crate::rules::classic::event::Event::{self, *};
    pub use crate::rules::classic::state::{DevCard, Phase};
    pub use crate::rules::classic::testkit::*;
    pub use crate::rules::common::table::TableCommand;
    pub use crate::rules::common::{NodeId, Purpose, Resource, Resources};
    pub use crate::rules::frenemies::command::FrenemiesCommand as F;
    pub use crate::rules::frenemies::event::{Earning, Favor, FrenemiesEvent as E};
    pub use crate::rules::frenemies::state::{
        pair_bit, Frenemies, Guild, Guilds, TokenUse, ALL_TOKENS, UNDOTTED_TOKENS,
    };
    pub use crate::rules::{RuleError, Seat};

    pub use super::{cmd, drawn, ev, game, tokens, Favors};

    /// The folded state of a Frenemies game.
    pub type State = crate::rules::classic::State<Frenemies>;

    /// Seats, named for readability.
    pub const S0: Seat = Seat(0);
    pub const S1: Seat = Seat(1);
    pub const S2: Seat = Seat(2);
    pub const S3: Seat = Seat(3);
    /// The desert of the beginner board.
    pub const DESERT: u16 = 9;
}

use crate::rules::classic::command::Command;
use crate::rules::classic::event::Event;
use crate::rules::classic::testkit::{Spec, StateBuilder};
use crate::rules::frenemies::command::FrenemiesCommand;
use crate::rules::frenemies::event::{Earning, FrenemiesEvent};
use crate::rules::frenemies::state::{Frenemies, Guild, Guilds};
use crate::rules::Seat;

/// A freshly created Frenemies game on the beginner board, its supply set
/// out, taken past setup (so that new roads may pay) for fixtures that place
/// pieces directly.
pub fn game(players: u8) -> Spec<Frenemies> {
    Spec::<Frenemies>::new(players).given(|g| g.with(|s| s.scenario.setup_over = true))
}

/// A scenario command, as sent.
pub fn cmd(command: FrenemiesCommand) -> Command<FrenemiesCommand> {
    Command::Scenario(command)
}

/// A scenario event, as recorded.
pub fn ev(event: FrenemiesEvent) -> Event<FrenemiesEvent> {
    Event::Scenario(event)
}

/// Parses compact token notation, one letter per token: `W` wagon, `S`
/// ship, `R` shovel (road), `B` book, `C` compass.
pub fn tokens(notation: &str) -> Guilds {
    let mut g = Guilds::ZERO;
    for c in notation.chars() {
        let guild = match c {
            'W' => Guild::Traders,
            'S' => Guild::Merchants,
            'R' => Guild::RoadBuilders,
            'B' => Guild::Scholars,
            'C' => Guild::MasterBuilders,
            other => panic!("bad token notation {other:?} in {notation:?}"),
        };
        g += Guilds::of(guild, 1);
    }
    g
}

/// The event of `seat` drawing these tokens.
pub fn drawn(seat: Seat, reason: Earning, notation: &str) -> Event<FrenemiesEvent> {
    let t = tokens(notation);
    ev(FrenemiesEvent::FavorTokensDrawn {
        seat,
        reason,
        count: t.total() as u8,
        tokens: Some(t),
    })
}

/// Frenemies fixtures on the classic state builder. Tokens come out of the
/// supply, so that the scenario's conservation laws keep holding.
pub trait Favors: Sized {
    /// `seat` holds these tokens from earlier turns.
    fn tokens(self, seat: Seat, notation: &str) -> Self;
    /// `seat` holds these tokens, earned this turn.
    fn earned(self, seat: Seat, notation: &str) -> Self;
    /// `seat` has taken `n` VP markers.
    fn markers(self, seat: Seat, n: u8) -> Self;
    /// Only these tokens are left in the supply; the rest are in the guild
    /// halls.
    fn supply(self, notation: &str) -> Self;
}

impl Favors for StateBuilder<Frenemies> {
    fn tokens(self, seat: Seat, notation: &str) -> Self {
        let t = tokens(notation);
        self.with(|s| {
            let fr = &mut s.scenario;
            assert!(fr.supply.contains(&t), "the supply lacks {notation}");
            fr.supply -= t;
            fr.holding_mut(seat).tokens += t;
        })
    }

    fn earned(self, seat: Seat, notation: &str) -> Self {
        let t = tokens(notation);
        self.tokens(seat, notation)
            .with(|s| s.scenario.holding_mut(seat).locked += t)
    }

    fn markers(self, seat: Seat, n: u8) -> Self {
        self.with(|s| {
            s.scenario.markers_left -= n;
            s.scenario.holding_mut(seat).markers += n;
        })
    }

    fn supply(self, notation: &str) -> Self {
        let keep = tokens(notation);
        self.with(|s| {
            let fr = &mut s.scenario;
            let rest = fr.supply.saturating_sub(&keep);
            fr.supply -= rest;
            fr.halls += rest;
            assert_eq!(fr.supply, keep, "the supply lacks {notation}");
        })
    }
}
