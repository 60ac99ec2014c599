//! The stand-in's say in an Oil Springs game (issue #14), before the
//! classic policy: it uses oil only for a build, a metropolis on one of its
//! cities or the two cards that complete a city, settlement or road, so
//! that it never brings a disaster nearer for nothing. Everything else
//! (keeping its oil, discarding cards before oil) is the classic policy's.

use super::command::OilCommand;
use super::view::OilView;
use crate::rules::classic::stand_in::Seen;
use crate::rules::classic::{Command, Phase};
use crate::rules::common::Resources;

/// The scenario's choice among `legal`, or `None` to leave it to classic.
pub fn stand_in(
    seen: &Seen<'_, OilView>,
    legal: &[Command<OilCommand>],
) -> Option<Command<OilCommand>> {
    if !matches!(seen.view.phase, Phase::Main { seat } if seat == seen.me) {
        return None;
    }
    let metropolis = legal
        .iter()
        .find(|c| matches!(c, Command::Scenario(OilCommand::BuildMetropolis { .. })));
    if let Some(c) = metropolis {
        return Some(c.clone());
    }
    if seen.can_build_with(seen.hand) {
        return None;
    }
    legal
        .iter()
        .find(|c| match c {
            Command::Scenario(OilCommand::ConvertOil { resource }) => {
                seen.can_build_with(seen.hand + Resources::of(*resource, 2))
            }
            _ => false,
        })
        .cloned()
}
