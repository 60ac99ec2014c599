//! Hidden information (STYLE.md: templates see only `View`): what each
//! viewer sees of hands and development cards, and events redacted for
//! viewers who may not see them.

use super::prelude::*;
use crate::rules::classic::view::{view, View};
use crate::rules::Viewer;

fn json(v: &View) -> serde_json::Value {
    serde_json::to_value(v).expect("a view serializes")
}

fn table() -> Spec {
    Spec::classic(4).given(|g| {
        g.settlement(S0, node_between(&[0, 3, 4]))
            .hand(S0, "BBLWO")
            .dev_cards(S0, DevCard::Knight, 1)
            .bought(S0, DevCard::VictoryPoint)
            .hand(S1, "GG")
            .main(S0)
    })
}

/// A seat sees its own hand, its development cards and its hidden points.
#[test]
fn a_seat_sees_its_own_hand_and_cards() {
    let s = table();
    let v = view(s.state(), Viewer::Seat(S0));
    assert_eq!(v.private.len(), 1);
    let mine = &v.private[0];
    assert_eq!(mine.seat, S0);
    assert_eq!(mine.hand, cards("BBLWO"));
    assert_eq!(mine.development_cards.knight, 1);
    assert_eq!(mine.development_cards.victory_point, 1);
    assert_eq!(mine.bought_this_turn.victory_point, 1);
    assert_eq!(mine.points, 2, "the settlement and the hidden VP card");
}

/// A spectator sees only counts: cards in hand, cards held, public points.
#[test]
fn a_spectator_sees_only_counts() {
    let s = table();
    let v = view(s.state(), Viewer::Spectator);
    assert!(v.private.is_empty());
    assert_eq!(v.players[0].cards, 5);
    assert_eq!(v.players[0].development_cards, 2);
    assert_eq!(v.players[0].points, 1, "the hidden VP card is not public");
    assert_eq!(v.players[1].cards, 2);
}

/// The referee (exports, audits) sees every seat's secrets.
#[test]
fn the_referee_sees_every_hand() {
    let v = view(table().state(), Viewer::Referee);
    let seats: Vec<Seat> = v.private.iter().map(|p| p.seat).collect();
    assert_eq!(seats, vec![S0, S1, S2, S3]);
}

/// Two games that differ only in which cards seat 0 and seat 2 hold (same
/// counts, same bank, same deck).
fn swapped_secrets() -> [State; 2] {
    let game = |mine: &str, theirs: &str, my_card: DevCard, their_card: DevCard| {
        Spec::classic(4)
            .given(|g| {
                g.hand(S0, mine)
                    .hand(S2, theirs)
                    .hand(S1, "L")
                    .dev_cards(S0, my_card, 1)
                    .dev_cards(S2, their_card, 1)
                    .main(S1)
            })
            .state()
            .clone()
    };
    [
        game("BBW", "OOG", DevCard::VictoryPoint, DevCard::Knight),
        game("OOG", "BBW", DevCard::Knight, DevCard::VictoryPoint),
    ]
}

/// Another seat's view, and a spectator's, never reveal seat 0's hand by
/// resource or its development cards: they are identical whichever cards
/// seat 0 holds.
#[test]
fn another_seats_view_never_contains_a_players_hand_or_cards() {
    let [a, b] = swapped_secrets();
    for viewer in [Viewer::Seat(S1), Viewer::Seat(S3), Viewer::Spectator] {
        assert_eq!(
            json(&view(&a, viewer)),
            json(&view(&b, viewer)),
            "{viewer:?} can tell them apart"
        );
    }
    // The owners themselves can: the comparison above is not vacuous.
    assert_ne!(
        json(&view(&a, Viewer::Seat(S0))),
        json(&view(&b, Viewer::Seat(S0)))
    );
    assert_ne!(
        json(&view(&a, Viewer::Seat(S2))),
        json(&view(&b, Viewer::Seat(S2)))
    );
}

/// event.rs `redacted_for`: the stolen card is known to thief and victim only.
#[test]
fn a_stolen_card_is_redacted_for_everyone_but_thief_and_victim() {
    let (events, _) = Spec::classic(4)
        .given(|g| {
            g.settlement(S1, corner(0, TOP))
                .hand(S1, "O")
                .phase(Phase::MoveRobber { seat: S0 })
        })
        .when(
            S0,
            MoveRobber {
                tile: tile(0),
                victim: Some(S1),
            },
        )
        .run();
    let stolen = events
        .iter()
        .find(|e| matches!(e, CardStolen { .. }))
        .expect("a card was stolen");
    let seen_by = |viewer: Viewer| match stolen.redacted_for(viewer) {
        CardStolen { resource, .. } => resource,
        other => panic!("redaction changed the event to {other:?}"),
    };
    for viewer in [Viewer::Seat(S0), Viewer::Seat(S1), Viewer::Referee] {
        assert_eq!(seen_by(viewer), Some(Resource::Ore), "{viewer:?}");
    }
    for viewer in [Viewer::Seat(S2), Viewer::Seat(S3), Viewer::Spectator] {
        assert_eq!(seen_by(viewer), None, "{viewer:?}");
    }
    let robber_moved: &Event = &events[0];
    assert_eq!(
        &robber_moved.redacted_for(Viewer::Spectator),
        robber_moved,
        "public events stay whole"
    );
}

/// event.rs `redacted_for`: a bought card is known to its buyer only.
#[test]
fn a_bought_card_is_redacted_for_everyone_but_the_buyer() {
    let (events, _) = Spec::classic(4)
        .given(|g| g.hand(S0, "WGO").main(S0))
        .when(S0, BuyDevelopmentCard)
        .draws(Purpose::DevelopmentCard, &[24])
        .run();
    let bought = &events[0];
    let seen_by = |viewer: Viewer| match bought.redacted_for(viewer) {
        DevelopmentCardBought { seat, card } => {
            assert_eq!(seat, S0, "who bought is public");
            card
        }
        other => panic!("redaction changed the event to {other:?}"),
    };
    assert_eq!(seen_by(Viewer::Seat(S0)), Some(DevCard::Monopoly));
    assert_eq!(seen_by(Viewer::Referee), Some(DevCard::Monopoly));
    for viewer in [
        Viewer::Seat(S1),
        Viewer::Seat(S2),
        Viewer::Seat(S3),
        Viewer::Spectator,
    ] {
        assert_eq!(seen_by(viewer), None, "{viewer:?}");
    }
}
