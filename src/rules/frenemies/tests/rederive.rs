//! Re-deriving a Frenemies game from its seed (`Rules::rederive`): every
//! token draw follows from the seed, and a forged one is refused.

use crate::rules::classic::event::Event;
use crate::rules::frenemies::event::{Favor, FrenemiesEvent};
use crate::rules::frenemies::state::{Guild, Guilds};
use crate::rules::frenemies::FrenemiesRules;
use crate::simulate::{play_keyed, rederive_all, KeyedChance};

/// Simulated games played with a seed-keyed chance: their events and seeds.
fn games() -> Vec<(u64, Vec<Event<FrenemiesEvent>>)> {
    (1..=4)
        .map(|seed| {
            let played = play_keyed::<FrenemiesRules>(seed, 4)
                .unwrap_or_else(|f| panic!("seed {}: {}", f.seed, f.message));
            (seed, played.events)
        })
        .collect()
}

/// True for the scenario's own events that draw chance.
fn scenario_draw(e: &Event<FrenemiesEvent>) -> bool {
    matches!(
        e,
        Event::Scenario(
            FrenemiesEvent::FavorTokensDrawn { .. }
                | FrenemiesEvent::TokenExchangeDrawn { .. }
                | FrenemiesEvent::TokensRedeemed {
                    favor: Favor::Scholars { .. },
                    ..
                }
        )
    )
}

#[test]
fn every_token_draw_of_a_simulated_game_follows_from_its_seed() {
    let mut checked = 0;
    for (seed, events) in games() {
        let drew = rederive_all::<FrenemiesRules>(&events, &mut KeyedChance(seed))
            .unwrap_or_else(|(i, m)| panic!("seed {seed}: event {i} {:?}: {m}", events[i]));
        for (e, drew) in events.iter().zip(&drew) {
            if scenario_draw(e) {
                assert!(drew, "seed {seed}: {e:?} was not re-derived");
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "only {checked} token draws checked");
}

#[test]
fn a_token_draw_with_another_guild_is_refused() {
    let (seed, events) = games().swap_remove(0);
    let i = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Scenario(FrenemiesEvent::FavorTokensDrawn {
                    tokens: Some(_),
                    ..
                })
            )
        })
        .expect("a token draw");
    let mut forged = events[..=i].to_vec();
    if let Some(Event::Scenario(FrenemiesEvent::FavorTokensDrawn {
        tokens: Some(tokens),
        ..
    })) = forged.last_mut()
    {
        let drawn = tokens.nth(0).expect("a token");
        let other = Guild::ALL
            .into_iter()
            .find(|g| *g != drawn)
            .expect("another guild");
        *tokens -= Guilds::of(drawn, 1);
        *tokens += Guilds::of(other, 1);
    }
    assert_eq!(
        rederive_all::<FrenemiesRules>(&events[..=i], &mut KeyedChance(seed)).map(|d| d[i]),
        Ok(true)
    );
    let refused = rederive_all::<FrenemiesRules>(&forged, &mut KeyedChance(seed));
    assert!(matches!(refused, Err((at, _)) if at == i), "{refused:?}");
}
