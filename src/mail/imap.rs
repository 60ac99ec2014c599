//! Replies read from a mailbox (`IMAP_URL`): for operators without a mail
//! server of their own, `serve` logs in to a mailbox that receives the
//! reply addresses, acts on each unseen message through the same
//! [`Receiver`] as `slowcatan receive`, and marks it seen. It waits for new
//! mail with IDLE where the server offers it, else looks again every
//! `IMAP_POLL`. A message is marked seen only once the receiver has handled
//! it for good (made its move, or recorded why it made none); one the game
//! could not act on for a passing reason (the database is down, or its game
//! locked past the statement timeout) stays unseen, the messages after it
//! are still read, and it is read again after a pause. The receiver's own
//! record of Message-ID and code, not the seen flag, keeps a message
//! delivered twice, or read by two servers at once, from acting twice.

use std::fmt;
use std::time::Duration;

use async_imap::types::UnsolicitedResponse;
use async_imap::{Client, Session};
use futures_util::TryStreamExt;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::watch;

use super::inbound::MAX_MESSAGE;
use super::receive::Receiver;

/// How long one IDLE lasts before it is renewed (RFC 2177 asks clients to
/// renew within 29 minutes).
const IDLE_RENEW: Duration = Duration::from_secs(25 * 60);
/// The first wait after a failure; it doubles up to [`RETRY_MOST`].
const RETRY_FIRST: Duration = Duration::from_secs(5);
/// The longest wait between two attempts to reach the mailbox.
const RETRY_MOST: Duration = Duration::from_secs(300);

/// Where replies are read: `imap://user:password@host:port/MAILBOX` or
/// `imaps://…` (TLS, port 993 unless given); the mailbox defaults to
/// `INBOX`. User and password are percent-decoded.
#[derive(Clone, PartialEq, Eq)]
pub struct ImapUrl {
    /// TLS from the first byte (`imaps`).
    pub tls: bool,
    /// The server's host name.
    pub host: String,
    /// The server's port.
    pub port: u16,
    /// The login name.
    pub user: String,
    /// The password (never logged).
    password: String,
    /// The mailbox to read.
    pub mailbox: String,
}

impl fmt::Debug for ImapUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapUrl")
            .field("tls", &self.tls)
            .field("host", &self.host)
            .field("port", &self.port)
            .field("user", &self.user)
            .field("password", &"<redacted>")
            .field("mailbox", &self.mailbox)
            .finish()
    }
}

impl ImapUrl {
    /// Reads an `IMAP_URL`; the error says what is wrong without repeating
    /// the password.
    pub fn parse(text: &str) -> Result<ImapUrl, &'static str> {
        let url = url::Url::parse(text.trim()).map_err(|_| "it is not a URL")?;
        let tls = match url.scheme() {
            "imaps" => true,
            "imap" => false,
            _ => return Err("it must start with imap:// or imaps://"),
        };
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or("it has no host")?
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned();
        let decode = |s: &str| {
            url::form_urlencoded::parse(format!("x={}", s.replace('+', "%2B")).as_bytes())
                .next()
                .map(|(_, v)| v.into_owned())
                .unwrap_or_default()
        };
        let user = decode(url.username());
        let password = decode(url.password().unwrap_or_default());
        if user.is_empty() || password.is_empty() {
            return Err("it needs a user and a password (imaps://user:password@host)");
        }
        let mailbox = decode(url.path().trim_start_matches('/'));
        if url.query().is_some() || url.fragment().is_some() {
            return Err("it must not have a query or fragment");
        }
        Ok(ImapUrl {
            tls,
            port: url.port().unwrap_or(if tls { 993 } else { 143 }),
            host,
            user,
            password,
            mailbox: if mailbox.is_empty() {
                "INBOX".to_owned()
            } else {
                mailbox
            },
        })
    }
}

/// Why a visit to the mailbox ended early.
#[derive(Debug, thiserror::Error)]
enum ImapError {
    #[error("could not connect: {0}")]
    Connect(#[from] std::io::Error),
    #[error("TLS failed: {0}")]
    Tls(#[from] tokio_native_tls::native_tls::Error),
    #[error("the server closed the connection before greeting")]
    NoGreeting,
    #[error("{0}")]
    Imap(#[from] async_imap::error::Error),
    #[error("{0} of the unseen messages could not be acted on yet and stay unseen")]
    NotYet(usize),
}

/// Reads the mailbox at `url` until `shutdown` turns true, acting on each
/// new message with `receiver`; `poll` is how often it looks where the
/// server offers no IDLE. Failures are logged and retried with a growing
/// pause; this never gives up.
pub async fn run(
    url: ImapUrl,
    receiver: Receiver,
    poll: Duration,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut pause = RETRY_FIRST;
    tracing::info!(host = %url.host, mailbox = %url.mailbox, "reading replies by IMAP");
    while !*shutdown.borrow() {
        let mut reached = false;
        let result = visit(&url, &receiver, poll, &mut shutdown, &mut reached).await;
        match result {
            Ok(()) => break,
            Err(e) => {
                if reached {
                    pause = RETRY_FIRST;
                }
                tracing::warn!(error = %e, retry_in = ?pause, "reading replies by IMAP failed");
            }
        }
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            _ = shutdown.changed() => {}
        }
        pause = (pause * 2).min(RETRY_MOST);
    }
}

/// One connection: log in, then read and wait until shut down or failed.
async fn visit(
    url: &ImapUrl,
    receiver: &Receiver,
    poll: Duration,
    shutdown: &mut watch::Receiver<bool>,
    reached: &mut bool,
) -> Result<(), ImapError> {
    let tcp = tokio::net::TcpStream::connect((url.host.as_str(), url.port)).await?;
    if url.tls {
        let connector = tokio_native_tls::TlsConnector::from(
            tokio_native_tls::native_tls::TlsConnector::new()?,
        );
        let stream = connector.connect(&url.host, tcp).await?;
        session(Client::new(stream), url, receiver, poll, shutdown, reached).await
    } else {
        session(Client::new(tcp), url, receiver, poll, shutdown, reached).await
    }
}

async fn session<T>(
    mut client: Client<T>,
    url: &ImapUrl,
    receiver: &Receiver,
    poll: Duration,
    shutdown: &mut watch::Receiver<bool>,
    reached: &mut bool,
) -> Result<(), ImapError>
where
    T: AsyncRead + AsyncWrite + Unpin + fmt::Debug + Send,
{
    client.read_response().await?.ok_or(ImapError::NoGreeting)?;
    let mut session = client
        .login(&url.user, &url.password)
        .await
        .map_err(|(e, _)| e)?;
    session.select(&url.mailbox).await?;
    let idle = session.capabilities().await?.has_str("IDLE");
    *reached = true;
    loop {
        while session.unsolicited_responses.try_recv().is_ok() {}
        read_new(&mut session, receiver, shutdown).await?;
        if *shutdown.borrow() {
            break;
        }
        // Mail that arrived while the last messages were read was told
        // then, not during the IDLE to come: read again at once.
        if arrived(&session) {
            continue;
        }
        if idle {
            let mut handle = session.idle();
            handle.init().await?;
            let (wait, stop) = handle.wait_with_timeout(IDLE_RENEW);
            let stopped = tokio::select! {
                r = wait => { r?; false }
                _ = shutdown.changed() => true,
            };
            drop(stop);
            session = handle.done().await?;
            if stopped {
                break;
            }
        } else {
            tokio::select! {
                () = tokio::time::sleep(poll) => {}
                _ = shutdown.changed() => break,
            }
            session.noop().await?;
        }
    }
    session.logout().await?;
    Ok(())
}

/// Whether the server told of new messages since the last look.
fn arrived<T>(session: &Session<T>) -> bool
where
    T: AsyncRead + AsyncWrite + Unpin + fmt::Debug + Send,
{
    let mut arrived = false;
    while let Ok(told) = session.unsolicited_responses.try_recv() {
        arrived |= matches!(
            told,
            UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
        );
    }
    arrived
}

/// Acts on every unseen message, oldest first, until `shutdown`, and marks
/// each seen once it is handled. A message too large to be a reply is
/// marked seen unread. One the receiver failed on stays unseen and does not
/// hold back the others (its game may be the only one the database cannot
/// reach); the pass then fails, so that it is read again after a pause.
async fn read_new<T>(
    session: &mut Session<T>,
    receiver: &Receiver,
    shutdown: &watch::Receiver<bool>,
) -> Result<(), ImapError>
where
    T: AsyncRead + AsyncWrite + Unpin + fmt::Debug + Send,
{
    let mut uids: Vec<u32> = session.uid_search("UNSEEN").await?.into_iter().collect();
    uids.sort_unstable();
    let mut not_yet = 0;
    for uid in uids {
        if *shutdown.borrow() {
            break;
        }
        let set = uid.to_string();
        let sizes: Vec<_> = session
            .uid_fetch(&set, "RFC822.SIZE")
            .await?
            .try_collect()
            .await?;
        let Some(size) = sizes
            .iter()
            .find(|f| f.uid == Some(uid))
            .and_then(|f| f.size)
        else {
            continue;
        };
        if size as usize > MAX_MESSAGE {
            tracing::info!(
                uid,
                size,
                "IMAP: a message too large to be a reply, left unread"
            );
        } else {
            let bodies: Vec<_> = session
                .uid_fetch(&set, "BODY.PEEK[]")
                .await?
                .try_collect()
                .await?;
            let raw = bodies
                .iter()
                .find(|f| f.uid == Some(uid))
                .and_then(|f| f.body())
                .unwrap_or_default();
            match receiver.receive(raw, None).await {
                Ok(outcome) => tracing::info!(uid, ?outcome, "reply received by IMAP"),
                Err(e) => {
                    tracing::warn!(uid, error = %e, "IMAP: a reply could not be acted on yet, left unseen");
                    not_yet += 1;
                    continue;
                }
            }
        }
        let _: Vec<_> = session
            .uid_store(&set, "+FLAGS (\\Seen)")
            .await?
            .try_collect()
            .await?;
    }
    match not_yet {
        0 => Ok(()),
        n => Err(ImapError::NotYet(n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_names_server_login_and_mailbox() {
        let url = ImapUrl::parse("imaps://play%40example.org:p%2Fss+w@mail.example.org/Replies")
            .expect("a good URL");
        assert!(url.tls);
        assert_eq!(url.host, "mail.example.org");
        assert_eq!(url.port, 993);
        assert_eq!(url.user, "play@example.org");
        assert_eq!(url.password, "p/ss+w");
        assert_eq!(url.mailbox, "Replies");
        let plain = ImapUrl::parse("imap://u:p@127.0.0.1:1143").expect("a good URL");
        assert!(!plain.tls);
        assert_eq!(plain.port, 1143);
        assert_eq!(plain.mailbox, "INBOX");
    }

    #[test]
    fn a_bad_url_is_refused_and_the_password_is_never_shown() {
        for bad in [
            "mail.example.org",
            "https://u:p@mail.example.org",
            "imaps://mail.example.org",
            "imaps://user@mail.example.org",
            "imaps://u:p@mail.example.org/INBOX?x=1",
        ] {
            assert!(ImapUrl::parse(bad).is_err(), "{bad} was accepted");
        }
        let shown = format!("{:?}", ImapUrl::parse("imaps://u:hunter2@h").expect("good"));
        assert!(!shown.contains("hunter2"), "{shown}");
    }
}
