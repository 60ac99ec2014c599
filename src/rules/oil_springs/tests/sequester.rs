//! Sequestering (oil-springs.txt §Sequestering Oil): one oil a turn out of
//! the game, a point per three, and the Champion of the Environment.

use super::prelude::*;

fn sequester() -> Command<OilCommand> {
    cmd(OilCommand::SequesterOil)
}

/// One oil per turn leaves the game for good; it is not used oil.
#[test]
fn one_oil_may_be_sequestered_per_turn_and_does_not_move_the_track() {
    game()
        .given(|g| g.oil(S0, 2).main(S0))
        .when(S0, sequester())
        .then_events([oil(OilEvent::OilSequestered { seat: S0 })])
        .then_state(|s| {
            assert_eq!(s.scenario.oil_of(S0), 1);
            assert_eq!(s.scenario.sequestered_by(S0), 1);
            assert_eq!(s.scenario.supply, OIL_SUPPLY - 2);
            assert_eq!(s.scenario.track, 0);
        })
        .when(S0, sequester())
        .then_error(RuleError::AlreadySequestered);
}

/// oil-springs.txt §Sequestering Oil: 1 point for every 3 sequestered.
#[test]
fn every_three_sequestered_oil_give_a_point() {
    game()
        .given(|g| g.sequestered(S0, 5).oil(S0, 1).champion(S0).main(S0))
        .then_state(|s| assert_eq!(s.public_points(S0), 1 + 1))
        .when(S0, sequester())
        .then_state(|s| assert_eq!(s.public_points(S0), 2 + 1));
}

/// oil-springs.txt §Sequestering Oil: the first to have sequestered 3 takes
/// the Champion of the Environment (1 point).
#[test]
fn the_first_to_sequester_three_becomes_champion() {
    game()
        .given(|g| g.sequestered(S0, 2).oil(S0, 1).main(S0))
        .when(S0, sequester())
        .then_events([
            oil(OilEvent::OilSequestered { seat: S0 }),
            oil(OilEvent::ChampionTaken {
                seat: S0,
                sequestered: 3,
            }),
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.champion, Some(S0));
            assert_eq!(s.public_points(S0), 2);
        });
}

/// oil-springs.txt §Sequestering Oil: another player takes the Champion
/// only by sequestering strictly more than the holder.
#[test]
fn the_champion_changes_hands_only_on_strictly_more() {
    let s = game()
        .given(|g| {
            g.sequestered(S1, 3)
                .champion(S1)
                .sequestered(S0, 2)
                .oil(S0, 2)
                .main(S0)
        })
        .when(S0, sequester())
        .then_events([oil(OilEvent::OilSequestered { seat: S0 })])
        .then_state(|s| assert_eq!(s.scenario.champion, Some(S1)));
    // The next turn of S0, with one more.
    s.given(|g| {
        g.main(S0)
            .with(|s| s.scenario.sequestered_this_turn = false)
    })
    .when(S0, sequester())
    .then_events([
        oil(OilEvent::OilSequestered { seat: S0 }),
        oil(OilEvent::ChampionTaken {
            seat: S0,
            sequestered: 4,
        }),
    ])
    .then_state(|s| {
        assert_eq!(s.scenario.champion, Some(S0));
        assert_eq!(s.public_points(S1), 1, "S1 keeps its point for 3");
        assert_eq!(s.public_points(S0), 1 + 1);
    });
}
