//! Giving a resource away (frenemies.txt §Earning 2; clarifications.md
//! §Frenemies: gift): one resource to an opponent with equal or fewer
//! visible VP, answered out of turn; 1 FT to the giver when it is taken;
//! one successful gift per turn.

use super::prelude::*;
use crate::rules::classic::legal_commands;
use crate::rules::contract::Rules;
use crate::rules::frenemies::FrenemiesRules;
use crate::rules::PhaseKind;

/// `S0`'s turn with some cards; everyone has one settlement (1 VP each).
fn giving() -> Spec<Frenemies> {
    game(4).given(|g| {
        g.settlement(S0, corner(0, TOP))
            .settlement(S1, corner(2, TOP))
            .settlement(S2, corner(16, BOTTOM))
            .settlement(S3, corner(18, BOTTOM))
            .hand(S0, "BBLO")
            .main(S0)
    })
}

fn offer(to: Seat, resource: Resource) -> Command<F> {
    cmd(F::OfferGift { to, resource })
}

/// frenemies.txt §Earning 2: an accepted gift moves the card and pays the
/// giver 1 FT, earned this turn.
#[test]
fn an_accepted_gift_moves_the_card_and_pays_the_giver_one_token() {
    giving()
        .when(S0, offer(S2, Resource::Brick))
        .then_events([ev(E::GiftOffered {
            seat: S0,
            to: S2,
            resource: Resource::Brick,
        })])
        .then_state(|s| assert_eq!(FrenemiesRules::waiting_for(s), vec![S2]))
        .when(S2, cmd(F::AcceptGift))
        .then_events([
            ev(E::GiftAccepted {
                seat: S2,
                from: S0,
                resource: Resource::Brick,
            }),
            drawn(S0, Earning::Gift, "W"),
        ])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BLO"));
            assert_eq!(s.player(S2).hand, cards("B"));
            assert_eq!(s.scenario.holding(S0).locked, tokens("W"));
            assert!(s.scenario.gifted);
            assert_eq!(s.scenario.gift, None);
        });
}

/// frenemies.txt §Earning 2: only to an opponent with equal or fewer
/// visible VP.
#[test]
fn a_gift_to_a_player_with_more_visible_points_is_refused() {
    giving()
        .given(|g| g.settlement(S1, corner(7, LOWER_LEFT)))
        .when(S0, offer(S1, Resource::Brick))
        .then_error(RuleError::GiftNotEligible)
        .when(S0, offer(S2, Resource::Brick))
        .then_ok();
}

/// clarifications.md §Frenemies: visible VP counts VP markers.
#[test]
fn vp_markers_count_as_visible_points_for_a_gift() {
    giving()
        .given(|g| g.markers(S1, 1))
        .when(S0, offer(S1, Resource::Brick))
        .then_error(RuleError::GiftNotEligible);
}

/// clarifications.md §Frenemies: hidden VP cards are not visible VP, for the
/// giver or the recipient.
#[test]
fn hidden_victory_point_cards_do_not_count_for_a_gift() {
    giving()
        .given(|g| g.dev_cards(S1, DevCard::VictoryPoint, 2))
        .when(S0, offer(S1, Resource::Brick))
        .then_ok();
}

/// frenemies.txt §Earning 2: to an opponent, of a card the giver holds.
#[test]
fn a_gift_to_yourself_or_of_a_card_you_lack_is_refused() {
    giving()
        .when(S0, offer(S0, Resource::Brick))
        .then_error(RuleError::BadTradePartner)
        .when(S0, offer(S1, Resource::Wool))
        .then_error(RuleError::CannotAfford { cost: cards("W") });
}

/// frenemies.txt §Earning 2: you may only give away 1 resource per turn.
#[test]
fn a_second_gift_in_one_turn_is_refused() {
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(S1, cmd(F::AcceptGift))
        .then_ok()
        .when(S0, offer(S2, Resource::Brick))
        .then_error(RuleError::GiftAlreadyGiven)
        .when(S0, EndTurn)
        .then_ok()
        .then_state(|s| assert!(!s.scenario.gifted));
}

/// frenemies.txt §Earning 2: if rejected, the giver may offer to a
/// different eligible player — not the one who refused.
#[test]
fn a_rejected_giver_may_offer_to_another_player_but_not_the_same_one() {
    giving()
        .when(S0, offer(S1, Resource::Ore))
        .then_ok()
        .when(S1, cmd(F::RejectGift))
        .then_events([ev(E::GiftRejected { seat: S1, from: S0 })])
        .when(S0, offer(S1, Resource::Brick))
        .then_error(RuleError::GiftRefused(S1))
        .when(S0, offer(S3, Resource::Ore))
        .then_ok()
        .when(S3, cmd(F::AcceptGift))
        .then_ok()
        .then_state(|s| assert_eq!(s.player(S3).hand, cards("O")));
}

/// clarifications.md §Frenemies: the recipient may ask for a different
/// resource, which the giver then gives.
#[test]
fn ask_for_another_then_give_completes_the_gift() {
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Ore,
            }),
        )
        .then_events([ev(E::AnotherResourceAsked {
            seat: S1,
            from: S0,
            resource: Resource::Ore,
        })])
        .when(S1, cmd(F::AcceptGift))
        .then_error(RuleError::NoGift)
        .when(S0, cmd(F::GiveAskedResource))
        .then_events([
            ev(E::AskedResourceGiven {
                seat: S0,
                to: S1,
                resource: Resource::Ore,
            }),
            drawn(S0, Earning::Gift, "W"),
        ])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BBL"));
            assert_eq!(s.player(S1).hand, cards("O"));
            assert!(s.scenario.gifted);
        });
}

/// clarifications.md §Frenemies: or the giver withdraws, and earns nothing.
#[test]
fn ask_for_another_then_withdraw_pays_nothing() {
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Grain,
            }),
        )
        .then_ok()
        .when(S0, cmd(F::GiveAskedResource))
        .then_error(RuleError::CannotAfford { cost: cards("G") })
        .when(S0, cmd(F::WithdrawGift))
        .then_events([ev(E::GiftWithdrawn { seat: S0 })])
        .then_state(|s| {
            assert!(s.scenario.holding(S0).tokens.is_empty());
            assert!(!s.scenario.gifted);
        })
        .when(S0, offer(S1, Resource::Brick))
        .then_ok();
}

/// clarifications.md §Frenemies: asking for the same resource is no ask.
#[test]
fn asking_for_the_resource_offered_is_refused() {
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Brick,
            }),
        )
        .then_error(RuleError::SameResource);
}

/// clarifications.md §All rulesets: the recipient answers out of turn; only
/// the recipient answers.
#[test]
fn only_the_recipient_answers_a_gift() {
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(S2, cmd(F::AcceptGift))
        .then_error(RuleError::NoGift)
        .when(S0, cmd(F::AcceptGift))
        .then_error(RuleError::NoGift)
        .then_state(|s| {
            assert_eq!(
                legal_commands(s, S1),
                vec![
                    cmd(F::AcceptGift),
                    cmd(F::RejectGift),
                    cmd(F::AskForAnotherResource {
                        resource: Resource::Lumber
                    }),
                    cmd(F::AskForAnotherResource {
                        resource: Resource::Wool
                    }),
                    cmd(F::AskForAnotherResource {
                        resource: Resource::Grain
                    }),
                    cmd(F::AskForAnotherResource {
                        resource: Resource::Ore
                    }),
                ]
            );
        });
}

/// The giver's hand stays as offered until the answer: meanwhile the giver
/// may only withdraw.
#[test]
fn the_giver_does_nothing_else_while_a_gift_waits() {
    giving()
        .given(|g| g.hand(S0, "BBLWGO"))
        .when(S0, offer(S1, Resource::Brick))
        .then_ok()
        .when(S0, EndTurn)
        .then_error(RuleError::GiftPending)
        .when(
            S0,
            BuildRoad {
                edge: edge_between(corner(0, TOP), corner(0, UPPER_RIGHT)),
            },
        )
        .then_error(RuleError::GiftPending)
        .then_state(|s| assert_eq!(legal_commands(s, S0), vec![cmd(F::WithdrawGift)]));
}

/// frenemies.txt §Earning 2: "on your turn" — not before the roll, not out
/// of turn.
#[test]
fn a_gift_is_offered_only_in_the_main_part_of_your_turn() {
    giving()
        .given(|g| g.roll(S0))
        .when(S0, offer(S1, Resource::Brick))
        .then_error(RuleError::WrongPhase(PhaseKind::Roll))
        .given(|g| g.main(S0).hand(S1, "O"))
        .when(S1, offer(S2, Resource::Ore))
        .then_error(RuleError::NotYourTurn);
}

/// clarifications.md §All rulesets: the recipient is the one asked, out of
/// turn; after an ask, the giver.
#[test]
fn the_game_waits_for_the_recipient_then_for_the_giver() {
    use crate::rules::common::waiting::Waiting;
    giving()
        .when(S0, offer(S1, Resource::Brick))
        .then_state(|s| {
            assert_eq!(FrenemiesRules::waiting_for(s), vec![S1]);
            assert_eq!(
                FrenemiesRules::waiting(s),
                Waiting::GiftAnswer {
                    from: S0,
                    to: S1,
                    resource: Resource::Brick
                }
            );
        })
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Ore,
            }),
        )
        .then_state(|s| {
            assert_eq!(FrenemiesRules::waiting_for(s), vec![S0]);
            assert_eq!(
                FrenemiesRules::waiting(s),
                Waiting::GiftAsked {
                    from: S0,
                    to: S1,
                    asked: Resource::Ore
                }
            );
        });
}
