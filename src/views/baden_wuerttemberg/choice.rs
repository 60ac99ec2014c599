//! Baden-Württemberg's choices by reply: each command a seat may send now
//! in this game's words (town halls, landmarks, the inventor, clay and
//! wood), with its code (a number, or the spot's label on the map) and the
//! seat page's query that opens it.

use super::board::Pick;
use super::{cards, field, resource, Names};
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::Resources;
use crate::views::common::choice::{self, Choice, Group, SpotLabels};

/// The choices of the seat whose `view` this is, one for each of its
/// `legal` commands: plain actions and answers numbered, map spots by
/// their labels, discards read from a reply.
pub fn choices(view: &View, legal: &[Command], names: &Names) -> Vec<Choice<Command>> {
    let board = &*view.map.board;
    let labels = SpotLabels::of(board);
    let answers = legal
        .iter()
        .filter(|c| matches!(c, Command::Table(TableCommand::AcceptOffer { .. })))
        .count();
    let inventor_options = |tile| {
        legal
            .iter()
            .filter(|c| matches!(c, Command::MoveInventor { tile: t, .. } if *t == tile))
            .count()
    };
    let place = |code: String, pick: Pick, kind: &str, c: Command| {
        Choice::new(code.clone(), pick.describe(), Group::Place, c)
            .query(format!("pick={}", pick.query()))
            .alias(format!("{kind} {code}"))
    };
    let mut inventor_seen = Vec::new();
    let mut out = Vec::with_capacity(legal.len());
    for command in legal {
        let c = command.clone();
        let choice = match command {
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
                let only = answers == 1;
                match choice::table(t, &view.offers, names, resource, supply, only, c) {
                    Some(choice) => choice,
                    None => continue,
                }
            }
            Command::MoveInventor { tile, victim } => {
                let label = labels.tile(*tile);
                inventor_seen.push(*tile);
                let nth = inventor_seen.iter().filter(|t| *t == tile).count();
                let code = if inventor_options(*tile) > 1 {
                    format!("{label}-{nth}")
                } else {
                    label
                };
                let mut choice = place(code, Pick::Inventor(*tile), "inventor", c);
                choice.words = format!("Move the inventor to {}", field(*tile));
                if let Some(v) = victim {
                    choice.words =
                        format!("{} and draw a card from {}", choice.words, names.of(*v));
                }
                choice
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
            Command::BuyDevelopmentCard => {
                Choice::action("Buy a development card", c, "act=buy_card")
            }
            Command::PlayInvention => Choice::action(
                "Play an invention: move the inventor and draw a card",
                c,
                "act=invention",
            ),
            Command::PlayRoadBuilding => Choice::action(
                "Play Road Building: build 2 free roads",
                c,
                "act=road_building",
            ),
            Command::PlaySuccessfulInvention { resources: [a, b] } => {
                let mut took = Resources::of(*a, 1);
                took.set(*b, took.get(*b) + 1);
                Choice::new(
                    "",
                    format!(
                        "Play Successful Invention: take {} from the supply",
                        cards(&took)
                    ),
                    Group::Action,
                    c,
                )
            }
            Command::PlayTrade => Choice::action(
                "Play Trade: 2:1 with the supply for the rest of the turn",
                c,
                "act=trade_card",
            ),
            Command::EndTurn => Choice::action("End your turn", c, "act=end_turn"), // Free-form offers stay on the seat page.
        };
        out.push(choice);
    }
    choice::arrange(&mut out);
    out
}
