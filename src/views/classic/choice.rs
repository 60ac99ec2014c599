//! The classic game's choices by reply: each command a seat may send now
//! in classic words, with its code (a number, or the spot's label on the
//! board) and the seat page's query that opens it; a scenario's own
//! commands in the words its hook gives ([`ScenarioPresent::choice_words`]).

use super::board_svg::Pick;
use super::narrate::{self, Names};
use super::scenario::ScenarioPresent;
use crate::rules::classic::{Command, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources};
use crate::views::common::choice::{self, Choice, Group, SpotLabels};

/// The choices of the seat whose `view` this is, one for each of its
/// `legal` commands: plain actions and answers numbered, board spots by
/// their labels, discards read from a reply.
pub fn choices<X: ScenarioPresent>(
    view: &View<X::View>,
    legal: &[Command<X::Command>],
    names: &Names,
) -> Vec<Choice<Command<X::Command>>> {
    let board = &*view.board;
    let labels = SpotLabels::of(board);
    let answers = legal
        .iter()
        .filter(|c| matches!(c, Command::Table(TableCommand::AcceptOffer { .. })))
        .count();
    let robber_options = |tile| {
        legal
            .iter()
            .filter(|c| matches!(c, Command::MoveRobber { tile: t, .. } if *t == tile))
            .count()
    };
    let mut robber_seen = Vec::new();
    let mut out = Vec::with_capacity(legal.len());
    for command in legal {
        let c = command.clone();
        let choice = match command {
            Command::RollDice => Choice::action("Roll the dice", c, "act=roll"),
            Command::Table(t) => {
                let supply = |give: Resource, get: Resource| {
                    format!("Trade {give} with the bank, at your best rate, for 1 {get}")
                };
                let only = answers == 1;
                match choice::table(t, &view.offers, names, Resource::name, supply, only, c) {
                    Some(choice) => choice,
                    None => continue,
                }
            }
            Command::MoveRobber { tile, victim } => {
                let label = labels.tile(*tile);
                robber_seen.push(*tile);
                let nth = robber_seen.iter().filter(|t| *t == tile).count();
                let code = if robber_options(*tile) > 1 {
                    format!("{label}-{nth}")
                } else {
                    label
                };
                let mut words = Pick::Robber(*tile).describe(board);
                if let Some(v) = victim {
                    words = format!("{words} and steal from {}", names.of(*v));
                }
                Choice::new(code.clone(), words, Group::Place, c)
                    .query(format!("pick={}", Pick::Robber(*tile).query()))
                    .alias(format!("robber {code}"))
            }
            Command::BuildRoad { edge } => {
                let pick = Pick::Road(*edge);
                let code = labels.edge(board, *edge);
                let back = labels.edge_reversed(board, *edge);
                Choice::new(code.clone(), pick.describe(board), Group::Place, c)
                    .query(format!("pick={}", pick.query()))
                    .alias(format!("road {code}"))
                    .alias(back.clone())
                    .alias(format!("road {back}"))
            }
            Command::BuildSettlement { node } => {
                let pick = Pick::Settlement(*node);
                let code = labels.node(*node);
                Choice::new(code.clone(), pick.describe(board), Group::Place, c)
                    .query(format!("pick={}", pick.query()))
                    .alias(format!("settlement {code}"))
            }
            Command::BuildCity { node } => {
                let pick = Pick::City(*node);
                let code = labels.node(*node);
                Choice::new(code.clone(), pick.describe(board), Group::Place, c)
                    .query(format!("pick={}", pick.query()))
                    .alias(format!("city {code}"))
            }
            Command::BuyDevelopmentCard => {
                Choice::action("Buy a development card", c, "act=buy_card")
            }
            Command::PlayKnight => Choice::action(
                "Play a Knight: move the robber and steal a card",
                c,
                "act=knight",
            ),
            Command::PlayRoadBuilding => Choice::action(
                "Play Road Building: place 2 free roads",
                c,
                "act=road_building",
            ),
            Command::PlayYearOfPlenty { resources: [a, b] } => {
                let mut cards = Resources::of(*a, 1);
                cards.set(*b, cards.get(*b) + 1);
                Choice::action(
                    format!(
                        "Play Year of Plenty: take {} from the bank",
                        narrate::cards(&cards)
                    ),
                    c,
                    format!("act=year_of_plenty&first={}&second={}", a.name(), b.name()),
                )
            }
            Command::PlayMonopoly { resource } => Choice::action(
                format!("Play Monopoly on {resource}: every other player gives you all theirs"),
                c,
                format!("act=monopoly&resource={}", resource.name()),
            ),
            Command::EndTurn => Choice::action("End your turn", c, "act=end_turn"),
            Command::EndSpecialBuilding => Choice::action("Done building", c, "act=end_special"),
            Command::Scenario(s) => match X::choice(s, view, names) {
                Some(choice) => choice.map(|()| c),
                None => Choice::new("", choice::command_words(s), Group::Action, c),
            },
            Command::CreateGame { .. } => continue,
        };
        out.push(choice);
    }
    choice::arrange(&mut out);
    out
}
