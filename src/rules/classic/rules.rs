//! The classic game, with any scenario layered on it, behind the ruleset
//! contract ([`Rules`]).

use super::scenario::{Base, Scenario};
use super::state::Phase;
use super::{audit, merge, special, stand_in};
use super::{
    decide, evolve, invariants, legal_commands, prompt, view, Command, Event, State, View,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::waiting::Waiting;
use crate::rules::common::Chance;
use crate::rules::contract::{GameOptions, PlansActed, PublicTurn, Registration, Rules, Status};
use crate::rules::{RuleError, Seat, Viewer};
use std::fmt;
use std::marker::PhantomData;

/// The Settlers of Catan for 3-4 players, played with scenario `X`;
/// `Classic` alone is the base game.
pub struct Classic<X = Base>(PhantomData<fn() -> X>);

impl<X> Default for Classic<X> {
    fn default() -> Self {
        Classic(PhantomData)
    }
}

impl<X> Clone for Classic<X> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<X> Copy for Classic<X> {}

impl<X> PartialEq for Classic<X> {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}

impl<X> Eq for Classic<X> {}

impl<X> fmt::Debug for Classic<X> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Classic<{}>", std::any::type_name::<X>())
    }
}

impl<X: Scenario> Rules for Classic<X> {
    const REGISTRATION: Registration = X::REGISTRATION;
    type State = State<X>;
    type Command = Command<X::Command>;
    type Event = Event<X::Event>;
    type View = View<X::View>;
    type Phase = Phase;

    /// Every classic option is in `GameCreated`: the player count and the
    /// board kind (also in its layout), under the scenario's ruleset.
    fn create(
        options: &GameOptions,
        chance: &mut impl Chance,
    ) -> Result<Vec<Self::Event>, RuleError> {
        super::decide::create::<X>(options, chance)
    }

    fn decide(
        state: &Self::State,
        seat: Seat,
        command: Self::Command,
        chance: &mut impl Chance,
    ) -> Result<Vec<Self::Event>, RuleError> {
        if matches!(command, Command::CreateGame { .. }) {
            return Err(RuleError::AlreadyCreated);
        }
        decide(state, seat, command, chance)
    }

    fn evolve(state: &mut Self::State, event: &Self::Event) {
        evolve(state, event);
    }

    fn legal_commands(state: &Self::State, seat: Seat) -> Vec<Self::Command> {
        legal_commands(state, seat)
    }

    fn view(state: &Self::State, viewer: Viewer) -> View<X::View> {
        view(state, viewer)
    }

    fn view_phase(view: &View<X::View>) -> &Phase {
        &view.phase
    }

    fn waiting_for(state: &Self::State) -> Vec<Seat> {
        let mut seats = state.phase.awaiting();
        X::waiting_for(state, &mut seats);
        seats
    }

    fn waiting(state: &Self::State) -> Waiting {
        if let Some(waiting) = X::waiting(state) {
            return waiting;
        }
        let players = view(state, Viewer::Spectator).players;
        prompt::waiting(&state.phase, &players)
    }

    fn status(state: &Self::State) -> Status {
        match state.phase {
            Phase::Lobby => Status::Lobby,
            Phase::PlaceSettlement { .. } | Phase::PlaceRoad { .. } => Status::Setup,
            Phase::Finished { winner } => Status::Finished(winner),
            _ => Status::Playing,
        }
    }

    fn redact(event: &Self::Event, viewer: Viewer) -> Self::Event {
        event.redacted_for(viewer)
    }

    fn event_kind(event: &Self::Event) -> &'static str {
        event.kind()
    }

    fn event_seat(event: &Self::Event) -> Option<Seat> {
        event.seat()
    }

    fn check_invariants(state: &Self::State) -> Result<(), String> {
        invariants::check(state)?;
        X::check(state)
    }

    fn check_settled(state: &Self::State) -> Result<(), String> {
        invariants::check_settled(state)?;
        X::check_settled(state)
    }

    fn stand_in(view: &Self::View, legal: &[Self::Command]) -> Option<Self::Command> {
        stand_in::choose::<X>(view, legal)
    }

    fn is_passive(command: &Self::Command) -> bool {
        matches!(
            command,
            Command::EndTurn
                | Command::Table(TableCommand::RejectOffer { .. })
                | Command::EndSpecialBuilding
        )
    }

    /// From the spectator's view: the roll as the seat's turn starts, the
    /// end in its main phase, the pass when it is asked in a Special
    /// Building Phase (who is asked is public), its public count of development cards, and
    /// nothing to spend when it holds fewer resource cards than the
    /// cheapest thing it could pay for or trade ([`Scenario::cheapest_spend`]),
    /// no development card, no open offer of its own and nothing of the
    /// scenario's ([`Scenario::holds_something`]).
    fn public_turn(view: &Self::View, seat: Seat) -> PublicTurn<Self::Command> {
        let Some(player) = view.players.iter().find(|p| p.seat == seat) else {
            return PublicTurn::default();
        };
        let rolls = matches!(view.phase, Phase::Roll { seat: s } if s == seat);
        let in_main = matches!(view.phase, Phase::Main { seat: s } if s == seat);
        let asked_special =
            matches!(&view.phase, Phase::SpecialBuilding { asked, .. } if asked.contains(&seat));
        PublicTurn {
            roll: rolls.then_some(Command::RollDice),
            end_turn: in_main.then_some(Command::EndTurn),
            development_cards: player.development_cards,
            nothing_to_spend: player.cards < X::cheapest_spend(view, seat)
                && player.development_cards == 0
                && !view.offers.iter().any(|o| o.from == seat)
                && !X::holds_something(view, seat),
            pass_special: asked_special.then_some(Command::EndSpecialBuilding),
            special_phase: view.players.len() >= special::FROM_PLAYERS,
        }
    }

    /// five-six-players.md §Special Building Phase, with standing plans:
    /// see [`special::act_on_plans`].
    fn act_on_plans(
        state: &Self::State,
        plans: &[(Seat, Vec<Self::Command>)],
    ) -> PlansActed<Self::Command> {
        special::act_on_plans(state, plans)
    }

    fn only_plans(events: &[Self::Event]) -> bool {
        special::only_plans(events)
    }

    fn lay_plans(state: &mut Self::State, seat: Seat, plans: &[Self::Command]) -> bool {
        special::lay_plans(state, seat, plans)
    }

    fn plan_options(state: &Self::State, seat: Seat) -> Vec<Self::Command> {
        special::plan_options(state, seat)
    }

    fn check_plan(
        state: &Self::State,
        seat: Seat,
        command: &Self::Command,
    ) -> Result<(), RuleError> {
        special::check_plan(state, seat, command)
    }

    fn is_answer(command: &Self::Command) -> bool {
        merge::is_answer_in::<X>(command)
    }

    fn still_means_the_same<C: Chance>(
        then: &Self::State,
        now: &Self::State,
        between: &[Self::Event],
        seat: Seat,
        command: &Self::Command,
        chance: impl Fn() -> C,
    ) -> bool {
        merge::still_means_the_same(then, now, between, seat, command, chance)
    }

    fn possible(state: &Self::State, event: &Self::Event) -> bool {
        audit::possible(state, event)
    }

    fn rederive(
        state: &Self::State,
        event: &Self::Event,
        chance: &mut impl Chance,
    ) -> Result<bool, String> {
        if let Event::Scenario(own) = event {
            return X::check_outcome(state, own, chance);
        }
        audit::check_outcome(state, event, chance)?;
        Ok(audit::draws_chance(event))
    }
}
