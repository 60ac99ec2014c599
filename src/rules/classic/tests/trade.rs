//! Trade (base-catan.md §A turn, 4; clarifications.md §All rulesets,
//! domestic trade played asynchronously): maritime rates and harbors, and
//! offers, answers and confirmation between players.

use super::prelude::*;
use crate::rules::common::{HarborKind, NodeId};
use crate::rules::PhaseKind;

/// An intersection of the first harbor of this kind on the beginner board.
fn harbor(kind: HarborKind, end: usize) -> NodeId {
    board()
        .harbors
        .iter()
        .find(|h| h.kind == kind)
        .map(|h| h.nodes[end])
        .expect("the beginner board has every harbor kind")
}

fn maritime(hand: &str, settlements: &[NodeId], give: Resource, get: Resource) -> When {
    Spec::classic(4)
        .given(|g| {
            settlements
                .iter()
                .fold(g, |g, n| g.settlement(S0, *n))
                .hand(S0, hand)
                .main(S0)
        })
        .when(S0, Command::Table(TableCommand::SupplyTrade { give, get }))
}

/// base-catan.md §A turn, 4: without a harbor the bank trades 4:1.
#[test]
fn maritime_trade_is_four_to_one_without_a_harbor() {
    maritime(
        "BBBBB",
        &[node_between(&[0, 3, 4])],
        Resource::Brick,
        Resource::Ore,
    )
    .then_events([Event::Table(TableEvent::SupplyTraded {
        seat: S0,
        gave: cards("BBBB"),
        got: cards("O"),
    })])
    .then_state(|s| {
        assert_eq!(s.player(S0).hand, cards("BO"));
        assert_eq!(s.bank, Resources::new(18, 19, 19, 19, 18));
    });
    maritime("BBB", &[], Resource::Brick, Resource::Ore).then_error(RuleError::CannotAfford {
        cost: cards("BBBB"),
    });
}

/// base-catan.md §A turn, 4: a settlement on a generic harbor trades 3:1,
/// at either of its two intersections.
#[test]
fn a_generic_harbor_trades_three_to_one() {
    for end in [0, 1] {
        maritime(
            "LLL",
            &[harbor(HarborKind::Generic, end)],
            Resource::Lumber,
            Resource::Grain,
        )
        .then_events([Event::Table(TableEvent::SupplyTraded {
            seat: S0,
            gave: cards("LLL"),
            got: cards("G"),
        })]);
    }
}

/// base-catan.md §A turn, 4: a 2:1 harbor trades its own resource 2:1.
#[test]
fn a_special_harbor_trades_its_resource_two_to_one() {
    let wool = Resource::Wool;
    maritime(
        "WW",
        &[harbor(HarborKind::Special(wool), 0)],
        wool,
        Resource::Brick,
    )
    .then_events([Event::Table(TableEvent::SupplyTraded {
        seat: S0,
        gave: cards("WW"),
        got: cards("B"),
    })]);
}

/// base-catan.md §A turn, 4: a 2:1 harbor gives nothing for other
/// resources: 4:1 alone, 3:1 with a generic harbor as well.
#[test]
fn a_special_harbor_gives_no_better_rate_for_other_resources() {
    let wool_harbor = harbor(HarborKind::Special(Resource::Wool), 1);
    maritime("BBB", &[wool_harbor], Resource::Brick, Resource::Ore).then_error(
        RuleError::CannotAfford {
            cost: cards("BBBB"),
        },
    );
    let both = [wool_harbor, harbor(HarborKind::Generic, 0)];
    maritime("BBB", &both, Resource::Brick, Resource::Ore).then_events([Event::Table(
        TableEvent::SupplyTraded {
            seat: S0,
            gave: cards("BBB"),
            got: cards("O"),
        },
    )]);
    maritime("WW", &both, Resource::Wool, Resource::Ore).then_ok();
}

/// base-catan.md §A turn, 4: a resource is not traded for itself, and the
/// bank gives only what it has.
#[test]
fn maritime_trade_needs_two_resources_and_a_bank_that_has_the_card() {
    maritime("BBBB", &[], Resource::Brick, Resource::Brick).then_error(RuleError::SameResource);
    Spec::classic(4)
        .given(|g| g.hand(S0, "BBBB").hand(S1, &"O".repeat(19)).main(S0))
        .when(
            S0,
            Command::Table(TableCommand::SupplyTrade {
                give: Resource::Brick,
                get: Resource::Ore,
            }),
        )
        .then_error(RuleError::BankEmpty(Resource::Ore));
}

/// base-catan.md §A turn, 4: trade comes after the roll.
#[test]
fn no_trade_before_the_roll() {
    Spec::classic(4)
        .given(|g| g.hand(S0, "BBBB").roll(S0))
        .when(
            S0,
            Command::Table(TableCommand::SupplyTrade {
                give: Resource::Brick,
                get: Resource::Ore,
            }),
        )
        .then_error(RuleError::WrongPhase(PhaseKind::Roll))
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("B"),
                want: cards("O"),
                to: vec![S1],
            }),
        )
        .then_error(RuleError::WrongPhase(PhaseKind::Roll));
}

/// Seat 0's turn; seat 1 holds wool and ore, seat 2 two wool, seat 3 grain.
fn market() -> Spec {
    Spec::classic(4).given(|g| {
        g.hand(S0, "BBL")
            .hand(S1, "WO")
            .hand(S2, "WW")
            .hand(S3, "G")
            .main(S0)
    })
}

fn offer_brick_for_wool(to: Vec<Seat>) -> Command {
    Command::Table(TableCommand::OfferTrade {
        give: cards("B"),
        want: cards("W"),
        to,
    })
}

/// clarifications.md (domestic trade): offer, accept, and the offering
/// player confirms: the cards swap in one event and the offer closes.
#[test]
fn an_accepted_offer_swaps_the_cards_in_one_event_on_confirmation() {
    market()
        .when(S0, offer_brick_for_wool(vec![S2, S1]))
        .then_events([Event::Table(TableEvent::TradeOffered {
            offer: 1,
            seat: S0,
            give: cards("B"),
            want: cards("W"),
            to: vec![S1, S2],
        })])
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_events([Event::Table(TableEvent::OfferAccepted {
            offer: 1,
            seat: S1,
        })])
        .then_state(|s| assert_eq!(s.player(S1).hand, cards("WO"), "accepting moves no card"))
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S1 }),
        )
        .then_events([Event::Table(TableEvent::TradeConfirmed {
            offer: 1,
            seat: S0,
            with: S1,
            gave: cards("B"),
            got: cards("W"),
        })])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BLW"));
            assert_eq!(s.player(S1).hand, cards("BO"));
            assert!(s.offers.is_empty());
        });
}

/// clarifications.md (domestic trade): a rejection cannot be confirmed;
/// nobody answers twice.
#[test]
fn a_rejected_offer_cannot_be_confirmed() {
    market()
        .when(S0, offer_brick_for_wool(vec![S1, S2]))
        .then_ok()
        .when(S2, Command::Table(TableCommand::RejectOffer { offer: 1 }))
        .then_events([Event::Table(TableEvent::OfferRejected {
            offer: 1,
            seat: S2,
        })])
        .when(S2, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::AlreadyAnswered)
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S2 }),
        )
        .then_error(RuleError::NotAccepted)
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S1 }),
        )
        .then_error(RuleError::NotAccepted);
}

/// clarifications.md (domestic trade): a counter-offer names other terms;
/// confirming it swaps those terms.
#[test]
fn a_counter_offer_is_confirmed_on_its_own_terms() {
    market()
        .when(S0, offer_brick_for_wool(vec![S2]))
        .then_ok()
        .when(
            S2,
            Command::Table(TableCommand::CounterOffer {
                offer: 1,
                give: cards("BL"),
                want: cards("WW"),
            }),
        )
        .then_events([Event::Table(TableEvent::OfferCountered {
            offer: 1,
            seat: S2,
            give: cards("BL"),
            want: cards("WW"),
        })])
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S2 }),
        )
        .then_events([Event::Table(TableEvent::TradeConfirmed {
            offer: 1,
            seat: S0,
            with: S2,
            gave: cards("BL"),
            got: cards("WW"),
        })])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BWW"));
            assert_eq!(s.player(S2).hand, cards("BL"));
        });
}

/// clarifications.md (domestic trade): only a named player answers; an
/// answer needs the cards asked for.
#[test]
fn only_a_named_player_with_the_cards_can_accept() {
    market()
        .when(S0, offer_brick_for_wool(vec![S1]))
        .then_ok()
        .when(S2, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::NotOfferedToYou)
        .when(
            S2,
            Command::Table(TableCommand::CounterOffer {
                offer: 1,
                give: cards("L"),
                want: cards("W"),
            }),
        )
        .then_error(RuleError::NotOfferedToYou)
        .when(S0, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::NotOfferedToYou);
    market()
        .when(S0, offer_brick_for_wool(vec![S3]))
        .then_ok()
        .when(S3, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::CannotAfford { cost: cards("W") })
        .when(S3, Command::Table(TableCommand::RejectOffer { offer: 2 }))
        .then_error(RuleError::NoSuchOffer);
}

/// clarifications.md: cards are checked again at confirmation, on both sides.
#[test]
fn cards_are_checked_again_at_confirmation() {
    // Seat 1 accepts two offers for its only wool; the second cannot close.
    market()
        .when(S0, offer_brick_for_wool(vec![S1]))
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("L"),
                want: cards("W"),
                to: vec![S1],
            }),
        )
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 2 }))
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 2, with: S1 }),
        )
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S1 }),
        )
        .then_error(RuleError::PartnerCannotAfford(S1));
    // Seat 0 offers its only lumber twice; the second cannot close.
    market()
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("L"),
                want: cards("W"),
                to: vec![S1],
            }),
        )
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("L"),
                want: cards("O"),
                to: vec![S1],
            }),
        )
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 2 }))
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 1, with: S1 }),
        )
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::ConfirmTrade { offer: 2, with: S1 }),
        )
        .then_error(RuleError::CannotAfford { cost: cards("L") });
}

/// base-catan.md §A turn, 4: at least one card each side, never the same
/// resource on both sides (no gifts, no like-for-like), also in a counter.
#[test]
fn a_trade_needs_cards_on_both_sides_and_no_like_for_like() {
    for (give, want) in [("B", "BW"), ("", "W"), ("B", ""), ("BL", "LW")] {
        market()
            .when(
                S0,
                Command::Table(TableCommand::OfferTrade {
                    give: cards(give),
                    want: cards(want),
                    to: vec![S1],
                }),
            )
            .then_error(RuleError::BadTrade);
    }
    market()
        .when(S0, offer_brick_for_wool(vec![S1]))
        .then_ok()
        .when(
            S1,
            Command::Table(TableCommand::CounterOffer {
                offer: 1,
                give: cards("W"),
                want: cards("W"),
            }),
        )
        .then_error(RuleError::BadTrade);
}

/// base-catan.md §A turn, 4: only the current player trades with others,
/// and only with other seats of the game.
#[test]
fn only_the_current_player_offers_and_only_to_other_seats() {
    market()
        .when(
            S1,
            Command::Table(TableCommand::OfferTrade {
                give: cards("W"),
                want: cards("W"),
                to: vec![S2],
            }),
        )
        .then_error(RuleError::NotYourTurn)
        .when(S1, offer_brick_for_wool(vec![S2]))
        .then_error(RuleError::NotYourTurn)
        .when(S0, offer_brick_for_wool(vec![S0]))
        .then_error(RuleError::BadTradePartner)
        .when(S0, offer_brick_for_wool(vec![Seat(7)]))
        .then_error(RuleError::BadTradePartner)
        .when(S0, offer_brick_for_wool(vec![]))
        .then_error(RuleError::BadTradePartner)
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("W"),
                to: vec![S1],
            }),
        )
        .then_error(RuleError::CannotAfford { cost: cards("O") });
}

/// clarifications.md: every open offer lapses when the turn ends.
#[test]
fn open_offers_lapse_when_the_turn_ends() {
    market()
        .when(S0, offer_brick_for_wool(vec![S1]))
        .then_ok()
        .when(S0, EndTurn)
        .then_state(|s| assert!(s.offers.is_empty()))
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::NoSuchOffer);
}

/// clarifications.md (domestic trade): the offering player may withdraw.
#[test]
fn a_withdrawn_offer_can_no_longer_be_accepted() {
    market()
        .when(S0, offer_brick_for_wool(vec![S1]))
        .then_ok()
        .when(S1, Command::Table(TableCommand::WithdrawOffer { offer: 1 }))
        .then_error(RuleError::NoSuchOffer)
        .when(S0, Command::Table(TableCommand::WithdrawOffer { offer: 1 }))
        .then_events([Event::Table(TableEvent::OfferWithdrawn {
            offer: 1,
            seat: S0,
        })])
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_error(RuleError::NoSuchOffer);
}

/// House rule (docs/playing.md, trade offers): a seat has at most three
/// open offers at once; a fourth is refused and changes nothing, and
/// withdrawing one makes room again.
#[test]
fn a_fourth_open_offer_is_refused_until_one_closes() {
    let offer = |want: &str| {
        Command::Table(TableCommand::OfferTrade {
            give: cards("B"),
            want: cards(want),
            to: vec![S1],
        })
    };
    market()
        .when(S0, offer("W"))
        .then_ok()
        .when(S0, offer("O"))
        .then_ok()
        .when(S0, offer("G"))
        .then_ok()
        .when(S0, offer("L"))
        .then_error(RuleError::TooManyOffers { max: 3 })
        .when(S0, Command::Table(TableCommand::WithdrawOffer { offer: 2 }))
        .then_ok()
        .when(S0, offer("L"))
        .then_ok();
}

/// The shared table keeps this ruleset's tags: every table event reads and
/// writes the JSON stored before the table was shared, and every table
/// command the JSON clients send; the other ruleset's tag for a trade with
/// the supply is refused.
#[test]
fn table_events_and_commands_keep_their_json() {
    use crate::rules::classic::command::Command;
    use crate::rules::classic::event::Event;
    use crate::rules::common::table::samples;
    for (table, stored) in samples::events("MaritimeTraded") {
        let event = Event::from(table.clone());
        assert_eq!(serde_json::to_value(&event).expect("serializes"), stored);
        let back: Event = serde_json::from_value(stored).expect("reads back");
        assert_eq!(back, event);
        assert_eq!(back.table(), Some(&table));
    }
    for (table, sent) in samples::commands("MaritimeTrade") {
        let command = Command::from(table.clone());
        assert_eq!(serde_json::to_value(&command).expect("serializes"), sent);
        let back: Command = serde_json::from_value(sent).expect("reads back");
        assert_eq!(back, command);
        assert_eq!(back.table(), Some(&table));
    }
    // The other ruleset's name for a trade with the supply is no tag here.
    let stored = serde_json::json!({"type": "SupplyTraded", "seat": 0,
        "gave": {"brick": 3, "lumber": 0, "wool": 0, "grain": 0, "ore": 0},
        "got": {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 1}});
    assert!(serde_json::from_value::<Event>(stored).is_err());
    let sent = serde_json::json!({"type": "SupplyTrade", "give": "brick", "get": "ore"});
    assert!(serde_json::from_value::<Command>(sent).is_err());
}
