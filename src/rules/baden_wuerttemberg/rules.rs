//! Baden-Württemberg Catan behind the ruleset contract ([`Rules`]), and what
//! it waits for in words.

use super::state::Phase;
use super::{
    audit, decide, evolve, invariants, legal_commands, stand_in, view, Command, Event, State, View,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::waiting::Waiting;
use crate::rules::common::Chance;
use crate::rules::contract::{BoardKind, GameOptions, PublicTurn, Registration, Rules, Status};
use crate::rules::{RuleError, Ruleset, Seat, Viewer};

/// The fewest resource cards anything costs in Baden-Württemberg
/// (baden-wuerttemberg.txt §2): a road (1 wood, 1 clay) and a trade under
/// "Progress: Trade" (2:1) take 2; a landmark, a development card and the
/// 3:1 supply trade 3, a town hall 4. A seat holding fewer has nothing to
/// pay with.
pub const CHEAPEST_SPEND: u32 = 2;

/// Baden-Württemberg Catan for 3-4 players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BadenWuerttemberg;

impl Rules for BadenWuerttemberg {
    type State = State;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Phase = Phase;
    /// baden-wuerttemberg rules: 3 or 4 players, on the one map of
    /// Baden-Württemberg (the default board names no other).
    const REGISTRATION: Registration = Registration {
        ruleset: Ruleset::BadenWuerttemberg,
        name: "baden-wuerttemberg",
        title: "Baden-Württemberg Catan",
        players: 3..=4,
        default_board: BoardKind::Variable,
    };

    /// The options, the seat order and the building cost cards dealt are
    /// all in `GameCreated`; the map is fixed.
    fn create(options: &GameOptions, chance: &mut impl Chance) -> Result<Vec<Event>, RuleError> {
        decide::create(options, chance)
    }

    fn decide(
        state: &State,
        seat: Seat,
        command: Command,
        chance: &mut impl Chance,
    ) -> Result<Vec<Event>, RuleError> {
        decide::decide(state, seat, command, chance)
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

    fn view_phase(view: &View) -> &Phase {
        &view.phase
    }

    fn waiting_for(state: &State) -> Vec<Seat> {
        state.phase.awaiting()
    }

    fn waiting(state: &State) -> Waiting {
        waiting(state)
    }

    fn status(state: &State) -> Status {
        match state.phase {
            Phase::Lobby => Status::Lobby,
            Phase::Found { .. } => Status::Setup,
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

    fn check_settled(state: &State) -> Result<(), String> {
        invariants::check_settled(state)
    }

    fn stand_in(view: &View, legal: &[Command]) -> Option<Command> {
        stand_in::choose(view, legal)
    }

    /// From the spectator's view: the roll as the seat's turn starts, the
    /// end in its trade and build phase, its public count of development
    /// cards (this ruleset's own deck), and nothing to spend when it holds
    /// fewer resource cards than [`CHEAPEST_SPEND`], no development card and
    /// no open offer of its own.
    fn public_turn(view: &View, seat: Seat) -> PublicTurn<Command> {
        let Some(player) = view.players.iter().find(|p| p.seat == seat) else {
            return PublicTurn::default();
        };
        let rolls = matches!(view.phase, Phase::Roll { seat: s } if s == seat);
        let in_main = matches!(view.phase, Phase::Main { seat: s } if s == seat);
        PublicTurn {
            roll: rolls.then_some(Command::RollDice),
            end_turn: in_main.then_some(Command::EndTurn),
            development_cards: player.development_cards,
            nothing_to_spend: player.cards < CHEAPEST_SPEND
                && player.development_cards == 0
                && !view.offers.iter().any(|o| o.from == seat),
            ..PublicTurn::default()
        }
    }

    fn is_passive(command: &Command) -> bool {
        matches!(
            command,
            Command::EndTurn | Command::Table(TableCommand::RejectOffer { .. })
        )
    }

    /// A first event comes first, and the options it records are this
    /// ruleset's and its own.
    fn possible(state: &State, event: &Event) -> bool {
        match event {
            Event::GameCreated {
                players,
                variable_founding,
                options,
                ..
            } => {
                state.phase == Phase::Lobby
                    && options.is_none_or(|o| {
                        o.ruleset == Self::RULESET
                            && o.players == *players
                            && o.variable_founding == *variable_founding
                    })
            }
            _ => state.phase != Phase::Lobby,
        }
    }

    fn rederive(state: &State, event: &Event, chance: &mut impl Chance) -> Result<bool, String> {
        audit::rederive(state, event, chance)
    }
}

/// What the game waits for.
pub fn waiting(state: &State) -> Waiting {
    match &state.phase {
        Phase::Lobby => Waiting::Lobby,
        Phase::Found { seat, round } => Waiting::Found {
            seat: *seat,
            round: *round,
        },
        Phase::Roll { seat } => Waiting::Roll { seat: *seat },
        Phase::Discard { pending, .. } => Waiting::GiveUp {
            pending: pending.clone(),
        },
        Phase::MoveInventor { seat } => Waiting::MoveInventor { seat: *seat },
        Phase::Main { seat } => Waiting::Main { seat: *seat },
        Phase::RoadBuilding { seat, left } => Waiting::FreeRoads {
            seat: *seat,
            left: *left,
        },
        Phase::Finished { winner } => Waiting::Won {
            winner: *winner,
            points: state.total_points(*winner),
        },
    }
}
