//! The favor token supply (frenemies.txt §New Components, §Setup Changes;
//! clarifications.md §Frenemies): its size by player count, face-down draws
//! recorded in events, guilds private to their owner, an empty supply.

use super::prelude::*;
use crate::rules::classic::{decide, legal_commands, view, BoardKind};
use crate::rules::common::ScriptedChance;
use crate::rules::frenemies::state::DOTTED_TOKENS;
use crate::rules::Viewer;

/// clarifications.md §Frenemies: a 3-player game uses the 44 undotted
/// tokens, 6/6/6/13/13.
#[test]
fn a_three_player_game_sets_out_the_44_undotted_tokens() {
    let s = game(3);
    let fr = &s.state().scenario;
    assert_eq!(fr.supply, Guilds::new(6, 6, 6, 13, 13));
    assert_eq!(fr.supply.total(), 44);
    assert_eq!(fr.start, fr.supply);
    assert_eq!(fr.markers_left, 8);
}

/// frenemies.txt §New Components: a 4-player game uses all 58 tokens.
#[test]
fn a_four_player_game_sets_out_all_58_tokens() {
    let fr = game(4).state().scenario;
    assert_eq!(fr.supply, Guilds::new(8, 8, 8, 17, 17));
    assert_eq!(fr.supply.total(), 58);
    assert_eq!(fr.markers_left, 8);
}

/// clarifications.md §Frenemies: the dotted tokens are 2 wagons, 2 ships,
/// 2 shovels, 4 books and 4 compasses.
#[test]
fn the_dotted_tokens_are_what_a_fourth_player_adds() {
    let mut all = UNDOTTED_TOKENS;
    all += DOTTED_TOKENS;
    assert_eq!(all, ALL_TOKENS);
    assert_eq!(DOTTED_TOKENS.total(), 14);
}

/// frenemies.txt §Setup Changes: the supply is set out by an event that
/// follows the game's creation.
#[test]
fn the_supply_is_set_out_right_after_the_game_is_created() {
    let events = decide(
        &State::default(),
        S0,
        CreateGame {
            players: 3,
            board: BoardKind::Beginner,
        },
        &mut ScriptedChance::new(),
    )
    .expect("created");
    assert_eq!(events.len(), 2);
    assert_eq!(
        events[1],
        ev(E::TokenSupplySetOut {
            tokens: UNDOTTED_TOKENS
        })
    );
}

/// DESIGN.md §3: a draw is random, taken from the chance given, and its
/// guild recorded; counted face down, the draw picks the token in guild
/// order (8 wagons, then the ships).
#[test]
fn a_draw_takes_the_token_chance_picks_and_records_its_guild() {
    game(4)
        .given(|g| {
            g.robber(tile(0))
                .main(S0)
                .phase(Phase::MoveRobber { seat: S0 })
        })
        .when(
            S0,
            MoveRobber {
                tile: tile(1),
                victim: None,
            },
        )
        .draws(Purpose::Scenario, &[8])
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(1),
            },
            drawn(S0, Earning::HarmlessRobber, "S"),
        ])
        .then_state(|s| {
            let fr = &s.scenario;
            assert_eq!(fr.holding(S0).tokens, tokens("S"));
            assert_eq!(fr.supply, Guilds::new(8, 7, 8, 17, 17));
            assert_eq!(fr.draws, 1);
        });
}

/// clarifications.md §Frenemies: a player's tokens are face down, their
/// count public and their guilds private to that player.
#[test]
fn drawn_guilds_are_redacted_for_everyone_but_their_owner() {
    let event = E::FavorTokensDrawn {
        seat: S1,
        reason: Earning::Gift,
        count: 2,
        tokens: Some(tokens("WB")),
    };
    assert_eq!(event.redacted_for(Viewer::Seat(S1)), event);
    assert_eq!(event.redacted_for(Viewer::Referee), event);
    for viewer in [Viewer::Seat(S0), Viewer::Spectator] {
        assert_eq!(
            event.redacted_for(viewer),
            E::FavorTokensDrawn {
                seat: S1,
                reason: Earning::Gift,
                count: 2,
                tokens: None,
            }
        );
    }
    let exchange = E::TokenExchangeDrawn {
        seat: S1,
        token: Some(Guild::Scholars),
    };
    assert_eq!(
        exchange.redacted_for(Viewer::Seat(S2)),
        E::TokenExchangeDrawn {
            seat: S1,
            token: None
        }
    );
    let returned = E::TokenReturned {
        seat: S1,
        token: Some(Guild::Scholars),
    };
    assert_eq!(
        returned.redacted_for(Viewer::Spectator),
        E::TokenReturned {
            seat: S1,
            token: None
        }
    );
    let scholars = E::TokensRedeemed {
        seat: S1,
        favor: Favor::Scholars {
            card: Some(DevCard::VictoryPoint),
        },
    };
    assert_eq!(
        scholars.redacted_for(Viewer::Seat(S0)),
        E::TokensRedeemed {
            seat: S1,
            favor: Favor::Scholars { card: None }
        }
    );
}

/// clarifications.md §Frenemies: counts are public, guilds private; the
/// supply's guilds are nobody's business but the referee's.
#[test]
fn the_view_shows_token_counts_to_all_and_guilds_to_the_owner_only() {
    let s = game(4).given(|g| g.tokens(S1, "WBB").tokens(S2, "C").markers(S2, 1).main(S0));
    let state = s.state();
    let mine = view(state, Viewer::Seat(S1))
        .scenario
        .expect("a scenario view");
    assert_eq!(mine.own.len(), 1);
    assert_eq!(mine.own[0].seat, S1);
    assert_eq!(mine.own[0].tokens, tokens("WBB"));
    assert_eq!(mine.players[1].tokens, 3);
    assert_eq!(mine.players[2].tokens, 1);
    assert_eq!(mine.players[2].markers, 1);
    assert_eq!(mine.supply, 54);
    assert_eq!(mine.supply_by_guild, None);
    let spectator = view(state, Viewer::Spectator)
        .scenario
        .expect("a scenario view");
    assert!(spectator.own.is_empty());
    let json = serde_json::to_string(&spectator).expect("serializes");
    assert!(!json.contains("supply_by_guild"), "{json}");
    assert!(json.contains("\"own\":[]"), "{json}");
    let referee = view(state, Viewer::Referee)
        .scenario
        .expect("a scenario view");
    assert_eq!(referee.own.len(), 4);
    assert_eq!(referee.supply_by_guild.map(|g| g.total()), Some(54));
}

/// clarifications.md §Frenemies: an empty supply yields nothing when a
/// token is owed.
#[test]
fn an_empty_supply_pays_nothing() {
    game(4)
        .given(|g| {
            g.supply("")
                .robber(tile(0))
                .main(S0)
                .phase(Phase::MoveRobber { seat: S0 })
        })
        .when(
            S0,
            MoveRobber {
                tile: tile(1),
                victim: None,
            },
        )
        .then_events([RobberMoved {
            seat: S0,
            tile: tile(1),
        }])
        .then_state(|s| assert!(s.scenario.holding(S0).tokens.is_empty()));
}

/// clarifications.md §All rulesets: a supply that cannot give what is owed
/// gives what it has.
#[test]
fn a_short_supply_gives_what_it_has() {
    let c = corner(4, BOTTOM);
    game(4)
        .given(|g| {
            g.supply("B")
                .settlement(S0, corner(4, LOWER_LEFT))
                .settlement(S1, corner(4, LOWER_RIGHT))
                .road_path(S1, &[corner(4, LOWER_RIGHT), c])
                .hand(S0, "BL")
                .main(S0)
        })
        .when(
            S0,
            BuildRoad {
                edge: edge_between(corner(4, LOWER_LEFT), c),
            },
        )
        .then_events([
            RoadBuilt {
                seat: S0,
                edge: edge_between(corner(4, LOWER_LEFT), c),
            },
            ev(E::NetworksConnected {
                seat: S0,
                with: vec![S1],
            }),
            drawn(S1, Earning::Connection, "B"),
        ])
        .then_state(|s| assert!(s.scenario.supply.is_empty()));
}

/// frenemies.txt §Using Favor Tokens: nothing to use before any is earned.
#[test]
fn a_player_without_tokens_has_no_token_commands() {
    let s = game(4).given(|g| g.hand(S0, "BLWGO").main(S0));
    let listed = legal_commands(s.state(), S0);
    assert!(!listed.iter().any(|c| matches!(
        c,
        Command::Scenario(
            F::ExchangeToken
                | F::RedeemMerchants { .. }
                | F::RedeemTraders { .. }
                | F::RedeemScholars
        )
    )));
}
