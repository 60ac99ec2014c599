//! Trade (baden-wuerttemberg.txt §Trading): 3:1 with the supply at any time
//! of the trade and build phase, which follows the yield roll, and domestic
//! trade only with the player whose turn it is, offered asynchronously and
//! lapsing when the turn ends.

use crate::rules::baden_wuerttemberg::command::Command::{self, EndTurn, RollDice};
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::testkit::{cards, Scenario};
use crate::rules::common::table::TableCommand;
use crate::rules::common::Resource;
use crate::rules::{PhaseKind, RuleError, Seat};

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);
const GREEN: Seat = Seat(2);

/// baden-wuerttemberg.txt §Overview of the Turn: the yield roll comes
/// first, then the trade and build phase; clarifications.md: trading of
/// every kind waits for the roll. A player with 8 cards cannot trade down
/// to 6 and so escape discarding on their own 7.
#[test]
fn no_trade_of_any_kind_before_the_yield_roll() {
    let refused = RuleError::WrongPhase(PhaseKind::Roll);
    Scenario::new(3)
        .given(|g| g.hand(RED, "OOOOOOWW").hand(BLUE, "B").roll(RED))
        .when(
            RED,
            Command::Table(TableCommand::SupplyTrade {
                give: Resource::Ore,
                get: Resource::Wool,
            }),
        )
        .then_error(refused.clone())
        .when(
            RED,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("B"),
                to: vec![BLUE],
            }),
        )
        .then_error(refused)
        .when(RED, RollDice)
        .dice([3, 4])
        .then_state(|s| {
            assert!(
                matches!(s.phase, Phase::Discard { ref pending, .. }
                    if pending.iter().any(|d| d.seat == RED && d.count == 4)),
                "the 8 cards kept before the roll are halved on the 7: {:?}",
                s.phase
            );
        });
}

#[test]
fn three_to_one_with_the_supply_once_the_dice_are_rolled() {
    Scenario::new(3)
        .given(|g| g.hand(RED, "OOOO").roll(RED))
        .when(RED, RollDice)
        .dice([1, 1])
        .then_ok()
        .when(
            RED,
            Command::Table(TableCommand::SupplyTrade {
                give: Resource::Ore,
                get: Resource::Wool,
            }),
        )
        .then_state(|s| {
            assert_eq!(s.player(RED).hand.get(Resource::Ore), 1);
            assert_eq!(s.player(RED).hand.get(Resource::Wool), 1);
        });
}

#[test]
fn no_supply_trade_outside_the_own_turn_or_below_three() {
    let trade = Command::Table(TableCommand::SupplyTrade {
        give: Resource::Ore,
        get: Resource::Wool,
    });
    Scenario::new(3)
        .given(|g| g.hand(RED, "OO").hand(BLUE, "OOO").main(RED))
        .when(RED, trade.clone())
        .then_error(RuleError::CannotAfford { cost: cards("OOO") })
        .when(BLUE, trade)
        .then_error(RuleError::NotYourTurn);
}

#[test]
fn players_not_on_turn_cannot_offer_trades() {
    Scenario::new(3)
        .given(|g| g.hand(BLUE, "O").hand(GREEN, "W").main(RED))
        .when(
            BLUE,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("W"),
                to: vec![GREEN],
            }),
        )
        .then_error(RuleError::NotYourTurn);
}

#[test]
fn an_accepted_offer_is_confirmed_by_the_current_player() {
    Scenario::new(3)
        .given(|g| g.hand(RED, "O").hand(BLUE, "W").main(RED))
        .when(
            RED,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("W"),
                to: vec![BLUE, GREEN],
            }),
        )
        .then_ok()
        .when(BLUE, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_ok()
        .when(
            GREEN,
            Command::Table(TableCommand::AcceptOffer { offer: 1 }),
        )
        .then_error(RuleError::CannotAfford { cost: cards("W") })
        .when(
            RED,
            Command::Table(TableCommand::ConfirmTrade {
                offer: 1,
                with: BLUE,
            }),
        )
        .then_state(|s| {
            assert_eq!(s.player(RED).hand, cards("W"));
            assert_eq!(s.player(BLUE).hand, cards("O"));
            assert!(s.offers.is_empty());
        });
}

#[test]
fn open_offers_lapse_when_the_turn_ends() {
    Scenario::new(3)
        .given(|g| g.hand(RED, "O").main(RED))
        .when(
            RED,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("W"),
                to: vec![BLUE],
            }),
        )
        .then_ok()
        .when(RED, EndTurn)
        .then_state(|s| assert!(s.offers.is_empty()));
}

/// The shared table keeps this ruleset's tags: every table event reads and
/// writes the JSON stored before the table was shared, and every table
/// command the JSON clients send; the other ruleset's tag for a trade with
/// the supply is refused.
#[test]
fn table_events_and_commands_keep_their_json() {
    use crate::rules::baden_wuerttemberg::command::Command;
    use crate::rules::baden_wuerttemberg::event::Event;
    use crate::rules::common::table::samples;
    for (table, stored) in samples::events("SupplyTraded") {
        let event = Event::from(table.clone());
        assert_eq!(serde_json::to_value(&event).expect("serializes"), stored);
        let back: Event = serde_json::from_value(stored).expect("reads back");
        assert_eq!(back, event);
        assert_eq!(back.table(), Some(&table));
    }
    for (table, sent) in samples::commands("SupplyTrade") {
        let command = Command::from(table.clone());
        assert_eq!(serde_json::to_value(&command).expect("serializes"), sent);
        let back: Command = serde_json::from_value(sent).expect("reads back");
        assert_eq!(back, command);
        assert_eq!(back.table(), Some(&table));
    }
    // The other ruleset's name for a trade with the supply is no tag here.
    let stored = serde_json::json!({"type": "MaritimeTraded", "seat": 0,
        "gave": {"brick": 3, "lumber": 0, "wool": 0, "grain": 0, "ore": 0},
        "got": {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 1}});
    assert!(serde_json::from_value::<Event>(stored).is_err());
    let sent = serde_json::json!({"type": "MaritimeTrade", "give": "brick", "get": "ore"});
    assert!(serde_json::from_value::<Command>(sent).is_err());
}
