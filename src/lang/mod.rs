//! The one room for words (Step 11): every sentence a person reads is a
//! [`Phrase`] (a message id and its arguments, in no language) worded here
//! by a [`Lang`] from the Fluent files under `src/lang/<language>/`, one
//! file per area, compiled into the binary. Plurals, cases and word order
//! live in those files, never in Rust. Below this layer the code returns
//! facts; wire ids (resource names in forms, URLs, CSS classes, the JSON
//! API) are never display words.
//!
//! `lang` sits above `rules`, `text` and `history` (it may word their
//! facts) and below `views`, `mail` and `web`, which ask it for words. The
//! completeness test (`check`) fails when a message exists in one language
//! and not another, when its arguments differ between languages or from the
//! phrase's, or when a phrase has no message.

mod bundle;
#[cfg(test)]
mod check;
mod phrase;

pub mod bw;
pub mod bw_story;
pub mod form;
pub mod frame;
pub mod frenemies;
pub mod history;
pub mod home;
pub mod host;
pub mod letter;
pub mod mailbox;
pub mod me;
pub mod news;
pub mod notice;
pub mod oil;
pub mod play;
pub mod refusal;
pub mod reminders;
pub mod reply;
pub mod request;
pub mod rulesets;
pub mod seat;
pub mod service;
pub mod story;
pub mod terms;
pub mod time;
pub mod waiting;

/// Every area's phrases (each area's file is `<language>/<area>.ftl`).
pub const AREAS: &[Area] = &[
    bw::Bw::AREA,
    bw_story::BwStory::AREA,
    form::FormRefused::AREA,
    frame::Frame::AREA,
    frenemies::Frenemies::AREA,
    history::HistoryWords::AREA,
    home::Home::AREA,
    host::HostWords::AREA,
    letter::LetterWords::AREA,
    mailbox::MailboxWords::AREA,
    me::MeWords::AREA,
    news::NewsLine::AREA,
    notice::Notice::AREA,
    oil::Oil::AREA,
    play::Play::AREA,
    refusal::Refusal::AREA,
    reminders::RemindersWords::AREA,
    reply::ReplyWords::AREA,
    request::Request::AREA,
    rulesets::RulesetWords::AREA,
    seat::SeatWords::AREA,
    service::ServiceWords::AREA,
    story::Story::AREA,
    terms::Term::AREA,
    time::Time::AREA,
    waiting::WaitingFor::AREA,
];

pub(crate) use phrase::phrases;
pub use phrase::{Area, Arg, Html, Person, Phrase};

pub use crate::language::Lang;

/// `items` as one list in `lang`: "A", "A and B", "A, B and C".
pub fn list_and(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let init = init
                .iter()
                .cloned()
                .reduce(|first, rest| lang.say(frame::Frame::ListComma { first, rest }))
                .unwrap_or_default();
            lang.say(frame::Frame::ListAnd {
                init,
                last: last.clone(),
            })
        }
    }
}

/// `text` escaped for HTML as the worded messages are (and askama does).
pub fn escape_html(text: &str) -> String {
    bundle::escape(text).into_owned()
}

impl Lang {
    /// `phrase` in this language. A message missing or failing to format
    /// (the completeness test keeps both from happening) is logged and
    /// worded as well as it can be, in English where this language lacks it.
    pub fn say(self, phrase: impl Phrase) -> String {
        bundle::say(self, &phrase, bundle::Form::Text)
    }

    /// `phrase` in this language as HTML to put into a page as it is: its
    /// own text and its arguments escaped, its [`Html`] arguments not.
    pub fn say_html(self, phrase: impl Phrase) -> String {
        bundle::say(self, &phrase, bundle::Form::Html)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::frame::Frame;

    #[test]
    fn plurals_live_in_the_language_s_file() {
        let one = Frame::NoSuchMoveWhy { asked: 5, last: 1 };
        let two = Frame::NoSuchMoveWhy { asked: 5, last: 2 };
        assert!(
            Lang::De.say(&one).contains("hat es 1 Zug."),
            "{}",
            Lang::De.say(&one)
        );
        assert!(
            Lang::De.say(&two).contains("hat es 2 Züge."),
            "{}",
            Lang::De.say(&two)
        );
        assert!(Lang::En
            .say(&one)
            .starts_with("There is no move 5 in this game: it has 1 so far."));
        let wait = |seconds| Lang::En.say(Frame::TooManyWhy { seconds });
        assert!(wait(1).ends_with("try again in 1 second."), "{}", wait(1));
        assert!(wait(3).ends_with("try again in 3 seconds."), "{}", wait(3));
    }

    #[test]
    fn html_escapes_the_message_and_its_strings_but_not_the_page_s_own_markup() {
        let method = Frame::NotLikeThisWhy {
            method: "<b>&".to_owned(),
        };
        assert_eq!(
            Lang::En.say_html(&method),
            "This address does not answer &lt;b&gt;&amp; requests."
        );
        assert_eq!(
            Lang::En.say(&method),
            "This address does not answer <b>& requests."
        );
        let home = Frame::FrontPage {
            link: Html {
                html: "<a href=\"/\">Home</a>".to_owned(),
                text: "Home".to_owned(),
            },
        };
        assert!(Lang::En
            .say_html(&home)
            .starts_with("<a href=\"/\">Home</a> to start a game;"));
        assert!(Lang::En.say(&home).starts_with("Home to start a game;"));
        // The message's own text is escaped too (an apostrophe here).
        assert!(Lang::De.say_html(Frame::OtherSiteWhy).contains("Website"));
        assert!(Lang::En
            .say_html(Frame::OtherSiteWhy)
            .contains("this site&#39;s own page"));
    }
}
