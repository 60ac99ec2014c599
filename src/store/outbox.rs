//! The mail outbox: how queued emails are written next to the events they
//! announce. Sending and marking rows belongs to the mail worker.

use super::{seat_to_sql, NewMail};

/// Inserts the rows of a [`MailColumns`] for game `$1` (parameters `$2`..`$7`).
/// Used by game creation; `append` inlines the same shape in its statement.
pub(super) const INSERT_MAIL: &str = "\
    INSERT INTO outbox (game, seat, kind, recipient, subject, body_text, body_html) \
    SELECT $1, m.seat, m.kind, m.recipient, m.subject, m.body_text, m.body_html \
    FROM UNNEST($2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) \
         AS m(seat, kind, recipient, subject, body_text, body_html)";

/// Emails as column arrays, so that any number of them is one `UNNEST`
/// insert rather than one statement per row.
pub(super) struct MailColumns<'a> {
    pub seat: Vec<Option<i16>>,
    pub kind: Vec<&'a str>,
    pub recipient: Vec<&'a str>,
    pub subject: Vec<&'a str>,
    pub body_text: Vec<&'a str>,
    pub body_html: Vec<Option<&'a str>>,
}

impl<'a> MailColumns<'a> {
    pub(super) fn new(mails: &'a [NewMail]) -> Self {
        MailColumns {
            seat: mails.iter().map(|m| m.seat.map(seat_to_sql)).collect(),
            kind: mails.iter().map(|m| m.kind.as_str()).collect(),
            recipient: mails.iter().map(|m| m.recipient.as_str()).collect(),
            subject: mails.iter().map(|m| m.subject.as_str()).collect(),
            body_text: mails.iter().map(|m| m.body_text.as_str()).collect(),
            body_html: mails.iter().map(|m| m.body_html.as_deref()).collect(),
        }
    }
}
