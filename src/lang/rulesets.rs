//! Each ruleset's own names (`rulesets.ftl`): its title, what it is, its
//! short name and its boards and options on the new-game form, chosen in
//! the files by the ruleset's wire id.

use super::{phrases, Lang};
use crate::rules::Ruleset;

phrases! {
    /// A ruleset's names; `ruleset` is its wire id (`Ruleset::name`).
    pub enum RulesetWords in "rulesets" {
        Title { ruleset: &'static str } = "ruleset-title",
        Blurb { ruleset: &'static str } = "ruleset-blurb",
        Short { ruleset: &'static str } = "ruleset-short",
        FixedBoard { ruleset: &'static str } = "ruleset-fixed-board",
        VariableAdds { ruleset: &'static str } = "ruleset-variable-adds",
        Founding { ruleset: &'static str } = "ruleset-founding",
    }
}

/// The title of `ruleset` in `lang` ("Catan: Frenemies").
pub fn title(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::Title {
        ruleset: ruleset.name(),
    })
}

/// What `ruleset` is, in `lang`, for the front page's list.
pub fn blurb(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::Blurb {
        ruleset: ruleset.name(),
    })
}

/// The short name of `ruleset` in `lang` ("Classic").
pub fn short(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::Short {
        ruleset: ruleset.name(),
    })
}

/// The fixed board of `ruleset` in `lang` ("the beginner board").
pub fn fixed_board(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::FixedBoard {
        ruleset: ruleset.name(),
    })
}

/// What the variable board of `ruleset` adds, in `lang`.
pub fn variable_adds(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::VariableAdds {
        ruleset: ruleset.name(),
    })
}

/// What the variable founding option of `ruleset` does, in `lang`.
pub fn founding(lang: Lang, ruleset: Ruleset) -> String {
    lang.say(RulesetWords::Founding {
        ruleset: ruleset.name(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::REGISTERED;

    #[test]
    fn every_registered_ruleset_has_its_own_title_blurb_and_short_name_in_every_language() {
        for lang in Lang::ALL {
            for words in [title, blurb, short] {
                let all: Vec<String> = REGISTERED.iter().map(|&r| words(lang, r)).collect();
                let mut distinct = all.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), all.len(), "{lang:?}: {all:?}");
            }
        }
    }

    #[test]
    fn the_english_titles_are_the_rulesets_own() {
        for &r in REGISTERED {
            assert_eq!(title(Lang::En, r), r.title());
        }
    }
}
