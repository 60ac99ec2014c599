//! What happened that concerns one seat, in the second person, for the top
//! of its page: the outcome of its own latest action ("You rolled 8 and got
//! 1 lumber") and what other seats did to it since ("Bert stole 1 wool from
//! you").
//!
//! Owns wording only, from events already redacted for that seat, so it
//! can say nothing the seat may not see: a steal between two others names
//! no resource because the redacted event holds none.

use super::narrate::{self, Names};
use super::scenario::ScenarioPresent;
use crate::lang::news::NewsLine;
use crate::lang::story;
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang};
use crate::rules::classic::{Classic, Event};
use crate::rules::common::trade::OfferId;
use crate::rules::common::Board;
use crate::rules::CardKind;
use crate::rules::Seat;
use crate::views::common::events::{own_roll, shared_events, Concerning, SharedEvent};
use crate::views::common::news::{self, own_table, News, Offerers};
use crate::views::contract::Present;

shared_events!(
    Event,
    follows: Event::LongestRoadTaken { .. } | Event::LargestArmyTaken { .. } | Event::Scenario(_)
);

/// Whether the event opens what one command produced.
fn opens_command(e: &Event) -> bool {
    !e.follows()
}

/// One command's events: the classic reading of each (`None` for a
/// scenario's own) beside the event itself.
type Run<'a, X> = Vec<(
    Option<Event>,
    &'a Event<<X as crate::rules::classic::Scenario>::Event>,
)>;

/// Whether the event is a scenario's own that strikes the whole table.
fn is_table_news<X: ScenarioPresent>(e: &Event<X::Event>) -> bool {
    matches!(e, Event::Scenario(s) if X::table_news(s))
}

/// Cuts the events into runs, one per command. What strikes the whole
/// table comes ahead of the event of the command that produced it (an Oil
/// Springs disaster before the turn passes on): it opens that command's
/// run, and the command's own event joins it.
fn runs<X: ScenarioPresent>(events: &[Event<X::Event>]) -> Vec<Run<'_, X>> {
    let read = events
        .iter()
        .map(|e| (X::base_event(e).map(std::borrow::Cow::into_owned), e));
    let mut leading = false;
    news::runs(read, |(base, any)| {
        if is_table_news::<X>(any) {
            let opens = !leading;
            leading = true;
            return opens;
        }
        let opens = base.as_ref().is_some_and(opens_command);
        if opens && leading {
            leading = false;
            return false;
        }
        opens
    })
}

/// The seat whose command made the run: the run's first event, or after
/// what struck the table, the command's own event.
fn run_seat<X: ScenarioPresent>(run: &Run<'_, X>) -> Option<Seat> {
    let (first, any) = run.first()?;
    let opener = if is_table_news::<X>(any) {
        run.iter()
            .find_map(|(base, _)| base.as_ref().filter(|e| opens_command(e)))
    } else {
        first.as_ref().filter(|e| opens_command(e))
    };
    opener.and_then(Event::seat)
}

/// Builds the news of `me` from its latest events (oldest first, redacted
/// for `me`). `offers` names who made the offers still open.
pub fn news<X: ScenarioPresent>(
    lang: Lang,
    events: &[Event<X::Event>],
    me: Seat,
    names: &Names,
    board: &Board,
    offers: &[(OfferId, Seat)],
) -> News {
    let offerers = Offerers::new(offers, events.iter().filter_map(Event::table));
    let runs = runs::<X>(events);
    let mut news = News::of(
        &runs,
        me,
        run_seat::<X>,
        |r| own_result::<X>(lang, r, me, names, board, &offerers),
        |r| concerning::<X>(lang, r, me, names, &offerers),
    );
    // What struck the table in the seat's latest command or since.
    let mine = runs.iter().rposition(|r| run_seat::<X>(r) == Some(me));
    news.table = runs[mine.unwrap_or(0)..]
        .iter()
        .flatten()
        .filter_map(|(_, any)| match any {
            Event::Scenario(s) if X::table_news(s) => Some(X::narrate(lang, s, names, board)),
            _ => None,
        })
        .collect();
    news
}

/// The outcome of one of `me`'s own commands, in the second person.
#[allow(clippy::too_many_lines)]
fn own_result<X: ScenarioPresent>(
    lang: Lang,
    run: &Run<'_, X>,
    me: Seat,
    names: &Names,
    board: &Board,
    offerers: &Offerers,
) -> String {
    let n = |s: &Seat| names.of(*s);
    let mut sentences: Vec<String> = Vec::new();
    let mut i = 0;
    while i < run.len() {
        let (base, any) = &run[i];
        let next = run.get(i + 1).and_then(|(b, _)| b.as_ref());
        let Some(e) = base else {
            // What struck the table is told first, apart.
            if !is_table_news::<X>(any) {
                sentences.push(<Classic<X> as Present>::narrate(
                    lang,
                    any,
                    names,
                    Some(board),
                ));
            }
            i += 1;
            continue;
        };
        if let Some(t) = e.table() {
            sentences.push(own_table(lang, Words::Classic, t, names, offerers));
            i += 1;
            continue;
        }
        if let Some((said, told)) = own_roll(lang, Words::Classic, e, next, me) {
            sentences.extend(said);
            i += told;
            continue;
        }
        let line = match e {
            Event::RobberMoved { tile, .. } => {
                let place = story::tile(lang, board, *tile);
                match next {
                    Some(Event::CardStolen {
                        victim, resource, ..
                    }) => {
                        i += 1;
                        match resource {
                            Some(r) => NewsLine::RobbedStole {
                                place,
                                victim: n(victim),
                                resource: *r,
                            },
                            None => NewsLine::RobbedStoleCard {
                                place,
                                victim: n(victim),
                            },
                        }
                    }
                    _ => NewsLine::Robbed { place },
                }
            }
            Event::CardStolen {
                victim, resource, ..
            } => match resource {
                Some(r) => NewsLine::Stole {
                    victim: n(victim),
                    resource: *r,
                },
                None => NewsLine::StoleCard { victim: n(victim) },
            },
            Event::DevelopmentCardBought { card, .. } => match card {
                Some(c) => NewsLine::BoughtCard {
                    card: CardKind::Classic(*c),
                },
                None => NewsLine::BoughtHidden,
            },
            Event::KnightPlayed { .. } => NewsLine::PlayedKnight,
            Event::RoadBuildingPlayed { .. } => NewsLine::PlayedRoadBuilding,
            Event::YearOfPlentyPlayed { cards, .. } => NewsLine::PlayedPlenty {
                cards: story::cards(lang, Words::Classic, cards),
            },
            Event::MonopolyPlayed {
                resource, taken, ..
            } => {
                let from: Vec<String> = taken
                    .iter()
                    .filter(|t| t.cards.total() > 0)
                    .map(|t| {
                        lang.say(NewsLine::TookFrom {
                            count: t.cards.total(),
                            who: n(&t.seat),
                        })
                    })
                    .collect();
                if from.is_empty() {
                    NewsLine::MonopolyNone {
                        resource: *resource,
                    }
                } else {
                    NewsLine::Monopoly {
                        total: taken.iter().map(|t| t.cards.total()).sum(),
                        resource: *resource,
                        from: list_and(lang, &from),
                    }
                }
            }
            Event::SettlementBuilt { node, .. } => NewsLine::BuiltSettlement {
                at: story::node(lang, board, *node),
            },
            Event::RoadBuilt { edge, .. } => NewsLine::BuiltRoad {
                at: story::edge(lang, board, *edge),
            },
            Event::CityBuilt { node, .. } => NewsLine::BuiltCity {
                at: story::node(lang, board, *node),
            },
            Event::StartingResourcesTaken { cards, .. } => NewsLine::StartingTaken {
                cards: story::cards(lang, Words::Classic, cards),
            },
            Event::LongestRoadTaken {
                seat: Some(s),
                length,
            } if *s == me => NewsLine::LongestRoad { length: *length },
            Event::LargestArmyTaken { seat, knights } if *seat == me => {
                NewsLine::LargestArmy { knights: *knights }
            }
            Event::TurnEnded { next, .. } => NewsLine::TurnEnded { next: n(next) },
            Event::SpecialBuildingFinished { seat, .. } if *seat == me => NewsLine::SpecialDone,
            Event::GameWon { seat, points } if *seat == me => NewsLine::Won { points: *points },
            other => {
                sentences.push(narrate::event(lang, other, names, board));
                i += 1;
                continue;
            }
        };
        sentences.push(lang.say(line));
        i += 1;
    }
    sentences.join(" ")
}

/// What another seat's command did to `me`, if anything: cards it got or
/// lost, trades with it, answers to its offers.
fn concerning<X: ScenarioPresent>(
    lang: Lang,
    run: &Run<'_, X>,
    me: Seat,
    names: &Names,
    offerers: &Offerers,
) -> Vec<String> {
    let n = |s: &Seat| names.of(*s);
    let mut lines = Vec::new();
    let mut alike = Concerning::new(lang, Words::Classic, me, names, offerers);
    for (base, _) in run {
        let Some(e) = base else { continue };
        if let Some(told) = alike.told(e) {
            lines.extend(told);
            continue;
        }
        if let Event::MonopolyPlayed {
            seat,
            resource,
            taken,
        } = e
        {
            let lost: u32 = taken
                .iter()
                .filter(|t| t.seat == me)
                .map(|t| t.cards.total())
                .sum();
            if lost > 0 {
                lines.push(lang.say(NewsLine::MonopolyTookYours {
                    who: n(seat),
                    resource: *resource,
                    lost,
                }));
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::event::SeatCards;
    use crate::rules::classic::state::DevCard;
    use crate::rules::classic::Base;
    use crate::rules::common::table::TableEvent;
    use crate::rules::common::{Resource, Resources, TileId};
    use crate::rules::Viewer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    fn board() -> Board {
        Board::from_hexes(&[(0, 0)])
    }

    fn redacted(events: Vec<Event>, viewer: Seat) -> Vec<Event> {
        events
            .into_iter()
            .map(|e| e.redacted_for(Viewer::Seat(viewer)))
            .collect()
    }

    fn news_of(events: Vec<Event>, me: Seat) -> News {
        news::<Base>(Lang::En, &redacted(events, me), me, &names(), &board(), &[])
    }

    #[test]
    fn a_roll_tells_the_roller_what_it_got() {
        let n = news_of(
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
                            cards: Resources::new(0, 0, 0, 2, 0),
                        },
                    ],
                },
            ],
            Seat(0),
        );
        assert_eq!(n.result.as_deref(), Some("You rolled 8 and got 1 lumber."));
        assert!(n.since.is_empty());
        let bert = news_of(
            vec![
                Event::DiceRolled {
                    seat: Seat(0),
                    dice: [3, 5],
                },
                Event::ResourcesProduced {
                    gains: vec![SeatCards {
                        seat: Seat(1),
                        cards: Resources::new(0, 0, 0, 2, 0),
                    }],
                },
            ],
            Seat(1),
        );
        assert_eq!(bert.result, None);
        assert_eq!(bert.since, ["Anna rolled 8: you got 2 grain."]);
    }

    /// Five-six-players extension, Special Building Phase: a seat that
    /// said it is done reads it of itself in the second person.
    #[test]
    fn a_seat_done_in_the_special_building_phase_reads_it_as_you() {
        let done = || {
            vec![Event::SpecialBuildingFinished {
                seat: Seat(1),
                plans: None,
            }]
        };
        let bert = news_of(done(), Seat(1));
        assert_eq!(
            bert.result.as_deref(),
            Some("You are done in the special building phase.")
        );
        let events = redacted(done(), Seat(1));
        let german = news::<Base>(Lang::De, &events, Seat(1), &names(), &board(), &[]);
        assert_eq!(
            german.result.as_deref(),
            Some("Du bist in der Sonderbauphase fertig.")
        );
    }

    #[test]
    fn a_steal_names_the_card_to_thief_and_victim_only() {
        let events = || {
            vec![
                Event::RobberMoved {
                    seat: Seat(0),
                    tile: TileId(0),
                },
                Event::CardStolen {
                    seat: Seat(0),
                    victim: Seat(1),
                    resource: Some(Resource::Wool),
                },
            ]
        };
        let thief = news_of(events(), Seat(0));
        assert!(thief
            .result
            .as_deref()
            .is_some_and(|r| r.ends_with("and stole 1 wool from Bert.")));
        let victim = news_of(events(), Seat(1));
        assert_eq!(victim.since, ["Anna stole 1 wool from you."]);
        let other = news_of(events(), Seat(2));
        assert!(other.since.is_empty(), "a steal from another is not news");
        let all = format!("{other:?}");
        assert!(!all.contains("wool"));
    }

    #[test]
    fn a_purchase_names_the_card_to_the_buyer_only() {
        let events = || {
            vec![Event::DevelopmentCardBought {
                seat: Seat(0),
                card: Some(DevCard::Knight),
            }]
        };
        assert_eq!(
            news_of(events(), Seat(0)).result.as_deref(),
            Some("You bought a development card: Knight.")
        );
        let other = news_of(events(), Seat(1));
        assert_eq!(other, News::default());
    }

    #[test]
    fn a_bank_trade_and_an_offer_read_as_results() {
        let bank = news_of(
            vec![Event::Table(TableEvent::SupplyTraded {
                seat: Seat(0),
                gave: Resources::new(0, 0, 0, 4, 0),
                got: Resources::new(0, 0, 0, 0, 1),
            })],
            Seat(0),
        );
        assert_eq!(
            bank.result.as_deref(),
            Some("You traded 4 grain for 1 ore with the bank.")
        );
        let offer = news_of(
            vec![Event::Table(TableEvent::TradeOffered {
                offer: 1,
                seat: Seat(0),
                give: Resources::new(0, 0, 1, 0, 0),
                want: Resources::new(0, 0, 0, 0, 1),
                to: vec![Seat(1), Seat(2)],
            })],
            Seat(0),
        );
        assert_eq!(
            offer.result.as_deref(),
            Some("Your offer went to Bert and Cleo: you give 1 wool for 1 ore.")
        );
    }

    #[test]
    fn answers_and_trades_reach_the_seats_they_concern() {
        let events = || {
            vec![
                Event::Table(TableEvent::TradeOffered {
                    offer: 1,
                    seat: Seat(0),
                    give: Resources::new(0, 0, 1, 0, 0),
                    want: Resources::new(0, 0, 0, 0, 1),
                    to: vec![Seat(1)],
                }),
                Event::Table(TableEvent::OfferAccepted {
                    offer: 1,
                    seat: Seat(1),
                }),
                Event::Table(TableEvent::TradeConfirmed {
                    offer: 1,
                    seat: Seat(0),
                    with: Seat(1),
                    gave: Resources::new(0, 0, 1, 0, 0),
                    got: Resources::new(0, 0, 0, 0, 1),
                }),
            ]
        };
        let anna = news_of(events(), Seat(0));
        assert_eq!(
            anna.result.as_deref(),
            Some("You traded 1 wool to Bert for 1 ore.")
        );
        let bert = news_of(events(), Seat(1));
        assert_eq!(
            bert.result.as_deref(),
            Some("You accepted Anna’s offer; the trade happens when they confirm it.")
        );
        assert_eq!(
            bert.since,
            ["Anna traded with you: you gave 1 ore and got 1 wool."]
        );
        let before_confirm = &redacted(events(), Seat(0))[..2];
        let anna = news::<Base>(Lang::En, before_confirm, Seat(0), &names(), &board(), &[]);
        assert_eq!(anna.since, ["Bert accepted your offer."]);
    }

    #[test]
    fn a_monopoly_tells_each_loser_what_it_lost() {
        let events = vec![Event::MonopolyPlayed {
            seat: Seat(0),
            resource: Resource::Ore,
            taken: vec![
                SeatCards {
                    seat: Seat(1),
                    cards: Resources::new(0, 0, 0, 0, 2),
                },
                SeatCards {
                    seat: Seat(2),
                    cards: Resources::ZERO,
                },
            ],
        }];
        assert_eq!(
            news_of(events.clone(), Seat(0)).result.as_deref(),
            Some("You played Monopoly and took 2 ore: 2 from Bert.")
        );
        assert_eq!(
            news_of(events.clone(), Seat(1)).since,
            ["Anna played Monopoly on ore and took your 2 ore."]
        );
        assert!(news_of(events, Seat(2)).since.is_empty());
    }

    /// A German seat reads its news in German, the second person worded by
    /// the language's file ("Du hast …"), names and numbers as they are.
    #[test]
    fn a_german_seat_reads_its_news_in_german() {
        let de = |events: Vec<Event>, me: Seat| {
            news::<Base>(Lang::De, &redacted(events, me), me, &names(), &board(), &[])
        };
        let roll = || {
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
                            cards: Resources::new(0, 0, 0, 2, 0),
                        },
                    ],
                },
            ]
        };
        assert_eq!(
            de(roll(), Seat(0)).result.as_deref(),
            Some("Du hast 8 gewürfelt und 1 Holz bekommen.")
        );
        assert_eq!(
            de(roll(), Seat(1)).since,
            ["Anna hat 8 gewürfelt: Du hast 2 Getreide bekommen."]
        );
        let monopoly = vec![Event::MonopolyPlayed {
            seat: Seat(0),
            resource: Resource::Ore,
            taken: vec![SeatCards {
                seat: Seat(1),
                cards: Resources::new(0, 0, 0, 0, 2),
            }],
        }];
        assert_eq!(
            de(monopoly.clone(), Seat(0)).result.as_deref(),
            Some("Du hast Monopol ausgespielt und 2 Erz genommen: 2 von Bert.")
        );
        assert_eq!(
            de(monopoly, Seat(1)).since,
            ["Anna hat Monopol auf Erz ausgespielt und dir 2 Erz genommen."]
        );
        let ended = vec![Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        }];
        assert_eq!(
            de(ended, Seat(0)).result.as_deref(),
            Some("Du hast deinen Zug beendet; Bert ist dran.")
        );
    }
}
