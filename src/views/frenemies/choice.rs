//! The Frenemies of Catan's own commands as choices an email offers: gifts
//! and their answers, the guilds' favors and the token exchange, in the
//! scenario's words.

use crate::lang::frenemies::Frenemies as F;
use crate::lang::play::cards;
use crate::lang::terms::Term;
use crate::lang::Lang;
use crate::rules::classic::View;
use crate::rules::common::EdgeId;
use crate::rules::frenemies::{FrenemiesCommand, FrenemiesView};
use crate::views::classic::board_svg::Pick;
use crate::views::common::choice::{Choice, Group, SpotLabels};
use crate::views::common::words::Names;

/// The choice of one Frenemies command: numbered in the list, or for a
/// free road of the Road Builders a spot on the board, listed with the
/// others and coded "free" and the path's label ("free-C3-C4"), as the
/// path's own label may already name a road the seat pays for.
pub fn choice(
    lang: Lang,
    command: &FrenemiesCommand,
    view: &View<FrenemiesView>,
    names: &Names,
) -> Choice<()> {
    let word = |resource| lang.say(Term::Resource { resource });
    let (phrase, group) = match command {
        FrenemiesCommand::OfferGift { to, resource } => (
            F::ChoiceGift {
                resource: word(*resource),
                to: names.of(*to),
            },
            Group::Action,
        ),
        FrenemiesCommand::AcceptGift => (F::ChoiceTakeGift, Group::Answer),
        FrenemiesCommand::RejectGift => (F::ChoiceRefuseGift, Group::Answer),
        FrenemiesCommand::AskForAnotherResource { resource } => (
            F::ChoiceAskInstead {
                resource: word(*resource),
            },
            Group::Answer,
        ),
        FrenemiesCommand::GiveAskedResource => (F::ChoiceGiveAsked, Group::Answer),
        FrenemiesCommand::WithdrawGift => (F::ChoiceTakeBack, Group::Answer),
        FrenemiesCommand::RedeemTraders { give, get } => (
            F::ChoiceTraders {
                give: cards(lang, give),
                get: cards(lang, get),
            },
            Group::Action,
        ),
        FrenemiesCommand::RedeemMerchants { resource } => (
            F::ChoiceMerchants {
                resource: word(*resource),
            },
            Group::Action,
        ),
        FrenemiesCommand::RedeemRoadBuilders { edge } => return free_road(lang, *edge, view),
        FrenemiesCommand::RedeemScholars => (F::ChoiceScholars, Group::Action),
        FrenemiesCommand::RedeemMasterBuilders => (F::ChoiceMasterBuilders, Group::Action),
        FrenemiesCommand::ExchangeToken => (F::ChoiceExchange, Group::Action),
        FrenemiesCommand::ReturnToken { guild } => (
            F::ChoiceReturn {
                guild: lang.say(Term::Guild { guild: *guild }),
            },
            Group::Action,
        ),
    };
    let choice = Choice::new("", lang.say(phrase), group, ());
    match command {
        FrenemiesCommand::RedeemTraders { .. } => choice.family(lang.say(F::TradersLine)),
        FrenemiesCommand::RedeemMerchants { .. } => choice.family(lang.say(F::MerchantsLine)),
        FrenemiesCommand::OfferGift { .. } => choice.family(lang.say(F::GiftLine)),
        _ => choice,
    }
}

/// A free road of the Road Builders on `edge`, as a spot on the board.
fn free_road(lang: Lang, edge: EdgeId, view: &View<FrenemiesView>) -> Choice<()> {
    let label = SpotLabels::of(&view.board).edge(&view.board, edge);
    let words = lang.say(F::ChoiceFreeRoad {
        place: crate::lang::story::edge(lang, &view.board, edge),
    });
    Choice::new(format!("free-{label}"), words, Group::Place, ())
        .query(format!("pick={}", Pick::Road(edge).query()))
        .alias(format!("shovel {label}"))
}
