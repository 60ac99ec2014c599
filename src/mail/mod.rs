//! Email: what a seat is told after a command ([`notify`], filled in by the
//! ruleset's presentation through [`crate::views::present`], so nothing
//! here names a ruleset), the words of each kind of email ([`messages`]),
//! answering the game service's mail seam with them ([`writer`]), and
//! sending the outbox with lettre ([`worker`]) through a [`Transport`]:
//! SMTP, `.eml` files, or memory for tests; the table talk that rides along
//! in a seat's next email, or in a digest ([`talk`]); reading a written `.eml` file
//! back for the local mailbox ([`eml`]). It owns message headers (Message-ID, Date,
//! per-game threads, List-Unsubscribe) and the SMTP settings. It never
//! writes events and never sees a private hand: summaries come from events
//! redacted for their recipient.
//!
//! # One way to an email
//!
//! Every email is a [`letter::Letter`]: its opening lines (the stand-in's
//! move, the seat's preference, the deadline), the kind's content, the
//! seat's choices and the table talk it carries, all as data. It goes to
//! the outbox as JSON in the transaction that calls for it, the writer's
//! hooks adding lines and choices to it as fields; the worker adds the
//! waiting talk and [`Mailer::compose`] renders it once, with the
//! recipient's link, through one frame (`templates/email/letter.{txt,html}`)
//! that holds the kind's template. SMTP, the `.eml` files and the local
//! mailbox all send what `compose` built. Rows written before letters keep
//! their rendered bodies and are sent as they are, the link put in.
//!
//! # What the rest of the server calls
//!
//! The game service, in the transaction that appends a change, asks its
//! [`crate::game::MailWriter`]; `startup` hands it a
//! [`writer::EmailWriter`] once, which calls:
//!
//! ```text
//! mail::messages::invitation(&Invitation { game_id, seat, seat_name, email,
//!     players, ruleset_name, start, host_rewinds_alone, resent }) -> NewMail
//! mail::messages::notice_mail(notice: &MailNotice, seat_name: &str, email: &str,
//!     game_id: Uuid, base_url: &str) -> NewMail
//! mail::messages::notice_mails(seats: &[SeatRow], before, after, events,
//!     game_id: Uuid, base_url: &str) -> Vec<NewMail>     // all of the above in one call
//! ```
//!
//! `main` / `startup`:
//!
//! ```text
//! let mailer = Mailer::from_settings(smtp_url: Option<&str>, mail_dir: &Path, mail_from: &str)?;
//! mail::worker::run_worker(store, mailer, links, shutdown: watch::Receiver<bool>).await;
//! ```
//!
//! The seat page offers `{seat link}`[`REMINDERS_PATH`] to turn reminders
//! off (and on), calling `Store::set_reminders(game, seat, on)`; reminders
//! carry it as their `List-Unsubscribe` (one-click POST, RFC 8058).
//!
//! # Delivery guarantees
//!
//! Rows are claimed in a short transaction (`FOR UPDATE SKIP LOCKED`, then a
//! lease pushes `send_after` forward), each only as the worker is about to
//! send it (a few at a time: [`worker`]'s "In flight"), sent, and marked
//! sent. A row is only ever marked sent after the SMTP server accepted it,
//! so nothing is lost.
//! Two live workers never hold the same row, so in normal operation nothing
//! is sent twice. The at-least-once edge: if a worker dies (or loses the
//! database) after the server accepted a message and before the row is
//! marked, the lease expires and another worker sends it again: only the
//! emails it had in flight, never more than [`worker::SENDS`]. The
//! Message-ID is derived from the row id, so the copy carries the same
//! Message-ID and most mail stores show it once.
//!
//! The board pictures are drawn by [`drawing`], on threads of its own and
//! kept for the emails that carry the same one.

pub mod attendance;
#[cfg(test)]
#[path = "tests/bw_notices.rs"]
mod bw_notices;
pub mod choices;
pub mod drawing;
pub mod eml;
pub mod imap;
pub mod inbound;
pub mod letter;
pub mod links;
pub mod messages;
pub mod picture;
pub mod receive;
pub mod rewound;
pub use crate::views::notify;
pub mod talk;
pub mod worker;
pub mod writer;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::PoolConfig;
use lettre::{
    AsyncFileTransport, AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor,
};
use uuid::Uuid;

use crate::game::links::{LinkError, SEAT_LINK};
use crate::game::outbox::{ClaimedMail, MailBody, StoreError};

/// The outbox `kind` of a notice's email.
pub fn kind_of(notice: &notify::NoticeKind) -> &'static str {
    use notify::NoticeKind;
    match notice {
        NoticeKind::YourTurn { .. } | NoticeKind::SpecialBuilding { .. } => kind::YOUR_TURN,
        NoticeKind::MustDiscard { .. } => kind::MUST_DISCARD,
        NoticeKind::OfferWaiting { .. } => kind::OFFER_WAITING,
        NoticeKind::OfferAnswered { .. } => kind::OFFER_ANSWERED,
        NoticeKind::OfferClosed { .. } => kind::OFFER_CLOSED,
        NoticeKind::GameOver { .. } => kind::GAME_OVER,
        NoticeKind::News { .. } => kind::NEWS,
        NoticeKind::Told { asks: true, .. } => kind::QUESTION,
        NoticeKind::Told { asks: false, .. } => kind::ANSWER,
    }
}

/// The outbox `kind` of each email.
pub mod kind {
    /// A seat in a new game, with its personal link.
    pub const INVITATION: &str = "invitation";
    /// The game waits for the seat's turn or setup placement.
    pub const YOUR_TURN: &str = "your_turn";
    /// The seat must discard after a 7.
    pub const MUST_DISCARD: &str = "must_discard";
    /// A trade offer waits for the seat's answer.
    pub const OFFER_WAITING: &str = "offer_waiting";
    /// Someone answered your offer.
    pub const OFFER_ANSWERED: &str = "offer_answered";
    /// An offer to you closed before you answered it.
    pub const OFFER_CLOSED: &str = "offer_closed";
    /// The game is over.
    pub const GAME_OVER: &str = "game_over";
    /// News for every player (a disaster and its effects).
    pub const NEWS: &str = "news";
    /// A scenario asks the seat to act out of turn (a gift to answer).
    pub const QUESTION: &str = "question";
    /// A scenario tells the seat the answer to its move (its gift's fate).
    pub const ANSWER: &str = "answer";
    /// The game has waited for the seat for a while.
    pub const REMINDER: &str = "reminder";
    /// The answer to a reply that made no move: the seat's choices now.
    pub const REPLY_ANSWER: &str = "reply_answer";
    /// The game was rewound: what was undone and what it now waits for
    /// (the seat's choices, where it waits for the seat); one per seat.
    pub const REWOUND: &str = "rewound";
    /// A new game's host is asked to start it; carries the host link.
    pub const HOST_CONFIRMATION: &str = "host_confirmation";
    /// The seat's deadline nears; then the stand-in decides for it.
    pub const DEADLINE_WARNING: &str = "deadline_warning";
    /// Table talk waited for the seat, and no other email carried it.
    pub const TABLE_TALK: &str = "table_talk";
    /// A person asked for the links of their games: one email to their
    /// address, for no seat, its row under their newest game.
    pub const LINKS: &str = "links";
}

/// Appended to a seat's link: the page that turns reminders off and on
/// (GET shows it, POST `on=false` / the one-click
/// `List-Unsubscribe=One-Click` body turns them off).
pub const REMINDERS_PATH: &str = "/reminders";

/// At most one "an offer waits for your answer" email goes to a seat in
/// this long: the mail worker holds a later one back until the window ends,
/// and drops any that a newer one supersedes (each counts every offer
/// still waiting for the seat's answer).
pub const OFFER_MAIL_WINDOW: Duration = Duration::from_secs(600);

/// Answers to a seat's offers that come within this long of the first go
/// out as one email, once the first is this old: the mail worker holds them
/// until then and sends them together.
pub const ANSWER_MAIL_WINDOW: Duration = Duration::from_secs(120);

/// The header carrying the outbox row id (for tracing a message to its row).
pub const OUTBOX_ID_HEADER: &str = "X-Outbox-Id";

/// Longest an SMTP conversation may stall (well under the claim lease).
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Pooled SMTP connections per mailer (a worker's emails in flight go out
/// in parallel, [`worker::SENDS`] unless told otherwise).
const SMTP_POOL: u32 = 16;

/// What can go wrong rendering or sending an email.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// `SMTP_URL` could not be used.
    #[error("SMTP_URL is not usable: {0}")]
    SmtpUrl(#[source] lettre::transport::smtp::Error),
    /// `MAIL_FROM` is not an address.
    #[error("MAIL_FROM {0:?} is not an email address")]
    MailFrom(String),
    /// The mail folder could not be created.
    #[error("could not create the mail folder {path}")]
    MailDir {
        /// The folder.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// A recipient address does not parse.
    #[error("{0:?} is not an email address")]
    Recipient(String),
    /// The message could not be built.
    #[error("could not build the message")]
    Build(#[from] lettre::error::Error),
    /// The SMTP server refused the message or could not be reached.
    #[error("SMTP: {0}")]
    Smtp(#[from] lettre::transport::smtp::Error),
    /// The `.eml` file could not be written.
    #[error("could not write the email file: {0}")]
    File(#[from] lettre::transport::file::Error),
    /// The seat's link could not be built.
    #[error("could not build the seat's link")]
    Link(#[from] LinkError),
    /// The database failed.
    #[error("the outbox could not be read or written")]
    Store(#[from] StoreError),
    /// A stored event could not be read back.
    #[error("a stored event could not be read: {0}")]
    Event(#[source] serde_json::Error),
    /// An outbox row's letter could not be read back.
    #[error("the email's letter could not be read: {0}")]
    Letter(#[source] serde_json::Error),
}

/// Where messages go.
#[derive(Clone)]
pub enum Transport {
    /// An SMTP server (pooled connections).
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// `.eml` files in a folder; each one's path is logged (never its link).
    File {
        /// The folder.
        dir: PathBuf,
        /// The writer.
        transport: AsyncFileTransport<Tokio1Executor>,
    },
    /// Kept in memory, for tests.
    Memory(MemoryMailbox),
}

impl fmt::Debug for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The SMTP transport holds credentials: name the variant only.
        match self {
            Transport::Smtp(_) => f.write_str("Transport::Smtp"),
            Transport::File { dir, .. } => {
                f.debug_struct("Transport::File").field("dir", dir).finish()
            }
            Transport::Memory(_) => f.write_str("Transport::Memory"),
        }
    }
}

impl Transport {
    /// SMTP when `smtp_url` is set, else `.eml` files under `mail_dir`
    /// (created if missing).
    ///
    /// `smtp_url`: `smtp://host[:port]` (plain, port 25),
    /// `smtp://host?tls=required` (STARTTLS, port 587),
    /// `smtp://host?tls=opportunistic`, `smtps://host` (TLS, port 465);
    /// credentials as `smtps://user:password@host` (percent-encoded).
    pub fn from_settings(smtp_url: Option<&str>, mail_dir: &Path) -> Result<Transport, MailError> {
        match smtp_url {
            Some(url) => Transport::smtp(url),
            None => Transport::file(mail_dir),
        }
    }

    /// An SMTP transport from a URL (see [`Transport::from_settings`]).
    pub fn smtp(url: &str) -> Result<Transport, MailError> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(MailError::SmtpUrl)?
            .timeout(Some(SMTP_TIMEOUT))
            .pool_config(PoolConfig::new().max_size(SMTP_POOL))
            .build();
        Ok(Transport::Smtp(transport))
    }

    /// `.eml` files in `dir`, created if missing.
    pub fn file(dir: &Path) -> Result<Transport, MailError> {
        std::fs::create_dir_all(dir).map_err(|source| MailError::MailDir {
            path: dir.to_owned(),
            source,
        })?;
        Ok(Transport::File {
            dir: dir.to_owned(),
            transport: AsyncFileTransport::new(dir),
        })
    }

    /// An in-memory mailbox and the transport that fills it.
    pub fn memory() -> (Transport, MemoryMailbox) {
        let mailbox = MemoryMailbox::default();
        (Transport::Memory(mailbox.clone()), mailbox)
    }
}

/// Messages "sent" through [`Transport::Memory`].
#[derive(Debug, Clone, Default)]
pub struct MemoryMailbox(Arc<Mutex<Vec<SentMail>>>);

/// A message as it would have gone on the wire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentMail {
    /// Envelope recipients.
    pub to: Vec<String>,
    /// The formatted message (headers and MIME body).
    pub raw: String,
}

impl MemoryMailbox {
    /// Every message so far.
    pub fn messages(&self) -> Vec<SentMail> {
        self.0.lock().map(|m| m.clone()).unwrap_or_default()
    }

    fn push(&self, mail: SentMail) {
        if let Ok(mut messages) = self.0.lock() {
            messages.push(mail);
        }
    }
}

/// Sends outbox rows: composes the message (headers, link, alternatives,
/// the pictures drawn by its [`drawing::Pictures`]) and hands it to its
/// [`Transport`]. Cheap to clone: clones share the pictures kept.
#[derive(Debug, Clone)]
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    /// The right-hand side of Message-IDs (the sender's domain).
    domain: String,
    /// The pictures drawn lately, and the drawing of new ones.
    pictures: drawing::Pictures,
}

impl Mailer {
    /// A mailer sending as `mail_from` (`Name <address>` or `address`).
    pub fn new(transport: Transport, mail_from: &str) -> Result<Mailer, MailError> {
        let from: Mailbox = mail_from
            .parse()
            .map_err(|_| MailError::MailFrom(mail_from.to_owned()))?;
        let domain = from.email.domain().to_owned();
        Ok(Mailer {
            transport,
            from,
            domain,
            pictures: drawing::Pictures::new(),
        })
    }

    /// The mailer `serve` and `worker` use: SMTP if `smtp_url` is set, else
    /// `.eml` files under `mail_dir`.
    pub fn from_settings(
        smtp_url: Option<&str>,
        mail_dir: &Path,
        mail_from: &str,
    ) -> Result<Mailer, MailError> {
        Mailer::new(Transport::from_settings(smtp_url, mail_dir)?, mail_from)
    }

    /// The transport.
    pub fn transport(&self) -> &Transport {
        &self.transport
    }

    /// The pictures this mailer (and its clones) drew or keeps.
    pub fn pictures(&self) -> &drawing::Pictures {
        &self.pictures
    }

    /// The Message-ID every email of a game to one seat refers to, so a mail
    /// client threads them: the seat's invitation carries it.
    fn thread_id(&self, game: Uuid, seat: Option<u8>) -> String {
        match seat {
            Some(seat) => format!("<{}.seat{seat}@{}>", game.simple(), self.domain),
            None => format!("<{}@{}>", game.simple(), self.domain),
        }
    }

    /// Builds the message for an outbox row, its letter rendered with
    /// `link` (the recipient's personal link), its pictures drawn off the
    /// async runtime ([`drawing`]).
    pub async fn compose(
        &self,
        mail: &ClaimedMail,
        link: Option<&str>,
    ) -> Result<Message, MailError> {
        self.compose_replying(mail, link, None, None).await
    }

    /// [`Mailer::compose`] with a `Reply-To` address, where the email
    /// asks a decision that a reply may make, and the recipient's page of
    /// all their games (`me_link`) in a seat's footer.
    pub async fn compose_replying(
        &self,
        mail: &ClaimedMail,
        link: Option<&str>,
        reply_to: Option<&str>,
        me_link: Option<&str>,
    ) -> Result<Message, MailError> {
        let (text, html, pictures) = self.bodies(mail, link, me_link).await?;
        let to: Mailbox = mail
            .recipient
            .parse()
            .map_err(|_| MailError::Recipient(mail.recipient.clone()))?;
        let thread = self.thread_id(mail.game, mail.seat);
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject.clone())
            .date_now()
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str(OUTBOX_ID_HEADER),
                mail.id.to_string(),
            ))
            // Automatic mail: no out-of-office replies (RFC 3834).
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                "auto-generated".to_owned(),
            ));
        if let Some(reply_to) = reply_to {
            let reply_to: Mailbox = reply_to
                .parse()
                .map_err(|_| MailError::Recipient(reply_to.to_owned()))?;
            builder = builder.reply_to(reply_to);
        }
        if mail.kind == kind::INVITATION {
            builder = builder.message_id(Some(thread));
        } else if mail.kind == kind::LINKS {
            // About every game of the person, not the one its row is
            // under: in no game's thread.
            builder = builder.message_id(Some(format!("<{}.links@{}>", mail.id, self.domain)));
        } else {
            // Derived from the row, so a re-send has the same identity.
            builder = builder
                .message_id(Some(format!(
                    "<{}.{}@{}>",
                    mail.id,
                    mail.game.simple(),
                    self.domain
                )))
                .in_reply_to(thread.clone())
                .references(thread);
        }
        if mail.kind == kind::REMINDER {
            if let Some(link) = link {
                builder = builder
                    .raw_header(HeaderValue::new(
                        HeaderName::new_from_ascii_str("List-Unsubscribe"),
                        format!("<{link}{REMINDERS_PATH}>"),
                    ))
                    .raw_header(HeaderValue::new(
                        HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                        "List-Unsubscribe=One-Click".to_owned(),
                    ));
            }
        }
        let text = SinglePart::builder()
            .header(ContentType::TEXT_PLAIN)
            .body(text);
        let message = match (html, pictures.is_empty()) {
            (Some(html), false) => {
                let mut related = MultiPart::related().singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_HTML)
                        .body(html),
                );
                for (id, png) in pictures {
                    related = related
                        .singlepart(Attachment::new_inline(id).body(png.to_vec(), png_type()));
                }
                builder.multipart(MultiPart::alternative().singlepart(text).multipart(related))?
            }
            (Some(html), true) => builder.multipart(
                MultiPart::alternative().singlepart(text).singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_HTML)
                        .body(html),
                ),
            )?,
            (None, _) => builder.singlepart(text)?,
        };
        Ok(message)
    }

    /// The bodies (text, HTML) of an outbox row, and the PNGs its HTML
    /// shows (the board, then its close-ups), each with its Content-ID: its
    /// letter rendered with `link`, the one place an email is rendered. A
    /// board or close-up that cannot be drawn is left out (the HTML then
    /// does not show it). A row written before letters carries its bodies
    /// rendered, the link a placeholder: they are sent as they are, the
    /// link put in.
    async fn bodies(
        &self,
        mail: &ClaimedMail,
        link: Option<&str>,
        me_link: Option<&str>,
    ) -> Result<Bodies, MailError> {
        match &mail.body {
            MailBody::Letter(stored) => {
                let mut letter = letter::Letter::from_value(stored).map_err(MailError::Letter)?;
                let pictures = match letter.picture.as_mut() {
                    Some(board) => self.pictures.board(board).await,
                    None => Vec::new(),
                };
                if pictures.is_empty() {
                    letter.picture = None;
                }
                let bodies = letter.render_for(
                    link.unwrap_or(SEAT_LINK),
                    me_link,
                    std::time::SystemTime::now(),
                );
                Ok((bodies.text, Some(bodies.html), pictures))
            }
            MailBody::Rendered { text, html } => {
                let fill = |body: &str| match link {
                    Some(link) => body.replace(SEAT_LINK, link),
                    None => body.to_owned(),
                };
                Ok((fill(text), html.as_deref().map(fill), Vec::new()))
            }
        }
    }

    /// Hands a message to the transport. The file transport logs the file's
    /// path, not its recipient or link: a personal link in a log would open
    /// the seat to anyone who reads the log.
    pub async fn send(&self, message: Message) -> Result<(), MailError> {
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await?;
            }
            Transport::File { dir, transport } => {
                let id = transport.send(message).await?;
                let file = dir.join(format!("{id}.eml"));
                tracing::info!(file = %file.display(), "email written");
            }
            Transport::Memory(mailbox) => {
                mailbox.push(SentMail {
                    to: recipients(&message),
                    raw: String::from_utf8_lossy(&message.formatted()).into_owned(),
                });
            }
        }
        Ok(())
    }
}

/// The media type of the board's picture.
fn png_type() -> ContentType {
    ContentType::parse("image/png").expect("image/png is a media type")
}

/// An email's text, its HTML, and the PNGs its HTML shows, each with its
/// Content-ID.
type Bodies = (String, Option<String>, Vec<(String, drawing::Png)>);

fn recipients(message: &Message) -> Vec<String> {
    message
        .envelope()
        .to()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine as _;

    fn row(subject: &str) -> ClaimedMail {
        ClaimedMail {
            id: 7,
            game: Uuid::from_u128(1),
            seat: Some(0),
            kind: kind::YOUR_TURN.to_owned(),
            recipient: "zoe@example.org".to_owned(),
            subject: subject.to_owned(),
            body: MailBody::Rendered {
                text: "Hello".to_owned(),
                html: None,
            },
            reply_version: None,
            attempts: 0,
            talk_attached: false,
            talk_waiting: false,
        }
    }

    /// The Subject header of a raw message, unfolded, with its RFC 2047
    /// encoded words decoded.
    fn decoded_subject(raw: &str) -> (String, String) {
        let head = raw.split("\r\n\r\n").next().unwrap();
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        let value = unfolded
            .split("\r\n")
            .find_map(|l| l.strip_prefix("Subject: "))
            .unwrap()
            .to_owned();
        // RFC 2047: encoded words decode in place, and the space between two
        // adjacent encoded words is not part of the text.
        let mut text = String::new();
        let mut after_encoded = false;
        for (i, word) in value.split(' ').enumerate() {
            let encoded = word
                .strip_prefix("=?utf-8?b?")
                .and_then(|w| w.strip_suffix("?="));
            if i > 0 && !(after_encoded && encoded.is_some()) {
                text.push(' ');
            }
            match encoded {
                Some(inner) => {
                    let bytes = base64::engine::general_purpose::STANDARD
                        .decode(inner)
                        .unwrap();
                    text.push_str(std::str::from_utf8(&bytes).unwrap());
                }
                None => text.push_str(word),
            }
            after_encoded = encoded.is_some();
        }
        (value, text)
    }

    /// Log lines written while a test runs.
    #[derive(Clone, Default)]
    struct Logs(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Logs {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[tokio::test]
    async fn the_file_transport_logs_the_file_not_the_link_or_recipient() {
        let dir = std::env::temp_dir().join(format!("slowcatan-log-{}", Uuid::new_v4().simple()));
        let mailer = Mailer::new(Transport::file(&dir).unwrap(), "catan@example.org").unwrap();
        let mut mail = row("Your turn");
        mail.body = MailBody::Rendered {
            text: format!("Play here: {}", crate::game::links::SEAT_LINK),
            html: None,
        };
        let message = mailer
            .compose(&mail, Some("http://catan.test/play/SECRETTOKEN"))
            .await
            .unwrap();
        let logs = Logs::default();
        let writer = logs.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        let guard = tracing::subscriber::set_default(subscriber);

        mailer.send(message).await.unwrap();

        drop(guard);
        let text = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
        assert!(text.contains("email written"), "{text}");
        assert!(text.contains(&dir.display().to_string()), "{text}");
        assert!(!text.contains("SECRETTOKEN"), "{text}");
        assert!(!text.contains("zoe@example.org"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn subjects_with_non_ascii_names_are_encoded_words_on_the_wire() {
        let (transport, _) = Transport::memory();
        let mailer = Mailer::new(transport, "Slow Catan <catan@example.org>").unwrap();
        let subject = "You are invited to a game of Catan with Zoë, Łukasz and علي";
        let message = mailer
            .compose(&row(subject), Some("https://x/play/t"))
            .await
            .unwrap();
        let raw = String::from_utf8(message.formatted()).unwrap();
        let (on_wire, decoded) = decoded_subject(&raw);
        assert!(
            on_wire.is_ascii() && on_wire.contains("=?utf-8?b?"),
            "{on_wire}"
        );
        assert_eq!(decoded, subject);
    }

    /// Every email the server sends says it is automatic (RFC 3834), so
    /// that out-of-office replies and other responders leave it alone:
    /// every kind, with or without a Reply-To, rendered or a letter.
    #[tokio::test]
    async fn every_composed_email_carries_auto_submitted_auto_generated() {
        let (transport, _) = Transport::memory();
        let mailer = Mailer::new(transport, "Slow Catan <catan@example.org>").unwrap();
        for kind in [
            kind::INVITATION,
            kind::YOUR_TURN,
            kind::REMINDER,
            kind::REPLY_ANSWER,
        ] {
            for reply_to in [None, Some("play+c0de@catan.example.org")] {
                let mut mail = row("Your turn");
                mail.kind = kind.to_owned();
                let message = mailer
                    .compose_replying(&mail, Some("https://x/play/t"), reply_to, None)
                    .await
                    .unwrap();
                let raw = String::from_utf8(message.formatted()).unwrap();
                let head = raw.split("\r\n\r\n").next().unwrap();
                let values: Vec<&str> = head
                    .split("\r\n")
                    .filter_map(|l| {
                        let (name, value) = l.split_once(':')?;
                        name.eq_ignore_ascii_case("Auto-Submitted")
                            .then_some(value.trim())
                    })
                    .collect();
                assert_eq!(values, ["auto-generated"], "{kind} {reply_to:?}");
            }
        }
    }

    /// Baden-Württemberg's map names read 6 px when the whole map is shown
    /// on a phone; a pick step's email carries close-ups below it that
    /// together show every place it offers, with its code, names readable.
    #[tokio::test]
    async fn a_baden_wuerttemberg_pick_step_email_carries_close_ups_with_every_code_readable_on_a_phone(
    ) {
        use crate::game::outbox::SeatRow;
        use crate::rules::baden_wuerttemberg::map_data::{LANDMARK_FONT, NAME_FONT, REGION_FONT};
        use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg};
        use crate::rules::common::RngChance;
        use crate::rules::contract::{GameOptions, Rules};
        use crate::rules::{AnyEvent, AnyState, BoardKind, Ruleset};
        use rand::SeedableRng;
        // A phone 390 px wide shows an email's image about 358 px wide.
        const PHONE_COLUMN: f64 = 358.0;
        let smallest = f64::from(NAME_FONT.min(LANDMARK_FONT).min(REGION_FONT));
        let mut options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        options.variable_founding = true;
        let mut chance = RngChance(rand::rngs::SmallRng::seed_from_u64(8));
        let created = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let mut state = bw::fold(&created);
        let before = AnyState::from(state.clone());
        let first = state.phase.current().expect("a first player");
        let hall = bw::legal_commands(&state, first)
            .into_iter()
            .next()
            .expect("a town hall to found");
        let events = BadenWuerttemberg::decide(&state, first, hall, &mut chance).expect("founded");
        for e in &events {
            BadenWuerttemberg::evolve(&mut state, e);
        }
        let next = state.phase.current().expect("a next player");
        let seats: Vec<SeatRow> = (0..3)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect();
        let events: Vec<AnyEvent> = events.into_iter().map(AnyEvent::from).collect();
        let mails = messages::notice_mails(
            &seats,
            &before,
            &AnyState::from(state.clone()),
            &[],
            &events,
            Uuid::from_u128(1),
            "https://catan.example.org",
        );
        let mut asked = mails
            .into_iter()
            .find(|m| m.seat == Some(next.0) && m.kind == kind::YOUR_TURN)
            .expect("the next seat is asked");
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        writer::EmailWriter::new("https://catan.example.org".to_owned()).add_choices(
            &crate::rules::Names(names),
            &AnyState::from(state),
            2,
            &events,
            &mut asked,
        );
        let letter = letter::Letter::from_value(&asked.letter).expect("a letter");
        let board = letter.picture.as_ref().expect("a picture");
        assert!(
            (2..=9).contains(&board.parts.len()),
            "{} close-ups",
            board.parts.len()
        );
        let mut mail = row(&asked.subject);
        mail.seat = Some(next.0);
        mail.body = MailBody::Letter(asked.letter.clone());
        let (transport, mailbox) = Transport::memory();
        let mailer = Mailer::new(transport, "catan@example.org").unwrap();
        let message = mailer
            .compose(&mail, Some("https://catan.example.org/play/T"))
            .await
            .unwrap();
        let eml = eml::parse(&message.formatted());
        drop(mailbox);
        let html = eml.html.clone().expect("an HTML part");
        assert_eq!(
            eml.images.len(),
            board.parts.len() + 1,
            "the board and its close-ups"
        );
        let mut shown_codes = std::collections::BTreeSet::new();
        for (i, part) in board.parts.iter().enumerate() {
            let id = picture::part_id(i);
            assert!(html.contains(&format!("src=\"cid:{id}\"")), "{id} is shown");
            let image = eml.images.iter().find(|m| m.id == id).expect("attached");
            let decoder = ::png::Decoder::new(std::io::Cursor::new(&image.bytes));
            let width = decoder.read_info().unwrap().info().width;
            assert_eq!(width, picture::PART_WIDTH);
            // The close-up's width in map units, from its viewBox.
            let view_box = part.svg.split("viewBox=\"").nth(1).expect("a viewBox");
            let units: f64 = view_box.split(' ').nth(2).unwrap().parse().unwrap();
            let shown = PHONE_COLUMN.min(f64::from(width));
            let name_px = smallest * shown / units;
            assert!(name_px >= 11.0, "{id}: names {name_px:.1} px on a phone");
            for code in part.svg.split("class=\"spot-code\">").skip(1) {
                shown_codes.insert(code.split('<').next().unwrap().to_owned());
            }
        }
        // Every code the whole map marks is written in a close-up too.
        let marked: std::collections::BTreeSet<String> = board
            .svg
            .split("class=\"spot-code\">")
            .skip(1)
            .map(|c| c.split('<').next().unwrap().to_owned())
            .collect();
        assert!(marked.len() > 20, "{} places to found", marked.len());
        assert_eq!(marked, shown_codes);
        assert!(html.contains("close up"), "{html}");
    }
}
