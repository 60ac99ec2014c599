//! What happened that concerns one seat of a Baden-Württemberg game, in
//! the second person and this game's words, for the top of its page: the
//! outcome of its own latest action ("You rolled 8 and got 1 wood") and
//! what other seats did to it since ("Bert drew 1 wool from you").
//!
//! Owns wording only, from events already redacted for that seat, so it
//! can say nothing the seat may not see.

use super::narrate;
use super::{field_in, Names};
use crate::lang::bw_story::BwStory;
use crate::lang::news::NewsLine;
use crate::lang::terms::Words;
use crate::lang::{Lang, Person};
use crate::rules::baden_wuerttemberg::Event;
use crate::rules::common::trade::OfferId;
use crate::rules::Seat;
use crate::views::common::events::{own_roll, shared_events, Concerning, SharedEvent};
use crate::views::common::news::{own_table, runs, News, Offerers};

shared_events!(
    Event,
    follows: Event::LongestTradeRoadTaken { .. } | Event::LargestInventorTaken { .. }
);

/// Whether the event opens what one command produced.
fn opens_command(e: &Event) -> bool {
    !e.follows()
}

/// Builds the news of `me` from its latest events (oldest first, redacted
/// for `me`). `offers` names who made the offers still open.
pub fn news(
    lang: Lang,
    events: &[Event],
    me: Seat,
    names: &Names,
    offers: &[(OfferId, Seat)],
) -> News {
    let offerers = Offerers::new(offers, events.iter().filter_map(Event::table));
    let runs = runs(events, |e| opens_command(e));
    News::of(
        &runs,
        me,
        |r| {
            r.first()
                .filter(|e| opens_command(e))
                .and_then(|e| e.seat())
        },
        |r| own_result(lang, r, me, names, &offerers),
        |r| concerning(lang, r, me, names, &offerers),
    )
}

/// The outcome of one of `me`'s own commands, in the second person.
fn own_result(lang: Lang, run: &[&Event], me: Seat, names: &Names, offerers: &Offerers) -> String {
    let mut sentences: Vec<String> = Vec::new();
    let mut i = 0;
    while i < run.len() {
        let next = run.get(i + 1).copied();
        if let Some(t) = run[i].table() {
            sentences.push(own_table(
                lang,
                Words::BadenWuerttemberg,
                t,
                names,
                offerers,
            ));
            i += 1;
            continue;
        }
        if let Some((said, told)) = own_roll(lang, Words::BadenWuerttemberg, run[i], next, me) {
            sentences.extend(said);
            i += told;
            continue;
        }
        let you = |s: &Seat| (names.of(*s), Person::of(Some(me), *s));
        let sentence = match run[i] {
            Event::InventorMoved { seat, tile } => {
                let field = field_in(lang, *tile);
                let (who, person) = you(seat);
                match next {
                    Some(Event::CardStolen {
                        victim,
                        resource: r,
                        ..
                    }) => {
                        i += 1;
                        match r {
                            Some(r) => lang.say(BwStory::InventorDrew {
                                who,
                                person,
                                field,
                                resource: *r,
                                victim: names.of(*victim),
                            }),
                            None => lang.say(BwStory::InventorDrewCard {
                                who,
                                person,
                                field,
                                victim: names.of(*victim),
                            }),
                        }
                    }
                    _ => lang.say(BwStory::InventorMoved { who, person, field }),
                }
            }
            Event::GameWon { seat, points, .. } if *seat == me => {
                lang.say(BwStory::WonYou { points: *points })
            }
            Event::StartingResourcesTaken { cards, .. } => lang.say(NewsLine::TookStarting {
                cards: crate::lang::story::cards(lang, Words::BadenWuerttemberg, cards),
            }),
            other => narrate::event_for(lang, other, names, Some(me)),
        };
        sentences.push(sentence);
        i += 1;
    }
    sentences.join(" ")
}

/// What another seat's command did to `me`, if anything: cards it got or
/// lost, trades with it, answers to its offers.
fn concerning(
    lang: Lang,
    run: &[&Event],
    me: Seat,
    names: &Names,
    offerers: &Offerers,
) -> Vec<String> {
    let mut alike = Concerning::new(lang, Words::BadenWuerttemberg, me, names, offerers);
    run.iter()
        .filter_map(|e| alike.told(*e).flatten())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::state::DevCard;
    use crate::rules::common::table::{SeatCards, TableEvent};
    use crate::rules::common::Resource;
    use crate::rules::common::Resources;
    use crate::rules::{AnyEvent, Viewer};

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    fn news_of(events: Vec<Event>, me: Seat) -> News {
        news_in(Lang::En, events, me)
    }

    fn news_in(lang: Lang, events: Vec<Event>, me: Seat) -> News {
        let redacted: Vec<Event> = events
            .into_iter()
            .filter_map(
                |e| match AnyEvent::BadenWuerttemberg(e).redacted_for(Viewer::Seat(me)) {
                    AnyEvent::BadenWuerttemberg(e) => Some(e),
                    _ => None,
                },
            )
            .collect();
        news(lang, &redacted, me, &names(), &[])
    }

    #[test]
    fn a_roll_tells_the_roller_and_the_others_what_they_got() {
        let events = || {
            vec![
                Event::DiceRolled {
                    seat: Seat(0),
                    dice: [3, 5],
                },
                Event::ResourcesProduced {
                    gains: vec![
                        SeatCards {
                            seat: Seat(0),
                            cards: Resources::new(0, 1, 0, 0, 0),
                        },
                        SeatCards {
                            seat: Seat(1),
                            cards: Resources::new(1, 0, 0, 0, 0),
                        },
                    ],
                },
            ]
        };
        let anna = news_of(events(), Seat(0));
        assert_eq!(anna.result.as_deref(), Some("You rolled 8 and got 1 wood."));
        let bert = news_of(events(), Seat(1));
        assert_eq!(bert.result, None);
        assert_eq!(bert.since, ["Anna rolled 8: you got 1 clay."]);
        assert_eq!(news_of(events(), Seat(2)), News::default());
    }

    #[test]
    fn a_purchase_and_a_supply_trade_read_as_results_for_the_buyer_only() {
        let bought = || {
            vec![Event::DevelopmentCardBought {
                seat: Seat(0),
                card: Some(DevCard::Trade),
            }]
        };
        assert_eq!(
            news_of(bought(), Seat(0)).result.as_deref(),
            Some("You bought a development card: Trade.")
        );
        assert_eq!(news_of(bought(), Seat(1)), News::default());
        let traded = news_of(
            vec![Event::Table(TableEvent::SupplyTraded {
                seat: Seat(0),
                gave: Resources::new(0, 3, 0, 0, 0),
                got: Resources::new(0, 0, 0, 0, 1),
            })],
            Seat(0),
        );
        assert_eq!(
            traded.result.as_deref(),
            Some("You traded 3 wood for 1 ore with the supply.")
        );
    }

    #[test]
    fn a_draw_by_the_inventor_names_the_card_to_thief_and_victim_only() {
        let events = || {
            vec![Event::CardStolen {
                seat: Seat(0),
                victim: Seat(1),
                resource: Some(Resource::Brick),
            }]
        };
        assert_eq!(
            news_of(events(), Seat(1)).since,
            ["Anna drew 1 clay from you."]
        );
        let other = news_of(events(), Seat(2));
        assert!(!format!("{other:?}").contains("clay"));
    }

    #[test]
    fn a_trade_reaches_both_sides_and_a_build_reads_in_the_second_person() {
        let events = vec![
            Event::Table(TableEvent::TradeConfirmed {
                offer: 1,
                seat: Seat(0),
                with: Seat(1),
                gave: Resources::new(0, 0, 1, 0, 0),
                got: Resources::new(0, 0, 0, 0, 1),
            }),
            Event::TurnEnded {
                seat: Seat(0),
                next: Seat(1),
            },
        ];
        let anna = news_of(events.clone(), Seat(0));
        assert_eq!(
            anna.result.as_deref(),
            Some("You ended your turn; Bert is next.")
        );
        let bert = news_of(events, Seat(1));
        assert_eq!(
            bert.since,
            ["Anna traded with you: you gave 1 ore and got 1 wool."]
        );
    }

    /// Issue #38: a German seat reads its own results in German, in the
    /// second person, and a build by another in the third.
    #[test]
    fn a_german_seat_reads_its_results_in_german() {
        let m = crate::rules::baden_wuerttemberg::map::map();
        let tile = crate::rules::common::TileId(7);
        let events = || {
            vec![
                Event::InventorMoved {
                    seat: Seat(0),
                    tile,
                },
                Event::CardStolen {
                    seat: Seat(0),
                    victim: Seat(1),
                    resource: Some(Resource::Brick),
                },
            ]
        };
        let anna = news_in(Lang::De, events(), Seat(0));
        let result = anna.result.expect("a result");
        assert!(result.starts_with("Du hast den Erfinder nach "), "{result}");
        assert!(
            result.ends_with(" versetzt und 1 Lehm von Bert gezogen."),
            "{result}"
        );
        let english = news_of(events(), Seat(0)).result.expect("a result");
        assert!(
            english.starts_with("You moved the inventor to "),
            "{english}"
        );
        assert!(
            english.ends_with(" and drew 1 clay from Bert."),
            "{english}"
        );
        let ehingen = m.named("Ehingen").expect("Ehingen");
        let built = vec![Event::TownHallBuilt {
            seat: Seat(0),
            node: ehingen,
        }];
        assert_eq!(
            news_in(Lang::De, built.clone(), Seat(0)).result.as_deref(),
            Some("Du hast ein Rathaus in Ehingen gebaut.")
        );
        assert_eq!(
            news_of(built, Seat(0)).result.as_deref(),
            Some("You built a town hall in Ehingen.")
        );
    }
}
