//! Events and places in plain words for a viewer, with player names: what
//! the seat, spectator and host pages list as "latest events".
//!
//! Owns wording only. Callers redact first (`Event::redacted_for(viewer)`),
//! so nothing here can reveal what the viewer may not see.

use crate::lang::story::{self, Story};
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang};
use crate::rules::classic::state::Build;
use crate::rules::classic::Event;
use crate::rules::common::{Board, EdgeId, NodeId, Resources, TileId};
use crate::rules::CardKind;
use crate::rules::Seat;
use crate::views::common::events;
use crate::views::common::table;

pub use crate::views::common::words::{join_words, Names};

/// Cards in English words: "2 brick and 1 ore", or "no cards" (a page
/// words them in its reader's language with [`story::cards`]).
pub fn cards(r: &Resources) -> String {
    story::cards(Lang::En, Words::Classic, r)
}

/// A tile in English words: "the 6 hills", "the desert" ([`story::tile`]).
pub fn tile(board: &Board, id: TileId) -> String {
    story::tile(Lang::En, board, id)
}

/// An intersection in English words: "by the 6 hills and the 8 fields, 3:1
/// harbor" ([`story::node`]).
pub fn node(board: &Board, id: NodeId) -> String {
    story::node(Lang::En, board, id)
}

/// A path in English words: "between the 6 hills and the 8 fields" or "on
/// the coast of the 5 forest" ([`story::edge`]).
pub fn edge(board: &Board, id: EdgeId) -> String {
    story::edge(Lang::En, board, id)
}

/// Offer terms in English from the offering player's side: "1 brick for 1
/// ore" ([`story::terms`]).
pub fn terms(give: &Resources, want: &Resources) -> String {
    story::terms(Lang::En, Words::Classic, give, want)
}

/// A build planned in the Special Building Phase, in English words.
pub fn planned(board: &Board, build: Build) -> String {
    planned_in(Lang::En, board, build)
}

/// A build planned in the Special Building Phase, in `lang`.
pub fn planned_in(lang: Lang, board: &Board, build: Build) -> String {
    lang.say(match build {
        Build::Road { edge: id } => Story::PlanRoad {
            at: story::edge(lang, board, id),
        },
        Build::Settlement { node: id } => Story::PlanSettlement {
            at: story::node(lang, board, id),
        },
        Build::City { node: id } => Story::PlanCity {
            at: story::node(lang, board, id),
        },
        Build::DevelopmentCard => Story::PlanCard,
    })
}

/// One event in plain words in `lang`. The event must already be redacted
/// for the viewer.
pub fn event(lang: Lang, e: &Event, names: &Names, board: &Board) -> String {
    let n = |s: &Seat| names.of(*s);
    let list = |seats: &[Seat]| list_and(lang, &seats.iter().map(n).collect::<Vec<_>>());
    let phrase = match e {
        Event::GameCreated { turn_order, .. } => Story::GameBegan {
            order: list(turn_order),
        },
        Event::SettlementBuilt { seat, node: id } => Story::BuiltSettlement {
            who: n(seat),
            at: story::node(lang, board, *id),
        },
        Event::RoadBuilt { seat, edge: id } => Story::BuiltRoad {
            who: n(seat),
            at: story::edge(lang, board, *id),
        },
        Event::CityBuilt { seat, node: id } => Story::BuiltCity {
            who: n(seat),
            at: story::node(lang, board, *id),
        },
        Event::StartingResourcesTaken { .. }
        | Event::DiceRolled { .. }
        | Event::ResourcesProduced { .. } => {
            return events::narrate(lang, Words::Classic, e, names).unwrap_or_default();
        }
        Event::Table(t) => return table::narrate(lang, Words::Classic, t, names),
        Event::RobberMoved { seat, tile: t } => Story::RobberMoved {
            who: n(seat),
            tile: story::tile(lang, board, *t),
        },
        Event::CardStolen {
            seat,
            victim,
            resource,
        } => match resource {
            Some(r) => Story::Stole {
                who: n(seat),
                victim: n(victim),
                resource: *r,
            },
            None => Story::StoleCard {
                who: n(seat),
                victim: n(victim),
            },
        },
        Event::DevelopmentCardBought { seat, card } => match card {
            Some(c) => Story::BoughtCard {
                who: n(seat),
                card: CardKind::Classic(*c),
            },
            None => Story::BoughtHidden { who: n(seat) },
        },
        Event::KnightPlayed { seat } => Story::PlayedKnight { who: n(seat) },
        Event::RoadBuildingPlayed { seat } => Story::PlayedRoadBuilding { who: n(seat) },
        Event::YearOfPlentyPlayed { seat, cards: c } => Story::PlayedPlenty {
            who: n(seat),
            cards: story::cards(lang, Words::Classic, c),
        },
        Event::MonopolyPlayed {
            seat,
            resource,
            taken,
        } => Story::PlayedMonopoly {
            who: n(seat),
            resource: *resource,
            total: taken.iter().map(|t| t.cards.total()).sum(),
        },
        Event::LongestRoadTaken { seat, length } => match seat {
            Some(s) => Story::LongestRoad {
                who: n(s),
                length: *length,
            },
            None => Story::NoLongestRoad,
        },
        Event::LargestArmyTaken { seat, knights } => Story::LargestArmy {
            who: n(seat),
            knights: *knights,
        },
        Event::TurnEnded { seat, next } => Story::TurnEnded {
            who: n(seat),
            next: n(next),
        },
        Event::GameWon { seat, points } => Story::Won {
            who: n(seat),
            points: *points,
        },
        Event::SpecialBuildingStarted { seat, asked, .. } => Story::SpecialStarted {
            who: n(seat),
            asked: list(asked),
        },
        Event::SpecialBuildPlanned { seat, build } => match build {
            Some(b) => Story::Planned {
                who: n(seat),
                plan: planned_in(lang, board, *b),
            },
            None => Story::PlannedHidden { who: n(seat) },
        },
        Event::SpecialBuildingFinished { seat, .. } => Story::SpecialDone { who: n(seat) },
        Event::SpecialBuildRefused { seat, build } => match build {
            Some(b) => Story::PlanRefused {
                who: n(seat),
                plan: planned_in(lang, board, *b),
            },
            None => Story::PlanRefusedHidden { who: n(seat) },
        },
        Event::SpecialBuildingEnded { next } => Story::SpecialEnded { next: n(next) },
        Event::Scenario(never) => match *never {},
    };
    lang.say(phrase)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::Resource;

    #[test]
    fn cards_read_as_counts() {
        assert_eq!(cards(&Resources::new(2, 0, 0, 0, 1)), "2 brick and 1 ore");
        assert_eq!(cards(&Resources::ZERO), "no cards");
    }

    #[test]
    fn a_hidden_steal_names_no_resource() {
        let names = Names(vec!["Anna".into(), "Bert".into()]);
        let board = Board::from_hexes(&[(0, 0)]);
        let e = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: None,
        };
        assert_eq!(
            event(Lang::En, &e, &names, &board),
            "Anna stole a card from Bert."
        );
    }

    /// Every event of simulated six-player games with the Special Building
    /// Phase, told to a seat in German, reads German: no sentence of the
    /// English story is left, names and numbers come through, and each
    /// sentence ends as one.
    #[test]
    fn the_story_of_a_whole_game_reads_in_german() {
        use crate::rules::classic::Classic;
        use crate::rules::Viewer;
        use crate::simulate::{self, Checks};
        let names = Names(
            ["Anna", "Bert", "Cleo", "Dora", "Emil", "Fritz"]
                .map(String::from)
                .to_vec(),
        );
        let english = [
            " built ",
            " rolled ",
            " got ",
            " stole ",
            " played ",
            " holds ",
            " ended the turn",
            " offered ",
            " traded ",
            " discarded ",
            " planned ",
            "Special building",
            " the ",
            " by ",
        ];
        let mut told = std::collections::BTreeSet::new();
        for seed in 1..=3 {
            let game = simulate::play::<Classic>(seed, 6, Checks::None).unwrap();
            let mut state: crate::rules::classic::State = crate::rules::classic::State::default();
            for e in &game.events {
                crate::rules::classic::evolve::evolve(&mut state, e);
                let seen = e.redacted_for(Viewer::Seat(Seat(0)));
                let said = event(Lang::De, &seen, &names, &state.board);
                for word in english {
                    assert!(!said.contains(word), "{said:?} holds {word:?}");
                }
                assert!(said.ends_with(['.', '!']), "{said:?}");
                told.insert(said.split(' ').nth(2).unwrap_or_default().to_owned());
            }
        }
        let board = Board::from_hexes(&[(0, 0)]);
        let roll = Event::DiceRolled {
            seat: Seat(1),
            dice: [3, 4],
        };
        assert_eq!(
            event(Lang::De, &roll, &names, &board),
            "Bert hat 3 + 4 = 7 gewürfelt."
        );
        let steal = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Brick),
        };
        assert_eq!(
            event(Lang::De, &steal, &names, &board),
            "Anna hat Bert 1 Lehm geraubt."
        );
        assert!(told.len() > 5, "{told:?}");
    }
}
