//! Development cards (base-catan.md §A turn, 5-6; §Largest Army): buying,
//! when a card may be played, and what each card does.

use super::prelude::*;
use crate::rules::classic::state::DEVELOPMENT_CARD_COST;
use crate::rules::common::NodeId;

/// base-catan.md §A turn, 5: a card costs ore, wool and grain and comes
/// from the deck (the scripted draw picks index 14: the first Victory Point
/// after the 14 Knights).
#[test]
fn buying_a_card_pays_its_cost_and_draws_from_the_deck() {
    Spec::classic(4)
        .given(|g| g.hand(S0, "BWGO").main(S0))
        .when(S0, BuyDevelopmentCard)
        .draws(Purpose::DevelopmentCard, &[14])
        .then_events([DevelopmentCardBought {
            seat: S0,
            card: Some(DevCard::VictoryPoint),
        }])
        .then_state(|s| {
            let p = s.player(S0);
            assert_eq!(p.hand, cards("B"));
            assert_eq!(p.dev_cards.victory_point, 1);
            assert_eq!(p.bought_this_turn.victory_point, 1);
            assert_eq!(s.deck.victory_point, 4);
            assert_eq!(s.deck.total(), 24);
            assert_eq!(s.bank, Resources::new(18, 19, 19, 19, 19));
        });
    Spec::classic(4)
        .given(|g| g.hand(S0, "WG").main(S0))
        .when(S0, BuyDevelopmentCard)
        .then_error(RuleError::CannotAfford {
            cost: DEVELOPMENT_CARD_COST,
        });
}

/// base-catan.md §Components: 25 cards; an empty deck sells nothing.
#[test]
fn an_empty_deck_sells_nothing() {
    Spec::classic(4)
        .given(|g| {
            g.dev_cards(S1, DevCard::Knight, 14)
                .dev_cards(S2, DevCard::VictoryPoint, 5)
                .dev_cards(S3, DevCard::RoadBuilding, 2)
                .dev_cards(S3, DevCard::YearOfPlenty, 2)
                .dev_cards(S3, DevCard::Monopoly, 2)
                .hand(S0, "WGO")
                .main(S0)
        })
        .then_state(|s| assert_eq!(s.deck.total(), 0))
        .when(S0, BuyDevelopmentCard)
        .then_error(RuleError::DeckEmpty);
}

/// base-catan.md §A turn, 6: never a card bought this turn.
#[test]
fn a_card_bought_this_turn_cannot_be_played() {
    Spec::classic(4)
        .given(|g| g.bought(S0, DevCard::Knight).main(S0))
        .when(S0, PlayKnight)
        .then_error(RuleError::BoughtThisTurn);
    // An older card of the same kind may be played.
    Spec::classic(4)
        .given(|g| {
            g.bought(S0, DevCard::Knight)
                .dev_cards(S0, DevCard::Knight, 1)
                .main(S0)
        })
        .when(S0, PlayKnight)
        .then_events([KnightPlayed { seat: S0 }]);
}

/// base-catan.md §A turn, 6: a card bought this turn becomes playable next turn.
#[test]
fn a_card_bought_this_turn_is_playable_in_the_next_turn() {
    Spec::classic(4)
        .given(|g| g.bought(S1, DevCard::Monopoly).main(S1))
        .when(S1, EndTurn)
        .then_ok()
        .given(|g| g.main(S1))
        .when(
            S1,
            PlayMonopoly {
                resource: Resource::Ore,
            },
        )
        .then_ok();
}

/// base-catan.md §A turn, 6: at most one card per turn.
#[test]
fn only_one_card_is_played_per_turn() {
    Spec::classic(4)
        .given(|g| {
            g.dev_cards(S0, DevCard::Monopoly, 1)
                .dev_cards(S0, DevCard::YearOfPlenty, 1)
                .main(S0)
        })
        .when(
            S0,
            PlayMonopoly {
                resource: Resource::Wool,
            },
        )
        .then_ok()
        .when(
            S0,
            PlayYearOfPlenty {
                resources: [Resource::Ore, Resource::Ore],
            },
        )
        .then_error(RuleError::CardAlreadyPlayed);
}

/// base-catan.md §A turn, 6: only cards the player holds.
#[test]
fn a_card_not_held_cannot_be_played() {
    Spec::classic(4)
        .given(|g| g.dev_cards(S0, DevCard::Knight, 1).main(S0))
        .when(
            S0,
            PlayMonopoly {
                resource: Resource::Wool,
            },
        )
        .then_error(RuleError::NoSuchCard(DevCard::Monopoly.into()))
        .when(S0, PlayRoadBuilding)
        .then_error(RuleError::NoSuchCard(DevCard::RoadBuilding.into()));
}

/// base-catan.md §A turn, 1 and 6: a Knight may come before the roll; after
/// the robber moves, the player still rolls.
#[test]
fn a_knight_before_the_roll_leads_back_to_rolling() {
    Spec::classic(4)
        .given(|g| {
            g.dev_cards(S0, DevCard::Knight, 1)
                .hand(S1, "BBBBBBBBB")
                .roll(S0)
        })
        .when(S0, PlayKnight)
        .then_events([KnightPlayed { seat: S0 }])
        .then_state(|s| {
            assert_eq!(
                s.phase,
                Phase::MoveRobber { seat: S0 },
                "no discards for a Knight"
            );
            assert_eq!(s.player(S0).knights_played, 1);
            assert_eq!(s.player(S0).dev_cards.knight, 0);
        })
        .when(
            S0,
            MoveRobber {
                tile: tile(0),
                victim: None,
            },
        )
        .then_state(|s| assert_eq!(s.phase, Phase::Roll { seat: S0 }))
        .when(S0, RollDice)
        .dice([1, 1])
        .then_state(|s| assert_eq!(s.phase, Phase::Main { seat: S0 }));
}

/// base-catan.md §A turn, 6: a Knight after the roll moves the robber and
/// steals, then the turn goes on.
#[test]
fn a_knight_after_the_roll_moves_the_robber_and_steals() {
    Spec::classic(4)
        .given(|g| {
            g.dev_cards(S0, DevCard::Knight, 1)
                .settlement(S1, corner(0, TOP))
                .hand(S1, "G")
                .main(S0)
        })
        .when(S0, PlayKnight)
        .then_ok()
        .when(
            S0,
            MoveRobber {
                tile: tile(0),
                victim: Some(S1),
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(0),
            },
            CardStolen {
                seat: S0,
                victim: S1,
                resource: Some(Resource::Grain),
            },
        ])
        .then_state(|s| assert_eq!(s.phase, Phase::Main { seat: S0 }));
}

fn a() -> NodeId {
    node_between(&[0, 3, 4])
}
fn b() -> NodeId {
    node_between(&[0, 1, 4])
}
fn c() -> NodeId {
    node_between(&[1, 4, 5])
}
fn d() -> NodeId {
    node_between(&[1, 2, 5])
}

/// base-catan.md §A turn, 6: Road Building places two free roads, each
/// connected as usual.
#[test]
fn road_building_places_two_free_roads() {
    Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a())
                .road(S0, edge_between(a(), b()))
                .dev_cards(S0, DevCard::RoadBuilding, 1)
                .main(S0)
        })
        .when(S0, PlayRoadBuilding)
        .then_events([RoadBuildingPlayed { seat: S0 }])
        .then_state(|s| assert_eq!(s.phase, Phase::RoadBuilding { seat: S0, left: 2 }))
        .when(
            S0,
            BuildRoad {
                edge: edge_between(corner(18, BOTTOM), corner(18, LOWER_LEFT)),
            },
        )
        .then_error(RuleError::NotConnected)
        .when(
            S0,
            BuildRoad {
                edge: edge_between(b(), c()),
            },
        )
        .then_ok()
        .when(
            S0,
            BuildRoad {
                edge: edge_between(c(), d()),
            },
        )
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Main { seat: S0 });
            assert_eq!(s.player(S0).roads_left, 12);
            assert!(s.player(S0).hand.is_empty(), "the roads were free");
        });
}

/// base-catan.md §A turn, 6: Road Building gives fewer roads when the
/// player lacks pieces.
#[test]
fn road_building_gives_fewer_roads_when_pieces_run_out() {
    let coast = board().coast_clockwise();
    Spec::classic(4)
        .given(|g| {
            coast[..14]
                .iter()
                .fold(g, |g, e| g.road(S0, *e))
                .dev_cards(S0, DevCard::RoadBuilding, 1)
                .roll(S0)
        })
        .when(S0, PlayRoadBuilding)
        .then_state(|s| assert_eq!(s.phase, Phase::RoadBuilding { seat: S0, left: 1 }))
        .when(S0, BuildRoad { edge: coast[14] })
        .then_state(|s| {
            assert_eq!(s.player(S0).roads_left, 0);
            assert_eq!(s.phase, Phase::Roll { seat: S0 }, "played before the roll");
        });
}

/// base-catan.md §A turn, 6: Year of Plenty takes any two resources.
#[test]
fn year_of_plenty_takes_two_resources_from_the_bank() {
    Spec::classic(4)
        .given(|g| g.dev_cards(S0, DevCard::YearOfPlenty, 1).main(S0))
        .when(
            S0,
            PlayYearOfPlenty {
                resources: [Resource::Ore, Resource::Brick],
            },
        )
        .then_events([YearOfPlentyPlayed {
            seat: S0,
            cards: cards("BO"),
        }])
        .then_state(|s| assert_eq!(s.player(S0).hand, cards("BO")));
}

/// clarifications.md §All rulesets: a short bank gives what it has.
#[test]
fn year_of_plenty_from_a_short_bank_gives_what_it_has() {
    let short = |first: Resource, second: Resource, expected: &str| {
        Spec::classic(4)
            .given(|g| {
                g.dev_cards(S0, DevCard::YearOfPlenty, 1)
                    .hand(S1, &"G".repeat(18))
                    .main(S0)
            })
            .when(
                S0,
                PlayYearOfPlenty {
                    resources: [first, second],
                },
            )
            .then_events([YearOfPlentyPlayed {
                seat: S0,
                cards: cards(expected),
            }]);
    };
    short(Resource::Grain, Resource::Grain, "G");
    short(Resource::Grain, Resource::Ore, "GO");
}

/// base-catan.md §A turn, 6: Monopoly takes all of one resource from every
/// other player.
#[test]
fn monopoly_takes_every_card_of_one_resource_from_every_other_player() {
    Spec::classic(4)
        .given(|g| {
            g.dev_cards(S0, DevCard::Monopoly, 1)
                .hand(S0, "W")
                .hand(S1, "WWB")
                .hand(S2, "W")
                .hand(S3, "B")
                .main(S0)
        })
        .when(
            S0,
            PlayMonopoly {
                resource: Resource::Wool,
            },
        )
        .then_events([MonopolyPlayed {
            seat: S0,
            resource: Resource::Wool,
            taken: vec![
                SeatCards {
                    seat: S1,
                    cards: cards("WW"),
                },
                SeatCards {
                    seat: S2,
                    cards: cards("W"),
                },
            ],
        }])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("WWWW"));
            assert_eq!(s.player(S1).hand, cards("B"));
            assert!(s.player(S2).hand.is_empty());
            assert_eq!(s.player(S3).hand, cards("B"));
        });
}

/// base-catan.md §Largest Army: the first with 3 Knights takes it.
#[test]
fn largest_army_goes_to_the_first_with_three_knights() {
    Spec::classic(4)
        .given(|g| g.knights(S0, 1).dev_cards(S0, DevCard::Knight, 1).main(S0))
        .when(S0, PlayKnight)
        .then_events([KnightPlayed { seat: S0 }]);
    Spec::classic(4)
        .given(|g| g.knights(S0, 2).dev_cards(S0, DevCard::Knight, 1).main(S0))
        .when(S0, PlayKnight)
        .then_events([
            KnightPlayed { seat: S0 },
            LargestArmyTaken {
                seat: S0,
                knights: 3,
            },
        ])
        .then_state(|s| assert_eq!(s.public_points(S0), 2));
}

/// base-catan.md §Largest Army: another player takes it only with strictly
/// more Knights.
#[test]
fn largest_army_changes_hands_only_with_strictly_more_knights() {
    let holder_has_three = |mine: u8| {
        Spec::classic(4).given(move |g| {
            g.knights(S1, 3)
                .largest_army(S1)
                .knights(S0, mine)
                .dev_cards(S0, DevCard::Knight, 1)
                .main(S0)
        })
    };
    holder_has_three(2)
        .when(S0, PlayKnight)
        .then_events([KnightPlayed { seat: S0 }])
        .then_state(|s| assert_eq!(s.largest_army, Some(S1)));
    holder_has_three(3)
        .when(S0, PlayKnight)
        .then_events([
            KnightPlayed { seat: S0 },
            LargestArmyTaken {
                seat: S0,
                knights: 4,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.public_points(S1), 0);
            assert_eq!(s.public_points(S0), 2);
        });
}
