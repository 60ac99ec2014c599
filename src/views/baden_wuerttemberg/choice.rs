//! Baden-Württemberg's choices by reply: each command a seat may send now
//! in this game's words (town halls, landmarks, the inventor, clay and
//! wood), with its code (a number, or the spot's label on the map) and the
//! seat page's query that opens it.

use super::board::Pick;
use super::{cards_in, field_in, resource_in, Names};
use crate::lang::bw::Bw;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::Resources;
use crate::rules::Viewer;
use crate::views::common::choice::{self, Choice, Group, HexCodes, SpotLabels};

/// The own hand of the seat whose `view` this is.
fn own_hand(view: &View) -> Option<&Resources> {
    view.private
        .iter()
        .find(|p| view.viewer == Viewer::Seat(p.seat))
        .map(|p| &p.hand)
}

/// The choices of the seat whose `view` this is, one for each of its
/// `legal` commands: plain actions and answers numbered, map spots by
/// their labels, discards read from a reply.
pub fn choices(lang: Lang, view: &View, legal: &[Command], names: &Names) -> Vec<Choice<Command>> {
    let board = &*view.map.board;
    let labels = SpotLabels::of(board);
    let only = choice::only_answer(legal.iter().filter_map(Command::table));
    let mut inventor = HexCodes::new(legal.iter().filter_map(|c| match c {
        Command::MoveInventor { tile, .. } => Some(*tile),
        _ => None,
    }));
    let place = |code: String, pick: Pick, kind: &str, c: Command| {
        choice::place(code, pick.describe_in(lang), &pick.query(), kind, c)
    };
    choice::listed(legal, |command, c| {
        Some(match command {
            Command::RollDice => Choice::action(lang.say(Bw::ChoiceRoll), c, "act=roll"),
            Command::Table(t) => {
                let word = resource_in(lang);
                let supply = |give, get| {
                    lang.say(Bw::ChoiceSupply {
                        rate: view.supply_rate,
                        give: word(give),
                        get: word(get),
                    })
                };
                let choice = choice::table(
                    lang,
                    t,
                    &view.offers,
                    names,
                    word,
                    supply,
                    only,
                    own_hand(view),
                    c,
                )?;
                if matches!(t, TableCommand::SupplyTrade { .. }) {
                    choice.family(lang.say(Bw::ChoiceSupplyLine))
                } else {
                    choice
                }
            }
            Command::MoveInventor { tile, victim } => {
                let code = inventor.next(&labels, *tile);
                let mut choice = place(code, Pick::Inventor(*tile), "inventor", c);
                let field = field_in(lang, *tile);
                choice.words = match victim {
                    Some(v) => lang.say(Bw::ChoiceInventorDraw {
                        field,
                        who: names.of(*v),
                    }),
                    None => lang.say(Bw::ChoiceInventor { field }),
                };
                choice
            }
            Command::PlayInvention => {
                Choice::action(lang.say(Bw::ChoiceInvention), c, "act=invention")
            }
            Command::BuildRoad { edge } => {
                let back = labels.edge_reversed(board, *edge);
                place(labels.edge(board, *edge), Pick::Road(*edge), "road", c)
                    .alias(back.clone())
                    .alias(format!("road {back}"))
            }
            Command::BuildTownHall { node } => {
                place(labels.node(*node), Pick::TownHall(*node), "town hall", c)
            }
            Command::BuildLandmark { node } => {
                place(labels.node(*node), Pick::Landmark(*node), "landmark", c)
            }
            Command::BuyDevelopmentCard => choice::buy_development_card(lang, c),
            Command::PlayRoadBuilding => choice::road_building(lang, "build", c),
            Command::PlaySuccessfulInvention { resources: [a, b] } => {
                let took = choice::two_cards(*a, *b);
                Choice::new(
                    "",
                    lang.say(Bw::ChoiceSuccessful {
                        cards: cards_in(lang, &took),
                    }),
                    Group::Action,
                    c,
                )
                .family(lang.say(Bw::ChoiceSuccessfulLine))
            }
            Command::PlayTrade => Choice::action(lang.say(Bw::ChoiceTrade), c, "act=trade_card"),
            Command::EndTurn => Choice::action(lang.say(Bw::ChoiceEndTurn), c, "act=end_turn"),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::state::Phase;
    use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg};
    use crate::rules::common::RngChance;
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// Issue #38: a German seat's choices by reply read German, with the
    /// map's names as they are; the English ones are as before.
    #[test]
    fn a_german_seat_s_choices_read_german() {
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let mut state = bw::fold(&events);
        let me = state.phase.current().expect("a first player");
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let words = |lang, state: &bw::State| -> Vec<String> {
            let view = bw::view(state, Viewer::Seat(me));
            choices(lang, &view, &bw::legal_commands(state, me), &names)
                .into_iter()
                .map(|c| c.words)
                .collect()
        };
        assert!(words(Lang::De, &state).contains(&"Würfeln".to_owned()));
        assert!(words(Lang::En, &state).contains(&"Roll the dice".to_owned()));
        state.player_mut(me).hand = Resources::new(1, 1, 0, 0, 0);
        state.phase = Phase::Main { seat: me };
        let german = words(Lang::De, &state);
        assert!(german.contains(&"Zug beenden".to_owned()), "{german:?}");
        assert!(
            german
                .iter()
                .any(|w| w.starts_with("Eine Straße zwischen ")),
            "{german:?}"
        );
        assert!(german.iter().all(|w| !w.contains("Build")), "{german:?}");
    }
}
