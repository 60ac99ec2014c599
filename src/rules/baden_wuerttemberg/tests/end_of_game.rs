//! The end of a game (baden-wuerttemberg.txt §End of the game): once it
//! is over, every viewer sees every seat's hand, achievements and true
//! points, and the standings rank the winner first, each seat's points by
//! source summing to its total.

use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg};
use crate::rules::common::standings::check::{check_standings, viewers};
use crate::simulate::{play, Checks};

#[test]
fn a_finished_baden_wuerttemberg_game_reveals_every_achievement() {
    for (seed, players) in [(7, 3), (8, 4)] {
        let played = play::<BadenWuerttemberg>(seed, players, Checks::None).expect("a game");
        let state = &played.state;
        let winner = state.winner().expect("BW always has a winner");
        let seats = usize::from(players);
        for viewer in viewers(seats) {
            let v = bw::view(state, viewer);
            assert_eq!(v.private.len(), seats, "{viewer:?} sees every hand");
            for p in &v.players {
                assert_eq!(p.points, state.total_points(p.seat), "true points");
                assert_eq!(
                    p.revealed_achievements,
                    Some(state.player(p.seat).dev_cards.achievement)
                );
            }
            check_standings(&v.standings, seats, Some(winner), |s| state.total_points(s));
        }
    }
}
