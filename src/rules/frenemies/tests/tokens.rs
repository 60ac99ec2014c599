//! Using favor tokens (frenemies.txt §Using Favor Tokens; clarifications.md
//! §Frenemies): in your own turn, either any number of redemptions at the
//! five guilds or one exchange, never with a token earned this turn.

use super::prelude::*;
use crate::rules::classic::legal_commands;
use crate::rules::classic::state::DevCards;

/// `S0`'s turn, after the roll, with a settlement and some cards.
fn turn() -> Spec<Frenemies> {
    game(4).given(|g| {
        g.settlement(S0, corner(4, LOWER_LEFT))
            .hand(S0, "BBO")
            .main(S0)
    })
}

fn redeemed(seat: Seat, favor: Favor) -> Event<E> {
    ev(E::TokensRedeemed { seat, favor })
}

/// frenemies.txt §Redeeming: Traders, 1 wagon for up to two 1:1 swaps with
/// the bank, chosen when redeeming (clarifications.md).
#[test]
fn traders_swap_one_or_two_cards_with_the_bank_for_one_wagon() {
    let swap = F::RedeemTraders {
        give: cards("BO"),
        get: cards("GG"),
    };
    turn()
        .given(|g| g.tokens(S0, "W"))
        .when(S0, cmd(swap))
        .then_events([redeemed(
            S0,
            Favor::Traders {
                gave: cards("BO"),
                got: cards("GG"),
            },
        )])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BGG"));
            assert_eq!(s.scenario.halls, tokens("W"));
            assert!(s.scenario.holding(S0).tokens.is_empty());
            assert_eq!(s.scenario.used, Some(TokenUse::Redeemed));
        });
}

/// frenemies.txt: "1 resource for 1 different resource", once or twice.
#[test]
fn traders_refuse_a_swap_for_the_same_resource_or_of_three_cards() {
    turn()
        .given(|g| g.tokens(S0, "W").hand(S0, "BBBO"))
        .when(
            S0,
            cmd(F::RedeemTraders {
                give: cards("BO"),
                get: cards("BG"),
            }),
        )
        .then_error(RuleError::BadSwap)
        .when(
            S0,
            cmd(F::RedeemTraders {
                give: cards("BBB"),
                get: cards("GGG"),
            }),
        )
        .then_error(RuleError::BadSwap)
        .when(
            S0,
            cmd(F::RedeemTraders {
                give: cards("B"),
                get: cards("GG"),
            }),
        )
        .then_error(RuleError::BadSwap)
        .when(
            S0,
            cmd(F::RedeemTraders {
                give: cards("W"),
                get: cards("G"),
            }),
        )
        .then_error(RuleError::CannotAfford { cost: cards("W") });
}

/// frenemies.txt §Redeeming: Merchants, 1 ship for any 1 resource.
#[test]
fn merchants_give_any_resource_for_one_ship() {
    turn()
        .given(|g| g.tokens(S0, "SS"))
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Wool,
            }),
        )
        .then_events([redeemed(
            S0,
            Favor::Merchants {
                resource: Resource::Wool,
            },
        )])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BBWO"));
            assert_eq!(s.scenario.holding(S0).tokens, tokens("S"));
            assert_eq!(s.scenario.halls, tokens("S"));
        });
}

/// frenemies.txt §Redeeming: Road Builders, 1 shovel for a free road,
/// placed at once.
#[test]
fn road_builders_place_a_free_road_at_once() {
    let edge = edge_between(corner(4, LOWER_LEFT), corner(4, UPPER_LEFT));
    turn()
        .given(|g| g.tokens(S0, "R"))
        .when(S0, cmd(F::RedeemRoadBuilders { edge }))
        .then_events([
            redeemed(S0, Favor::RoadBuilders),
            RoadBuilt { seat: S0, edge },
        ])
        .then_state(|s| {
            assert_eq!(s.roads[edge.index()], Some(S0));
            assert_eq!(s.player(S0).hand, cards("BBO"), "the road is free");
            assert_eq!(s.player(S0).roads_left, 14);
            assert_eq!(s.phase, Phase::Main { seat: S0 });
        });
}

/// clarifications.md §Frenemies: Road Builders need a legal, free spot.
#[test]
fn road_builders_need_a_legal_free_spot() {
    let away = edge_between(corner(18, BOTTOM), corner(18, LOWER_LEFT));
    let taken = edge_between(corner(4, LOWER_LEFT), corner(4, UPPER_LEFT));
    turn()
        .given(|g| g.tokens(S0, "R").road(S1, taken))
        .when(S0, cmd(F::RedeemRoadBuilders { edge: away }))
        .then_error(RuleError::NotConnected)
        .when(S0, cmd(F::RedeemRoadBuilders { edge: taken }))
        .then_error(RuleError::Occupied);
}

/// frenemies.txt §Redeeming: Scholars, 2 books for a free development card
/// (held like one bought: not playable this turn).
#[test]
fn scholars_give_a_free_development_card_for_two_books() {
    turn()
        .given(|g| g.tokens(S0, "BBB"))
        .when(S0, cmd(F::RedeemScholars))
        .then_events([redeemed(
            S0,
            Favor::Scholars {
                card: Some(DevCard::Knight),
            },
        )])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BBO"), "the card is free");
            assert_eq!(s.player(S0).dev_cards.knight, 1);
            assert_eq!(s.player(S0).bought_this_turn.knight, 1);
            assert_eq!(s.deck.total(), 24);
            assert_eq!(s.scenario.holding(S0).tokens, tokens("B"));
            assert_eq!(s.scenario.halls, tokens("BB"));
        })
        .when(S0, PlayKnight)
        .then_error(RuleError::BoughtThisTurn);
}

/// clarifications.md §Frenemies: Scholars need a card left in the deck.
#[test]
fn scholars_need_a_card_left_in_the_deck() {
    turn()
        .given(|g| {
            DevCard::ALL
                .into_iter()
                .fold(g.tokens(S0, "BB"), |g, card| {
                    g.dev_cards(S1, card, DevCards::DECK.get(card))
                })
        })
        .when(S0, cmd(F::RedeemScholars))
        .then_error(RuleError::DeckEmpty);
}

/// frenemies.txt §Redeeming: Master Builders, 2 compasses for a VP marker,
/// a public point.
#[test]
fn master_builders_give_a_vp_marker_for_two_compasses() {
    turn()
        .given(|g| g.tokens(S0, "CC"))
        .when(S0, cmd(F::RedeemMasterBuilders))
        .then_events([redeemed(S0, Favor::MasterBuilders)])
        .then_state(|s| {
            assert_eq!(s.scenario.holding(S0).markers, 1);
            assert_eq!(s.scenario.markers_left, 7);
            assert_eq!(s.public_points(S0), 2);
        });
}

/// clarifications.md §Frenemies: Master Builders need a VP marker left (8).
#[test]
fn master_builders_with_no_marker_left_are_refused() {
    turn()
        .given(|g| g.tokens(S0, "CC").markers(S1, 5).markers(S2, 3))
        .when(S0, cmd(F::RedeemMasterBuilders))
        .then_error(RuleError::NoVpMarkerLeft);
}

/// frenemies.txt §Redeeming: the guild's full cost, of tokens held.
#[test]
fn a_favor_needs_the_guilds_full_cost() {
    turn()
        .given(|g| g.tokens(S0, "BC"))
        .when(S0, cmd(F::RedeemScholars))
        .then_error(RuleError::NotEnoughTokens {
            guild: Guild::Scholars,
            cost: 2,
        })
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_error(RuleError::NotEnoughTokens {
            guild: Guild::Merchants,
            cost: 1,
        });
}

/// clarifications.md §Frenemies: any number of redemptions in one turn.
#[test]
fn several_redemptions_in_one_turn_are_allowed() {
    turn()
        .given(|g| g.tokens(S0, "SSW"))
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_ok()
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_ok()
        .when(
            S0,
            cmd(F::RedeemTraders {
                give: cards("B"),
                get: cards("L"),
            }),
        )
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BLOOO"));
            assert_eq!(s.scenario.halls, tokens("SSW"));
        });
}

/// clarifications.md §Frenemies: either redemptions or one exchange in a
/// turn, not both, in either order.
#[test]
fn redeeming_and_exchanging_in_the_same_turn_is_refused() {
    turn()
        .given(|g| g.tokens(S0, "SSB"))
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_ok()
        .when(S0, cmd(F::ExchangeToken))
        .then_error(RuleError::RedeemOrExchange);
    turn()
        .given(|g| g.tokens(S0, "SSB"))
        .when(S0, cmd(F::ExchangeToken))
        .then_ok()
        .when(
            S0,
            cmd(F::ReturnToken {
                guild: Guild::Traders,
            }),
        )
        .then_ok()
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_error(RuleError::RedeemOrExchange)
        .when(S0, cmd(F::ExchangeToken))
        .then_error(RuleError::RedeemOrExchange);
}

/// frenemies.txt §Using: FTs earned this turn wait for your next turn.
#[test]
fn using_a_token_earned_this_turn_is_refused() {
    turn()
        .given(|g| g.earned(S0, "S").tokens(S0, "B").earned(S0, "B"))
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_error(RuleError::TokenEarnedThisTurn)
        .when(S0, cmd(F::RedeemScholars))
        .then_error(RuleError::TokenEarnedThisTurn)
        .when(S0, EndTurn)
        .then_ok()
        .then_state(|s| assert!(s.scenario.holding(S0).locked.is_empty()))
        .given(|g| g.main(S0))
        .when(S0, cmd(F::RedeemScholars))
        .then_ok();
}

/// frenemies.txt §Using: an exchange is a use: not with tokens earned this
/// turn alone.
#[test]
fn exchanging_only_tokens_earned_this_turn_is_refused() {
    turn()
        .given(|g| g.earned(S0, "S"))
        .when(S0, cmd(F::ExchangeToken))
        .then_error(RuleError::TokenEarnedThisTurn);
}

/// clarifications.md §Frenemies: a token earned in another player's turn
/// (a connection) is usable in the owner's next turn.
#[test]
fn a_token_earned_out_of_turn_is_usable_on_the_owners_next_turn() {
    turn()
        .given(|g| g.earned(S1, "S").hand(S1, "O"))
        .when(S0, EndTurn)
        .then_ok()
        .given(|g| g.main(S1))
        .when(
            S1,
            cmd(F::RedeemMerchants {
                resource: Resource::Grain,
            }),
        )
        .then_ok();
}

/// frenemies.txt §Using: "on your turn" — never during another's.
#[test]
fn tokens_are_never_used_in_another_players_turn() {
    turn()
        .given(|g| g.tokens(S1, "SCC"))
        .when(
            S1,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_error(RuleError::NotYourTurn)
        .when(S1, cmd(F::ExchangeToken))
        .then_error(RuleError::NotYourTurn);
}

/// frenemies.txt §Exchanging: draw 1 FT, then return 1 (may be the one just
/// drawn) to the supply.
#[test]
fn an_exchange_draws_one_token_then_returns_one_to_the_supply() {
    turn()
        .given(|g| g.tokens(S0, "B"))
        .when(S0, cmd(F::ExchangeToken))
        .draws(Purpose::Scenario, &[41])
        .then_events([ev(E::TokenExchangeDrawn {
            seat: S0,
            token: Some(Guild::MasterBuilders),
        })])
        .then_state(|s| {
            assert_eq!(s.scenario.holding(S0).tokens, tokens("BC"));
            assert_eq!(
                legal_commands(s, S0),
                vec![
                    cmd(F::ReturnToken {
                        guild: Guild::Scholars
                    }),
                    cmd(F::ReturnToken {
                        guild: Guild::MasterBuilders
                    }),
                ]
            );
        })
        .when(
            S0,
            cmd(F::ReturnToken {
                guild: Guild::Scholars,
            }),
        )
        .then_events([ev(E::TokenReturned {
            seat: S0,
            token: Some(Guild::Scholars),
        })])
        .then_state(|s| {
            let h = s.scenario.holding(S0);
            assert_eq!(h.tokens, tokens("C"));
            assert_eq!(h.locked, tokens("C"), "the drawn token waits a turn");
            assert_eq!(s.scenario.supply.total(), 57);
            assert!(s.scenario.halls.is_empty());
        });
}

/// frenemies.txt §Exchanging: the token returned may be the one just drawn.
#[test]
fn an_exchange_may_return_the_token_just_drawn() {
    turn()
        .given(|g| g.tokens(S0, "B"))
        .when(S0, cmd(F::ExchangeToken))
        .draws(Purpose::Scenario, &[41])
        .then_ok()
        .when(
            S0,
            cmd(F::ReturnToken {
                guild: Guild::MasterBuilders,
            }),
        )
        .then_state(|s| {
            let h = s.scenario.holding(S0);
            assert_eq!(h.tokens, tokens("B"));
            assert!(h.locked.is_empty());
        });
}

/// The exchange is finished before anything else in the turn.
#[test]
fn the_turn_waits_for_the_exchange_to_be_finished() {
    turn()
        .given(|g| g.tokens(S0, "B"))
        .when(S0, cmd(F::ExchangeToken))
        .then_ok()
        .when(S0, EndTurn)
        .then_error(RuleError::ExchangePending)
        .when(
            S0,
            cmd(F::ReturnToken {
                guild: Guild::Merchants,
            }),
        )
        .then_error(RuleError::CannotReturnToken);
}

/// clarifications.md §Frenemies: an exchange needs a token in the supply.
#[test]
fn an_exchange_with_an_empty_supply_is_refused() {
    turn()
        .given(|g| g.tokens(S0, "B").supply(""))
        .when(S0, cmd(F::ExchangeToken))
        .then_error(RuleError::SupplyEmpty);
}
