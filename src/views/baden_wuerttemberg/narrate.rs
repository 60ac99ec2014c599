//! Baden-Württemberg events in plain words, with player, town and landmark
//! names: the history pages and the "latest events" lists. Callers redact
//! first (`Event::redacted_for(viewer)`), so nothing here can reveal what
//! the viewer may not see; a card hidden from the viewer reads as "a card".

use super::{cards_in, crossing_in, field_in, landmark_in, path_in, resource, Names};
use crate::lang::bw::Bw;
use crate::lang::bw_story::BwStory;
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang, Person};
use crate::rules::baden_wuerttemberg::state::DevCard;
use crate::rules::baden_wuerttemberg::Event;
use crate::rules::Seat;
use crate::views::common::events;
use crate::views::common::table;

/// Offer terms from the offering player's side: "1 clay for 1 ore".
pub fn terms(
    give: &crate::rules::common::Resources,
    want: &crate::rules::common::Resources,
) -> String {
    table::terms(Lang::En, give, want, resource)
}

/// One event in plain words. The event must already be redacted for the viewer.
pub fn event(lang: Lang, e: &Event, names: &Names) -> String {
    event_for(lang, e, names, None)
}

/// One event in `lang`, as seat `me` reads it: the sentences about `me`'s
/// own doing in the second person ("You built a town hall in Ehingen."),
/// the others' in the third. The event must already be redacted for `me`.
pub fn event_for(lang: Lang, e: &Event, names: &Names, me: Option<Seat>) -> String {
    let who = |s: &Seat| names.of(*s);
    let person = |s: &Seat| Person::of(me, *s);
    match e {
        Event::GameCreated {
            turn_order,
            variable_founding,
            ..
        } => {
            let order: Vec<String> = turn_order.iter().map(|s| names.of(*s)).collect();
            let order = list_and(lang, &order);
            if *variable_founding {
                lang.say(BwStory::BeganVariable { order })
            } else {
                lang.say(BwStory::Began { order })
            }
        }
        Event::TownHallBuilt { seat, node } => lang.say(BwStory::TownHallBuilt {
            who: who(seat),
            person: person(seat),
            crossing: crossing_in(lang, *node),
        }),
        Event::RoadBuilt { seat, edge } => lang.say(BwStory::RoadBuilt {
            who: who(seat),
            person: person(seat),
            path: path_in(lang, *edge),
        }),
        Event::LandmarkBuilt { seat, node } => lang.say(BwStory::LandmarkBuilt {
            who: who(seat),
            person: person(seat),
            landmark: landmark_in(lang, *node),
        }),
        // A seat reads its own gain in the second person (German).
        Event::ResourcesProduced { gains } if me.is_some() => crate::lang::story::produced_by(
            lang,
            gains.iter().filter(|g| g.cards.total() > 0).map(|g| {
                let cards = crate::lang::story::cards(lang, Words::BadenWuerttemberg, &g.cards);
                (who(&g.seat), person(&g.seat), cards)
            }),
        ),
        Event::StartingResourcesTaken { .. }
        | Event::DiceRolled { .. }
        | Event::ResourcesProduced { .. } => {
            events::narrate(lang, Words::BadenWuerttemberg, e, names).unwrap_or_default()
        }
        Event::Table(t) => table::narrate(lang, Words::BadenWuerttemberg, t, names),
        Event::InventorMoved { seat, tile } => lang.say(BwStory::InventorMoved {
            who: who(seat),
            person: person(seat),
            field: field_in(lang, *tile),
        }),
        Event::CardStolen {
            seat,
            victim,
            resource: r,
        } => match r {
            Some(r) => lang.say(BwStory::Drew {
                who: who(seat),
                person: person(seat),
                resource: *r,
                victim: who(victim),
            }),
            None => lang.say(BwStory::DrewCard {
                who: who(seat),
                person: person(seat),
                victim: who(victim),
            }),
        },
        Event::DevelopmentCardBought { seat, card } => match card {
            Some(c) => lang.say(BwStory::Bought {
                who: who(seat),
                person: person(seat),
                card: dev_name(lang, *c),
            }),
            None => lang.say(BwStory::BoughtCard {
                who: who(seat),
                person: person(seat),
            }),
        },
        Event::InventionPlayed { seat } => lang.say(BwStory::InventionPlayed {
            who: who(seat),
            person: person(seat),
        }),
        Event::RoadBuildingPlayed { seat } => lang.say(BwStory::RoadBuildingPlayed {
            who: who(seat),
            person: person(seat),
        }),
        Event::SuccessfulInventionPlayed { seat, cards: c } => {
            lang.say(BwStory::SuccessfulPlayed {
                who: who(seat),
                person: person(seat),
                cards: cards_in(lang, c),
            })
        }
        Event::TradePlayed { seat } => lang.say(BwStory::TradePlayed {
            who: who(seat),
            person: person(seat),
        }),
        Event::LongestTradeRoadTaken { seat, length } => match seat {
            Some(s) => lang.say(BwStory::RoadTaken {
                who: who(s),
                person: person(s),
                length: *length,
            }),
            None => lang.say(BwStory::RoadSetAside),
        },
        Event::LargestInventorTaken { seat, inventions } => lang.say(BwStory::InventorTaken {
            who: who(seat),
            person: person(seat),
            inventions: *inventions,
        }),
        Event::TurnEnded { seat, next } => lang.say(BwStory::TurnEnded {
            who: who(seat),
            person: person(seat),
            next: who(next),
        }),
        Event::GameWon {
            seat,
            points,
            achievements,
        } => lang.say(BwStory::Won {
            who: who(seat),
            person: person(seat),
            points: *points,
            achievements: *achievements,
        }),
    }
}

/// A development card's name in `lang`: "Trade", "Handel".
pub fn dev_name(lang: Lang, card: DevCard) -> String {
    lang.say(Bw::DevName { card: dev_id(card) })
}

/// A development card's id, as the words select on it.
pub const fn dev_id(card: DevCard) -> &'static str {
    match card {
        DevCard::Invention => "invention",
        DevCard::RoadBuilding => "road-building",
        DevCard::SuccessfulInvention => "successful-invention",
        DevCard::Trade => "trade",
        DevCard::Achievement => "achievement",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::map::map;
    use crate::rules::baden_wuerttemberg::state::DevCard;
    use crate::rules::common::Resource;
    use crate::rules::Viewer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    /// issue #38: a German seat reads its own gain of a production in the
    /// second person; English names every receiver as before.
    #[test]
    fn a_german_seat_reads_its_own_gain_as_du() {
        use crate::rules::common::table::SeatCards;
        use crate::rules::common::Resources;
        let produced = |first: Seat, second: Seat| Event::ResourcesProduced {
            gains: vec![
                SeatCards {
                    seat: first,
                    cards: Resources::new(0, 1, 0, 0, 0),
                },
                SeatCards {
                    seat: second,
                    cards: Resources::new(0, 0, 1, 0, 0),
                },
            ],
        };
        let e = produced(Seat(0), Seat(1));
        let de = event_for(Lang::De, &e, &names(), Some(Seat(1)));
        assert_eq!(de, "Anna hat 1 Holz bekommen; du hast 1 Wolle bekommen.");
        let e = produced(Seat(1), Seat(0));
        let de = event_for(Lang::De, &e, &names(), Some(Seat(1)));
        assert_eq!(de, "Du hast 1 Holz bekommen; Anna hat 1 Wolle bekommen.");
        let public = event(Lang::De, &e, &names());
        assert_eq!(
            public,
            "Bert hat 1 Holz bekommen; Anna hat 1 Wolle bekommen."
        );
        let en = event_for(Lang::En, &e, &names(), Some(Seat(1)));
        assert_eq!(en, "Bert got 1 wood; Anna got 1 wool.");
        assert_eq!(en, event(Lang::En, &e, &names()));
    }

    #[test]
    fn building_reads_with_town_and_landmark_names() {
        let m = map();
        let ehingen = m.named("Ehingen").expect("Ehingen");
        let stuttgart = m.named("Stuttgart").expect("Stuttgart");
        assert_eq!(
            event(
                Lang::En,
                &Event::TownHallBuilt {
                    seat: Seat(1),
                    node: ehingen
                },
                &names()
            ),
            "Bert built a town hall in Ehingen."
        );
        assert_eq!(
            event(
                Lang::En,
                &Event::LandmarkBuilt {
                    seat: Seat(0),
                    node: stuttgart
                },
                &names()
            ),
            "Anna built the TV Tower in Stuttgart."
        );
    }

    #[test]
    fn a_drawn_card_is_named_only_to_those_who_may_see_it() {
        let drawn = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Brick),
        };
        let to_victim = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(1))),
            &names(),
        );
        let to_other = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(2))),
            &names(),
        );
        assert_eq!(to_victim, "Anna drew 1 clay from Bert.");
        assert_eq!(to_other, "Anna drew a card from Bert.");
        let bought = Event::DevelopmentCardBought {
            seat: Seat(2),
            card: Some(DevCard::Achievement),
        };
        let public = event(Lang::En, &bought.redacted_for(Viewer::Spectator), &names());
        assert!(!public.contains("Achievement"), "{public}");
    }

    /// Issue #38: the narration reads German for a German reader, with
    /// the game's German terms, and the reader's own doing in the second
    /// person.
    #[test]
    fn events_read_in_german_and_the_reader_s_own_in_the_second_person() {
        let m = map();
        let ehingen = m.named("Ehingen").expect("Ehingen");
        let built = Event::TownHallBuilt {
            seat: Seat(1),
            node: ehingen,
        };
        assert_eq!(
            event(Lang::De, &built, &names()),
            "Bert hat ein Rathaus in Ehingen gebaut."
        );
        assert_eq!(
            event_for(Lang::De, &built, &names(), Some(Seat(1))),
            "Du hast ein Rathaus in Ehingen gebaut."
        );
        assert_eq!(
            event_for(Lang::En, &built, &names(), Some(Seat(1))),
            "You built a town hall in Ehingen."
        );
        let drawn = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Brick),
        };
        assert_eq!(
            event(Lang::De, &drawn, &names()),
            "Anna hat 1 Lehm von Bert gezogen."
        );
        let bought = Event::DevelopmentCardBought {
            seat: Seat(2),
            card: Some(DevCard::SuccessfulInvention),
        };
        assert_eq!(
            event(Lang::De, &bought, &names()),
            "Cleo hat eine Entwicklungskarte gekauft: Gelungene Erfindung."
        );
        let won = Event::GameWon {
            seat: Seat(0),
            points: 12,
            achievements: 1,
        };
        assert_eq!(
            event(Lang::De, &won, &names()),
            "Anna hat mit 12 Siegpunkten gewonnen und 1 Errungenschaft aufgedeckt."
        );
        assert_eq!(
            event(Lang::En, &won, &names()),
            "Anna won with 12 victory points, revealing 1 achievement."
        );
        let ended = Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        };
        assert_eq!(
            event(Lang::De, &ended, &names()),
            "Anna hat den Zug beendet; Bert ist dran."
        );
    }
}
