//! Words every presentation uses: player names, lists and counts in
//! words, and the game's own moments (rewinds, pauses, stand-ins, seat
//! preferences) that are no ruleset's events.

use crate::lang::{Lang, Person};
pub use crate::rules::contract::{join_words, Names};
use crate::rules::Seat;

/// A seat in words as the seat `me` reads them: "you" for itself, else its
/// name.
pub fn you_or_name(names: &Names, me: Option<Seat>, seat: Seat) -> String {
    if Some(seat) == me {
        "you".to_owned()
    } else {
        names.of(seat)
    }
}

/// A count with its noun: "1 point", "2 points".
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A rewind proposal, answer or rewind in plain words in `lang`, a date
/// in the reader's words.
pub fn meta(lang: Lang, m: &crate::history::MetaEvent, names: &Names) -> String {
    crate::lang::story::meta(lang, m, names, crate::views::time::date_of)
}

/// A seat's standing preferences in English words: to the seat itself
/// (`you`), or about it ([`crate::lang::story::preferences`] in any language).
pub fn preferences(
    roll: crate::history::RollPreference,
    end: bool,
    skip_special: bool,
    you: bool,
) -> String {
    let person = if you { Person::You } else { Person::Other };
    crate::lang::story::preferences(Lang::En, roll, end, skip_special, person)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_join_like_a_sentence() {
        let w = |v: &[&str]| join_words(&v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>());
        assert_eq!(w(&[]), "");
        assert_eq!(w(&["a"]), "a");
        assert_eq!(w(&["a", "b"]), "a and b");
        assert_eq!(w(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn counts_read_in_the_singular_and_plural() {
        assert_eq!(plural(1u8, "point", "points"), "1 point");
        assert_eq!(plural(2u8, "point", "points"), "2 points");
        assert_eq!(plural(0u8, "card", "cards"), "0 cards");
    }
}
