//! Re-deriving a Baden-Württemberg game from its seed (`Rules::rederive`):
//! the seat order and building cost cards, the dice, the inventor's draws
//! and the development cards follow from the seed, and forged ones are
//! refused.

use crate::rules::baden_wuerttemberg::state::DevCard;
use crate::rules::baden_wuerttemberg::{BadenWuerttemberg, Event};
use crate::simulate::{play_keyed, rederive_all, KeyedChance};

/// Simulated games played with a seed-keyed chance: their events and seeds.
fn games() -> Vec<(u64, Vec<Event>)> {
    (1..=4)
        .map(|seed| {
            let played = play_keyed::<BadenWuerttemberg>(seed, 3 + (seed % 2) as u8)
                .unwrap_or_else(|f| panic!("seed {}: {}", f.seed, f.message));
            (seed, played.events)
        })
        .collect()
}

/// The first event `pick` finds in any game, with its game's seed and events.
fn first(pick: impl Fn(&Event) -> bool) -> (u64, Vec<Event>, usize) {
    games()
        .into_iter()
        .find_map(|(seed, events)| {
            let i = events.iter().position(&pick)?;
            Some((seed, events, i))
        })
        .expect("a simulated game with such an event")
}

/// Asserts that the events up to `i` re-derive, and that with `forge`
/// applied to event `i` they are refused at `i`.
fn assert_forgery_refused(seed: u64, events: &[Event], i: usize, forge: impl Fn(&mut Event)) {
    assert!(rederive_all::<BadenWuerttemberg>(&events[..=i], &mut KeyedChance(seed)).is_ok());
    let mut forged = events[..=i].to_vec();
    forge(&mut forged[i]);
    assert_ne!(forged[i], events[i]);
    let refused = rederive_all::<BadenWuerttemberg>(&forged, &mut KeyedChance(seed));
    assert!(matches!(refused, Err((at, _)) if at == i), "{refused:?}");
}

#[test]
fn every_random_outcome_of_a_simulated_game_follows_from_its_seed() {
    let (mut created, mut rolls, mut steals, mut cards) = (0, 0, 0, 0);
    for (seed, events) in games() {
        let drew = rederive_all::<BadenWuerttemberg>(&events, &mut KeyedChance(seed))
            .unwrap_or_else(|(i, m)| panic!("seed {seed}: event {i} {:?}: {m}", events[i]));
        for (e, drew) in events.iter().zip(drew) {
            let counter = match e {
                Event::GameCreated { .. } => &mut created,
                Event::DiceRolled { .. } => &mut rolls,
                Event::CardStolen { .. } => &mut steals,
                Event::DevelopmentCardBought { .. } => &mut cards,
                _ => {
                    assert!(!drew, "seed {seed}: {e:?} draws no chance");
                    continue;
                }
            };
            assert!(drew, "seed {seed}: {e:?} was not re-derived");
            *counter += 1;
        }
    }
    assert_eq!(created, 4);
    assert!(
        rolls > 20 && steals > 0 && cards > 0,
        "{rolls} {steals} {cards}"
    );
}

#[test]
fn a_forged_seat_order_or_cost_card_deal_is_refused() {
    let (seed, events, i) = first(|e| matches!(e, Event::GameCreated { .. }));
    assert_forgery_refused(seed, &events, i, |e| {
        if let Event::GameCreated { turn_order, .. } = e {
            turn_order.swap(0, 1);
        }
    });
    assert_forgery_refused(seed, &events, i, |e| {
        if let Event::GameCreated { cost_cards, .. } = e {
            cost_cards.swap(0, 1);
        }
    });
}

#[test]
fn forged_dice_are_refused() {
    let (seed, events, i) = first(|e| matches!(e, Event::DiceRolled { .. }));
    assert_forgery_refused(seed, &events, i, |e| {
        if let Event::DiceRolled { dice, .. } = e {
            dice[1] = dice[1] % 6 + 1;
        }
    });
}

#[test]
fn a_forged_development_card_draw_is_refused() {
    let (seed, events, i) = first(|e| matches!(e, Event::DevelopmentCardBought { .. }));
    assert_forgery_refused(seed, &events, i, |e| {
        if let Event::DevelopmentCardBought { card, .. } = e {
            *card = if *card == Some(DevCard::Invention) {
                Some(DevCard::Trade)
            } else {
                Some(DevCard::Invention)
            };
        }
    });
}

#[test]
fn a_forged_inventor_draw_is_refused() {
    let (seed, events, i) = first(|e| matches!(e, Event::CardStolen { .. }));
    assert_forgery_refused(seed, &events, i, |e| {
        if let Event::CardStolen { resource, .. } = e {
            *resource = None;
        }
    });
}
