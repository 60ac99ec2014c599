//! What each viewer may see (DESIGN.md: hidden information stays hidden):
//! hands and development cards only for their seat, stolen and bought cards
//! redacted for the others.

use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::state::DevCard;
use crate::rules::baden_wuerttemberg::testkit::Scenario;
use crate::rules::baden_wuerttemberg::view::view;
use crate::rules::common::Resource;
use crate::rules::{Seat, Viewer};

#[test]
fn a_seat_sees_its_own_hand_and_cards_and_only_counts_of_the_others() {
    Scenario::new(3)
        .given(|g| {
            g.hand(Seat(0), "BBO")
                .hand(Seat(1), "W")
                .dev_cards(Seat(1), DevCard::Achievement, 1)
                .main(Seat(0))
        })
        .then_state(|s| {
            let v = view(s, Viewer::Seat(Seat(0)));
            assert_eq!(v.private.len(), 1);
            assert_eq!(v.private[0].seat, Seat(0));
            assert_eq!(v.players[1].cards, 1);
            assert_eq!(v.players[1].development_cards, 1);
            assert_eq!(v.players[1].points, 0);
            let json = serde_json::to_string(&v).expect("serializes");
            assert!(!json.contains("\"achievement\":1"));
            assert!(view(s, Viewer::Spectator).private.is_empty());
            assert_eq!(view(s, Viewer::Referee).private.len(), 3);
        });
}

#[test]
fn stolen_and_bought_cards_are_redacted_for_other_viewers() {
    let stolen = Event::CardStolen {
        seat: Seat(0),
        victim: Seat(1),
        resource: Some(Resource::Ore),
    };
    assert_eq!(stolen.redacted_for(Viewer::Seat(Seat(1))), stolen);
    assert_eq!(stolen.redacted_for(Viewer::Referee), stolen);
    assert_eq!(
        stolen.redacted_for(Viewer::Seat(Seat(2))),
        Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: None
        }
    );
    let bought = Event::DevelopmentCardBought {
        seat: Seat(0),
        card: Some(DevCard::Achievement),
    };
    assert_eq!(bought.redacted_for(Viewer::Seat(Seat(0))), bought);
    assert_eq!(
        bought.redacted_for(Viewer::Spectator),
        Event::DevelopmentCardBought {
            seat: Seat(0),
            card: None
        }
    );
}
