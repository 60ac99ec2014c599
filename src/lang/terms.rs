//! The game's terms (`terms.ftl`): resources and cards of them ("2 brick"),
//! pieces, places, development cards and guilds, in the base game's words
//! and in Baden-Württemberg's, and the lists that join them ("1 clay and 1
//! wood"). Every area that names a term words it here or refers to its
//! message.

use fluent_bundle::FluentValue;

use super::{phrases, Arg, Lang};
use crate::rules::common::{Resource, Resources};
use crate::rules::frenemies::Guild;
use crate::rules::{CardKind, PhaseKind, Pieces, Place, Ruleset};

phrases! {
    /// A term of the game.
    pub enum Term in "terms" {
        /// A resource in the base game's words: "brick".
        Resource { resource: Resource } = "term-resource",
        /// A resource in Baden-Württemberg's words: "clay".
        BwResource { resource: Resource } = "term-resource-bw",
        /// Cards of one resource: "2 brick".
        Cards { count: u8, resource: Resource } = "term-cards",
        /// The same in Baden-Württemberg's words: "2 clay".
        BwCards { count: u8, resource: Resource } = "term-cards-bw",
        /// No cards, as the base game's rules say it: "nothing".
        Nothing = "term-nothing",
        /// No cards, as Baden-Württemberg's pages say it: "no cards".
        NoCards = "term-no-cards",
        /// A list's items so far and one more: "a, b".
        ListNext { init: String, item: String } = "term-list-next",
        /// A list's items so far and its last: "a, b and c".
        ListLast { init: String, last: String } = "term-list-last",
        /// The same in the base game's rules' own lists: "a, b, c".
        ListLastPlain { init: String, last: String } = "term-list-last-plain",
        /// Pieces, many of them: "roads".
        Pieces { pieces: Pieces } = "term-pieces",
        /// A kind of place on the board: "hex".
        Place { place: Place } = "term-place",
        /// A development card's name: "Monopoly".
        Card { card: CardKind } = "term-card",
        /// A guild of Frenemies: "Traders".
        Guild { guild: Guild } = "term-guild",
    }
}

/// Whose words a game's terms are in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Words {
    /// The base game's, which its scenarios share.
    Classic,
    /// Baden-Württemberg's own: clay and wood, lists joined by "and".
    BadenWuerttemberg,
}

impl Words {
    /// The words of a game of `ruleset`.
    pub const fn of(ruleset: Ruleset) -> Words {
        match ruleset {
            Ruleset::Classic | Ruleset::Frenemies | Ruleset::OilSprings => Words::Classic,
            Ruleset::BadenWuerttemberg => Words::BadenWuerttemberg,
        }
    }
}

/// `cards` in `lang` and in `words`: "2 brick, 1 ore" in the base game's
/// (its rules' own lists), "2 clay and 1 ore" in Baden-Württemberg's.
pub fn cards(lang: Lang, words: Words, cards: &Resources) -> String {
    let items: Vec<String> = cards
        .iter()
        .map(|(resource, count)| {
            lang.say(match words {
                Words::Classic => Term::Cards { count, resource },
                Words::BadenWuerttemberg => Term::BwCards { count, resource },
            })
        })
        .collect();
    if items.is_empty() {
        return lang.say(match words {
            Words::Classic => Term::Nothing,
            Words::BadenWuerttemberg => Term::NoCards,
        });
    }
    list(lang, items, |init, last| match words {
        Words::Classic => Term::ListLastPlain { init, last },
        Words::BadenWuerttemberg => Term::ListLast { init, last },
    })
}

/// `items` joined in `lang`: each after the first by `ListNext`, the last
/// by the phrase `last` makes.
fn list(lang: Lang, items: Vec<String>, last: impl Fn(String, String) -> Term) -> String {
    let mut items = items.into_iter();
    let Some(first) = items.next() else {
        return String::new();
    };
    let mut rest: Vec<String> = items.collect();
    let Some(final_item) = rest.pop() else {
        return first;
    };
    let init = rest
        .into_iter()
        .fold(first, |init, item| lang.say(Term::ListNext { init, item }));
    lang.say(last(init, final_item))
}

/// The facts a message selects on are given by their ids, never by words.
macro_rules! id_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(&self) -> FluentValue<'_> {
                FluentValue::from(self.id())
            }
        }
    )*};
}
id_arg!(PhaseKind, Pieces, Place, CardKind, Guild);

impl Arg for Resource {
    /// Its wire id ("brick"), as the API and the forms spell it.
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_counted_and_listed_in_each_game_s_words() {
        let two = Resources::of(Resource::Brick, 2) + Resources::of(Resource::Ore, 1);
        let three = two + Resources::of(Resource::Lumber, 1);
        assert_eq!(cards(Lang::En, Words::Classic, &two), "2 brick, 1 ore");
        assert_eq!(
            cards(Lang::En, Words::Classic, &three),
            "2 brick, 1 lumber, 1 ore"
        );
        assert_eq!(
            cards(Lang::En, Words::BadenWuerttemberg, &three),
            "2 clay, 1 wood and 1 ore"
        );
        assert_eq!(cards(Lang::De, Words::Classic, &two), "2 Lehm und 1 Erz");
        assert_eq!(
            cards(Lang::De, Words::BadenWuerttemberg, &three),
            "2 Lehm, 1 Holz und 1 Erz"
        );
        assert_eq!(cards(Lang::En, Words::Classic, &Resources::ZERO), "nothing");
        assert_eq!(
            cards(Lang::En, Words::BadenWuerttemberg, &Resources::ZERO),
            "no cards"
        );
        assert_eq!(
            cards(Lang::De, Words::Classic, &Resources::of(Resource::Wool, 1)),
            "1 Wolle"
        );
    }
}
