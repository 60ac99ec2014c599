//! The Frenemies ways to earn favor tokens said at the moment they matter
//! (frenemies.txt §Earning Favor Tokens 1 and 3): the robber prompt says
//! which moves are harmless, and the confirm step of a robber hex or a road
//! says what it earns before it is confirmed. Built from the seat's view
//! alone: pieces on the board are public.

use crate::lang::frenemies::Frenemies as F;
use crate::lang::{list_and, Lang};
use crate::rules::classic::{Command, Phase, View};
use crate::rules::common::{EdgeId, NodeId, Terrain, TileId};
use crate::rules::frenemies::{FrenemiesCommand, FrenemiesView};
use crate::rules::Seat;
use crate::views::classic::board_svg::Pick;
use crate::views::common::words::Names;

/// The robber prompt of seat `me`, saying when the move earns a token;
/// `None` when `me` is not moving the robber.
pub fn robber_prompt(lang: Lang, view: &View<FrenemiesView>, me: Seat) -> Option<String> {
    matches!(view.phase, Phase::MoveRobber { seat } if seat == me)
        .then(|| lang.say(F::RobberPrompt))
}

/// What each robber hex and road `me` may pick earns it, for the pick's
/// confirm step; `supply` is how many tokens are left to draw.
pub fn pick_details(
    lang: Lang,
    view: &View<FrenemiesView>,
    legal: &[Command<FrenemiesCommand>],
    me: Seat,
    names: &Names,
    supply: u32,
) -> Vec<(Pick, String)> {
    let mut out: Vec<(Pick, String)> = Vec::new();
    let empty = if supply == 0 { "yes" } else { "no" };
    for c in legal {
        let (pick, words) = match c {
            Command::MoveRobber { tile, .. } => {
                (Pick::Robber(*tile), robber_words(view, *tile, empty))
            }
            Command::BuildRoad { edge } if !view.phase.is_setup() => (
                Pick::Road(*edge),
                road_words(lang, view, me, *edge, names, empty),
            ),
            Command::Scenario(FrenemiesCommand::RedeemRoadBuilders { edge }) => (
                Pick::Road(*edge),
                road_words(lang, view, me, *edge, names, empty),
            ),
            _ => continue,
        };
        if let Some(words) = words {
            if !out.iter().any(|(p, _)| *p == pick) {
                out.push((pick, lang.say(words)));
            }
        }
    }
    out
}

fn robber_words(view: &View<FrenemiesView>, tile: TileId, empty: &'static str) -> Option<F> {
    let hex = view.board.tile(tile);
    let untouched = hex.nodes.iter().all(|n| building(view, *n).is_none());
    if untouched {
        Some(F::RobberUntouched { empty })
    } else if hex.terrain == Terrain::Desert {
        Some(F::RobberDesert { empty })
    } else {
        None
    }
}

/// The opponents a road on `edge` would connect `me` to for the first time:
/// their piece touches an end of it, and no piece of theirs touches one of
/// `me`'s yet. (A pair that touches only where a settlement was built beside
/// the other's road has not connected, but is taken as connected here: the
/// page then says nothing rather than promise a token.)
fn road_words(
    lang: Lang,
    view: &View<FrenemiesView>,
    me: Seat,
    edge: EdgeId,
    names: &Names,
    empty: &'static str,
) -> Option<F> {
    let mut touching: Vec<Seat> = Vec::new();
    for n in &view.board.edge(edge).nodes {
        for s in seats_at(view, *n) {
            if s != me && !touching.contains(&s) {
                touching.push(s);
            }
        }
    }
    let mut first: Vec<Seat> = touching
        .into_iter()
        .filter(|s| {
            !view.board.nodes.iter().any(|n| {
                let here = seats_at(view, n.id);
                here.contains(&me) && here.contains(s)
            })
        })
        .collect();
    first.sort_by_key(|s| s.0);
    if first.is_empty() {
        return None;
    }
    let whose: Vec<String> = first
        .iter()
        .map(|s| lang.say(F::Whose { who: names.of(*s) }))
        .collect();
    let who: Vec<String> = first.iter().map(|s| names.of(*s)).collect();
    Some(F::RoadConnects {
        whose: list_and(lang, &whose),
        who: list_and(lang, &who),
        count: first.len(),
        empty,
    })
}

fn building(view: &View<FrenemiesView>, node: NodeId) -> Option<Seat> {
    view.buildings
        .iter()
        .find(|b| b.node == node)
        .map(|b| b.seat)
}

/// The seats whose settlement, city or road touches `node`.
fn seats_at(view: &View<FrenemiesView>, node: NodeId) -> Vec<Seat> {
    let edges = &view.board.node(node).edges;
    building(view, node)
        .into_iter()
        .chain(
            view.roads
                .iter()
                .filter(|r| edges.contains(&r.edge))
                .map(|r| r.seat),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::contract::Rules;
    use crate::rules::frenemies::{Earning, FrenemiesEvent, FrenemiesRules};
    use crate::rules::{classic::Event, Viewer};
    use crate::simulate::{chance_for, play, Checks};
    use crate::views::classic::play::{PlayInput, PlayPage};
    use askama::Template;

    /// Seat `me`'s page with `pick` picked on the board.
    fn seat_page(
        view: &View<FrenemiesView>,
        legal: &[Command<FrenemiesCommand>],
        me: Seat,
        names: &Names,
        pick: &str,
    ) -> String {
        PlayPage::new(PlayInput::<crate::rules::frenemies::Frenemies> {
            lang: crate::lang::Lang::En,
            game_id: uuid::Uuid::nil(),
            action: "/play/t",
            seat: me,
            view,
            legal,
            names,
            events: &[],
            pick: Some(pick),
            asked: None,
            undone: &[],
            typed: None,
            notice: None,
            version: 1,
        })
        .render()
        .expect("renders")
    }

    /// frenemies.txt §Earning Favor Tokens 1 and 3: through whole random
    /// games, every robber hex and road the seat may pick says in its
    /// confirm step that it earns favor tokens exactly when the rules then
    /// pay them (the robber's desert: when it steals from nobody), and the
    /// robber prompt says when moving it earns one.
    #[test]
    fn the_confirm_of_a_robber_hex_or_road_says_when_it_earns_favor_tokens() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let (mut robbers, mut roads, mut connecting, mut shown) = (0, 0, 0, 0);
        for seed in 0..4 {
            let played = play::<FrenemiesRules>(seed, 3, Checks::None).expect("a game");
            let mut state = <FrenemiesRules as Rules>::State::default();
            for e in &played.events {
                FrenemiesRules::evolve(&mut state, e);
                let Some(me) = state.phase.current() else {
                    continue;
                };
                if state.scenario.supply.total() == 0 {
                    continue;
                }
                let legal = FrenemiesRules::legal_commands(&state, me);
                let view = FrenemiesRules::view(&state, Viewer::Seat(me));
                let details = pick_details(Lang::En, &view, &legal, me, &names, 1);
                let said = |p: Pick| details.iter().any(|(q, _)| *q == p);
                // A German seat reads the same earnings in German.
                let german = pick_details(Lang::De, &view, &legal, me, &names, 1);
                assert_eq!(
                    german.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
                    details.iter().map(|(p, _)| *p).collect::<Vec<_>>()
                );
                for (_, words) in &german {
                    assert!(words.contains("1 Gefallenmarker"), "{words}");
                    assert!(!words.contains("favor token"), "{words}");
                }
                if matches!(state.phase, Phase::MoveRobber { .. }) {
                    let prompt = robber_prompt(Lang::En, &view, me).expect("a robber prompt");
                    assert!(prompt.contains("Moving it harmlessly earns you 1 favor token"));
                    let prompt = robber_prompt(Lang::De, &view, me).expect("a robber prompt");
                    assert!(prompt.starts_with("Versetze den Räuber"), "{prompt}");
                }
                if let Some((pick, words)) = details.first().filter(|_| shown < 20) {
                    shown += 1;
                    let html = seat_page(&view, &legal, me, &names, &pick.query());
                    let confirm = &html[html.find("<div id=\"confirm\"").expect("a confirm")..];
                    let confirm =
                        &confirm[..confirm.find("<div class=\"buttons\">").expect("buttons")];
                    assert!(
                        confirm.contains(&format!("<p>{words}</p>")),
                        "{words}: {confirm}"
                    );
                    if matches!(state.phase, Phase::MoveRobber { .. }) {
                        assert!(html.contains("Moving it harmlessly earns you 1 favor token"));
                    }
                }
                for c in &legal {
                    let pick = match c {
                        Command::MoveRobber { tile, .. } => Pick::Robber(*tile),
                        Command::BuildRoad { edge } if !state.phase.is_setup() => Pick::Road(*edge),
                        Command::Scenario(FrenemiesCommand::RedeemRoadBuilders { edge }) => {
                            Pick::Road(*edge)
                        }
                        _ => continue,
                    };
                    let events =
                        FrenemiesRules::decide(&state, me, c.clone(), &mut chance_for(seed))
                            .expect("a legal command");
                    let earned = |why: Earning| {
                        events.iter().any(|e| {
                            matches!(e, Event::Scenario(FrenemiesEvent::FavorTokensDrawn { seat, reason, .. }) if *seat == me && *reason == why)
                        })
                    };
                    match c {
                        Command::MoveRobber { victim, .. } => {
                            robbers += 1;
                            let paid = earned(Earning::HarmlessRobber);
                            assert!(!paid || said(pick), "seed {seed}: {c:?} pays unsaid");
                            if victim.is_none() {
                                assert_eq!(paid, said(pick), "seed {seed}: {c:?}");
                            }
                        }
                        _ => {
                            roads += 1;
                            let paid = events.iter().any(|e| {
                                matches!(e, Event::Scenario(FrenemiesEvent::NetworksConnected { seat, .. }) if *seat == me)
                            });
                            connecting += usize::from(paid);
                            assert_eq!(paid, said(pick), "seed {seed}: {c:?} {details:?}");
                        }
                    }
                }
            }
        }
        assert!(
            robbers > 50 && roads > 200 && connecting > 3 && shown == 20,
            "only {robbers} robber moves, {roads} roads, {connecting} connecting"
        );
    }
}
