//! Setup (baden-wuerttemberg.txt §Setup, last page; clarifications.md):
//! building cost cards dealt at random with their town halls and resources,
//! or the variable founding in snake order; 18 of each resource.

use crate::rules::baden_wuerttemberg::command::Command::BuildTownHall;
use crate::rules::baden_wuerttemberg::decide::create;
use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::map::map;
use crate::rules::baden_wuerttemberg::state::{Phase, SUPPLY_PER_RESOURCE};
use crate::rules::baden_wuerttemberg::testkit::{crossing, Scenario};
use crate::rules::common::{Purpose, Resources, ScriptedChance};
use crate::rules::contract::{BoardKind, GameOptions};
use crate::rules::{Place, RuleError, Ruleset, Seat};

fn options(players: u8, variable_founding: bool) -> GameOptions {
    let mut o = GameOptions::new(Ruleset::BadenWuerttemberg, players, BoardKind::Beginner);
    o.variable_founding = variable_founding;
    o
}

#[test]
fn each_seat_gets_a_cost_card_with_its_three_town_halls_and_resources() {
    Scenario::created(4, false).then_state(|s| {
        let mut dealt: Vec<u8> = Vec::new();
        let mut held = Resources::ZERO;
        for (i, p) in s.players.iter().enumerate() {
            let card = p.cost_card.expect("dealt");
            dealt.push(card);
            let data = &map().cost_cards[card as usize];
            for t in data.towns {
                assert_eq!(s.town_hall(t), Some(Seat(i as u8)));
            }
            assert_eq!(p.hand, data.resources);
            assert_eq!(p.town_halls_left, 9);
            held += p.hand;
        }
        dealt.sort_unstable();
        assert_eq!(dealt, [0, 1, 2, 3]);
        assert_eq!(s.supply + held, Resources::splat(SUPPLY_PER_RESOURCE));
        assert_eq!(
            s.phase,
            Phase::Roll {
                seat: s.turn_order[0]
            }
        );
        assert_eq!(s.inventor, map().inventor_start);
    });
}

#[test]
fn the_cost_cards_are_dealt_at_random_and_recorded_in_the_first_event() {
    let deal = |draws: &[u32]| {
        let mut chance = ScriptedChance::new().then(Purpose::Board, draws);
        match &create(&options(3, false), &mut chance).expect("created")[0] {
            Event::GameCreated { cost_cards, .. } => cost_cards.clone(),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(deal(&[0, 0, 0]), [1, 2, 3]);
    assert_eq!(deal(&[3, 2, 1]), [0, 1, 2]);
}

#[test]
fn a_game_needs_three_or_four_players() {
    for players in [2, 5] {
        assert_eq!(
            create(&options(players, false), &mut ScriptedChance::new()),
            Err(RuleError::PlayerCount {
                asked: players,
                allowed: 3..=4
            })
        );
    }
}

#[test]
fn the_variable_founding_goes_round_in_snake_order_three_times() {
    // Zero draws seat three players in the order 1, 2, 0.
    let order = [1, 2, 0, 0, 2, 1, 1, 2, 0].map(Seat);
    let towns: Vec<_> = map()
        .crossings
        .iter()
        .filter(|c| c.kind == crate::rules::baden_wuerttemberg::map::CrossingKind::Town)
        .map(|c| c.id)
        .collect();
    let mut s = Scenario::new(3);
    for (i, seat) in order.into_iter().enumerate() {
        let round = 1 + (i / 3) as u8;
        assert_eq!(s.state().phase, Phase::Found { seat, round });
        s = s.when(seat, BuildTownHall { node: towns[i] }).then_ok();
    }
    s.then_state(|s| {
        assert_eq!(s.phase, Phase::Roll { seat: Seat(1) });
        for seat in [0, 1, 2].map(Seat) {
            assert_eq!(s.public_points(seat), 3);
        }
    });
}

#[test]
fn the_last_founded_town_hall_gives_the_starting_resources() {
    let sinsheim = crossing("Sinsheim");
    let ehingen = crossing("Ehingen");
    let around = map().resources_around(sinsheim);
    assert!(around.total() >= 1);
    Scenario::new(3)
        .when(Seat(1), BuildTownHall { node: ehingen })
        .then_events([Event::TownHallBuilt {
            seat: Seat(1),
            node: ehingen,
        }])
        .given(|g| {
            g.phase(Phase::Found {
                seat: Seat(1),
                round: 3,
            })
        })
        .when(Seat(1), BuildTownHall { node: sinsheim })
        .then_events([
            Event::TownHallBuilt {
                seat: Seat(1),
                node: sinsheim,
            },
            Event::StartingResourcesTaken {
                seat: Seat(1),
                cards: around,
            },
        ])
        .then_state(|s| assert_eq!(s.player(Seat(1)).hand, around));
}

#[test]
fn founding_only_on_free_town_fields() {
    Scenario::new(3)
        .when(
            Seat(1),
            BuildTownHall {
                node: crossing("Stuttgart"),
            },
        )
        .then_error(RuleError::NoSuchPlace(Place::TownField));
}
