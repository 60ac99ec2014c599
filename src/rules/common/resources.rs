//! Resources and hands of resource cards: the five kinds, and counted bundles of them.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// One of the five resources of the base game (base-catan.md §Components).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    Brick,
    Lumber,
    Wool,
    Grain,
    Ore,
}

impl Resource {
    /// Every resource, in the canonical order used for hands and steals.
    pub const ALL: [Resource; 5] = [
        Resource::Brick,
        Resource::Lumber,
        Resource::Wool,
        Resource::Grain,
        Resource::Ore,
    ];

    /// Position of this resource in [`Resource::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player-facing name of the resource.
    pub const fn name(self) -> &'static str {
        match self {
            Resource::Brick => "brick",
            Resource::Lumber => "lumber",
            Resource::Wool => "wool",
            Resource::Grain => "grain",
            Resource::Ore => "ore",
        }
    }

    /// The one-letter code used by compact test notation (`B L W G O`).
    pub const fn letter(self) -> char {
        match self {
            Resource::Brick => 'B',
            Resource::Lumber => 'L',
            Resource::Wool => 'W',
            Resource::Grain => 'G',
            Resource::Ore => 'O',
        }
    }

    /// Parses a one-letter code (`B L W G O`).
    pub fn from_letter(letter: char) -> Option<Resource> {
        Resource::ALL
            .into_iter()
            .find(|r| r.letter() == letter.to_ascii_uppercase())
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A count of cards per resource: a hand, a cost, the bank, a trade side.
///
/// Serialized as an object with one field per resource so the JSON API reads
/// naturally (`{"brick":1,"lumber":1,"wool":0,"grain":0,"ore":0}`); missing
/// fields count as zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(from = "ResourceMap", into = "ResourceMap")]
pub struct Resources([u8; 5]);

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ResourceMap {
    #[serde(default)]
    brick: u8,
    #[serde(default)]
    lumber: u8,
    #[serde(default)]
    wool: u8,
    #[serde(default)]
    grain: u8,
    #[serde(default)]
    ore: u8,
}

impl From<ResourceMap> for Resources {
    fn from(m: ResourceMap) -> Self {
        Resources([m.brick, m.lumber, m.wool, m.grain, m.ore])
    }
}

impl From<Resources> for ResourceMap {
    fn from(r: Resources) -> Self {
        let [brick, lumber, wool, grain, ore] = r.0;
        ResourceMap {
            brick,
            lumber,
            wool,
            grain,
            ore,
        }
    }
}

impl Resources {
    /// No cards at all.
    pub const ZERO: Resources = Resources([0; 5]);

    /// Builds a bundle from counts in [`Resource::ALL`] order.
    pub const fn new(brick: u8, lumber: u8, wool: u8, grain: u8, ore: u8) -> Self {
        Resources([brick, lumber, wool, grain, ore])
    }

    /// The same count of every resource (the bank at the start: 19 each).
    pub const fn splat(n: u8) -> Self {
        Resources([n; 5])
    }

    /// A bundle of `n` cards of one resource.
    pub fn of(resource: Resource, n: u8) -> Self {
        let mut r = Resources::ZERO;
        r.0[resource.index()] = n;
        r
    }

    /// Parses compact notation: one letter per card, e.g. `"BBLWG"`.
    pub fn parse(notation: &str) -> Option<Self> {
        let mut r = Resources::ZERO;
        for c in notation.chars().filter(|c| !c.is_whitespace()) {
            let res = Resource::from_letter(c)?;
            r.0[res.index()] = r.0[res.index()].checked_add(1)?;
        }
        Some(r)
    }

    /// How many cards of `resource`.
    pub const fn get(&self, resource: Resource) -> u8 {
        self.0[resource as usize]
    }

    /// Sets the count of `resource`.
    pub fn set(&mut self, resource: Resource, n: u8) {
        self.0[resource.index()] = n;
    }

    /// Total number of cards.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// True when there are no cards.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 5]
    }

    /// True when `self` holds at least `other` of every resource.
    pub fn contains(&self, other: &Resources) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// `self - other`, or `None` when some count would go below zero.
    pub fn checked_sub(&self, other: &Resources) -> Option<Resources> {
        let mut out = [0u8; 5];
        for (o, (a, b)) in out.iter_mut().zip(self.0.iter().zip(other.0.iter())) {
            *o = a.checked_sub(*b)?;
        }
        Some(Resources(out))
    }

    /// True when both bundles hold some card of the same resource.
    pub fn overlaps(&self, other: &Resources) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .any(|(a, b)| *a > 0 && *b > 0)
    }

    /// The resources present, each with its count.
    pub fn iter(&self) -> impl Iterator<Item = (Resource, u8)> + '_ {
        Resource::ALL
            .into_iter()
            .map(|r| (r, self.get(r)))
            .filter(|(_, n)| *n > 0)
    }

    /// The `index`-th card in canonical order (brick first), as used to pick a
    /// random card from a hand.
    pub fn nth_card(&self, index: u32) -> Option<Resource> {
        let mut left = index;
        for r in Resource::ALL {
            let n = u32::from(self.get(r));
            if left < n {
                return Some(r);
            }
            left -= n;
        }
        None
    }

    /// The raw counts in [`Resource::ALL`] order.
    pub const fn counts(&self) -> [u8; 5] {
        self.0
    }
}

impl Add for Resources {
    type Output = Resources;
    fn add(mut self, rhs: Resources) -> Resources {
        self += rhs;
        self
    }
}

impl AddAssign for Resources {
    fn add_assign(&mut self, rhs: Resources) {
        for i in 0..5 {
            self.0[i] = self.0[i].saturating_add(rhs.0[i]);
        }
    }
}

impl Sub for Resources {
    type Output = Resources;
    fn sub(mut self, rhs: Resources) -> Resources {
        self -= rhs;
        self
    }
}

impl SubAssign for Resources {
    /// Subtracts, saturating at zero; callers check affordability first.
    fn sub_assign(&mut self, rhs: Resources) {
        for i in 0..5 {
            debug_assert!(self.0[i] >= rhs.0[i], "resource count below zero");
            self.0[i] = self.0[i].saturating_sub(rhs.0[i]);
        }
    }
}

impl fmt::Display for Resources {
    /// Plain words: "2 brick, 1 ore"; "nothing" when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("nothing");
        }
        let mut first = true;
        for (r, n) in self.iter() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{n} {r}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_notation_counts_each_letter() {
        let r = Resources::parse("BBLWGOO").unwrap();
        assert_eq!(r, Resources::new(2, 1, 1, 1, 2));
        assert_eq!(r.total(), 7);
        assert!(Resources::parse("BX").is_none());
    }

    #[test]
    fn serializes_as_named_fields_and_defaults_missing_to_zero() {
        let r = Resources::new(1, 0, 2, 0, 0);
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, r#"{"brick":1,"lumber":0,"wool":2,"grain":0,"ore":0}"#);
        let back: Resources = serde_json::from_str(r#"{"wool":2,"brick":1}"#).unwrap();
        assert_eq!(back, r);
        assert!(serde_json::from_str::<Resources>(r#"{"gold":1}"#).is_err());
    }

    #[test]
    fn nth_card_walks_the_canonical_order() {
        let r = Resources::parse("BOO").unwrap();
        assert_eq!(r.nth_card(0), Some(Resource::Brick));
        assert_eq!(r.nth_card(1), Some(Resource::Ore));
        assert_eq!(r.nth_card(2), Some(Resource::Ore));
        assert_eq!(r.nth_card(3), None);
    }

    #[test]
    fn checked_sub_refuses_going_negative() {
        let hand = Resources::parse("BL").unwrap();
        assert_eq!(
            hand.checked_sub(&Resources::parse("B").unwrap()),
            Resources::parse("L")
        );
        assert_eq!(hand.checked_sub(&Resources::parse("BB").unwrap()), None);
    }
}
