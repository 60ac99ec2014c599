//! The mail outbox: how queued emails are written next to the events they
//! announce, how the mail worker claims, marks and retries them, and the
//! reminder bookkeeping (how many a seat was sent in a waiting period; when
//! the next falls due is the due work's).
//! It renders and sends nothing: that belongs to the mail layer above.

use std::time::Duration;

use uuid::Uuid;

use super::due::{commit_with_due, DueAt, Rewritten};
use super::{seat_from_sql, seat_to_sql, NewMail, Store, StoreError};

/// Inserts the rows of a [`MailColumns`] for game `$1` (parameters `$2`..`$7`).
/// Used by game creation; `append` inlines the same shape in its statement.
pub(super) const INSERT_MAIL: &str = "\
    INSERT INTO outbox (game, seat, kind, recipient, subject, letter, reply_version) \
    SELECT $1, m.seat, m.kind, m.recipient, m.subject, m.letter, m.reply_version \
    FROM UNNEST($2::smallint[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::bigint[]) \
         AS m(seat, kind, recipient, subject, letter, reply_version)";

/// Emails as column arrays, so that any number of them is one `UNNEST`
/// insert rather than one statement per row.
pub(super) struct MailColumns<'a> {
    pub seat: Vec<Option<i16>>,
    pub kind: Vec<&'a str>,
    pub recipient: Vec<&'a str>,
    pub subject: Vec<&'a str>,
    pub letter: Vec<&'a serde_json::Value>,
    pub reply_version: Vec<Option<i64>>,
}

impl<'a> MailColumns<'a> {
    pub(super) fn new(mails: &'a [NewMail]) -> Self {
        MailColumns {
            seat: mails.iter().map(|m| m.seat.map(seat_to_sql)).collect(),
            kind: mails.iter().map(|m| m.kind.as_str()).collect(),
            recipient: mails.iter().map(|m| m.recipient.as_str()).collect(),
            subject: mails.iter().map(|m| m.subject.as_str()).collect(),
            letter: mails.iter().map(|m| &m.letter).collect(),
            reply_version: mails
                .iter()
                .map(|m| m.reply_version.and_then(|v| i64::try_from(v).ok()))
                .collect(),
        }
    }
}

/// How long a claim holds a row: the longest a worker may take to send one
/// batch before another worker may take the rows over. Longer than the SMTP
/// timeout, so a live worker's rows are never taken from it.
pub const CLAIM_LEASE: Duration = Duration::from_secs(120);

/// Claims up to `$1` due rows for claim `$3` in one statement (one short
/// transaction): lock them with `FOR UPDATE SKIP LOCKED`, so concurrent
/// workers take disjoint rows, and push their `send_after` past the lease
/// (`$2` seconds), so no other worker picks them up once the lock is gone.
/// Each row also says whether its seat has table talk from others it was
/// not emailed, so that a row with none to carry costs no more statements.
const CLAIM: &str = "\
    WITH due AS ( \
        SELECT id FROM outbox \
        WHERE sent_at IS NULL AND send_after <= now() \
        ORDER BY send_after, id \
        LIMIT $1 \
        FOR UPDATE SKIP LOCKED \
    ) \
    UPDATE outbox o SET send_after = now() + make_interval(secs => $2), claim = $3 \
    FROM due WHERE o.id = due.id \
    RETURNING o.id, o.game, o.seat, o.kind, o.recipient, o.subject, o.body_text, o.body_html, o.attempts, \
              o.talk_attached, o.reply_version, \
              EXISTS (SELECT 1 FROM table_talk t JOIN seats s ON s.game = t.game \
                      WHERE t.game = o.game AND s.seat = o.seat \
                        AND t.id > s.talk_mailed AND t.seat <> o.seat), \
              o.letter";

const MARK_SENT: &str = "\
    UPDATE outbox SET sent_at = now(), attempts = attempts + 1, claim = NULL \
    WHERE id = $1 AND sent_at IS NULL";

const MARK_FAILED: &str = "\
    UPDATE outbox SET attempts = attempts + 1, last_error = $2, \
        send_after = now() + make_interval(secs => $3), claim = NULL \
    WHERE id = $1 AND claim = $4 AND sent_at IS NULL";

/// Counts a reminder for seat `$2` of game `$1` at version `$3` and queues
/// its email where `$8` (a seat with no address is only counted), only if
/// it is still due (re-checked under the seat's row lock, so two servers
/// cannot both send it). Returns the new row's id.
const QUEUE_REMINDER: &str = "\
    WITH counted AS ( \
        UPDATE seats s SET \
            reminders_sent = CASE WHEN s.reminder_version IS NOT DISTINCT FROM $3::bigint \
                                  THEN s.reminders_sent + 1 ELSE 1 END, \
            reminder_version = $3::bigint, \
            last_reminded_at = now() \
        FROM games g \
        WHERE s.game = $1 AND s.seat = $2 AND g.id = s.game AND g.version = $3::bigint \
          AND g.status <> 'finished' AND s.reminders \
          AND (s.reminder_version IS DISTINCT FROM $3::bigint \
               OR (s.reminders_sent < g.max_reminders \
                   AND s.last_reminded_at <= now() - g.reminder_every)) \
        RETURNING s.game, s.seat \
    ) \
    INSERT INTO outbox (game, seat, kind, recipient, subject, letter, reply_version) \
    SELECT counted.game, counted.seat, $4, $5, $6, $7, $9 FROM counted WHERE $8 \
    RETURNING id";

const SET_REMINDERS: &str = "UPDATE seats SET reminders = $3 WHERE game = $1 AND seat = $2";

const SET_POLICY: &str = "\
    UPDATE games SET reminder_after = make_interval(secs => $2), \
        reminder_every = make_interval(secs => $3), max_reminders = $4 \
    WHERE id = $1";

const POLICY: &str = "\
    SELECT extract(epoch FROM reminder_after)::float8, \
           extract(epoch FROM reminder_every)::float8, max_reminders \
    FROM games WHERE id = $1";

/// For claimed row `$1` (game `$2`, seat `$3`, kind `$4`): whether a newer
/// unsent row of that kind waits for the same seat, and how many seconds of
/// the `$5`-second window after the last one sent are left (database clock;
/// NULL when none was sent).
const BUNDLE_STATE: &str = "\
    SELECT EXISTS (SELECT 1 FROM outbox \
                   WHERE game = $2 AND seat = $3 AND kind = $4 AND sent_at IS NULL AND id > $1), \
           (SELECT extract(epoch FROM max(sent_at) + make_interval(secs => $5) - now())::float8 \
            FROM outbox WHERE game = $2 AND seat = $3 AND kind = $4 AND sent_at IS NOT NULL)";

/// The unsent letters of kind `$3` to seat `$2` of game `$1`, oldest
/// first, locked (index `outbox_unsent_by_seat`): each row's id, claim,
/// letter, reply version, whether it carries talk, and its age in seconds
/// by the database clock.
const UNSENT_OF_KIND: &str = "\
    SELECT id, claim, letter, reply_version, talk_attached, \
           extract(epoch FROM now() - created_at)::float8 \
    FROM outbox \
    WHERE game = $1 AND seat = $2 AND kind = $3 AND sent_at IS NULL AND letter IS NOT NULL \
    ORDER BY created_at, id \
    FOR UPDATE";

/// Row `$1` becomes the email of its bundle: the bundle's letter and
/// subject, the newest one's reply version, the talk any carried, and the
/// bundle's first time (`$6` seconds ago), so that its window stays the
/// bundle's.
const BECOME_BUNDLE: &str = "\
    UPDATE outbox SET letter = $2, subject = $3, reply_version = $4, talk_attached = $5, \
        created_at = now() - make_interval(secs => $6) \
    WHERE id = $1";

const DROP_BUNDLED: &str = "DELETE FROM outbox WHERE id = ANY($1) AND sent_at IS NULL";

const DROP_CLAIMED: &str = "DELETE FROM outbox WHERE id = $1 AND claim = $2 AND sent_at IS NULL";

const POSTPONE: &str = "\
    UPDATE outbox SET send_after = now() + make_interval(secs => $3), claim = NULL \
    WHERE id = $1 AND claim = $2 AND sent_at IS NULL";

/// What to do with a claimed email of a kind sent at most once a while.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bundling {
    /// Send it now.
    Send,
    /// A newer one for the same seat says it all, or another row's email
    /// carries it: drop this one.
    Superseded,
    /// One was sent to the seat lately: send this one after the wait.
    Wait(Duration),
}

/// An unsent row gathered into a bundle.
struct Gathered {
    id: i64,
    claim: Option<Uuid>,
    letter: serde_json::Value,
    reply_version: Option<i64>,
    talk_attached: bool,
    /// Seconds since it was written.
    age: f64,
}

/// An outbox row claimed for sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedMail {
    /// The row's id (also the message's identity on the wire).
    pub id: i64,
    /// The game it belongs to.
    pub game: Uuid,
    /// The seat it is for, if any: its personal link goes into the email.
    pub seat: Option<u8>,
    /// The kind of message (`your_turn`, `reminder`, ...).
    pub kind: String,
    /// The recipient's address.
    pub recipient: String,
    /// The subject line.
    pub subject: String,
    /// What it says.
    pub body: MailBody,
    /// Failed attempts before this one.
    pub attempts: u32,
    /// The body carries the table talk the seat had not been emailed.
    pub talk_attached: bool,
    /// The game's version the email asks the seat to decide at, if it asks.
    pub reply_version: Option<u64>,
    /// When claimed, the seat had table talk from others it had not been
    /// emailed (talk posted later rides in its next email).
    pub talk_waiting: bool,
}

/// What a claimed email says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailBody {
    /// A letter, as the mail layer wrote it, to render now.
    Letter(serde_json::Value),
    /// Bodies rendered when the row was written (rows older than letters),
    /// the recipient's link still a placeholder.
    Rendered {
        /// The plain-text body.
        text: String,
        /// The HTML body, if any.
        html: Option<String>,
    },
}

/// A game's reminder settings, chosen by its host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReminderPolicy {
    /// Idle time before the first reminder (default 24 h).
    pub after: Duration,
    /// Time between further reminders (default 24 h).
    pub every: Duration,
    /// Reminders per waiting period at most (default 3; 0 turns them off).
    pub max: u32,
}

impl Default for ReminderPolicy {
    fn default() -> Self {
        ReminderPolicy {
            after: Duration::from_secs(24 * 3600),
            every: Duration::from_secs(24 * 3600),
            max: 3,
        }
    }
}

/// Failed attempts after which the host page reports an email as failing.
pub const PROBLEM_ATTEMPTS: i32 = 3;

const MAIL_PROBLEMS: &str = "\
    SELECT DISTINCT ON (recipient) recipient, attempts, last_error FROM outbox \
    WHERE game = $1 AND sent_at IS NULL AND attempts >= $2 \
    ORDER BY recipient, id DESC";

/// An email that keeps failing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailProblem {
    pub recipient: String,
    pub attempts: u32,
    pub last_error: String,
}

impl Store {
    /// Claims up to `limit` due, unsent rows for `claim` (a fresh id per
    /// batch), in one short transaction with `FOR UPDATE SKIP LOCKED`. The
    /// rows stay invisible to other workers for [`CLAIM_LEASE`]; mark each
    /// with [`Store::mark_sent`] or [`Store::mark_failed`]. Oldest first.
    pub async fn claim_mail(
        &self,
        limit: usize,
        claim: Uuid,
    ) -> Result<Vec<ClaimedMail>, StoreError> {
        let client = self.conn().await?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let statement = client.prepare_cached(CLAIM).await?;
        let rows = client
            .query(&statement, &[&limit, &CLAIM_LEASE.as_secs_f64(), &claim])
            .await?;
        let mut claimed = rows
            .iter()
            .map(|row| {
                Ok(ClaimedMail {
                    id: row.try_get(0)?,
                    game: row.try_get(1)?,
                    seat: row
                        .try_get::<_, Option<i16>>(2)?
                        .map(seat_from_sql)
                        .transpose()?,
                    kind: row.try_get(3)?,
                    recipient: row.try_get(4)?,
                    subject: row.try_get(5)?,
                    body: match row.try_get::<_, Option<serde_json::Value>>(12)? {
                        Some(letter) => MailBody::Letter(letter),
                        None => MailBody::Rendered {
                            text: row.try_get::<_, Option<String>>(6)?.unwrap_or_default(),
                            html: row.try_get(7)?,
                        },
                    },
                    attempts: u32::try_from(row.try_get::<_, i32>(8)?).unwrap_or(0),
                    talk_attached: row.try_get(9)?,
                    reply_version: row
                        .try_get::<_, Option<i64>>(10)?
                        .and_then(|v| u64::try_from(v).ok()),
                    talk_waiting: row.try_get(11)?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        claimed.sort_by_key(|m| m.id);
        Ok(claimed)
    }

    /// Marks a row sent (by the database clock). False if it was already
    /// marked sent.
    pub async fn mark_sent(&self, id: i64) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(MARK_SENT).await?;
        Ok(client.execute(&statement, &[&id]).await? == 1)
    }

    /// Records a failed attempt of a row held by `claim`: one more attempt,
    /// the error kept, and the next try `retry_in` from now (database clock).
    /// False if the claim no longer holds the row.
    pub async fn mark_failed(
        &self,
        id: i64,
        claim: Uuid,
        error: &str,
        retry_in: Duration,
    ) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(MARK_FAILED).await?;
        let changed = client
            .execute(&statement, &[&id, &error, &retry_in.as_secs_f64(), &claim])
            .await?;
        Ok(changed == 1)
    }

    /// Counts a reminder for `seat` at game `version` and queues `mail` for
    /// it (without one, only counts it), in one statement, if the reminder
    /// is still due. Returns the outbox id, or `None` when none was queued.
    pub async fn queue_reminder(
        &self,
        game: Uuid,
        seat: u8,
        version: u64,
        mail: Option<&NewMail>,
    ) -> Result<Option<i64>, StoreError> {
        let empty = NewMail::default();
        let (send, mail) = (mail.is_some(), mail.unwrap_or(&empty));
        let client = self.conn().await?;
        let version = i64::try_from(version)
            .map_err(|_| StoreError::Corrupt(format!("version {version} out of range")))?;
        let statement = client.prepare_cached(QUEUE_REMINDER).await?;
        let row = client
            .query_opt(
                &statement,
                &[
                    &game,
                    &seat_to_sql(seat),
                    &version,
                    &mail.kind,
                    &mail.recipient,
                    &mail.subject,
                    &mail.letter,
                    &send,
                    &mail.reply_version.and_then(|v| i64::try_from(v).ok()),
                ],
            )
            .await?;
        row.map(|row| row.try_get(0))
            .transpose()
            .map_err(Into::into)
    }

    /// Whether a claimed row of a kind sent at most once per `window` per
    /// seat goes now, waits, or is superseded by a newer one.
    pub async fn bundling(
        &self,
        row: &ClaimedMail,
        window: Duration,
    ) -> Result<Bundling, StoreError> {
        let Some(seat) = row.seat else {
            return Ok(Bundling::Send);
        };
        let client = self.conn().await?;
        let statement = client.prepare_cached(BUNDLE_STATE).await?;
        let state = client
            .query_one(
                &statement,
                &[
                    &row.id,
                    &row.game,
                    &seat_to_sql(seat),
                    &row.kind,
                    &window.as_secs_f64(),
                ],
            )
            .await?;
        if state.try_get(0)? {
            return Ok(Bundling::Superseded);
        }
        Ok(match state.try_get::<_, Option<f64>>(1)? {
            Some(left) if left > 0.0 => Bundling::Wait(Duration::from_secs_f64(left)),
            _ => Bundling::Send,
        })
    }

    /// Whether a claimed row of a kind whose emails to one seat are
    /// gathered goes now, waits, or went into another row's email. The
    /// seat's unsent rows of the kind, oldest first, fall into bundles: each
    /// holds the rows written within `window` of its first. A bundle waits
    /// until its first row is `window` old; then the row claimed first
    /// becomes the bundle's email (its letter `merge` of the bundle's
    /// letters, oldest first, with its subject), and the others are
    /// deleted, in one transaction that locks them all, so every row goes
    /// out once, in one email. Rows another worker holds are left out.
    /// `row` is updated to what it will send. Where `merge` declines, the
    /// row goes alone.
    pub async fn gather(
        &self,
        row: &mut ClaimedMail,
        claim: Uuid,
        window: Duration,
        merge: impl FnOnce(&[serde_json::Value]) -> Option<(serde_json::Value, String)>,
    ) -> Result<Bundling, StoreError> {
        let Some(seat) = row.seat else {
            return Ok(Bundling::Send);
        };
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let statement = transaction.prepare_cached(UNSENT_OF_KIND).await?;
        let rows = transaction
            .query(&statement, &[&row.game, &seat_to_sql(seat), &row.kind])
            .await?;
        let unsent = rows
            .iter()
            .map(|r| {
                Ok(Gathered {
                    id: r.try_get(0)?,
                    claim: r.try_get(1)?,
                    letter: r.try_get(2)?,
                    reply_version: r.try_get(3)?,
                    talk_attached: r.try_get(4)?,
                    age: r.try_get(5)?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        // Another worker's rows are on their way: they are no one's to gather.
        let free: Vec<&Gathered> = unsent
            .iter()
            .filter(|g| g.claim.is_none_or(|c| c == claim))
            .collect();
        if !free.iter().any(|g| g.id == row.id) {
            // Gathered into another row's email meanwhile, or taken over.
            return Ok(Bundling::Superseded);
        }
        let window_secs = window.as_secs_f64();
        let mut start = 0;
        let bundle = loop {
            let first = free[start].age;
            let end = free[start + 1..]
                .iter()
                .position(|g| first - g.age >= window_secs)
                .map_or(free.len(), |n| start + 1 + n);
            if free[start..end].iter().any(|g| g.id == row.id) {
                break &free[start..end];
            }
            start = end;
        };
        let first_age = bundle[0].age;
        if first_age < window_secs {
            return Ok(Bundling::Wait(Duration::from_secs_f64(
                window_secs - first_age,
            )));
        }
        let [.., newest] = bundle else {
            return Ok(Bundling::Send);
        };
        if bundle.len() == 1 {
            return Ok(Bundling::Send);
        }
        let letters: Vec<serde_json::Value> = bundle.iter().map(|g| g.letter.clone()).collect();
        let Some((letter, subject)) = merge(&letters) else {
            return Ok(Bundling::Send);
        };
        let talk_attached = bundle.iter().any(|g| g.talk_attached);
        let statement = transaction.prepare_cached(BECOME_BUNDLE).await?;
        transaction
            .execute(
                &statement,
                &[
                    &row.id,
                    &letter,
                    &subject,
                    &newest.reply_version,
                    &talk_attached,
                    &first_age,
                ],
            )
            .await?;
        let others: Vec<i64> = bundle
            .iter()
            .map(|g| g.id)
            .filter(|id| *id != row.id)
            .collect();
        let statement = transaction.prepare_cached(DROP_BUNDLED).await?;
        transaction.execute(&statement, &[&others]).await?;
        transaction.commit().await?;
        row.body = MailBody::Letter(letter);
        row.subject = subject;
        row.reply_version = newest.reply_version.and_then(|v| u64::try_from(v).ok());
        row.talk_attached = talk_attached;
        Ok(Bundling::Send)
    }

    /// Deletes a claimed, unsent row that another email made redundant.
    pub async fn drop_claimed(&self, id: i64, claim: Uuid) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(DROP_CLAIMED).await?;
        Ok(client.execute(&statement, &[&id, &claim]).await? == 1)
    }

    /// Puts a claimed row back, due `wait` from now, without counting an attempt.
    pub async fn postpone(&self, id: i64, claim: Uuid, wait: Duration) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(POSTPONE).await?;
        Ok(client
            .execute(&statement, &[&id, &claim, &wait.as_secs_f64()])
            .await?
            == 1)
    }

    /// Emails of a game that keep failing (at least `PROBLEM_ATTEMPTS`
    /// attempts and still unsent): the newest per address, for the host.
    pub async fn mail_problems(&self, game: Uuid) -> Result<Vec<MailProblem>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(MAIL_PROBLEMS).await?;
        let rows = client
            .query(&statement, &[&game, &PROBLEM_ATTEMPTS])
            .await?;
        rows.iter()
            .map(|r| {
                Ok(MailProblem {
                    recipient: r.try_get(0)?,
                    attempts: u32::try_from(r.try_get::<_, i32>(1)?).unwrap_or(0),
                    last_error: r.try_get::<_, Option<String>>(2)?.unwrap_or_default(),
                })
            })
            .collect()
    }

    /// Turns reminder emails on or off for a seat (turn emails are always
    /// sent), and writes the game's due work `due` in the same transaction.
    pub async fn set_reminders(
        &self,
        game: Uuid,
        seat: u8,
        on: bool,
        due: DueAt<'_>,
    ) -> Result<Rewritten, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let statement = transaction.prepare_cached(SET_REMINDERS).await?;
        let changed = transaction
            .execute(&statement, &[&game, &seat_to_sql(seat), &on])
            .await?
            == 1;
        commit_with_due(transaction, changed, game, due).await
    }

    /// Sets a game's reminder policy (the host's choice), and writes its
    /// due work `due` (whose reminders the policy times) in the same
    /// transaction. Durations are rounded to milliseconds; zero ones are
    /// refused by the database.
    pub async fn set_reminder_policy(
        &self,
        game: Uuid,
        policy: ReminderPolicy,
        due: DueAt<'_>,
    ) -> Result<Rewritten, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let max = i32::try_from(policy.max).unwrap_or(i32::MAX);
        let statement = transaction.prepare_cached(SET_POLICY).await?;
        let changed = transaction
            .execute(
                &statement,
                &[
                    &game,
                    &policy.after.as_secs_f64(),
                    &policy.every.as_secs_f64(),
                    &max,
                ],
            )
            .await?
            == 1;
        commit_with_due(transaction, changed, game, due).await
    }

    /// A game's reminder policy, if the game exists.
    pub async fn reminder_policy(&self, game: Uuid) -> Result<Option<ReminderPolicy>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(POLICY).await?;
        let Some(row) = client.query_opt(&statement, &[&game]).await? else {
            return Ok(None);
        };
        let seconds = |i: usize| -> Result<Duration, StoreError> {
            let s: f64 = row.try_get(i)?;
            Ok(Duration::try_from_secs_f64(s.max(0.0)).unwrap_or_default())
        };
        Ok(Some(ReminderPolicy {
            after: seconds(0)?,
            every: seconds(1)?,
            max: u32::try_from(row.try_get::<_, i32>(2)?).unwrap_or(0),
        }))
    }
}
