//! How long the store waits on the database, client-side: the deadline of
//! every wait (a pooled or new connection, preparing, a statement's answer,
//! BEGIN, COMMIT), so that a database that stops answering (a frozen server,
//! a lost network) is given up on in bounded time even though it can no
//! longer enforce its own `statement_timeout`. A request's waits share one
//! budget ([`DbTimeouts::request`]) from its start; work outside a request
//! (the mail worker, due work, replies) gives each wait the statement timeout
//! and a grace. It owns no connection; `counted` applies the deadlines.

use std::cell::Cell;
use std::future::Future;
use std::time::Duration;

use tokio::time::Instant;

use super::DbTimeouts;

/// How much longer than the server's statement timeout a wait outside a
/// request lasts before the store gives up on a server that could not
/// enforce it.
pub const GRACE: Duration = Duration::from_secs(1);

tokio::task_local! {
    /// The clock of the request the current task serves, if any.
    static REQUEST: Clock;
}

/// A request's database clock.
struct Clock {
    /// When the request began.
    started: Instant,
    /// Time spent receiving the rows of results that had begun to arrive:
    /// the database was answering, so it does not use up the budget (a long
    /// game's events, however many, are not cut off).
    answering: Cell<Duration>,
}

/// Runs `work` as one request: all its waits on the database share one
/// budget, [`DbTimeouts::request`] from now, after which each fails as
/// unanswered ([`super::StoreError::Unanswered`]). The web layer runs every
/// HTTP request in one.
pub async fn in_request<F: Future>(work: F) -> F::Output {
    REQUEST
        .scope(Clock::starting_at(Instant::now()), work)
        .await
}

impl Clock {
    fn starting_at(started: Instant) -> Clock {
        Clock {
            started,
            answering: Cell::new(Duration::ZERO),
        }
    }

    /// When the request's waits must end, given its `budget`.
    fn deadline(&self, budget: Duration) -> Instant {
        self.started + budget + self.answering.get()
    }

    fn answered(&self, spent: Duration) {
        self.answering.set(self.answering.get() + spent);
    }
}

/// When a wait on the database that begins now must end: the end of the
/// request's budget in a request, else the statement timeout and [`GRACE`]
/// from now.
pub(super) fn deadline(timeouts: &DbTimeouts) -> Instant {
    REQUEST
        .try_with(|clock| clock.deadline(timeouts.request))
        .unwrap_or_else(|_| Instant::now() + timeouts.statement + GRACE)
}

/// Gives back to the request's budget the time `spent` receiving a row.
pub(super) fn answered(spent: Duration) {
    // Outside a request there is no budget to give back to.
    let _ = REQUEST.try_with(|clock| clock.answered(spent));
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUDGET: Duration = Duration::from_millis(1500);

    #[test]
    fn a_request_s_waits_share_one_budget_from_its_start() {
        let started = Instant::now();
        let clock = Clock::starting_at(started);
        assert_eq!(clock.deadline(BUDGET), started + BUDGET);
    }

    #[test]
    fn rows_arriving_give_their_time_back_to_the_budget() {
        let started = Instant::now();
        let clock = Clock::starting_at(started);
        clock.answered(Duration::from_millis(700));
        clock.answered(Duration::from_millis(300));
        assert_eq!(
            clock.deadline(BUDGET),
            started + BUDGET + Duration::from_secs(1)
        );
    }

    #[tokio::test]
    async fn inside_a_request_the_budget_bounds_the_wait() {
        let timeouts = DbTimeouts {
            request: Duration::from_secs(600),
            statement: Duration::from_secs(3600),
            ..DbTimeouts::default()
        };
        let before = Instant::now();
        let within = in_request(async { deadline(&timeouts) }).await;
        assert!(within >= before + timeouts.request);
        assert!(within < before + timeouts.statement);
    }

    #[tokio::test]
    async fn outside_a_request_each_wait_gets_the_statement_timeout_and_a_grace() {
        let timeouts = DbTimeouts {
            request: Duration::from_secs(600),
            statement: Duration::from_secs(3600),
            ..DbTimeouts::default()
        };
        let before = Instant::now();
        answered(Duration::from_secs(60));
        let alone = deadline(&timeouts);
        assert!(alone >= before + timeouts.statement + GRACE);
    }
}
