//! The local mailbox's pages (`/mail`, `/mail/{name}`): the list of the
//! emails a server without SMTP wrote, newest first, and one email with its
//! links; and the sentence that tells a newcomer where the emails went. It
//! builds pages from emails already read ([`Letter`]); it reads no file and
//! decides nothing about who may see them.

use super::common::frame::{Layout, NoticeLink};
use crate::lang::home::Home;
use crate::lang::Lang;
use askama::Template;

/// An email as read from its file, its headers decoded.
#[derive(Debug, Clone, Copy, Default)]
pub struct Letter<'a> {
    pub from: &'a str,
    pub to: &'a str,
    pub subject: &'a str,
    /// The `Date` header as written.
    pub date: &'a str,
    /// The plain text part, if any.
    pub text: Option<&'a str>,
    /// Whether it has an HTML part.
    pub has_html: bool,
}

/// Where a server's emails went, in words, for the page after a game is
/// created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailNote {
    /// The sentence.
    pub text: String,
    /// The local mailbox, when this server shows one.
    pub link: Option<NoticeLink>,
}

impl MailNote {
    /// The emails are files this server shows at `/mail`, in `lang`.
    pub fn mailbox(lang: Lang) -> MailNote {
        MailNote {
            text: lang.say(Home::MailNoteMailbox),
            link: Some(NoticeLink {
                href: "/mail".to_owned(),
                text: lang.say(Home::MailNoteMailboxLink),
            }),
        }
    }

    /// The emails are files in `folder` on the server's machine, in `lang`.
    pub fn folder(lang: Lang, folder: &str) -> MailNote {
        MailNote {
            text: lang.say(Home::MailNoteFolder {
                folder: folder.to_owned(),
            }),
            link: None,
        }
    }
}

/// One email in the list.
#[derive(Debug, Clone)]
pub struct MailRow {
    /// Its page.
    pub href: String,
    pub subject: String,
    pub to: String,
    /// When it was written, in words, and as RFC 3339.
    pub when: String,
    pub datetime: String,
}

impl MailRow {
    /// The row of the file `name`, written at `written`.
    pub fn new(name: &str, letter: &Letter<'_>, written: std::time::SystemTime) -> MailRow {
        MailRow {
            href: format!("/mail/{name}"),
            subject: or_none(letter.subject, "(no subject)"),
            to: or_none(letter.to, "(no recipient)"),
            when: super::when(written, std::time::SystemTime::now()),
            datetime: super::time::rfc3339(written),
        }
    }
}

/// `/mail`: the emails, newest first.
#[derive(Debug, Clone, Template)]
#[template(path = "mailbox.html")]
pub struct MailboxPage {
    pub layout: Layout,
    /// The folder the emails are read from, as configured.
    pub folder: String,
    pub rows: Vec<MailRow>,
    /// How many emails the folder holds (the list may show fewer).
    pub total: usize,
}

impl MailboxPage {
    /// The list of `rows` (newest first) out of `total` in `folder`.
    pub fn new(folder: String, rows: Vec<MailRow>, total: usize) -> MailboxPage {
        MailboxPage {
            layout: Layout::new("Local mailbox"),
            folder,
            rows,
            total,
        }
    }
}

/// A run of an email's plain text: words, or a link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextPiece {
    pub text: String,
    /// Set when the run is an http(s) address.
    pub href: Option<String>,
}

/// `/mail/{name}`: one email.
#[derive(Debug, Clone, Template)]
#[template(path = "mail.html")]
pub struct MailPage {
    pub layout: Layout,
    pub subject: String,
    pub to: String,
    pub from: String,
    pub date: String,
    /// The address of the HTML part, shown in a sandboxed frame; `None`
    /// for a text-only email.
    pub html_src: Option<String>,
    /// The plain text, its addresses as links.
    pub text: Vec<TextPiece>,
}

impl MailPage {
    /// The page of the file `name`.
    pub fn new(name: &str, letter: &Letter<'_>) -> MailPage {
        let subject = or_none(letter.subject, "(no subject)");
        MailPage {
            layout: Layout::new(format!("Email: {subject}")),
            subject,
            to: letter.to.to_owned(),
            from: letter.from.to_owned(),
            date: letter.date.to_owned(),
            html_src: letter.has_html.then(|| format!("/mail/{name}/html")),
            text: linked(letter.text.unwrap_or_default()),
        }
    }
}

fn or_none(value: &str, none: &str) -> String {
    if value.trim().is_empty() {
        none.to_owned()
    } else {
        value.to_owned()
    }
}

/// Splits `text` into plain runs and http(s) addresses. An address ends at
/// white space, a quote or an angle bracket, and leaves a closing
/// punctuation mark to the sentence.
pub fn linked(text: &str) -> Vec<TextPiece> {
    let mut pieces = Vec::new();
    let mut rest = text;
    loop {
        let start = match (rest.find("http://"), rest.find("https://")) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let Some(start) = start else { break };
        let len = rest[start..]
            .find(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"' | '\''))
            .unwrap_or(rest.len() - start);
        let address =
            rest[start..start + len].trim_end_matches(['.', ',', ';', ':', ')', '!', '?']);
        let end = start + address.len();
        if !rest[..start].is_empty() {
            pieces.push(TextPiece {
                text: rest[..start].to_owned(),
                href: None,
            });
        }
        pieces.push(TextPiece {
            text: address.to_owned(),
            href: Some(address.to_owned()),
        });
        rest = &rest[end..];
    }
    if !rest.is_empty() {
        pieces.push(TextPiece {
            text: rest.to_owned(),
            href: None,
        });
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(text: &str) -> TextPiece {
        TextPiece {
            text: text.to_owned(),
            href: Some(text.to_owned()),
        }
    }

    fn plain(text: &str) -> TextPiece {
        TextPiece {
            text: text.to_owned(),
            href: None,
        }
    }

    #[test]
    fn addresses_in_text_become_links_and_leave_their_punctuation() {
        let pieces = linked("Open http://127.0.0.1:8080/play/abc_-1.\nOr (https://x.org/a?b=c).");
        assert_eq!(
            pieces,
            vec![
                plain("Open "),
                link("http://127.0.0.1:8080/play/abc_-1"),
                plain(".\nOr ("),
                link("https://x.org/a?b=c"),
                plain(")."),
            ]
        );
        assert_eq!(linked("no links"), vec![plain("no links")]);
        assert_eq!(linked(""), vec![]);
        // A bare scheme is no address worth a link, but it does not loop.
        assert_eq!(linked("http://"), vec![link("http://")]);
    }

    #[test]
    fn an_email_with_html_is_shown_in_a_frame_of_its_own() {
        let letter = Letter {
            subject: "Your turn",
            text: Some("Play: http://h/play/t"),
            has_html: true,
            ..Letter::default()
        };
        let page = MailPage::new("a-b.eml", &letter);
        assert_eq!(page.html_src.as_deref(), Some("/mail/a-b.eml/html"));
        let html = page.render().unwrap();
        assert!(html.contains("<iframe"), "{html}");
        assert!(html.contains("href=\"http://h/play/t\""), "{html}");
        let text_only = MailPage::new(
            "c.eml",
            &Letter {
                has_html: false,
                ..letter
            },
        );
        assert!(!text_only.render().unwrap().contains("<iframe"));
    }
}
