//! Table talk by email: the messages a seat has not been emailed ride in
//! the next email it gets anyway (added when the worker sends it), and when
//! none goes out for [`DIGEST_AFTER`], a digest of its own carries them.
//! Never one email per message: a seat's waiting messages all go together.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::letter::{self, Content, Letter, Said};
use super::{kind, MailError};
use crate::game::outbox::{ClaimedMail, MailBody, NewMail, Outbox};
use crate::lang::Lang;
use crate::rules::Ruleset;
use uuid::Uuid;

/// How long table talk waits for an email going to the seat anyway before
/// a digest carries it; so a seat gets at most one digest this often.
pub const DIGEST_AFTER: Duration = Duration::from_secs(4 * 3600);

/// "Table talk waited for you": the digest, whose messages the worker adds
/// when it sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TalkDigestEmail {
    pub name: String,
}

/// The digest, in `lang`, for `seat` (named `name`, at `email`) of the
/// game its subject calls `game` (as [`letter::game_for`] names it), its
/// messages to come.
pub fn digest(lang: Lang, seat: u8, name: &str, email: &str, game: &str) -> NewMail {
    let content = TalkDigestEmail {
        name: name.to_owned(),
    };
    let mut mail = letter::mail(
        lang,
        kind::TABLE_TALK,
        Some(seat),
        email,
        Content::TalkDigest(content),
    );
    Letter::name_game(&mut mail, game);
    mail
}

/// `row` (a claimed email to `seat`) with the table talk the seat has not
/// been emailed added to its letter, and the seat's mark moved past it,
/// unless the row carries it already or the seat had none waiting when it
/// was claimed. A row written before letters is sent as it was written:
/// its talk waits for the seat's next email.
pub async fn attach(
    outbox: &Outbox,
    mut row: ClaimedMail,
    claim: Uuid,
    seat: u8,
) -> Result<ClaimedMail, MailError> {
    if row.talk_attached || !row.talk_waiting {
        return Ok(row);
    }
    let MailBody::Letter(stored) = &row.body else {
        return Ok(row);
    };
    let Ok(mut letter) = Letter::from_value(stored) else {
        return Ok(row);
    };
    let attached = outbox
        .attach_talk(row.id, claim, row.game, seat, |talk| {
            letter.talk = talk
                .iter()
                .map(|t| Said {
                    name: t.name.clone(),
                    body: t.body.clone(),
                    at: t.created_at,
                })
                .collect();
            Some(letter.to_value())
        })
        .await?;
    if let Some(letter) = attached {
        row.body = MailBody::Letter(letter);
        row.talk_attached = true;
    }
    Ok(row)
}

/// Queues a digest for every seat (up to `limit`) whose table talk waited
/// [`DIGEST_AFTER`] by the database clock with no email to carry it.
/// Returns how many were queued.
pub async fn queue_digests(outbox: impl Into<Outbox>, limit: usize) -> Result<usize, MailError> {
    let outbox: Outbox = outbox.into();
    let mut queued = 0;
    for c in outbox.digest_candidates(DIGEST_AFTER, limit).await? {
        let title = c.ruleset.parse::<Ruleset>().map_or_else(
            |_| "Catan".to_owned(),
            |r| crate::lang::rulesets::title(c.language, r),
        );
        let game = letter::game_for(c.language, &title, &c.players, Some(c.seat));
        let mail = digest(c.language, c.seat, &c.name, &c.email, &game);
        if outbox
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
    use std::time::{SystemTime, UNIX_EPOCH};

    /// The text footer opens so; the HTML footer with its rule.
    const TEXT_FOOTER: &str = "The link is yours alone";
    const HTML_FOOTER: &str = "<hr style=\"border:none;border-top:1px solid #ddd";

    fn said(name: &str, body: &str) -> Said {
        Said {
            name: name.to_owned(),
            body: body.to_owned(),
            at: UNIX_EPOCH + Duration::from_secs(1_764_612_000),
        }
    }

    fn with_talk(mail: &NewMail, talk: Vec<Said>, now: SystemTime) -> letter::Bodies {
        let mut letter = Letter::from_value(&mail.letter).unwrap();
        letter.talk = talk;
        letter.render("https://x/play/t", now)
    }

    #[test]
    fn talk_goes_before_the_footer_and_is_escaped_in_html() {
        let mail = digest(
            crate::lang::Lang::En,
            0,
            "Anna",
            "anna@example.org",
            "Catan with Bert",
        );
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let bodies = with_talk(&mail, vec![said("Bert", "<b>hi</b> & bye")], now);
        let (text, html) = (bodies.text, bodies.html);
        let at = text.find("Bert (Mon 18:00 UTC): <b>hi</b> & bye").unwrap();
        assert!(at < text.find(TEXT_FOOTER).unwrap(), "{text}");
        assert!(text.contains("New at the table"));
        assert!(
            html.contains("&#60;b&#62;hi&#60;/b&#62; &#38; bye"),
            "{html}"
        );
        assert!(!html.contains("<b>hi"));
        assert!(html.find("Bert").unwrap() < html.find(HTML_FOOTER).unwrap());
    }

    #[test]
    fn a_digest_names_its_game_in_the_subject_as_every_email_does() {
        let players = ["Anna", "Bert", "Cleo"].map(String::from);
        let game = letter::game_for(Lang::En, "Catan: Frenemies", &players, Some(0));
        let mail = digest(crate::lang::Lang::En, 0, "Anna", "anna@example.org", &game);
        assert_eq!(
            mail.subject,
            "Catan: Frenemies with Bert and Cleo: new at the table"
        );
        let now = UNIX_EPOCH + Duration::from_secs(1_764_615_600);
        let bodies = with_talk(&mail, vec![said("Bert", "Wood for sheep, anyone?")], now);
        insta::assert_snapshot!(
            "talk_digest",
            format!(
                "subject: {}\n--- text ---\n{}\n--- html ---\n{}",
                mail.subject, bodies.text, bodies.html
            )
        );
    }

    #[test]
    fn an_email_without_a_footer_gets_the_talk_at_its_end() {
        let notice = crate::views::notify::MailNotice {
            seat: crate::rules::Seat(1),
            kind: crate::views::notify::NoticeKind::GameOver {
                winner: Some("Anna".to_owned()),
                you_won: false,
                points: Some(10),
                standings: Vec::new(),
            },
            summary: String::new(),
        };
        let mail = super::super::messages::notice_mail(
            crate::lang::Lang::En,
            &notice,
            "Ben",
            "ben@example.org",
            Uuid::nil(),
            "https://x",
        );
        let bare = with_talk(&mail, Vec::new(), SystemTime::now());
        let bodies = with_talk(&mail, vec![said("Bert", "hello")], SystemTime::now());
        assert!(bodies.text.starts_with(&bare.text), "{}", bodies.text);
        assert!(bodies.text[bare.text.len()..].contains("Bert ("));
        let end = bare.html.rfind("</body>").unwrap();
        assert_eq!(bodies.html[..end], bare.html[..end]);
        assert!(bodies.html[end..].contains("Bert"), "{}", bodies.html);
    }
}
