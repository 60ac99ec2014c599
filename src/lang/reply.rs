//! Words of a reply by email (`reply.ftl`): the answer a seat gets to its
//! reply (the move it made, or why it made none), and the words a reply
//! may use in the seat's language besides the codes ([`Vocabulary`]).

use super::terms::Term;
use super::{phrases, Lang};
use crate::rules::common::Resource;

phrases! {
    /// The answer to a reply, and the words a reply may use.
    pub enum ReplyWords in "reply" {
        SubjectNoMove = "reply-subject-no-move",
        SubjectMovedOn = "reply-subject-moved-on",
        /// `subject`: one of the subjects above; `when`: a time worded by
        /// `views::time`.
        SubjectLimited { subject: String, when: String } = "reply-subject-limited",
        /// `answers`: the answers a seat gets at once.
        Limited { answers: u32, when: String } = "reply-limited",
        MovedOn = "reply-moved-on",
        NotAChoice = "reply-not-a-choice",
        /// `named`: the choices named, each "[code] words", listed.
        Ambiguous { count: usize, named: String } = "reply-ambiguous",
        /// `why`: a refusal's clause.
        NoMove { why: String } = "reply-no-move",
        SubjectMade = "reply-subject-made",
        Made = "reply-made",
        /// `said`: the events of the move, narrated.
        MadeWhat { said: String } = "reply-made-what",
        Hello { name: String } = "reply-hello",
        /// The heading of a group of an email's choices: `group` `action`,
        /// `answer`, `place` or `discard`.
        GroupHeading { group: &'static str } = "reply-group-heading",
        /// The line standing for every way to give up `count` cards.
        DiscardLine { count: u32 } = "reply-discard-line",
        /// The verb the discard line's example starts with.
        DiscardVerb = "reply-discard-verb",
        Asked = "reply-asked",
        NotAsked = "reply-not-asked",
        YourPage = "reply-your-page",
        /// The words that roll the dice, `|` between them.
        WordsRoll = "reply-words-roll",
        /// The words that end the turn (or the special building).
        WordsEnd = "reply-words-end",
        /// The words that agree to a rewind or accept the only offer.
        WordsYes = "reply-words-yes",
        /// The words that refuse a rewind or reject the only offer.
        WordsNo = "reply-words-no",
        /// The verbs that start a discard besides "discard".
        WordsDiscard = "reply-words-discard",
        /// The words between a discard's cards besides "and".
        WordsAnd = "reply-words-and",
    }
}

/// The words, besides the codes, a reply's whole first line may be in
/// `lang` to name a choice.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vocabulary {
    pub roll: Vec<String>,
    pub end: Vec<String>,
    pub yes: Vec<String>,
    pub no: Vec<String>,
    /// Verbs that start a discard, as "discard" does.
    pub discard: Vec<String>,
    /// Words between a discard's cards, as "and" is.
    pub and: Vec<String>,
    /// A discard's card words and the resource each names (its wire
    /// name): the language's and the English ones, for a language that
    /// has discard verbs of its own.
    pub cards: Vec<(String, &'static str)>,
}

/// The reply vocabulary of `lang`.
pub fn vocabulary(lang: Lang) -> Vocabulary {
    let words = |phrase: ReplyWords| -> Vec<String> {
        lang.say(phrase)
            .split('|')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let discard = words(ReplyWords::WordsDiscard);
    let cards = if discard.is_empty() {
        Vec::new()
    } else {
        Resource::ALL
            .iter()
            .flat_map(|r| {
                [lang, Lang::En].into_iter().flat_map(move |l| {
                    [
                        l.say(Term::Resource { resource: *r }),
                        l.say(Term::BwResource { resource: *r }),
                    ]
                    .map(|w| (w, r.name()))
                })
            })
            .collect()
    };
    Vocabulary {
        roll: words(ReplyWords::WordsRoll),
        end: words(ReplyWords::WordsEnd),
        yes: words(ReplyWords::WordsYes),
        no: words(ReplyWords::WordsNo),
        discard,
        and: words(ReplyWords::WordsAnd),
        cards,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_replies_may_roll_end_and_answer_in_german_words() {
        let de = vocabulary(Lang::De);
        assert!(de.roll.iter().any(|w| w == "würfeln"), "{de:?}");
        assert!(de.end.iter().any(|w| w == "Zug beenden"), "{de:?}");
        assert!(de.yes.iter().any(|w| w == "ja"), "{de:?}");
        assert!(de.no.iter().any(|w| w == "nein"), "{de:?}");
    }

    #[test]
    fn english_replies_read_as_before_yes_and_no_and_no_new_verbs() {
        let en = vocabulary(Lang::En);
        assert_eq!(en.yes, ["yes"]);
        assert_eq!(en.no, ["no"]);
        assert!(en.roll.is_empty() && en.end.is_empty(), "{en:?}");
    }

    #[test]
    fn a_german_answer_says_deine_antwort() {
        let why = Lang::De.say(ReplyWords::NoMove {
            why: "Du bist nicht dran".to_owned(),
        });
        assert_eq!(
            why,
            "Deine Antwort hat keinen Zug gemacht: Du bist nicht dran."
        );
        assert_eq!(
            Lang::De.say(ReplyWords::Hello {
                name: "Anna".to_owned()
            }),
            "Hallo Anna,"
        );
    }
}
