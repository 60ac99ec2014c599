//! A seat page's posted form as the presentations read it: its fields by
//! name ([`FormFields`], which the web layer's form implements), which
//! fields a game's seat forms carry ([`refused_field`]: the presentation's
//! own and one partner field per seat), and the fields a seat sent, carried
//! back into a refused form or a confirm step ([`Sent`]). Why a form is
//! refused is a fact ([`FormRefused`], worded by `lang::form`) naming each
//! field by its name, never in words.

use crate::lang::form::{FormRefused, Quoted};
use crate::rules::common::Resource;
use crate::rules::{most_players, Seat};

/// A seat form's fields by name, as each presentation reads its own forms
/// (the web layer's form implements it).
pub trait FormFields {
    /// The field's value, if the form has it.
    fn field(&self, name: &str) -> Option<&str>;
}

/// The fields every seat form may carry whatever its game: the version it
/// was drawn at and what it does.
pub const ALWAYS: [&str; 2] = ["version", "act"];

/// The fields the seat page's board and table forms carry in every
/// ruleset (picks on the board, the shared table: discards, the supply,
/// offers and their answers, the cards that name resources), besides
/// [`ALWAYS`] and the partner fields ([`partner_field`]).
pub const TABLE_FIELDS: [&str; 27] = [
    "offer",
    "with",
    "first",
    "second",
    "resource",
    "give",
    "get",
    "brick",
    "lumber",
    "wool",
    "grain",
    "ore",
    "give_brick",
    "give_lumber",
    "give_wool",
    "give_grain",
    "give_ore",
    "want_brick",
    "want_lumber",
    "want_wool",
    "want_grain",
    "want_ore",
    "node",
    "edge",
    "tile",
    "victim",
    "command",
];

/// The field that ticks `seat` as a partner of a trade offer (`to0`,
/// `to1`, ...: one for each seat of the game).
pub fn partner_field(seat: Seat) -> String {
    format!("to{}", seat.0)
}

/// The seat a partner field ticks, if `name` is one.
fn partner_of(name: &str) -> Option<Seat> {
    let n: u8 = name.strip_prefix("to")?.parse().ok()?;
    (partner_field(Seat(n)) == name).then_some(Seat(n))
}

/// The seats ticked as partners of a trade offer. The fields were checked
/// against the game's seats before ([`refused_field`]), so this reads every
/// seat any game may have.
pub fn partners(form: &dyn FormFields) -> Vec<Seat> {
    (0..most_players())
        .map(Seat)
        .filter(|s| form.field(&partner_field(*s)).is_some())
        .collect()
}

/// Why a posted seat form is refused before it is read: a field none of
/// the seat forms of a game of `seats` seats carries (not in [`ALWAYS`] or
/// [`TABLE_FIELDS`], not the presentation's `own`, not a partner field of
/// one of its seats), or a field sent twice. A fact the reader's language
/// words (the end of "The form could not be read: ..."), naming no field.
pub fn refused_field<'n>(
    posted: impl IntoIterator<Item = &'n str>,
    seats: u8,
    own: impl Fn(&str) -> bool,
) -> Option<FormRefused> {
    let mut seen: Vec<&str> = Vec::new();
    for name in posted {
        if seen.contains(&name) {
            return Some(FormRefused::Twice);
        }
        seen.push(name);
        if let Some(seat) = partner_of(name) {
            if seat.0 >= seats {
                return Some(FormRefused::NoSuchPartner {
                    seats,
                    others: seats.saturating_sub(1),
                });
            }
        } else if !(ALWAYS.contains(&name) || TABLE_FIELDS.contains(&name) || own(name)) {
            return Some(FormRefused::Foreign);
        }
    }
    None
}

/// A field the form lacks (`name`: the field's name).
pub fn missing(name: &str) -> FormRefused {
    FormRefused::Missing {
        field: name.to_owned(),
    }
}

/// A field (`name`) that should hold a number and holds `text`.
pub fn not_a_number(name: &str, text: &str) -> FormRefused {
    FormRefused::NotANumber {
        field: name.to_owned(),
        text: Quoted::of(text),
    }
}

/// A count of cards (`name`) that is no count from 0 to 255 but `text`.
pub fn not_a_count(name: &str, text: &str) -> FormRefused {
    FormRefused::NotACount {
        field: name.to_owned(),
        text: Quoted::of(text),
    }
}

/// A field (`name`) that should name a resource and holds `text`.
pub fn not_a_resource(name: &str, text: &str) -> FormRefused {
    FormRefused::NotAResource {
        field: name.to_owned(),
        text: Quoted::of(text),
    }
}

/// An act (`act`, as sent) that none of the game's forms has.
pub fn no_such_act(act: &str) -> FormRefused {
    FormRefused::NoSuchAct {
        act: Quoted::of(act),
    }
}

/// Form fields as a seat sent them: read back into a refused form, or
/// carried from the first step of a confirm to the second. Nothing in it
/// is trusted: it only fills in fields the seat may edit anyway.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sent(Vec<(String, String)>);

/// Whether the seat page reads `name` back into its forms: what it does,
/// what was typed or picked on the board, and the partner fields.
fn typed(name: &str) -> bool {
    let typed_here = name == "act" || TABLE_FIELDS.contains(&name) || partner_of(name).is_some();
    typed_here && !matches!(name, "with" | "command")
}

impl Sent {
    /// The seat page's fields of a form.
    pub fn read(form: &impl FormFields) -> Sent {
        let partners = (0..most_players()).map(|s| partner_field(Seat(s)));
        Sent(
            std::iter::once("act".to_owned())
                .chain(TABLE_FIELDS.iter().map(|f| (*f).to_owned()))
                .chain(partners)
                .filter(|name| typed(name))
                .filter_map(|name| {
                    let value = form.field(&name)?.to_owned();
                    Some((name, value))
                })
                .collect(),
        )
    }

    /// Fields from name and value pairs (a query's), keeping only the
    /// seat page's own.
    pub fn from_pairs<'v>(pairs: impl IntoIterator<Item = (&'v str, Option<&'v str>)>) -> Sent {
        Sent(
            pairs
                .into_iter()
                .filter(|(name, _)| typed(name))
                .filter_map(|(name, value)| Some((name.to_owned(), value?.to_owned())))
                .collect(),
        )
    }

    /// The value of a field, if sent.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The form's `act`.
    pub fn act(&self) -> Option<&str> {
        self.get("act")
    }

    /// A count field as typed, or 0.
    pub fn count(&self, name: &str) -> u8 {
        self.get(name)
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    }

    /// A resource field, if it names one.
    pub fn resource(&self, name: &str) -> Option<Resource> {
        let v = self.get(name)?.trim();
        Resource::ALL.into_iter().find(|r| r.name() == v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn refused(posted: &[&str], seats: u8) -> Option<FormRefused> {
        refused_field(posted.iter().copied(), seats, |name| name == "guild")
    }

    /// Issue #38: why a form is refused before it is read is a fact; its
    /// words, in either language, name no field.
    #[test]
    fn a_field_twice_foreign_or_beyond_the_seats_is_a_fact() {
        assert_eq!(refused(&["version", "act", "guild", "to2"], 3), None);
        assert_eq!(
            refused(&["act", "edge", "act"], 4),
            Some(FormRefused::Twice)
        );
        assert_eq!(refused(&["act", "colour"], 4), Some(FormRefused::Foreign));
        let beyond = refused(&["act", "to3"], 3);
        assert_eq!(
            beyond,
            Some(FormRefused::NoSuchPartner {
                seats: 3,
                others: 2
            })
        );
        for lang in Lang::ALL {
            for why in [
                FormRefused::Foreign,
                FormRefused::NoSuchPartner {
                    seats: 3,
                    others: 2,
                },
            ] {
                let said = lang.say(&why);
                assert!(!said.contains("colour") && !said.contains("to3"), "{said}");
            }
        }
        assert_eq!(
            missing("edge"),
            FormRefused::Missing {
                field: "edge".to_owned()
            }
        );
        assert_eq!(
            Lang::De.say(not_a_number("victim", "Anna")),
            "\"Anna\" ist keine Zahl, aber der zu beraubende Spieler muss eine sein"
        );
    }
}
