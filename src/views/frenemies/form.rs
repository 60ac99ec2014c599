//! The Frenemies acts of a seat page's form, read into Frenemies commands:
//! the hook the seat page's form reader calls through
//! [`crate::views::contract::Present::read_action`] before it reads the classic acts.
//! Fields are looked up by name, so this knows nothing of how the web layer
//! holds them.

use crate::lang::form::{FormRefused, Quoted};
use crate::rules::classic::Command;
use crate::rules::common::{EdgeId, Resource, Resources};
use crate::rules::frenemies::{FrenemiesCommand as C, Guild};
use crate::rules::Seat;
use crate::views::common::form::{missing, not_a_number, not_a_resource, FormFields};

/// The value a guild has in the forms: its name as the JSON API spells it.
pub const fn guild_value(g: Guild) -> &'static str {
    match g {
        Guild::Traders => "Traders",
        Guild::Merchants => "Merchants",
        Guild::RoadBuilders => "RoadBuilders",
        Guild::Scholars => "Scholars",
        Guild::MasterBuilders => "MasterBuilders",
    }
}

fn field<'a>(form: &'a dyn FormFields, name: &str) -> Result<&'a str, FormRefused> {
    form.field(name).map(str::trim).ok_or_else(|| missing(name))
}

fn number<T: std::str::FromStr>(form: &dyn FormFields, name: &str) -> Result<T, FormRefused> {
    let text = field(form, name)?;
    text.parse().map_err(|_| not_a_number(name, text))
}

fn resource_named(name: &str, text: &str) -> Result<Resource, FormRefused> {
    Resource::ALL
        .into_iter()
        .find(|r| r.name() == text)
        .ok_or_else(|| not_a_resource(name, text))
}

fn resource(form: &dyn FormFields, name: &str) -> Result<Resource, FormRefused> {
    resource_named(name, field(form, name)?)
}

/// An optional resource: missing, empty or "none" means none.
fn maybe_resource(form: &dyn FormFields, name: &str) -> Result<Option<Resource>, FormRefused> {
    match form.field(name).map(str::trim) {
        None | Some("" | "none") => Ok(None),
        Some(text) => resource_named(name, text).map(Some),
    }
}

/// The Traders' swaps: `give`/`get`, and an optional second `give2`/`get2`.
fn swaps(form: &dyn FormFields) -> Result<(Resources, Resources), FormRefused> {
    let one = |r: Resource| Resources::of(r, 1);
    let mut give = one(resource(form, "give")?);
    let mut get = one(resource(form, "get")?);
    match (
        maybe_resource(form, "give2")?,
        maybe_resource(form, "get2")?,
    ) {
        (Some(g), Some(t)) => {
            give += one(g);
            get += one(t);
        }
        (None, None) => {}
        _ => return Err(FormRefused::HalfASwap),
    }
    Ok((give, get))
}

/// Reads a Frenemies act, or `None` when `act` is not one (the classic
/// forms read it then).
pub fn read(act: &str, form: &dyn FormFields) -> Option<Result<Command<C>, FormRefused>> {
    let command = |c: Result<C, FormRefused>| Some(c.map(Command::Scenario));
    match act {
        "gift" => command((|| {
            Ok(C::OfferGift {
                to: Seat(number(form, "to")?),
                resource: resource(form, "resource")?,
            })
        })()),
        "gift_accept" => command(Ok(C::AcceptGift)),
        "gift_reject" => command(Ok(C::RejectGift)),
        "gift_ask" => command(
            resource(form, "resource").map(|resource| C::AskForAnotherResource { resource }),
        ),
        "gift_give_asked" => command(Ok(C::GiveAskedResource)),
        "gift_withdraw" => command(Ok(C::WithdrawGift)),
        "traders" => command(swaps(form).map(|(give, get)| C::RedeemTraders { give, get })),
        "merchants" => {
            command(resource(form, "resource").map(|resource| C::RedeemMerchants { resource }))
        }
        "shovel_road" => {
            command(number(form, "edge").map(|e| C::RedeemRoadBuilders { edge: EdgeId(e) }))
        }
        "scholars" => command(Ok(C::RedeemScholars)),
        "master_builders" => command(Ok(C::RedeemMasterBuilders)),
        "exchange" => command(Ok(C::ExchangeToken)),
        "return_token" => command((|| {
            let text = field(form, "guild")?;
            Guild::ALL
                .into_iter()
                .find(|g| guild_value(*g) == text)
                .map(|guild| C::ReturnToken { guild })
                .ok_or_else(|| FormRefused::NotAGuild {
                    text: Quoted::of(text),
                })
        })()),
        _ => None,
    }
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
    ) -> Option<Result<Command<C>, FormRefused>> {
        read(act, &Form(fields.iter().copied().collect()))
    }

    #[test]
    fn a_gift_form_names_the_recipient_and_the_resource() {
        assert_eq!(
            read_form("gift", &[("to", "2"), ("resource", "ore")]),
            Some(Ok(Command::Scenario(C::OfferGift {
                to: Seat(2),
                resource: Resource::Ore
            })))
        );
        assert!(matches!(read_form("gift", &[("to", "2")]), Some(Err(_))));
    }

    #[test]
    fn traders_read_one_or_two_swaps() {
        let one = read_form(
            "traders",
            &[("give", "ore"), ("get", "wool"), ("give2", "none")],
        );
        assert_eq!(
            one,
            Some(Ok(Command::Scenario(C::RedeemTraders {
                give: Resources::of(Resource::Ore, 1),
                get: Resources::of(Resource::Wool, 1),
            })))
        );
        let two = read_form(
            "traders",
            &[
                ("give", "ore"),
                ("get", "wool"),
                ("give2", "brick"),
                ("get2", "grain"),
            ],
        );
        assert_eq!(
            two,
            Some(Ok(Command::Scenario(C::RedeemTraders {
                give: Resources::of(Resource::Ore, 1) + Resources::of(Resource::Brick, 1),
                get: Resources::of(Resource::Wool, 1) + Resources::of(Resource::Grain, 1),
            })))
        );
        assert!(matches!(
            read_form(
                "traders",
                &[("give", "ore"), ("get", "wool"), ("give2", "brick")]
            ),
            Some(Err(_))
        ));
    }

    #[test]
    fn a_returned_token_names_its_guild_and_classic_acts_are_left_alone() {
        assert_eq!(
            read_form("return_token", &[("guild", "RoadBuilders")]),
            Some(Ok(Command::Scenario(C::ReturnToken {
                guild: Guild::RoadBuilders
            })))
        );
        assert_eq!(read_form("roll", &[]), None);
    }

    /// Issue #38: a half swap and a guild that is none are facts, worded
    /// in the reader's language.
    #[test]
    fn a_half_swap_and_an_unknown_guild_are_refused_in_the_reader_s_words() {
        use crate::lang::Lang;
        let half = read_form(
            "traders",
            &[("give", "ore"), ("get", "wool"), ("get2", "brick")],
        );
        assert_eq!(half, Some(Err(FormRefused::HalfASwap)));
        let guild = read_form("return_token", &[("guild", "Pirates")]);
        let Some(Err(guild)) = guild else {
            panic!("{guild:?}")
        };
        assert_eq!(
            Lang::En.say(&guild),
            "the guild should name a guild, not \"Pirates\""
        );
        assert_eq!(
            Lang::De.say(&guild),
            "\"Pirates\" ist keine Gilde, aber hier muss eine Gilde stehen"
        );
        assert_eq!(
            Lang::De.say(FormRefused::HalfASwap),
            "ein zweiter Tausch braucht einen Rohstoff zum Abgeben und einen zum Bekommen"
        );
    }
}
