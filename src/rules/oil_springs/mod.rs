//! Catan: Oil Springs (shared/rules/oil-springs.txt, clarifications.md §Oil
//! Springs), a scenario layered on the classic rules: oil from the springs,
//! using it (two resources, metropolises), sequestering it, and the
//! disasters its use brings, to 12 points at the end of one's own turn.
//!
//! Everything classic stays classic; this module owns the scenario's state
//! ([`OilSprings`], kept in `State::scenario`), its commands and events, and
//! the hooks of [`Scenario`] through which the classic rules call it.

pub mod audit;
pub mod board;
pub mod command;
pub mod decide;
pub mod event;
pub mod evolve;
pub mod invariants;
pub mod legal;
pub mod stand_in;
pub mod state;
#[cfg(test)]
mod tests;
pub mod view;

pub use command::OilCommand;
pub use event::{OilEvent, SeatOil};
pub use state::OilSprings;
pub use view::OilView;

use crate::rules::classic::event::Layout;
use crate::rules::classic::scenario::{Decision, Scenario};
use crate::rules::classic::stand_in::Seen;
use crate::rules::classic::state::Building;
use crate::rules::classic::{BoardKind, Classic, Command, Event, State, View};
use crate::rules::common::standings::{Score, Source};
use crate::rules::common::{Chance, NodeId, TileId};
use crate::rules::contract::Registration;
use crate::rules::{Ruleset, Seat, Viewer};

/// The Oil Springs ruleset behind the contract.
pub type OilSpringsRules = Classic<OilSprings>;

impl Scenario for OilSprings {
    /// oil-springs.txt: the scenario is written for 3 or 4 players, and lays
    /// out its own board as printed (oil-springs.txt §Setup, the variable
    /// board being an option, clarifications.md).
    const REGISTRATION: Registration = Registration {
        ruleset: Ruleset::OilSprings,
        name: "oil-springs",
        title: "Catan: Oil Springs",
        players: 3..=4,
        default_board: BoardKind::Beginner,
    };
    type Command = OilCommand;
    type Event = OilEvent;
    type View = OilView;

    fn layout(board: BoardKind, chance: &mut impl Chance) -> Option<Layout> {
        Some(match board {
            BoardKind::Beginner => board::fixed_layout(),
            BoardKind::Variable => board::variable_oil_layout(chance),
        })
    }

    /// The springs (drawn on a variable board: scenario draw 0).
    fn created(state: &State<Self>, events: &mut Vec<Event<OilEvent>>, chance: &mut impl Chance) {
        let fixed = matches!(
            events.first(),
            Some(Event::GameCreated { layout, .. }) if layout.kind == BoardKind::Beginner
        );
        let springs = board::draw_springs(&state.board, fixed, chance, 0);
        events.push(Event::Scenario(OilEvent::OilSpringsPlaced { springs }));
    }

    fn intercept(
        state: &State<Self>,
        seat: Seat,
        command: &Command<OilCommand>,
        chance: &mut impl Chance,
    ) -> Option<Decision<Self>> {
        decide::intercept(state, seat, command, chance)
    }

    fn decide(
        state: &State<Self>,
        seat: Seat,
        command: OilCommand,
        chance: &mut impl Chance,
    ) -> Decision<Self> {
        decide::decide_oil(state, seat, command, chance)
    }

    fn after_production(
        after: &State<Self>,
        events: &mut Vec<Event<OilEvent>>,
        _chance: &mut impl Chance,
    ) {
        decide::oil_production(after, events);
    }

    fn after_settlement_built(
        after: &State<Self>,
        seat: Seat,
        node: NodeId,
        events: &mut Vec<Event<OilEvent>>,
        _chance: &mut impl Chance,
    ) {
        decide::starting_oil(after, seat, node, events);
    }

    /// Springs give only oil (official FAQ), destroyed hexes nothing, and a
    /// metropolis 3.
    fn yield_at(state: &State<Self>, tile: TileId, node: NodeId, building: Building) -> u8 {
        let s = &state.scenario;
        if s.is_spring(tile) || s.is_destroyed(tile) {
            0
        } else {
            decide::building_oil(s, node, building.kind)
        }
    }

    fn points_to_win(_state: &State<Self>) -> u8 {
        state::POINTS_TO_WIN
    }

    /// 1 more per metropolis (3 in all), 1 per 3 sequestered, 1 for the Champion.
    fn scores(state: &State<Self>, seat: Seat) -> Vec<Score> {
        let s = &state.scenario;
        let metropolises = s
            .metropolises
            .iter()
            .filter(|n| state.building(**n).is_some_and(|b| b.seat == seat))
            .count() as u8;
        [
            Score::of(Source::Metropolises, metropolises, 1),
            Score::of(
                Source::Sequestered,
                s.sequestered_by(seat) / state::SEQUESTERED_PER_POINT,
                1,
            ),
            Score::title(Source::Champion, s.champion == Some(seat), 1),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// Victory is checked at the end of one's own turn, after the disaster
    /// phase (oil-springs.txt §End of the Game).
    fn victory_during_turn() -> bool {
        false
    }

    /// Oil counts as a card for the 7-discard.
    fn extra_cards(state: &State<Self>, seat: Seat) -> u32 {
        u32::from(state.scenario.oil_of(seat))
    }

    fn check_outcome(
        state: &State<Self>,
        event: &OilEvent,
        chance: &mut impl Chance,
    ) -> Result<bool, String> {
        audit::check_outcome(state, event, chance)
    }

    fn evolve(state: &mut State<Self>, event: &OilEvent) {
        evolve::evolve_oil(state, event);
    }

    fn after_evolve(state: &mut State<Self>, event: &Event<OilEvent>) {
        evolve::after_classic(state, event);
    }

    fn legal(state: &State<Self>, seat: Seat, out: &mut Vec<Command<OilCommand>>) {
        legal::legal(state, seat, out);
    }

    fn view(state: &State<Self>, viewer: Viewer) -> OilView {
        view::oil_view(state, viewer)
    }

    fn stand_in(
        seen: &Seen<'_, OilView>,
        legal: &[Command<OilCommand>],
    ) -> Option<Command<OilCommand>> {
        stand_in::stand_in(seen, legal)
    }

    /// A discard with oil after a 7 is an answer, as classic's discard is.
    fn is_answer(command: &OilCommand) -> bool {
        matches!(command, OilCommand::DiscardWithOil { .. })
    }

    fn is_answer_event(event: &OilEvent) -> bool {
        matches!(event, OilEvent::OilDiscarded { .. })
    }

    /// Another seat's discard moves only that seat's oil to the supply:
    /// the rest must be as it was.
    fn same_for(&self, now: &Self, seat: Seat) -> bool {
        let mut now = now.clone();
        for (i, oil) in now.oil.iter_mut().enumerate() {
            if i != seat.index() {
                *oil = self.oil.get(i).copied().unwrap_or(*oil);
            }
        }
        now.supply = self.supply;
        *self == now
    }

    fn check(state: &State<Self>) -> Result<(), String> {
        invariants::check(state)
    }

    /// Oil lies in front of its owner for everyone to see; any of it could
    /// be used or sequestered.
    fn holds_something(view: &View<OilView>, seat: Seat) -> bool {
        view.scenario
            .as_ref()
            .is_none_or(|oil| oil.players.iter().any(|p| p.seat == seat && p.oil > 0))
    }

    fn check_settled(state: &State<Self>) -> Result<(), String> {
        invariants::check_settled(state)
    }
}
