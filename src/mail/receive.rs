//! Acting on a reply (`slowcatan receive`, the IMAP reader): the message
//! is read here ([`super::inbound`]) and handed to the game's reply use
//! case ([`GameService::reply`]), which looks its code up by its hash and
//! submits the choice its first line names ([`choice::read`], through the
//! mail seam: [`read_reply`]) through the same path as a click, at the
//! version the code was written for; this module also words the answers
//! ([`answer_mail`], [`moved_mail`]). A message
//! acts once per code however often it is delivered; a code makes one
//! decision. A reply at an old version, one that does not read as a
//! choice, or one that names two, changes nothing and is answered, to that
//! seat only, with its choices now: five answers at once, then one every
//! twelve minutes; the first reply over that allowance is told when
//! answers come again, the others in that stretch get none (moves are
//! never held back). Mail without a known code, and automatic mail, is
//! left unanswered. A reply to a rewind proposal's email agrees or refuses
//! with its code (AGREE, REFUSE) through the same checks: the code's seat
//! and game, and its version, which other seats' agreements since do not
//! make stale.

use std::sync::Arc;
use std::time::SystemTime;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::inbound::{self, code_hash, Ignored};
use super::kind;
use super::writer::EmailWriter;
use crate::game::links::ReplyTo;
use crate::game::mail_writer::{ReplyAnswer, ReplyReading};
use crate::game::outbox::NewMail;
use crate::game::service::{Reply, ReplyOutcome};
use crate::game::{GameMeta, GameService, ServiceError};
use crate::lang::reply::{self, ReplyWords};
use crate::lang::service::ServiceWords;
use crate::lang::Lang;
use crate::rules::{AnyEvent, AnyState, Seat, Viewer};
use crate::views::common::choice;
use crate::views::present;

/// Why a reply was answered rather than acted on.
pub use crate::game::mail_writer::ReplyAnswer as Answer;

/// Answers to replies one seat may get at once (the game's allowance,
/// told in the answer that says it is spent).
const ANSWERS: u32 = 5;

/// What a message did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The reply made its seat's move.
    Moved { game: Uuid, seat: u8, version: u64 },
    /// Nothing changed; the seat was answered with its choices now.
    Answered { game: Uuid, seat: u8, why: Answer },
    /// Nothing changed; the seat, answered often lately, was told so once,
    /// with `why` and the time (`until`) from which its replies are
    /// answered again.
    Limited {
        game: Uuid,
        seat: u8,
        why: Answer,
        until: SystemTime,
    },
    /// Nothing changed, and no answer was sent.
    Ignored(Quiet),
}

/// Why a message was left alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Quiet {
    /// Too large, unreadable or automatic.
    Message(Ignored),
    /// No address of the message carries a known code (a forged or stray
    /// message).
    NoCode,
    /// This message with this code was read before.
    Again,
    /// The seat was answered often lately, and told so already.
    RateLimited,
    /// The game or seat is gone, or has no address to answer.
    Nobody,
}

/// A temporary failure: the mail server should deliver the message again.
#[derive(Debug, thiserror::Error)]
pub enum ReceiveError {
    #[error("the game service failed: {0}")]
    Service(#[from] ServiceError),
}

/// Reads replies and hands them to the game.
#[derive(Debug, Clone)]
pub struct Receiver {
    service: Arc<GameService>,
    reply_to: ReplyTo,
}

impl Receiver {
    /// A receiver for replies to `reply_to`'s addresses, acting through
    /// `service` (whose mail writer words the answers).
    pub fn new(service: Arc<GameService>, reply_to: ReplyTo) -> Self {
        Receiver { service, reply_to }
    }

    /// Acts on one message, `raw`, delivered for the envelope `recipient`
    /// (where the mail server names it).
    pub async fn receive(
        &self,
        raw: &[u8],
        recipient: Option<&str>,
    ) -> Result<Outcome, ReceiveError> {
        let message = match inbound::read(raw, &self.reply_to, recipient) {
            Ok(m) => m,
            Err(why) => return Ok(Outcome::Ignored(Quiet::Message(why))),
        };
        let code_hashes: Vec<Vec<u8>> = message.codes.iter().map(|c| code_hash(c)).collect();
        let reply = Reply {
            message_id: &message.message_id,
            code_hashes: &code_hashes,
            line: message.line.as_deref(),
        };
        Ok(match self.service.reply(reply).await? {
            ReplyOutcome::Moved {
                game,
                seat,
                version,
            } => Outcome::Moved {
                game,
                seat,
                version,
            },
            ReplyOutcome::Answered { game, seat, why } => Outcome::Answered { game, seat, why },
            ReplyOutcome::Limited {
                game,
                seat,
                why,
                until,
            } => Outcome::Limited {
                game,
                seat,
                why,
                until,
            },
            ReplyOutcome::NoCode => Outcome::Ignored(Quiet::NoCode),
            ReplyOutcome::Again => Outcome::Ignored(Quiet::Again),
            ReplyOutcome::RateLimited => Outcome::Ignored(Quiet::RateLimited),
            ReplyOutcome::Nobody => Outcome::Ignored(Quiet::Nobody),
        })
    }
}

/// What the first `line` of a reply by `seat` says in the game that is
/// `state`: an answer to the open rewind proposal (to just after
/// `rewind_to`), or the one of the seat's choices it names, as its emails
/// list them in its language or in that language's other words for them
/// ([`reply::vocabulary`]: "würfeln", "ja").
pub fn read_reply(
    meta: &GameMeta,
    state: &AnyState,
    seat: Seat,
    line: &str,
    rewind_to: Option<u64>,
) -> ReplyReading {
    let lang = meta.lang_of(seat);
    if let Some(agree) = rewind_to.and_then(|to| super::rewound::read_answer(lang, to, line)) {
        return ReplyReading::Rewind(agree);
    }
    let words = reply::vocabulary(lang);
    let mut choices = present::choices_for(lang, state, seat, &meta.names());
    choice::with_vocabulary(&mut choices, &words);
    match choice::read_in(&choices, line, &words) {
        choice::Reading::One(c) => ReplyReading::Move {
            command: c.command.clone(),
            lasting: c.group == choice::Group::Discard,
        },
        choice::Reading::Ambiguous(named) => ReplyReading::Ambiguous(
            named
                .iter()
                .map(|c| (c.code.clone(), c.words.clone()))
                .collect(),
        ),
        choice::Reading::Nothing => ReplyReading::Nothing,
    }
}

/// The email answering `seat`'s reply that made no move (`why`), its
/// choices not yet listed; `limited`: the last answer until that time,
/// told at that many minutes from UTC. `None` when the seat has no address.
pub fn answer_mail(
    meta: &GameMeta,
    state: &AnyState,
    seat: Seat,
    why: &Answer,
    limited: Option<(SystemTime, crate::history::quiet::LocalZone)>,
) -> Option<NewMail> {
    let lang = meta.lang_of(seat);
    let subject = lang.say(if *why == Answer::MovedOn {
        ReplyWords::SubjectMovedOn
    } else {
        ReplyWords::SubjectNoMove
    });
    let words = answer_words(lang, meta, why);
    let (subject, words) = match limited {
        None => (subject, words),
        Some((until, zone)) => {
            let when = crate::views::time::until_said(lang, until, SystemTime::now(), &zone);
            let limited = lang.say(ReplyWords::Limited {
                answers: ANSWERS,
                when: when.clone(),
            });
            (
                lang.say(ReplyWords::SubjectLimited { subject, when }),
                format!("{words}\n\n{limited}"),
            )
        }
    };
    seat_mail(meta, state, seat, subject, words)
}

/// The email telling `seat`, whose reply made its move (`events`), that it
/// is made and what it may do next in the game that is now `state`.
pub fn moved_mail(
    meta: &GameMeta,
    state: &AnyState,
    seat: Seat,
    events: &[AnyEvent],
) -> Option<NewMail> {
    let lang = meta.lang_of(seat);
    let names = meta.names();
    let view = state.view(Viewer::Seat(seat));
    let said: Vec<String> = events
        .iter()
        .map(|e| {
            let e = e.redacted_for(Viewer::Seat(seat));
            present::narrate_event(lang, &e, &names, present::board_of(&view))
        })
        .collect();
    let done = lang.say(if said.is_empty() {
        ReplyWords::Made
    } else {
        ReplyWords::MadeWhat {
            said: said.join(" "),
        }
    });
    seat_mail(meta, state, seat, lang.say(ReplyWords::SubjectMade), done)
}

/// An answer to `seat` of the game saying `why`; `None` when the seat has
/// no address.
fn seat_mail(
    meta: &GameMeta,
    state: &AnyState,
    seat: Seat,
    subject: String,
    why: String,
) -> Option<NewMail> {
    let row = meta.seats.iter().find(|s| s.seat == seat.0)?;
    if row.email.is_empty() {
        return None;
    }
    let email = ReplyAnswerEmail {
        name: row.name.clone(),
        subject,
        why,
        asked: state.waiting_for().contains(&seat),
    };
    let mut mail = email.mail(row.language, kind::REPLY_ANSWER, seat, &row.email);
    super::messages::name_game(meta, &mut mail);
    Some(mail)
}

impl EmailWriter {
    /// [`answer_mail`] with the seat's choices at `version`, the moves
    /// since its own among `recent` marked on its picture.
    #[expect(
        clippy::too_many_arguments,
        reason = "one answer is all these facts of one reply"
    )]
    pub(super) fn reply_answer_mail(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        version: u64,
        recent: &[AnyEvent],
        seat: Seat,
        why: &Answer,
        limited: Option<(SystemTime, crate::history::quiet::LocalZone)>,
    ) -> Option<NewMail> {
        let mut mail = answer_mail(meta, state, seat, why, limited)?;
        self.add_choices(&meta.names(), state, version, recent, &mut mail);
        Some(mail)
    }
}

/// Why a reply made no move, in words for its seat, who reads `lang`.
fn answer_words(lang: Lang, meta: &GameMeta, why: &ReplyAnswer) -> String {
    lang.say(match why {
        Answer::MovedOn => ReplyWords::MovedOn,
        Answer::NotAChoice => ReplyWords::NotAChoice,
        Answer::Ambiguous(named) => {
            let named: Vec<String> = named
                .iter()
                .map(|(code, words)| format!("[{code}] {words}"))
                .collect();
            ReplyWords::Ambiguous {
                count: named.len(),
                named: crate::lang::list_and(lang, &named),
            }
        }
        Answer::Rule(e) => ReplyWords::NoMove {
            why: present::refusal(lang, meta.ruleset, e, &meta.names()),
        },
        Answer::Refused(e) => ReplyWords::NoMove {
            why: crate::lang::service::word(lang, e),
        },
        Answer::NotStarted => ReplyWords::NoMove {
            why: lang.say(ServiceWords::NotStarted),
        },
        Answer::Expired => ReplyWords::NoMove {
            why: lang.say(ServiceWords::Expired),
        },
    })
}

/// The answer to a reply: the move it made, or why it made none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplyAnswerEmail {
    pub name: String,
    pub subject: String,
    pub why: String,
    /// The game waits for the seat: its choices follow.
    pub asked: bool,
}

impl ReplyAnswerEmail {
    /// "Hello Anna," in `lang`.
    pub fn hello(&self, lang: &Lang) -> String {
        lang.say(ReplyWords::Hello {
            name: self.name.clone(),
        })
    }

    /// What follows the answer: the seat's choices, or that the game does
    /// not wait for it, in `lang`.
    pub fn then(&self, lang: &Lang) -> String {
        lang.say(if self.asked {
            ReplyWords::Asked
        } else {
            ReplyWords::NotAsked
        })
    }

    /// "Your page", the link's words, in `lang`.
    pub fn your_page(&self, lang: &Lang) -> String {
        lang.say(ReplyWords::YourPage)
    }

    /// The email of `kind` to `seat` at `recipient`, who reads `lang`, its
    /// choices not yet listed.
    pub fn mail(self, lang: Lang, kind: &str, seat: Seat, recipient: &str) -> NewMail {
        super::letter::mail(
            lang,
            kind,
            Some(seat.0),
            recipient,
            super::letter::Content::ReplyAnswer(self),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::outbox::SeatRow;
    use crate::game::service::Invalid;
    use crate::rules::Ruleset;

    /// A classic game's facts: Anna reads German, Bert English.
    fn meta() -> GameMeta {
        let seats = [("Anna", Lang::De), ("Bert", Lang::En), ("Cleo", Lang::En)]
            .iter()
            .zip(0..)
            .map(|((name, language), seat)| SeatRow {
                seat,
                name: (*name).to_owned(),
                email: format!("{}@example.org", name.to_lowercase()),
                reminders: true,
                language: *language,
                time_zone: None,
            })
            .collect();
        GameMeta {
            id: Uuid::nil(),
            ruleset: Ruleset::Classic,
            seats,
            created_at: SystemTime::UNIX_EPOCH,
            seed_commitment: String::new(),
            host_rewinds_alone: false,
            deadline: None,
            special_building: crate::game::meta::SpecialBuilding::Live,
            language: Lang::default(),
            seed: Vec::new(),
        }
    }

    /// The subject and the plain text of the answer to `seat`'s reply.
    fn answer(
        seat: u8,
        why: &Answer,
        limited: Option<(SystemTime, crate::history::quiet::LocalZone)>,
    ) -> (String, String) {
        let state = AnyState::new(Ruleset::Classic).expect("a lobby");
        let mail = answer_mail(&meta(), &state, Seat(seat), why, limited).expect("an address");
        (
            mail.subject.clone(),
            super::super::letter::preview(&mail).text,
        )
    }

    /// English words an answer said before it spoke German.
    const ENGLISH: &[&str] = &["Hello", "reply", "your", "Your", "choice", "game"];

    #[test]
    fn a_german_seat_s_reply_that_names_no_choice_is_answered_in_german() {
        let (subject, text) = answer(0, &Answer::NotAChoice, None);
        assert!(
            subject.ends_with(": deine Antwort hat keinen Zug gemacht"),
            "{subject}"
        );
        assert!(text.starts_with("Hallo Anna,\n\nDie erste Zeile deiner Antwort nennt keine deiner Wahlmöglichkeiten"), "{text}");
        assert!(
            text.contains(
                "Das Spiel wartet gerade nicht auf dich: Es gibt nichts zu wählen. Deine Seite: "
            ),
            "{text}"
        );
        let ours = text.split("Deine Seite").next().unwrap_or_default();
        for word in ENGLISH {
            assert!(!ours.contains(word), "{word} in {ours}");
        }
    }

    #[test]
    fn an_english_seat_of_the_same_game_is_answered_in_english() {
        let (subject, text) = answer(1, &Answer::NotAChoice, None);
        assert!(subject.ends_with(": your reply made no move"), "{subject}");
        assert!(text.starts_with("Hello Bert,\n\nThe first line of your reply names none of your choices, so it made no move."), "{text}");
        assert!(
            text.contains("The game does not wait for you now: nothing to choose. Your page: "),
            "{text}"
        );
    }

    #[test]
    fn two_choices_named_are_listed_in_the_seat_s_language() {
        let named = Answer::Ambiguous(vec![
            ("1".to_owned(), "Würfeln".to_owned()),
            ("2".to_owned(), "Zug beenden".to_owned()),
            ("C3".to_owned(), "Siedlung".to_owned()),
        ]);
        let (_, de) = answer(0, &named, None);
        assert!(de.contains("nennt 3 verschiedene Wahlmöglichkeiten, [1] Würfeln, [2] Zug beenden und [C3] Siedlung, daher hat sie keinen Zug gemacht"), "{de}");
        let (_, en) = answer(1, &named, None);
        assert!(en.contains("names 3 different choices, [1] Würfeln, [2] Zug beenden and [C3] Siedlung, so it made no move"), "{en}");
    }

    #[test]
    fn the_last_answer_before_the_pause_says_when_in_german() {
        let until = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(3600);
        let (subject, text) = answer(
            0,
            &Answer::MovedOn,
            Some((until, crate::history::quiet::LocalZone::UTC)),
        );
        assert!(subject.contains(": das Spiel ist weitergegangen, deine Antwort hat keinen Zug gemacht; Antworten bekommen wieder ab "), "{subject}");
        assert!(
            text.contains("Das Spiel ist weitergegangen, seit die E-Mail geschrieben wurde"),
            "{text}"
        );
        assert!(
            text.contains("\n\nDu hast zuletzt 5 Rückmeldungen auf Antworten bekommen"),
            "{text}"
        );
        let (subject, text) = answer(
            1,
            &Answer::MovedOn,
            Some((until, crate::history::quiet::LocalZone::UTC)),
        );
        assert!(
            subject.contains("; replies are answered again from "),
            "{subject}"
        );
        assert!(
            text.contains("\n\nYou have had 5 answers to replies lately"),
            "{text}"
        );
    }

    #[test]
    fn a_refusal_is_worded_for_the_seat() {
        let refused = Answer::Refused(Invalid::RewindProposed);
        assert!(answer(0, &refused, None).1.contains(
            "Deine Antwort hat keinen Zug gemacht: Ein Zurückspulen ist schon vorgeschlagen."
        ));
        assert!(answer(1, &refused, None)
            .1
            .contains("Your reply made no move: a rewind is already proposed."));
        let text = Invalid::Text(crate::text::TextRefused {
            field: crate::text::Field::Reason,
            found: '\u{200B}',
            what: crate::text::Hidden::Invisible,
        });
        assert!(answer(0, &Answer::Refused(text), None)
            .1
            .contains("Die Begründung enthält ein unsichtbares Zeichen (U+200B)"));
        assert!(answer(0, &Answer::Expired, None)
            .1
            .contains("Deine Antwort hat keinen Zug gemacht: Dieses Spiel wurde"));
    }

    #[test]
    fn a_move_made_by_reply_is_told_in_german() {
        let state = AnyState::new(Ruleset::Classic).expect("a lobby");
        let mail = moved_mail(&meta(), &state, Seat(0), &[]).expect("an address");
        assert!(
            mail.subject
                .ends_with(": Dein Zug ist gemacht: wie es weitergeht"),
            "{}",
            mail.subject
        );
        let text = super::super::letter::preview(&mail).text;
        assert!(
            text.starts_with("Hallo Anna,\n\nDein Zug ist gemacht.\n"),
            "{text}"
        );
    }
}
