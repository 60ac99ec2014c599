//! What every page wears around its content, a game's or not: the frame
//! (`templates/base.html`: the title, the asset URLs, the ruleset's name),
//! the message at its top (`templates/partials/notice.html`), and the error
//! page, which is that frame around a status line and the way back.

use crate::views::assets;
use askama::Template;

/// What every page's frame needs: the title and the asset URLs.
#[derive(Debug, Clone)]
pub struct Layout {
    pub title: String,
    pub css: &'static str,
    pub js: &'static str,
    /// The name of the game's ruleset, on every page of a game, above its
    /// heading.
    pub game: Option<&'static str>,
}

impl Layout {
    /// A frame titled `title` (the site name is appended).
    pub fn new(title: impl Into<String>) -> Layout {
        Layout {
            title: title.into(),
            css: assets::url("style.css"),
            js: assets::url("app.js"),
            game: None,
        }
    }

    /// The frame of a page of a game of `ruleset`, which it names at the
    /// top.
    #[must_use]
    pub fn of_game(mut self, ruleset: crate::rules::Ruleset) -> Layout {
        self.game = Some(ruleset.title());
        self
    }
}

/// A message at the top of a page, in its frame (what a seat is told by
/// email is a [`crate::views::notify::MailNotice`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageNotice {
    /// `error`, `stale` or `info`.
    pub kind: &'static str,
    pub text: String,
    /// A link after the text.
    pub link: Option<NoticeLink>,
}

/// A link in a message: where it goes, and its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeLink {
    pub href: String,
    pub text: String,
}

impl PageNotice {
    /// The rules refused: their message, and that nothing changed.
    pub fn refused(message: &str) -> PageNotice {
        PageNotice {
            kind: "error",
            text: format!("Not done: {message}. Nothing was changed."),
            link: None,
        }
    }

    /// The form was made for an older version of the game.
    pub fn moved_on() -> PageNotice {
        PageNotice {
            kind: "stale",
            text: "The game moved on since this page was drawn, so your action was not \
                   carried out. Here is the fresh page."
                .to_owned(),
            link: None,
        }
    }

    /// A neutral message.
    pub fn info(text: impl Into<String>) -> PageNotice {
        PageNotice {
            kind: "info",
            text: text.into(),
            link: None,
        }
    }

    /// The message with `link` after its text.
    #[must_use]
    pub fn with_link(mut self, link: Option<NoticeLink>) -> PageNotice {
        self.link = link;
        self
    }
}

/// An error page: a status line and what to do next.
#[derive(Debug, Clone, Template)]
#[template(path = "error.html")]
pub struct ErrorPage {
    pub layout: Layout,
    pub heading: String,
    pub message: String,
    /// Say that nothing was changed (a refused or failed request); an
    /// address that leads nowhere changed nothing to begin with.
    pub nothing_changed: bool,
    /// The page the request came from (a seat's or the host's), to go back
    /// to; `None`: the front page.
    pub back: Option<BackLink>,
}

/// The way back from an error page to the page of the link it was reached
/// by: a seat's page or the host's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackLink {
    pub href: String,
    pub words: &'static str,
}

impl BackLink {
    /// Back to the seat page `/play/{token}`.
    pub fn seat(token: &str) -> BackLink {
        BackLink {
            href: format!("/play/{token}"),
            words: "Back to your page in this game",
        }
    }

    /// Back to the host page `/host/{token}`.
    pub fn host(token: &str) -> BackLink {
        BackLink {
            href: format!("/host/{token}"),
            words: "Back to the host page",
        }
    }
}

impl ErrorPage {
    /// An error page with a heading and a message.
    pub fn new(heading: &str, message: impl Into<String>) -> ErrorPage {
        ErrorPage {
            layout: Layout::new(heading),
            heading: heading.to_owned(),
            message: message.into(),
            nothing_changed: true,
            back: None,
        }
    }

    /// The same page, leading back to `back` instead of the front page.
    #[must_use]
    pub fn back_to(self, back: Option<BackLink>) -> ErrorPage {
        ErrorPage { back, ..self }
    }

    /// The page of an address the server does not know: what to try next,
    /// and the way home.
    pub fn not_found(heading: &str, message: impl Into<String>) -> ErrorPage {
        ErrorPage {
            nothing_changed: false,
            ..ErrorPage::new(heading, message)
        }
    }
}
