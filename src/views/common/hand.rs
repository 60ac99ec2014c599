//! The hands a page shows: the seat's own on its page, every hand once the
//! game is over or a seat's own looking back, each with its resource
//! counts, its points and the development cards it holds.

use crate::rules::common::{Resource, Resources};
use crate::views::common::table::Word;

/// A count of one resource.
#[derive(Debug, Clone)]
pub struct ResCount {
    /// The CSS class suffix and form field (`brick`, ...).
    pub value: &'static str,
    /// The resource in the ruleset's words.
    pub name: String,
    pub n: u8,
}

/// Counts of each resource, in the canonical order, named by `word`.
pub fn res_counts(r: Resources, word: Word) -> Vec<ResCount> {
    Resource::ALL
        .iter()
        .map(|res| ResCount {
            value: res.name(),
            name: word(*res),
            n: r.get(*res),
        })
        .collect()
}

/// One kind of development card in a hand.
#[derive(Debug, Clone)]
pub struct DevRow {
    pub name: String,
    pub n: u8,
    /// How many of them were bought this turn (not playable yet).
    pub new: u8,
    /// What the card does, where the ruleset says it ("" where not).
    pub what: String,
}

/// The kinds of `kinds` a hand holds, in that order: `held` gives how many
/// of a kind the hand holds and how many of those were bought this turn.
pub fn dev_rows<C: Copy>(
    kinds: &[C],
    name: impl Fn(C) -> String,
    what: impl Fn(C) -> String,
    held: impl Fn(C) -> (u8, u8),
) -> Vec<DevRow> {
    kinds
        .iter()
        .filter_map(|&c| {
            let (n, new) = held(c);
            (n > 0).then(|| DevRow {
                name: name(c),
                n,
                new,
                what: what(c),
            })
        })
        .collect()
}

/// A hand the viewer may see.
#[derive(Debug, Clone)]
pub struct HandView {
    pub name: String,
    pub cards: Vec<ResCount>,
    pub total: u32,
    pub dev: Vec<DevRow>,
    /// All points, hidden ones included.
    pub points: u8,
}

impl HandView {
    /// `name`'s hand: its resources named by `word`, its development cards
    /// and all its points.
    pub fn new(name: String, hand: Resources, word: Word, dev: Vec<DevRow>, points: u8) -> Self {
        HandView {
            name,
            cards: res_counts(hand, word),
            total: hand.total(),
            dev,
            points,
        }
    }
}

/// The heading of a section of `hands`: `one` over a single hand, `many`
/// over several.
pub fn heading(hands: &[HandView], one: String, many: String) -> String {
    if hands.len() > 1 {
        many
    } else {
        one
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_lists_only_the_kinds_it_holds_and_counts_in_words() {
        let kinds = [
            ("Knight", 2, 1),
            ("Monopoly", 0, 0),
            ("Road Building", 1, 0),
        ];
        let dev = dev_rows(
            &kinds,
            |k| k.0.to_owned(),
            |_| String::new(),
            |k| (k.1, k.2),
        );
        let names: Vec<(&str, u8, u8)> =
            dev.iter().map(|d| (d.name.as_str(), d.n, d.new)).collect();
        assert_eq!(names, [("Knight", 2, 1), ("Road Building", 1, 0)]);
        let hand = HandView::new(
            "Anna".into(),
            Resources::of(Resource::Ore, 1),
            crate::lang::play::resource_word(crate::lang::Lang::En),
            dev,
            1,
        );
        assert_eq!((hand.total, hand.points), (1, 1));
        assert_eq!(hand.cards.len(), Resource::ALL.len());
        assert_eq!(
            heading(&[hand], "Your hand".to_owned(), "Hands".to_owned()),
            "Your hand"
        );
    }
}
