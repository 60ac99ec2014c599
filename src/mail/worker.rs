//! The mail worker: claims due outbox rows, fills in each seat's link,
//! sends them through the [`Mailer`] and marks them sent, or records the
//! error and retries with exponential backoff (2 s, 4 s, 8 s, ... capped at
//! 5 minutes, forever: nothing is dropped). Each email to a seat carries
//! the table talk the seat has not been emailed. Periodically it also
//! queues reminders for seats the game has waited on for a while, and
//! digests of table talk that no other email carried. Offer emails are
//! bundled: one goes to a seat per [`OFFER_MAIL_WINDOW`](super::OFFER_MAIL_WINDOW),
//! a later one waits for the window's end, and one that a newer one for the
//! same seat supersedes is dropped. Several workers
//! (in several `serve` processes, or `worker` ones) may share one outbox.
//! It never writes events; every time it compares is the database's.

use std::collections::BTreeMap;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinSet;
use uuid::Uuid;

use super::{messages, MailError, Mailer};
use crate::game::links::Links;
use crate::history::{self, Record};
use crate::rules::Seat;
use crate::rules::{AnyState, RuleError, Ruleset};
use crate::store::{Bundling, ClaimedMail, ReminderCandidate, Store};

/// The first retry's wait; each further failure doubles it.
const FIRST_RETRY: Duration = Duration::from_secs(2);
/// The longest wait between two attempts.
const MAX_RETRY: Duration = Duration::from_secs(300);

/// How the worker loop paces itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkerConfig {
    /// Rows claimed (and sent in parallel) at a time.
    pub batch: usize,
    /// Pause when the outbox has nothing due.
    pub idle: Duration,
    /// How often to look for reminders to queue.
    pub reminder_check: Duration,
}

impl Default for WorkerConfig {
    fn default() -> Self {
        WorkerConfig {
            batch: 64,
            idle: Duration::from_secs(1),
            reminder_check: Duration::from_secs(60),
        }
    }
}

/// The wait before the next attempt after `failures` failed ones:
/// 2 s, 4 s, 8 s, ... capped at 5 minutes.
pub fn backoff(failures: u32) -> Duration {
    let doublings = failures.saturating_sub(1).min(16);
    FIRST_RETRY.saturating_mul(1 << doublings).min(MAX_RETRY)
}

/// Runs until `shutdown` turns true (or its sender is dropped): sends due
/// mail, sleeps briefly when there is none, and looks for reminders every
/// minute. Errors are logged and retried; this never gives up.
pub async fn run_worker(
    store: Store,
    mailer: Mailer,
    links: Links,
    shutdown: watch::Receiver<bool>,
) {
    run_worker_with(WorkerConfig::default(), store, mailer, links, shutdown).await;
}

/// [`run_worker`] with explicit pacing.
pub async fn run_worker_with(
    config: WorkerConfig,
    store: Store,
    mailer: Mailer,
    links: Links,
    mut shutdown: watch::Receiver<bool>,
) {
    tracing::info!(transport = ?mailer.transport(), "mail worker started");
    let mut next_reminder_check = tokio::time::Instant::now();
    loop {
        if *shutdown.borrow() {
            break;
        }
        if tokio::time::Instant::now() >= next_reminder_check {
            next_reminder_check = tokio::time::Instant::now() + config.reminder_check;
            if let Err(err) = queue_reminders(&store, 100).await {
                log_error(&anyhow::Error::new(err).context("Failed to queue reminders"));
            }
            if let Err(err) = super::talk::queue_digests(&store, 100).await {
                log_error(&anyhow::Error::new(err).context("Failed to queue table-talk digests"));
            }
        }
        let pause = match drain_once(&store, &mailer, &links, config.batch).await {
            // A full batch: there may be more right away.
            Ok(claimed) if claimed >= config.batch => continue,
            Ok(_) => config.idle,
            Err(err) => {
                log_error(&anyhow::Error::new(err).context("Failed to claim mail"));
                config.idle.max(Duration::from_secs(5))
            }
        };
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            changed = shutdown.changed() => {
                if changed.is_err() {
                    break;
                }
            }
        }
    }
    tracing::info!("mail worker stopped");
}

fn log_error(err: &anyhow::Error) {
    tracing::error!(error = format!("{err:#}"), "mail worker");
}

/// Claims up to `batch` due rows, sends them in parallel and marks each
/// (sent, or failed with its error and next attempt). Returns how many rows
/// were claimed; failed sends are not errors here, only a database failure
/// is.
pub async fn drain_once(
    store: &Store,
    mailer: &Mailer,
    links: &Links,
    batch: usize,
) -> Result<usize, MailError> {
    let claim = Uuid::new_v4();
    let rows = store.claim_mail(batch, claim).await?;
    let claimed = rows.len();
    let mut sends = JoinSet::new();
    for row in rows {
        let (store, mailer, links) = (store.clone(), mailer.clone(), links.clone());
        sends.spawn(async move {
            if row.kind == super::kind::OFFER_WAITING {
                match store.bundling(&row, super::OFFER_MAIL_WINDOW).await? {
                    Bundling::Send => {}
                    Bundling::Superseded => {
                        store.drop_claimed(row.id, claim).await?;
                        return Ok(());
                    }
                    Bundling::Wait(wait) => {
                        store.postpone(row.id, claim, wait).await?;
                        return Ok(());
                    }
                }
            }
            let row = match row.seat {
                Some(seat) => super::talk::attach(&store, row, claim, seat).await?,
                None => row,
            };
            if row.kind == super::kind::TABLE_TALK && !row.talk_attached {
                // Another email carried the talk meanwhile: nothing to say.
                store.drop_claimed(row.id, claim).await?;
                return Ok(());
            }
            let outcome = deliver(&mailer, &links, &row).await;
            settle(&store, &row, claim, outcome).await
        });
    }
    let mut first_error = None;
    while let Some(joined) = sends.join_next().await {
        match joined {
            Ok(Ok(())) => {}
            Ok(Err(err)) => {
                first_error.get_or_insert(err);
            }
            Err(panic) => tracing::error!(error = %panic, "a mail send task failed"),
        }
    }
    match first_error {
        Some(err) => Err(err),
        None => Ok(claimed),
    }
}

/// Builds the row's message with its seat's link and sends it.
async fn deliver(mailer: &Mailer, links: &Links, row: &ClaimedMail) -> Result<(), MailError> {
    let link = match row.seat {
        None if row.kind == super::kind::HOST_CONFIRMATION => links.host_link(row.game).await?,
        Some(seat) => match links.seat_link(row.game, seat).await? {
            Some(link) => Some(link),
            // A seat without a stored token: point at the public page
            // rather than leave the placeholder in the email.
            None => Some(format!("{}/games/{}", links.base_url(), row.game)),
        },
        None => None,
    };
    let message = mailer.compose(row, link.as_deref())?;
    mailer.send(message).await
}

/// Marks a row after its send: sent, or failed with a retry time. Only a
/// database error is returned (the row then stays claimed until its lease
/// ends, and is retried).
async fn settle(
    store: &Store,
    row: &ClaimedMail,
    claim: Uuid,
    outcome: Result<(), MailError>,
) -> Result<(), MailError> {
    match outcome {
        Ok(()) => {
            store.mark_sent(row.id).await?;
        }
        Err(err) => {
            let failures = row.attempts.saturating_add(1);
            let retry_in = backoff(failures);
            let error = error_chain(&err);
            tracing::warn!(
                id = row.id,
                kind = %row.kind,
                attempts = failures,
                retry_in_secs = retry_in.as_secs(),
                error = %error,
                "email not sent; will retry"
            );
            store.mark_failed(row.id, claim, &error, retry_in).await?;
        }
    }
    Ok(())
}

/// An error and its causes on one line.
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// Queues the reminders due now (up to `limit` seats looked at): for each
/// candidate seat, folds its game to check the game really waits for it,
/// then counts and queues the reminder in one statement (so two workers
/// cannot both queue it). Returns how many were queued.
pub async fn queue_reminders(store: &Store, limit: usize) -> Result<usize, MailError> {
    let candidates = store.reminder_candidates(limit).await?;
    let mut by_game: BTreeMap<Uuid, Vec<ReminderCandidate>> = BTreeMap::new();
    for c in candidates {
        by_game.entry(c.game).or_default().push(c);
    }
    let mut queued = 0;
    for (game, seats) in by_game {
        // One game whose log does not fold must not hold up the others.
        let state = match current_state(store, game, &seats).await {
            Ok(Some(state)) => state,
            Ok(None) => continue,
            Err(MailError::Event(err)) => {
                tracing::warn!(%game, error = %err, "no reminders for a game whose events do not fold");
                continue;
            }
            Err(other) => return Err(other),
        };
        let awaiting = state.waiting_for();
        for c in seats {
            if !awaiting.contains(&Seat(c.seat)) {
                store.not_awaited(game, c.seat, c.version).await?;
                continue;
            }
            let todo = crate::views::present::todo_for(&state, Seat(c.seat));
            let mail = messages::reminder(
                c.seat,
                &c.name,
                &c.email,
                &todo,
                c.idle,
                c.reminders_sent + 1,
                c.max_reminders,
            );
            if store
                .queue_reminder(game, c.seat, c.version, &mail)
                .await?
                .is_some()
            {
                queued += 1;
            }
        }
    }
    Ok(queued)
}

/// The state of a game at the candidates' version, by the same
/// rewind-aware fold as every reader's; `None` when the game moved on
/// meanwhile or is paused.
async fn current_state(
    store: &Store,
    game: Uuid,
    seats: &[ReminderCandidate],
) -> Result<Option<AnyState>, MailError> {
    let Some(first) = seats.first() else {
        return Ok(None);
    };
    let ruleset: Ruleset = first
        .ruleset
        .parse()
        .map_err(|e: RuleError| MailError::Event(serde::de::Error::custom(e)))?;
    let stored = store.load_events(game, 0).await?;
    if stored.last().map(|e| e.seq) != Some(first.version) {
        return Ok(None);
    }
    let records = stored
        .iter()
        .map(|e| Record::parse(ruleset, &e.kind, &e.payload))
        .collect::<Result<Vec<_>, _>>()
        .map_err(MailError::Event)?;
    // A paused game sends no reminders (the host's holiday).
    if crate::game::service::Attendance::fold(stored.iter().zip(&records)).paused() {
        return Ok(None);
    }
    let chronicle = history::fold(ruleset, stored.iter().map(|e| e.seq).zip(&records))
        .map_err(|e| MailError::Event(serde::de::Error::custom(e)))?;
    Ok(Some(chronicle.state))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_starts_within_seconds_and_is_capped_at_five_minutes() {
        let waits: Vec<u64> = (1..=12).map(|n| backoff(n).as_secs()).collect();
        assert_eq!(waits, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300]);
        assert_eq!(backoff(u32::MAX), MAX_RETRY);
        assert_eq!(backoff(0), FIRST_RETRY);
    }

    #[test]
    fn error_chains_read_on_one_line() {
        let err = MailError::Recipient("nobody".to_owned());
        assert_eq!(error_chain(&err), "\"nobody\" is not an email address");
    }
}
