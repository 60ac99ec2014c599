//! five-six-players.md: the 5-6 player game (its island, bank and deck)
//! and its Special Building Phase, with the reading chosen for slow play
//! (all asked seats plan at once; plans are applied clockwise from the
//! player after the one whose turn ended; a seat is asked by public counts).

use super::prelude::*;
use crate::rules::classic::state::{Build, Plan};
use crate::rules::common::{EdgeId, NodeId};
use crate::rules::{PhaseKind, Viewer};

/// Six players sit in the order 1, 2, 3, 4, 5, 0 (zero draws, see the
/// testkit): after Seat 1's turn, 2 builds first, then 3, 4, 5 and 0.
fn six() -> Spec {
    Spec::classic(6)
}

/// An intersection `x` inside the large island and two arms reaching it:
/// for each, a settlement spot two paths away and the two paths to `x`.
struct Meeting {
    x: NodeId,
    arms: [(NodeId, [EdgeId; 2]); 2],
}

fn meeting(spec: &Spec) -> Meeting {
    let board = &spec.state().board;
    let x = board
        .nodes
        .iter()
        .find(|n| {
            n.tiles.len() == 3 && n.neighbours.iter().all(|m| board.node(*m).tiles.len() == 3)
        })
        .expect("an inland intersection")
        .id;
    let edge = |a: NodeId, b: NodeId| {
        board
            .edges
            .iter()
            .find(|e| e.nodes.contains(&a) && e.nodes.contains(&b))
            .expect("neighbours")
            .id
    };
    let arm = |i: usize| {
        let b = board.node(x).neighbours[i];
        let a = *board
            .node(b)
            .neighbours
            .iter()
            .find(|n| **n != x)
            .expect("a second neighbour");
        (a, [edge(a, b), edge(b, x)])
    };
    Meeting {
        x,
        arms: [arm(0), arm(1)],
    }
}

/// Seats 2 and 4 each hold a settlement two paths from `x` with a road to
/// it, and the cards for a settlement; Seat 1 ends its turn.
fn contested() -> (Spec, NodeId) {
    let spec = six();
    let m = meeting(&spec);
    let [(a, [a1, a2]), (c, [c1, c2])] = m.arms;
    let spec = spec.given(|g| {
        g.settlement(S2, a)
            .road(S2, a1)
            .road(S2, a2)
            .settlement(S4, c)
            .road(S4, c1)
            .road(S4, c2)
            .hand(S2, "BLWG")
            .hand(S4, "BLWG")
            .main(S1)
    });
    (spec, m.x)
}

#[test]
fn a_game_of_five_or_six_is_played_on_the_large_island_with_the_larger_bank_and_deck() {
    for players in [5, 6] {
        Spec::classic(players).then_state(|s| {
            assert_eq!(s.board.tiles.len(), 30);
            assert_eq!(s.board.harbors.len(), 11);
            assert_eq!(s.bank, Resources::splat(24));
            assert_eq!(s.deck.total(), 34);
            assert_eq!(s.deck.get(DevCard::Knight), 20);
            assert_eq!(s.players.len(), usize::from(players));
        });
    }
    Spec::classic(4).then_state(|s| {
        assert_eq!(s.board.tiles.len(), 19);
        assert_eq!(s.bank, Resources::splat(19));
        assert_eq!(s.deck.total(), 25);
    });
}

/// base-catan.md §Setup: two settlements each in snake order, with six.
#[test]
fn six_players_place_in_snake_order_then_the_first_rolls() {
    let mut spec = six();
    let mut placed = Vec::new();
    while spec.state().phase.is_setup() {
        let seat = spec.state().phase.current().expect("someone places");
        let legal = crate::rules::classic::legal_commands(spec.state(), seat);
        if matches!(spec.state().phase, Phase::PlaceSettlement { .. }) {
            placed.push(seat.0);
        }
        spec = spec.when(seat, legal[0].clone()).then_ok();
    }
    assert_eq!(placed, [1, 2, 3, 4, 5, 0, 0, 5, 4, 3, 2, 1]);
    assert_eq!(spec.state().phase, Phase::Roll { seat: S1 });
}

/// five-six-players.md §Special Building Phase: it comes after each turn,
/// and the 3-4 player game has none.
#[test]
fn the_phase_follows_a_turn_with_five_or_six_and_never_with_four() {
    let (spec, _) = contested();
    spec.when(S1, EndTurn).then_events([
        TurnEnded { seat: S1, next: S2 },
        SpecialBuildingStarted {
            seat: S1,
            next: S2,
            asked: vec![S2, S4],
        },
    ]);
    Spec::classic(4)
        .given(|g| g.hand(S2, "BLWG").main(S1))
        .when(S1, EndTurn)
        .then_events([TurnEnded { seat: S1, next: S2 }]);
}

/// five-six-players.md §Reading chosen: whether a seat is asked follows its
/// public card count against the cheapest build, never its hand's make-up:
/// a seat with fewer cards than a road costs is never asked, and two cards
/// that build nothing are asked as two that build a road.
#[test]
fn a_seat_with_fewer_cards_than_the_cheapest_build_is_never_asked() {
    let asked = |hand3: &'static str, hand5: &'static str| {
        let (spec, _) = contested();
        let (events, _) = spec
            .given(|g| g.hand(S3, hand3).hand(S5, hand5))
            .when(S1, EndTurn)
            .run();
        match &events[1] {
            SpecialBuildingStarted { asked, .. } => asked.clone(),
            other => panic!("no phase: {other:?}"),
        }
    };
    assert_eq!(asked("B", "O"), vec![S2, S4]);
    assert_eq!(asked("BL", "O"), vec![S2, S3, S4]);
    assert_eq!(asked("OO", "G"), vec![S2, S3, S4]);
    // Nobody able to build: the next turn begins at once.
    six()
        .given(|g| g.hand(S2, "B").main(S1))
        .when(S1, EndTurn)
        .then_events([TurnEnded { seat: S1, next: S2 }])
        .then_state(|s| assert_eq!(s.phase, Phase::Roll { seat: S2 }));
}

/// five-six-players.md §Special Building Phase: nobody may trade (with
/// players or the bank) or play a development card in it.
#[test]
fn no_trade_and_no_card_play_in_the_special_building_phase() {
    let (spec, _) = contested();
    let spec = spec
        .given(|g| g.hand(S2, "BLWGOOOO").dev_cards(S2, DevCard::Knight, 1))
        .when(S1, EndTurn)
        .then_ok();
    let wrong = RuleError::WrongPhase(PhaseKind::SpecialBuilding);
    for command in [
        Command::Table(TableCommand::SupplyTrade {
            give: Resource::Ore,
            get: Resource::Brick,
        }),
        PlayKnight,
        PlayMonopoly {
            resource: Resource::Ore,
        },
        RollDice,
        EndTurn,
    ] {
        spec.clone().when(S2, command).then_error(wrong.clone());
    }
    spec.clone()
        .when(
            S2,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("B"),
                to: vec![S4],
            }),
        )
        .free_form()
        .then_error(wrong);
    // The seat whose turn ended and a seat not asked may not build.
    spec.clone()
        .when(S1, BuyDevelopmentCard)
        .then_error(RuleError::NotYourTurn);
}

/// five-six-players.md §Special Building Phase: roads, settlements, cities
/// and development cards at the usual costs; nothing is built until every
/// asked seat has finished.
#[test]
fn builds_and_card_purchases_cost_the_usual_in_the_special_building_phase() {
    let (spec, x) = contested();
    let spec = spec
        .given(|g| g.hand(S2, "BLWGWGO").hand(S4, ""))
        .when(S1, EndTurn)
        .then_ok();
    let bank = spec.state().bank;
    let spec = spec
        .when(S2, BuildSettlement { node: x })
        .then_events([SpecialBuildPlanned {
            seat: S2,
            build: Some(Build::Settlement { node: x }),
        }])
        .then_state(|s| {
            assert!(
                s.building(x).is_none(),
                "not built before the phase resolves"
            );
            assert_eq!(s.player(S2).hand, cards("BLWGWGO"));
        })
        // The plan's cost is spoken for: what is left buys one card.
        .when(S2, BuyDevelopmentCard)
        .then_ok()
        .when(S2, BuyDevelopmentCard)
        .then_error(RuleError::CannotAfford {
            cost: crate::rules::classic::state::DEVELOPMENT_CARD_COST,
        });
    spec.when(S2, EndSpecialBuilding)
        .then_events([
            SpecialBuildingFinished {
                seat: S2,
                plans: Some(Some(vec![
                    Build::Settlement { node: x },
                    Build::DevelopmentCard,
                ])),
            },
            SettlementBuilt { seat: S2, node: x },
            DevelopmentCardBought {
                seat: S2,
                card: Some(DevCard::Knight),
            },
            SpecialBuildingEnded { next: S2 },
        ])
        .then_state(|s| {
            assert_eq!(s.player(S2).hand, Resources::ZERO);
            assert_eq!(s.bank, bank + cards("BLWGWGO"));
            assert_eq!(s.player(S2).dev_cards.get(DevCard::Knight), 1);
            assert_eq!(s.phase, Phase::Roll { seat: S2 });
            assert!(s.plans.is_empty());
        });
}

/// five-six-players.md §Reading chosen: seats that build in the same phase
/// are applied in clockwise order from the player after the one whose turn
/// ended, whoever sent first; a build an earlier seat made impossible is
/// refused and that seat asked again.
#[test]
fn simultaneous_builds_are_applied_clockwise_and_the_later_seat_is_asked_again() {
    let (spec, x) = contested();
    let spec = spec
        .when(S1, EndTurn)
        .then_ok()
        // Seat 4 plans first and finishes first.
        .when(S4, BuildSettlement { node: x })
        .then_ok()
        .when(S4, EndSpecialBuilding)
        .then_events([SpecialBuildingFinished {
            seat: S4,
            plans: Some(Some(vec![Build::Settlement { node: x }])),
        }])
        .when(S2, BuildSettlement { node: x })
        .then_ok()
        .when(S2, EndSpecialBuilding)
        .then_events([
            SpecialBuildingFinished {
                seat: S2,
                plans: Some(Some(vec![Build::Settlement { node: x }])),
            },
            SettlementBuilt { seat: S2, node: x },
            SpecialBuildRefused {
                seat: S4,
                build: Some(Build::Settlement { node: x }),
            },
        ])
        .then_state(|s| {
            assert_eq!(
                s.phase,
                Phase::SpecialBuilding {
                    seat: S1,
                    next: S2,
                    asked: vec![S4],
                }
            );
            assert_eq!(
                s.player(S4).hand,
                cards("BLWG"),
                "a refused plan costs nothing"
            );
            assert!(s.plans.is_empty());
        });
    spec.when(S4, EndSpecialBuilding).then_events([
        SpecialBuildingFinished {
            seat: S4,
            plans: Some(Some(Vec::new())),
        },
        SpecialBuildingEnded { next: S2 },
    ]);
}

/// Plans are private until applied: another seat's copy of a plan does not
/// say what, and the view shows a seat its own plans only.
#[test]
fn a_plan_is_seen_by_its_seat_alone_until_applied() {
    use crate::rules::classic::view;
    use crate::rules::Viewer;
    let (spec, x) = contested();
    let spec = spec
        .when(S1, EndTurn)
        .then_ok()
        .when(S2, BuildSettlement { node: x })
        .then_ok();
    let planned: Event = SpecialBuildPlanned {
        seat: S2,
        build: Some(Build::Settlement { node: x }),
    };
    assert_eq!(
        planned.redacted_for(Viewer::Seat(S4)),
        SpecialBuildPlanned {
            seat: S2,
            build: None
        }
    );
    assert_eq!(planned.redacted_for(Viewer::Seat(S2)), planned);
    let own = view(spec.state(), Viewer::Seat(S2));
    assert_eq!(own.private[0].planned, vec![Build::Settlement { node: x }]);
    let other = view(spec.state(), Viewer::Seat(S4));
    assert!(other.private[0].planned.is_empty());
    assert_eq!(
        spec.state().plans,
        vec![Plan {
            seat: S2,
            build: Build::Settlement { node: x }
        }]
    );
    let public = serde_json::to_string(&view(spec.state(), Viewer::Spectator)).expect("json");
    assert!(!public.contains("planned"), "{public}");
}

/// A seat's live plans travel in its "done", seen by it alone: for any
/// other viewer the list is null, so not even its length shows; an old
/// log's "done" (no list) reads and writes as it was stored; folding a
/// "done" puts the seat's plans where the phase applies them from.
#[test]
fn the_plans_a_seat_finishes_with_are_its_own_to_see_and_are_folded_into_the_phase() {
    let (spec, x) = contested();
    let spec = spec.when(S1, EndTurn).then_ok();
    let plans = vec![Build::Settlement { node: x }];
    let done: Event = SpecialBuildingFinished {
        seat: S4,
        plans: Some(Some(plans.clone())),
    };
    let hidden: Event = SpecialBuildingFinished {
        seat: S4,
        plans: Some(None),
    };
    assert_eq!(done.redacted_for(Viewer::Seat(S4)), done);
    assert_eq!(done.redacted_for(Viewer::Seat(S2)), hidden);
    assert_eq!(done.redacted_for(Viewer::Spectator), hidden);
    let json = serde_json::to_value(done.redacted_for(Viewer::Spectator)).expect("json");
    assert_eq!(
        json,
        serde_json::json!({"type": "SpecialBuildingFinished", "seat": 4, "plans": null})
    );
    let old = serde_json::json!({"type": "SpecialBuildingFinished", "seat": 4});
    let read: Event = serde_json::from_value(old.clone()).expect("an old done reads");
    assert_eq!(
        read,
        SpecialBuildingFinished {
            seat: S4,
            plans: None
        }
    );
    assert_eq!(serde_json::to_value(&read).expect("json"), old);

    let mut state = spec.state().clone();
    crate::rules::classic::evolve::evolve(&mut state, &done);
    assert_eq!(
        state.plans,
        vec![Plan {
            seat: S4,
            build: plans[0]
        }]
    );
    assert_eq!(state.phase.awaiting(), vec![S2]);
}

/// The live plans the service keeps off the log, laid over the state for
/// their seat, count as planned: the seat's legal list and its decisions
/// answer for the hand minus them, its view shows them, and its "done"
/// carries them.
#[test]
fn live_plans_laid_over_the_state_are_paid_for_and_finished_with() {
    use crate::rules::classic::special::{lay_plans, legal};
    let (spec, x) = contested();
    let spec = spec
        .given(|g| g.hand(S2, "BLWG"))
        .when(S1, EndTurn)
        .then_ok();
    let settle = BuildSettlement { node: x };
    let mut laid = spec.state().clone();
    assert!(lay_plans(&mut laid, S2, std::slice::from_ref(&settle)));
    let mut before = Vec::new();
    legal(spec.state(), S2, &mut before);
    let mut after = Vec::new();
    legal(&laid, S2, &mut after);
    assert!(before.contains(&settle));
    assert_eq!(after, vec![EndSpecialBuilding], "nothing left to pay with");
    let mut chance = crate::rules::common::ScriptedChance::new();
    assert!(crate::rules::classic::decide(&laid, S2, settle.clone(), &mut chance).is_err());
    assert_eq!(
        crate::rules::classic::view(&laid, Viewer::Seat(S2)).private[0].planned,
        vec![Build::Settlement { node: x }]
    );
    let done =
        crate::rules::classic::decide(&laid, S2, EndSpecialBuilding, &mut chance).expect("done");
    assert_eq!(
        done[0],
        SpecialBuildingFinished {
            seat: S2,
            plans: Some(Some(vec![Build::Settlement { node: x }])),
        }
    );
    // A seat the phase does not wait for has nothing laid.
    let mut other = spec.state().clone();
    assert!(!lay_plans(&mut other, S1, std::slice::from_ref(&settle)));
    assert!(other.plans.is_empty());
}

/// The legal list in the phase is exactly what decide accepts, for every
/// seat, before and after a plan.
#[test]
fn the_phase_lists_exactly_what_it_accepts() {
    let (spec, x) = contested();
    let spec = spec.when(S1, EndTurn).then_ok();
    assert_legal_is_exactly_accepted(spec.state());
    let spec = spec.when(S2, BuildSettlement { node: x }).then_ok();
    assert_legal_is_exactly_accepted(spec.state());
}

/// The standing plans of a game that plays the phase by plans: what
/// `act_on_plans` makes for the asked seats, decided one after another as
/// the service does; returns every event and what it spent.
fn made_by_plans(
    spec: Spec,
    plans: &[(Seat, Vec<Command>)],
) -> (Vec<Event>, Vec<(Seat, usize)>, Spec) {
    let acted = crate::rules::classic::special::act_on_plans(spec.state(), plans);
    let mut events = Vec::new();
    let mut spec = spec;
    for (seat, command) in acted.commands {
        let (more, next) = spec.when(seat, command).run();
        events.extend(more);
        spec = next;
    }
    (events, acted.spent, spec)
}

/// five-six-players.md §Special Building Phase, played by standing plans:
/// the plans are made clockwise from the player after the one whose turn
/// ended, so Seat 2's settlement at the meeting point is built and Seat 4's
/// plan for the same spot, gone now, is dropped (spent) without a refusal
/// or a second question: the phase ends at once and Seat 2 rolls.
#[test]
fn plans_are_made_clockwise_and_one_an_earlier_seat_made_impossible_is_dropped() {
    let (spec, x) = contested();
    let spec = spec.when(S1, EndTurn).then_ok();
    let settle = BuildSettlement { node: x };
    let (events, spent, spec) = made_by_plans(
        spec,
        &[(S4, vec![settle.clone()]), (S2, vec![settle.clone()])],
    );
    assert!(events.contains(&SettlementBuilt { seat: S2, node: x }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, SpecialBuildRefused { .. })),
        "{events:?}"
    );
    assert_eq!(events.last(), Some(&SpecialBuildingEnded { next: S2 }));
    assert_eq!(spent, vec![(S2, 0), (S4, 0)]);
    spec.then_state(|s| {
        assert_eq!(s.phase, Phase::Roll { seat: S2 });
        assert_eq!(s.player(S4).hand, cards("BLWG"), "Seat 4 paid nothing");
    });
}

/// "If I can pay": a plan the seat cannot pay for now is skipped and kept
/// for a later phase, and its later plans are still made (base-catan.md
/// §Costs: a city costs 3 ore and 2 grain).
#[test]
fn a_plan_the_seat_cannot_pay_for_is_skipped_and_kept() {
    let (spec, x) = contested();
    let home = spec
        .state()
        .buildings
        .iter()
        .position(|b| b.is_some_and(|b| b.seat == S2))
        .map(|n| NodeId(n as u16))
        .expect("Seat 2's settlement");
    let spec = spec.when(S1, EndTurn).then_ok();
    let (events, spent, _) = made_by_plans(
        spec,
        &[(
            S2,
            vec![BuildCity { node: home }, BuildSettlement { node: x }],
        )],
    );
    assert!(events.contains(&SettlementBuilt { seat: S2, node: x }));
    assert!(!events.iter().any(|e| matches!(e, CityBuilt { .. })));
    assert_eq!(spent, vec![(S2, 1)], "the city stays planned");
}

/// A planned development card is drawn as the phase resolves, at its
/// cost (base-catan.md §Development cards: 1 ore, 1 grain, 1 wool).
#[test]
fn a_planned_development_card_is_bought_as_the_phase_resolves() {
    let (spec, _) = contested();
    let spec = spec
        .given(|g| g.hand(S2, "OGW"))
        .when(S1, EndTurn)
        .then_ok();
    let deck = spec.state().deck.total();
    let (events, spent, spec) = made_by_plans(spec, &[(S2, vec![BuyDevelopmentCard])]);
    assert!(
        events.iter().any(|e| matches!(
            e,
            DevelopmentCardBought {
                seat: S2,
                card: Some(_)
            }
        )),
        "{events:?}"
    );
    assert_eq!(spent, vec![(S2, 0)]);
    spec.then_state(|s| {
        assert_eq!(s.deck.total(), deck - 1);
        assert_eq!(s.player(S2).hand, Resources::default());
        assert_eq!(s.phase, Phase::Roll { seat: S2 });
    });
}

/// Hidden information (issue #36): a plan the seat could not pay for
/// leaves no trace another seat or a spectator can read: the events they
/// see are those of a phase where nobody planned.
#[test]
fn a_plan_that_is_not_made_shows_nothing_to_the_others() {
    let seen = |plans: &[(Seat, Vec<Command>)]| {
        let (spec, _) = contested();
        let spec = spec.when(S1, EndTurn).then_ok();
        let (events, _, _) = made_by_plans(spec, plans);
        [Viewer::Spectator, Viewer::Seat(S3), Viewer::Seat(S2)]
            .map(|v| events.iter().map(|e| e.redacted_for(v)).collect::<Vec<_>>())
    };
    let nobody = seen(&[]);
    let unpaid = seen(&[(S4, vec![BuyDevelopmentCard])]);
    assert_eq!(nobody, unpaid);
}
