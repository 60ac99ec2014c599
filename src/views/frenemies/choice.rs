//! The Frenemies of Catan's own commands as choices an email offers: gifts
//! and their answers, the guilds' favors and the token exchange, in the
//! scenario's words.

use crate::lang::Lang;
use crate::rules::classic::View;
use crate::rules::common::EdgeId;
use crate::rules::frenemies::{FrenemiesCommand, FrenemiesView};
use crate::views::classic::board_svg::Pick;
use crate::views::classic::narrate;
use crate::views::common::choice::{Choice, Group, SpotLabels};
use crate::views::common::words::Names;

/// The choice of one Frenemies command: numbered in the list, or for a
/// free road of the Road Builders a spot on the board, listed with the
/// others and coded "free" and the path's label ("free-C3-C4"), as the
/// path's own label may already name a road the seat pays for.
pub fn choice(
    _lang: Lang,
    command: &FrenemiesCommand,
    view: &View<FrenemiesView>,
    names: &Names,
) -> Choice<()> {
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
        FrenemiesCommand::RedeemRoadBuilders { edge } => return free_road(*edge, view),
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
    let choice = Choice::new("", words, group, ());
    match command {
        FrenemiesCommand::RedeemTraders { .. } => choice.family(TRADERS_LINE),
        FrenemiesCommand::RedeemMerchants { .. } => choice.family(MERCHANTS_LINE),
        FrenemiesCommand::OfferGift { .. } => choice.family(GIFT_LINE),
        _ => choice,
    }
}

/// The line that stands for the Merchants' five resources.
const MERCHANTS_LINE: &str = "Merchants: 1 ship token buys 1 resource of your choice from the \
     bank; choose it on your page";

/// The line that stands for the gifts a seat may offer when they are many.
const GIFT_LINE: &str = "Give a resource away (earns a favor token): choose whom and what on \
     your page";

/// A free road of the Road Builders on `edge`, as a spot on the board.
fn free_road(edge: EdgeId, view: &View<FrenemiesView>) -> Choice<()> {
    let label = SpotLabels::of(&view.board).edge(&view.board, edge);
    let words = format!(
        "Road Builders: a free road {} for 1 shovel token",
        narrate::edge(&view.board, edge)
    );
    Choice::new(format!("free-{label}"), words, Group::Place, ())
        .query(format!("pick={}", Pick::Road(edge).query()))
        .alias(format!("shovel {label}"))
}

/// The line that stands for the Traders' swaps when they are many: one
/// form on the page holds them all.
const TRADERS_LINE: &str = "Traders: 1 wagon token for up to two 1:1 swaps with the bank; \
     choose them on your page";
