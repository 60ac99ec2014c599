//! Oil Springs' own commands as choices an email offers: using and
//! sequestering oil, metropolises, discards that count oil, stealing oil
//! and the card plays that name it, in the scenario's words.

use crate::lang::Lang;
use crate::rules::classic::View;
use crate::rules::common::Resource;
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::views::classic::narrate;
use crate::views::common::choice::{self, Choice, Group, SpotLabels};
use crate::views::common::words::Names;

/// The choice of one Oil Springs command: a metropolis by its corner's
/// label, a discard read from a reply, the rest numbered.
pub fn choice(
    _lang: Lang,
    command: &OilCommand,
    view: &View<OilView>,
    names: &Names,
) -> Choice<()> {
    let board = &*view.board;
    let (words, group) = match command {
        OilCommand::DiscardWithOil { cards, oil } => {
            let mut parts: Vec<(u8, &str)> = Resource::ALL
                .iter()
                .map(|r| (cards.get(*r), r.name()))
                .collect();
            parts.push((*oil, "oil"));
            return choice::discard_of(&parts, ());
        }
        OilCommand::BuildMetropolis { node } => {
            let code = SpotLabels::of(board).node(*node);
            return Choice::new(
                code.clone(),
                format!(
                    "Make your city {} a metropolis",
                    narrate::node(board, *node)
                ),
                Group::Place,
                (),
            )
            .query(format!("pick=upgrade-{node}"))
            .alias(format!("metropolis {code}"));
        }
        OilCommand::ConvertOil { resource } => (
            format!("Use 1 oil for 2 {}", resource.name()),
            Group::Action,
        ),
        OilCommand::SequesterOil => (
            "Sequester 1 oil (put it out of the game)".to_owned(),
            Group::Action,
        ),
        OilCommand::StealOil { tile, victim } => (
            format!(
                "Move the robber to {} and take 1 oil from {}",
                narrate::tile(board, *tile),
                names.of(*victim)
            ),
            Group::Action,
        ),
        OilCommand::PlayYearOfPlentyForOil { resource } => (
            match resource {
                Some(r) => format!("Play Year of Plenty: take 1 oil and 1 {}", r.name()),
                None => "Play Year of Plenty: take 2 oil".to_owned(),
            },
            Group::Action,
        ),
        OilCommand::PlayMonopolyOnOil => (
            "Play Monopoly on oil: every other player gives you all theirs".to_owned(),
            Group::Action,
        ),
        OilCommand::OfferOilTrade { .. } | OilCommand::CounterOilOffer { .. } => (
            "Make an offer with oil (on your page)".to_owned(),
            Group::Action,
        ),
    };
    let choice = Choice::new("", words, group, ());
    match command {
        OilCommand::ConvertOil { .. } => {
            choice.family("Use 1 oil for 2 of one resource: choose which on your page")
        }
        OilCommand::PlayYearOfPlentyForOil { .. } => {
            choice.family(crate::views::classic::choice::YEAR_OF_PLENTY_LINE)
        }
        _ => choice,
    }
}
