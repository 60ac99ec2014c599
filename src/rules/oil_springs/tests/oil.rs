//! Oil (oil-springs.txt §Resource Production, clarifications.md §Oil
//! Springs): where it comes from, the 7, the robber, trade and cards.

use super::prelude::*;

/// oil-springs.txt §Resource Production (official FAQ): a spring produces
/// oil only, never its terrain's resource; other hexes with the number
/// produce as usual.
#[test]
fn a_spring_hex_produces_only_oil() {
    let on_spring = node_between(&[12, 13, 16]);
    let on_fields_9 = node_between(&[3, 7, 8]);
    game()
        .given(|g| {
            g.settlement(S0, on_spring)
                .settlement(S1, on_fields_9)
                .roll(S0)
        })
        .when(S0, RollDice)
        .dice([4, 5])
        .then_events([
            DiceRolled {
                seat: S0,
                dice: [4, 5],
            },
            ResourcesProduced {
                gains: vec![SeatCards {
                    seat: S1,
                    cards: cards("G"),
                }],
            },
            oil(OilEvent::OilProduced {
                gains: vec![SeatOil { seat: S0, oil: 1 }],
            }),
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.oil_of(S0), 1);
            assert_eq!(s.player(S0).hand, Resources::ZERO);
        });
}

/// oil-springs.txt §Resource Production: 1 oil for a settlement, 2 for a
/// city, 3 for a metropolis.
#[test]
fn a_spring_gives_one_oil_per_settlement_two_per_city_three_per_metropolis() {
    let [a, b, c] = [TOP, LOWER_RIGHT, LOWER_LEFT].map(|k| corner(PASTURE_10, k));
    game()
        .given(|g| {
            g.settlement(S0, a)
                .city(S1, b)
                .city(S2, c)
                .metropolis(c)
                .roll(S3)
        })
        .when(S3, RollDice)
        .dice([4, 6])
        .then_state(|s| {
            assert_eq!(
                [S0, S1, S2].map(|p| s.scenario.oil_of(p)),
                [1, 2, 3],
                "settlement, city, metropolis"
            );
            assert_eq!(s.scenario.supply, OIL_SUPPLY - 6);
        });
}

/// clarifications.md §Oil Springs: oil is handed out one at a time from
/// the roller clockwise until everyone has theirs or the supply is empty.
#[test]
fn oil_is_handed_out_clockwise_from_the_roller_when_the_supply_runs_short() {
    let [a, b, c] = [TOP, LOWER_RIGHT, LOWER_LEFT].map(|k| corner(PASTURE_10, k));
    // Clockwise from S2: S2, S3, S0, S1. Owed: S2 2 (a city), S0 1, S1 1.
    // Three oil go to S2, S0 and S1 in that order; S2's second never comes.
    game()
        .given(|g| {
            g.city(S2, a)
                .settlement(S0, b)
                .settlement(S1, c)
                .oil(S3, 9)
                .lost(3)
                .roll(S2)
        })
        .then_state(|s| assert_eq!(s.scenario.supply, 3))
        .when(S2, RollDice)
        .dice([4, 6])
        .then_events([
            DiceRolled {
                seat: S2,
                dice: [4, 6],
            },
            oil(OilEvent::OilProduced {
                gains: vec![
                    SeatOil { seat: S0, oil: 1 },
                    SeatOil { seat: S1, oil: 1 },
                    SeatOil { seat: S2, oil: 1 },
                ],
            }),
        ]);
}

/// The same, with one oil left: the player after the roller gets it when
/// the roller is owed none.
#[test]
fn the_last_oil_goes_to_the_first_owed_clockwise_from_the_roller() {
    let [a, b] = [TOP, BOTTOM].map(|k| corner(PASTURE_10, k));
    game()
        .given(|g| g.settlement(S1, a).settlement(S0, b).oil(S3, 14).roll(S3))
        .when(S3, RollDice)
        .dice([4, 6])
        .then_events([
            DiceRolled {
                seat: S3,
                dice: [4, 6],
            },
            oil(OilEvent::OilProduced {
                gains: vec![SeatOil { seat: S0, oil: 1 }],
            }),
        ]);
}

/// A spring under the robber gives no oil (base-catan.md §A turn, 2).
#[test]
fn a_spring_under_the_robber_gives_no_oil() {
    game()
        .given(|g| {
            g.settlement(S0, corner(PASTURE_10, TOP))
                .robber(TileId(PASTURE_10))
                .roll(S0)
        })
        .when(S0, RollDice)
        .dice([4, 6])
        .then_events([DiceRolled {
            seat: S0,
            dice: [4, 6],
        }]);
}

/// clarifications.md §Oil Springs: a metropolis produces 3 of its hexes'
/// resources.
#[test]
fn a_metropolis_produces_three_resources() {
    let node = node_between(&[4, 8, 9]);
    game()
        .given(|g| g.city(S0, node).metropolis(node).roll(S1))
        .when(S1, RollDice)
        .dice([3, 3])
        .then_state(|s| assert_eq!(s.player(S0).hand, cards("BBB")));
}

/// clarifications.md §Oil Springs: oil counts as a card for the 7-discard
/// and may be discarded, back to the supply.
#[test]
fn oil_counts_toward_the_seven_discard_and_may_be_discarded() {
    game()
        .given(|g| g.hand(S0, "BBLLW").oil(S0, 4).roll(S1))
        .when(S1, RollDice)
        .dice([3, 4])
        .then_state(|s| {
            let Phase::Discard { pending, .. } = &s.phase else {
                panic!("9 cards with oil: a discard is owed, not {:?}", s.phase);
            };
            assert_eq!((pending[0].seat, pending[0].count), (S0, 4));
        })
        .when(
            S0,
            cmd(OilCommand::DiscardWithOil {
                cards: cards("BB"),
                oil: 3,
            }),
        )
        .then_error(RuleError::WrongDiscard { required: 4 })
        .when(
            S0,
            cmd(OilCommand::DiscardWithOil {
                cards: cards("B"),
                oil: 3,
            }),
        )
        .then_events([oil(OilEvent::OilDiscarded {
            seat: S0,
            oil: 3,
            cards: cards("B"),
        })])
        .then_state(|s| {
            assert_eq!(s.scenario.oil_of(S0), 1);
            assert_eq!(s.scenario.supply, OIL_SUPPLY - 1);
            assert_eq!(s.phase, Phase::MoveRobber { seat: S1 });
        });
}

/// A discard of cards only still settles a debt that counted oil.
#[test]
fn a_debt_that_counted_oil_may_be_paid_in_cards_alone() {
    game()
        .given(|g| g.hand(S0, "BBLLWW").oil(S0, 2).roll(S1))
        .when(S1, RollDice)
        .dice([3, 4])
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::Discard {
                cards: cards("BBLL"),
            }),
        )
        .then_state(|s| assert_eq!(s.phase, Phase::MoveRobber { seat: S1 }));
}

/// clarifications.md §Oil Springs: the robber may take one oil instead of a
/// random card.
#[test]
fn the_robber_may_take_one_oil_instead_of_a_card() {
    let node = corner(5, TOP);
    game()
        .given(|g| {
            g.settlement(S2, node)
                .hand(S2, "W")
                .oil(S2, 2)
                .phase(Phase::MoveRobber { seat: S0 })
        })
        .when(
            S0,
            cmd(OilCommand::StealOil {
                tile: TileId(5),
                victim: S2,
            }),
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: TileId(5),
            },
            oil(OilEvent::OilStolen {
                seat: S0,
                victim: S2,
            }),
        ])
        .then_state(|s| {
            assert_eq!((s.scenario.oil_of(S0), s.scenario.oil_of(S2)), (1, 1));
            assert_eq!(s.player(S2).hand, cards("W"));
        });
}

/// A player with oil and no cards may still be robbed: of oil.
#[test]
fn a_player_with_only_oil_must_be_robbed_of_oil() {
    let node = corner(5, TOP);
    let robbing = game().given(|g| {
        g.settlement(S2, node)
            .oil(S2, 1)
            .phase(Phase::MoveRobber { seat: S0 })
    });
    robbing
        .clone()
        .when(
            S0,
            MoveRobber {
                tile: TileId(5),
                victim: None,
            },
        )
        .then_error(RuleError::MustSteal);
    robbing
        .when(
            S0,
            MoveRobber {
                tile: TileId(5),
                victim: Some(S2),
            },
        )
        .then_error(RuleError::InvalidVictim);
}

/// clarifications.md §Oil Springs (official FAQ): the robber never goes to
/// a hex destroyed by pollution.
#[test]
fn the_robber_never_moves_to_a_destroyed_hex() {
    game()
        .given(|g| g.destroyed(5).phase(Phase::MoveRobber { seat: S0 }))
        .when(
            S0,
            MoveRobber {
                tile: TileId(5),
                victim: None,
            },
        )
        .then_error(RuleError::HexDestroyed)
        .then_state(|s| {
            let legal = crate::rules::classic::legal_commands(s, S0);
            assert!(!legal.iter().any(|c| matches!(
                c,
                MoveRobber { tile, .. } if *tile == TileId(5)
            )));
        });
}

/// clarifications.md §Oil Springs: oil may be traded between players.
#[test]
fn oil_may_be_traded_between_players() {
    game()
        .given(|g| g.hand(S0, "BB").oil(S1, 2).main(S0))
        .when(
            S0,
            cmd(OilCommand::OfferOilTrade {
                give: cards("B"),
                give_oil: 0,
                want: Resources::ZERO,
                want_oil: 2,
                to: vec![S1],
            }),
        )
        .free_form()
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S1 }),
        )
        .then_events([
            oil(OilEvent::OilTraded {
                offer: 1,
                seat: S0,
                with: S1,
                gave: 0,
                got: 2,
            }),
            Event::Table(TableEvent::TradeConfirmed {
                offer: 1,
                seat: S0,
                with: S1,
                gave: cards("B"),
                got: Resources::ZERO,
            }),
        ])
        .then_state(|s| {
            assert_eq!((s.scenario.oil_of(S0), s.scenario.oil_of(S1)), (2, 0));
            assert_eq!(s.player(S1).hand, cards("B"));
            assert!(s.scenario.terms.is_empty());
        });
}

/// A partner who no longer holds the oil cannot accept, nor be confirmed.
#[test]
fn a_trade_needs_the_oil_it_names() {
    game()
        .given(|g| g.hand(S0, "B").oil(S1, 1).main(S0))
        .when(
            S0,
            cmd(OilCommand::OfferOilTrade {
                give: cards("B"),
                give_oil: 0,
                want: Resources::ZERO,
                want_oil: 2,
                to: vec![S1],
            }),
        )
        .free_form()
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::NotEnoughOil { need: 2 });
}

/// Oil on both sides is a like-for-like trade, refused.
#[test]
fn oil_for_oil_is_no_trade() {
    game()
        .given(|g| g.oil(S0, 1).main(S0))
        .when(
            S0,
            cmd(OilCommand::OfferOilTrade {
                give: Resources::ZERO,
                give_oil: 1,
                want: Resources::ZERO,
                want_oil: 1,
                to: vec![S1],
            }),
        )
        .free_form()
        .then_error(RuleError::BadTrade);
}

/// clarifications.md §Oil Springs: maritime trade neither gives nor takes
/// oil; no maritime command can name it.
#[test]
fn maritime_trade_can_name_no_oil() {
    let json = r#"{"type":"MaritimeTrade","give":"oil","get":"ore"}"#;
    assert!(serde_json::from_str::<Command<OilCommand>>(json).is_err());
    let json = r#"{"type":"MaritimeTrade","give":"ore","get":"oil"}"#;
    assert!(serde_json::from_str::<Command<OilCommand>>(json).is_err());
}

/// clarifications.md §Oil Springs: Year of Plenty may name oil, as far as
/// the supply has it.
#[test]
fn year_of_plenty_may_name_oil() {
    game()
        .given(|g| g.dev_cards(S0, DevCard::YearOfPlenty, 1).main(S0))
        .when(
            S0,
            cmd(OilCommand::PlayYearOfPlentyForOil {
                resource: Some(Resource::Ore),
            }),
        )
        .then_events([
            YearOfPlentyPlayed {
                seat: S0,
                cards: cards("O"),
            },
            oil(OilEvent::OilTaken { seat: S0, oil: 1 }),
        ]);
    game()
        .given(|g| {
            g.dev_cards(S0, DevCard::YearOfPlenty, 1)
                .oil(S1, 14)
                .main(S0)
        })
        .when(
            S0,
            cmd(OilCommand::PlayYearOfPlentyForOil { resource: None }),
        )
        .then_events([
            YearOfPlentyPlayed {
                seat: S0,
                cards: Resources::ZERO,
            },
            oil(OilEvent::OilTaken { seat: S0, oil: 1 }),
        ]);
}

/// clarifications.md §Oil Springs: Monopoly may name oil.
#[test]
fn monopoly_may_name_oil() {
    game()
        .given(|g| {
            g.dev_cards(S0, DevCard::Monopoly, 1)
                .oil(S1, 2)
                .oil(S3, 1)
                .main(S0)
        })
        .when(S0, cmd(OilCommand::PlayMonopolyOnOil))
        .then_events([oil(OilEvent::OilMonopolyPlayed {
            seat: S0,
            taken: vec![SeatOil { seat: S1, oil: 2 }, SeatOil { seat: S3, oil: 1 }],
        })])
        .then_state(|s| {
            assert_eq!(s.scenario.oil_of(S0), 3);
            assert!(s.card_played);
        });
}

/// oil-springs.txt §Resource Production: oil is kept in front of players,
/// visible to all: every viewer's view shows every player's oil.
#[test]
fn oil_is_open_information_in_every_view() {
    use crate::rules::contract::Rules;
    use crate::rules::oil_springs::OilSpringsRules;
    use crate::rules::Viewer;
    let g = game().given(|g| g.oil(S1, 2).sequestered(S2, 1).main(S0));
    for viewer in [Viewer::Spectator, Viewer::Seat(S0), Viewer::Referee] {
        let view = OilSpringsRules::view(g.state(), viewer);
        let oil = view.scenario.expect("the scenario's view");
        assert_eq!(oil.players[1].oil, 2, "{viewer:?}");
        assert_eq!(oil.players[2].sequestered, 1, "{viewer:?}");
        assert_eq!(oil.supply, OIL_SUPPLY - 3);
        assert!(!oil.robber_on_board);
    }
}

/// Scenario events and commands travel as their own tagged JSON beside the
/// classic ones.
#[test]
fn oil_events_and_commands_are_tagged_json() {
    let e = oil(OilEvent::OilProduced {
        gains: vec![SeatOil { seat: S1, oil: 2 }],
    });
    let json = serde_json::to_string(&e).expect("serializes");
    assert_eq!(
        json,
        r#"{"type":"OilProduced","gains":[{"seat":1,"oil":2}]}"#
    );
    assert_eq!(serde_json::from_str::<Event<OilEvent>>(&json).ok(), Some(e));
    let c: Command<OilCommand> =
        serde_json::from_str(r#"{"type":"ConvertOil","resource":"ore"}"#).expect("parses");
    assert_eq!(
        c,
        cmd(OilCommand::ConvertOil {
            resource: Resource::Ore
        })
    );
}

/// The house limit on open offers (docs/playing.md, trade offers) counts
/// offers with oil too.
#[test]
fn offers_with_oil_count_toward_the_open_offer_limit() {
    let offer = || {
        cmd(OilCommand::OfferOilTrade {
            give: Resources::ZERO,
            give_oil: 1,
            want: cards("O"),
            want_oil: 0,
            to: vec![S1],
        })
    };
    let mut g = game().given(|g| g.oil(S0, 1).main(S0));
    for _ in 0..crate::rules::classic::state::MAX_OPEN_OFFERS {
        g = g.when(S0, offer()).free_form().then_ok();
    }
    g.when(S0, offer())
        .free_form()
        .then_error(RuleError::TooManyOffers {
            max: crate::rules::classic::state::MAX_OPEN_OFFERS as u8,
        });
}

/// clarifications.md §Oil Springs (oil counts toward the 7-discard) with
/// base-catan.md §Robber (every seat over 7 cards discards): seats owing a
/// discard answer at the same moment, so one's discard with oil made while
/// another's was being recorded still means the same and is applied; a
/// change to the seat's own oil would make it stale.
#[test]
fn discards_with_oil_by_two_seats_at_the_same_moment_both_count() {
    use crate::rules::classic::{evolve, merge};
    use crate::rules::common::ScriptedChance;
    let mut then = None;
    game()
        .given(|g| {
            g.hand(S0, "BBLLW")
                .oil(S0, 4)
                .hand(S2, "GGGGOOO")
                .oil(S2, 2)
                .roll(S1)
        })
        .when(S1, RollDice)
        .dice([3, 4])
        .then_state(|s| then = Some(s.clone()));
    let then = then.expect("the roll was made");
    let Phase::Discard { pending, .. } = &then.phase else {
        panic!("both owe a discard, not {:?}", then.phase);
    };
    assert_eq!(pending.len(), 2);
    let theirs = oil(OilEvent::OilDiscarded {
        seat: S2,
        oil: 2,
        cards: cards("GGO"),
    });
    let mut now = then.clone();
    evolve(&mut now, &theirs);
    let mine = cmd(OilCommand::DiscardWithOil {
        cards: cards("B"),
        oil: 3,
    });
    assert!(merge::still_means_the_same(
        &then,
        &now,
        std::slice::from_ref(&theirs),
        S0,
        &mine,
        ScriptedChance::default
    ));
    // Had seat 0's own oil changed in between, its discard would be stale.
    let mut moved = now.clone();
    moved.scenario.oil[S0.index()] -= 1;
    moved.scenario.supply += 1;
    assert!(!merge::still_means_the_same(
        &then,
        &moved,
        std::slice::from_ref(&theirs),
        S0,
        &mine,
        ScriptedChance::default
    ));
}
