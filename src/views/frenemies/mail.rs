//! What Frenemies adds to the emails, in words: the favor tokens a player
//! may use in a "your turn" email, the out-of-turn question of a gift
//! offered to the recipient, and the answer told to the giver.
//!
//! Owns wording only, from the seat's view and the events of one command
//! (redacted for the seat); the mail layer picks the emails and renders them.

use super::narrate::tokens;
use crate::rules::classic::{Event, View};
use crate::rules::common::Resources;
use crate::rules::frenemies::{FrenemiesEvent, FrenemiesView, Guild};
use crate::rules::Seat;
use crate::views::common::notice::{MailExtras, Told};
use crate::views::common::words::Names;

/// What Frenemies adds to `seat`'s notices after one command: `view` is the
/// seat's view after it.
pub fn extras(view: &View<FrenemiesView>, seat: Seat) -> MailExtras {
    let Some(fr) = view.scenario.as_ref() else {
        return MailExtras::default();
    };
    MailExtras {
        turn: turn_lines(fr, seat),
        ..MailExtras::default()
    }
}

/// What the scenario adds to `seat`'s "your turn" email: the tokens it may
/// use this turn, by guild (its own, so nobody else's are named).
pub fn turn_lines(fr: &FrenemiesView, seat: Seat) -> Vec<String> {
    let Some(own) = fr.own.iter().find(|o| o.seat == seat) else {
        return Vec::new();
    };
    if own.tokens.is_empty() {
        return vec![format!(
            "You hold no favor tokens yet: earn them by moving the robber harmlessly, giving a \
             resource away, or connecting your roads to an opponent's for the first time. {} \
             VP markers are left at the Master Builders.",
            fr.markers_left
        )];
    }
    let usable = own.tokens.saturating_sub(&own.locked);
    let mut uses: Vec<String> = Vec::new();
    for g in Guild::ALL {
        if usable.get(g) >= g.cost() {
            uses.push(
                match g {
                    Guild::Traders => "Traders (up to two 1:1 swaps with the bank)",
                    Guild::Merchants => "Merchants (any 1 resource)",
                    Guild::RoadBuilders => "Road Builders (a free road)",
                    Guild::Scholars => "Scholars (a free development card)",
                    Guild::MasterBuilders => "Master Builders (a VP marker)",
                }
                .to_owned(),
            );
        }
    }
    let mut lines = vec![format!(
        "You hold {} ({}); {} of them you may use this turn.",
        tokens(own.tokens.total()),
        own.tokens,
        usable.total()
    )];
    if usable.is_empty() {
        lines.push("They were all earned this turn: use them from your next turn on.".to_owned());
    } else if uses.is_empty() {
        lines.push(
            "They pay for no favor yet (books and compasses go in twos), but you may exchange \
             one: draw a token and return one."
                .to_owned(),
        );
    } else {
        lines.push(format!(
            "You may redeem them at the {}, or exchange one instead.",
            crate::views::classic::narrate::join_words(&uses)
        ));
    }
    lines
}

/// The scenario's own email for `seat`, if this command calls for one: a
/// gift offered to it (an out-of-turn question), or the answer to its gift.
pub fn told(
    fr: &FrenemiesView,
    events: &[Event<FrenemiesEvent>],
    names: &Names,
    seat: Seat,
) -> Option<Told> {
    told_holding(fr, events, names, seat, None)
}

/// [`told`], knowing the seat's own `hand`: a giver asked for a resource
/// it does not hold reads that it can only withdraw its gift.
pub fn told_holding(
    fr: &FrenemiesView,
    events: &[Event<FrenemiesEvent>],
    names: &Names,
    seat: Seat,
    hand: Option<Resources>,
) -> Option<Told> {
    for e in events {
        let Event::Scenario(e) = e else { continue };
        match e {
            FrenemiesEvent::GiftOffered {
                seat: from,
                to,
                resource,
            } if *to == seat && fr.gift.is_some_and(|g| g.to == seat && g.asked.is_none()) => {
                return Some(Told {
                    headline: format!("{} offers you a gift of 1 {resource}", names.of(*from)),
                    lines: vec![
                        format!(
                            "{} offers you 1 {resource} as a gift (Frenemies: the giver earns a \
                             favor token if you take it).",
                            names.of(*from)
                        ),
                        "Accept it, refuse it, or ask for another resource instead: the game \
                         waits for your answer."
                            .to_owned(),
                    ],
                    asks: true,
                });
            }
            FrenemiesEvent::GiftAccepted {
                seat: by,
                from,
                resource,
            } if *from == seat => {
                return Some(Told {
                    headline: format!("{} took your gift", names.of(*by)),
                    lines: vec![format!(
                        "{} accepted your gift of 1 {resource}: you earned a favor token, \
                         usable from your next turn.",
                        names.of(*by)
                    )],
                    asks: false,
                });
            }
            FrenemiesEvent::GiftRejected { seat: by, from } if *from == seat => {
                return Some(Told {
                    headline: format!("{} refused your gift", names.of(*by)),
                    lines: vec![format!(
                        "{} refused your gift. You may offer one to another eligible player, \
                         or go on with your turn.",
                        names.of(*by)
                    )],
                    asks: false,
                });
            }
            FrenemiesEvent::AnotherResourceAsked {
                seat: by,
                from,
                resource,
            } if *from == seat => {
                return Some(Told {
                    headline: format!("{} asks for 1 {resource} instead", names.of(*by)),
                    lines: vec![
                        format!(
                            "{} asks for 1 {resource} instead of the gift you offered.",
                            names.of(*by)
                        ),
                        if hand.is_some_and(|h| h.get(*resource) == 0) {
                            format!(
                                "You hold no {resource} to give, so you can only withdraw the \
                                 gift: you keep what you offered and may offer a gift again."
                            )
                        } else {
                            "Give it (you earn a favor token) or withdraw the gift.".to_owned()
                        },
                    ],
                    asks: true,
                });
            }
            _ => {}
        }
    }
    None
}
