//! The mail worker: claims due outbox rows, fills in each seat's link
//! (every seat's of a person who asked for their links),
//! sends them through the [`Mailer`] and marks them sent, or records the
//! error and retries with exponential backoff (2 s, 4 s, 8 s, ... capped at
//! 5 minutes, forever: nothing is dropped). Each email to a seat carries
//! the table talk the seat has not been emailed. Periodically it also
//! queues digests of table talk that no other email carried (reminders
//! are the game service's reminder pass). Offer emails are
//! bundled: one goes to a seat per [`OFFER_MAIL_WINDOW`](super::OFFER_MAIL_WINDOW),
//! a later one waits for the window's end, and one that a newer one for the
//! same seat supersedes is dropped. Answers to a seat's offers are
//! gathered: those written within [`ANSWER_MAIL_WINDOW`](super::ANSWER_MAIL_WINDOW)
//! of the first wait until it is that old and go out as one email. Several workers
//! (in several `serve` processes, or `worker` ones) may share one outbox.
//! It never writes events; every time it compares is the database's.
//!
//! # In flight
//!
//! A worker has at most [`WorkerConfig::sends`] emails in flight and claims
//! a row only when one of them ends, to send it at once, so every row it
//! holds is one being sent: a claim's lease covers one email, never a
//! batch, and a worker that dies leaves only its emails in flight to be
//! sent again. Rows are claimed oldest first (by `send_after`, then id),
//! all under the worker's one claim, so that the answers it gathers into
//! one email may be in flight already. Its statements hold at most as many
//! of the pool's connections at once ([`Outbox::share`]: never all of a
//! pool of two or more), and it draws pictures holding none.

use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::Instant;
use uuid::Uuid;

use super::letter::Letter;
use super::{MailError, Mailer};
use crate::game::links::Links;
use crate::game::outbox::{Bundling, ClaimedMail, Outbox};

/// The first retry's wait; each further failure doubles it.
const FIRST_RETRY: Duration = Duration::from_secs(2);
/// The longest wait between two attempts.
const MAX_RETRY: Duration = Duration::from_secs(300);

/// Emails a worker has in flight at once, unless told otherwise: enough
/// to keep an SMTP server and the drawing threads busy, few enough that a
/// worker that dies leaves little to send again.
pub const SENDS: usize = 4;

/// How the worker loop paces itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkerConfig {
    /// Emails in flight at once (each row claimed as it is sent), and the
    /// most database connections the worker holds at once.
    pub sends: usize,
    /// Pause when the outbox has nothing due.
    pub idle: Duration,
    /// How often to look for table-talk digests to queue.
    pub reminder_check: Duration,
}

impl Default for WorkerConfig {
    fn default() -> Self {
        WorkerConfig {
            sends: SENDS,
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
/// mail, sleeps briefly when there is none, and looks for table-talk
/// digests every minute. Errors are logged and retried; this never gives up.
pub async fn run_worker(
    store: impl Into<Outbox>,
    mailer: Mailer,
    links: Links,
    shutdown: watch::Receiver<bool>,
) {
    run_worker_with(WorkerConfig::default(), store, mailer, links, shutdown).await;
}

/// [`run_worker`] with explicit pacing. On shutdown it claims no more and
/// lets the emails in flight finish.
pub async fn run_worker_with(
    config: WorkerConfig,
    store: impl Into<Outbox>,
    mailer: Mailer,
    links: Links,
    mut shutdown: watch::Receiver<bool>,
) {
    tracing::info!(transport = ?mailer.transport(), "mail worker started");
    let mut sending = Sending::new(&store.into(), mailer, &links, config.sends);
    let mut next_reminder_check = Instant::now();
    // Whether rows may be due: after a claim that found fewer than it
    // asked for, none are until `idle_until`.
    let mut due = true;
    let mut idle_until = Instant::now();
    loop {
        if *shutdown.borrow() {
            break;
        }
        if Instant::now() >= next_reminder_check {
            next_reminder_check = Instant::now() + config.reminder_check;
            if let Err(err) = super::talk::queue_digests(&sending.outbox, 100).await {
                log_error(&anyhow::Error::new(err).context("Failed to queue table-talk digests"));
            }
        }
        if due && sending.free() > 0 {
            match sending.fill().await {
                // Fewer than asked for: nothing more is due now.
                Ok(filled) if !filled.all => {
                    due = false;
                    idle_until = Instant::now() + config.idle;
                }
                Ok(_) => {}
                Err(err) => {
                    log_error(&anyhow::Error::new(err).context("Failed to claim mail"));
                    due = false;
                    idle_until = Instant::now() + config.idle.max(Duration::from_secs(5));
                }
            }
        }
        tokio::select! {
            Some(done) = sending.next_done(), if sending.busy() => log_send(done),
            () = tokio::time::sleep_until(idle_until), if !due => due = true,
            () = tokio::time::sleep_until(next_reminder_check) => {}
            changed = shutdown.changed() => {
                if changed.is_err() {
                    break;
                }
            }
        }
    }
    while let Some(done) = sending.next_done().await {
        log_send(done);
    }
    tracing::info!("mail worker stopped");
}

fn log_error(err: &anyhow::Error) {
    tracing::error!(error = format!("{err:#}"), "mail worker");
}

/// Logs how a send ended, if it ended in a database error or a panic (a
/// failed send is recorded on its row, and retried).
fn log_send(done: Result<(), MailError>) {
    if let Err(err) = done {
        log_error(&anyhow::Error::new(err));
    }
}

/// Claims due rows as sends end, sends each at once, and marks each (sent,
/// or failed with its error and next attempt), with at most `sends` in
/// flight, until none is due. Returns how many rows were claimed; failed
/// sends are not errors here, only a database failure is (the first one,
/// after which it claims no more and lets the rest finish).
pub async fn drain_once(
    outbox: impl Into<Outbox>,
    mailer: &Mailer,
    links: &Links,
    sends: usize,
) -> Result<usize, MailError> {
    let mut sending = Sending::new(&outbox.into(), mailer.clone(), links, sends);
    let mut claimed = 0;
    let mut first_error = None;
    let mut due = true;
    loop {
        if due && first_error.is_none() && sending.free() > 0 {
            match sending.fill().await {
                Ok(filled) => {
                    claimed += filled.claimed;
                    due = filled.all;
                }
                Err(err) => {
                    first_error = Some(err);
                }
            }
        }
        match sending.next_done().await {
            None => break,
            Some(Ok(())) => {}
            Some(Err(err)) => {
                first_error.get_or_insert(err);
            }
        }
    }
    match first_error {
        Some(err) => Err(err),
        None => Ok(claimed),
    }
}

/// One worker's emails in flight, all claimed under its one claim.
struct Sending {
    /// The outbox, through the worker's share of the connections.
    outbox: Outbox,
    mailer: Mailer,
    /// The links, through the same share.
    links: Links,
    claim: Uuid,
    /// The most in flight at once.
    most: usize,
    in_flight: JoinSet<Result<(), MailError>>,
}

/// What one [`Sending::fill`] claimed.
struct Filled {
    claimed: usize,
    /// It found as many due rows as it had room for: more may be due.
    all: bool,
}

impl Sending {
    fn new(outbox: &Outbox, mailer: Mailer, links: &Links, sends: usize) -> Sending {
        let most = sends.max(1);
        let outbox = outbox.share(most);
        let links = outbox.links(links);
        Sending {
            outbox,
            mailer,
            links,
            claim: Uuid::new_v4(),
            most,
            in_flight: JoinSet::new(),
        }
    }

    /// Room for more emails in flight.
    fn free(&self) -> usize {
        self.most.saturating_sub(self.in_flight.len())
    }

    fn busy(&self) -> bool {
        !self.in_flight.is_empty()
    }

    /// Claims as many due rows as there is room for, oldest first, and
    /// starts sending each.
    async fn fill(&mut self) -> Result<Filled, MailError> {
        let room = self.free();
        let rows = self.outbox.claim(room, self.claim).await?;
        let claimed = rows.len();
        for row in rows {
            let (outbox, mailer, links) =
                (self.outbox.clone(), self.mailer.clone(), self.links.clone());
            let claim = self.claim;
            self.in_flight
                .spawn(async move { send_one(&outbox, &mailer, &links, claim, row).await });
        }
        Ok(Filled {
            claimed,
            all: claimed == room,
        })
    }

    /// Waits for an email in flight to be done with: `None` when none is
    /// in flight. A send that panicked is logged here (its row stays
    /// claimed until its lease ends, and is retried).
    async fn next_done(&mut self) -> Option<Result<(), MailError>> {
        loop {
            match self.in_flight.join_next().await? {
                Ok(done) => return Some(done),
                Err(panic) => tracing::error!(error = %panic, "a mail send task failed"),
            }
        }
    }
}

/// Bundles, sends and marks one claimed row.
async fn send_one(
    store: &Outbox,
    mailer: &Mailer,
    links: &Links,
    claim: Uuid,
    mut row: ClaimedMail,
) -> Result<(), MailError> {
    let bundling = match row.kind.as_str() {
        super::kind::OFFER_WAITING => store.bundling(&row, super::OFFER_MAIL_WINDOW).await?,
        super::kind::OFFER_ANSWERED => {
            store
                .gather(&mut row, claim, super::ANSWER_MAIL_WINDOW, bundle_answers)
                .await?
        }
        _ => Bundling::Send,
    };
    match bundling {
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
    let row = match row.seat {
        Some(seat) => super::talk::attach(store, row, claim, seat).await?,
        None => row,
    };
    if row.kind == super::kind::TABLE_TALK && !row.talk_attached {
        // Another email carried the talk meanwhile: nothing to say.
        store.drop_claimed(row.id, claim).await?;
        return Ok(());
    }
    let outcome = deliver(store, mailer, links, &row).await;
    settle(store, &row, claim, outcome).await
}

/// The letter and subject of one email telling every answer of `letters`
/// (stored letters, oldest first), if they read as answers told alike.
fn bundle_answers(letters: &[serde_json::Value]) -> Option<(serde_json::Value, String)> {
    let letters = letters
        .iter()
        .map(Letter::from_value)
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    let bundle = super::messages::bundle_answers(letters)?;
    Some((bundle.to_value(), bundle.subject()))
}

/// Builds the row's message with its seat's link (and, for an email that
/// asks a decision while replies are read, its reply address, whose code's
/// hash is kept first) and sends it.
async fn deliver(
    store: &Outbox,
    mailer: &Mailer,
    links: &Links,
    row: &ClaimedMail,
) -> Result<(), MailError> {
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
    let reply_to = match (row.seat, row.reply_version) {
        (Some(seat), Some(version)) => match links.reply_address(row.game, seat, version) {
            Some((address, code)) => {
                store
                    .keep_reply_code(&super::inbound::code_hash(&code), row.game, seat, version)
                    .await?;
                Some(address)
            }
            None => None,
        },
        _ => None,
    };
    // Every seat's email links the recipient's page of all their games,
    // as does the one that sends a person their links.
    let me_link = match row.seat {
        Some(_) => Some(links.me_link(&row.recipient).await?),
        None if row.kind == super::kind::LINKS => Some(links.me_link(&row.recipient).await?),
        None => None,
    };
    // That one's seat links are put in now, never stored.
    let filled = match row.kind.as_str() {
        super::kind::LINKS => super::links::fill(links, row).await?,
        _ => None,
    };
    let row = filled.as_ref().unwrap_or(row);
    let message = mailer
        .compose_replying(
            row,
            link.as_deref(),
            reply_to.as_deref(),
            me_link.as_deref(),
        )
        .await?;
    mailer.send(message).await
}

/// Marks a row after its send: sent, or failed with a retry time. Only a
/// database error is returned (the row then stays claimed until its lease
/// ends, and is retried).
async fn settle(
    store: &Outbox,
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
