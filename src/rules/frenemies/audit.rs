//! Auditing a Frenemies history: whether the scenario's own random outcomes
//! (face-down tokens drawn from the supply, the Scholars' free card) follow
//! from the game's revealed seed, drawn as `decide` drew them.

use super::decide::Drawer;
use super::event::{Favor, FrenemiesEvent};
use super::state::Frenemies;
use crate::rules::classic::State;
use crate::rules::common::Chance;

/// Re-derives the outcome of one of the scenario's own events (see
/// [`crate::rules::classic::scenario::Scenario::check_outcome`]).
pub fn check_outcome(
    state: &State<Frenemies>,
    event: &FrenemiesEvent,
    chance: &mut impl Chance,
) -> Result<bool, String> {
    match event {
        FrenemiesEvent::FavorTokensDrawn { count, tokens, .. } => {
            let drawn = Drawer::new(&state.scenario).take(*count, chance);
            if *tokens != Some(drawn) || drawn.total() != u32::from(*count) {
                return Err("the favor tokens drawn do not follow from the seed".to_owned());
            }
            Ok(true)
        }
        FrenemiesEvent::TokenExchangeDrawn { token, .. } => {
            let drawn = Drawer::new(&state.scenario).take(1, chance).nth(0);
            if drawn.is_none() || *token != drawn {
                return Err(
                    "the token drawn in the exchange does not follow from the seed".to_owned(),
                );
            }
            Ok(true)
        }
        FrenemiesEvent::TokensRedeemed {
            favor: Favor::Scholars { card },
            ..
        } => {
            if state.deck.nth(state.draws.card(chance, state.deck.total())) != *card {
                return Err("the Scholars' card does not follow from the seed".to_owned());
            }
            Ok(true)
        }
        _ => Ok(false),
    }
}
