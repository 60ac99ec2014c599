//! An email as data: a [`Letter`] holds what one email says (the opening
//! lines, the kind's content, the choices, the table talk it carries), is
//! stored in the outbox as JSON, and is rendered once, by [`Letter::render`],
//! when the mail worker sends it and knows the recipient's personal link.
//! The frame (`templates/email/letter.{txt,html}`) puts the opening lines
//! first, then the kind's content, the choices, the talk and the footer;
//! nothing edits a body once it is rendered.
//!
//! The writers build letters ([`mail`]); the game service's hooks add
//! opening lines and choices through [`Letter::edit`]; the worker adds the
//! talk ([`super::talk::attach`]) and renders.

use std::borrow::Borrow;
use std::time::SystemTime;

use askama::Template;
use serde::{Deserialize, Serialize};

use super::attendance::AttendanceEmail;
use super::choices::ChoicesBlock;
use super::links::LinksEmail;
use super::messages::{
    GameOverEmail, HostConfirmationEmail, InvitationEmail, MustDiscardEmail, NewsEmail,
    OfferAnsweredEmail, OfferClosedEmail, OfferWaitingEmail, ReminderEmail, RewindProposedEmail,
    ToldEmail, YourTurnEmail,
};
use super::receive::ReplyAnswerEmail;
use super::rewound::RewoundEmail;
use super::talk::TalkDigestEmail;
use super::REMINDERS_PATH;
use crate::game::links::SEAT_LINK;
use crate::game::outbox::NewMail;
use crate::lang::letter::LetterWords as W;
use crate::lang::Lang;
use crate::views::common::picture::MailBoard;
use crate::views::talk::TalkLine;

/// An email told in a ruleset's own words: a lead sentence and a link.
/// Read only: no writer makes one any more (Baden-Württemberg's emails,
/// the only ones told so, now take the shared kinds), but rows stored with
/// `"kind": "written"` before a deploy are still rendered and sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrittenEmail {
    pub name: String,
    pub subject: String,
    /// What the email is about, in one sentence.
    pub lead: String,
    /// The link's words ("Play now").
    pub action: String,
    /// What happened since the recipient last acted.
    pub summary: String,
    /// The email tells the game is over: it closes without the reminders
    /// footer.
    #[serde(default)]
    pub over: bool,
    /// Leads of emails of the same kind that came shortly before this one
    /// and go out in it (answers to the recipient's offers), first first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier: Vec<String>,
    /// Lines after the lead: the final standings of a game-over email.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<String>,
    /// The game's history, which a game-over email links.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history_link: Option<String>,
}

/// What an email is about, with the words its kind needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Content {
    Invitation(InvitationEmail),
    HostConfirmation(HostConfirmationEmail),
    YourTurn(YourTurnEmail),
    MustDiscard(MustDiscardEmail),
    OfferWaiting(OfferWaitingEmail),
    OfferAnswered(OfferAnsweredEmail),
    OfferClosed(OfferClosedEmail),
    GameOver(GameOverEmail),
    News(NewsEmail),
    Told(ToldEmail),
    Reminder(ReminderEmail),
    ReplyAnswer(ReplyAnswerEmail),
    RewindProposed(RewindProposedEmail),
    Rewound(RewoundEmail),
    TalkDigest(TalkDigestEmail),
    Attendance(AttendanceEmail),
    /// The links of every game of a person, asked for on the front page.
    Links(LinksEmail),
    /// Read only ([`WrittenEmail`]): stored rows render as before.
    Written(WrittenEmail),
}

/// How an email closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Footer {
    /// The seat's footer: the link is the seat's alone; stop reminders.
    Seat,
    /// A reminder's: which one of how many at most, and stop them.
    Reminder(u32, u32),
    /// The content closes the email itself.
    Closed,
}

impl Footer {
    /// A blank line parts the content from what follows it in the text.
    pub fn follows(&self) -> bool {
        *self != Footer::Closed
    }
}

/// Declares each kind's subject template over its content (`m` in the
/// template) and the game it is about (`game`: "Catan: Frenemies with Bert
/// and Cleo"), and [`Content::subject`]; after the `;`, the kinds whose
/// subject names none of their words, with their template.
macro_rules! subjects {
    ($($variant:ident($data:ty) => $path:literal,)*; $($fixed:ident => $fixed_path:literal,)*) => {
        impl Content {
            /// The subject line, in `lang`, of an email about `game`.
            pub fn subject(&self, lang: Lang, game: &str) -> String {
                match self {
                    $(Content::$variant(m) => {
                        #[derive(Template)]
                        #[template(path = $path)]
                        #[allow(dead_code, reason = "kinds differ")]
                        struct Subject<'a> {
                            lang: Lang,
                            m: &'a $data,
                            game: &'a str,
                        }
                        one_line(&render(&Subject { lang, m, game }))
                    })*
                    $(Content::$fixed(_) => {
                        #[derive(Template)]
                        #[template(path = $fixed_path)]
                        struct Subject<'a> {
                            lang: Lang,
                            game: &'a str,
                        }
                        one_line(&render(&Subject { lang, game }))
                    })*
                }
            }
        }
    };
}

subjects! {
    Invitation(InvitationEmail) => "email/invitation.subject.txt",
    HostConfirmation(HostConfirmationEmail) => "email/host_confirmation.subject.txt",
    YourTurn(YourTurnEmail) => "email/your_turn.subject.txt",
    MustDiscard(MustDiscardEmail) => "email/must_discard.subject.txt",
    OfferWaiting(OfferWaitingEmail) => "email/offer_waiting.subject.txt",
    OfferAnswered(OfferAnsweredEmail) => "email/offer_answered.subject.txt",
    OfferClosed(OfferClosedEmail) => "email/offer_closed.subject.txt",
    GameOver(GameOverEmail) => "email/game_over.subject.txt",
    News(NewsEmail) => "email/news.subject.txt",
    Told(ToldEmail) => "email/told.subject.txt",
    Reminder(ReminderEmail) => "email/reminder.subject.txt",
    ReplyAnswer(ReplyAnswerEmail) => "email/reply_answer.subject.txt",
    RewindProposed(RewindProposedEmail) => "email/rewind_proposed.subject.txt",
    Rewound(RewoundEmail) => "email/rewound.subject.txt",
    Attendance(AttendanceEmail) => "email/attendance.subject.txt",
    Links(LinksEmail) => "email/links.subject.txt",
    Written(WrittenEmail) => "email/written.subject.txt",
    ;
    TalkDigest => "email/talk_digest.subject.txt",
}

impl Content {
    /// How an email of this content closes.
    pub fn footer(&self) -> Footer {
        match self {
            Content::HostConfirmation(_) | Content::GameOver(_) | Content::Links(_) => {
                Footer::Closed
            }
            Content::Written(m) if m.over => Footer::Closed,
            Content::Reminder(m) => Footer::Reminder(m.number, m.max),
            Content::Invitation(_)
            | Content::YourTurn(_)
            | Content::MustDiscard(_)
            | Content::OfferWaiting(_)
            | Content::OfferAnswered(_)
            | Content::OfferClosed(_)
            | Content::News(_)
            | Content::Told(_)
            | Content::ReplyAnswer(_)
            | Content::RewindProposed(_)
            | Content::Rewound(_)
            | Content::TalkDigest(_)
            | Content::Attendance(_)
            | Content::Written(_) => Footer::Seat,
        }
    }
}

/// A message of table talk an email carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The writer's name.
    pub name: String,
    /// What they wrote (plain text).
    pub body: String,
    /// When.
    pub at: SystemTime,
}

/// One email, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letter {
    /// Lines that open the email, first first: that the stand-in moved,
    /// what the seat's preference did, until when the seat may decide.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opening: Vec<String>,
    /// What the email is about.
    pub content: Content,
    /// The seat's choices, where the email asks a decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choices: Option<ChoicesBlock>,
    /// The table talk the email carries, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub talk: Vec<Said>,
    /// The seat's board as it stood when the letter was written, drawn
    /// from the seat's own view: the email carries it as a picture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<MailBoard>,
    /// The game the email is about, as its subject names it for the
    /// recipient ("Catan: Frenemies with Bert and Cleo"); `None` is "Catan".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The language the recipient reads, which every word of the letter
    /// is in: the words written with it, and the frame's, worded when it
    /// is rendered. Unnamed (as in letters written before it) is English.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

#[derive(Template)]
#[template(path = "email/letter.txt")]
struct Text<'a> {
    lang: Lang,
    opening: &'a [String],
    content: &'a Content,
    choices: Option<&'a ChoicesBlock>,
    talk: &'a [TalkLine],
    footer: Footer,
    link: &'a str,
    reminders_link: &'a str,
    /// The recipient's page of all their games, where the email is sent.
    me_link: Option<&'a str>,
}

#[derive(Template)]
#[template(path = "email/letter.html")]
struct Html<'a> {
    lang: Lang,
    opening: &'a [String],
    content: &'a Content,
    choices: Option<&'a ChoicesBlock>,
    talk: &'a [TalkLine],
    footer: Footer,
    link: &'a str,
    reminders_link: &'a str,
    me_link: Option<&'a str>,
    /// The picture's alt text, where the email carries the board.
    picture: Option<&'a str>,
    picture_id: &'a str,
    /// The board's close-ups below it: each one's Content-ID and alt text.
    parts: Vec<(String, &'a str)>,
}

/// `text` escaped as the email's HTML escapes what it shows.
fn escaped(text: &str) -> String {
    use askama::filters::Escaper;
    let mut out = String::with_capacity(text.len());
    // Writing to a String cannot fail.
    let _ = askama::filters::Html.write_escaped_str(&mut out, text);
    out
}

/// `text` (a name, a game's words) as an argument of an email's words:
/// escaped in HTML as the email's template escapes it, as it is in text.
pub(crate) fn esc(text: &str) -> crate::lang::Html {
    crate::lang::Html {
        html: escaped(text),
        text: text.to_owned(),
    }
}

/// [`esc`], in bold in HTML.
pub(crate) fn strong(text: &str) -> crate::lang::Html {
    crate::lang::Html {
        html: format!("<strong>{}</strong>", escaped(text)),
        text: text.to_owned(),
    }
}

/// `words` in `lang` as an argument of other words, in bold in HTML.
pub(crate) fn strong_words(lang: impl Borrow<Lang>, words: impl Borrow<W>) -> crate::lang::Html {
    let (lang, words) = (*lang.borrow(), words.borrow());
    crate::lang::Html {
        html: format!("<strong>{}</strong>", lang.say_html(words)),
        text: lang.say(words),
    }
}

/// `words` in `lang` as a link to `href`, an argument of other words.
pub(crate) fn link_words(
    lang: impl Borrow<Lang>,
    href: &str,
    words: impl Borrow<W>,
) -> crate::lang::Html {
    let (lang, words) = (*lang.borrow(), words.borrow());
    crate::lang::Html {
        html: format!("<a href=\"{}\">{}</a>", escaped(href), lang.say_html(words)),
        text: lang.say(words),
    }
}

/// The link to the plans panel of the seat's page at `link`.
pub(crate) fn plans_link(lang: impl Borrow<Lang>, link: &str) -> crate::lang::Html {
    link_words(lang, &format!("{link}#plans"), W::PlansLink)
}

/// A count, as a template holds it, as a number argument.
pub(crate) trait Count {
    fn count(&self) -> u64;
}

macro_rules! count {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(&self) -> u64 {
                u64::try_from(*self).unwrap_or(u64::MAX)
            }
        }
    )*};
}
count!(u8, u32, u64, usize);

impl<T: Count> Count for &T {
    fn count(&self) -> u64 {
        (**self).count()
    }
}

/// [`Count::count`] of `count`.
pub(crate) fn n(count: impl Count) -> u64 {
    count.count()
}

/// Renders a template. Ours only format strings and numbers, whose
/// `Display` cannot fail, so neither can this.
fn render(template: &impl Template) -> String {
    template
        .render()
        .expect("email templates only format strings and numbers")
}

/// A subject is one line, whatever the template's whitespace.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The bodies of an email: plain text and HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bodies {
    pub text: String,
    pub html: String,
}

impl Letter {
    /// A letter of `content` alone, in `lang`.
    pub fn new(lang: Lang, content: Content) -> Letter {
        Letter {
            opening: Vec::new(),
            content,
            choices: None,
            talk: Vec::new(),
            picture: None,
            game: None,
            lang,
        }
    }

    /// The subject line: the game it is about, then what it asks or tells.
    pub fn subject(&self) -> String {
        self.content
            .subject(self.lang, self.game.as_deref().unwrap_or(GAME))
    }

    /// Names the game `mail` is about in its subject (`game`, as from
    /// [`game_for`]).
    pub fn name_game(mail: &mut NewMail, game: &str) {
        let mut subject = None;
        Letter::edit(mail, |letter| {
            letter.game = Some(game.to_owned());
            subject = Some(letter.subject());
        });
        if let Some(subject) = subject {
            mail.subject = subject;
        }
    }

    /// The letter as stored in the outbox.
    pub fn to_value(&self) -> serde_json::Value {
        // A letter holds strings, numbers and lists only: it always serializes.
        serde_json::to_value(self).unwrap_or_default()
    }

    /// The letter an outbox row stores.
    pub fn from_value(value: &serde_json::Value) -> Result<Letter, serde_json::Error> {
        Letter::deserialize(value)
    }

    /// Changes the letter `mail` carries (a mail that carries none is left
    /// as it is).
    pub fn edit(mail: &mut NewMail, change: impl FnOnce(&mut Letter)) {
        if let Ok(mut letter) = Letter::from_value(&mail.letter) {
            change(&mut letter);
            mail.letter = letter.to_value();
        }
    }

    /// Puts `line` first, before the lines already there.
    pub fn open_with(&mut self, line: String) {
        self.opening.insert(0, line);
    }

    /// The email's bodies with `link` (the recipient's personal link) in
    /// them, its talk dated as seen at `now`.
    pub fn render(&self, link: &str, now: SystemTime) -> Bodies {
        self.render_for(link, None, now)
    }

    /// [`Letter::render`], the seat's footer linking `me_link` (the
    /// recipient's page of all their games) where it is given.
    pub fn render_for(&self, link: &str, me_link: Option<&str>, now: SystemTime) -> Bodies {
        let talk: Vec<TalkLine> = self
            .talk
            .iter()
            .map(|t| TalkLine::said(self.lang, &t.name, &t.body, t.at, now))
            .collect();
        let reminders_link = format!("{link}{REMINDERS_PATH}");
        let footer = self.content.footer();
        Bodies {
            text: render(&Text {
                lang: self.lang,
                opening: &self.opening,
                content: &self.content,
                choices: self.choices.as_ref(),
                talk: &talk,
                footer,
                link,
                reminders_link: &reminders_link,
                me_link,
            }),
            html: render(&Html {
                lang: self.lang,
                opening: &self.opening,
                content: &self.content,
                choices: self.choices.as_ref(),
                talk: &talk,
                footer,
                link,
                reminders_link: &reminders_link,
                me_link,
                picture: self.picture.as_ref().map(|p| p.alt.as_str()),
                picture_id: super::picture::CONTENT_ID,
                parts: self
                    .picture
                    .iter()
                    .flat_map(|p| &p.parts)
                    .enumerate()
                    .map(|(i, part)| (super::picture::part_id(i), part.alt.as_str()))
                    .collect(),
            }),
        }
    }
}

/// What `mail` will say, its link the placeholder [`SEAT_LINK`] and
/// without the table talk it may yet carry: for reading an outbox row.
pub fn preview(mail: &NewMail) -> Bodies {
    preview_of(&mail.letter)
}

/// [`preview`] of a letter as stored in the outbox (empty bodies if it
/// does not read as a letter).
pub fn preview_of(letter: &serde_json::Value) -> Bodies {
    match Letter::from_value(letter) {
        Ok(letter) => letter.render(SEAT_LINK, SystemTime::now()),
        Err(_) => Bodies {
            text: String::new(),
            html: String::new(),
        },
    }
}

/// What a subject calls a game it knows nothing more of.
const GAME: &str = "Catan";

/// A game as the subject of an email to `seat` names it: the ruleset as
/// players know it and the other players ("Catan: Frenemies with Bert and
/// Cleo"), the recipient never named as a third party. `title` is the
/// ruleset's ([`crate::rules::Ruleset::title`]), `players` the names by seat.
pub fn game_for(lang: Lang, title: &str, players: &[String], seat: Option<u8>) -> String {
    let others: Vec<String> = players
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != seat.map(usize::from))
        .map(|(_, name)| name.clone())
        .collect();
    lang.say(W::GameWith {
        title: title.to_owned(),
        others: super::messages::and_list(lang, &others),
    })
}

/// The language of the letter `mail` carries (English if none).
pub fn lang_of(mail: &NewMail) -> Lang {
    Letter::from_value(&mail.letter)
        .map(|l| l.lang)
        .unwrap_or_default()
}

/// The outbox row of an email of `kind` with `content` to `recipient`
/// (seat `seat`, if it is for a seat), who reads `lang`.
pub fn mail(
    lang: Lang,
    kind: &str,
    seat: Option<u8>,
    recipient: &str,
    content: Content,
) -> NewMail {
    NewMail {
        seat,
        kind: kind.to_owned(),
        recipient: recipient.to_owned(),
        subject: content.subject(lang, GAME),
        letter: Letter::new(lang, content).to_value(),
        reply_version: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::choices::{Item, ItemGroup};
    use crate::rules::{Names, Seat};
    use crate::views::baden_wuerttemberg::mail::{notice_in, Told};
    use std::time::{Duration, UNIX_EPOCH};

    fn turn() -> Letter {
        Letter::new(
            crate::lang::Lang::En,
            Content::YourTurn(YourTurnEmail {
                name: "Ben".to_owned(),
                todo: "roll the dice".to_owned(),
                summary: "Anna ended the turn.".to_owned(),
                news: Vec::new(),
                extras: Vec::new(),
                before: None,
                plans: false,
            }),
        )
    }

    fn choices() -> ChoicesBlock {
        ChoicesBlock {
            groups: vec![ItemGroup {
                heading: "What you can do".to_owned(),
                items: vec![
                    Item {
                        code: "1".to_owned(),
                        words: "Roll the dice".to_owned(),
                        query: "?act=roll#confirm".to_owned(),
                    },
                    Item {
                        code: "2".to_owned(),
                        words: "Play a knight".to_owned(),
                        query: String::new(),
                    },
                ],
            }],
            by_reply: true,
        }
    }

    const LINK: &str = "https://catan.example.org/play/T0KEN";

    #[test]
    fn the_frame_puts_opening_lines_content_choices_talk_and_footer_in_that_order() {
        let mut letter = turn();
        letter.open_with("You have until Tue 18:00 UTC to decide.".to_owned());
        letter.open_with("Anna's time ran out, so the stand-in moved.".to_owned());
        letter.choices = Some(choices());
        letter.talk = vec![Said {
            name: "Cleo".to_owned(),
            body: "<b>hi</b>".to_owned(),
            at: UNIX_EPOCH + Duration::from_secs(1_764_612_000),
        }];
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let bodies = letter.render(LINK, now);
        let text = &bodies.text;
        assert!(
            text.starts_with(
                "Anna's time ran out, so the stand-in moved.\n\nYou have until Tue 18:00 UTC to \
                 decide.\n\nHello Ben,\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "Play now: {LINK}\n\nReply to this email with the code of your choice on the \
                 first line (the\nbrackets are not needed), or open a choice on your page.\n\n\
                 What you can do:\n[1] Roll the dice\n[2] Play a knight\n\n\n\nNew at the \
                 table:\nCleo (Mon 18:00 UTC): <b>hi</b>\nThe link is yours alone"
            )),
            "{text}"
        );
        assert!(text.ends_with(&format!("open {LINK}/reminders (turn emails keep coming).")));
        let html = &bodies.html;
        assert!(
            html.starts_with(
                "<!DOCTYPE html>\n<html lang=\"en\"><body style=\"font-family:sans-serif;line-height:1.5\">\
                 <p><strong>Anna&#39;s time ran out, so the stand-in moved.</strong></p><p>\
                 <strong>You have until Tue 18:00 UTC to decide.</strong></p>\n<p>Hello Ben,</p>"
            ),
            "{html}"
        );
        let at = |needle: &str| {
            html.find(needle)
                .unwrap_or_else(|| panic!("{needle}: {html}"))
        };
        assert!(at("Play now") < at("Your choices"));
        assert!(
            at(&format!(
                "<a href=\"{LINK}?act=roll#confirm\"><code>[1]</code>"
            )) > 0
        );
        assert!(at("Your choices") < at("New at the table"));
        assert!(at("&#60;b&#62;hi") < at("<hr"));
        assert!(html.ends_with("(turn emails keep coming).</p>\n</body></html>"));
        assert!(!text.contains(SEAT_LINK) && !html.contains(SEAT_LINK));
    }

    /// One letter of every kind a seat gets, in German, its words German.
    fn german_letters() -> Vec<Letter> {
        use super::super::messages::{Answer, Standing};
        let name = || "Anna".to_owned();
        let s = |t: &str| t.to_owned();
        let turn = YourTurnEmail {
            name: name(),
            todo: s("würfle"),
            summary: s("Bert hat seinen Zug beendet."),
            news: Vec::new(),
            extras: Vec::new(),
            before: None,
            plans: true,
        };
        let contents = vec![
            Content::Invitation(InvitationEmail {
                name: name(),
                others: s("Bert und Cleo"),
                ruleset: s("Catan"),
                your_turn: true,
                start: Some(s("setze deine erste Siedlung")),
                host_rewinds_alone: true,
                resent: None,
            }),
            Content::Invitation(InvitationEmail {
                name: name(),
                others: s("Bert und Cleo"),
                ruleset: s("Catan"),
                your_turn: false,
                start: None,
                host_rewinds_alone: false,
                resent: Some(Standing {
                    over: false,
                    todo: None,
                }),
            }),
            Content::HostConfirmation(HostConfirmationEmail {
                name: name(),
                others: s("Bert und Cleo"),
                ruleset: s("Catan"),
            }),
            Content::YourTurn(turn.clone()),
            Content::YourTurn(YourTurnEmail {
                before: Some(s("Bert")),
                ..turn
            }),
            Content::MustDiscard(MustDiscardEmail {
                name: name(),
                count: 4,
                what: s("Karten"),
                summary: s("Bert hat eine 7 gewürfelt."),
                extras: Vec::new(),
            }),
            Content::OfferWaiting(OfferWaitingEmail {
                name: name(),
                from: s("Bert"),
                give: s("1 Lehm"),
                want: s("2 Getreide"),
                waiting: 2,
                summary: String::new(),
            }),
            Content::OfferAnswered(OfferAnsweredEmail {
                name: name(),
                by: s("Cleo"),
                answer: s("angenommen"),
                accepted: true,
                terms: s("1 Lehm für 2 Getreide"),
                counter: None,
                earlier: vec![Answer {
                    by: s("Bert"),
                    answer: s("abgelehnt"),
                    accepted: false,
                    terms: s("1 Lehm für 2 Getreide"),
                    counter: None,
                }],
                todo: s("Bestätige den Handel"),
                summary: String::new(),
            }),
            Content::OfferClosed(OfferClosedEmail {
                map: false,
                name: name(),
                count: 2,
                lines: vec![s("Das Angebot von Bert ist geschlossen.")],
                summary: String::new(),
            }),
            Content::GameOver(GameOverEmail {
                map: false,
                name: name(),
                winner: Some(name()),
                you_won: true,
                points: Some(10),
                standings: vec![s("1. Anna: 10 Siegpunkte")],
                outcome: None,
                news: Vec::new(),
                summary: s("Anna baut eine Stadt."),
                history_link: s("https://catan.example.org/games/1/history"),
            }),
            Content::GameOver(GameOverEmail {
                map: false,
                name: name(),
                winner: None,
                you_won: false,
                points: None,
                standings: Vec::new(),
                outcome: None,
                news: Vec::new(),
                summary: String::new(),
                history_link: s("https://catan.example.org/games/1/history"),
            }),
            Content::News(NewsEmail {
                map: false,
                name: name(),
                headline: s("ein Erdbeben"),
                lines: vec![s("Ein Erdbeben!")],
                summary: String::new(),
            }),
            Content::Told(ToldEmail {
                name: name(),
                headline: s("ein Geschenk"),
                lines: vec![s("Bert schenkt dir 1 Lehm.")],
                asks: true,
                summary: String::new(),
            }),
            Content::Reminder(ReminderEmail {
                name: name(),
                todo: s("würfle"),
                waited: s("26 Stunden"),
                number: 1,
                max: 3,
            }),
            Content::RewindProposed(super::super::messages::RewindProposedEmail {
                name: name(),
                to: 12,
                reason: s("Verklickt"),
                moved: s("Bert baut eine Straße."),
                undone: vec![s("Zug 13: Cleo würfelt eine 8.")],
                more: 2,
            }),
            Content::Rewound(RewoundEmail {
                name: name(),
                how: s("vom Gastgeber"),
                to: 12,
                moved: s("Bert baut eine Straße."),
                undone: vec![s("Zug 13: Cleo würfelt eine 8.")],
                more: 1,
                withdrawn: None,
                now: s("Wir warten darauf, dass Cleo würfelt."),
                yours: false,
            }),
            Content::TalkDigest(TalkDigestEmail { name: name() }),
            Content::Attendance(AttendanceEmail {
                name: name(),
                headline: s("das Spiel geht weiter"),
                lines: vec![s("Das Spiel geht weiter.")],
            }),
            Content::Written(WrittenEmail {
                name: name(),
                subject: s("Du bist dran"),
                lead: s("Würfle für die Erträge."),
                action: s("Jetzt spielen"),
                summary: String::new(),
                over: true,
                earlier: Vec::new(),
                lines: vec![s("1. Anna")],
                history_link: Some(s("https://catan.example.org/games/1/history")),
            }),
        ];
        contents
            .into_iter()
            .map(|content| {
                let mut letter = Letter::new(Lang::De, content);
                letter.game = Some(s("Catan mit Bert und Cleo"));
                letter.choices = Some(ChoicesBlock {
                    groups: vec![ItemGroup {
                        heading: s("Was du tun kannst"),
                        items: vec![Item {
                            code: s("1"),
                            words: s("Würfeln"),
                            query: String::new(),
                        }],
                    }],
                    by_reply: true,
                });
                letter.talk = vec![Said {
                    name: s("Cleo"),
                    body: s("Hallo!"),
                    at: UNIX_EPOCH + Duration::from_secs(1_764_612_000),
                }];
                letter
            })
            .collect()
    }

    #[test]
    fn a_german_letter_of_every_kind_is_german_from_subject_to_footer() {
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let english = [
            "Hello",
            "Play now",
            "Reply to this email",
            "Your page",
            "Your choices",
            "This link",
            "The link is yours",
            "Stop reminders",
            "Stop these reminders",
            "New at the table",
            "The game",
            "Thank you",
            "Final standings",
            "your ",
            " you",
            " the ",
            " with ",
            " offer",
        ];
        for letter in german_letters() {
            let subject = letter.subject();
            let bodies = letter.render(LINK, now);
            assert!(subject.contains("Catan mit Bert und Cleo"), "{subject}");
            assert!(
                bodies.html.contains("<html lang=\"de\">"),
                "{}",
                bodies.html
            );
            assert!(bodies.text.contains("Hallo Anna,"), "{}", bodies.text);
            assert!(
                bodies.html.contains("<p>Hallo Anna,</p>"),
                "{}",
                bodies.html
            );
            assert!(bodies.text.contains("Neu am Tisch:"), "{}", bodies.text);
            for words in [&subject, &bodies.text, &bodies.html] {
                for e in english {
                    assert!(!words.contains(e), "{e:?} in {words}");
                }
            }
        }
    }

    #[test]
    fn german_subjects_and_bodies_say_what_is_asked_in_german() {
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let letters = german_letters();
        let turn = &letters[3];
        assert_eq!(
            turn.subject(),
            "Catan mit Bert und Cleo: Du bist dran, würfle"
        );
        let bodies = turn.render(LINK, now);
        assert!(
            bodies.text.contains("Du bist dran: würfle."),
            "{}",
            bodies.text
        );
        assert!(
            bodies
                .html
                .contains("<p>Du bist dran: <strong>würfle</strong>.</p>"),
            "{}",
            bodies.html
        );
        assert!(
            bodies.html.contains(&format!(
                "<a href=\"{LINK}#plans\">Plane Bauten für die Sonderbauphasen</a>"
            )),
            "{}",
            bodies.html
        );
        assert!(bodies.text.contains(&format!("Jetzt spielen: {LINK}")));
        assert!(bodies
            .text
            .contains("Antworte auf diese E-Mail mit dem Code"));
        assert!(bodies.text.contains(&format!(
            "Erinnerungen abzubestellen, öffne {LINK}/reminders"
        )));
        assert_eq!(
            letters[4].subject(),
            "Catan mit Bert und Cleo: Baue, bevor Bert würfelt, oder passe"
        );
        assert_eq!(
            letters[7].subject(),
            "Catan mit Bert und Cleo: Bert und Cleo haben auf dein Angebot geantwortet"
        );
        let answered = letters[7].render(LINK, now);
        assert!(
            answered.html.contains(
                "Antworten auf dein Angebot 1 Lehm für 2 Getreide: <strong>Bert</strong> \
                 (abgelehnt) und <strong>Cleo</strong> (angenommen)."
            ),
            "{}",
            answered.html
        );
        assert_eq!(
            letters[9].subject(),
            "Catan mit Bert und Cleo: Du hast gewonnen!"
        );
        let rewound = letters[15].render(LINK, now);
        assert!(
            rewound
                .text
                .contains("- und 1 weiterer Zug (die Chronik des Spiels listet jeden Zug)"),
            "{}",
            rewound.text
        );
        assert!(
            letters[14]
                .render(LINK, now)
                .text
                .contains("- und 2 weitere Züge"),
            "plural"
        );
        let reminder = letters[13].render(LINK, now);
        assert!(
            reminder
                .text
                .contains("Dies ist Erinnerung 1 von höchstens 3."),
            "{}",
            reminder.text
        );
    }

    #[test]
    fn a_letter_reads_back_as_it_was_stored() {
        let mut letter = turn();
        letter.open_with("As you chose, the server made your move.".to_owned());
        letter.choices = Some(choices());
        let stored = letter.to_value();
        assert_eq!(stored["content"]["kind"], "your_turn");
        assert_eq!(Letter::from_value(&stored).unwrap(), letter);
        let mut mail = mail(
            crate::lang::Lang::En,
            "your_turn",
            Some(1),
            "ben@example.org",
            turn().content,
        );
        assert_eq!(mail.subject, "Catan: your turn, roll the dice");
        Letter::name_game(&mut mail, "Catan: Frenemies with Anna and Cleo");
        assert_eq!(
            mail.subject,
            "Catan: Frenemies with Anna and Cleo: your turn, roll the dice"
        );
        Letter::edit(&mut mail, |l| l.choices = Some(choices()));
        assert!(preview(&mail).text.contains("[2] Play a knight\n"));
    }

    #[test]
    fn a_reminder_lists_the_choices_above_its_own_footer() {
        let mut letter = Letter::new(
            crate::lang::Lang::En,
            Content::Reminder(ReminderEmail {
                name: "Ben".to_owned(),
                todo: "roll the dice".to_owned(),
                waited: "26 hours".to_owned(),
                number: 2,
                max: 3,
            }),
        );
        letter.choices = Some(choices());
        let bodies = letter.render(LINK, SystemTime::now());
        assert!(
            bodies.text.contains(
                "This is reminder 2 of at most 3.\nReply to this email with the code of your \
                 choice"
            ),
            "{}",
            bodies.text
        );
        assert!(bodies
            .text
            .contains("[2] Play a knight\n\nThe link is yours alone: please do not forward"));
        assert!(bodies.html.contains("</div><hr"), "{}", bodies.html);
        assert!(bodies
            .html
            .contains("This is reminder 2 of at most 3. This link"));
    }

    // Baden-Württemberg's emails, the shared kinds with its own words in
    // them, rendered as they are sent. Their snapshots are kept where that
    // presentation's emails were first pinned.

    fn bw_names() -> Names {
        Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
    }

    fn bw(seat: Seat, what: Told) -> String {
        let n = notice_in(
            Lang::En,
            &bw_names(),
            seat,
            what,
            "Anna rolled 3 + 4 = 7.".to_owned(),
        );
        let mail = super::super::messages::notice_mail_told(
            Lang::En,
            &n.notice,
            &n.extras,
            n.told.as_ref(),
            &bw_names().of(seat),
            "seat@example.org",
            uuid::Uuid::nil(),
            "https://catan.example.org",
        );
        let letter = Letter::from_value(&mail.letter).expect("a letter");
        let bodies = letter.render("{{SEAT_LINK}}", SystemTime::now());
        assert_eq!(
            bodies.text.matches("{{SEAT_LINK}}").count()
                - bodies.text.matches("/reminders").count(),
            1,
            "one link, besides the reminders' page"
        );
        format!(
            "kind: {}\nseat: {}\nsubject: {}\n--- text ---\n{}\n--- html ---\n{}",
            mail.kind,
            seat.0,
            letter.content.subject(
                crate::lang::Lang::En,
                &game_for(
                    Lang::En,
                    "Baden-Württemberg Catan",
                    &bw_names().0,
                    Some(seat.0)
                )
            ),
            bodies.text,
            bodies.html
        )
    }

    fn assert_bw_snapshot(name: &str, pinned: &str) {
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../views/baden_wuerttemberg/snapshots");
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| {
            insta::assert_snapshot!(
                format!("slowcatan__views__baden_wuerttemberg__mail__tests__{name}"),
                pinned
            );
        });
    }

    #[test]
    fn bw_emails() {
        let cases = [
            (
                "bw_your_turn",
                Seat(1),
                Told::YourTurn("roll the dice for the yields".to_owned()),
            ),
            ("bw_must_discard", Seat(1), Told::MustDiscard(4)),
            (
                "bw_offer_waiting",
                Seat(1),
                Told::OfferWaiting {
                    from: Seat(0),
                    give: "1 ore".to_owned(),
                    want: "1 clay".to_owned(),
                    waiting: 1,
                },
            ),
            (
                "bw_offer_answered",
                Seat(0),
                Told::OfferAnswered {
                    by: Seat(1),
                    accepted: true,
                    terms: "1 ore for 1 clay".to_owned(),
                    counter: None,
                },
            ),
            (
                "bw_offer_closed",
                Seat(1),
                Told::OfferClosed(vec![
                    "Anna's offer to you, 1 ore for 1 clay, is closed: it needs no answer any \
                     more."
                        .to_owned(),
                ]),
            ),
            (
                "bw_game_over",
                Seat(1),
                Told::GameOver {
                    winner: Seat(0),
                    points: 12,
                    standings: vec![
                        "1. Anna, winner: 12 points (9 town halls 9, Largest Inventor 1, 2 \
                         achievements 2)"
                            .to_owned(),
                        "2. Ben: 7 points (7 town halls 7)".to_owned(),
                        "3. Cleo: 5 points (4 town halls 4, Longest Trade Road 1)".to_owned(),
                    ],
                },
            ),
        ];
        for (name, seat, what) in cases {
            assert_bw_snapshot(name, &bw(seat, what));
        }
    }

    /// A row stored before Baden-Württemberg's emails took the shared
    /// kinds, as the outbox keeps it, still reads and renders after a
    /// deploy: its subject, lead, summary, standings, history link and
    /// link, and a game-over email without the reminders footer.
    #[test]
    fn a_written_email_stored_before_still_renders() {
        let stored = serde_json::json!({
            "content": {
                "kind": "written",
                "name": "Ben",
                "subject": "Anna won the game",
                "lead": "The game is over: Anna won with 12 victory points.",
                "action": "See the final map",
                "summary": "Anna built a town hall in Ehingen.",
                "over": true,
                "lines": ["1. Anna, winner: 12 points (9 town halls 9)"],
                "history_link": "https://catan.example.org/games/1/history"
            },
            "game": "Baden-Württemberg Catan with Anna and Cleo"
        });
        let letter = Letter::from_value(&stored).expect("an old row reads");
        assert_eq!(
            letter.subject(),
            "Baden-Württemberg Catan with Anna and Cleo: Anna won the game"
        );
        let bodies = letter.render(LINK, SystemTime::now());
        for said in [
            "Hello Ben,",
            "The game is over: Anna won with 12 victory points.",
            "Final standings:\n1. Anna, winner: 12 points (9 town halls 9)",
            "The last moves: Anna built a town hall in Ehingen.",
            "https://catan.example.org/games/1/history",
            &format!("See the final map: {LINK}"),
        ] {
            assert!(bodies.text.contains(said), "{said:?} in {}", bodies.text);
        }
        assert!(!bodies.text.contains(REMINDERS_PATH), "{}", bodies.text);
        assert!(bodies.html.contains("Anna won with 12 victory points"));
        let turn = serde_json::json!({
            "content": {
                "kind": "written",
                "name": "Ben",
                "subject": "your turn, roll the dice for the yields",
                "lead": "It is your turn: roll the dice for the yields.",
                "action": "Play now",
                "summary": "Anna ended the turn."
            }
        });
        let bodies = Letter::from_value(&turn)
            .expect("an old row reads")
            .render(LINK, SystemTime::now());
        assert!(
            bodies.text.contains(&format!(
                "Anna ended the turn.\n\nIt is your turn: roll the dice for the yields.\n\nPlay \
                 now: {LINK}"
            )),
            "{}",
            bodies.text
        );
        assert!(bodies.text.contains(REMINDERS_PATH), "{}", bodies.text);
    }

    #[test]
    fn no_game_over_email_has_the_reminders_footer() {
        let bw_over = Letter::new(
            crate::lang::Lang::En,
            Content::Written(WrittenEmail {
                name: "Ben".to_owned(),
                subject: "Anna won the game".to_owned(),
                lead: "The game is over: Anna won with 12 victory points.".to_owned(),
                action: "See the final map".to_owned(),
                summary: String::new(),
                over: true,
                earlier: Vec::new(),
                lines: Vec::new(),
                history_link: None,
            }),
        );
        let over = Letter::new(
            crate::lang::Lang::En,
            Content::GameOver(GameOverEmail {
                map: false,
                name: "Ben".to_owned(),
                winner: Some("Anna".to_owned()),
                you_won: false,
                points: Some(10),
                standings: Vec::new(),
                outcome: None,
                news: Vec::new(),
                summary: String::new(),
                history_link: "https://catan.example.org/games/1/history".to_owned(),
            }),
        );
        for letter in [bw_over, over.clone()] {
            let bodies = letter.render(LINK, SystemTime::now());
            for body in [&bodies.text, &bodies.html] {
                assert!(!body.contains(REMINDERS_PATH), "{body}");
                assert!(body.contains("no more reminders will come"), "{body}");
            }
        }
        // As the mail worker sends it, it links all the player's games.
        let me = "https://catan.example.org/me/T";
        let bodies = over.render_for(LINK, Some(me), SystemTime::now());
        assert!(
            bodies.text.contains(&format!("All your games: {me}\n\n")),
            "{}",
            bodies.text
        );
        assert!(
            bodies
                .html
                .contains(&format!("<a href=\"{me}\">All your games</a></p>")),
            "{}",
            bodies.html
        );
    }
}
