//! Catan: Frenemies (shared/rules/frenemies.txt; clarifications.md
//! §Frenemies), layered on the classic rules through their `Scenario`
//! hooks: favor tokens earned by a harmless robber, a gift or a first
//! connection of networks, used at five guilds or exchanged, and 11 points
//! to win with VP markers counting.
//!
//! This folder owns the scenario's state, commands, events, legal commands,
//! view and invariants; the classic rules stay the classic folder's, and
//! nothing here touches the shell.

pub mod audit;
pub mod command;
pub mod connect;
pub mod decide;
pub mod event;
pub mod evolve;
pub mod gift;
pub mod guilds;
pub mod invariants;
pub mod legal;
pub mod prompt;
pub mod robber;
pub mod stand_in;
pub mod state;
#[cfg(test)]
mod tests;
pub mod view;

pub use command::FrenemiesCommand;
pub use event::{Earning, Favor, FrenemiesEvent};
pub use state::{Frenemies, Guild, Guilds};
pub use view::FrenemiesView;

use crate::rules::classic::scenario::{Decision, Scenario, ScenarioEvent, CHEAPEST_SPEND};
use crate::rules::classic::stand_in::Seen;
use crate::rules::classic::{Classic, Command, Event, State, View};
use crate::rules::common::standings::{Score, Source};
use crate::rules::common::{Chance, EdgeId};
use crate::rules::contract::{BoardKind, Registration};
use crate::rules::{Ruleset, Seat, Viewer};

/// The Frenemies ruleset behind the contract.
pub type FrenemiesRules = Classic<Frenemies>;

impl ScenarioEvent for FrenemiesEvent {
    fn kind(&self) -> &'static str {
        FrenemiesEvent::kind(self)
    }

    fn seat(&self) -> Option<Seat> {
        FrenemiesEvent::seat(self)
    }

    fn redacted_for(&self, viewer: Viewer) -> Self {
        FrenemiesEvent::redacted_for(self, viewer)
    }
}

impl Scenario for Frenemies {
    /// frenemies.txt: the favor tokens are counted for 3 or 4 players; a
    /// variable board unless its creator asks for the beginner board.
    const REGISTRATION: Registration = Registration {
        ruleset: Ruleset::Frenemies,
        name: "frenemies",
        title: "Catan: Frenemies",
        players: 3..=4,
        default_board: BoardKind::Variable,
    };
    type Command = FrenemiesCommand;
    type Event = FrenemiesEvent;
    type View = FrenemiesView;

    /// The favor token supply for the player count (clarifications.md
    /// §Frenemies: 44 undotted tokens for 3 players, all 58 for 4).
    fn created(
        state: &State<Self>,
        events: &mut Vec<Event<FrenemiesEvent>>,
        _chance: &mut impl Chance,
    ) {
        events.push(Event::Scenario(FrenemiesEvent::TokenSupplySetOut {
            tokens: state::starting_supply(state.players.len() as u8),
        }));
    }

    fn intercept(
        state: &State<Self>,
        seat: Seat,
        command: &Command<FrenemiesCommand>,
        chance: &mut impl Chance,
    ) -> Option<Decision<Self>> {
        decide::intercept(state, seat, command, chance)
    }

    fn decide(
        state: &State<Self>,
        seat: Seat,
        command: FrenemiesCommand,
        chance: &mut impl Chance,
    ) -> Decision<Self> {
        decide::decide(state, seat, command, chance)
    }

    fn after_robber_moved(
        after: &State<Self>,
        seat: Seat,
        events: &mut Vec<Event<FrenemiesEvent>>,
        chance: &mut impl Chance,
    ) {
        robber::after_robber_moved(after, seat, events, chance);
    }

    fn after_road_built(
        after: &State<Self>,
        seat: Seat,
        edge: EdgeId,
        events: &mut Vec<Event<FrenemiesEvent>>,
        chance: &mut impl Chance,
    ) {
        connect::after_road_built(after, seat, edge, events, chance);
    }

    /// frenemies.txt §Victory: 11 VP.
    fn points_to_win(_state: &State<Self>) -> u8 {
        state::POINTS_TO_WIN
    }

    /// VP markers are public points (clarifications.md: visible VP).
    fn scores(state: &State<Self>, seat: Seat) -> Vec<Score> {
        Score::of(Source::VpMarkers, state.scenario.holding(seat).markers, 1)
            .into_iter()
            .collect()
    }

    fn check_outcome(
        state: &State<Self>,
        event: &FrenemiesEvent,
        chance: &mut impl Chance,
    ) -> Result<bool, String> {
        audit::check_outcome(state, event, chance)
    }

    fn evolve(state: &mut State<Self>, event: &FrenemiesEvent) {
        evolve::evolve(state, event);
    }

    fn after_evolve(state: &mut State<Self>, event: &Event<FrenemiesEvent>) {
        evolve::after_evolve(state, event);
    }

    fn legal(state: &State<Self>, seat: Seat, out: &mut Vec<Command<FrenemiesCommand>>) {
        legal::legal(state, seat, out);
    }

    fn view(state: &State<Self>, viewer: Viewer) -> FrenemiesView {
        view::view(state, viewer)
    }

    fn stand_in(
        seen: &Seen<'_, FrenemiesView>,
        legal: &[Command<FrenemiesCommand>],
    ) -> Option<Command<FrenemiesCommand>> {
        stand_in::stand_in(seen, legal)
    }

    fn check(state: &State<Self>) -> Result<(), String> {
        invariants::check(state)
    }

    /// Any favor token (a count everyone sees; its guild nobody else does)
    /// could be redeemed or exchanged, and a gift on offer holds the turn.
    fn holds_something(view: &View<FrenemiesView>, seat: Seat) -> bool {
        view.scenario.as_ref().is_none_or(|fr| {
            fr.gift.is_some() || fr.players.iter().any(|p| p.seat == seat && p.tokens > 0)
        })
    }

    /// Until a gift was taken this turn, a single resource card can be
    /// given away for a favor token (frenemies.txt §Earning Favor Tokens, 2).
    fn cheapest_spend(view: &View<FrenemiesView>, _seat: Seat) -> u32 {
        match &view.scenario {
            Some(fr) if fr.gifted => CHEAPEST_SPEND,
            _ => 1,
        }
    }

    fn waiting_for(state: &State<Self>, seats: &mut Vec<Seat>) {
        prompt::waiting_for(state, seats);
    }

    fn waiting(state: &State<Self>) -> Option<crate::rules::common::waiting::Waiting> {
        prompt::waiting(state)
    }
}
