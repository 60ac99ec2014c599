//! Auditing a Baden-Württemberg history: whether each random outcome (the
//! seat order and building cost cards dealt at creation, the dice, the
//! inventor's draw, development cards) follows from the game's revealed
//! seed, drawn as `decide` drew it.

use super::decide::create;
use super::{Event, State};
use crate::rules::common::Chance;
use crate::rules::contract::{BoardKind, GameOptions};
use crate::rules::Ruleset;

/// Re-derives the random outcome `event` records from `chance`, given the
/// state just before it: `Ok(true)` when it draws chance and follows from
/// it, `Ok(false)` when it draws none, `Err` naming what does not follow.
pub fn rederive(state: &State, event: &Event, chance: &mut impl Chance) -> Result<bool, String> {
    match event {
        Event::GameCreated {
            players,
            variable_founding,
            options,
            ..
        } => {
            let asked = options.unwrap_or(GameOptions {
                variable_founding: *variable_founding,
                ..GameOptions::new(Ruleset::BadenWuerttemberg, *players, BoardKind::Beginner)
            });
            let mut again = create(&asked, chance).map_err(|err| err.to_string())?;
            // A game created before its first event recorded its options.
            if let (None, Some(Event::GameCreated { options, .. })) = (options, again.first_mut()) {
                *options = None;
            }
            if again.first() != Some(event) {
                return Err(
                    "the seat order or building cost cards do not follow from the seed".to_owned(),
                );
            }
        }
        Event::DiceRolled { dice, .. } => {
            if chance.roll_dice(state.draws.rolls) != *dice {
                return Err("the dice do not follow from the seed".to_owned());
            }
        }
        Event::CardStolen {
            victim, resource, ..
        } => {
            if state.draws.steal(chance, &state.player(*victim).hand) != *resource {
                return Err("the card the inventor drew does not follow from the seed".to_owned());
            }
        }
        Event::DevelopmentCardBought { card, .. } => {
            if state.deck.nth(state.draws.card(chance, state.deck.total())) != *card {
                return Err("the development card drawn does not follow from the seed".to_owned());
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
