//! The classic game's choices by reply: each command a seat may send now
//! in classic words, with its code (a number, or the spot's label on the
//! board) and the seat page's query that opens it; a scenario's own
//! commands in the words its hook gives ([`ScenarioPresent::choice_words`]).

use super::board_svg::Pick;
use super::narrate::Names;
use super::scenario::ScenarioPresent;
use crate::lang::play::{cards, resource_word, Play};
use crate::lang::terms::Term;
use crate::lang::Lang;
use crate::rules::classic::{Command, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources};
use crate::rules::Viewer;
use crate::views::common::choice::{self, Choice, Group, HexCodes, SpotLabels};

/// The own hand of the seat whose `view` this is.
fn own_hand<V>(view: &View<V>) -> Option<&Resources> {
    view.private
        .iter()
        .find(|p| view.viewer == Viewer::Seat(p.seat))
        .map(|p| &p.hand)
}

/// The choices of the seat whose `view` this is, one for each of its
/// `legal` commands: plain actions and answers numbered, board spots by
/// their labels, discards read from a reply.
pub fn choices<X: ScenarioPresent>(
    lang: Lang,
    view: &View<X::View>,
    legal: &[Command<X::Command>],
    names: &Names,
) -> Vec<Choice<Command<X::Command>>> {
    let board = &*view.board;
    let labels = SpotLabels::of(board);
    let only = choice::only_answer(legal.iter().filter_map(Command::table));
    let mut robber = HexCodes::new(legal.iter().filter_map(|c| match c {
        Command::MoveRobber { tile, .. } => Some(*tile),
        _ => None,
    }));
    choice::listed(legal, |command, c| {
        Some(match command {
            Command::RollDice => Choice::action(lang.say(Play::ChoiceRoll), c, "act=roll"),
            Command::Table(t) => {
                let supply = |give: Resource, get: Resource| {
                    lang.say(Play::ChoiceBank {
                        give: lang.say(Term::Resource { resource: give }),
                        get: lang.say(Term::Resource { resource: get }),
                    })
                };
                let choice = choice::table(
                    lang,
                    t,
                    &view.offers,
                    names,
                    resource_word(lang),
                    supply,
                    only,
                    own_hand(view),
                    c,
                )?;
                if matches!(t, TableCommand::SupplyTrade { .. }) {
                    choice.family(lang.say(Play::BankLine))
                } else {
                    choice
                }
            }
            Command::MoveRobber { tile, victim } => {
                let code = robber.next(&labels, *tile);
                let pick = Pick::Robber(*tile);
                let mut words = pick.describe_in(lang, board);
                if let Some(v) = victim {
                    words = lang.say(Play::ChoiceSteal {
                        what: words,
                        who: names.of(*v),
                    });
                }
                choice::place(code, words, &pick.query(), "robber", c)
            }
            Command::BuildRoad { edge } => {
                let pick = Pick::Road(*edge);
                let back = labels.edge_reversed(board, *edge);
                let words = pick.describe_in(lang, board);
                choice::place(labels.edge(board, *edge), words, &pick.query(), "road", c)
                    .alias(back.clone())
                    .alias(format!("road {back}"))
            }
            Command::BuildSettlement { node } => {
                let pick = Pick::Settlement(*node);
                let words = pick.describe_in(lang, board);
                choice::place(labels.node(*node), words, &pick.query(), "settlement", c)
            }
            Command::BuildCity { node } => {
                let pick = Pick::City(*node);
                let words = pick.describe_in(lang, board);
                choice::place(labels.node(*node), words, &pick.query(), "city", c)
            }
            Command::BuyDevelopmentCard => choice::buy_development_card(lang, c),
            Command::PlayKnight => Choice::action(lang.say(Play::ChoiceKnight), c, "act=knight"),
            Command::PlayRoadBuilding => choice::road_building(lang, "place", c),
            Command::PlayYearOfPlenty { resources: [a, b] } => {
                let cards = choice::two_cards(*a, *b);
                Choice::action(
                    lang.say(Play::ChoicePlenty {
                        cards: self::cards(lang, &cards),
                    }),
                    c,
                    format!("act=year_of_plenty&first={}&second={}", a.name(), b.name()),
                )
                .family(lang.say(Play::PlentyLine))
            }
            // Five ways at most, each a whole move: listed, so that a
            // player who plays by email alone can play the card by reply.
            Command::PlayMonopoly { resource } => Choice::action(
                lang.say(Play::ChoiceMonopoly {
                    resource: lang.say(Term::Resource {
                        resource: *resource,
                    }),
                }),
                c,
                format!("act=monopoly&resource={}", resource.name()),
            ),
            Command::EndTurn => Choice::action(lang.say(Play::EndTurnButton), c, "act=end_turn"),
            Command::EndSpecialBuilding => {
                Choice::action(lang.say(Play::DoneBuildingButton), c, "act=end_special")
            }
            Command::Scenario(s) => match X::choice(lang, s, view, names) {
                Some(choice) => choice.map(|()| c),
                None => Choice::new("", choice::command_words(s), Group::Action, c),
            },
            Command::CreateGame { .. } => return None,
        })
    })
}
