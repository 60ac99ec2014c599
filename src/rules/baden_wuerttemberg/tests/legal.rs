//! `legal_commands` lists exactly what `decide` accepts, in every phase.

use crate::rules::baden_wuerttemberg::command::Command;
use crate::rules::baden_wuerttemberg::decide::decide;
use crate::rules::baden_wuerttemberg::legal::legal_commands;
use crate::rules::baden_wuerttemberg::state::{DevCard, Phase};
use crate::rules::baden_wuerttemberg::testkit::{
    assert_legal_is_exactly_accepted, candidate_commands, crossing, free_neighbours, Scenario,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources, ScriptedChance};
use crate::rules::Seat;

#[test]
fn legal_is_exactly_accepted_while_founding() {
    assert_legal_is_exactly_accepted(Scenario::new(3).state());
}

#[test]
fn legal_is_exactly_accepted_after_dealing_cost_cards() {
    assert_legal_is_exactly_accepted(Scenario::created(4, false).state());
}

#[test]
fn legal_is_exactly_accepted_while_trading_and_building() {
    let ehingen = crossing("Ehingen");
    let sigmaringen = crossing("Sigmaringen");
    let s = Scenario::new(3).given(|g| {
        g.town_hall(Seat(0), ehingen)
            .town_hall(Seat(1), crossing("Biberach an der Riß"))
            .road_path(Seat(0), &[free_neighbours(sigmaringen)[0], sigmaringen])
            .road_path(Seat(0), &[ehingen, free_neighbours(ehingen)[0]])
            .hand(Seat(0), "BBBLLWWGGOOO")
            .hand(Seat(1), "WO")
            .dev_cards(Seat(0), DevCard::Invention, 1)
            .dev_cards(Seat(0), DevCard::SuccessfulInvention, 1)
            .dev_cards(Seat(0), DevCard::Trade, 1)
            .dev_cards(Seat(0), DevCard::RoadBuilding, 1)
            .bought(Seat(0), DevCard::Invention)
    });
    assert_legal_is_exactly_accepted(s.clone().given(|g| g.main(Seat(0))).state());
    assert_legal_is_exactly_accepted(s.clone().given(|g| g.roll(Seat(0))).state());
    assert_legal_is_exactly_accepted(
        s.clone()
            .given(|g| g.phase(Phase::MoveInventor { seat: Seat(0) }))
            .state(),
    );
    assert_legal_is_exactly_accepted(
        s.given(|g| {
            g.phase(Phase::RoadBuilding {
                seat: Seat(0),
                left: 2,
            })
        })
        .state(),
    );
}

#[test]
fn legal_is_exactly_accepted_while_discarding() {
    let s = Scenario::new(3).given(|g| {
        g.hand(Seat(0), "BBBLLWWGO")
            .hand(Seat(2), "OOOOOOOOOO")
            .roll(Seat(1))
    });
    let s = s
        .when(
            Seat(1),
            crate::rules::baden_wuerttemberg::command::Command::RollDice,
        )
        .dice([3, 4])
        .then_ok();
    assert_legal_is_exactly_accepted(s.state());
}

/// baden-wuerttemberg.txt §Overview of the Turn and clarifications.md: while
/// the game waits for the yield roll, the player may roll or play a
/// development card, and trading of every kind waits, a Trade card played
/// already included. Every command listed is accepted, and every trade,
/// listed or not, is refused.
#[test]
fn before_the_yield_roll_legal_is_exactly_accepted_and_every_trade_refused() {
    let ehingen = crossing("Ehingen");
    let base = Scenario::new(3).given(|g| {
        g.town_hall(Seat(0), ehingen)
            .road_path(Seat(0), &[ehingen, free_neighbours(ehingen)[0]])
            .hand(Seat(0), "BBBLLLWWWGGGOOO")
            .hand(Seat(1), "BLWGO")
            .dev_cards(Seat(0), DevCard::Invention, 1)
            .dev_cards(Seat(0), DevCard::SuccessfulInvention, 1)
            .dev_cards(Seat(0), DevCard::Trade, 1)
            .dev_cards(Seat(0), DevCard::RoadBuilding, 1)
            .roll(Seat(0))
    });
    let trade_played = base.clone().given(|g| {
        g.with(|s| s.card_played = true)
            .with(|s| s.trade_card = true)
    });
    for scenario in [base, trade_played] {
        let state = scenario.state();
        assert_legal_is_exactly_accepted(state);
        let mut trades: Vec<Command> = candidate_commands(state)
            .into_iter()
            .filter(|c| matches!(c, Command::Table(TableCommand::SupplyTrade { .. })))
            .collect();
        for to in [Seat(1), Seat(2)] {
            for (give, want) in Resource::ALL
                .into_iter()
                .zip(Resource::ALL.into_iter().cycle().skip(1))
            {
                trades.push(Command::Table(TableCommand::OfferTrade {
                    give: Resources::of(give, 1),
                    want: Resources::of(want, 1),
                    to: vec![to],
                }));
            }
        }
        assert!(trades.len() > 20);
        for seat in [Seat(0), Seat(1), Seat(2)] {
            let legal = legal_commands(state, seat);
            for c in &trades {
                assert!(
                    !legal.contains(c),
                    "{c:?} listed for {seat} before the roll"
                );
                assert!(
                    decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_err(),
                    "{c:?} accepted from {seat} before the roll"
                );
            }
        }
        assert!(legal_commands(state, Seat(0)).contains(&Command::RollDice));
    }
}
