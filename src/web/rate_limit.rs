//! Rate limits on the requests that make the server send email (creating a
//! game, resending an invitation, asking for one's links): per client
//! address and overall, and for the links per email address too, counted
//! in PostgreSQL by the database clock ([`crate::store::Store::take_rate`]),
//! so that every server on one database shares them. It owns the limits'
//! notation (`5/10m`: five at once, then five per ten minutes) and the
//! answer's wait; which address a request comes from is `client_ip`'s
//! business. Table talk's flood limit is the store's own, counted from the
//! stored messages.

use crate::game::{GameService, ServiceError};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::str::FromStr;
use std::time::Duration;

/// A rate: `count` requests at once, and `count` per `per` in the long run
/// (one more every `per / count`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// Requests allowed at once.
    pub count: NonZeroU32,
    /// The time in which `count` requests come back.
    pub per: Duration,
}

/// A rate that does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a rate: write a count and a time, such as 5/10m, 100/1h or 3/30s")]
pub struct BadRate(pub String);

impl FromStr for Rate {
    type Err = BadRate;

    /// Reads `COUNT/TIME`, the time a number with `s`, `m` or `h`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadRate(s.to_owned());
        let (count, per) = s.trim().split_once('/').ok_or_else(bad)?;
        let count: NonZeroU32 = count.trim().parse().map_err(|_| bad())?;
        let per = per.trim();
        let unit = match per.chars().last() {
            Some('s') => 1,
            Some('m') => 60,
            Some('h') => 3600,
            _ => return Err(bad()),
        };
        let amount: u64 = per[..per.len() - 1].parse().map_err(|_| bad())?;
        let per = Duration::from_secs(amount.checked_mul(unit).ok_or_else(bad)?);
        if per.is_zero() {
            return Err(bad());
        }
        Ok(Rate { count, per })
    }
}

impl std::fmt::Display for Rate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}s", self.count, self.per.as_secs())
    }
}

/// The limits a server applies, as configured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateSettings {
    /// Games created from one client address.
    pub games: Rate,
    /// Games created by everyone together.
    pub games_total: Rate,
    /// Invitations resent from one client address.
    pub resend: Rate,
    /// Invitations resent by everyone together.
    pub resend_total: Rate,
    /// Links asked for ("Lost your links?") from one client address.
    pub links: Rate,
    /// Links asked for by everyone together.
    pub links_total: Rate,
    /// Links asked for one email address, from wherever.
    pub links_address: Rate,
}

impl Default for RateSettings {
    /// 5 games at once from one address, then 5 per 10 minutes; 100 per
    /// hour from everyone; resending allows twice as many per address.
    /// Links: 5 asks per 10 minutes from one client, 100 per hour from
    /// everyone, and 3 per hour for one email address.
    fn default() -> Self {
        let rate = |count, secs| Rate {
            count: NonZeroU32::new(count).expect("a positive count"),
            per: Duration::from_secs(secs),
        };
        RateSettings {
            games: rate(5, 600),
            games_total: rate(100, 3600),
            resend: rate(10, 600),
            resend_total: rate(100, 3600),
            links: rate(5, 600),
            links_total: rate(100, 3600),
            links_address: rate(3, 3600),
        }
    }
}

/// A request over its limit, and how long until the next one may pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("too many requests: try again in {} seconds", self.retry_after_secs())]
pub struct Limited {
    /// The wait.
    pub retry_after: Duration,
}

impl Limited {
    /// The wait in whole seconds, rounded up (at least 1), for `Retry-After`.
    pub fn retry_after_secs(&self) -> u64 {
        let secs = self.retry_after.as_secs() + u64::from(self.retry_after.subsec_nanos() > 0);
        secs.max(1)
    }
}

/// A request refused: over its limit, or the limit could not be counted.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// Over the limit: wait, then try again.
    #[error(transparent)]
    Limited(#[from] Limited),
    /// The database did not count it.
    #[error(transparent)]
    Service(#[from] ServiceError),
}

/// The client key of a limit counted over everyone together.
const EVERYONE: &str = "*";

/// One limit: per client address, and overall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// Its name among the stored limits.
    name: &'static str,
    per_client: Rate,
    overall: Rate,
}

impl Limit {
    /// A limit named `name` of `per_client` per address and `overall` in all.
    pub fn new(name: &'static str, per_client: Rate, overall: Rate) -> Self {
        Limit {
            name,
            per_client,
            overall,
        }
    }

    /// Counts a request from `client`, or says how long it must wait. A
    /// request refused by the client's own limit does not count overall.
    pub async fn check(&self, service: &GameService, client: IpAddr) -> Result<(), Refused> {
        let client = network(client).to_string();
        for (key, rate) in [(client.as_str(), self.per_client), (EVERYONE, self.overall)] {
            let wait = service
                .take_rate(self.name, key, rate.count.get(), rate.per)
                .await?;
            if let Some(retry_after) = wait {
                return Err(Limited { retry_after }.into());
            }
        }
        Ok(())
    }
}

/// A limit per email address: a request names an address, and the
/// requests for one address count together, wherever they come from. The
/// address is counted under a key of the server's, never stored as it is
/// ([`GameService::take_address_rate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AddressLimit {
    /// Its name among the stored limits.
    name: &'static str,
    rate: Rate,
}

impl AddressLimit {
    /// A limit named `name` of `rate` per address.
    pub fn new(name: &'static str, rate: Rate) -> Self {
        AddressLimit { name, rate }
    }

    /// Counts a request for `email`, or says how long it must wait.
    pub async fn check(&self, service: &GameService, email: &str) -> Result<(), Refused> {
        let wait = service
            .take_address_rate(self.name, email, self.rate.count.get(), self.rate.per)
            .await?;
        match wait {
            Some(retry_after) => Err(Limited { retry_after }.into()),
            None => Ok(()),
        }
    }
}

/// The address a client is counted under: IPv6 by its /64 network, since
/// one subscriber usually holds a whole /64.
fn network(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let mut octets = v6.octets();
            octets[8..].fill(0);
            IpAddr::from(octets)
        }
        v4 @ IpAddr::V4(_) => v4,
    }
}

/// The server's limits on requests that send email.
#[derive(Debug)]
pub struct Limits {
    /// Creating a game.
    pub games: Limit,
    /// Resending an invitation.
    pub resend: Limit,
    /// Asking for one's links, per client and overall.
    pub links: Limit,
    /// Asking for one's links, per email address.
    pub links_address: AddressLimit,
}

impl Limits {
    /// The limits `settings` describe.
    pub fn new(settings: &RateSettings) -> Self {
        Limits {
            games: Limit::new("games", settings.games, settings.games_total),
            resend: Limit::new("resend", settings.resend, settings.resend_total),
            links: Limit::new("links", settings.links, settings.links_total),
            links_address: AddressLimit::new("links_address", settings.links_address),
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits::new(&RateSettings::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(s: &str) -> Rate {
        s.parse().unwrap()
    }

    #[test]
    fn rates_read_as_a_count_per_time() {
        assert_eq!(
            rate("5/10m"),
            Rate {
                count: NonZeroU32::new(5).unwrap(),
                per: Duration::from_secs(600)
            }
        );
        assert_eq!(rate(" 100 / 1h ").per, Duration::from_secs(3600));
        assert_eq!(rate("3/30s").to_string(), "3/30s");
        for bad in [
            "", "5", "0/1m", "5/0s", "5/10", "5/10d", "x/1m", "5/m", "-1/1m",
        ] {
            assert!(bad.parse::<Rate>().is_err(), "{bad:?} was read");
        }
    }

    #[test]
    fn an_ipv6_client_counts_as_its_slash_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(
            network(ip("2001:db8:1:2::1")),
            network(ip("2001:db8:1:2::ffff"))
        );
        assert_ne!(
            network(ip("2001:db8:1:2::1")),
            network(ip("2001:db8:1:3::1"))
        );
        assert_eq!(network(ip("::ffff:192.0.2.1")), ip("192.0.2.1"));
    }
}
