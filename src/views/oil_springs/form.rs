//! The Oil acts of a seat page's form, read into Oil commands: the hook the
//! seat page's form reader (`web::forms::command_for`) calls, through
//! [`crate::views::contract::Present::read_action`], before it reads the classic acts.
//!
//! The oil forms reuse the classic acts where the rules do (a discard, an
//! offer, a counter-offer, Year of Plenty and Monopoly with oil in them)
//! and add their own (`convert_oil`, `metropolis`, `sequester`,
//! `steal_oil`). Fields are looked up by name ([`FormFields`]), so this
//! knows nothing of how the web layer holds them.

use crate::lang::form::{FormRefused, Quoted};
use crate::rules::classic::Command;
use crate::rules::common::{NodeId, Resource, Resources, TileId};
use crate::rules::oil_springs::OilCommand;
use crate::rules::Seat;
use crate::views::common::form::{missing, not_a_count, not_a_number, partners, FormFields};

/// The form's fields, by name.
type Field<'a> = &'a dyn FormFields;

fn number<T: std::str::FromStr>(name: &str, field: Field<'_>) -> Result<T, FormRefused> {
    let text = field.field(name).ok_or_else(|| missing(name))?.trim();
    text.parse().map_err(|_| not_a_number(name, text))
}

/// A count: missing or empty means zero.
fn count(name: &str, field: Field<'_>) -> Result<u8, FormRefused> {
    match field.field(name).map(str::trim) {
        None | Some("") => Ok(0),
        Some(text) => text.parse().map_err(|_| not_a_count(name, text)),
    }
}

fn resource(name: &str, text: &str) -> Result<Resource, FormRefused> {
    Resource::ALL
        .into_iter()
        .find(|r| r.name() == text.trim())
        .ok_or_else(|| FormRefused::NotAResourceOrOil {
            field: name.to_owned(),
            text: Quoted::of(text),
        })
}

fn bundle(prefix: &str, field: Field<'_>) -> Result<Resources, FormRefused> {
    let mut r = Resources::ZERO;
    for res in Resource::ALL {
        r.set(res, count(&format!("{prefix}{}", res.name()), field)?);
    }
    Ok(r)
}

fn is_oil(text: Option<&str>) -> bool {
    text.map(str::trim) == Some("oil")
}

/// The Oil command `act` and the other fields name, `None` when the act is
/// a plain classic one (no oil in it) for the classic reader, or why not
/// (a fact the reader's language words) when the fields do not read.
pub fn read(act: &str, field: Field<'_>) -> Option<Result<Command<OilCommand>, FormRefused>> {
    let oil = |c: Result<OilCommand, FormRefused>| Some(c.map(Command::Scenario));
    match act {
        "convert_oil" => oil(field
            .field("resource")
            .ok_or_else(|| missing("resource"))
            .and_then(|t| resource("resource", t))
            .map(|resource| OilCommand::ConvertOil { resource })),
        "metropolis" => {
            oil(number("node", field).map(|n| OilCommand::BuildMetropolis { node: NodeId(n) }))
        }
        "sequester" => oil(Ok(OilCommand::SequesterOil)),
        "steal_oil" => oil(steal(field)),
        "discard" => match count("oil", field) {
            Ok(0) => None,
            Ok(n) => {
                oil(bundle("", field).map(|cards| OilCommand::DiscardWithOil { cards, oil: n }))
            }
            Err(e) => Some(Err(e)),
        },
        "offer" | "counter" => {
            let (give_oil, want_oil) = match (count("give_oil", field), count("want_oil", field)) {
                (Ok(g), Ok(w)) => (g, w),
                (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
            };
            if give_oil == 0 && want_oil == 0 {
                return None;
            }
            oil(trade(act, field, give_oil, want_oil))
        }
        "year_of_plenty" => {
            let (first, second) = (field.field("first"), field.field("second"));
            match (is_oil(first), is_oil(second)) {
                (false, false) => None,
                (true, true) => oil(Ok(OilCommand::PlayYearOfPlentyForOil { resource: None })),
                (true, false) => oil(other_resource("second", second)),
                (false, true) => oil(other_resource("first", first)),
            }
        }
        "monopoly" if is_oil(field.field("resource")) => oil(Ok(OilCommand::PlayMonopolyOnOil)),
        _ => None,
    }
}

fn steal(field: Field<'_>) -> Result<OilCommand, FormRefused> {
    Ok(OilCommand::StealOil {
        tile: TileId(number("tile", field)?),
        victim: Seat(number("victim", field)?),
    })
}

fn other_resource(name: &str, text: Option<&str>) -> Result<OilCommand, FormRefused> {
    let text = text.ok_or_else(|| missing(name))?;
    Ok(OilCommand::PlayYearOfPlentyForOil {
        resource: Some(resource(name, text)?),
    })
}

/// An offer or a counter-offer with oil on a side. The counter form asks
/// from the answering player's side; the command states the terms from the
/// offering player's side, as the classic counter does.
fn trade(
    act: &str,
    field: Field<'_>,
    give_oil: u8,
    want_oil: u8,
) -> Result<OilCommand, FormRefused> {
    let (give, want) = (bundle("give_", field)?, bundle("want_", field)?);
    Ok(if act == "offer" {
        OilCommand::OfferOilTrade {
            give,
            give_oil,
            want,
            want_oil,
            to: partners(field),
        }
    } else {
        OilCommand::CounterOilOffer {
            offer: number("offer", field)?,
            give: want,
            give_oil: want_oil,
            want: give,
            want_oil: give_oil,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Pairs<'a>(&'a [(&'a str, &'a str)]);

    impl FormFields for Pairs<'_> {
        fn field(&self, name: &str) -> Option<&str> {
            self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
        }
    }

    fn read_pairs(
        act: &str,
        pairs: &[(&str, &str)],
    ) -> Option<Result<Command<OilCommand>, FormRefused>> {
        read(act, &Pairs(pairs))
    }

    #[expect(clippy::unnecessary_wraps, reason = "compared with what read answers")]
    fn oil(c: OilCommand) -> Option<Result<Command<OilCommand>, FormRefused>> {
        Some(Ok(Command::Scenario(c)))
    }

    #[test]
    fn plain_classic_acts_are_left_to_the_classic_reader() {
        assert_eq!(read_pairs("roll", &[]), None);
        assert_eq!(read_pairs("discard", &[("brick", "2"), ("oil", "0")]), None);
        assert_eq!(
            read_pairs("offer", &[("give_brick", "1"), ("want_ore", "1")]),
            None
        );
        assert_eq!(read_pairs("monopoly", &[("resource", "ore")]), None);
        assert_eq!(
            read_pairs("year_of_plenty", &[("first", "ore"), ("second", "wool")]),
            None
        );
    }

    #[test]
    fn oil_acts_read_as_oil_commands() {
        assert_eq!(
            read_pairs("convert_oil", &[("resource", "ore")]),
            oil(OilCommand::ConvertOil {
                resource: Resource::Ore
            })
        );
        assert_eq!(
            read_pairs("metropolis", &[("node", "12")]),
            oil(OilCommand::BuildMetropolis { node: NodeId(12) })
        );
        assert_eq!(read_pairs("sequester", &[]), oil(OilCommand::SequesterOil));
        assert_eq!(
            read_pairs("steal_oil", &[("tile", "4"), ("victim", "2")]),
            oil(OilCommand::StealOil {
                tile: TileId(4),
                victim: Seat(2)
            })
        );
        assert_eq!(
            read_pairs("discard", &[("brick", "1"), ("oil", "2")]),
            oil(OilCommand::DiscardWithOil {
                cards: Resources::new(1, 0, 0, 0, 0),
                oil: 2
            })
        );
        assert_eq!(
            read_pairs("year_of_plenty", &[("first", "oil"), ("second", "oil")]),
            oil(OilCommand::PlayYearOfPlentyForOil { resource: None })
        );
        assert_eq!(
            read_pairs("year_of_plenty", &[("first", "grain"), ("second", "oil")]),
            oil(OilCommand::PlayYearOfPlentyForOil {
                resource: Some(Resource::Grain)
            })
        );
        assert_eq!(
            read_pairs("monopoly", &[("resource", "oil")]),
            oil(OilCommand::PlayMonopolyOnOil)
        );
    }

    #[test]
    fn trades_with_oil_are_stated_from_the_offering_side() {
        assert_eq!(
            read_pairs(
                "offer",
                &[("give_oil", "1"), ("want_ore", "2"), ("to2", "on")]
            ),
            oil(OilCommand::OfferOilTrade {
                give: Resources::ZERO,
                give_oil: 1,
                want: Resources::new(0, 0, 0, 0, 2),
                want_oil: 0,
                to: vec![Seat(2)],
            })
        );
        assert_eq!(
            read_pairs(
                "counter",
                &[("offer", "3"), ("give_ore", "1"), ("want_oil", "2")]
            ),
            oil(OilCommand::CounterOilOffer {
                offer: 3,
                give: Resources::ZERO,
                give_oil: 2,
                want: Resources::new(0, 0, 0, 0, 1),
                want_oil: 0,
            })
        );
    }

    #[test]
    fn unreadable_oil_fields_are_refused_with_a_reason() {
        assert!(matches!(
            read_pairs("convert_oil", &[("resource", "gold")]),
            Some(Err(_))
        ));
        assert!(matches!(read_pairs("metropolis", &[]), Some(Err(_))));
        assert!(matches!(
            read_pairs("discard", &[("oil", "lots")]),
            Some(Err(_))
        ));
    }

    /// Issue #38: oil's refusals are facts, worded in the reader's
    /// language, with what was typed quoted as sent.
    #[test]
    fn oil_refusals_read_in_the_reader_s_language() {
        use crate::lang::Lang;
        let Some(Err(gold)) = read_pairs("convert_oil", &[("resource", "gold")]) else {
            panic!("refused")
        };
        assert_eq!(
            gold,
            FormRefused::NotAResourceOrOil {
                field: "resource".to_owned(),
                text: Quoted::of("gold")
            }
        );
        assert_eq!(
            Lang::En.say(&gold),
            "the resource should name a resource or oil, not \"gold\""
        );
        assert!(Lang::De.say(&gold).contains("weder ein Rohstoff noch Öl"));
        let Some(Err(lots)) = read_pairs("discard", &[("oil", "lots")]) else {
            panic!("refused")
        };
        assert_eq!(
            Lang::En.say(&lots),
            "the oil should be a count from 0 to 255, not \"lots\""
        );
        assert_eq!(
            Lang::De.say(&lots),
            "\"lots\" ist keine Anzahl von 0 bis 255, aber die Menge Öl muss eine sein"
        );
    }
}
