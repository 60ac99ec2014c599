//! The classic acts of a seat page's form, read into base-game commands:
//! what the seat page's form reader (`web::forms::command_for`) gets,
//! through [`crate::views::contract::Present::read_action`], for every ruleset the
//! classic presentation draws, after the scenario's own reader passed.
//! Fields are looked up by name ([`FormFields`]), so this knows nothing of
//! how the web layer holds them.

use crate::lang::form::FormRefused;
use crate::rules::classic::Command;
use crate::rules::common::table::TableCommand;
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;
use crate::views::common::form::{
    missing, no_such_act, not_a_count, not_a_number, not_a_resource, partners, FormFields,
};

/// The form's fields, by name.
type Fields<'a> = &'a dyn FormFields;

fn number<T: std::str::FromStr>(name: &str, form: Fields<'_>) -> Result<T, FormRefused> {
    let text = form.field(name).ok_or_else(|| missing(name))?.trim();
    text.parse().map_err(|_| not_a_number(name, text))
}

/// A count: missing or empty means zero.
fn count(name: &str, form: Fields<'_>) -> Result<u8, FormRefused> {
    match form.field(name).map(str::trim) {
        None | Some("") => Ok(0),
        Some(text) => text.parse().map_err(|_| not_a_count(name, text)),
    }
}

fn resource(name: &str, form: Fields<'_>) -> Result<Resource, FormRefused> {
    let text = form.field(name).ok_or_else(|| missing(name))?.trim();
    Resource::ALL
        .into_iter()
        .find(|r| r.name() == text)
        .ok_or_else(|| not_a_resource(name, text))
}

/// The counts of each resource in the fields `{prefix}brick` ... `{prefix}ore`.
fn bundle(prefix: &str, form: Fields<'_>) -> Result<Resources, FormRefused> {
    let mut r = Resources::ZERO;
    for res in Resource::ALL {
        r.set(res, count(&format!("{prefix}{}", res.name()), form)?);
    }
    Ok(r)
}

fn offer_id(form: Fields<'_>) -> Result<u32, FormRefused> {
    number("offer", form)
}

/// The base-game command `act` and the other fields name, or why not when
/// `act` is not a classic act or the fields do not read.
pub fn read(act: &str, form: Fields<'_>) -> Result<Command, FormRefused> {
    Ok(match act {
        "roll" => Command::RollDice,
        "end_turn" => Command::EndTurn,
        "end_special" => Command::EndSpecialBuilding,
        "buy_card" => Command::BuyDevelopmentCard,
        "knight" => Command::PlayKnight,
        "road_building" => Command::PlayRoadBuilding,
        "road" => Command::BuildRoad {
            edge: EdgeId(number("edge", form)?),
        },
        "settlement" => Command::BuildSettlement {
            node: NodeId(number("node", form)?),
        },
        "city" => Command::BuildCity {
            node: NodeId(number("node", form)?),
        },
        "robber" => Command::MoveRobber {
            tile: TileId(number("tile", form)?),
            victim: match form.field("victim").map(str::trim) {
                None | Some("") => None,
                Some(_) => Some(Seat(number("victim", form)?)),
            },
        },
        "discard" => Command::Table(TableCommand::Discard {
            cards: bundle("", form)?,
        }),
        "year_of_plenty" => Command::PlayYearOfPlenty {
            resources: [resource("first", form)?, resource("second", form)?],
        },
        "monopoly" => Command::PlayMonopoly {
            resource: resource("resource", form)?,
        },
        "maritime" => Command::Table(TableCommand::SupplyTrade {
            give: resource("give", form)?,
            get: resource("get", form)?,
        }),
        "offer" => Command::Table(TableCommand::OfferTrade {
            give: bundle("give_", form)?,
            want: bundle("want_", form)?,
            to: partners(form),
        }),
        // The form asks from the answering player's side; the command
        // states the terms from the offering player's side.
        "counter" => Command::Table(TableCommand::CounterOffer {
            offer: offer_id(form)?,
            give: bundle("want_", form)?,
            want: bundle("give_", form)?,
        }),
        "accept" => Command::Table(TableCommand::AcceptOffer {
            offer: offer_id(form)?,
        }),
        "reject" => Command::Table(TableCommand::RejectOffer {
            offer: offer_id(form)?,
        }),
        "withdraw" => Command::Table(TableCommand::WithdrawOffer {
            offer: offer_id(form)?,
        }),
        "confirm" => Command::Table(TableCommand::ConfirmTrade {
            offer: offer_id(form)?,
            with: Seat(number("with", form)?),
        }),
        other => return Err(no_such_act(other)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    struct Form(HashMap<&'static str, &'static str>);

    impl FormFields for Form {
        fn field(&self, name: &str) -> Option<&str> {
            self.0.get(name).copied()
        }
    }

    fn read_form(
        act: &str,
        fields: &[(&'static str, &'static str)],
    ) -> Result<Command, FormRefused> {
        read(act, &Form(fields.iter().copied().collect()))
    }

    #[test]
    fn a_road_form_reads_as_build_road() {
        assert_eq!(
            read_form("road", &[("version", "7"), ("edge", "12")]),
            Ok(Command::BuildRoad { edge: EdgeId(12) })
        );
    }

    #[test]
    fn a_counter_offer_is_stated_from_the_offering_side() {
        assert_eq!(
            read_form(
                "counter",
                &[
                    ("offer", "3"),
                    ("give_ore", "1"),
                    ("want_brick", "2"),
                    ("want_wool", ""),
                ]
            ),
            Ok(Command::Table(TableCommand::CounterOffer {
                offer: 3,
                give: Resources::new(2, 0, 0, 0, 0),
                want: Resources::new(0, 0, 0, 0, 1),
            }))
        );
    }

    #[test]
    fn offers_go_to_the_ticked_players() {
        match read_form(
            "offer",
            &[("give_brick", "1"), ("want_ore", "1"), ("to2", "on")],
        ) {
            Ok(Command::Table(TableCommand::OfferTrade { to, .. })) => {
                assert_eq!(to, vec![Seat(2)]);
            }
            other => panic!("{other:?}"),
        }
    }

    /// five-six-players.md: the fifth and sixth players can be offered a
    /// trade, and a seat finishes a Special Building Phase from its form.
    #[test]
    fn offers_reach_the_fifth_and_sixth_seats_and_the_phase_can_be_finished() {
        match read_form(
            "offer",
            &[
                ("give_brick", "1"),
                ("want_ore", "1"),
                ("to4", "on"),
                ("to5", "on"),
            ],
        ) {
            Ok(Command::Table(TableCommand::OfferTrade { to, .. })) => {
                assert_eq!(to, vec![Seat(4), Seat(5)]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            read_form("end_special", &[]),
            Ok(Command::EndSpecialBuilding)
        );
    }

    #[test]
    fn malformed_forms_are_refused_with_a_reason() {
        assert!(read_form("fly", &[]).is_err());
        assert!(read_form("road", &[("edge", "x")]).is_err());
        assert!(read_form("monopoly", &[("resource", "gold")]).is_err());
        assert!(read_form("road", &[]).is_err());
    }

    /// Issue #35: a refusal is in a player's words and names no field.
    #[test]
    fn refusals_name_no_field() {
        for (act, fields, words, field) in [
            ("road", &[("edge", "x")][..], "the road's place", "edge"),
            ("road", &[][..], "the road's place", "edge"),
            (
                "offer",
                &[("give_brick", "x")][..],
                "the brick to give",
                "give_brick",
            ),
            ("fly", &[][..], "a move this game does not have", "act"),
        ] {
            let why = crate::lang::Lang::En.say(read_form(act, fields).unwrap_err());
            assert!(why.contains(words), "{why}");
            assert!(!why.contains(field), "{why}");
        }
    }

    /// Issue #38: the refusal is a fact, the field by its name and what
    /// was typed as sent, worded in the reader's language.
    #[test]
    fn a_refusal_is_the_field_and_what_was_typed() {
        use crate::lang::form::Quoted;
        assert_eq!(
            read_form("road", &[("edge", " x ")]),
            Err(FormRefused::NotANumber {
                field: "edge".to_owned(),
                text: Quoted::of("x")
            })
        );
        assert_eq!(
            read_form("settlement", &[]),
            Err(FormRefused::Missing {
                field: "node".to_owned()
            })
        );
        assert_eq!(
            read_form("discard", &[("ore", "lots")]),
            Err(FormRefused::NotACount {
                field: "ore".to_owned(),
                text: Quoted::of("lots")
            })
        );
        let gold = read_form("monopoly", &[("resource", "gold")]).unwrap_err();
        assert_eq!(
            gold,
            FormRefused::NotAResource {
                field: "resource".to_owned(),
                text: Quoted::of("gold")
            }
        );
        assert_eq!(
            crate::lang::Lang::En.say(&gold),
            "the resource should name a resource, not \"gold\""
        );
        assert_eq!(
            crate::lang::Lang::De.say(&gold),
            "\"gold\" ist kein Rohstoff, aber der Rohstoff muss einer sein"
        );
        assert_eq!(
            read_form("fly", &[]),
            Err(FormRefused::NoSuchAct {
                act: Quoted::of("fly")
            })
        );
    }

    #[test]
    fn a_robber_move_without_victim_has_none() {
        assert_eq!(
            read_form("robber", &[("tile", "4")]),
            Ok(Command::MoveRobber {
                tile: TileId(4),
                victim: None
            })
        );
        assert_eq!(
            read_form("robber", &[("tile", "4"), ("victim", " ")]),
            Ok(Command::MoveRobber {
                tile: TileId(4),
                victim: None
            })
        );
    }
}
