//! When a classic command made at an older version may still be applied: two seats
//! acting independently at the same moment (two discards after a 7, two
//! answers to one offer) both succeed, while a command whose meaning the
//! newer events could have changed is still refused as stale. It owns only
//! that decision; loading and appending stay in the service, which asks it
//! through the ruleset contract.
//!
//! The rule, deliberately narrow: a command of `seat` made at version `v`
//! is applied at the current version `w > v` when
//! 1. it is an out-of-turn answer (a discard, or accepting, rejecting or
//!    countering an offer, or a plan or the finish in a Special Building
//!    Phase, where every asked seat acts at once);
//! 2. every event in `(v, w]` is such an answer made by another seat, and
//!    none is a rewind, a rewind proposal or anything else of the service
//!    (a scenario names its own answers: Oil Springs' discard with oil);
//! 3. the phase is of the same kind at `v` and `w`, and `seat`'s own
//!    player state (hand, cards), the scenario's state as far as it
//!    concerns `seat` (its own oil, in Oil Springs), and its legal
//!    commands are unchanged; and
//! 4. deciding the command at `v` and at `w` gives the same events (in a
//!    Special Building Phase: the same first event, the seat's own act; the
//!    builds its finish may set off follow from the state at `w`).
//!
//! Every input to this is public or belongs to `seat` itself, so whether a
//! stale command is applied tells the seat nothing about hidden cards.

use super::scenario::Scenario;
use super::{decide, legal_commands, Command, Event, Phase, State};
use crate::rules::common::table::{TableCommand, TableEvent};
use crate::rules::common::Chance;
use crate::rules::Seat;
use std::mem::discriminant;

/// True when `command` is an answer another seat's answer cannot change.
pub fn is_answer<C>(command: &Command<C>) -> bool {
    matches!(
        command,
        Command::Table(
            TableCommand::Discard { .. }
                | TableCommand::AcceptOffer { .. }
                | TableCommand::RejectOffer { .. }
                | TableCommand::CounterOffer { .. }
        ) | Command::EndSpecialBuilding
    ) || is_build(command)
}

/// True for a command that plans a build in a Special Building Phase (and
/// builds in the seat's own turn, where it is no answer).
fn is_build<C>(command: &Command<C>) -> bool {
    matches!(
        command,
        Command::BuildRoad { .. }
            | Command::BuildSettlement { .. }
            | Command::BuildCity { .. }
            | Command::BuyDevelopmentCard
    )
}

/// True when `command` is an answer of the classic game or of scenario `X`.
pub fn is_answer_in<X: Scenario>(command: &Command<X::Command>) -> bool {
    match command {
        Command::Scenario(own) => X::is_answer(own),
        _ => is_answer(command),
    }
}

/// True when `event` is an answer made by a seat other than `seat`.
fn is_answer_by_other<X: Scenario>(event: &Event<X::Event>, seat: Seat) -> bool {
    let answer = match event {
        Event::Scenario(own) => X::is_answer_event(own),
        _ => matches!(
            event,
            Event::Table(
                TableEvent::CardsDiscarded { .. }
                    | TableEvent::OfferAccepted { .. }
                    | TableEvent::OfferRejected { .. }
                    | TableEvent::OfferCountered { .. }
            ) | Event::SpecialBuildPlanned { .. }
                | Event::SpecialBuildingFinished { .. }
        ),
    };
    answer && event.seat().is_some_and(|s| s != seat)
}

/// Whether `command` by `seat`, made when the game stood at `then`, means
/// the same at `now`, `between` being the rules events appended in between
/// (the caller refuses outright when service events came in between).
/// `chance` gives the game's source of chance afresh for each decision.
/// A scenario's own state must be the same for `seat` too.
pub fn still_means_the_same<X: Scenario, C: Chance>(
    then: &State<X>,
    now: &State<X>,
    between: &[Event<X::Event>],
    seat: Seat,
    command: &Command<X::Command>,
    chance: impl Fn() -> C,
) -> bool {
    let special = matches!(then.phase, Phase::SpecialBuilding { .. });
    if between.is_empty()
        || !is_answer_in::<X>(command)
        || (is_build(command) && !special)
        || !between.iter().all(|e| is_answer_by_other::<X>(e, seat))
        || discriminant(&then.phase) != discriminant(&now.phase)
        || usize::from(seat.0) >= then.players.len()
        || usize::from(seat.0) >= now.players.len()
        || then.player(seat) != now.player(seat)
        || !then.scenario.same_for(&now.scenario, seat)
        || legal_commands(then, seat) != legal_commands(now, seat)
    {
        return false;
    }
    let at_then = decide(then, seat, command.clone(), &mut chance());
    let at_now = decide(now, seat, command.clone(), &mut chance());
    match (at_then, at_now) {
        (Ok(a), Ok(b)) if special => a.first() == b.first(),
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::evolve;
    use crate::rules::classic::state::{Debt, Offer};
    use crate::rules::classic::testkit::{cards, Spec};
    use crate::rules::common::ScriptedChance;

    /// base-catan.md §Robber: after a 7, seats 1 and 2 each owe 4 cards.
    fn two_debtors() -> State {
        Spec::classic(3)
            .given(|b| {
                b.hand(Seat(1), "BBBBLLLL")
                    .hand(Seat(2), "GGGGOOOO")
                    .phase(Phase::Discard {
                        seat: Seat(0),
                        pending: vec![
                            Debt {
                                seat: Seat(1),
                                count: 4,
                            },
                            Debt {
                                seat: Seat(2),
                                count: 4,
                            },
                        ],
                    })
            })
            .state()
            .clone()
    }

    fn after(state: &State, events: &[Event]) -> State {
        let mut s = state.clone();
        for e in events {
            evolve(&mut s, e);
        }
        s
    }

    #[test]
    fn a_discard_after_another_seats_discard_still_applies() {
        let then = two_debtors();
        let other = Event::Table(TableEvent::CardsDiscarded {
            seat: Seat(1),
            cards: cards("BBLL"),
        });
        let now = after(&then, std::slice::from_ref(&other));
        let mine = Command::Table(TableCommand::Discard {
            cards: cards("GGOO"),
        });
        assert!(still_means_the_same(
            &then,
            &now,
            &[other],
            Seat(2),
            &mine,
            ScriptedChance::default
        ));
    }

    #[test]
    fn a_command_after_the_same_seats_own_event_is_stale() {
        let then = two_debtors();
        let own = Event::Table(TableEvent::CardsDiscarded {
            seat: Seat(1),
            cards: cards("BBLL"),
        });
        let now = after(&then, std::slice::from_ref(&own));
        let again = Command::Table(TableCommand::Discard {
            cards: cards("BBBB"),
        });
        assert!(!still_means_the_same(
            &then,
            &now,
            &[own],
            Seat(1),
            &again,
            ScriptedChance::default
        ));
    }

    #[test]
    fn a_turn_command_is_never_merged() {
        let then = two_debtors();
        let other = Event::Table(TableEvent::CardsDiscarded {
            seat: Seat(1),
            cards: cards("BBLL"),
        });
        let now = after(&then, std::slice::from_ref(&other));
        assert!(!still_means_the_same(
            &then,
            &now,
            &[other],
            Seat(0),
            &Command::EndTurn,
            ScriptedChance::default
        ));
    }

    #[test]
    fn a_move_of_the_turn_in_between_makes_an_answer_stale() {
        let then = two_debtors();
        let roll = Event::DiceRolled {
            seat: Seat(0),
            dice: [3, 4],
        };
        let mine = Command::Table(TableCommand::Discard {
            cards: cards("GGOO"),
        });
        assert!(!still_means_the_same(
            &then,
            &then,
            &[roll],
            Seat(2),
            &mine,
            ScriptedChance::default
        ));
    }

    /// clarifications.md §Trade: an offer from seat 0 to seats 1 and 2.
    fn an_open_offer() -> State {
        Spec::classic(3)
            .given(|b| {
                b.main(Seat(0))
                    .hand(Seat(0), "BB")
                    .hand(Seat(1), "OO")
                    .hand(Seat(2), "OO")
                    .with(|s| {
                        s.offers.push(Offer {
                            id: 1,
                            from: Seat(0),
                            give: cards("B"),
                            want: cards("O"),
                            to: vec![Seat(1), Seat(2)],
                            answers: Vec::new(),
                        });
                        s.next_offer = 2;
                    })
            })
            .state()
            .clone()
    }

    #[test]
    fn two_answers_to_one_offer_both_apply() {
        let then = an_open_offer();
        let accepted = Event::Table(TableEvent::OfferAccepted {
            offer: 1,
            seat: Seat(1),
        });
        let now = after(&then, std::slice::from_ref(&accepted));
        let reject = Command::Table(TableCommand::RejectOffer { offer: 1 });
        assert!(still_means_the_same(
            &then,
            &now,
            &[accepted],
            Seat(2),
            &reject,
            ScriptedChance::default
        ));
    }

    #[test]
    fn an_answer_after_the_offer_was_withdrawn_is_stale() {
        let then = an_open_offer();
        let withdrawn = Event::Table(TableEvent::OfferWithdrawn {
            offer: 1,
            seat: Seat(0),
        });
        let now = after(&then, std::slice::from_ref(&withdrawn));
        let accept = Command::Table(TableCommand::AcceptOffer { offer: 1 });
        assert!(!still_means_the_same(
            &then,
            &now,
            &[withdrawn],
            Seat(2),
            &accept,
            ScriptedChance::default
        ));
    }

    #[test]
    fn nothing_in_between_is_not_stale_at_all() {
        let then = two_debtors();
        let mine = Command::Table(TableCommand::Discard {
            cards: cards("GGOO"),
        });
        assert!(!still_means_the_same(
            &then,
            &then,
            &[],
            Seat(2),
            &mine,
            ScriptedChance::default
        ));
    }
}
