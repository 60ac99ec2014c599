//! Acting on a reply (`slowcatan receive`): the message is read
//! ([`super::inbound`]), its code looked up by its hash, and the choice its
//! first line names ([`choice::read`]) submitted through the same service
//! path as a click, at the version the code was written for. A message
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
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::inbound::{self, code_hash, Ignored};
use super::kind;
use super::writer::EmailWriter;
use crate::game::links::ReplyTo;
use crate::game::{GameService, ServiceError};
use crate::rules::{Seat, Viewer};
use crate::store::{NewMail, ReplyCode, StoreError};
use crate::views::common::choice;
use crate::views::present;

/// Answers to replies one seat may get: this many at once...
const ANSWERS: u32 = 5;
/// ...then one more every `ANSWERS_PER / ANSWERS`.
const ANSWERS_PER: Duration = Duration::from_secs(3600);
/// The name of the answers' shared rate limit.
const ANSWER_LIMIT: &str = "reply_answers";
/// The name of the limit that lets one reply over the answers' allowance
/// be told when answers come again, once until then.
const LIMIT_NOTE: &str = "reply_answers_note";

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

/// Why a reply was answered rather than acted on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The game moved on since the email was written.
    MovedOn,
    /// The first line names none of the choices.
    NotAChoice,
    /// The first line names two or more different choices: their codes
    /// and words, in the order named.
    Ambiguous(Vec<(String, String)>),
    /// The game refused the move (in words).
    Refused(String),
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
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the game service failed: {0}")]
    Service(ServiceError),
}

/// Reads replies and acts on them.
#[derive(Debug, Clone)]
pub struct Receiver {
    service: Arc<GameService>,
    writer: EmailWriter,
    reply_to: ReplyTo,
}

impl Receiver {
    /// A receiver for replies to `reply_to`'s addresses, acting through
    /// `service` and answering with `writer`'s words.
    pub fn new(service: Arc<GameService>, writer: EmailWriter, reply_to: ReplyTo) -> Self {
        Receiver {
            service,
            writer: writer.with_replies(true),
            reply_to,
        }
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
        let store = self.service.store();
        let mut found = None;
        for code in &message.codes {
            let hash = code_hash(code);
            if let Some(bound) = store.reply_code(&hash).await? {
                found = Some((hash, bound));
                break;
            }
        }
        let Some((hash, bound)) = found else {
            return Ok(Outcome::Ignored(Quiet::NoCode));
        };
        if !store.first_reading(&message.message_id, &hash).await? {
            return Ok(Outcome::Ignored(Quiet::Again));
        }
        match self.act(&hash, bound, message.line.as_deref()).await {
            Ok(outcome) => Ok(outcome),
            Err(err) => {
                // Read it afresh when the mail server delivers it again.
                let _ = store.forget_reading(&message.message_id, &hash).await;
                Err(err)
            }
        }
    }

    /// Submits the choice `line` names for the code's seat, or answers.
    async fn act(
        &self,
        hash: &[u8],
        bound: ReplyCode,
        line: Option<&str>,
    ) -> Result<Outcome, ReceiveError> {
        let (game, seat) = (bound.game, Seat(bound.seat));
        let loaded = match self.service.load(game).await {
            Ok(l) => l,
            Err(ServiceError::NotFound) => return Ok(Outcome::Ignored(Quiet::Nobody)),
            Err(e) => return Err(temporary(e)),
        };
        if bound.used {
            return self.answer(game, seat, Answer::MovedOn).await;
        }
        // An answer to the open rewind proposal, from an email written
        // since it was proposed: the service checks that it still asks
        // the same (only other seats' agreements since).
        let rewind = loaded
            .proposal
            .as_ref()
            .filter(|p| p.seq <= bound.version && !p.agreed.contains(&seat))
            .and_then(|p| line.and_then(|l| super::rewound::read_answer(p.to, l)));
        if let Some(agree) = rewind {
            return self
                .answer_rewind(hash, game, seat, bound.version, agree)
                .await;
        }
        let stale = loaded.version != bound.version;
        let names = loaded.meta.names();
        let choices = present::choices_for(&loaded.state, seat, &names);
        let reading = line.map_or(choice::Reading::Nothing, |l| choice::read(&choices, l));
        // Since the email was written the game moved on: only a discard,
        // which names its cards and which other seats' discards meanwhile
        // do not change, is still read (the service checks that only such
        // answers came between); a numbered choice may mean another now.
        let chosen = match reading {
            choice::Reading::One(c) if !stale || c.group == choice::Group::Discard => c,
            _ if stale => return self.answer(game, seat, Answer::MovedOn).await,
            choice::Reading::Ambiguous(named) => {
                let named = named
                    .iter()
                    .map(|c| (c.code.clone(), c.words.clone()))
                    .collect();
                return self.answer(game, seat, Answer::Ambiguous(named)).await;
            }
            _ => return self.answer(game, seat, Answer::NotAChoice).await,
        };
        match self
            .service
            .submit(game, seat, bound.version, chosen.command.clone())
            .await
        {
            Ok(submitted) => {
                self.service.store().use_reply_code(hash).await?;
                let view = submitted.state.view(Viewer::Seat(seat));
                let said: Vec<String> = submitted
                    .events
                    .iter()
                    .map(|e| {
                        let e = e.redacted_for(Viewer::Seat(seat));
                        present::narrate_event(&e, &names, present::board_of(&view))
                    })
                    .collect();
                self.next(game, seat, &said).await?;
                Ok(Outcome::Moved {
                    game,
                    seat: seat.0,
                    version: submitted.version,
                })
            }
            Err(ServiceError::Conflict { .. }) => self.answer(game, seat, Answer::MovedOn).await,
            Err(ServiceError::Rule(e)) => {
                let words = present::refusal(loaded.meta.ruleset, &e, &names);
                self.answer(game, seat, Answer::Refused(words)).await
            }
            Err(
                e @ (ServiceError::Invalid(_) | ServiceError::AwaitingHost | ServiceError::Expired),
            ) => {
                self.answer(game, seat, Answer::Refused(e.to_string()))
                    .await
            }
            Err(ServiceError::NotFound) => Ok(Outcome::Ignored(Quiet::Nobody)),
            Err(e) => Err(temporary(e)),
        }
    }

    /// Agrees to the open rewind proposal for `seat` (or refuses it), as
    /// the email written at `asked` asked, or answers why not.
    async fn answer_rewind(
        &self,
        hash: &[u8],
        game: Uuid,
        seat: Seat,
        asked: u64,
        agree: bool,
    ) -> Result<Outcome, ReceiveError> {
        match self
            .service
            .answer_rewind_replied(game, seat, asked, agree)
            .await
        {
            Ok(version) => {
                self.service.store().use_reply_code(hash).await?;
                Ok(Outcome::Moved {
                    game,
                    seat: seat.0,
                    version,
                })
            }
            Err(ServiceError::Conflict { .. }) => self.answer(game, seat, Answer::MovedOn).await,
            Err(e @ ServiceError::Invalid(_)) => {
                self.answer(game, seat, Answer::Refused(e.to_string()))
                    .await
            }
            Err(ServiceError::NotFound) => Ok(Outcome::Ignored(Quiet::Nobody)),
            Err(e) => Err(temporary(e)),
        }
    }

    /// After a move made by reply: when the game still waits for the seat
    /// (its road after its settlement, its build after its roll) and no
    /// email of the move asks it, the seat is emailed its next choices,
    /// with what its move did.
    async fn next(&self, game: Uuid, seat: Seat, said: &[String]) -> Result<(), ReceiveError> {
        let loaded = self.service.load(game).await.map_err(temporary)?;
        if !loaded.state.waiting_for().contains(&seat)
            || self
                .service
                .store()
                .asked_at(game, seat.0, loaded.version)
                .await?
        {
            return Ok(());
        }
        let done = if said.is_empty() {
            "Your move is made.".to_owned()
        } else {
            format!("Your move is made: {}", said.join(" "))
        };
        self.send(
            &loaded,
            seat,
            "Your move is made: what next".to_owned(),
            done,
        )
        .await
        .map(|_| ())
    }

    /// Queues the answer to `seat`, with its choices now, unless the seat
    /// was answered often lately: then the first reply over the allowance
    /// is told from when replies are answered again, and later ones until
    /// then get no answer (the allowance is there against mail loops).
    async fn answer(&self, game: Uuid, seat: Seat, why: Answer) -> Result<Outcome, ReceiveError> {
        let loaded = match self.service.load(game).await {
            Ok(l) => l,
            Err(ServiceError::NotFound) => return Ok(Outcome::Ignored(Quiet::Nobody)),
            Err(e) => return Err(temporary(e)),
        };
        let client = format!("{game}:{}", seat.0);
        let store = self.service.store();
        let subject = if why == Answer::MovedOn {
            "the game moved on, your reply made no move"
        } else {
            "your reply made no move"
        };
        let words = answer_words(&why);
        let Some(wait) = store
            .take_rate(ANSWER_LIMIT, &client, ANSWERS, ANSWERS_PER)
            .await?
        else {
            if !self.send(&loaded, seat, subject.to_owned(), words).await? {
                return Ok(Outcome::Ignored(Quiet::Nobody));
            }
            return Ok(Outcome::Answered {
                game,
                seat: seat.0,
                why,
            });
        };
        // Told as a time to the minute, rounded up, so that a reply at
        // the time told is answered.
        let until = to_the_minute_after(SystemTime::now() + wait);
        let note_for = until
            .duration_since(SystemTime::now())
            .unwrap_or(wait)
            .max(Duration::from_secs(1));
        if store
            .take_rate(LIMIT_NOTE, &client, 1, note_for)
            .await?
            .is_some()
        {
            return Ok(Outcome::Ignored(Quiet::RateLimited));
        }
        // In the offset of the game's quiet hours, as its deadlines.
        let offset = loaded.attendance.quiet.map_or(0, |q| q.utc_offset);
        let when = crate::views::time::until_in(until, SystemTime::now(), offset);
        let subject = format!("{subject}; replies are answered again from {when}");
        let words = format!(
            "{words}\n\nYou have had {ANSWERS} answers to replies lately, the most a player gets at once, so \
             this is the last until {when}: until then a reply that makes no move gets no answer (this \
             keeps two mail programs from answering each other for ever). A reply with the code of one \
             of your choices still makes its move at any time."
        );
        if !self.send(&loaded, seat, subject, words).await? {
            return Ok(Outcome::Ignored(Quiet::Nobody));
        }
        Ok(Outcome::Limited {
            game,
            seat: seat.0,
            why,
            until,
        })
    }

    /// Queues an email to `seat` of the `loaded` game saying `why`, with
    /// its choices now; false when the seat has no address.
    async fn send(
        &self,
        loaded: &crate::game::service::Loaded,
        seat: Seat,
        subject: String,
        why: String,
    ) -> Result<bool, ReceiveError> {
        let game = loaded.meta.id;
        let Some(row) = loaded.meta.seats.iter().find(|s| s.seat == seat.0) else {
            return Ok(false);
        };
        if row.email.is_empty() {
            return Ok(false);
        }
        let email = ReplyAnswerEmail {
            name: row.name.clone(),
            subject,
            why,
            asked: loaded.state.waiting_for().contains(&seat),
        };
        let mut mail = email.mail(kind::REPLY_ANSWER, seat, &row.email);
        super::messages::name_game(&loaded.meta, &mut mail);
        // The picture marks the moves since the seat's own, as the seat
        // may see them.
        let recent: Vec<crate::rules::AnyEvent> = self
            .service
            .load_with_recent(game, crate::game::cache::RECENT as u64, Viewer::Seat(seat))
            .await
            .map_err(temporary)?
            .recent
            .into_iter()
            .map(|(_, e)| e)
            .collect();
        self.writer.add_choices(
            &loaded.meta.names(),
            &loaded.state,
            loaded.version,
            &recent,
            &mut mail,
        );
        self.service.store().queue_mail(game, &mail).await?;
        Ok(true)
    }
}

/// Why a reply made no move, in words for its seat.
fn answer_words(why: &Answer) -> String {
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
        Answer::Refused(e) => format!("Your reply made no move: {e}."),
    }
}

/// `t` rounded up to a whole minute.
fn to_the_minute_after(t: SystemTime) -> SystemTime {
    let secs = t
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() + u64::from(d.subsec_nanos() > 0));
    UNIX_EPOCH + Duration::from_secs(secs.div_ceil(60) * 60)
}

/// A service failure as a temporary one (the database did not answer).
fn temporary(e: ServiceError) -> ReceiveError {
    ReceiveError::Service(e)
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
    /// The email of `kind` to `seat` at `recipient`, its choices not yet
    /// listed.
    pub fn mail(self, kind: &str, seat: Seat, recipient: &str) -> NewMail {
        super::letter::mail(
            kind,
            Some(seat.0),
            recipient,
            super::letter::Content::ReplyAnswer(self),
        )
    }
}
