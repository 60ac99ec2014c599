//! `legal_commands` lists exactly what `decide` accepts, in every phase.

use crate::rules::baden_wuerttemberg::state::{DevCard, Phase};
use crate::rules::baden_wuerttemberg::testkit::{
    assert_legal_is_exactly_accepted, crossing, free_neighbours, Scenario,
};
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
