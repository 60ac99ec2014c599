//! Re-deriving an Oil Springs game from its seed (`Rules::rederive`): the
//! springs, the disaster dice and the hex polluted follow from the seed, and
//! forged ones are refused.

use crate::rules::classic::event::Event;
use crate::rules::common::TileId;
use crate::rules::oil_springs::{OilEvent, OilSpringsRules};
use crate::simulate::{play_keyed, rederive_all, KeyedChance};

/// Simulated games played with a seed-keyed chance: their events and seeds.
fn games() -> Vec<(u64, Vec<Event<OilEvent>>)> {
    (1..=6)
        .map(|seed| {
            let played = play_keyed::<OilSpringsRules>(seed, 4)
                .unwrap_or_else(|f| panic!("seed {}: {}", f.seed, f.message));
            (seed, played.events)
        })
        .collect()
}

/// The first event `pick` finds in any game, with its game's seed and events.
fn first(pick: impl Fn(&Event<OilEvent>) -> bool) -> (u64, Vec<Event<OilEvent>>, usize) {
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
fn assert_forgery_refused(
    seed: u64,
    events: &[Event<OilEvent>],
    i: usize,
    forge: impl Fn(&mut OilEvent),
) {
    assert!(rederive_all::<OilSpringsRules>(&events[..=i], &mut KeyedChance(seed)).is_ok());
    let mut forged = events[..=i].to_vec();
    if let Some(Event::Scenario(e)) = forged.last_mut() {
        forge(e);
    }
    assert_ne!(forged[i], events[i]);
    let refused = rederive_all::<OilSpringsRules>(&forged, &mut KeyedChance(seed));
    assert!(matches!(refused, Err((at, _)) if at == i), "{refused:?}");
}

#[test]
fn the_springs_disaster_dice_and_polluted_hexes_of_a_simulated_game_follow_from_its_seed() {
    let (mut springs, mut disasters, mut polluted) = (0, 0, 0);
    for (seed, events) in games() {
        let drew = rederive_all::<OilSpringsRules>(&events, &mut KeyedChance(seed))
            .unwrap_or_else(|(i, m)| panic!("seed {seed}: event {i} {:?}: {m}", events[i]));
        for (e, drew) in events.iter().zip(drew) {
            match e {
                // Only a variable board draws the springs' placement.
                Event::Scenario(OilEvent::OilSpringsPlaced { .. }) => {
                    assert_eq!(drew, seed % 2 == 0, "seed {seed}");
                    springs += usize::from(drew);
                }
                Event::Scenario(OilEvent::DisasterRolled { .. }) => {
                    assert!(drew, "seed {seed}: {e:?}");
                    disasters += 1;
                }
                Event::Scenario(OilEvent::HexPolluted { .. } | OilEvent::SpringPolluted { .. }) => {
                    polluted += usize::from(drew);
                }
                _ => {}
            }
        }
    }
    assert!(
        springs > 0 && disasters > 0 && polluted > 0,
        "{springs} {disasters} {polluted}"
    );
}

#[test]
fn forged_disaster_dice_are_refused() {
    let (seed, events, i) =
        first(|e| matches!(e, Event::Scenario(OilEvent::DisasterRolled { .. })));
    assert_forgery_refused(seed, &events, i, |e| {
        if let OilEvent::DisasterRolled { dice, .. } = e {
            dice[0] = dice[0] % 6 + 1;
        }
    });
}

#[test]
fn a_forged_polluted_hex_is_refused() {
    let (seed, events, i) = first(|e| matches!(e, Event::Scenario(OilEvent::HexPolluted { .. })));
    assert_forgery_refused(seed, &events, i, |e| {
        if let OilEvent::HexPolluted { tile, .. } = e {
            *tile = TileId((tile.0 + 1) % 19);
        }
    });
}

#[test]
fn forged_springs_on_a_variable_board_are_refused() {
    // Even seeds play a variable board (`simulate::options_for`).
    let (seed, events) = games().swap_remove(1);
    assert_eq!(seed % 2, 0);
    let i = events
        .iter()
        .position(|e| matches!(e, Event::Scenario(OilEvent::OilSpringsPlaced { .. })))
        .expect("springs placed");
    assert_forgery_refused(seed, &events, i, |e| {
        if let OilEvent::OilSpringsPlaced { springs } = e {
            springs.truncate(2);
        }
    });
}
