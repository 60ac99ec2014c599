//! The classic game behind the ruleset contract ([`Rules`]).

use super::state::Phase;
use super::{audit, merge};
use super::{
    decide, evolve, invariants, legal_commands, prompt, view, Command, Event, State, View,
};
use crate::rules::common::Chance;
use crate::rules::contract::{GameOptions, Names, Rules, Status};
use crate::rules::{RuleError, Ruleset, Seat, Viewer};

/// The Settlers of Catan for 3-4 players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Classic;

impl Rules for Classic {
    const RULESET: Ruleset = Ruleset::Classic;
    type State = State;
    type Command = Command;
    type Event = Event;
    type View = View;

    /// Every classic option is in `GameCreated`: the player count, and the
    /// board kind in its layout.
    fn create(options: &GameOptions, chance: &mut impl Chance) -> Result<Vec<Event>, RuleError> {
        decide(
            &State::default(),
            Seat(0),
            Command::CreateGame {
                players: options.players,
                board: options.board,
            },
            chance,
        )
    }

    fn decide(
        state: &State,
        seat: Seat,
        command: Command,
        chance: &mut impl Chance,
    ) -> Result<Vec<Event>, RuleError> {
        if matches!(command, Command::CreateGame { .. }) {
            return Err(RuleError::AlreadyCreated);
        }
        decide(state, seat, command, chance)
    }

    fn evolve(state: &mut State, event: &Event) {
        evolve(state, event);
    }

    fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
        legal_commands(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view(state, viewer)
    }

    fn waiting_for(state: &State) -> Vec<Seat> {
        state.phase.awaiting()
    }

    fn prompt(state: &State, names: &Names) -> String {
        let players = view(state, Viewer::Spectator).players;
        prompt::waiting_for(&state.phase, &players, names)
    }

    fn status(state: &State) -> Status {
        match state.phase {
            Phase::Lobby => Status::Lobby,
            Phase::PlaceSettlement { .. } | Phase::PlaceRoad { .. } => Status::Setup,
            Phase::Finished { winner } => Status::Finished(Some(winner)),
            _ => Status::Playing,
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Event {
        event.redacted_for(viewer)
    }

    fn event_kind(event: &Event) -> &'static str {
        event.kind()
    }

    fn event_seat(event: &Event) -> Option<Seat> {
        event.seat()
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        invariants::check(state)
    }

    fn is_answer(command: &Command) -> bool {
        merge::is_answer(command)
    }

    fn still_means_the_same<C: Chance>(
        then: &State,
        now: &State,
        between: &[Event],
        seat: Seat,
        command: &Command,
        chance: impl Fn() -> C,
    ) -> bool {
        merge::still_means_the_same(then, now, between, seat, command, chance)
    }

    fn possible(state: &State, event: &Event) -> bool {
        audit::possible(state, event)
    }

    fn rederive(state: &State, event: &Event, chance: &mut impl Chance) -> Result<bool, String> {
        audit::check_outcome(state, event, chance)?;
        Ok(audit::draws_chance(event))
    }
}
