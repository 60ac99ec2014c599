//! `legal_commands` against `decide` for the scenario's commands: in every
//! situation the scenario adds, the commands listed are exactly those
//! `decide` accepts, tried over every seat, guild, resource, swap and path.

use super::prelude::*;
use crate::rules::classic::{decide, legal_commands};
use crate::rules::common::ScriptedChance;

/// Every fully formed scenario command worth trying, beside the classic
/// testkit's candidates.
pub fn frenemies_candidates(state: &State) -> Vec<Command<F>> {
    let mut out = candidate_commands(state);
    let mut bundles = Vec::new();
    for (i, a) in Resource::ALL.into_iter().enumerate() {
        bundles.push(Resources::of(a, 1));
        for b in Resource::ALL.into_iter().skip(i) {
            bundles.push(Resources::of(a, 1) + Resources::of(b, 1));
        }
    }
    bundles.push(cards("BBB"));
    for give in &bundles {
        for get in &bundles {
            out.push(cmd(F::RedeemTraders {
                give: *give,
                get: *get,
            }));
        }
    }
    for resource in Resource::ALL {
        for i in 0..state.players.len() {
            out.push(cmd(F::OfferGift {
                to: Seat(i as u8),
                resource,
            }));
        }
        out.push(cmd(F::AskForAnotherResource { resource }));
        out.push(cmd(F::RedeemMerchants { resource }));
    }
    for guild in Guild::ALL {
        out.push(cmd(F::ReturnToken { guild }));
    }
    for e in &state.board.edges {
        out.push(cmd(F::RedeemRoadBuilders { edge: e.id }));
    }
    out.extend(
        [
            F::AcceptGift,
            F::RejectGift,
            F::GiveAskedResource,
            F::WithdrawGift,
            F::RedeemScholars,
            F::RedeemMasterBuilders,
            F::ExchangeToken,
        ]
        .map(cmd),
    );
    out
}

/// For every seat: everything listed is accepted, and among the candidates
/// exactly what is listed is accepted.
pub fn assert_frenemies_legal_is_exactly_accepted(state: &State) {
    let candidates = frenemies_candidates(state);
    for i in 0..state.players.len() {
        let seat = Seat(i as u8);
        for c in &legal_commands(state, seat) {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert!(
                accepted,
                "legal_commands lists {c:?} for {seat} but decide refuses it"
            );
        }
        for c in &candidates {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert_listed_iff_accepted(state, seat, c, accepted);
        }
    }
}

fn listed(state: &State, seat: Seat, f: impl Fn(&Command<F>) -> bool) -> usize {
    legal_commands(state, seat).iter().filter(|c| f(c)).count()
}

/// frenemies.txt §Using: every redemption, the exchange and every gift, with
/// their concrete choices, in the main part of the turn.
#[test]
fn legal_commands_match_decide_with_tokens_of_every_guild() {
    let s = game(4).given(|g| {
        g.settlement(S0, corner(4, LOWER_LEFT))
            .settlement(S1, corner(0, TOP))
            .settlement(S1, corner(2, TOP))
            .tokens(S0, "WSRBBCC")
            .hand(S0, "BGO")
            .main(S0)
    });
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let state = s.state();
    assert_eq!(
        listed(state, S0, |c| matches!(
            c,
            Command::Scenario(F::OfferGift { .. })
        )),
        6,
        "3 resources to each of S2 and S3, not to S1 with more points"
    );
    assert!(
        listed(state, S0, |c| matches!(
            c,
            Command::Scenario(F::RedeemTraders { .. })
        )) > 20
    );
    assert_eq!(
        listed(state, S0, |c| matches!(
            c,
            Command::Scenario(F::RedeemRoadBuilders { .. })
        )),
        3
    );
    assert!(legal_commands(state, S0).contains(&cmd(F::ExchangeToken)));
}

/// After a redemption no exchange; after an exchange, no redemption.
#[test]
fn legal_commands_match_decide_after_each_kind_of_use() {
    let s = game(4)
        .given(|g| g.tokens(S0, "SSW").hand(S0, "B").main(S0))
        .when(
            S0,
            cmd(F::RedeemMerchants {
                resource: Resource::Ore,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert!(!legal_commands(s.state(), S0).contains(&cmd(F::ExchangeToken)));
    let s = game(4)
        .given(|g| g.tokens(S0, "SSW").hand(S0, "B").main(S0))
        .when(S0, cmd(F::ExchangeToken))
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let s = s
        .when(
            S0,
            cmd(F::ReturnToken {
                guild: Guild::Merchants,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert_eq!(
        listed(s.state(), S0, |c| matches!(c, Command::Scenario(_))),
        listed(s.state(), S0, |c| matches!(
            c,
            Command::Scenario(F::OfferGift { .. })
        )),
        "only gifts are left"
    );
}

/// clarifications.md §Frenemies: the gift's answers out of turn, then the
/// giver's answer to an ask.
#[test]
fn legal_commands_match_decide_while_a_gift_is_open() {
    let s = game(4)
        .given(|g| g.hand(S0, "BO").hand(S1, "G").main(S0))
        .when(
            S0,
            cmd(F::OfferGift {
                to: S1,
                resource: Resource::Brick,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let s = s
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Ore,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert_eq!(
        legal_commands(s.state(), S0),
        vec![cmd(F::WithdrawGift), cmd(F::GiveAskedResource)]
    );
    assert!(legal_commands(s.state(), S1).is_empty());
}

/// frenemies.txt §Earning 1: declining to steal is listed on the desert only.
#[test]
fn legal_commands_match_decide_when_the_robber_moves() {
    let s = game(4).given(|g| {
        g.settlement(S1, corner(DESERT, TOP))
            .settlement(S2, corner(5, TOP))
            .hand(S1, "O")
            .hand(S2, "O")
            .robber(tile(0))
            .main(S0)
            .phase(Phase::MoveRobber { seat: S0 })
    });
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let listed = legal_commands(s.state(), S0);
    assert!(listed.contains(&MoveRobber {
        tile: tile(DESERT),
        victim: None
    }));
    assert!(listed.contains(&MoveRobber {
        tile: tile(DESERT),
        victim: Some(S1)
    }));
    assert!(!listed.contains(&MoveRobber {
        tile: tile(5),
        victim: None
    }));
}

/// Classic phases other than the main part list no scenario command.
#[test]
fn legal_commands_match_decide_before_the_roll_and_in_setup() {
    let s = game(4).given(|g| g.tokens(S0, "SCC").hand(S0, "B").roll(S0));
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert_eq!(legal_commands(s.state(), S0), vec![RollDice]);
    assert_frenemies_legal_is_exactly_accepted(Spec::<Frenemies>::new(3).state());
}
