//! Rate limits shared by every server on one database: for each limit and
//! client, the time at which its allowance is used up (the generic cell
//! rate algorithm's "theoretical arrival time"), kept in `rate_limits` and
//! moved by the database clock in one statement, so that two servers count
//! one client's requests once. It knows nothing of what a limit guards.

use std::time::Duration;

use super::{Store, StoreError};

/// Counts a request of client `$2` against limit `$1`, where one request
/// comes back every `$3` seconds and `$4` seconds of them may be taken at
/// once (`count` requests of `per / count` each): the row's time moves
/// `$3` on, unless that would put it more than `$4` past now. Answers
/// whether it moved and, if not, how many seconds until it would.
const TAKE: &str = "\
    WITH taken AS ( \
        INSERT INTO rate_limits AS r (name, client, used_until) \
        VALUES ($1, $2, now() + make_interval(secs => $3)) \
        ON CONFLICT (name, client) DO UPDATE \
        SET used_until = greatest(r.used_until, now()) + make_interval(secs => $3) \
        WHERE greatest(r.used_until, now()) + make_interval(secs => $3) \
              <= now() + make_interval(secs => $4) \
        RETURNING 1 \
    ) \
    SELECT EXISTS (SELECT 1 FROM taken), \
           (SELECT extract(epoch FROM greatest(used_until, now()) \
                   + make_interval(secs => $3 - $4) - now())::float8 \
            FROM rate_limits WHERE name = $1 AND client = $2)";

/// Forgets up to `$1` rows whose allowance is whole again: a row whose time
/// has passed counts as no row at all.
const PRUNE: &str = "\
    DELETE FROM rate_limits WHERE (name, client) IN ( \
        SELECT name, client FROM rate_limits WHERE used_until < now() \
        ORDER BY used_until LIMIT $1)";

impl Store {
    /// Counts one request of `client` against the limit `name`: `count`
    /// at once, then one more every `per / count`, by the database clock.
    /// `Ok(None)` when it passes; `Ok(Some(wait))` when it is over the
    /// limit, which it then does not count.
    pub async fn take_rate(
        &self,
        name: &str,
        client: &str,
        count: u32,
        per: Duration,
    ) -> Result<Option<Duration>, StoreError> {
        let every = per.as_secs_f64() / f64::from(count.max(1));
        let client_conn = self.conn().await?;
        let statement = client_conn.prepare_cached(TAKE).await?;
        let row = client_conn
            .query_one(&statement, &[&name, &client, &every, &per.as_secs_f64()])
            .await?;
        if row.try_get::<_, bool>(0)? {
            return Ok(None);
        }
        let wait: Option<f64> = row.try_get(1)?;
        let wait = wait.filter(|w| w.is_finite()).unwrap_or(every).max(0.0);
        Ok(Some(Duration::from_secs_f64(wait)))
    }

    /// Forgets up to `limit` limit rows whose allowance is whole again;
    /// returns how many.
    pub async fn prune_rates(&self, limit: i64) -> Result<u64, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(PRUNE).await?;
        client.execute(&statement, &[&limit]).await
    }
}
