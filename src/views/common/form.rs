//! A seat page's posted form as the presentations read it: its fields by
//! name ([`FormFields`], which the web layer's form implements), and the
//! fields a seat sent, carried back into a refused form or a confirm step
//! ([`Sent`]).

use crate::rules::common::Resource;

/// A seat form's fields by name, as each presentation reads its own forms
/// (the web layer's form implements it).
pub trait FormFields {
    /// The field's value, if the form has it.
    fn field(&self, name: &str) -> Option<&str>;
}

/// The form fields the seat page reads back: the ones its own forms send.
const TYPED_FIELDS: [&str; 30] = [
    "act",
    "offer",
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
    "to0",
    "to1",
    "to2",
    "to3",
    "node",
    "edge",
    "tile",
    "victim",
];

/// Form fields as a seat sent them: read back into a refused form, or
/// carried from the first step of a confirm to the second. Nothing in it
/// is trusted: it only fills in fields the seat may edit anyway.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sent(Vec<(&'static str, String)>);

impl Sent {
    /// The seat page's fields of a form.
    pub fn read(form: &impl FormFields) -> Sent {
        Sent(
            TYPED_FIELDS
                .iter()
                .filter_map(|name| form.field(name).map(|v| (*name, v.to_owned())))
                .collect(),
        )
    }

    /// Fields from name and value pairs (a query's), keeping only the
    /// seat page's own.
    pub fn from_pairs<'v>(pairs: impl IntoIterator<Item = (&'v str, Option<&'v str>)>) -> Sent {
        Sent(
            pairs
                .into_iter()
                .filter_map(|(name, value)| {
                    let known = TYPED_FIELDS.iter().find(|f| **f == name)?;
                    Some((*known, value?.to_owned()))
                })
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
