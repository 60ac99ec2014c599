//! What every page wears around its content, a game's or not: the frame
//! (`templates/base.html`: the title, the asset URLs, the ruleset's name),
//! the message at its top (`templates/partials/notice.html`), and the error
//! page, which is that frame around a status line and the way back.

use crate::lang::frame::Frame;
use crate::lang::{Html, Lang};
use crate::views::assets;
use askama::Template;

/// What every page's frame needs: the reader's language, the title and
/// the asset URLs.
#[derive(Debug, Clone)]
pub struct Layout {
    /// The language the page is worded in (`<html lang>`).
    pub lang: Lang,
    pub title: String,
    pub css: &'static str,
    pub js: &'static str,
    /// The name of the game's ruleset, on every page of a game, above its
    /// heading.
    pub game: Option<crate::rules::Ruleset>,
}

impl Layout {
    /// A frame titled `title` (the site name is appended).
    pub fn new(title: impl Into<String>) -> Layout {
        Layout {
            lang: Lang::default(),
            title: title.into(),
            css: assets::url("style.css"),
            js: assets::url("app.js"),
            game: None,
        }
    }

    /// The same frame worded in `lang`.
    #[must_use]
    pub fn in_lang(mut self, lang: Lang) -> Layout {
        self.lang = lang;
        self
    }

    /// The words of the link that skips to the page's content.
    pub fn skip_words(&self) -> String {
        self.lang.say(Frame::SkipLink)
    }

    /// The line beside the site's name.
    pub fn tagline(&self) -> String {
        self.lang.say(Frame::Tagline)
    }

    /// The footer's words.
    pub fn footer(&self) -> String {
        self.lang.say(Frame::Footer)
    }

    /// The frame of a page of a game of `ruleset`, which it names at the
    /// top.
    #[must_use]
    pub fn of_game(mut self, ruleset: crate::rules::Ruleset) -> Layout {
        self.game = Some(ruleset);
        self
    }

    /// The title of the game's ruleset in the page's language, if the
    /// page is a game's.
    pub fn game_title(&self) -> Option<String> {
        self.game
            .map(|ruleset| crate::lang::rulesets::title(self.lang, ruleset))
    }
}

/// A message at the top of a page, in its frame (what a seat is told by
/// email is a [`crate::views::notify::MailNotice`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageNotice {
    /// `error`, `stale` or `info`.
    pub kind: &'static str,
    pub text: String,
    /// The same as HTML, where a part of it is marked (a reason worded in
    /// English below the language on a page in another); drawn instead
    /// of `text`.
    pub html: Option<String>,
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
    /// The rules refused: their message (in English), and that nothing
    /// changed.
    pub fn refused(message: &str) -> PageNotice {
        PageNotice::refused_in(Lang::En, Lang::En, message)
    }

    /// The request was refused, on a page in `lang`, for `message` worded
    /// in `written` (a reason still worded in English below the language is
    /// marked as English on a page in another).
    pub fn refused_in(lang: Lang, written: Lang, message: &str) -> PageNotice {
        let phrase = || Frame::Refused {
            message: Html::in_lang(message, written, lang),
        };
        PageNotice {
            kind: "error",
            text: lang.say(phrase()),
            html: Some(lang.say_html(phrase())),
            link: None,
        }
    }

    /// The form was made for an older version of the game.
    pub fn moved_on() -> PageNotice {
        PageNotice::moved_on_in(Lang::En)
    }

    /// The same, in `lang`.
    pub fn moved_on_in(lang: Lang) -> PageNotice {
        PageNotice {
            kind: "stale",
            text: lang.say(crate::lang::seat::SeatWords::MovedOn),
            html: None,
            link: None,
        }
    }

    /// A neutral message.
    pub fn info(text: impl Into<String>) -> PageNotice {
        PageNotice {
            kind: "info",
            text: text.into(),
            html: None,
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
    /// The message, as HTML (escaped; only the server's own markup).
    pub message_html: String,
    /// The code of the message's language where it differs from the page's
    /// (an English message, worded below `lang`, on a page in another
    /// language), for its `lang` attribute.
    pub message_lang: Option<&'static str>,
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
    /// The words of the link.
    pub words: Frame,
}

impl BackLink {
    /// Back to the seat page `/play/{token}`.
    pub fn seat(token: &str) -> BackLink {
        BackLink {
            href: format!("/play/{token}"),
            words: Frame::BackToSeat,
        }
    }

    /// Back to a person's page of all their games `/me/{token}`.
    pub fn me(token: &str) -> BackLink {
        BackLink {
            href: format!("/me/{token}"),
            words: Frame::BackToMe,
        }
    }

    /// Back to the host page `/host/{token}`.
    pub fn host(token: &str) -> BackLink {
        BackLink {
            href: format!("/host/{token}"),
            words: Frame::BackToHost,
        }
    }
}

impl ErrorPage {
    /// An error page in `lang` with a heading and a message.
    pub fn new(lang: Lang, heading: Frame, message: Frame) -> ErrorPage {
        let mut page = ErrorPage::with_message(lang, heading, "");
        page.message_html = lang.say_html(message);
        page
    }

    /// An error page in `lang` whose message is worded already, in `lang`
    /// (a rule's refusal, worded by `lang::refusal`).
    pub fn with_message(lang: Lang, heading: Frame, message: &str) -> ErrorPage {
        let heading = lang.say(heading);
        ErrorPage {
            layout: Layout::new(heading.clone()).in_lang(lang),
            heading,
            message_html: crate::lang::escape_html(message),
            message_lang: None,
            nothing_changed: true,
            back: None,
        }
    }

    /// An error page in `lang` whose message is worded in English below
    /// this layer (a reason not yet worded here): the page marks it as
    /// English where `lang` is another language.
    pub fn with_english(lang: Lang, heading: Frame, message: &str) -> ErrorPage {
        let mut page = ErrorPage::with_message(lang, heading, message);
        page.message_lang = (lang != Lang::En).then_some(Lang::En.code());
        page
    }

    /// "Nothing was changed."
    pub fn nothing_changed_words(&self) -> String {
        self.layout.lang.say(Frame::NothingChanged)
    }

    /// The words of the way back.
    pub fn back_words(&self, back: &BackLink) -> String {
        self.layout.lang.say(&back.words)
    }

    /// The way on to the front page, as HTML.
    pub fn front_page_html(&self) -> String {
        let lang = self.layout.lang;
        let words = lang.say_html(Frame::FrontPageLink);
        lang.say_html(Frame::FrontPage {
            link: Html {
                html: format!("<a href=\"/\">{words}</a>"),
                text: lang.say(Frame::FrontPageLink),
            },
        })
    }

    /// The same page, leading back to `back` instead of the front page.
    #[must_use]
    pub fn back_to(self, back: Option<BackLink>) -> ErrorPage {
        ErrorPage { back, ..self }
    }

    /// The page of an address the server does not know: what to try next,
    /// and the way home.
    pub fn not_found(lang: Lang, heading: Frame, message: Frame) -> ErrorPage {
        ErrorPage {
            nothing_changed: false,
            ..ErrorPage::new(lang, heading, message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_page_is_worded_whole_in_its_reader_s_language() {
        let de = ErrorPage::new(Lang::De, Frame::NoSuchPage, Frame::NoSuchPageWhy)
            .render()
            .expect("renders");
        assert!(de.contains("<html lang=\"de\">"), "{de}");
        for words in [
            "Seite nicht gefunden",
            "Zum Inhalt springen",
            "Zur Startseite</a>, um",
        ] {
            assert!(de.contains(words), "{words} missing in {de}");
        }
        for english in [
            "No such page",
            "Skip to the page",
            "front page",
            "Nothing was changed",
        ] {
            assert!(!de.contains(english), "{english} in {de}");
        }
        let back = ErrorPage::new(Lang::De, Frame::NotDone, Frame::WentWrongWhy)
            .back_to(Some(BackLink::seat("t0ken")))
            .render()
            .expect("renders");
        assert!(back.contains("Es wurde nichts geändert. <a href=\"/play/t0ken\">Zurück zu deiner Seite in diesem Spiel</a>"), "{back}");
        let en = ErrorPage::new(Lang::En, Frame::NoSuchPage, Frame::NoSuchPageWhy)
            .render()
            .expect("renders");
        assert!(en.contains("<html lang=\"en\">"));
        assert!(en.contains("<a href=\"/\">Go to the front page</a> to start a game; to reach a game you play in, open the link in your invitation email again."), "{en}");
    }
}
