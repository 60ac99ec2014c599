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

pub mod frame;

/// Every area's phrases (each area's file is `<language>/<area>.ftl`).
pub const AREAS: &[Area] = &[frame::Frame::AREA];

pub(crate) use phrase::phrases;
pub use phrase::{Area, Arg, Html, Phrase};

/// A language the server speaks. Its code is the wire id (`?lang=`, the
/// API's `"language"`, `<html lang>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default and the fallback.
    #[default]
    En,
    /// German, informal "du".
    De,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language's code (BCP 47 primary subtag): `en`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language a code names, its region or script ignored and case
    /// not minded (`de`, `de-AT`, `DE`); `None` for one the server does not
    /// speak.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The language a browser prefers among those the server speaks, from
    /// an `Accept-Language` header (`de-DE,de;q=0.9,en;q=0.8`): the highest
    /// weight wins, the earlier on a tie; a weight of 0 refuses. `None`
    /// when it names none the server speaks (or does not read).
    pub fn negotiate(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(Lang, u16)> = None;
        for item in accept_language.split(',').take(32) {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_code) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1000), weight);
            let Some(weight) = weight else { continue };
            if weight > 0 && best.is_none_or(|(_, w)| weight > w) {
                best = Some((lang, weight));
            }
        }
        best.map(|(lang, _)| lang)
    }

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

/// A quality value (`0.8`, `1`, `0.125`) in thousandths; `None` when it
/// does not read.
fn weight(q: &str) -> Option<u16> {
    let q = q.trim();
    let (whole, fraction) = q.split_once('.').unwrap_or((q, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{fraction:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
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

    #[test]
    fn a_code_names_its_language_whatever_its_region_or_case() {
        assert_eq!(Lang::from_code("de"), Some(Lang::De));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("DE_ch"), Some(Lang::De));
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_code(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
    }

    #[test]
    fn the_browser_s_preferred_language_wins_by_weight_then_order() {
        assert_eq!(Lang::negotiate("de-DE,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(Lang::negotiate("fr-FR, en;q=0.5, de;q=0.7"), Some(Lang::De));
        assert_eq!(Lang::negotiate("en-US,en;q=0.9,de;q=0.8"), Some(Lang::En));
        assert_eq!(Lang::negotiate("de;q=0, en;q=0.1"), Some(Lang::En));
        assert_eq!(Lang::negotiate("fr, it"), None);
        assert_eq!(Lang::negotiate("*"), None);
        assert_eq!(Lang::negotiate(""), None);
        // A weight that does not read is skipped, not taken as 1.
        assert_eq!(Lang::negotiate("de;q=x, en;q=0.2"), Some(Lang::En));
        assert_eq!(Lang::negotiate("de;q=1.5, en;q=0.2"), Some(Lang::En));
    }
}
