//! Using oil (oil-springs.txt §Using Oil, clarifications.md §Oil Springs):
//! two resources for one oil, metropolises, and the disaster track's limit.

use super::prelude::*;
use crate::rules::{PhaseKind, Pieces};

fn convert(resource: Resource) -> Command<OilCommand> {
    cmd(OilCommand::ConvertOil { resource })
}

fn metropolis(node: NodeId) -> Command<OilCommand> {
    cmd(OilCommand::BuildMetropolis { node })
}

/// A city of S0 on hills 6 / forest 11 / the desert.
fn city() -> NodeId {
    node_between(&[4, 8, 9])
}

/// oil-springs.txt §Using Oil 1: one oil becomes two of one resource; the
/// oil goes back to the supply and moves the disaster track.
#[test]
fn one_oil_converts_into_two_of_one_resource_and_moves_the_track() {
    game()
        .given(|g| g.oil(S0, 1).main(S0))
        .when(S0, convert(Resource::Ore))
        .then_events([oil(OilEvent::OilConverted {
            seat: S0,
            resource: Resource::Ore,
        })])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("OO"));
            assert_eq!(s.scenario.oil_of(S0), 0);
            assert_eq!(s.scenario.supply, OIL_SUPPLY);
            assert_eq!(s.scenario.track, 1);
            assert!(s.scenario.used_this_turn);
        })
        .when(S0, convert(Resource::Ore))
        .then_error(RuleError::NotEnoughOil { need: 1 });
}

/// Oil is used in one's own turn, after rolling.
#[test]
fn oil_is_used_only_in_the_main_part_of_ones_own_turn() {
    game()
        .given(|g| g.oil(S1, 1).oil(S0, 1).main(S0))
        .when(S1, convert(Resource::Ore))
        .then_error(RuleError::NotYourTurn);
    game()
        .given(|g| g.oil(S0, 1).roll(S0))
        .when(S0, convert(Resource::Ore))
        .then_error(RuleError::WrongPhase(PhaseKind::Roll));
}

/// oil-springs.txt §Using Oil 2: 1 brick, 1 grain, 1 ore and 2 oil make one
/// of your cities a metropolis, worth 3 points in all.
#[test]
fn a_metropolis_costs_brick_grain_ore_and_two_oil_and_is_worth_three_points() {
    game()
        .given(|g| g.city(S0, city()).hand(S0, "BGO").oil(S0, 2).main(S0))
        .then_state(|s| assert_eq!(s.public_points(S0), 2))
        .when(S0, metropolis(city()))
        .then_events([oil(OilEvent::MetropolisBuilt {
            seat: S0,
            node: city(),
        })])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, Resources::ZERO);
            assert_eq!(s.scenario.oil_of(S0), 0);
            assert_eq!(s.scenario.track, 2);
            assert_eq!(s.public_points(S0), 3);
            assert!(s.scenario.is_metropolis(city()));
        })
        .when(S0, metropolis(city()))
        .then_error(RuleError::AlreadyMetropolis);
}

/// A metropolis goes on one's own city only, never a settlement.
#[test]
fn a_metropolis_needs_a_city_of_ones_own() {
    let settlement = corner(0, TOP);
    game()
        .given(|g| {
            g.city(S1, city())
                .settlement(S0, settlement)
                .hand(S0, "BGO")
                .oil(S0, 2)
                .main(S0)
        })
        .when(S0, metropolis(city()))
        .then_error(RuleError::NotYourCity)
        .when(S0, metropolis(settlement))
        .then_error(RuleError::NotYourCity);
}

/// clarifications.md §Oil Springs (official FAQ): 4 metropolis tokens are
/// shared by all players.
#[test]
fn only_four_metropolis_tokens_are_shared_by_all() {
    let taken = [
        corner(0, TOP),
        corner(2, TOP),
        corner(16, BOTTOM),
        corner(18, BOTTOM),
    ];
    game()
        .given(|g| {
            let g = taken
                .iter()
                .zip([S1, S2, S3, S1])
                .fold(g, |g, (n, p)| g.city(p, *n).metropolis(*n));
            g.city(S0, city()).hand(S0, "BGO").oil(S0, 2).main(S0)
        })
        .when(S0, metropolis(city()))
        .then_error(RuleError::NoPiecesLeft(Pieces::MetropolisTokens));
}

/// oil-springs.txt §Environmental Effects (Important Note): with the marker
/// on 4 only one oil can be used that turn: one conversion is allowed, the
/// second refused, and a metropolis (2 oil) refused.
#[test]
fn with_the_track_on_4_one_oil_may_be_used_and_no_more() {
    game()
        .given(|g| {
            g.city(S0, city())
                .hand(S0, "BGO")
                .oil(S0, 3)
                .track(4)
                .main(S0)
        })
        .when(S0, metropolis(city()))
        .then_error(RuleError::DisasterTrackFull { left: 1 })
        .when(S0, convert(Resource::Wool))
        .then_state(|s| assert_eq!(s.scenario.track, 5))
        .when(S0, convert(Resource::Wool))
        .then_error(RuleError::DisasterTrackFull { left: 0 })
        .when(S0, metropolis(city()))
        .then_error(RuleError::DisasterTrackFull { left: 0 });
}

/// The bank must have the two cards a conversion gives.
#[test]
fn a_conversion_needs_two_cards_in_the_bank() {
    game()
        .given(|g| g.hand(S1, &"O".repeat(18)).oil(S0, 1).main(S0))
        .when(S0, convert(Resource::Ore))
        .then_error(RuleError::BankEmpty(Resource::Ore));
}

/// clarifications.md §Oil Springs (official FAQ): in one turn a player
/// either uses oil or sequesters it, not both.
#[test]
fn using_and_sequestering_in_one_turn_is_refused() {
    game()
        .given(|g| g.oil(S0, 2).main(S0))
        .when(S0, convert(Resource::Ore))
        .then_ok()
        .when(S0, cmd(OilCommand::SequesterOil))
        .then_error(RuleError::OilUsedThisTurn);
    game()
        .given(|g| g.oil(S0, 2).main(S0))
        .when(S0, cmd(OilCommand::SequesterOil))
        .then_ok()
        .when(S0, convert(Resource::Ore))
        .then_error(RuleError::SequesteredThisTurn);
}

/// The turn flags clear when the turn ends.
#[test]
fn the_next_turn_may_use_oil_again() {
    game()
        .given(|g| g.oil(S0, 2).main(S0))
        .when(S0, cmd(OilCommand::SequesterOil))
        .then_ok()
        .when(S0, EndTurn)
        .then_state(|s| {
            assert!(!s.scenario.sequestered_this_turn);
            assert!(!s.scenario.used_this_turn);
        });
}
