//! The final standings of a game, as facts every ruleset fills alike: each
//! seat's victory points by where they come from, ranked winner first.
//! The rules' view carries them once the game is over (base-catan.md
//! §Victory: the game ends and every hidden point is revealed); pages and
//! emails put them in words.

use crate::rules::Seat;
use serde::Serialize;

/// Where victory points come from, in any ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Source {
    /// Settlements, 1 point each (base-catan.md §Victory).
    Settlements,
    /// Cities, 2 points each.
    Cities,
    /// Oil Springs: a metropolis adds 1 to its city (oil-springs.txt).
    Metropolises,
    /// The Longest Road card, 2 points.
    LongestRoad,
    /// The Largest Army card, 2 points.
    LargestArmy,
    /// Victory Point development cards, 1 point each.
    VictoryPointCards,
    /// Frenemies: VP markers taken, 1 point each (frenemies.txt).
    VpMarkers,
    /// Oil Springs: 1 point for each 3 oil sequestered.
    Sequestered,
    /// Oil Springs: Champion of the Environment, 1 point.
    Champion,
    /// Baden-Württemberg: town halls, 1 point each.
    TownHalls,
    /// Baden-Württemberg: the Longest Trade Road, 1 point.
    LongestTradeRoad,
    /// Baden-Württemberg: Largest Inventor, 1 point.
    LargestInventor,
    /// Baden-Württemberg: achievement cards, 1 point each.
    Achievements,
}

/// Points from one source: `count` pieces or cards (1 for a title) giving
/// `points`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Score {
    pub source: Source,
    pub count: u8,
    pub points: u8,
}

impl Score {
    /// `count` of `source`, each worth `each` points; `None` when none.
    pub fn of(source: Source, count: u8, each: u8) -> Option<Score> {
        (count > 0).then_some(Score {
            source,
            count,
            points: count * each,
        })
    }

    /// A title held (`held`) worth `points`; `None` when not held.
    pub fn title(source: Source, held: bool, points: u8) -> Option<Score> {
        held.then_some(Score {
            source,
            count: 1,
            points,
        })
    }
}

/// One seat's place in the final standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub seat: Seat,
    /// All the seat's points: the sum of `scores`.
    pub points: u8,
    /// Where the points come from, each source once, none without points.
    pub scores: Vec<Score>,
    pub winner: bool,
}

/// The standings of seats `0..seats`, each seat's scores read by
/// `scores_of`: the winner first, then by points, ties in seat order.
pub fn ranked(
    seats: usize,
    winner: Option<Seat>,
    scores_of: impl Fn(Seat) -> Vec<Score>,
) -> Vec<Standing> {
    let mut standings: Vec<Standing> = (0..seats)
        .map(|i| {
            let seat = Seat(i as u8);
            let scores = scores_of(seat);
            Standing {
                seat,
                points: scores.iter().map(|s| s.points).sum(),
                scores,
                winner: winner == Some(seat),
            }
        })
        .collect();
    standings.sort_by_key(|s| (!s.winner, std::cmp::Reverse(s.points), s.seat));
    standings
}

/// Test helpers the rulesets' end-of-game tests share.
#[cfg(test)]
pub(crate) mod check {
    use super::Standing;
    use crate::rules::{Seat, Viewer};

    /// Every kind of viewer of a game of `seats` seats.
    pub(crate) fn viewers(seats: usize) -> Vec<Viewer> {
        (0..seats)
            .map(|i| Viewer::Seat(Seat(i as u8)))
            .chain([Viewer::Spectator, Viewer::Referee])
            .collect()
    }

    /// The standings of a game of `seats` seats won by `winner`, each seat's
    /// total read by `total`: one row a seat, the winner first, then by
    /// points; each row's sources sum to its points.
    pub(crate) fn check_standings(
        standings: &[Standing],
        seats: usize,
        winner: Option<Seat>,
        total: impl Fn(Seat) -> u8,
    ) {
        assert_eq!(standings.len(), seats, "one row a seat");
        if let Some(w) = winner {
            assert_eq!(standings[0].seat, w, "the winner first");
            assert!(standings[0].winner);
        }
        let after = usize::from(winner.is_some());
        assert!(
            standings[after..]
                .windows(2)
                .all(|w| w[0].points >= w[1].points),
            "then by points: {standings:?}"
        );
        for s in standings {
            assert_eq!(s.points, total(s.seat), "{s:?}");
            let sum: u8 = s.scores.iter().map(|x| x.points).sum();
            assert_eq!(sum, s.points, "sources sum to the total: {s:?}");
            assert!(s.scores.iter().all(|x| x.points > 0));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_comes_first_then_points_then_seat_order() {
        let points = [5u8, 7, 9, 7];
        let standings = ranked(4, Some(Seat(1)), |s| {
            Score::of(Source::Settlements, points[s.index()], 1)
                .into_iter()
                .collect()
        });
        let order: Vec<(u8, u8)> = standings.iter().map(|s| (s.seat.0, s.points)).collect();
        assert_eq!(order, vec![(1, 7), (2, 9), (3, 7), (0, 5)]);
        assert!(standings[0].winner);
        assert!(!standings[1].winner);
    }

    #[test]
    fn sources_without_points_are_left_out() {
        assert_eq!(Score::of(Source::Cities, 0, 2), None);
        assert_eq!(Score::title(Source::LongestRoad, false, 2), None);
        assert_eq!(
            Score::of(Source::Cities, 3, 2).map(|s| s.points),
            Some(6),
            "3 cities give 6 points"
        );
    }
}
