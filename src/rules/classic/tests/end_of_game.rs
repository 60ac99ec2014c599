//! The end of a game (base-catan.md §Victory: the game ends and the
//! hidden victory points are revealed; the same in frenemies.txt and
//! oil-springs.txt): once it is over, every viewer sees every seat's hand,
//! cards, tokens and true points, and the standings rank the winner first,
//! each seat's points by source summing to its total.

use crate::rules::classic::{self, Classic, Scenario, State};
use crate::rules::common::standings::check::{check_standings, viewers};
use crate::rules::frenemies::FrenemiesRules;
use crate::rules::oil_springs::OilSpringsRules;
use crate::rules::{Seat, Viewer};
use crate::simulate::{play, Checks};

/// A finished classic-family game as every viewer sees it.
fn check_classic<X: Scenario>(state: &State<X>) {
    let seats = state.players.len();
    assert!(state.winner().is_some() || classic::view(state, Viewer::Spectator).winner.is_none());
    for viewer in viewers(seats) {
        let v = classic::view(state, viewer);
        assert_eq!(v.private.len(), seats, "{viewer:?} sees every hand");
        for p in &v.private {
            assert_eq!(p.hand, state.player(p.seat).hand);
            assert_eq!(p.development_cards, state.player(p.seat).dev_cards);
        }
        for p in &v.players {
            assert_eq!(p.points, state.total_points(p.seat), "true points");
        }
        check_standings(&v.standings, seats, state.winner(), |s| {
            state.total_points(s)
        });
    }
}

#[test]
fn a_finished_classic_game_shows_every_hand_card_and_point_to_everyone() {
    for (seed, players) in [(1, 4), (2, 6), (3, 3)] {
        let played = play::<Classic>(seed, players, Checks::None).expect("a game");
        assert!(played.winner().is_some(), "seed {seed} ends with a winner");
        check_classic(&played.state);
    }
}

#[test]
fn a_running_classic_game_keeps_its_secrets_and_has_no_standings() {
    let played = play::<Classic>(1, 4, Checks::None).expect("a game");
    let events = &played.events[..played.events.len() / 2];
    let state: State = classic::fold(events);
    let v = classic::view(&state, Viewer::Spectator);
    assert!(v.private.is_empty());
    assert!(v.standings.is_empty());
    assert_eq!(
        classic::view(&state, Viewer::Seat(Seat(1))).private.len(),
        1
    );
}

#[test]
fn a_finished_frenemies_game_shows_every_seats_favor_tokens() {
    let played = play::<FrenemiesRules>(4, 4, Checks::None).expect("a game");
    assert!(played.winner().is_some());
    let state = &played.state;
    check_classic(state);
    for viewer in viewers(4) {
        let v = classic::view(state, viewer);
        let fr = v.scenario.expect("the scenario's part");
        assert_eq!(fr.own.len(), 4, "{viewer:?} sees every seat's tokens");
        for o in &fr.own {
            assert_eq!(o.tokens, state.scenario.holding(o.seat).tokens);
        }
    }
}

#[test]
fn a_finished_oil_springs_game_ranks_points_by_source() {
    for seed in [5, 6] {
        let played = play::<OilSpringsRules>(seed, 3, Checks::None).expect("a game");
        assert!(played.status.is_over());
        check_classic(&played.state);
    }
}
