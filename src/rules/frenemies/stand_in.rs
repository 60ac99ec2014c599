//! The stand-in's say in a Frenemies game (issue #14), before the classic
//! policy: a gift offered to it is taken (a free card; the giver earns a
//! favor token), a gift of its own is given as asked or withdrawn, an
//! exchange is finished by returning a token, and favor enough for the
//! Master Builders buys a VP marker. It offers no gifts of its own.

use super::command::FrenemiesCommand as C;
use super::view::FrenemiesView;
use crate::rules::classic::stand_in::Seen;
use crate::rules::classic::Command;

/// The scenario's choice among `legal`, or `None` to leave it to classic.
pub fn stand_in(seen: &Seen<'_, FrenemiesView>, legal: &[Command<C>]) -> Option<Command<C>> {
    let fr = seen.view.scenario.as_ref()?;
    let listed = |wanted: C| {
        legal
            .iter()
            .find(|c| **c == Command::Scenario(wanted))
            .cloned()
    };
    if let Some(gift) = fr.gift {
        if gift.to == seen.me && gift.asked.is_none() {
            return listed(C::AcceptGift).or_else(|| listed(C::RejectGift));
        }
        if gift.from == seen.me {
            return listed(C::GiveAskedResource).or_else(|| listed(C::WithdrawGift));
        }
    }
    let returning = legal
        .iter()
        .find(|c| matches!(c, Command::Scenario(C::ReturnToken { .. })));
    if let Some(c) = returning {
        return Some(c.clone());
    }
    listed(C::RedeemMasterBuilders)
}
