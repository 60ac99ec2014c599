//! Table talk by email: the messages a seat has not been emailed ride in
//! the next email it gets anyway (added when the worker sends it), and when
//! none goes out for [`DIGEST_AFTER`], a digest of its own carries them.
//! Never one email per message: a seat's waiting messages all go together.

use std::time::{Duration, SystemTime};

use askama::Template;

use super::{kind, messages, MailError, REMINDERS_PATH};
use crate::game::links::SEAT_LINK;
use crate::store::{ClaimedMail, NewMail, Store, TalkRow};
use crate::views::talk::TalkLine;
use uuid::Uuid;

/// How long table talk waits for an email going to the seat anyway before
/// a digest carries it; so a seat gets at most one digest this often.
pub const DIGEST_AFTER: Duration = Duration::from_secs(4 * 3600);

/// Where the talk goes in a text body: before the footer that opens so.
const TEXT_FOOTER: &str = "The link is yours alone";
/// Where the talk goes in an HTML body: before the footer's rule.
const HTML_FOOTER: &str = "<hr style=\"border:none;border-top:1px solid #ddd";

#[derive(Template)]
#[template(path = "email/_talk.txt")]
struct TalkText<'a> {
    lines: &'a [TalkLine],
}

#[derive(Template)]
#[template(path = "email/_talk.html")]
struct TalkHtml<'a> {
    lines: &'a [TalkLine],
}

/// "Table talk waited for you": the digest, whose messages the worker adds
/// when it sends it.
#[derive(Debug, Clone)]
pub struct TalkDigestEmail {
    pub name: String,
    pub link: &'static str,
    pub reminders_link: String,
}

#[derive(Template)]
#[template(path = "email/talk_digest.subject.txt")]
struct DigestSubject;

#[derive(Template)]
#[template(path = "email/talk_digest.txt")]
struct DigestText<'a> {
    m: &'a TalkDigestEmail,
}

#[derive(Template)]
#[template(path = "email/talk_digest.html")]
struct DigestHtml<'a> {
    m: &'a TalkDigestEmail,
}

/// Renders a template. Ours only format strings, whose `Display` cannot
/// fail, so neither can this.
fn render(template: &impl Template) -> String {
    template
        .render()
        .expect("email templates only format strings")
}

/// The digest for `seat` (named `name`, at `email`), its messages to come.
pub fn digest(seat: u8, name: &str, email: &str) -> NewMail {
    let m = TalkDigestEmail {
        name: name.to_owned(),
        link: SEAT_LINK,
        reminders_link: format!("{SEAT_LINK}{REMINDERS_PATH}"),
    };
    NewMail {
        seat: Some(seat),
        kind: kind::TABLE_TALK.to_owned(),
        recipient: email.to_owned(),
        subject: messages::one_line(&render(&DigestSubject)),
        body_text: render(&DigestText { m: &m }),
        body_html: Some(render(&DigestHtml { m: &m })),
        reply_version: None,
    }
}

/// `body` with `section` put in before the first `marker`, or at its end.
fn insert_before(body: &str, marker: &str, section: &str) -> String {
    match body.find(marker) {
        Some(at) => format!("{}{section}{}", &body[..at], &body[at..]),
        None => format!("{body}{section}"),
    }
}

/// The bodies of an email with `talk` (oldest first) added before its
/// footer ("New at the table: Bert (Tue 18:02 UTC): ..."), times as seen
/// at `now`. `None` if the section does not render.
pub fn with_talk(
    text: &str,
    html: Option<&str>,
    talk: &[TalkRow],
    now: SystemTime,
) -> Option<(String, Option<String>)> {
    let lines: Vec<TalkLine> = talk
        .iter()
        .map(|t| TalkLine::new(&t.name, &t.body, t.created_at, now))
        .collect();
    let section_text = TalkText { lines: &lines }.render().ok()?;
    let text = insert_before(text, TEXT_FOOTER, &section_text);
    let html = match html {
        Some(html) => {
            let section = TalkHtml { lines: &lines }.render().ok()?;
            let marker = if html.contains(HTML_FOOTER) {
                HTML_FOOTER
            } else {
                "</body>"
            };
            Some(insert_before(html, marker, &section))
        }
        None => None,
    };
    Some((text, html))
}

/// `row` (a claimed email to `seat`) with the table talk the seat has not
/// been emailed added, and the seat's mark moved past it, unless the row
/// carries it already or the seat had none waiting when it was claimed.
pub async fn attach(
    store: &Store,
    mut row: ClaimedMail,
    claim: Uuid,
    seat: u8,
) -> Result<ClaimedMail, MailError> {
    if row.talk_attached || !row.talk_waiting {
        return Ok(row);
    }
    let now = SystemTime::now();
    let (text, html) = (row.body_text.clone(), row.body_html.clone());
    let bodies = store
        .attach_talk(row.id, claim, row.game, seat, |talk| {
            with_talk(&text, html.as_deref(), talk, now)
        })
        .await?;
    if let Some((text, html)) = bodies {
        row.body_text = text;
        row.body_html = html;
        row.talk_attached = true;
    }
    Ok(row)
}

/// Queues a digest for every seat (up to `limit`) whose table talk waited
/// [`DIGEST_AFTER`] by the database clock with no email to carry it.
/// Returns how many were queued.
pub async fn queue_digests(store: &Store, limit: usize) -> Result<usize, MailError> {
    let mut queued = 0;
    for c in store.digest_candidates(DIGEST_AFTER, limit).await? {
        let mail = digest(c.seat, &c.name, &c.email);
        if store
            .queue_digest(c.game, c.seat, DIGEST_AFTER, &mail)
            .await?
            .is_some()
        {
            queued += 1;
        }
    }
    Ok(queued)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::UNIX_EPOCH;

    fn row(name: &str, body: &str) -> TalkRow {
        TalkRow {
            id: 1,
            seat: 1,
            name: name.to_owned(),
            body: body.to_owned(),
            created_at: UNIX_EPOCH + Duration::from_secs(1_764_612_000),
        }
    }

    #[test]
    fn talk_goes_before_the_footer_and_is_escaped_in_html() {
        let mail = digest(0, "Anna", "anna@example.org");
        let talk = [row("Bert", "<b>hi</b> & bye")];
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let (text, html) =
            with_talk(&mail.body_text, mail.body_html.as_deref(), &talk, now).unwrap();
        let html = html.unwrap();
        let said = text.find("Bert (Mon 18:00 UTC): <b>hi</b> & bye").unwrap();
        assert!(said < text.find(TEXT_FOOTER).unwrap(), "{text}");
        assert!(text.contains("New at the table"));
        assert!(
            html.contains("&#60;b&#62;hi&#60;/b&#62; &#38; bye"),
            "{html}"
        );
        assert!(!html.contains("<b>hi"));
        assert!(html.find("Bert").unwrap() < html.find(HTML_FOOTER).unwrap());
    }

    #[test]
    fn a_body_without_a_footer_gets_the_talk_at_its_end() {
        let talk = [row("Bert", "hello")];
        let (text, html) = with_talk("Hi", None, &talk, SystemTime::now()).unwrap();
        assert!(text.starts_with("Hi"));
        assert!(text.contains("Bert ("));
        assert!(html.is_none());
    }
}
