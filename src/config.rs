//! Settings: the command-line flags (each also read from its environment
//! variable) and their one-time validation into [`Settings`]. It owns
//! defaults and checks; it opens no connection and creates no folder.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::store::DbTimeouts;
use crate::web::client_ip::TrustedProxies;
use crate::web::rate_limit::{Rate, RateSettings};

/// Where the database is: a URL, or else the embedded cluster under the
/// data folder. Shared by `serve` and `migrate`.
#[derive(Clone, clap::Args)]
pub struct DatabaseArgs {
    /// PostgreSQL connection string. Unset: start a private PostgreSQL
    /// cluster under the data folder with the machine's own binaries.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,

    /// Folder for the embedded database (and other local state).
    #[arg(long, env = "DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,
}

impl std::fmt::Debug for DatabaseArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseArgs")
            .field(
                "database_url",
                &self.database_url.as_ref().map(|_| "<redacted>"),
            )
            .field("data_dir", &self.data_dir)
            .finish()
    }
}

/// The flags of `serve`; `main.rs` flattens them into its subcommand and
/// turns them into [`Settings`] with [`ServeArgs::validate`].
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Database location.
    #[command(flatten)]
    pub database: DatabaseArgs,

    /// Address and port to listen on.
    #[arg(long, env = "BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,

    /// Public URL of the service, used in emailed links.
    /// Default: `http://{bind}`.
    #[arg(long, env = "BASE_URL")]
    pub base_url: Option<String>,

    /// Folder where emails are written as .eml files when no SMTP server is set.
    #[arg(long, env = "MAIL_DIR", default_value = "./data/mail")]
    pub mail_dir: PathBuf,

    /// SMTP server URL (`smtps://user:pass@host`). Unset: write .eml files.
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// Sender of the emails.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "Slow Catan <catan@localhost>"
    )]
    pub mail_from: String,

    /// Where replies come back (`play@example.org`): each email that asks
    /// a seat for a decision then carries `Reply-To: play+CODE@example.org`,
    /// and `slowcatan receive` acts on the replies the mail server pipes to
    /// it. Unset: no `Reply-To`, and the choices are links only.
    #[arg(long, env = "MAIL_REPLY_TO")]
    pub mail_reply_to: Option<String>,

    /// A mailbox the reply addresses deliver to, read by this server
    /// (`imaps://user:password@host/INBOX`), for an install without a mail
    /// server that pipes to `slowcatan receive`. Needs `MAIL_REPLY_TO`.
    #[arg(long, env = "IMAP_URL", hide_env_values = true)]
    pub imap_url: Option<String>,

    /// How often the mailbox is looked at when its server offers no IDLE.
    #[arg(long, env = "IMAP_POLL", default_value = "60s", value_parser = parse_duration)]
    pub imap_poll: Duration,

    /// Reverse proxies whose `X-Forwarded-For`/`Forwarded` header names the
    /// client (comma-separated addresses or networks, such as
    /// `10.0.0.1,fd00::/8`). Unset: the client is the TCP peer.
    #[arg(long, env = "TRUSTED_PROXIES", default_value = "")]
    pub trusted_proxies: TrustedProxies,

    /// Database connections this server keeps at most. Servers sharing a
    /// database together need PostgreSQL's `max_connections` to cover the
    /// sum of theirs.
    #[arg(long, env = "DB_POOL_SIZE", default_value_t = 32)]
    pub db_pool_size: usize,

    /// How long a request waits for a free database connection
    /// (`500ms`, `2s`; a bare number is seconds).
    #[arg(long, env = "DB_POOL_TIMEOUT", default_value = "1s", value_parser = parse_duration)]
    pub db_pool_timeout: Duration,

    /// How long opening a database connection may take.
    #[arg(long, env = "DB_CONNECT_TIMEOUT", default_value = "3s", value_parser = parse_duration)]
    pub db_connect_timeout: Duration,

    /// How long one SQL statement may run (PostgreSQL's `statement_timeout`).
    #[arg(long, env = "DB_STATEMENT_TIMEOUT", default_value = "5s", value_parser = parse_duration)]
    pub db_statement_timeout: Duration,

    /// How long one request may wait on the database in all (a connection,
    /// its statements' answers) before it is answered 503, even when the
    /// database stopped answering altogether.
    #[arg(long, env = "DB_REQUEST_TIMEOUT", default_value = "1500ms", value_parser = parse_duration)]
    pub db_request_timeout: Duration,

    /// How long a client may take to send a request's headers and body.
    #[arg(long, env = "BODY_TIMEOUT", default_value = "5s", value_parser = parse_duration)]
    pub body_timeout: Duration,

    /// How long a whole request may take before it is answered 503.
    #[arg(long, env = "REQUEST_TIMEOUT", default_value = "15s", value_parser = parse_duration)]
    pub request_timeout: Duration,

    /// `on`: a new game emails only its host (the first player), and starts,
    /// inviting the others, when the host opens that email's link and
    /// presses Start; unstarted games expire after a day. `off` (for a
    /// trusted install): the invitations go out at once.
    #[arg(long, env = "HOST_CONFIRMATION", value_enum, default_value_t = OnOff::On)]
    pub host_confirmation: OnOff,

    /// Games one client address may create: `COUNT/TIME` (`5/10m` is 5 at
    /// once, then 5 per 10 minutes; the time in s, m or h).
    #[arg(long, env = "GAMES_RATE", default_value = "5/10m")]
    pub games_rate: Rate,

    /// Games all clients together may create.
    #[arg(long, env = "GAMES_RATE_TOTAL", default_value = "100/1h")]
    pub games_rate_total: Rate,

    /// Invitations one client address may have resent.
    #[arg(long, env = "RESEND_RATE", default_value = "10/10m")]
    pub resend_rate: Rate,

    /// Invitations all clients together may have resent.
    #[arg(long, env = "RESEND_RATE_TOTAL", default_value = "100/1h")]
    pub resend_rate_total: Rate,

    /// Times one client address may ask for a person's links to be
    /// emailed ("Lost your links?").
    #[arg(long, env = "LINKS_RATE", default_value = "5/10m")]
    pub links_rate: Rate,

    /// Times all clients together may ask for links.
    #[arg(long, env = "LINKS_RATE_TOTAL", default_value = "100/1h")]
    pub links_rate_total: Rate,

    /// Times the links of one email address may be asked for, from
    /// wherever (known and unknown addresses alike).
    #[arg(long, env = "LINKS_RATE_ADDRESS", default_value = "3/1h")]
    pub links_rate_address: Rate,
}

/// A switch given as `on` or `off`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OnOff {
    /// Turned on.
    On,
    /// Turned off.
    Off,
}

/// Validated settings for `serve`.
#[derive(Clone)]
pub struct Settings {
    /// Database location.
    pub database: DatabaseArgs,
    /// Address and port to listen on.
    pub bind: SocketAddr,
    /// Public URL of the service, `http(s)://...` without a trailing slash.
    pub base_url: String,
    /// Folder for .eml files when `smtp_url` is unset.
    pub mail_dir: PathBuf,
    /// SMTP server URL (may hold a password; never logged).
    pub smtp_url: Option<String>,
    /// Sender of the emails.
    pub mail_from: String,
    /// Where replies come back, if replies are read.
    pub mail_reply_to: Option<crate::game::links::ReplyTo>,
    /// The mailbox this server reads replies from, if any.
    pub imap: Option<crate::mail::imap::ImapUrl>,
    /// How often that mailbox is looked at without IDLE.
    pub imap_poll: Duration,
    /// Reverse proxies whose forwarded headers are believed.
    pub trusted_proxies: TrustedProxies,
    /// Database connections this server keeps at most.
    pub db_pool_size: usize,
    /// How long the store waits on the database.
    pub db_timeouts: DbTimeouts,
    /// How long a client may take to send a request's headers and body.
    pub body_timeout: Duration,
    /// How long a whole request may take.
    pub request_timeout: Duration,
    /// New games wait for their host to start them.
    pub host_confirmation: bool,
    /// Limits on the requests that send email.
    pub rates: RateSettings,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("database", &self.database)
            .field("bind", &self.bind)
            .field("base_url", &self.base_url)
            .field("mail_dir", &self.mail_dir)
            .field("smtp_url", &self.smtp_url.as_ref().map(|_| "<redacted>"))
            .field("mail_from", &self.mail_from)
            .field("mail_reply_to", &self.mail_reply_to)
            .field("imap", &self.imap)
            .field("imap_poll", &self.imap_poll)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("db_pool_size", &self.db_pool_size)
            .field("db_timeouts", &self.db_timeouts)
            .field("body_timeout", &self.body_timeout)
            .field("request_timeout", &self.request_timeout)
            .field("host_confirmation", &self.host_confirmation)
            .field("rates", &self.rates)
            .finish()
    }
}

/// A setting that cannot work.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// `BASE_URL` is not an absolute http(s) URL.
    #[error("BASE_URL {url:?} is not usable: {reason}")]
    BaseUrl {
        /// The value given.
        url: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A timeout of zero would refuse every request.
    #[error("{0} must be longer than zero")]
    ZeroTimeout(&'static str),
    /// A pool of no connections would refuse every request.
    #[error("DB_POOL_SIZE must be at least 1")]
    ZeroPool,
    /// `MAIL_FROM` is not an email address (`Name <address>` or `address`).
    #[error("MAIL_FROM {0:?} is not an email address")]
    MailFrom(String),
    /// `MAIL_REPLY_TO` is not a plain address without a `+`.
    #[error("MAIL_REPLY_TO {0:?} is not a plain address such as play@example.org (no name, no +)")]
    MailReplyTo(String),
    /// `IMAP_URL` cannot be read (the reason never repeats the password).
    #[error("IMAP_URL is not usable: {0}")]
    ImapUrl(&'static str),
    /// Replies read from a mailbox need the address they come back to.
    #[error("IMAP_URL needs MAIL_REPLY_TO, the address the replies are sent to")]
    ImapWithoutReplyTo,
}

impl ServeArgs {
    /// Checks the flags once and derives the defaults that depend on others.
    pub fn validate(self) -> Result<Settings, ConfigError> {
        let base_url = match self.base_url {
            Some(url) => validate_base_url(&url)?,
            None => format!("http://{}", self.bind),
        };
        if self.mail_from.parse::<lettre::message::Mailbox>().is_err() {
            return Err(ConfigError::MailFrom(self.mail_from));
        }
        let mail_reply_to = match self.mail_reply_to.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(address) => Some(
                crate::game::links::ReplyTo::parse(address)
                    .ok_or_else(|| ConfigError::MailReplyTo(address.to_owned()))?,
            ),
        };
        let imap = match self.imap_url.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(url) => {
                Some(crate::mail::imap::ImapUrl::parse(url).map_err(ConfigError::ImapUrl)?)
            }
        };
        if imap.is_some() && mail_reply_to.is_none() {
            return Err(ConfigError::ImapWithoutReplyTo);
        }
        if self.db_pool_size == 0 {
            return Err(ConfigError::ZeroPool);
        }
        for (name, value) in [
            ("DB_POOL_TIMEOUT", self.db_pool_timeout),
            ("DB_CONNECT_TIMEOUT", self.db_connect_timeout),
            ("DB_STATEMENT_TIMEOUT", self.db_statement_timeout),
            ("DB_REQUEST_TIMEOUT", self.db_request_timeout),
            ("BODY_TIMEOUT", self.body_timeout),
            ("REQUEST_TIMEOUT", self.request_timeout),
            ("IMAP_POLL", self.imap_poll),
        ] {
            if value.is_zero() {
                return Err(ConfigError::ZeroTimeout(name));
            }
        }
        Ok(Settings {
            database: self.database,
            bind: self.bind,
            base_url,
            mail_dir: self.mail_dir,
            smtp_url: self.smtp_url,
            mail_from: self.mail_from,
            mail_reply_to,
            imap,
            imap_poll: self.imap_poll,
            trusted_proxies: self.trusted_proxies,
            db_pool_size: self.db_pool_size,
            db_timeouts: DbTimeouts {
                wait: self.db_pool_timeout,
                connect: self.db_connect_timeout,
                statement: self.db_statement_timeout,
                request: self.db_request_timeout,
            },
            body_timeout: self.body_timeout,
            request_timeout: self.request_timeout,
            host_confirmation: self.host_confirmation == OnOff::On,
            rates: RateSettings {
                games: self.games_rate,
                games_total: self.games_rate_total,
                resend: self.resend_rate,
                resend_total: self.resend_rate_total,
                links: self.links_rate,
                links_total: self.links_rate_total,
                links_address: self.links_rate_address,
            },
        })
    }
}

/// Reads a duration: `250ms`, `5s`, `2m`, or a bare number of seconds.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number
        .parse()
        .map_err(|_| format!("{text:?} is not a duration such as 500ms, 5s or 2m"))?;
    match unit.trim() {
        "ms" => Ok(Duration::from_millis(n)),
        "" | "s" => Ok(Duration::from_secs(n)),
        "m" => Ok(Duration::from_secs(n.saturating_mul(60))),
        _ => Err(format!(
            "{text:?} is not a duration such as 500ms, 5s or 2m"
        )),
    }
}

/// An absolute http(s) URL with a host, returned without trailing slashes
/// so that links are built as `format!("{base_url}/play/{token}")`.
fn validate_base_url(url: &str) -> Result<String, ConfigError> {
    let fail = |reason| ConfigError::BaseUrl {
        url: url.to_owned(),
        reason,
    };
    let trimmed = url.trim().trim_end_matches('/');
    let rest = trimmed
        .strip_prefix("https://")
        .or_else(|| trimmed.strip_prefix("http://"))
        .ok_or_else(|| fail("it must start with http:// or https://"))?;
    let host = rest.split('/').next().unwrap_or_default();
    if host.is_empty() {
        return Err(fail("it has no host"));
    }
    if trimmed.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(fail("it contains whitespace"));
    }
    if trimmed.contains(['?', '#']) {
        return Err(fail("it must not have a query or fragment"));
    }
    Ok(trimmed.to_owned())
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeArgs,
    }

    fn parse(args: &[&str]) -> ServeArgs {
        Cli::try_parse_from(std::iter::once("slowcatan").chain(args.iter().copied()))
            .unwrap()
            .serve
    }

    #[test]
    fn flags_override_defaults() {
        let settings = parse(&[
            "--bind",
            "0.0.0.0:9000",
            "--base-url",
            "https://catan.example.org/",
            "--mail-dir",
            "/tmp/mail",
            "--mail-from",
            "catan@example.org",
            "--data-dir",
            "/var/lib/slowcatan",
            "--database-url",
            "postgres://db/catan",
        ])
        .validate()
        .unwrap();
        assert_eq!(settings.bind, "0.0.0.0:9000".parse().unwrap());
        assert_eq!(settings.base_url, "https://catan.example.org");
        assert_eq!(settings.mail_dir, PathBuf::from("/tmp/mail"));
        assert_eq!(settings.mail_from, "catan@example.org");
        assert_eq!(
            settings.database.data_dir,
            PathBuf::from("/var/lib/slowcatan")
        );
        assert_eq!(
            settings.database.database_url.as_deref(),
            Some("postgres://db/catan")
        );
    }

    #[test]
    fn base_url_defaults_to_the_bind_address() {
        let settings = parse(&["--bind", "127.0.0.1:8181"]).validate().unwrap();
        assert_eq!(settings.base_url, "http://127.0.0.1:8181");
    }

    #[test]
    fn base_url_keeps_its_path_without_trailing_slashes() {
        assert_eq!(
            validate_base_url("http://host:8080/catan//").unwrap(),
            "http://host:8080/catan"
        );
    }

    #[test]
    fn bad_base_urls_are_refused() {
        for url in [
            "catan.example.org",
            "ftp://catan.example.org",
            "https://",
            "https:///path",
            "https://host/a b",
            "https://host/?x=1",
        ] {
            assert!(
                matches!(validate_base_url(url), Err(ConfigError::BaseUrl { .. })),
                "{url} was accepted"
            );
        }
    }

    #[test]
    fn bad_mail_from_is_refused() {
        let result = parse(&["--mail-from", "not an address"]).validate();
        assert!(matches!(result, Err(ConfigError::MailFrom(_))));
    }

    #[test]
    fn rate_limits_default_well_under_thirty_games_in_five_seconds() {
        let settings = parse(&[]).validate().unwrap();
        assert_eq!(settings.rates, RateSettings::default());
        assert!(settings.rates.games.count.get() < 30);
        let set = parse(&["--games-rate", "2/1m", "--resend-rate-total", "7/1h"])
            .validate()
            .unwrap();
        assert_eq!(set.rates.games, "2/60s".parse().unwrap());
        assert_eq!(
            set.rates.resend_total.per,
            std::time::Duration::from_secs(3600)
        );
        assert!(Cli::try_parse_from(["slowcatan", "--games-rate", "lots"]).is_err());
        let links = parse(&["--links-rate-address", "1/1h", "--links-rate", "9/1m"])
            .validate()
            .unwrap();
        assert_eq!(links.rates.links_address, "1/3600s".parse().unwrap());
        assert_eq!(links.rates.links, "9/60s".parse().unwrap());
        assert_eq!(links.rates.links_total, RateSettings::default().links_total);
    }

    #[test]
    fn host_confirmation_is_on_unless_turned_off() {
        assert!(parse(&[]).validate().unwrap().host_confirmation);
        let off = parse(&["--host-confirmation", "off"]).validate().unwrap();
        assert!(!off.host_confirmation);
        assert!(Cli::try_parse_from(["slowcatan", "--host-confirmation", "maybe"]).is_err());
    }

    #[test]
    fn trusted_proxies_are_read_and_checked() {
        let settings = parse(&["--trusted-proxies", "10.0.0.1, fd00::/8"])
            .validate()
            .unwrap();
        assert!(settings
            .trusted_proxies
            .contains("fd00::5".parse().unwrap()));
        assert!(parse(&[]).validate().unwrap().trusted_proxies.is_empty());
        let bad = Cli::try_parse_from(["slowcatan", "--trusted-proxies", "proxy.local"]);
        assert!(bad.is_err());
    }

    #[test]
    fn timeouts_read_units_and_refuse_zero() {
        let settings = parse(&[
            "--db-pool-timeout",
            "250ms",
            "--db-statement-timeout",
            "7",
            "--request-timeout",
            "1m",
        ])
        .validate()
        .unwrap();
        assert_eq!(settings.db_timeouts.wait, Duration::from_millis(250));
        assert_eq!(settings.db_timeouts.connect, Duration::from_secs(3));
        assert_eq!(settings.db_timeouts.statement, Duration::from_secs(7));
        assert_eq!(settings.db_timeouts.request, Duration::from_millis(1500));
        assert_eq!(settings.body_timeout, Duration::from_secs(5));
        assert_eq!(settings.request_timeout, Duration::from_secs(60));
        let zero = parse(&["--body-timeout", "0s"]).validate();
        assert!(matches!(
            zero,
            Err(ConfigError::ZeroTimeout("BODY_TIMEOUT"))
        ));
        for bad in ["soon", "5h", "-1s", "ms"] {
            assert!(parse_duration(bad).is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn the_pool_size_is_read_and_zero_is_refused() {
        assert_eq!(parse(&[]).validate().unwrap().db_pool_size, 32);
        let set = parse(&["--db-pool-size", "20"]).validate().unwrap();
        assert_eq!(set.db_pool_size, 20);
        let zero = parse(&["--db-pool-size", "0"]).validate();
        assert!(matches!(zero, Err(ConfigError::ZeroPool)));
    }

    #[test]
    fn an_imap_url_needs_the_reply_address_and_keeps_its_password_out_of_sight() {
        let url = "imaps://play:hunter2@mail.example.org/Replies";
        let alone = parse(&["--imap-url", url]).validate();
        assert!(matches!(alone, Err(ConfigError::ImapWithoutReplyTo)));
        let set = parse(&[
            "--imap-url",
            url,
            "--mail-reply-to",
            "play@example.org",
            "--imap-poll",
            "2m",
        ])
        .validate()
        .unwrap();
        let imap = set.imap.clone().unwrap();
        assert_eq!(
            (imap.host.as_str(), imap.mailbox.as_str()),
            ("mail.example.org", "Replies")
        );
        assert_eq!(set.imap_poll, Duration::from_secs(120));
        assert!(!format!("{set:?}").contains("hunter2"));
        let bad = parse(&[
            "--imap-url",
            "pop3://a:b@h",
            "--mail-reply-to",
            "play@example.org",
        ])
        .validate();
        assert!(matches!(bad, Err(ConfigError::ImapUrl(_))));
        assert!(parse(&[]).validate().unwrap().imap.is_none());
    }

    #[test]
    fn bad_bind_address_is_a_parse_error() {
        let result = Cli::try_parse_from(["slowcatan", "--bind", "nowhere"]);
        assert!(result.is_err());
    }

    #[test]
    fn debug_output_hides_secrets() {
        let settings = parse(&[
            "--smtp-url",
            "smtps://user:hunter2@mail.example.org",
            "--database-url",
            "postgres://u:sekrit@db/x",
        ])
        .validate()
        .unwrap();
        let shown = format!("{settings:?}");
        assert!(!shown.contains("hunter2"));
        assert!(!shown.contains("sekrit"));
    }
}
