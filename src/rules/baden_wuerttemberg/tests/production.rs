//! Yields, the inventor and the seven (baden-wuerttemberg.txt §Yield phase,
//! §Rolling a seven): one card per town hall around a rolled field, none
//! where the inventor stands, half of more than seven cards given up.

use crate::rules::baden_wuerttemberg::command::Command::{self, MoveInventor, RollDice};
use crate::rules::baden_wuerttemberg::event::{Event, SeatCards};
use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::testkit::{cards, Scenario};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{NodeId, Purpose, Resource, Resources, TileId};
use crate::rules::{RuleError, Seat};

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

/// A field with `number` and a town field touching it and no other field
/// with that number.
fn field_and_town(number: u8) -> (TileId, NodeId, Resource) {
    let board = &map().board;
    for t in board.tiles.iter().filter(|t| t.number == Some(number)) {
        for n in &t.nodes {
            let only_here = board
                .node(*n)
                .tiles
                .iter()
                .filter(|o| board.tile(**o).number == Some(number))
                .count()
                == 1;
            if map().kind(*n) == CrossingKind::Town && only_here {
                return (t.id, *n, t.terrain.resource().expect("no desert"));
            }
        }
    }
    panic!("no town on a {number}")
}

#[test]
fn each_town_hall_around_a_rolled_field_yields_one_card() {
    let (_, town, resource) = field_and_town(6);
    Scenario::new(3)
        .given(|g| g.town_hall(RED, town).roll(BLUE))
        .when(BLUE, RollDice)
        .dice([2, 4])
        .then_events([
            Event::DiceRolled {
                seat: BLUE,
                dice: [2, 4],
            },
            Event::ResourcesProduced {
                gains: vec![SeatCards {
                    seat: RED,
                    cards: Resources::of(resource, 1),
                }],
            },
        ])
        .then_state(|s| assert_eq!(s.phase, Phase::Main { seat: BLUE }));
}

#[test]
fn the_inventor_blocks_the_yields_of_its_field() {
    let (tile, town, _) = field_and_town(6);
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, town)
                .roll(BLUE)
                .with(|s| s.inventor = tile)
        })
        .when(BLUE, RollDice)
        .dice([2, 4])
        .then_events([Event::DiceRolled {
            seat: BLUE,
            dice: [2, 4],
        }]);
}

#[test]
fn a_seven_yields_nothing_and_nine_cards_give_up_four() {
    let (_, town, _) = field_and_town(8);
    let s = Scenario::new(3)
        .given(|g| g.town_hall(RED, town).hand(RED, "BBBLLWWGO").roll(BLUE))
        .when(BLUE, RollDice)
        .dice([3, 4])
        .then_events([Event::DiceRolled {
            seat: BLUE,
            dice: [3, 4],
        }])
        .then_state(|s| {
            assert_eq!(s.phase.awaiting(), vec![RED]);
            let Phase::Discard { pending, .. } = &s.phase else {
                panic!("discarding")
            };
            assert_eq!(pending[0].count, 4);
        });
    s.clone()
        .when(
            RED,
            Command::Table(TableCommand::Discard {
                cards: cards("BBB"),
            }),
        )
        .then_error(RuleError::WrongDiscard { required: 4 });
    s.when(
        RED,
        Command::Table(TableCommand::Discard {
            cards: cards("BBBL"),
        }),
    )
    .then_state(|s| {
        assert_eq!(s.player(RED).hand, cards("LWWGO"));
        assert_eq!(s.phase, Phase::MoveInventor { seat: BLUE });
    });
}

#[test]
fn seven_cards_give_up_nothing() {
    Scenario::new(3)
        .given(|g| g.hand(RED, "BBBLLWW").roll(BLUE))
        .when(BLUE, RollDice)
        .dice([3, 4])
        .then_state(|s| assert_eq!(s.phase, Phase::MoveInventor { seat: BLUE }));
}

#[test]
fn the_inventor_moves_to_another_field_and_draws_from_a_town_hall_there() {
    let (tile, town, _) = field_and_town(5);
    let s = Scenario::new(3).given(|g| {
        g.town_hall(RED, town)
            .hand(RED, "BO")
            .phase(Phase::MoveInventor { seat: BLUE })
            .with(|s| s.rolled = true)
    });
    s.clone()
        .when(BLUE, MoveInventor { tile, victim: None })
        .then_error(RuleError::MustSteal);
    s.clone()
        .when(
            BLUE,
            MoveInventor {
                tile: map().inventor_start,
                victim: None,
            },
        )
        .then_error(RuleError::RobberMustMove);
    s.when(
        BLUE,
        MoveInventor {
            tile,
            victim: Some(RED),
        },
    )
    .draws(Purpose::Steal, &[1])
    .then_events([
        Event::InventorMoved { seat: BLUE, tile },
        Event::CardStolen {
            seat: BLUE,
            victim: RED,
            resource: Some(Resource::Ore),
        },
    ])
    .then_state(|s| {
        assert_eq!(s.inventor, tile);
        assert_eq!(s.player(BLUE).hand, cards("O"));
        assert_eq!(s.phase, Phase::Main { seat: BLUE });
    });
}

/// A field with two town fields that touch no other field of its number.
fn field_with_two_towns() -> (u8, [NodeId; 2], Resource) {
    let board = &map().board;
    for t in &board.tiles {
        let number = t.number.expect("no desert");
        let towns: Vec<NodeId> = t
            .nodes
            .iter()
            .copied()
            .filter(|n| {
                map().kind(*n) == CrossingKind::Town
                    && board
                        .node(*n)
                        .tiles
                        .iter()
                        .filter(|o| board.tile(**o).number == Some(number))
                        .count()
                        == 1
            })
            .collect();
        if let [a, b, ..] = towns[..] {
            return (number, [a, b], t.terrain.resource().expect("no desert"));
        }
    }
    panic!("no field with two towns")
}

#[test]
fn a_short_supply_pays_nobody_unless_only_one_is_owed() {
    let (number, [a, b], resource) = field_with_two_towns();
    let hoard: String = std::iter::repeat_n(resource.letter(), 17).collect();
    let dice = if number > 7 {
        [6, number - 6]
    } else {
        [1, number - 1]
    };
    let s = Scenario::new(3).given(|g| g.town_hall(RED, a).hand(Seat(2), &hoard).roll(BLUE));
    // One card left and one player owed: that player takes it.
    s.clone()
        .when(BLUE, RollDice)
        .dice(dice)
        .then_state(|s| assert_eq!(s.player(RED).hand, Resources::of(resource, 1)));
    // One card left and two players owed: nobody gets it.
    s.given(|g| g.town_hall(BLUE, b))
        .when(BLUE, RollDice)
        .dice(dice)
        .then_events([Event::DiceRolled { seat: BLUE, dice }]);
}
