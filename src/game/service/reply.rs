//! The email reply as a use case of the game: find the game, seat and
//! version its code was written for, check the message was not read
//! before, read the choice its first line names (through the mail seam,
//! which knows the codes), and make the move, or answer why not. A message
//! counts as read only in the transaction that makes its move (the append
//! records it and uses the code) or queues its answer, so a failure between
//! reading and acting loses nothing, and a message delivered again, or to
//! two readers, acts once.

use super::{GameService, Loaded, ServiceError};
use crate::game::cache::RECENT;
use crate::game::mail_writer::{ReplyAnswer, ReplyReading};
use crate::history::quiet::LocalZone;
use crate::rules::{AnyEvent, Seat, Viewer};
use crate::store::{Reading, ReplyCode};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use uuid::Uuid;

/// Answers to replies one seat may get: this many at once...
const ANSWERS: u32 = 5;
/// ...then one more every `ANSWERS_PER / ANSWERS`.
const ANSWERS_PER: Duration = Duration::from_secs(3600);
/// The name of the answers' shared rate limit.
const ANSWER_LIMIT: &str = "reply_answers";
/// The name of the limit that lets one reply over the answers' allowance
/// be told when answers come again, once until then.
const LIMIT_NOTE: &str = "reply_answers_note";

/// A reply as the mail layer read it: its Message-ID, the hashes of the
/// codes its addresses carry, and its first line, if any.
#[derive(Debug, Clone, Copy)]
pub struct Reply<'a> {
    pub message_id: &'a str,
    pub code_hashes: &'a [Vec<u8>],
    pub line: Option<&'a str>,
}

/// The message a move is made for: recorded as read, its code used, in
/// the move's own append.
#[derive(Debug, Clone, Copy)]
pub(super) struct ReplyMove<'a> {
    pub reading: Reading<'a>,
    /// The seat that replied: told what next when the game still waits
    /// for it and no email of the move asks it.
    pub seat: Seat,
}

/// What a reply did.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplyOutcome {
    /// The reply made its seat's move.
    Moved { game: Uuid, seat: u8, version: u64 },
    /// Nothing changed; the seat was answered with its choices now.
    Answered {
        game: Uuid,
        seat: u8,
        why: ReplyAnswer,
    },
    /// Nothing changed; the seat, answered often lately, was told so once,
    /// with `why` and the time (`until`) from which its replies are
    /// answered again.
    Limited {
        game: Uuid,
        seat: u8,
        why: ReplyAnswer,
        until: SystemTime,
    },
    /// No address of the message carries a known code.
    NoCode,
    /// This message with this code was read before.
    Again,
    /// The seat was answered often lately, and told so already.
    RateLimited,
    /// The game or seat is gone, or has no address to answer.
    Nobody,
}

impl GameService {
    /// Acts on a reply: makes the move its first line names for the seat
    /// its code was written for, or answers that seat why not. An error is
    /// temporary (the database failed): nothing was recorded, and the same
    /// message delivered again is read afresh.
    pub async fn reply(&self, reply: Reply<'_>) -> Result<ReplyOutcome, ServiceError> {
        let mut found = None;
        for hash in reply.code_hashes {
            if let Some(bound) = self.store.reply_code(hash).await? {
                found = Some((hash.as_slice(), bound));
                break;
            }
        }
        let Some((code_hash, bound)) = found else {
            return Ok(ReplyOutcome::NoCode);
        };
        let reading = Reading {
            message_id: reply.message_id,
            code_hash,
        };
        if self.store.read_before(reading).await? {
            return Ok(ReplyOutcome::Again);
        }
        match self.act_on_reply(reading, bound, reply.line).await {
            // Another reader of the same mailbox made the move meanwhile.
            Err(_) if self.store.read_before(reading).await.unwrap_or(false) => {
                Ok(ReplyOutcome::Again)
            }
            other => other,
        }
    }

    /// Submits the choice `line` names for the code's seat, or answers.
    async fn act_on_reply(
        &self,
        reading: Reading<'_>,
        bound: ReplyCode,
        line: Option<&str>,
    ) -> Result<ReplyOutcome, ServiceError> {
        let (game, seat) = (bound.game, Seat(bound.seat));
        let loaded = match self.load(game).await {
            Ok(l) => l,
            Err(ServiceError::NotFound) => return Ok(ReplyOutcome::Nobody),
            Err(e) => return Err(e),
        };
        if bound.used {
            return self
                .answer_reply(reading, &loaded, seat, ReplyAnswer::MovedOn)
                .await;
        }
        // An answer to the open rewind proposal, from an email written
        // since it was proposed: the service checks that it still asks
        // the same (only other seats' agreements since).
        let rewind_to = loaded
            .proposal
            .as_ref()
            .filter(|p| p.seq <= bound.version && !p.agreed.contains(&seat))
            .map(|p| p.to);
        let reading_of = |line: &str| {
            self.mail
                .read_reply(&loaded.meta, &loaded.state, seat, line, rewind_to)
        };
        let read = line.map_or(ReplyReading::Nothing, reading_of);
        let made = ReplyMove { reading, seat };
        if let ReplyReading::Rewind(agree) = read {
            let answered = self
                .answer_rewind_replied_by(game, seat, bound.version, agree, Some(made))
                .await;
            return match answered {
                Ok(version) => Ok(ReplyOutcome::Moved {
                    game,
                    seat: seat.0,
                    version,
                }),
                Err(ServiceError::Conflict { .. }) => {
                    self.answer_reply(reading, &loaded, seat, ReplyAnswer::MovedOn)
                        .await
                }
                Err(ServiceError::Invalid(e)) => {
                    let why = ReplyAnswer::Refused(e);
                    self.answer_reply(reading, &loaded, seat, why).await
                }
                Err(ServiceError::NotFound) => Ok(ReplyOutcome::Nobody),
                Err(e) => Err(e),
            };
        }
        // Since the email was written the game moved on: only a discard,
        // which names its cards and which other seats' discards meanwhile
        // do not change, is still read (the service checks that only such
        // answers came between); a numbered choice may mean another now.
        let stale = loaded.version != bound.version;
        let command = match read {
            ReplyReading::Move { command, lasting } if !stale || lasting => command,
            _ if stale => {
                return self
                    .answer_reply(reading, &loaded, seat, ReplyAnswer::MovedOn)
                    .await
            }
            ReplyReading::Ambiguous(named) => {
                return self
                    .answer_reply(reading, &loaded, seat, ReplyAnswer::Ambiguous(named))
                    .await
            }
            _ => {
                return self
                    .answer_reply(reading, &loaded, seat, ReplyAnswer::NotAChoice)
                    .await
            }
        };
        let submitted = self
            .submit_by(game, seat, bound.version, command, false, Some(made))
            .await;
        let why = match submitted {
            Ok(submitted) => {
                let appended = (submitted.version > bound.version).then_some(submitted.version);
                self.play_stand_in_seats_after(game, appended).await;
                return Ok(ReplyOutcome::Moved {
                    game,
                    seat: seat.0,
                    version: submitted.version,
                });
            }
            Err(ServiceError::Conflict { .. }) => ReplyAnswer::MovedOn,
            Err(ServiceError::Rule(e)) => ReplyAnswer::Rule(e),
            Err(ServiceError::Invalid(e)) => ReplyAnswer::Refused(e),
            Err(ServiceError::AwaitingHost) => ReplyAnswer::NotStarted,
            Err(ServiceError::Expired) => ReplyAnswer::Expired,
            Err(ServiceError::NotFound) => return Ok(ReplyOutcome::Nobody),
            Err(e) => return Err(e),
        };
        // The game as it is now, for the choices the answer lists.
        let loaded = match self.load(game).await {
            Ok(l) => l,
            Err(ServiceError::NotFound) => return Ok(ReplyOutcome::Nobody),
            Err(e) => return Err(e),
        };
        self.answer_reply(reading, &loaded, seat, why).await
    }

    /// Records the reply read and queues, in the same statement, its answer
    /// to `seat` with its choices now, unless the seat was answered often
    /// lately: then the first reply over the allowance is told from when
    /// replies are answered again, and later ones until then get no answer
    /// (the allowance is there against mail loops).
    async fn answer_reply(
        &self,
        reading: Reading<'_>,
        loaded: &Loaded,
        seat: Seat,
        why: ReplyAnswer,
    ) -> Result<ReplyOutcome, ServiceError> {
        let game = loaded.meta.id;
        let client = format!("{game}:{}", seat.0);
        let limited = match self
            .store
            .take_rate(ANSWER_LIMIT, &client, ANSWERS, ANSWERS_PER)
            .await?
        {
            None => None,
            Some(wait) => {
                // Told as a time to the minute, rounded up, so that a reply
                // at the time told is answered.
                let now = SystemTime::now();
                let until = to_the_minute_after(now + wait);
                let note_for = until
                    .duration_since(now)
                    .unwrap_or(wait)
                    .max(Duration::from_secs(1));
                if self
                    .store
                    .take_rate(LIMIT_NOTE, &client, 1, note_for)
                    .await?
                    .is_some()
                {
                    self.store.read_and_queue(reading, game, None).await?;
                    return Ok(ReplyOutcome::RateLimited);
                }
                Some(until)
            }
        };
        // On the clock of the game's quiet hours, as its deadlines.
        let zone = loaded
            .meta
            .zone_for(seat, &LocalZone::of(loaded.attendance.quiet.as_ref()));
        let recent = self.recent_for(loaded, seat);
        let mail = self.mail.reply_answer(
            &loaded.meta,
            &loaded.state,
            loaded.version,
            &recent,
            seat,
            &why,
            limited.map(|until| (until, zone)),
        );
        if !self
            .store
            .read_and_queue(reading, game, mail.as_ref())
            .await?
        {
            return Ok(ReplyOutcome::Again);
        }
        if mail.is_none() {
            return Ok(ReplyOutcome::Nobody);
        }
        Ok(match limited {
            None => ReplyOutcome::Answered {
                game,
                seat: seat.0,
                why,
            },
            Some(until) => ReplyOutcome::Limited {
                game,
                seat: seat.0,
                why,
                until,
            },
        })
    }

    /// The game's latest events the cache holds, as `seat` may see them,
    /// oldest first: the moves since the seat's own are marked on the
    /// picture of its answer.
    fn recent_for(&self, loaded: &Loaded, seat: Seat) -> Vec<AnyEvent> {
        let Some(cached) = self.cache.get(loaded.meta.id) else {
            return Vec::new();
        };
        let mut log = cached.recent.lock().expect("recent events lock");
        let events = log.events.make_contiguous();
        let from = events.len().saturating_sub(RECENT);
        events[from..]
            .iter()
            .map(|e| e.redacted_for(Viewer::Seat(seat)))
            .collect()
    }
}

/// `t` rounded up to a whole minute.
fn to_the_minute_after(t: SystemTime) -> SystemTime {
    let secs = t
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() + u64::from(d.subsec_nanos() > 0));
    UNIX_EPOCH + Duration::from_secs(secs.div_ceil(60) * 60)
}
