//! The scenario mechanism (DESIGN.md "Rulesets"), proved with a toy scenario
//! defined here: its own command and event travel through `decide`, `evolve`,
//! the legal commands and JSON inside classic's, and its hooks count points
//! and add to the view, without any real scenario.

use super::prelude::*;
use crate::rules::classic::scenario::{Decision, Scenario, ScenarioEvent};
use crate::rules::classic::view::view;
use crate::rules::classic::Classic;
use crate::rules::common::Chance;
use crate::rules::{BoardKind, Registration, Rules, Ruleset, Viewer};
use serde::{Deserialize, Serialize};

/// A scenario in which the current player may mark the turn once, and seat 0
/// holds two bonus points.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct Toy {
    marks: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
enum ToyCommand {
    Mark,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
enum ToyEvent {
    Marked { seat: Seat },
}

impl ScenarioEvent for ToyEvent {
    fn kind(&self) -> &'static str {
        "Marked"
    }

    fn seat(&self) -> Option<Seat> {
        let ToyEvent::Marked { seat } = self;
        Some(*seat)
    }

    fn redacted_for(&self, _viewer: Viewer) -> Self {
        self.clone()
    }
}

/// The toy's part of the view.
#[derive(Debug, Clone, PartialEq, Serialize)]
struct ToyView {
    marks: u8,
}

fn may_mark(state: &State<Toy>, seat: Seat) -> bool {
    state.phase == Phase::Main { seat } && state.scenario.marks == 0
}

impl Scenario for Toy {
    const REGISTRATION: Registration = Registration {
        ruleset: Ruleset::Classic,
        name: "classic",
        title: "Catan",
        players: 3..=4,
        default_board: BoardKind::Variable,
    };
    type Command = ToyCommand;
    type Event = ToyEvent;
    type View = ToyView;

    fn decide(
        state: &State<Self>,
        seat: Seat,
        command: ToyCommand,
        _chance: &mut impl Chance,
    ) -> Decision<Self> {
        match command {
            ToyCommand::Mark if may_mark(state, seat) => {
                Ok(vec![Event::Scenario(ToyEvent::Marked { seat })])
            }
            ToyCommand::Mark => Err(RuleError::NotYourTurn),
        }
    }

    fn bonus_points(_state: &State<Self>, seat: Seat) -> u8 {
        if seat == S0 {
            2
        } else {
            0
        }
    }

    fn points_to_win(_state: &State<Self>) -> u8 {
        12
    }

    fn evolve(state: &mut State<Self>, event: &ToyEvent) {
        let ToyEvent::Marked { .. } = event;
        state.scenario.marks += 1;
    }

    fn after_evolve(state: &mut State<Self>, event: &Event<ToyEvent>) {
        if let Event::TurnEnded { .. } = event {
            state.scenario.marks = 0;
        }
    }

    fn legal(state: &State<Self>, seat: Seat, out: &mut Vec<Command<ToyCommand>>) {
        if may_mark(state, seat) {
            out.push(Command::Scenario(ToyCommand::Mark));
        }
    }

    fn view(state: &State<Self>, _viewer: Viewer) -> ToyView {
        ToyView {
            marks: state.scenario.marks,
        }
    }
}

/// A scenario's own command is listed, decided by the scenario, recorded as
/// its own event, folded into its own state, and reset by its bookkeeping
/// after a classic event.
#[test]
fn a_scenario_command_goes_through_decide_legal_and_evolve() {
    let marked = Spec::<Toy>::new(4)
        .given(|g| g.main(S1))
        .when(S1, Command::Scenario(ToyCommand::Mark))
        .then_events([Event::Scenario(ToyEvent::Marked { seat: S1 })])
        .then_state(|s| {
            assert_eq!(s.scenario.marks, 1);
            let v = view(s, Viewer::Spectator);
            assert_eq!(v.scenario, Some(ToyView { marks: 1 }));
        });
    marked
        .clone()
        .when(S1, Command::Scenario(ToyCommand::Mark))
        .then_error(RuleError::NotYourTurn);
    marked
        .when(S1, EndTurn)
        .then_state(|s| assert_eq!(s.scenario.marks, 0));
}

/// A scenario's commands and events are their own tagged JSON inside
/// classic's, and classic's JSON is unchanged.
#[test]
fn scenario_commands_and_events_round_trip_through_json() {
    let event: Event<ToyEvent> = Event::Scenario(ToyEvent::Marked { seat: S1 });
    let json = serde_json::to_value(&event).unwrap();
    assert_eq!(json, serde_json::json!({"type": "Marked", "seat": 1}));
    assert_eq!(
        serde_json::from_value::<Event<ToyEvent>>(json).unwrap(),
        event
    );
    assert_eq!(event.kind(), "Marked");
    assert_eq!(event.seat(), Some(S1));
    assert_eq!(<Classic<Toy> as Rules>::event_kind(&event), "Marked");

    let ended: Event<ToyEvent> = TurnEnded { seat: S1, next: S2 };
    let base: Event = TurnEnded { seat: S1, next: S2 };
    assert_eq!(
        serde_json::to_value(&ended).unwrap(),
        serde_json::to_value(&base).unwrap()
    );

    let mark: Command<ToyCommand> = serde_json::from_str(r#"{"type": "Mark"}"#).unwrap();
    assert_eq!(mark, Command::Scenario(ToyCommand::Mark));
    let roll: Command<ToyCommand> = serde_json::from_str(r#"{"type": "RollDice"}"#).unwrap();
    assert_eq!(roll, RollDice);
    assert!(serde_json::from_str::<Command<ToyCommand>>(r#"{"type": "Nope"}"#).is_err());
    assert!(serde_json::from_str::<Command>(r#"{"type": "Mark"}"#).is_err());
}

/// The scenario's bonus points count toward a seat's public points, its
/// goal is the view's, and the base game's view has no scenario part.
#[test]
fn scenario_bonus_points_and_goal_are_counted() {
    Spec::<Toy>::new(4)
        .given(|g| g.settlement(S0, corner(0, TOP)).main(S1))
        .then_state(|s| {
            assert_eq!(s.public_points(S0), 3, "a settlement and 2 bonus points");
            assert_eq!(s.public_points(S1), 0);
            let v = view(s, Viewer::Spectator);
            assert_eq!(v.players[0].points, 3);
            assert_eq!(v.points_to_win, 12);
            assert_eq!(<Classic<Toy> as Rules>::check_invariants(s), Ok(()));
        });
    let base = view(Spec::classic(4).state(), Viewer::Spectator);
    assert!(base.scenario.is_none());
    assert!(serde_json::to_value(&base)
        .unwrap()
        .get("scenario")
        .is_none());
}
