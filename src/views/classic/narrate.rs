//! Events and places in plain words for a viewer, with player names: what
//! the seat, spectator and host pages list as "latest events".
//!
//! Owns wording only. Callers redact first (`Event::redacted_for(viewer)`),
//! so nothing here can reveal what the viewer may not see.

use crate::lang::Lang;
use crate::rules::classic::state::Build;
use crate::rules::classic::Event;
use crate::rules::common::{Board, EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;
use crate::views::common::events;
use crate::views::common::table::{self, TableWords};

pub use crate::views::common::words::{join_words, Names};

/// Cards in words: "2 brick and 1 ore", or "no cards".
pub fn cards(r: &Resources) -> String {
    table::cards(r, Resource::name)
}

/// A tile in words: "the 6 hills", "the desert".
pub fn tile(board: &Board, id: TileId) -> String {
    if !board.has_tile(id) {
        return "an unknown hex".to_owned();
    }
    let t = board.tile(id);
    match t.number {
        Some(n) => format!("the {n} {}", t.terrain.name()),
        None => format!("the {}", t.terrain.name()),
    }
}

fn tiles(board: &Board, ids: &[TileId]) -> String {
    let words: Vec<String> = ids.iter().map(|t| tile(board, *t)).collect();
    join_words(&words)
}

/// An intersection in words: "by the 6 hills and the 8 fields, 3:1 harbor".
pub fn node(board: &Board, id: NodeId) -> String {
    if !board.has_node(id) {
        return "at an unknown corner".to_owned();
    }
    let mut s = format!("by {}", tiles(board, &board.node(id).tiles));
    if let Some(h) = board.harbor_at(id) {
        s.push_str(", ");
        s.push_str(&h.label());
        s.push_str(" harbor");
    }
    s
}

/// A path in words: "between the 6 hills and the 8 fields" or "on the coast of the 5 forest".
pub fn edge(board: &Board, id: EdgeId) -> String {
    if !board.has_edge(id) {
        return "on an unknown path".to_owned();
    }
    let e = board.edge(id);
    if e.tiles.len() == 1 {
        format!("on the coast of {}", tiles(board, &e.tiles))
    } else {
        format!("between {}", tiles(board, &e.tiles))
    }
}

/// Offer terms from the offering player's side: "1 brick for 1 ore".
pub fn terms(give: &Resources, want: &Resources) -> String {
    table::terms(give, want, Resource::name)
}

/// A build planned in the Special Building Phase, in words.
pub fn planned(board: &Board, build: Build) -> String {
    match build {
        Build::Road { edge: id } => format!("a road {}", edge(board, id)),
        Build::Settlement { node: id } => format!("a settlement {}", node(board, id)),
        Build::City { node: id } => format!("a city {}", node(board, id)),
        Build::DevelopmentCard => "a development card".to_owned(),
    }
}

/// The table's events in the classic game's words.
pub const TABLE: TableWords = TableWords {
    word: Resource::name,
    supply: "the bank",
    discarded: |c| format!("discarded {c}"),
    supply_traded: |who, gave, got| format!("{who} traded {gave} with the bank for {got}."),
    countered: |who, give, want| format!("{who} countered: they would give {give} for {want}."),
    traded: |who, gave, with, got| format!("{who} traded {gave} to {with} for {got}."),
};

/// One event in plain words. The event must already be redacted for the viewer.
pub fn event(_lang: Lang, e: &Event, names: &Names, board: &Board) -> String {
    let n = |s: &Seat| names.of(*s);
    match e {
        Event::GameCreated { turn_order, .. } => {
            format!(
                "The game began. Turn order, drawn at random: {}.",
                names.list(turn_order)
            )
        }
        Event::SettlementBuilt { seat, node: id } => {
            format!("{} built a settlement {}.", n(seat), node(board, *id))
        }
        Event::RoadBuilt { seat, edge: id } => {
            format!("{} built a road {}.", n(seat), edge(board, *id))
        }
        Event::CityBuilt { seat, node: id } => {
            format!("{} built a city {}.", n(seat), node(board, *id))
        }
        Event::StartingResourcesTaken { .. }
        | Event::DiceRolled { .. }
        | Event::ResourcesProduced { .. } => {
            events::narrate(e, names, Resource::name).unwrap_or_default()
        }
        Event::Table(t) => table::narrate(t, names, &TABLE),
        Event::RobberMoved { seat, tile: t } => {
            format!("{} moved the robber to {}.", n(seat), tile(board, *t))
        }
        Event::CardStolen {
            seat,
            victim,
            resource,
        } => match resource {
            Some(r) => format!("{} stole 1 {r} from {}.", n(seat), n(victim)),
            None => format!("{} stole a card from {}.", n(seat), n(victim)),
        },
        Event::DevelopmentCardBought { seat, card } => match card {
            Some(c) => format!("{} bought a development card: {c}.", n(seat)),
            None => format!("{} bought a development card.", n(seat)),
        },
        Event::KnightPlayed { seat } => format!("{} played a Knight.", n(seat)),
        Event::RoadBuildingPlayed { seat } => format!("{} played Road Building.", n(seat)),
        Event::YearOfPlentyPlayed { seat, cards: c } => format!(
            "{} played Year of Plenty and took {} from the bank.",
            n(seat),
            cards(c)
        ),
        Event::MonopolyPlayed {
            seat,
            resource,
            taken,
        } => {
            let total: u32 = taken.iter().map(|t| t.cards.total()).sum();
            format!(
                "{} played Monopoly on {resource} and took {total} from the others.",
                n(seat)
            )
        }
        Event::LongestRoadTaken { seat, length } => match seat {
            Some(s) => format!("{} holds the Longest Road ({length} roads).", n(s)),
            None => "Nobody holds the Longest Road now.".to_owned(),
        },
        Event::LargestArmyTaken { seat, knights } => {
            format!("{} holds the Largest Army ({knights} knights).", n(seat))
        }
        Event::TurnEnded { seat, next } => {
            format!("{} ended the turn; {} is next.", n(seat), n(next))
        }
        Event::GameWon { seat, points } => format!("{} won with {points} points!", n(seat)),
        Event::SpecialBuildingStarted { seat, asked, .. } => format!(
            "Special building phase after {}'s turn: {} may build.",
            n(seat),
            names.list(asked)
        ),
        Event::SpecialBuildPlanned { seat, build } => match build {
            Some(b) => format!("{} planned {}.", n(seat), planned(board, *b)),
            None => format!("{} planned a build.", n(seat)),
        },
        Event::SpecialBuildingFinished { seat, .. } => {
            format!("{} is done in the special building phase.", n(seat))
        }
        Event::SpecialBuildRefused { seat, build } => match build {
            Some(b) => format!(
                "{}'s plan, {}, was no longer possible: {} is asked again.",
                n(seat),
                planned(board, *b),
                n(seat)
            ),
            None => format!(
                "A plan of {}'s was no longer possible: {} is asked again.",
                n(seat),
                n(seat)
            ),
        },
        Event::SpecialBuildingEnded { next } => {
            format!("The special building phase ended; {} is next.", n(next))
        }
        Event::Scenario(never) => match *never {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
