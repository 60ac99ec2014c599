//! Oil Springs events in plain words: the long form the history pages and
//! the latest events list, and the short clauses of an email's summary.
//!
//! Owns wording only. Every Oil event is open information (oil is kept in
//! front of the players), and callers still redact before narrating, as for
//! every ruleset.

use crate::lang::notice::Notice;
use crate::lang::story::{self, Story};
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang, Person};
use crate::rules::classic::state::OfferId;
use crate::rules::common::Board;
use crate::rules::oil_springs::{OilEvent, SeatOil};
use crate::rules::Seat;
use crate::views::classic::narrate::Names;
use crate::views::classic::scenario::{Extra, OfferTerms};

/// How much oil came from each seat that had any: "2 from Anna", "1 from
/// Bert" (to be listed).
fn from_each(lang: Lang, taken: &[SeatOil], who: &dyn Fn(Seat) -> String) -> Vec<String> {
    taken
        .iter()
        .filter(|t| t.oil > 0)
        .map(|t| {
            lang.say(Story::OilFrom {
                count: u32::from(t.oil),
                who: who(t.seat),
            })
        })
        .collect()
}

/// `parts` joined as one list of clauses: "a; b".
fn clauses(lang: Lang, parts: Vec<String>) -> Option<String> {
    parts
        .into_iter()
        .reduce(|init, item| lang.say(Story::GainsNext { init, item }))
}

/// One Oil event in plain words in `lang`, as the history and the latest
/// events list it. The event must already be redacted for the viewer.
pub fn event(lang: Lang, e: &OilEvent, names: &Names, board: &Board) -> String {
    let n = |s: Seat| names.of(s);
    let list = |items: Vec<String>| list_and(lang, &items);
    let places = |nodes: &[crate::rules::common::NodeId]| {
        list(
            nodes
                .iter()
                .map(|id| story::node(lang, board, *id))
                .collect(),
        )
    };
    lang.say(match e {
        OilEvent::OilSpringsPlaced { springs } => Story::OilFound {
            tiles: list(
                springs
                    .iter()
                    .map(|t| story::tile(lang, board, *t))
                    .collect(),
            ),
        },
        OilEvent::OilProduced { gains } => {
            let got = gains
                .iter()
                .filter(|g| g.oil > 0)
                .map(|g| {
                    lang.say(Story::OilGot {
                        who: n(g.seat),
                        oil: g.oil,
                    })
                })
                .collect();
            match clauses(lang, got) {
                Some(gains) => Story::OilFromSprings { gains },
                None => Story::OilNone,
            }
        }
        OilEvent::StartingOilTaken { seat, oil: k } => Story::OilStarting {
            who: n(*seat),
            oil: *k,
        },
        OilEvent::OilTaken { seat, oil: k } => Story::OilTaken {
            who: n(*seat),
            oil: *k,
        },
        OilEvent::OilDiscarded {
            seat,
            oil: k,
            cards,
        } if cards.is_empty() => Story::OilDiscarded {
            who: n(*seat),
            oil: *k,
        },
        OilEvent::OilDiscarded {
            seat,
            oil: k,
            cards,
        } => Story::OilDiscardedWith {
            who: n(*seat),
            oil: *k,
            cards: story::cards(lang, Words::Classic, cards),
        },
        OilEvent::OilStolen { seat, victim } => Story::OilStolen {
            who: n(*seat),
            victim: n(*victim),
        },
        OilEvent::OilConverted { seat, resource } => Story::OilConverted {
            who: n(*seat),
            resource: *resource,
        },
        OilEvent::MetropolisBuilt { seat, node } => Story::OilMetropolis {
            who: n(*seat),
            at: story::node(lang, board, *node),
        },
        OilEvent::OilSequestered { seat } => Story::OilSequestered { who: n(*seat) },
        OilEvent::ChampionTaken { seat, sequestered } => Story::OilChampion {
            who: n(*seat),
            oil: *sequestered,
        },
        OilEvent::OilTermsSet {
            offer,
            seat,
            give,
            want,
        } => Story::OilTerms {
            who: n(*seat),
            offer: *offer,
            give: *give,
            want: *want,
        },
        OilEvent::OilTraded {
            seat,
            with,
            gave,
            got,
            ..
        } => Story::OilTraded {
            who: n(*seat),
            gave: *gave,
            with: n(*with),
            got: *got,
        },
        OilEvent::OilMonopolyPlayed { seat, taken } => {
            let total: u32 = taken.iter().map(|t| u32::from(t.oil)).sum();
            if total == 0 {
                Story::OilMonopolyNone { who: n(*seat) }
            } else {
                Story::OilMonopoly {
                    who: n(*seat),
                    total,
                    from: list(from_each(lang, taken, &n)),
                }
            }
        }
        OilEvent::DisasterRolled { seat, dice } => Story::OilDisaster {
            who: n(*seat),
            first: dice[0],
            second: dice[1],
            sum: dice[0] + dice[1],
        },
        OilEvent::CoastFlooded {
            settlements_removed,
            cities_reduced,
            cities_removed,
        } => {
            let mut parts = Vec::new();
            if !settlements_removed.is_empty() {
                parts.push(Story::OilSettlementsWashed {
                    places: places(settlements_removed),
                });
            }
            if !cities_reduced.is_empty() {
                parts.push(Story::OilCitiesReduced {
                    places: places(cities_reduced),
                });
            }
            if !cities_removed.is_empty() {
                parts.push(Story::OilCitiesWashed {
                    places: places(cities_removed),
                });
            }
            match clauses(lang, parts.into_iter().map(|p| lang.say(p)).collect()) {
                Some(parts) => Story::OilFlooded { parts },
                None => Story::OilFloodedNothing,
            }
        }
        OilEvent::HexPolluted { tile, number } => Story::OilHexPolluted {
            tile: story::tile(lang, board, *tile),
            number: *number,
        },
        OilEvent::SpringPolluted {
            tile,
            from_supply,
            from_players,
        } => {
            let total = u32::from(*from_supply)
                + from_players.iter().map(|p| u32::from(p.oil)).sum::<u32>();
            let tile = story::tile(lang, board, *tile);
            if total == 0 {
                Story::OilSpringDry { tile }
            } else {
                let mut sources = Vec::new();
                if *from_supply > 0 {
                    sources.push(lang.say(Story::OilFromSupply {
                        count: u32::from(*from_supply),
                    }));
                }
                sources.extend(from_each(lang, from_players, &n));
                Story::OilSpringLost {
                    tile,
                    total,
                    sources: list(sources),
                }
            }
        }
        OilEvent::IslandAbandoned { champion } => match champion {
            Some(c) => Story::OilAbandoned { who: n(*c) },
            None => Story::OilAbandonedNobody,
        },
    })
}

impl crate::views::classic::scenario::SummaryWords for OilEvent {
    fn clause(
        &self,
        lang: Lang,
        viewer: Seat,
        who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<String> {
        clause(lang, self, viewer, who)
    }

    /// A disaster is told by the news lines of every player's email.
    fn in_lead(&self) -> bool {
        matches!(
            self,
            OilEvent::DisasterRolled { .. }
                | OilEvent::CoastFlooded { .. }
                | OilEvent::HexPolluted { .. }
                | OilEvent::SpringPolluted { .. }
                | OilEvent::IslandAbandoned { .. }
        )
    }

    /// The oil of an offer or counter-offer, named with its cards ("1 ore
    /// and 2 oil") in the emails that tell the offer.
    fn offer_terms(&self, id: OfferId) -> Option<OfferTerms> {
        match self {
            OilEvent::OilTermsSet {
                offer, give, want, ..
            } if *offer == id => Some(OfferTerms {
                give: (*give > 0).then_some(Extra::Oil(*give)),
                want: (*want > 0).then_some(Extra::Oil(*want)),
            }),
            _ => None,
        }
    }
}

/// One Oil event as a short clause of an email's summary in `lang` ("you
/// got 2 oil"), or `None` when it says nothing worth an email line. `who`
/// names a seat and says whether it is the recipient.
pub fn clause(
    lang: Lang,
    e: &OilEvent,
    viewer: Seat,
    who: &dyn Fn(Seat) -> (String, Person),
) -> Option<String> {
    Some(lang.say(match e {
        // An offer's oil is told with its cards (`offer_terms`).
        OilEvent::OilSpringsPlaced { .. } | OilEvent::OilTermsSet { .. } => return None,
        OilEvent::OilProduced { gains } => {
            let mine = gains.iter().find(|g| g.seat == viewer && g.oil > 0)?;
            Notice::OilGot { oil: mine.oil }
        }
        OilEvent::StartingOilTaken { seat, oil } => {
            let (who, person) = who(*seat);
            Notice::OilStarting {
                who,
                person,
                oil: *oil,
            }
        }
        OilEvent::OilTaken { seat, oil } => {
            let (who, person) = who(*seat);
            Notice::OilTaken {
                who,
                person,
                oil: *oil,
            }
        }
        OilEvent::OilDiscarded { seat, oil, cards } => {
            let (who, person) = who(*seat);
            let oil = lang.say(Notice::OilAmount { oil: *oil });
            let what = if cards.is_empty() {
                oil
            } else {
                lang.say(Notice::OilAndCards {
                    oil,
                    cards: story::cards(lang, Words::Classic, cards),
                })
            };
            Notice::OilDiscarded { who, person, what }
        }
        OilEvent::OilStolen { seat, victim } => {
            let ((who, person), (victim, victim_person)) = (who(*seat), who(*victim));
            Notice::OilStolen {
                who,
                person,
                victim,
                victim_person,
            }
        }
        OilEvent::OilConverted { seat, resource } => {
            let (who, person) = who(*seat);
            Notice::OilConverted {
                who,
                person,
                resource: *resource,
            }
        }
        OilEvent::MetropolisBuilt { seat, .. } => {
            let (who, person) = who(*seat);
            Notice::OilMetropolis { who, person }
        }
        OilEvent::OilSequestered { seat } => {
            let (who, person) = who(*seat);
            Notice::OilSequestered { who, person }
        }
        OilEvent::ChampionTaken { seat, .. } => {
            let (who, person) = who(*seat);
            Notice::OilChampion { who, person }
        }
        OilEvent::OilTraded {
            seat,
            with,
            gave,
            got,
            ..
        } => {
            let ((who, person), (with, with_person)) = (who(*seat), who(*with));
            Notice::OilTraded {
                who,
                person,
                gave: *gave,
                with,
                with_person,
                got: *got,
            }
        }
        OilEvent::OilMonopolyPlayed { seat, .. } => {
            let (who, person) = who(*seat);
            Notice::OilMonopoly { who, person }
        }
        OilEvent::DisasterRolled { dice, .. } => Notice::OilDisaster {
            sum: dice[0] + dice[1],
        },
        OilEvent::CoastFlooded {
            settlements_removed,
            cities_reduced,
            cities_removed,
        } => Notice::OilFlooded {
            settlements: settlements_removed.len(),
            reduced: cities_reduced.len(),
            cities: cities_removed.len(),
        },
        OilEvent::HexPolluted { number, .. } => Notice::OilPolluted { number: *number },
        OilEvent::SpringPolluted {
            from_supply,
            from_players,
            ..
        } => Notice::OilSpringLost {
            total: u32::from(*from_supply)
                + from_players.iter().map(|p| u32::from(p.oil)).sum::<u32>(),
        },
        OilEvent::IslandAbandoned { .. } => Notice::OilAbandoned,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::table::TableEvent;
    use crate::rules::common::{NodeId, Resources, TileId};
    use crate::views::classic::narrate;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    fn board() -> std::sync::Arc<Board> {
        crate::rules::classic::setup::board_from_layout(
            &crate::rules::oil_springs::board::fixed_layout(),
        )
    }

    #[test]
    fn a_flood_names_every_place_it_hit() {
        let b = board();
        let coast: Vec<NodeId> = b
            .nodes
            .iter()
            .filter(|n| n.tiles.len() < 3)
            .map(|n| n.id)
            .take(3)
            .collect();
        let e = OilEvent::CoastFlooded {
            settlements_removed: vec![coast[0]],
            cities_reduced: vec![coast[1]],
            cities_removed: vec![coast[2]],
        };
        let text = event(Lang::En, &e, &names(), &b);
        assert!(
            text.starts_with("The coasts flooded: the settlements by "),
            "{text}"
        );
        assert!(text.contains(&narrate::node(&b, coast[0])), "{text}");
        assert!(text.contains("became settlements"), "{text}");
        assert!(text.contains("no settlement piece left"), "{text}");
        assert!(text.ends_with("Roads and metropolises stand."), "{text}");
    }

    #[test]
    fn pollution_took_an_8_token_not_a_8() {
        let e = OilEvent::HexPolluted {
            tile: TileId(0),
            number: 8,
        };
        let text =
            clause(Lang::En, &e, Seat(0), &|s| (names().of(s), Person::Other)).expect("a clause");
        assert_eq!(text, "pollution took an 8 token to the disaster track");
        let e = OilEvent::HexPolluted {
            tile: TileId(0),
            number: 6,
        };
        let text =
            clause(Lang::En, &e, Seat(0), &|s| (names().of(s), Person::Other)).expect("a clause");
        assert_eq!(text, "pollution took a 6 token to the disaster track");
    }

    #[test]
    fn pollution_says_where_the_token_or_the_oil_went() {
        let b = board();
        let hex = event(
            Lang::En,
            &OilEvent::HexPolluted {
                tile: TileId(0),
                number: b.tiles[0].number.unwrap_or(0),
            },
            &names(),
            &b,
        );
        assert!(hex.contains("went to the disaster track for good"), "{hex}");
        assert!(hex.contains(&narrate::tile(&b, TileId(0))), "{hex}");
        let spring = event(
            Lang::En,
            &OilEvent::SpringPolluted {
                tile: TileId(9),
                from_supply: 1,
                from_players: vec![
                    SeatOil {
                        seat: Seat(1),
                        oil: 1,
                    },
                    SeatOil {
                        seat: Seat(2),
                        oil: 1,
                    },
                ],
            },
            &names(),
            &b,
        );
        assert_eq!(
            spring,
            "Pollution struck the oil spring on the 5 desert: 3 oil lost for good \
             (1 from the supply, 1 from Bert and 1 from Cleo)."
        );
    }

    #[test]
    fn the_abandoned_island_names_the_pyrrhic_victor_or_nobody() {
        let b = board();
        let with = event(
            Lang::En,
            &OilEvent::IslandAbandoned {
                champion: Some(Seat(2)),
            },
            &names(),
            &b,
        );
        assert!(with.contains("nobody wins"), "{with}");
        assert!(
            with.contains("Cleo, the Champion of the Environment, achieves the Pyrrhic Victory"),
            "{with}"
        );
        let without = event(
            Lang::En,
            &OilEvent::IslandAbandoned { champion: None },
            &names(),
            &b,
        );
        assert!(without.contains("no Pyrrhic Victory"), "{without}");
    }

    #[test]
    fn the_disaster_dice_say_flood_or_pollution() {
        let b = board();
        let flood = event(
            Lang::En,
            &OilEvent::DisasterRolled {
                seat: Seat(0),
                dice: [3, 4],
            },
            &names(),
            &b,
        );
        assert!(flood.contains("3 + 4 = 7: the coasts flood"), "{flood}");
        let pollution = event(
            Lang::En,
            &OilEvent::DisasterRolled {
                seat: Seat(0),
                dice: [2, 4],
            },
            &names(),
            &b,
        );
        assert!(pollution.contains("= 6: pollution strikes a hex numbered 6"));
    }

    #[test]
    fn summary_clauses_speak_to_the_recipient() {
        let who = |s: Seat| (names().of(s), Person::of(Some(Seat(1)), s));
        let produced = OilEvent::OilProduced {
            gains: vec![SeatOil {
                seat: Seat(1),
                oil: 2,
            }],
        };
        assert_eq!(
            clause(Lang::En, &produced, Seat(1), &who).as_deref(),
            Some("you got 2 oil")
        );
        assert_eq!(
            clause(Lang::De, &produced, Seat(1), &who).as_deref(),
            Some("du hast 2 Öl bekommen")
        );
        assert_eq!(clause(Lang::En, &produced, Seat(2), &who), None);
        let stolen = OilEvent::OilStolen {
            seat: Seat(0),
            victim: Seat(1),
        };
        assert_eq!(
            clause(Lang::En, &stolen, Seat(1), &who).as_deref(),
            Some("Anna took 1 oil from you")
        );
        assert_eq!(
            clause(Lang::De, &stolen, Seat(1), &who).as_deref(),
            Some("Anna hat dir 1 Öl abgenommen")
        );
        let flooded = OilEvent::CoastFlooded {
            settlements_removed: vec![NodeId(1)],
            cities_reduced: Vec::new(),
            cities_removed: vec![NodeId(2), NodeId(3)],
        };
        assert_eq!(
            clause(Lang::En, &flooded, Seat(1), &who).as_deref(),
            Some(
                "the coasts flooded (1 settlements washed away, 0 cities reduced, 2 cities \
                 washed away)"
            )
        );
        assert_eq!(
            clause(Lang::De, &flooded, Seat(1), &who).as_deref(),
            Some(
                "die Küsten wurden überflutet (1 Siedlung weggespült, 0 Städte verkleinert, \
                 2 Städte weggespült)"
            )
        );
        let disaster = OilEvent::DisasterRolled {
            seat: Seat(0),
            dice: [3, 4],
        };
        assert_eq!(
            clause(Lang::De, &disaster, Seat(1), &who).as_deref(),
            Some("Katastrophe: Die Würfel zeigen 7")
        );
    }

    /// An offer's oil is part of its terms (oil-springs.txt §Trade): the
    /// emails' summary names it with the cards, for an offer and for a
    /// counter-offer, instead of "nothing for 1 ore".
    #[test]
    fn an_offers_oil_is_named_in_the_email_summary() {
        use crate::rules::classic::Event;
        use crate::rules::common::Resource;
        use crate::views::classic::mail::summary;
        let name = |s: Seat| names().of(s);
        let ore = Resources::of(Resource::Ore, 1);
        let offer = [
            Event::Table(TableEvent::TradeOffered {
                offer: 3,
                seat: Seat(0),
                give: Resources::default(),
                want: ore,
                to: vec![Seat(1)],
            }),
            Event::Scenario(OilEvent::OilTermsSet {
                offer: 3,
                seat: Seat(0),
                give: 2,
                want: 0,
            }),
        ];
        assert_eq!(
            summary(&offer, Seat(2), &name),
            "Anna offered 2 oil for 1 ore."
        );
        assert_eq!(
            summary(&offer, Seat(1), &name),
            "Anna offered you 2 oil for 1 ore."
        );
        let mut countered = offer.to_vec();
        countered.extend([
            Event::Table(TableEvent::OfferCountered {
                offer: 3,
                seat: Seat(1),
                give: Resources::of(Resource::Grain, 1),
                want: ore,
            }),
            Event::Scenario(OilEvent::OilTermsSet {
                offer: 3,
                seat: Seat(1),
                give: 1,
                want: 0,
            }),
        ]);
        assert_eq!(
            summary(&countered, Seat(0), &name),
            "You offered 2 oil for 1 ore; Bert proposed other terms for your offer: you \
             give 1 grain and 1 oil for 1 ore."
        );
    }

    /// Every Oil Springs event of simulated games, told to a seat in German,
    /// reads German, disasters included.
    #[test]
    fn the_oil_springs_story_reads_in_german() {
        use crate::rules::oil_springs::OilSpringsRules;
        use crate::rules::Viewer;
        use crate::simulate::{self, Checks};
        let english = [
            " oil",
            " took ",
            " the ",
            "disaster track",
            "Pollution",
            "coasts",
            "sequestered",
            "Champion",
            " from ",
        ];
        let names = Names(vec![
            "Anna".into(),
            "Bert".into(),
            "Cleo".into(),
            "Dora".into(),
        ]);
        let mut told = 0;
        for seed in 1..=4 {
            let game = simulate::play::<OilSpringsRules>(seed, 4, Checks::None).unwrap();
            let mut state: crate::rules::classic::State<crate::rules::oil_springs::OilSprings> =
                crate::rules::classic::State::default();
            for e in &game.events {
                crate::rules::classic::evolve::evolve(&mut state, e);
                let seen = e.redacted_for(Viewer::Seat(Seat(0)));
                let Some(own) = seen.scenario() else { continue };
                let said = event(Lang::De, own, &names, &state.board);
                for word in english {
                    assert!(!said.contains(word), "{said:?} holds {word:?}");
                }
                told += 1;
            }
        }
        assert!(told > 20, "{told} Oil Springs events");
        let dry = Board::from_hexes(&[(0, 0)]);
        let disaster = OilEvent::DisasterRolled {
            seat: Seat(1),
            dice: [3, 4],
        };
        assert!(event(Lang::De, &disaster, &names, &dry)
            .ends_with("Die Katastrophenwürfel zeigen 3 + 4 = 7: Die Küsten werden überschwemmt."));
    }
}
