//! The classic building-cost card (base-catan.md §Costs) for one seat: road,
//! settlement, city and development card, each with what the seat's own
//! hand lacks for it, and a note when its stock is used up or the board
//! has no spot for it. A scenario adds its own lines (the Oil Springs
//! metropolis) through the presentation picker.

use crate::lang::play::{resource_word, Play};
use crate::lang::Lang;
use crate::rules::classic::state::{
    Phase, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST, SETTLEMENT_COST,
};
use crate::rules::classic::{Command, View};
use crate::rules::Seat;
use crate::views::common::costs::{self, CostCard, Piece};

/// The card of seat `me` from its own view and legal commands; `None` when
/// the view holds no hand of `me` or the game is over.
pub fn card<V>(lang: Lang, view: &View<V>, me: Seat, legal: &[Command]) -> Option<CostCard> {
    let say = |phrase| lang.say(phrase);
    costs::catan_card!(lang, view, me, legal, resource_word(lang), |public, any| [
        Piece::new(
            (say(Play::CostSettlement), say(Play::OnePoint)),
            SETTLEMENT_COST
        )
        .stock(public.settlements_left > 0, say(Play::NoSettlementsLeft))
        .spot(
            any(|c| matches!(c, Command::BuildSettlement { .. })),
            say(Play::NoSettlementSpot),
        ),
        Piece::new((say(Play::CostCity), say(Play::TwoPoints)), CITY_COST)
            .stock(public.cities_left > 0, say(Play::NoCitiesLeft))
            .spot(
                any(|c| matches!(c, Command::BuildCity { .. })),
                say(Play::NoSettlementToUpgrade),
            ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::state::DevCards;
    use crate::rules::classic::view::{PrivatePlayer, PublicPlayer};
    use crate::rules::common::{Board, Resources};
    use crate::rules::Viewer;
    use std::sync::Arc;

    fn view(hand: &str, phase: Phase) -> View {
        let public = PublicPlayer {
            seat: Seat(0),
            cards: 0,
            development_cards: 0,
            knights: 0,
            points: 2,
            road_length: 1,
            longest_road: false,
            largest_army: false,
            roads_left: 13,
            settlements_left: 3,
            cities_left: 4,
        };
        View {
            viewer: Viewer::Seat(Seat(0)),
            board: Arc::new(Board::from_hexes(&[(0, 0)])),
            robber: crate::rules::common::TileId(0),
            buildings: Vec::new(),
            roads: Vec::new(),
            phase,
            awaiting: vec![Seat(0)],
            turn: 3,
            turn_order: vec![Seat(0)],
            dice: None,
            bank: Resources::splat(19),
            development_cards_left: 25,
            players: vec![public],
            offers: Vec::new(),
            points_to_win: 10,
            winner: None,
            private: vec![PrivatePlayer {
                seat: Seat(0),
                hand: Resources::parse(hand).expect("hand notation"),
                development_cards: DevCards::default(),
                bought_this_turn: DevCards::default(),
                points: 2,
                planned: Vec::new(),
            }],
            standings: Vec::new(),
            scenario: None,
        }
    }

    fn status(card: &CostCard, what: &str) -> String {
        card.lines
            .iter()
            .find(|l| l.what == what)
            .map(|l| l.status.clone())
            .unwrap_or_default()
    }

    #[test]
    fn the_card_lists_the_four_prices_with_what_the_hand_lacks() {
        // base-catan.md §Costs.
        let v = view("GGOOWB", Phase::Main { seat: Seat(0) });
        let card = card(Lang::En, &v, Seat(0), &[Command::EndTurn]).expect("a seat's card");
        let city = &card.lines[2];
        assert_eq!(
            (city.what.as_str(), city.price.as_str()),
            ("City", "2 grain, 3 ore")
        );
        assert_eq!(city.status, "you lack 1 ore");
        assert_eq!(status(&card, "Road"), "you lack 1 lumber");
        assert_eq!(status(&card, "Settlement"), "you lack 1 lumber");
        assert_eq!(status(&card, "Development card"), "you have what it takes");
    }

    #[test]
    fn a_paid_piece_without_a_spot_says_so_on_the_seats_turn_only() {
        let v = view("BL", Phase::Main { seat: Seat(0) });
        let card_now = card(Lang::En, &v, Seat(0), &[Command::EndTurn]).expect("a seat's card");
        assert_eq!(
            status(&card_now, "Road"),
            "you can pay, but no free path touches your roads"
        );
        let later = card(Lang::En, &v, Seat(0), &[]).expect("a seat's card");
        assert_eq!(status(&later, "Road"), "you have what it takes");
        let with_spot = card(
            Lang::En,
            &v,
            Seat(0),
            &[
                Command::EndTurn,
                Command::BuildRoad {
                    edge: crate::rules::common::EdgeId(0),
                },
            ],
        )
        .expect("a seat's card");
        assert!(with_spot.lines[0].ready);
    }

    #[test]
    fn an_empty_stock_or_deck_is_named() {
        let mut v = view("GGOOO", Phase::Main { seat: Seat(0) });
        v.players[0].cities_left = 0;
        v.development_cards_left = 0;
        let card = card(Lang::En, &v, Seat(0), &[Command::EndTurn]).expect("a seat's card");
        assert_eq!(
            status(&card, "City"),
            "you can pay, but you have no cities left"
        );
        assert_eq!(
            status(&card, "Development card"),
            "you lack 1 wool; the deck is empty"
        );
    }

    #[test]
    fn no_card_for_another_seat_or_a_finished_game() {
        let v = view("GGOOO", Phase::Main { seat: Seat(0) });
        assert!(card(Lang::En, &v, Seat(1), &[]).is_none());
        let over = view(
            "GGOOO",
            Phase::Finished {
                winner: Some(Seat(0)),
            },
        );
        assert!(card(Lang::En, &over, Seat(0), &[]).is_none());
    }
}
