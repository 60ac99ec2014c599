//! Victory (baden-wuerttemberg.txt §End of the game, §Achievements): 12
//! points with three players, 10 with four, in the own turn; achievements
//! stay hidden until they win, one bought this turn included.

use crate::rules::baden_wuerttemberg::command::Command::{
    BuildTownHall, BuyDevelopmentCard, EndTurn,
};
use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::baden_wuerttemberg::state::{DevCard, Phase};
use crate::rules::baden_wuerttemberg::testkit::{Scenario, StateBuilder};
use crate::rules::baden_wuerttemberg::view::view;
use crate::rules::common::{NodeId, Purpose};
use crate::rules::{Seat, Viewer};

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

/// Town fields, in id order.
fn towns() -> Vec<NodeId> {
    map()
        .crossings
        .iter()
        .filter(|c| c.kind == CrossingKind::Town)
        .map(|c| c.id)
        .collect()
}

/// `seat` holds town halls on the first `n` town fields; the next one is
/// reached by a road of `seat` and its cost is in hand.
fn with_town_halls(n: usize) -> impl FnOnce(StateBuilder) -> StateBuilder {
    move |g| {
        let towns = towns();
        let target = towns[n];
        let edge = map().board.node(target).edges[0];
        let g = towns[..n]
            .iter()
            .fold(g, |g, t| g.town_hall(RED, *t))
            .hand(RED, "BLWG")
            .main(RED);
        g.with(move |s| s.roads[edge.index()] = Some(RED))
    }
}

fn next_town(n: usize) -> NodeId {
    towns()[n]
}

#[test]
fn four_players_win_at_ten_points() {
    Scenario::new(4)
        .given(with_town_halls(9))
        .when(RED, BuildTownHall { node: next_town(9) })
        .then_events([
            Event::TownHallBuilt {
                seat: RED,
                node: next_town(9),
            },
            Event::GameWon {
                seat: RED,
                points: 10,
                achievements: 0,
            },
        ])
        .then_state(|s| assert_eq!(s.winner(), Some(RED)));
}

#[test]
fn three_players_win_at_twelve_points_not_ten() {
    Scenario::new(3)
        .given(with_town_halls(9))
        .when(RED, BuildTownHall { node: next_town(9) })
        .then_events([Event::TownHallBuilt {
            seat: RED,
            node: next_town(9),
        }]);
    Scenario::new(3)
        .given(with_town_halls(10))
        .given(|g| g.largest_inventor(RED).inventions(RED, 3))
        .when(
            RED,
            BuildTownHall {
                node: next_town(10),
            },
        )
        .then_state(|s| {
            assert_eq!(s.public_points(RED), 12);
            assert_eq!(s.winner(), Some(RED));
        });
}

#[test]
fn an_achievement_bought_this_turn_is_revealed_to_win() {
    let s = Scenario::new(4).given(|g| with_town_halls(9)(g).hand(RED, "WOG"));
    let deck = s.state().deck.total();
    s.then_state(|s| assert_eq!(view(s, Viewer::Spectator).players[0].points, 9))
        .when(RED, BuyDevelopmentCard)
        .draws(Purpose::DevelopmentCard, &[deck - 1])
        .then_events([
            Event::DevelopmentCardBought {
                seat: RED,
                card: Some(DevCard::Achievement),
            },
            Event::GameWon {
                seat: RED,
                points: 10,
                achievements: 1,
            },
        ])
        .then_state(|s| {
            let public = view(s, Viewer::Spectator);
            assert_eq!(public.players[0].revealed_achievements, Some(1));
            // baden-wuerttemberg.txt §End of the game: at the end every
            // player's cards are shown, the others' too.
            assert_eq!(public.players[1].revealed_achievements, Some(0));
        });
}

#[test]
fn achievements_stay_hidden_from_the_others_until_they_win() {
    Scenario::new(4)
        .given(|g| g.dev_cards(RED, DevCard::Achievement, 2).main(BLUE))
        .then_state(|s| {
            let public = view(s, Viewer::Seat(BLUE));
            assert_eq!(public.players[0].points, 0);
            assert!(public.private.iter().all(|p| p.seat == BLUE));
            assert_eq!(public.players[0].revealed_achievements, None);
            let own = view(s, Viewer::Seat(RED));
            assert_eq!(own.private[0].points, 2);
            assert_eq!(own.private[0].development_cards.achievement, 2);
        });
}

#[test]
fn nobody_wins_in_another_players_turn_but_as_their_own_begins() {
    // Red reached 10 points while Blue played (Blue's turn order: 1, 2, 3, 0).
    Scenario::new(4)
        .given(|g| {
            towns()[..9]
                .iter()
                .fold(g, |g, t| g.town_hall(RED, *t))
                .dev_cards(RED, DevCard::Achievement, 1)
                .main(Seat(3))
        })
        .then_state(|s| assert!(s.winner().is_none()))
        .when(Seat(3), EndTurn)
        .then_events([
            Event::TurnEnded {
                seat: Seat(3),
                next: RED,
            },
            Event::GameWon {
                seat: RED,
                points: 10,
                achievements: 1,
            },
        ])
        .then_state(|s| assert_eq!(s.phase, Phase::Finished { winner: RED }));
}
