//! The Frenemies of Catan's own commands as choices an email offers: gifts
//! and their answers, the guilds' favors and the token exchange, in the
//! scenario's words.

use crate::rules::classic::View;
use crate::rules::frenemies::{FrenemiesCommand, FrenemiesView};
use crate::views::classic::narrate;
use crate::views::common::choice::{Choice, Group};
use crate::views::common::words::Names;

/// The choice of one Frenemies command, numbered in the list.
pub fn choice(command: &FrenemiesCommand, view: &View<FrenemiesView>, names: &Names) -> Choice<()> {
    let (words, group) = match command {
        FrenemiesCommand::OfferGift { to, resource } => (
            format!("Offer 1 {} to {} as a gift", resource.name(), names.of(*to)),
            Group::Action,
        ),
        FrenemiesCommand::AcceptGift => ("Take the gift offered to you".to_owned(), Group::Answer),
        FrenemiesCommand::RejectGift => {
            ("Refuse the gift offered to you".to_owned(), Group::Answer)
        }
        FrenemiesCommand::AskForAnotherResource { resource } => (
            format!("Ask the giver for 1 {} instead", resource.name()),
            Group::Answer,
        ),
        FrenemiesCommand::GiveAskedResource => (
            "Give the resource you were asked for".to_owned(),
            Group::Answer,
        ),
        FrenemiesCommand::WithdrawGift => ("Take back your gift".to_owned(), Group::Answer),
        FrenemiesCommand::RedeemTraders { give, get } => (
            format!(
                "Traders: 1 wagon token swaps {} with the bank for {}",
                narrate::cards(give),
                narrate::cards(get)
            ),
            Group::Action,
        ),
        FrenemiesCommand::RedeemMerchants { resource } => (
            format!(
                "Merchants: 1 ship token buys 1 {} from the bank",
                resource.name()
            ),
            Group::Action,
        ),
        FrenemiesCommand::RedeemRoadBuilders { edge } => (
            format!(
                "Road Builders: a free road {}",
                narrate::edge(&view.board, *edge)
            ),
            Group::Action,
        ),
        FrenemiesCommand::RedeemScholars => (
            "Scholars: draw a free development card".to_owned(),
            Group::Action,
        ),
        FrenemiesCommand::RedeemMasterBuilders => (
            "Master Builders: take a victory point marker".to_owned(),
            Group::Action,
        ),
        FrenemiesCommand::ExchangeToken => (
            "Exchange a favor token: draw one, then return one".to_owned(),
            Group::Action,
        ),
        FrenemiesCommand::ReturnToken { guild } => (
            format!("Return a {guild} token to the supply"),
            Group::Action,
        ),
    };
    Choice::new("", words, group, ())
}
