//! Oil Springs' own commands as choices an email offers: using and
//! sequestering oil, metropolises, discards that count oil, stealing oil
//! and the card plays that name it, in the scenario's words.

use crate::lang::oil::Oil;
use crate::lang::play::Play;
use crate::lang::terms::Term;
use crate::lang::Lang;
use crate::rules::classic::View;
use crate::rules::common::Resource;
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::views::classic::narrate;
use crate::views::common::choice::{self, Choice, Group, SpotLabels};
use crate::views::common::words::Names;

/// The choice of one Oil Springs command: a metropolis by its corner's
/// label, a discard read from a reply, the rest numbered.
pub fn choice(lang: Lang, command: &OilCommand, view: &View<OilView>, names: &Names) -> Choice<()> {
    let board = &*view.board;
    let word = |resource| lang.say(Term::Resource { resource });
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
                lang.say(Oil::ChoiceMetropolis {
                    place: narrate::node(board, *node),
                }),
                Group::Place,
                (),
            )
            .query(format!("pick=upgrade-{node}"))
            .alias(format!("metropolis {code}"));
        }
        OilCommand::ConvertOil { resource } => (
            lang.say(Oil::ChoiceConvert {
                resource: word(*resource),
            }),
            Group::Action,
        ),
        OilCommand::SequesterOil => (lang.say(Oil::ChoiceSequester), Group::Action),
        OilCommand::StealOil { tile, victim } => (
            lang.say(Oil::ChoiceSteal {
                hex: narrate::tile(board, *tile),
                who: names.of(*victim),
            }),
            Group::Action,
        ),
        OilCommand::PlayYearOfPlentyForOil { resource } => (
            match resource {
                Some(r) => lang.say(Oil::ChoicePlenty { resource: word(*r) }),
                None => lang.say(Oil::ChoicePlentyTwo),
            },
            Group::Action,
        ),
        OilCommand::PlayMonopolyOnOil => (lang.say(Oil::ChoiceMonopoly), Group::Action),
        OilCommand::OfferOilTrade { .. } | OilCommand::CounterOilOffer { .. } => {
            (lang.say(Oil::ChoiceOffer), Group::Action)
        }
    };
    let choice = Choice::new("", words, group, ());
    match command {
        OilCommand::ConvertOil { .. } => choice.family(lang.say(Oil::ConvertLine)),
        OilCommand::PlayYearOfPlentyForOil { .. } => choice.family(lang.say(Play::PlentyLine)),
        _ => choice,
    }
}
