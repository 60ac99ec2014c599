//! Auditing an untrusted classic history (`verify`, `import`): whether an
//! event could happen in the game as it stood, and whether its random
//! outcome follows from the game's revealed seed.

use super::decide::create;
use super::scenario::Scenario;
use super::{Event, State};
use crate::rules::common::table::TableEvent;
use crate::rules::common::Chance;
use crate::rules::contract::GameOptions;

/// True when `e` draws chance (its outcome can be re-derived).
pub fn draws_chance<E>(e: &Event<E>) -> bool {
    matches!(
        e,
        Event::GameCreated { .. }
            | Event::DiceRolled { .. }
            | Event::CardStolen { .. }
            | Event::DevelopmentCardBought { .. }
    )
}

/// Cheap plausibility checks that keep the fold from panicking on a forged
/// event: the game exists, seats exist, cards taken are held.
pub fn possible<X: Scenario>(state: &State<X>, e: &Event<X::Event>) -> bool {
    if let Event::GameCreated {
        players, options, ..
    } = e
    {
        // The options it records are this ruleset's and its own.
        return state.players.is_empty()
            && options
                .is_none_or(|o| o.ruleset == X::REGISTRATION.ruleset && o.players == *players);
    }
    if state.players.is_empty() {
        return false;
    }
    if e.seat().is_some_and(|s| !state.has_seat(s)) {
        return false;
    }
    match e {
        Event::CardStolen {
            victim, resource, ..
        } => {
            state.has_seat(*victim)
                && resource.is_none_or(|r| state.player(*victim).hand.get(r) > 0)
        }
        Event::Table(TableEvent::CardsDiscarded { seat, cards }) => {
            state.player(*seat).hand.contains(cards)
        }
        Event::DevelopmentCardBought { card, .. } => card.is_none_or(|c| state.deck.get(c) > 0),
        _ => true,
    }
}

/// Re-derives the random outcome an event records from the seed.
pub fn check_outcome<X: Scenario>(
    state: &State<X>,
    e: &Event<X::Event>,
    chance: &mut impl Chance,
) -> Result<(), String> {
    match e {
        Event::GameCreated {
            players,
            layout,
            options,
            ..
        } => {
            let asked = options.unwrap_or_else(|| {
                GameOptions::new(X::REGISTRATION.ruleset, *players, layout.kind)
            });
            let mut again = create::<X>(&asked, chance).map_err(|err| err.to_string())?;
            // A game created before its first event recorded its options.
            if let (None, Some(Event::GameCreated { options, .. })) = (options, again.first_mut()) {
                *options = None;
            }
            if again.first() != Some(e) {
                return Err("the seat order or board does not follow from the seed".to_owned());
            }
        }
        Event::DiceRolled { dice, .. } if chance.roll_dice(state.draws.rolls) != *dice => {
            return Err("the dice do not follow from the seed".to_owned());
        }
        Event::CardStolen {
            victim, resource, ..
        } if state.draws.steal(chance, &state.player(*victim).hand) != *resource => {
            return Err("the stolen card does not follow from the seed".to_owned());
        }
        Event::DevelopmentCardBought { card, .. }
            if state.deck.nth(state.draws.card(chance, state.deck.total())) != *card =>
        {
            return Err("the development card drawn does not follow from the seed".to_owned());
        }
        _ => {}
    }
    Ok(())
}
