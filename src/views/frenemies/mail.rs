//! What Frenemies adds to the emails, in words: the favor tokens a player
//! may use in a "your turn" email, the out-of-turn question of a gift
//! offered to the recipient, and the answer told to the giver.
//!
//! Owns wording only, from the seat's view and the events of one command
//! (redacted for the seat); the mail layer picks the emails and renders them.

use crate::lang::notice::Notice;
use crate::lang::story::{self, Story};
use crate::lang::{list_and, Lang};
use crate::rules::classic::{Event, View};
use crate::rules::common::Resources;
use crate::rules::frenemies::{FrenemiesEvent, FrenemiesView, Guild};
use crate::rules::Seat;
use crate::views::common::notice::{MailExtras, Told};
use crate::views::common::words::Names;

/// What Frenemies adds to `seat`'s notices after one command: `view` is the
/// seat's view after it; in `lang`.
pub fn extras(lang: Lang, view: &View<FrenemiesView>, seat: Seat) -> MailExtras {
    let Some(fr) = view.scenario.as_ref() else {
        return MailExtras::default();
    };
    MailExtras {
        turn: turn_lines_in(lang, fr, seat),
        ..MailExtras::default()
    }
}

/// What the scenario adds to `seat`'s "your turn" email: the tokens it may
/// use this turn, by guild (its own, so nobody else's are named).
pub fn turn_lines(fr: &FrenemiesView, seat: Seat) -> Vec<String> {
    turn_lines_in(Lang::En, fr, seat)
}

/// [`turn_lines`] in `lang`.
pub fn turn_lines_in(lang: Lang, fr: &FrenemiesView, seat: Seat) -> Vec<String> {
    let Some(own) = fr.own.iter().find(|o| o.seat == seat) else {
        return Vec::new();
    };
    if own.tokens.is_empty() {
        return vec![lang.say(Notice::FrNoTokens {
            markers: fr.markers_left,
        })];
    }
    let usable = own.tokens.saturating_sub(&own.locked);
    let uses: Vec<String> = Guild::ALL
        .into_iter()
        .filter(|g| usable.get(*g) >= g.cost())
        .map(|guild| lang.say(Notice::FrUse { guild }))
        .collect();
    let mut lines = vec![lang.say(Notice::FrHold {
        tokens: lang.say(Story::FavorTokens {
            count: own.tokens.total(),
        }),
        detail: story::fr_tokens(lang, &own.tokens),
        usable: usable.total(),
    })];
    if usable.is_empty() {
        lines.push(lang.say(Notice::FrEarnedThisTurn));
    } else if uses.is_empty() {
        lines.push(lang.say(Notice::FrNoFavorYet));
    } else {
        lines.push(lang.say(Notice::FrRedeem {
            guilds: list_and(lang, &uses),
        }));
    }
    lines
}

/// The scenario's own email for `seat`, if this command calls for one: a
/// gift offered to it (an out-of-turn question), or the answer to its gift, in English.
pub fn told(
    fr: &FrenemiesView,
    events: &[Event<FrenemiesEvent>],
    names: &Names,
    seat: Seat,
) -> Option<Told> {
    told_holding(Lang::En, fr, events, names, seat, None)
}

/// [`told`] in `lang`, knowing the seat's own `hand`: a giver asked for a
/// resource it does not hold reads that it can only withdraw its gift.
pub fn told_holding(
    lang: Lang,
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
                let who = names.of(*from);
                return Some(Told {
                    headline: lang.say(Notice::FrGiftHead {
                        who: who.clone(),
                        resource: *resource,
                    }),
                    lines: vec![
                        lang.say(Notice::FrGiftLine {
                            who,
                            resource: *resource,
                        }),
                        lang.say(Notice::FrGiftAsk),
                    ],
                    asks: true,
                });
            }
            FrenemiesEvent::GiftAccepted {
                seat: by,
                from,
                resource,
            } if *from == seat => {
                let who = names.of(*by);
                return Some(Told {
                    headline: lang.say(Notice::FrTookHead { who: who.clone() }),
                    lines: vec![lang.say(Notice::FrTookLine {
                        who,
                        resource: *resource,
                    })],
                    asks: false,
                });
            }
            FrenemiesEvent::GiftRejected { seat: by, from } if *from == seat => {
                let who = names.of(*by);
                return Some(Told {
                    headline: lang.say(Notice::FrRefusedHead { who: who.clone() }),
                    lines: vec![lang.say(Notice::FrRefusedLine { who })],
                    asks: false,
                });
            }
            FrenemiesEvent::AnotherResourceAsked {
                seat: by,
                from,
                resource,
            } if *from == seat => {
                let who = names.of(*by);
                return Some(Told {
                    headline: lang.say(Notice::FrAskHead {
                        who: who.clone(),
                        resource: *resource,
                    }),
                    lines: vec![
                        lang.say(Notice::FrAskLine {
                            who,
                            resource: *resource,
                        }),
                        lang.say(if hand.is_some_and(|h| h.get(*resource) == 0) {
                            Notice::FrCannotGive {
                                resource: *resource,
                            }
                        } else {
                            Notice::FrGiveOrWithdraw
                        }),
                    ],
                    asks: true,
                });
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rules::common::Resource;
    use crate::rules::frenemies::state::Gift;
    use crate::rules::frenemies::view::{OwnTokens, PublicHolding};
    use crate::rules::frenemies::Guilds;

    /// Ben (seat 1) holds 1 wagon and 2 books, the wagon earned this turn,
    /// and Anna offers him 1 ore (the mail layer's tests read it too).
    pub(crate) fn view() -> FrenemiesView {
        FrenemiesView {
            supply: 40,
            supply_by_guild: None,
            halls: Guilds::ZERO,
            markers_left: 8,
            players: (0..3)
                .map(|s| PublicHolding {
                    seat: Seat(s),
                    tokens: if s == 1 { 3 } else { 0 },
                    markers: 0,
                })
                .collect(),
            own: vec![OwnTokens {
                seat: Seat(1),
                tokens: Guilds::new(1, 0, 0, 2, 0),
                locked: Guilds::of(Guild::Traders, 1),
                drawn: None,
            }],
            gift: Some(Gift {
                from: Seat(0),
                to: Seat(1),
                resource: Resource::Ore,
                asked: None,
            }),
            gifted: false,
            used: None,
        }
    }

    /// issue #38: a German seat reads its favor tokens and a gift offered
    /// to it in German; an English seat reads the same English as before.
    #[test]
    fn favor_lines_and_a_gift_read_in_german() {
        let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
        let lines = turn_lines_in(Lang::De, &view(), Seat(1));
        assert!(lines[0].starts_with("Du hast 3 "), "{lines:?}");
        assert!(
            lines[0].contains("davon darfst du in diesem Zug nutzen"),
            "{lines:?}"
        );
        assert_eq!(
            turn_lines_in(Lang::En, &view(), Seat(1)),
            turn_lines(&view(), Seat(1))
        );
        let offered = [Event::Scenario(FrenemiesEvent::GiftOffered {
            seat: Seat(0),
            to: Seat(1),
            resource: Resource::Ore,
        })];
        let t = told_holding(Lang::De, &view(), &offered, &names, Seat(1), None)
            .expect("the gift is asked");
        assert_eq!(t.headline, "Anna schenkt dir 1 Erz");
        assert!(
            t.lines[1].contains("Das Spiel wartet auf deine Antwort"),
            "{:?}",
            t.lines
        );
        assert_eq!(
            told(&view(), &offered, &names, Seat(1)).map(|t| t.headline),
            Some("Anna offers you a gift of 1 ore".to_owned())
        );
    }
}
