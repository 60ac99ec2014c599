//! The Oil Springs line of the building-cost card: the metropolis
//! (oil-springs.txt §Using Oil: 1 brick, 1 grain, 1 ore and 2 oil), with what
//! the seat lacks for it, counting its oil, and what stands in the way of a
//! paid one (no token left, oil sequestered this turn, a full disaster
//! track, no city to upgrade).

use crate::lang::oil::Oil;
use crate::lang::play::resource_word;
use crate::lang::Lang;
use crate::rules::classic::{Command, View};
use crate::rules::oil_springs::state::{METROPOLIS_COST, METROPOLIS_OIL};
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::rules::Seat;
use crate::views::common::costs::{goods, CostLine, Good};

/// The metropolis line of seat `me`, from its own view and legal commands;
/// `None` when the view holds no hand of `me`.
pub fn metropolis(
    lang: Lang,
    view: &View<OilView>,
    me: Seat,
    legal: &[Command<OilCommand>],
) -> Option<CostLine> {
    let oil = view.scenario.as_ref()?;
    let hand = view.private.iter().find(|p| p.seat == me)?.hand;
    let have_oil = oil
        .players
        .iter()
        .find(|p| p.seat == me)
        .map_or(0, |p| p.oil);
    let mut price = goods(METROPOLIS_COST, hand, resource_word(lang));
    price.push(Good {
        name: lang.say(Oil::OilName),
        need: METROPOLIS_OIL,
        have: have_oil,
    });
    let paid = price.iter().all(|g| g.lack() == 0);
    let main = legal.iter().any(|c| matches!(c, Command::EndTurn));
    let spot = legal
        .iter()
        .any(|c| matches!(c, Command::Scenario(OilCommand::BuildMetropolis { .. })));
    let room = oil.track_limit.saturating_sub(oil.track);
    let blocker = if oil.metropolis_tokens_left == 0 {
        Some(Oil::NoTokensLeft)
    } else if !main || !paid || spot {
        None
    } else if oil.sequestered_this_turn {
        Some(Oil::SequesteredThisTurn)
    } else if room < METROPOLIS_OIL {
        Some(Oil::TrackRoom { room })
    } else {
        Some(Oil::NoCity)
    }
    .map(|why| lang.say(why));
    Some(CostLine::new(
        lang,
        (lang.say(Oil::CostMetropolis), lang.say(Oil::ThreePoints)),
        &price,
        blocker.as_deref(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::testkit::{node_between, Spec};
    use crate::rules::classic::{legal_commands, view, State};
    use crate::rules::common::Resources;
    use crate::rules::oil_springs::OilSprings;
    use crate::rules::Viewer;

    const S0: Seat = Seat(0);

    /// Puts `n` oil from the supply in front of S0.
    fn give_oil(s: &mut State<OilSprings>, n: u8) {
        s.scenario.oil[S0.index()] = n;
        s.scenario.supply -= n;
    }

    fn line(f: impl FnOnce(&mut State<OilSprings>)) -> CostLine {
        let city = node_between(&[4, 8, 9]);
        let spec = Spec::<OilSprings>::new(4).given(|g| g.city(S0, city).main(S0).with(f));
        let state = spec.state();
        let legal = legal_commands(state, S0);
        metropolis(Lang::En, &view(state, Viewer::Seat(S0)), S0, &legal).expect("a seat's line")
    }

    #[test]
    fn the_metropolis_line_counts_oil_with_the_cards() {
        // oil-springs.txt §Using Oil 2: 1 brick, 1 grain, 1 ore and 2 oil.
        let l = line(|s| {
            s.player_mut(S0).hand = Resources::new(1, 0, 0, 1, 0);
            give_oil(s, 1);
        });
        assert_eq!(l.price, "1 brick, 1 grain, 1 ore, 2 oil");
        assert_eq!(l.status, "you lack 1 ore and 1 oil");
        let l = line(|s| {
            s.player_mut(S0).hand = Resources::new(1, 0, 0, 1, 1);
            give_oil(s, 2);
        });
        assert!(l.ready, "{l:?}");
    }

    #[test]
    fn a_paid_metropolis_names_what_stands_in_its_way() {
        // clarifications.md §Oil Springs: no oil used in a turn one was
        // sequestered; the track takes 5 oil at most.
        let paid = |s: &mut State<OilSprings>| {
            s.player_mut(S0).hand = Resources::new(1, 0, 0, 1, 1);
            give_oil(s, 2);
        };
        let l = line(|s| {
            paid(s);
            s.scenario.sequestered_this_turn = true;
        });
        assert_eq!(l.status, "you can pay, but you sequestered oil this turn");
        let l = line(|s| {
            paid(s);
            s.scenario.track = 4;
        });
        assert_eq!(
            l.status,
            "you can pay, but the disaster track has room for 1 oil only"
        );
    }
}
