//! The emails of a rewind: the proposal's (the moves it would undo, in
//! words, and its two reply codes, agree and refuse) and the one email each
//! seat gets once the game is rewound (where it went back to, what was
//! undone, what is withdrawn, what the game now waits for). Each seat reads
//! the moves redacted for it. It decides nothing and writes no event.

use serde::{Deserialize, Serialize};

use super::choices::{ChoicesBlock, Item, ItemGroup};
use super::letter::{self, Content};
use super::messages::RewindProposedEmail;
use crate::game::mail_writer::RewindFacts;
use crate::game::outbox::NewMail;
use crate::game::GameMeta;
use crate::lang::letter::LetterWords as W;
use crate::lang::Lang;
use crate::rules::{AnyState, Seat, Viewer};
use crate::views::common::choice::{self, Choice, Group};
use crate::views::present;

/// How many undone moves an email lists at most; the history has them all.
pub const UNDONE_LISTED: usize = 40;

/// The code that agrees to the open rewind proposal in a reply.
pub const AGREE: &str = "AGREE";
/// The code that refuses it.
pub const REFUSE: &str = "REFUSE";

/// "The game was rewound": one to every seat after a rewind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RewoundEmail {
    pub name: String,
    /// "by agreement" or "by the host".
    pub how: String,
    /// The game went back to just after this move.
    pub to: u64,
    /// That move in words.
    pub moved: String,
    /// The moves undone in words, as this seat may know them, oldest first.
    pub undone: Vec<String>,
    /// Undone moves not listed (see [`UNDONE_LISTED`]).
    pub more: usize,
    /// The email that asked this seat for a move that no longer stands,
    /// named as withdrawn.
    pub withdrawn: Option<String>,
    /// What the game now waits for, from this seat or from others.
    pub now: String,
    /// The game waits for this seat: its choices follow.
    pub yours: bool,
}

/// The moves of a rewind in words for `seat`: move `to`, and the moves
/// undone (at most [`UNDONE_LISTED`]) with how many more there are; each
/// is redacted for the seat, and named on the board of `state`.
pub fn moves_for(
    meta: &GameMeta,
    state: &AnyState,
    rewind: &RewindFacts<'_>,
    seat: Seat,
) -> (String, Vec<String>, usize) {
    let names = meta.names();
    let lang = meta.lang_of(seat);
    let view = state.view(Viewer::Spectator);
    let board = present::board_of(&view);
    let told = |e: &crate::rules::AnyEvent| {
        present::narrate_event(lang, &e.redacted_for(Viewer::Seat(seat)), &names, board)
    };
    let moved = rewind
        .moved
        .map_or_else(|| lang.say(W::Move { seq: rewind.to }), told);
    let undone: Vec<String> = rewind
        .undone
        .iter()
        .take(UNDONE_LISTED)
        .map(|(seq, e)| {
            lang.say(W::MoveSaid {
                seq: *seq,
                said: told(e),
            })
        })
        .collect();
    let more = rewind.undone.len().saturating_sub(UNDONE_LISTED);
    (moved, undone, more)
}

/// The email asking `seat` (named `name`, at `email`) to agree to the
/// proposal `rewind` or refuse it, by reply at `version` or on its page.
#[expect(clippy::too_many_arguments, reason = "email facts")]
pub fn proposed(
    meta: &GameMeta,
    state: &AnyState,
    rewind: &RewindFacts<'_>,
    reason: &str,
    seat: Seat,
    name: &str,
    email: &str,
    version: u64,
    by_reply: bool,
) -> NewMail {
    let (moved, undone, more) = moves_for(meta, state, rewind, seat);
    let content = RewindProposedEmail {
        name: name.to_owned(),
        to: rewind.to,
        reason: reason.to_owned(),
        moved,
        undone,
        more,
    };
    let mut mail = letter::mail(
        meta.lang_of(seat),
        "rewind_proposed",
        Some(seat.0),
        email,
        Content::RewindProposed(content),
    );
    letter::Letter::edit(&mut mail, |l| {
        l.choices = Some(block(meta.lang_of(seat), rewind.to, by_reply));
    });
    mail.reply_version = Some(version);
    mail
}

/// The two answers to a proposal to rewind to just after move `to`, as a
/// reply names them: `true` agrees.
pub fn answers(to: u64) -> Vec<Choice<bool>> {
    answers_in(Lang::En, to)
}

/// [`answers`], worded in `lang`.
pub fn answers_in(lang: Lang, to: u64) -> Vec<Choice<bool>> {
    vec![
        Choice::new(AGREE, lang.say(W::RewindAgree { to }), Group::Answer, true)
            .alias("agree")
            .alias("yes"),
        Choice::new(REFUSE, lang.say(W::RewindRefuse), Group::Answer, false)
            .alias("refuse")
            .alias("no"),
    ]
}

/// The answer a reply's first `line` names, if it names one, in `lang`'s
/// words too ("ja", "nein").
pub fn read_answer(lang: Lang, to: u64, line: &str) -> Option<bool> {
    let mut answers = answers(to);
    choice::with_vocabulary(&mut answers, &crate::lang::reply::vocabulary(lang));
    choice::read(&answers, line).one().map(|c| c.command)
}

/// The choices block of a proposal's email.
fn block(lang: Lang, to: u64, by_reply: bool) -> ChoicesBlock {
    ChoicesBlock {
        groups: vec![ItemGroup {
            heading: lang.say(W::RewindHeading),
            items: answers_in(lang, to)
                .into_iter()
                .map(|c| Item {
                    code: c.code,
                    words: c.words,
                    query: "#rewind-h".to_owned(),
                })
                .collect(),
        }],
        by_reply,
    }
}

/// The one email `seat` gets after the rewind `rewind` took the game from
/// `before` back to `after`.
pub fn rewound(
    meta: &GameMeta,
    before: &AnyState,
    after: &AnyState,
    rewind: &RewindFacts<'_>,
    seat: Seat,
    name: &str,
    email: &str,
) -> NewMail {
    let (moved, undone, more) = moves_for(meta, after, rewind, seat);
    let yours = after.waiting_for().contains(&seat);
    let lang = meta.lang_of(seat);
    let todo_after = yours.then(|| present::todo_for(lang, after, seat));
    // The email that asked the seat before the rewind asked for a move
    // that no longer stands, unless the same is asked again.
    let withdrawn = before
        .waiting_for()
        .contains(&seat)
        .then(|| present::todo_for(lang, before, seat))
        .filter(|todo| todo_after.as_ref() != Some(todo))
        .map(|todo| lang.say(W::Withdrawn { todo }));
    // Whom the game waits for is public: every page says it.
    let now = match todo_after {
        Some(todo) => lang.say(W::YourMove { todo }),
        None => crate::lang::waiting::word(lang, &after.waiting(), &meta.names()),
    };
    let content = RewoundEmail {
        name: name.to_owned(),
        how: lang.say(if rewind.by_host {
            W::ByHost
        } else {
            W::ByAgreement
        }),
        to: rewind.to,
        moved,
        undone,
        more,
        withdrawn,
        now,
        yours,
    };
    letter::mail(
        meta.lang_of(seat),
        super::kind::REWOUND,
        Some(seat.0),
        email,
        Content::Rewound(content),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::outbox::SeatRow;
    use crate::rules::classic::state::DevCard;
    use crate::rules::classic::Event;
    use crate::rules::{AnyEvent, Ruleset};

    fn meta() -> GameMeta {
        let seats = ["Anna", "Bert", "Cleo"]
            .iter()
            .zip(0..)
            .map(|(name, seat)| SeatRow {
                seat,
                name: (*name).to_owned(),
                email: format!("{}@example.org", name.to_lowercase()),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect();
        GameMeta {
            id: uuid::Uuid::nil(),
            ruleset: Ruleset::Classic,
            seats,
            created_at: std::time::SystemTime::UNIX_EPOCH,
            seed_commitment: String::new(),
            host_rewinds_alone: false,
            deadline: None,
            special_building: crate::game::meta::SpecialBuilding::Live,
            language: crate::language::Lang::default(),
            seed: Vec::new(),
        }
    }

    #[test]
    fn the_moves_undone_name_a_card_bought_to_its_buyer_alone() {
        let (meta, state) = (meta(), AnyState::new(Ruleset::Classic).unwrap());
        let rolled = AnyEvent::Classic(Event::DiceRolled {
            seat: Seat(0),
            dice: [3, 4],
        });
        let undone = [(
            8,
            AnyEvent::Classic(Event::DevelopmentCardBought {
                seat: Seat(0),
                card: Some(DevCard::Monopoly),
            }),
        )];
        let rewind = RewindFacts {
            to: 7,
            moved: Some(&rolled),
            undone: &undone,
            by_host: false,
        };
        let (moved, own, more) = moves_for(&meta, &state, &rewind, Seat(0));
        assert!(moved.contains("Anna") && moved.contains('7'), "{moved}");
        assert_eq!(more, 0);
        assert_eq!(own.len(), 1);
        assert!(own[0].starts_with("Move 8: Anna bought a development card"));
        assert!(own[0].contains("Monopoly"), "{own:?}");
        for other in [Seat(1), Seat(2)] {
            let (_, theirs, _) = moves_for(&meta, &state, &rewind, other);
            assert_eq!(
                theirs,
                vec!["Move 8: Anna bought a development card.".to_owned()]
            );
        }
    }

    #[test]
    fn a_reply_agrees_or_refuses_by_code_or_word_and_nothing_else() {
        assert_eq!(read_answer(Lang::En, 4, "AGREE"), Some(true));
        assert_eq!(read_answer(Lang::En, 4, "[agree]"), Some(true));
        assert_eq!(read_answer(Lang::En, 4, "yes"), Some(true));
        assert_eq!(read_answer(Lang::En, 4, "Refuse"), Some(false));
        assert_eq!(read_answer(Lang::En, 4, "no"), Some(false));
        assert_eq!(read_answer(Lang::En, 4, "1"), None);
        assert_eq!(read_answer(Lang::En, 4, "maybe"), None);
        assert_eq!(read_answer(Lang::En, 4, "ja"), None);
    }

    #[test]
    fn a_german_reply_agrees_with_ja_and_refuses_with_nein() {
        assert_eq!(read_answer(Lang::De, 4, "ja"), Some(true));
        assert_eq!(read_answer(Lang::De, 4, "Ja!"), Some(true));
        assert_eq!(read_answer(Lang::De, 4, "zustimmen"), Some(true));
        assert_eq!(read_answer(Lang::De, 4, "AGREE"), Some(true));
        assert_eq!(read_answer(Lang::De, 4, "Nein"), Some(false));
        assert_eq!(read_answer(Lang::De, 4, "ablehnen"), Some(false));
        assert_eq!(read_answer(Lang::De, 4, "vielleicht"), None);
    }
}
