//! The Baden-Württemberg building-cost card for one seat
//! (baden-wuerttemberg.txt §Building): road, town hall, landmark and
//! development card in this game's words (clay, wood), each with what the
//! seat's own hand lacks for it and what stands in the way of a paid one
//! (no town halls or roads left, no field on its roads, an empty deck).

use super::resource_in;
use crate::lang::bw::Bw;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::state::{
    Phase, DEVELOPMENT_CARD_COST, LANDMARK_COST, ROAD_COST, TOWN_HALL_COST,
};
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::Seat;
use crate::views::common::costs::{self, CostCard, Piece};

/// The card of seat `me` from its own view and legal commands; `None` when
/// the view holds no hand of `me` or the game is over.
pub fn card(view: &View, me: Seat, legal: &[Command]) -> Option<CostCard> {
    card_in(Lang::En, view, me, legal)
}

/// [`card`] with this game's own lines in `lang`.
pub fn card_in(lang: Lang, view: &View, me: Seat, legal: &[Command]) -> Option<CostCard> {
    let f = |p| lang.say(p);
    costs::catan_card!(lang, view, me, legal, resource_in(lang), |public, any| [
        Piece::new((f(Bw::CostTownHall), f(Bw::CostOnePoint)), TOWN_HALL_COST)
            .stock(public.town_halls_left > 0, f(Bw::CostNoHalls))
            .spot(
                any(|c| matches!(c, Command::BuildTownHall { .. })),
                f(Bw::CostNoTownField),
            ),
        // A landmark has no stock of its own: its fields are the limit.
        Piece::new((f(Bw::CostLandmark), ""), LANDMARK_COST).spot(
            any(|c| matches!(c, Command::BuildLandmark { .. })),
            f(Bw::CostNoLandmarkField),
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg};
    use crate::rules::common::{Resources, RngChance};
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset, Viewer};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    fn card_for(hand: Resources) -> CostCard {
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let mut state = bw::fold(&events);
        let me = state.phase.current().expect("a first player");
        state.player_mut(me).hand = hand;
        state.phase = Phase::Main { seat: me };
        let legal = bw::legal_commands(&state, me);
        card(&bw::view(&state, Viewer::Seat(me)), me, &legal).expect("a seat's card")
    }

    #[test]
    fn the_card_speaks_this_games_words_and_lacks() {
        // baden-wuerttemberg.txt §Building: a landmark is 2 ore and 1 grain,
        // a town hall 1 wood, 1 clay, 1 grain and 1 wool.
        let card = card_for(Resources::new(1, 0, 1, 1, 1));
        let line = |what: &str| {
            card.lines
                .iter()
                .find(|l| l.what == what)
                .cloned()
                .expect("a line")
        };
        assert_eq!(line("Town hall").price, "1 clay, 1 wood, 1 wool, 1 grain");
        assert_eq!(line("Town hall").status, "you lack 1 wood");
        assert_eq!(line("Landmark").status, "you lack 1 ore");
        assert_eq!(line("Road").status, "you lack 1 wood");
        assert!(line("Development card").ready);
    }

    #[test]
    fn no_card_for_a_seat_whose_hand_the_view_hides() {
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let state = bw::fold(&events);
        let view = bw::view(&state, Viewer::Spectator);
        assert!(card(&view, Seat(0), &[]).is_none());
    }
}
