//! Development cards (baden-wuerttemberg.txt §Playing a development card;
//! clarifications.md): one per turn at any time of the own turn, before the
//! roll too, never one bought this turn.

use crate::rules::baden_wuerttemberg::command::Command::{
    self, BuildRoad, BuyDevelopmentCard, MoveInventor, PlayInvention, PlayRoadBuilding,
    PlaySuccessfulInvention, PlayTrade, RollDice,
};
use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::map::map;
use crate::rules::baden_wuerttemberg::state::{DevCard, DevCards, Phase};
use crate::rules::baden_wuerttemberg::testkit::{
    cards, crossing, edge_between, free_neighbours, Scenario,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Purpose, Resource, TileId};
use crate::rules::{PhaseKind, RuleError, Seat};

const RED: Seat = Seat(0);

#[test]
fn the_deck_holds_twenty_six_cards() {
    assert_eq!(DevCards::DECK.total(), 26);
    assert_eq!(DevCards::DECK.invention, 14);
    assert_eq!(DevCards::DECK.achievement, 6);
    Scenario::new(3).then_state(|s| assert_eq!(s.deck, DevCards::DECK));
}

#[test]
fn buying_a_card_costs_wool_ore_and_grain_and_draws_from_the_deck() {
    Scenario::new(3)
        .given(|g| g.hand(RED, "WOG").main(RED))
        .when(RED, BuyDevelopmentCard)
        .draws(Purpose::DevelopmentCard, &[14])
        .then_events([Event::DevelopmentCardBought {
            seat: RED,
            card: Some(DevCard::RoadBuilding),
        }])
        .then_state(|s| {
            assert!(s.player(RED).hand.is_empty());
            assert_eq!(s.deck.total(), 25);
        });
}

#[test]
fn a_card_bought_this_turn_cannot_be_played() {
    Scenario::new(3)
        .given(|g| g.bought(RED, DevCard::Invention).main(RED))
        .when(RED, PlayInvention)
        .then_error(RuleError::BoughtThisTurn);
}

#[test]
fn only_one_card_is_played_per_turn() {
    Scenario::new(3)
        .given(|g| {
            g.dev_cards(RED, DevCard::Invention, 1)
                .dev_cards(RED, DevCard::Trade, 1)
                .main(RED)
        })
        .when(RED, PlayTrade)
        .then_ok()
        .when(RED, PlayInvention)
        .then_error(RuleError::CardAlreadyPlayed);
}

#[test]
fn an_invention_before_the_roll_moves_the_inventor_and_returns_to_the_roll() {
    Scenario::new(3)
        .given(|g| g.dev_cards(RED, DevCard::Invention, 1).roll(RED))
        .when(RED, PlayInvention)
        .then_state(|s| {
            assert_eq!(s.phase, Phase::MoveInventor { seat: RED });
            assert_eq!(s.player(RED).inventions, 1);
        })
        .when(
            RED,
            MoveInventor {
                tile: TileId(0),
                victim: None,
            },
        )
        .then_state(|s| {
            assert_eq!(s.inventor, TileId(0));
            assert_eq!(s.phase, Phase::Roll { seat: RED });
        });
    assert_ne!(map().inventor_start, TileId(0));
}

#[test]
fn road_building_places_two_free_roads() {
    let ehingen = crossing("Ehingen");
    let [a, b, ..] = free_neighbours(ehingen)[..] else {
        panic!("Ehingen has free neighbours")
    };
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, ehingen)
                .dev_cards(RED, DevCard::RoadBuilding, 1)
                .main(RED)
        })
        .when(RED, PlayRoadBuilding)
        .then_state(|s| assert_eq!(s.phase, Phase::RoadBuilding { seat: RED, left: 2 }))
        .when(
            RED,
            BuildRoad {
                edge: edge_between(ehingen, a),
            },
        )
        .then_ok()
        .when(
            RED,
            BuildRoad {
                edge: edge_between(ehingen, b),
            },
        )
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Main { seat: RED });
            assert_eq!(s.player(RED).roads_left, 18);
            assert!(s.player(RED).hand.is_empty());
        });
}

#[test]
fn successful_invention_takes_two_resources_of_choice_from_the_supply() {
    Scenario::new(3)
        .given(|g| g.dev_cards(RED, DevCard::SuccessfulInvention, 1).main(RED))
        .when(
            RED,
            PlaySuccessfulInvention {
                resources: [Resource::Ore, Resource::Ore],
            },
        )
        .then_state(|s| assert_eq!(s.player(RED).hand, cards("OO")));
}

#[test]
fn the_trade_card_gives_two_to_one_with_the_supply_for_the_rest_of_the_turn() {
    let give = Command::Table(TableCommand::SupplyTrade {
        give: Resource::Brick,
        get: Resource::Grain,
    });
    Scenario::new(3)
        .given(|g| {
            g.dev_cards(RED, DevCard::Trade, 1)
                .hand(RED, "BBBB")
                .main(RED)
        })
        .when(RED, PlayTrade)
        .then_ok()
        .when(RED, give.clone())
        .then_ok()
        .when(RED, give)
        .then_state(|s| {
            assert_eq!(s.player(RED).hand, cards("GG"));
            assert_eq!(s.supply_rate(), 2);
        })
        .when(
            RED,
            crate::rules::baden_wuerttemberg::command::Command::EndTurn,
        )
        .then_state(|s| assert_eq!(s.supply_rate(), 3));
}

/// clarifications.md §Baden-Württemberg: a Trade card played before the
/// yield roll opens 2:1 trading once the roll is done, not before it.
#[test]
fn a_trade_card_played_before_the_roll_opens_two_to_one_once_the_roll_is_done() {
    let give = Command::Table(TableCommand::SupplyTrade {
        give: Resource::Brick,
        get: Resource::Grain,
    });
    Scenario::new(3)
        .given(|g| {
            g.dev_cards(RED, DevCard::Trade, 1)
                .hand(RED, "BB")
                .roll(RED)
        })
        .when(RED, PlayTrade)
        .then_ok()
        .when(RED, give.clone())
        .then_error(RuleError::WrongPhase(PhaseKind::Roll))
        .when(RED, RollDice)
        .dice([1, 1])
        .then_ok()
        .when(RED, give)
        .then_state(|s| {
            assert_eq!(s.supply_rate(), 2);
            assert_eq!(s.player(RED).hand, cards("G"));
        });
}
