//! The seat page's forms read back into Baden-Württemberg commands. The web
//! layer hands over the posted action (`act`) and the form's other fields by
//! name; a form that does not read is refused with a reason, and changes
//! nothing.

use crate::lang::form::FormRefused;
use crate::rules::baden_wuerttemberg::Command;
use crate::rules::common::table::TableCommand;
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;
use crate::views::common::form::{
    missing, no_such_act, not_a_count, not_a_number, not_a_resource, partners, FormFields,
};

/// The posted fields.
type Fields<'a> = &'a dyn FormFields;

fn number<T: std::str::FromStr>(fields: Fields<'_>, name: &str) -> Result<T, FormRefused> {
    let text = fields.field(name).ok_or_else(|| missing(name))?.trim();
    text.parse().map_err(|_| not_a_number(name, text))
}

fn count(fields: Fields<'_>, name: &str) -> Result<u8, FormRefused> {
    match fields.field(name).map(str::trim) {
        None | Some("") => Ok(0),
        Some(text) => text.parse().map_err(|_| not_a_count(name, text)),
    }
}

/// A resource by its form value (`brick`, `lumber`, ...) or its name in
/// this game (`clay`, `wood`, ...).
fn resource(fields: Fields<'_>, name: &str) -> Result<Resource, FormRefused> {
    let text = fields.field(name).ok_or_else(|| missing(name))?.trim();
    Resource::ALL
        .into_iter()
        .find(|r| r.name() == text || super::resource(*r) == text)
        .ok_or_else(|| not_a_resource(name, text))
}

fn bundle(fields: Fields<'_>, prefix: &str) -> Result<Resources, FormRefused> {
    let mut r = Resources::ZERO;
    for res in Resource::ALL {
        r.set(res, count(fields, &format!("{prefix}{}", res.name()))?);
    }
    Ok(r)
}

/// Reads a seat page's form, whose action is `act`, as a command.
pub fn command(act: &str, fields: Fields<'_>) -> Result<Command, FormRefused> {
    let offer = || number(fields, "offer");
    Ok(match act {
        "roll" => Command::RollDice,
        "end_turn" => Command::EndTurn,
        "buy_card" => Command::BuyDevelopmentCard,
        "invention" => Command::PlayInvention,
        "road_building" => Command::PlayRoadBuilding,
        "trade_card" => Command::PlayTrade,
        "road" => Command::BuildRoad {
            edge: EdgeId(number(fields, "edge")?),
        },
        "townhall" => Command::BuildTownHall {
            node: NodeId(number(fields, "node")?),
        },
        "landmark" => Command::BuildLandmark {
            node: NodeId(number(fields, "node")?),
        },
        "inventor" => Command::MoveInventor {
            tile: TileId(number(fields, "tile")?),
            victim: match fields.field("victim").map(str::trim) {
                None | Some("") => None,
                Some(_) => Some(Seat(number(fields, "victim")?)),
            },
        },
        "discard" => Command::Table(TableCommand::Discard {
            cards: bundle(fields, "")?,
        }),
        "successful_invention" => Command::PlaySuccessfulInvention {
            resources: [resource(fields, "first")?, resource(fields, "second")?],
        },
        "supply" => Command::Table(TableCommand::SupplyTrade {
            give: resource(fields, "give")?,
            get: resource(fields, "get")?,
        }),
        "offer" => Command::Table(TableCommand::OfferTrade {
            give: bundle(fields, "give_")?,
            want: bundle(fields, "want_")?,
            to: partners(fields),
        }),
        // The form asks from the answering player's side; the command
        // states the terms from the offering player's side.
        "counter" => Command::Table(TableCommand::CounterOffer {
            offer: offer()?,
            give: bundle(fields, "want_")?,
            want: bundle(fields, "give_")?,
        }),
        "accept" => Command::Table(TableCommand::AcceptOffer { offer: offer()? }),
        "reject" => Command::Table(TableCommand::RejectOffer { offer: offer()? }),
        "withdraw" => Command::Table(TableCommand::WithdrawOffer { offer: offer()? }),
        "confirm" => Command::Table(TableCommand::ConfirmTrade {
            offer: offer()?,
            with: Seat(number(fields, "with")?),
        }),
        other => return Err(no_such_act(other)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Form(Vec<(String, String)>);

    impl FormFields for Form {
        fn field(&self, name: &str) -> Option<&str> {
            self.0
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        }
    }

    fn read(pairs: &[(&str, &str)]) -> Result<Command, FormRefused> {
        let form = Form(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        );
        let act = form.field("act").ok_or_else(|| missing("act"))?;
        command(act, &form)
    }

    #[test]
    fn placements_read_as_building_commands() {
        assert_eq!(
            read(&[("act", "townhall"), ("node", "12")]),
            Ok(Command::BuildTownHall { node: NodeId(12) })
        );
        assert_eq!(
            read(&[("act", "landmark"), ("node", "0")]),
            Ok(Command::BuildLandmark { node: NodeId(0) })
        );
        assert_eq!(
            read(&[("act", "inventor"), ("tile", "4"), ("victim", "2")]),
            Ok(Command::MoveInventor {
                tile: TileId(4),
                victim: Some(Seat(2))
            })
        );
        assert_eq!(
            read(&[("act", "inventor"), ("tile", "4")]),
            Ok(Command::MoveInventor {
                tile: TileId(4),
                victim: None
            })
        );
    }

    #[test]
    fn supply_trades_and_card_plays_name_resources_either_way() {
        assert_eq!(
            read(&[("act", "supply"), ("give", "clay"), ("get", "ore")]),
            Ok(Command::Table(TableCommand::SupplyTrade {
                give: Resource::Brick,
                get: Resource::Ore
            }))
        );
        assert_eq!(
            read(&[
                ("act", "successful_invention"),
                ("first", "lumber"),
                ("second", "wool")
            ]),
            Ok(Command::PlaySuccessfulInvention {
                resources: [Resource::Lumber, Resource::Wool]
            })
        );
    }

    #[test]
    fn a_counter_offer_is_stated_from_the_offering_side() {
        assert_eq!(
            read(&[
                ("act", "counter"),
                ("offer", "3"),
                ("give_ore", "1"),
                ("want_brick", "2")
            ]),
            Ok(Command::Table(TableCommand::CounterOffer {
                offer: 3,
                give: Resources::new(2, 0, 0, 0, 0),
                want: Resources::new(0, 0, 0, 0, 1),
            }))
        );
    }

    #[test]
    fn malformed_forms_are_refused_with_a_reason() {
        assert!(read(&[("act", "fly")]).is_err());
        assert!(read(&[("act", "road"), ("edge", "x")]).is_err());
        assert!(read(&[("act", "supply"), ("give", "gold"), ("get", "ore")]).is_err());
        assert!(read(&[]).is_err());
    }

    /// Issue #38: the refusal is a fact, worded in the reader's language:
    /// a resource in this game's names too.
    #[test]
    fn a_refusal_names_the_field_and_quotes_what_was_typed() {
        let why = read(&[("act", "supply"), ("give", "gold"), ("get", "ore")]).unwrap_err();
        assert_eq!(
            why,
            FormRefused::NotAResource {
                field: "give".to_owned(),
                text: crate::lang::form::Quoted::of("gold")
            }
        );
        assert_eq!(
            crate::lang::Lang::En.say(&why),
            "the resource to give should name a resource, not \"gold\""
        );
        assert_eq!(
            crate::lang::Lang::De.say(&why),
            "\"gold\" ist kein Rohstoff, aber der abzugebende Rohstoff muss einer sein"
        );
        assert_eq!(
            read(&[("act", "landmark")]),
            Err(FormRefused::Missing {
                field: "node".to_owned()
            })
        );
    }
}
