//! The contract between the classic rules and a scenario layered on them
//! (DESIGN.md "Rulesets"): the scenario's own state, commands, events and
//! view, and the points where the classic rules call it (creation, deciding,
//! counting points, folding, legal commands and views).
//!
//! The classic rules are written once, generic over [`Scenario`]; [`Base`] is
//! the base game, whose hooks add nothing. Everything is monomorphised: a
//! scenario costs the base game nothing.

use super::command::{BoardKind, Command};
use super::event::{Event, Layout};
use super::stand_in::Seen;
use super::state::{Building, BuildingKind, State};
use super::view::View;
use crate::rules::common::standings::Score;
use crate::rules::common::{Chance, EdgeId, NodeId, TileId};
use crate::rules::contract::Registration;
use crate::rules::{RuleError, Ruleset, Seat, Viewer};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::any::TypeId;
use std::fmt;

/// The fewest resource cards anything costs in the classic game
/// (base-catan.md §Costs and §A turn, 4): a road (1 brick, 1 lumber) and a
/// 2:1 harbor trade take 2; a development card 3, a settlement and a 4:1
/// trade 4, a city 5. A seat holding fewer has nothing to pay with.
pub const CHEAPEST_SPEND: u32 = 2;

/// An uninhabited type: the base game has no scenario commands or events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Never {}

/// What the classic rules need to know of a scenario's own events.
pub trait ScenarioEvent:
    Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The event's type name, as stored.
    fn kind(&self) -> &'static str;
    /// The seat that acted, where one did.
    fn seat(&self) -> Option<Seat>;
    /// The event as `viewer` may see it.
    #[must_use]
    fn redacted_for(&self, viewer: Viewer) -> Self;
}

impl ScenarioEvent for Never {
    fn kind(&self) -> &'static str {
        match *self {}
    }

    fn seat(&self) -> Option<Seat> {
        match *self {}
    }

    fn redacted_for(&self, _viewer: Viewer) -> Self {
        match *self {}
    }
}

/// What deciding a command answers: the events it causes, or why the rules
/// refuse it.
pub type Decision<X> = Result<Vec<Event<<X as Scenario>::Event>>, RuleError>;

/// A scenario layered on the classic game. `Self` is the scenario's own
/// state, kept in [`State::scenario`]. Every hook has a default that adds
/// nothing, which is the base game.
pub trait Scenario:
    Clone + fmt::Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The scenario's one registration: its ruleset, name, title, player
    /// counts and default board (see [`crate::rules::Rules::REGISTRATION`]).
    const REGISTRATION: Registration;
    /// The scenario's own commands, sent as `Command::Scenario`.
    type Command: Clone
        + fmt::Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// The scenario's own events, recorded as `Event::Scenario`.
    type Event: ScenarioEvent;
    /// The scenario's part of a viewer's view (`View::scenario`).
    type View: Clone + fmt::Debug + Serialize + Send + Sync + 'static;

    // creation

    /// The scenario's own fixed or drawn layout, instead of classic's.
    fn layout(_board: BoardKind, _chance: &mut impl Chance) -> Option<Layout> {
        None
    }

    /// Events that follow `GameCreated` (e.g. shuffling a token supply);
    /// `state` has `GameCreated` applied.
    fn created(
        _state: &State<Self>,
        _events: &mut Vec<Event<Self::Event>>,
        _chance: &mut impl Chance,
    ) {
    }

    // deciding

    /// Decides a classic command instead of classic, or `None` to let
    /// classic decide it. Called after the lobby, game-over and seat checks.
    fn intercept(
        _state: &State<Self>,
        _seat: Seat,
        _command: &Command<Self::Command>,
        _chance: &mut impl Chance,
    ) -> Option<Decision<Self>> {
        None
    }

    /// Decides one of the scenario's own commands. Classic adds nothing to
    /// the answer: a command that can change points or roads ends with
    /// [`settle`](super::decide::settle).
    fn decide(
        state: &State<Self>,
        seat: Seat,
        command: Self::Command,
        chance: &mut impl Chance,
    ) -> Decision<Self>;

    /// After a roll's production (`after` has the roll and production applied).
    fn after_production(
        _after: &State<Self>,
        _events: &mut Vec<Event<Self::Event>>,
        _chance: &mut impl Chance,
    ) {
    }

    /// After the robber moved and any steal (`after` has them applied).
    fn after_robber_moved(
        _after: &State<Self>,
        _seat: Seat,
        _events: &mut Vec<Event<Self::Event>>,
        _chance: &mut impl Chance,
    ) {
    }

    /// After `seat` built a road on `edge` (`after` has it applied), before
    /// Longest Road is settled.
    fn after_road_built(
        _after: &State<Self>,
        _seat: Seat,
        _edge: EdgeId,
        _events: &mut Vec<Event<Self::Event>>,
        _chance: &mut impl Chance,
    ) {
    }

    /// After `seat` built a settlement on `node` (`after` has it and any
    /// starting resources applied), before what follows is settled.
    fn after_settlement_built(
        _after: &State<Self>,
        _seat: Seat,
        _node: NodeId,
        _events: &mut Vec<Event<Self::Event>>,
        _chance: &mut impl Chance,
    ) {
    }

    /// The cards of `tile`'s resource that `building` on `node` receives
    /// when the tile produces (base-catan.md §A turn, 2: 1 for a settlement,
    /// 2 for a city); 0 when the tile gives it nothing. A second starting
    /// settlement takes a card from each tile giving it more than 0.
    fn yield_at(_state: &State<Self>, _tile: TileId, _node: NodeId, building: Building) -> u8 {
        match building.kind {
            BuildingKind::Settlement => 1,
            BuildingKind::City => 2,
        }
    }

    // counting

    /// The points a seat needs to win (base-catan.md §Victory: 10).
    fn points_to_win(_state: &State<Self>) -> u8 {
        10
    }

    /// The public points the scenario adds to a seat's count, by source
    /// (the final standings list them).
    fn scores(_state: &State<Self>, _seat: Seat) -> Vec<Score> {
        Vec::new()
    }

    /// Public points the scenario adds to a seat's count: its
    /// [`Scenario::scores`] summed, so the count and the standings agree.
    fn bonus_points(state: &State<Self>, seat: Seat) -> u8 {
        Self::scores(state, seat).iter().map(|s| s.points).sum()
    }

    /// False when victory is checked only by the scenario (e.g. at the end
    /// of the turn).
    fn victory_during_turn() -> bool {
        true
    }

    /// Cards beyond resource cards that count toward the 7-discard (oil).
    fn extra_cards(_state: &State<Self>, _seat: Seat) -> u32 {
        0
    }

    // folding

    /// Applies one of the scenario's own events (with full access to the
    /// classic state).
    fn evolve(state: &mut State<Self>, event: &Self::Event);

    /// Called after classic applied one of its own events (bookkeeping,
    /// e.g. at `TurnEnded`).
    fn after_evolve(_state: &mut State<Self>, _event: &Event<Self::Event>) {}

    // auditing

    /// Re-derives the random outcome one of the scenario's own events
    /// records from `chance` (the game's revealed seed), given the state
    /// just before it, with the purposes and counters `decide` drew it with.
    /// `Ok(true)` when it draws chance and follows from it, `Ok(false)` when
    /// it draws none, `Err` naming what does not follow.
    fn check_outcome(
        _state: &State<Self>,
        _event: &Self::Event,
        _chance: &mut impl Chance,
    ) -> Result<bool, String> {
        Ok(false)
    }

    // legal commands and views

    /// Adjusts the classic list of legal commands: adds the scenario's own,
    /// removes what it forbids.
    fn legal(_state: &State<Self>, _seat: Seat, _out: &mut Vec<Command<Self::Command>>) {}

    /// The scenario's part of a viewer's view.
    fn view(state: &State<Self>, viewer: Viewer) -> Self::View;

    // seats answering at the same moment (see `merge`)

    /// Whether a scenario command is an out-of-turn answer, like classic's
    /// discard: one another seat's answer cannot change.
    fn is_answer(_command: &Self::Command) -> bool {
        false
    }

    /// Whether a scenario event records such an answer of its seat.
    fn is_answer_event(_event: &Self::Event) -> bool {
        false
    }

    /// Whether the scenario's state is the same for `seat`'s answer at
    /// `self` (then) and `now`, where only other seats' answers came in
    /// between: by default, all of it must be equal.
    fn same_for(&self, now: &Self, _seat: Seat) -> bool {
        self == now
    }

    /// Scenario invariants, checked with classic's.
    fn check(_state: &State<Self>) -> Result<(), String> {
        Ok(())
    }

    /// Scenario laws that hold once a command's events are all applied
    /// ([`Rules::check_settled`](crate::rules::Rules::check_settled)).
    fn check_settled(_state: &State<Self>) -> Result<(), String> {
        Ok(())
    }

    // the stand-in

    /// The stand-in's choice where the scenario has its own say (a gift to
    /// answer, oil to use or sequester), asked before classic's policy
    /// ([`stand_in`](super::stand_in)); the choice must be in `legal`.
    /// `None`, the default, leaves it to classic.
    fn stand_in(
        _seen: &Seen<'_, Self::View>,
        _legal: &[Command<Self::Command>],
    ) -> Option<Command<Self::Command>> {
        None
    }

    // the seat's standing preferences

    /// Whether, by what every seat sees (`view`, the spectator's), `seat`
    /// has something of the scenario's it could still use this turn (oil,
    /// favor tokens) or has in flight (a gift on offer): then an automatic
    /// end of its turn waits. The default: nothing.
    fn holds_something(_view: &View<Self::View>, _seat: Seat) -> bool {
        false
    }

    /// The fewest resource cards anything `seat` could pay for or trade
    /// this turn costs, by what every seat sees (`view`, the spectator's).
    /// The default is classic's, [`CHEAPEST_SPEND`].
    fn cheapest_spend(_view: &View<Self::View>, _seat: Seat) -> u32 {
        CHEAPEST_SPEND
    }

    // waiting

    /// Adjusts the seats the game waits for (classic: the phase's), e.g. to
    /// a player who must answer the scenario's offer out of turn.
    fn waiting_for(_state: &State<Self>, _seats: &mut Vec<Seat>) {}

    /// What the game waits for, where the scenario holds the turn; `None`
    /// lets classic say it.
    fn waiting(_state: &State<Self>) -> Option<crate::rules::common::waiting::Waiting> {
        None
    }
}

/// The base game: no scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Base;

impl Scenario for Base {
    /// base-catan.md: for 3 or 4 players; five-six-players.md: 5 or 6; a
    /// variable board unless its creator asks for the beginner board.
    const REGISTRATION: Registration = Registration {
        ruleset: Ruleset::Classic,
        name: "classic",
        title: "Catan",
        players: 3..=6,
        default_board: BoardKind::Variable,
    };
    type Command = Never;
    type Event = Never;
    type View = ();

    fn decide(
        _state: &State<Self>,
        _seat: Seat,
        command: Never,
        _chance: &mut impl Chance,
    ) -> Decision<Self> {
        match command {}
    }

    fn evolve(_state: &mut State<Self>, event: &Never) {
        match *event {}
    }

    fn view(_state: &State<Self>, _viewer: Viewer) {}
}

/// True for the base game, whose hooks look at nothing and whose view has no
/// scenario part: deciding for it skips playing events forward for hooks.
/// Resolved at compile time for each scenario.
pub(crate) fn is_base<X: Scenario>() -> bool {
    TypeId::of::<X>() == TypeId::of::<Base>()
}
