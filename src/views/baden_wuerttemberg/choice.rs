//! Baden-Württemberg's choices by reply: each command a seat may send now
//! in this game's words (town halls, landmarks, the inventor, clay and
//! wood), with its code (a number, or the spot's label on the map) and the
//! seat page's query that opens it.

use super::board::Pick;
use super::{cards, field, resource, Names};
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::Resources;
use crate::rules::Viewer;
use crate::views::common::choice::{self, Choice, Group, HexCodes, SpotLabels};

/// The line that stands for the trades with the supply when they are many.
const SUPPLY_LINE: &str =
    "Trade with the supply: choose what you give and what you get on your page";

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
pub fn choices(_lang: Lang, view: &View, legal: &[Command], names: &Names) -> Vec<Choice<Command>> {
    let board = &*view.map.board;
    let labels = SpotLabels::of(board);
    let only = choice::only_answer(legal.iter().filter_map(Command::table));
    let mut inventor = HexCodes::new(legal.iter().filter_map(|c| match c {
        Command::MoveInventor { tile, .. } => Some(*tile),
        _ => None,
    }));
    let place = |code: String, pick: Pick, kind: &str, c: Command| {
        choice::place(code, pick.describe(), &pick.query(), kind, c)
    };
    choice::listed(legal, |command, c| {
        Some(match command {
            Command::RollDice => Choice::action("Roll the dice", c, "act=roll"),
            Command::Table(t) => {
                let supply = |give, get| {
                    format!(
                        "Trade {} {} with the supply for 1 {}",
                        view.supply_rate,
                        resource(give),
                        resource(get)
                    )
                };
                let choice = choice::table(
                    t,
                    &view.offers,
                    names,
                    resource,
                    supply,
                    only,
                    own_hand(view),
                    c,
                )?;
                if matches!(t, TableCommand::SupplyTrade { .. }) {
                    choice.family(SUPPLY_LINE)
                } else {
                    choice
                }
            }
            Command::MoveInventor { tile, victim } => {
                let code = inventor.next(&labels, *tile);
                let mut choice = place(code, Pick::Inventor(*tile), "inventor", c);
                choice.words = format!("Move the inventor to {}", field(*tile));
                if let Some(v) = victim {
                    choice.words =
                        format!("{} and draw a card from {}", choice.words, names.of(*v));
                }
                choice
            }
            Command::PlayInvention => Choice::action(
                "Play an invention: move the inventor and draw a card",
                c,
                "act=invention",
            ),
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
            Command::BuyDevelopmentCard => choice::buy_development_card(c),
            Command::PlayRoadBuilding => choice::road_building("build", c),
            Command::PlaySuccessfulInvention { resources: [a, b] } => {
                let took = choice::two_cards(*a, *b);
                Choice::new(
                    "",
                    format!(
                        "Play Successful Invention: take {} from the supply",
                        cards(&took)
                    ),
                    Group::Action,
                    c,
                )
                .family(
                    "Play Successful Invention: choose the 2 resources you take from the supply \
                     on your page",
                )
            }
            Command::PlayTrade => Choice::action(
                "Play Trade: 2:1 with the supply for the rest of the turn",
                c,
                "act=trade_card",
            ),
            Command::EndTurn => Choice::action("End your turn", c, "act=end_turn"),
        })
    })
}
