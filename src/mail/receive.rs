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
/// `rewind_to`), or the one of the seat's choices it names.
pub fn read_reply(
    meta: &GameMeta,
    state: &AnyState,
    seat: Seat,
    line: &str,
    rewind_to: Option<u64>,
) -> ReplyReading {
    if let Some(agree) = rewind_to.and_then(|to| super::rewound::read_answer(to, line)) {
        return ReplyReading::Rewind(agree);
    }
    let choices = present::choices_for(Lang::En, state, seat, &meta.names());
    match choice::read(&choices, line) {
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
    limited: Option<(SystemTime, i16)>,
) -> Option<NewMail> {
    let subject = if *why == Answer::MovedOn {
        "the game moved on, your reply made no move"
    } else {
        "your reply made no move"
    };
    let words = answer_words(meta, why);
    let (subject, words) = match limited {
        None => (subject.to_owned(), words),
        Some((until, offset)) => {
            let when = crate::views::time::until_in(until, SystemTime::now(), offset);
            (
                format!("{subject}; replies are answered again from {when}"),
                format!(
                    "{words}\n\nYou have had {ANSWERS} answers to replies lately, the most a player gets at once, so \
                     this is the last until {when}: until then a reply that makes no move gets no answer (this \
                     keeps two mail programs from answering each other for ever). A reply with the code of one \
                     of your choices still makes its move at any time."
                ),
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
    let names = meta.names();
    let view = state.view(Viewer::Seat(seat));
    let said: Vec<String> = events
        .iter()
        .map(|e| {
            let e = e.redacted_for(Viewer::Seat(seat));
            present::narrate_event(Lang::En, &e, &names, present::board_of(&view))
        })
        .collect();
    let done = if said.is_empty() {
        "Your move is made.".to_owned()
    } else {
        format!("Your move is made: {}", said.join(" "))
    };
    seat_mail(
        meta,
        state,
        seat,
        "Your move is made: what next".to_owned(),
        done,
    )
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
        limited: Option<(SystemTime, i16)>,
    ) -> Option<NewMail> {
        let mut mail = answer_mail(meta, state, seat, why, limited)?;
        self.add_choices(&meta.names(), state, version, recent, &mut mail);
        Some(mail)
    }
}

/// Why a reply made no move, in words for its seat.
fn answer_words(meta: &GameMeta, why: &ReplyAnswer) -> String {
    match why {
        Answer::MovedOn => "The game moved on since the email you answered was written, so your reply made no move.".to_owned(),
        Answer::NotAChoice => "The first line of your reply names none of your choices, so it made no move. Reply with the code of one choice (such as 1, or a spot like C3) on the first line.".to_owned(),
        Answer::Ambiguous(named) => {
            let named: Vec<String> = named
                .iter()
                .map(|(code, words)| format!("[{code}] {words}"))
                .collect();
            let (last, rest) = named.split_last().map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
            format!(
                "The first line of your reply names {} different choices, {} and {last}, so it made no move: only one can be made. Reply with the code of one choice on the first line.",
                named.len(),
                rest.join(", ")
            )
        }
        Answer::Rule(e) => format!(
            "Your reply made no move: {}.",
            present::refusal(Lang::default(), meta.ruleset, e, &meta.names())
        ),
        Answer::Refused(e) => format!("Your reply made no move: {e}."),
    }
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
