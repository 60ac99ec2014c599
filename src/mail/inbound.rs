//! Reading a reply: one RFC 5322 message, parsed with mail-parser, into
//! what the server acts on: the reply codes its recipient addresses carry
//! (`play+CODE@example.org`), its identity for acting once, and the first
//! line the player wrote (quoted text, "On ... wrote:", signatures and an
//! HTML-only body handled). Automatic mail (out-of-office replies, bounces,
//! lists) is recognised so that it is never acted on or answered. `From`
//! never says who wrote: a reply proves nothing but its code (a sender
//! `MAILER-DAEMON` or `postmaster` only marks a bounce). Pure: no database,
//! no clock.

use mail_parser::{Message, MessageParser, MimeHeaders as _, PartType};
use sha2::{Digest, Sha256};

use crate::game::links::ReplyTo;

/// The largest message read; a larger one is refused unread.
pub const MAX_MESSAGE: usize = 256 * 1024;

/// What a message says to the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inbound {
    /// Its Message-ID, or a digest of the whole message where it has none
    /// (a second delivery of the same bytes is the same message).
    pub message_id: String,
    /// The reply codes among its recipient addresses, first found first.
    pub codes: Vec<String>,
    /// The first line the player wrote, if any.
    pub line: Option<String>,
}

/// Why a message is left alone, unanswered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Ignored {
    #[error("the message is larger than {MAX_MESSAGE} bytes")]
    TooLarge,
    #[error("the message does not parse")]
    Unreadable,
    #[error("the message is automatic (an auto-reply, a bounce or list mail)")]
    Automatic,
}

/// The stored form of a code: its SHA-256 (codes compare in lower case).
pub fn code_hash(code: &str) -> Vec<u8> {
    Sha256::digest(code.trim().to_ascii_lowercase().as_bytes()).to_vec()
}

/// Reads `raw`, a message addressed to `reply_to`'s reply addresses; the
/// envelope `recipient`, where the mail server passes it, is looked at
/// first.
pub fn read(raw: &[u8], reply_to: &ReplyTo, recipient: Option<&str>) -> Result<Inbound, Ignored> {
    if raw.len() > MAX_MESSAGE {
        return Err(Ignored::TooLarge);
    }
    let message = MessageParser::default()
        .parse(raw)
        .ok_or(Ignored::Unreadable)?;
    if automatic(&message) {
        return Err(Ignored::Automatic);
    }
    let message_id = match message.message_id() {
        Some(id) if !id.trim().is_empty() => id.trim().to_owned(),
        _ => {
            let digest = Sha256::digest(raw);
            let hex = digest.iter().fold(String::with_capacity(64), |mut s, b| {
                use std::fmt::Write as _;
                let _ = write!(s, "{b:02x}");
                s
            });
            format!("sha256:{hex}")
        }
    };
    let mut codes: Vec<String> = Vec::new();
    let headers = ["Delivered-To", "X-Original-To", "Envelope-To", "To", "Cc"];
    let raw_values = recipient.into_iter().map(str::to_owned).chain(
        headers
            .iter()
            .flat_map(|h| raw_headers(&message, h).into_iter()),
    );
    for value in raw_values {
        for address in addresses_in(&value) {
            if let Some(code) = reply_to.code_in(&address) {
                if !codes.contains(&code) {
                    codes.push(code);
                }
            }
        }
    }
    // An HTML part (an HTML-only reply) is read above its quote.
    let body = match message.text_part(0).map(|p| &p.body) {
        Some(PartType::Html(html)) => mail_parser::decoders::html::html_to_text(above_quote(html)),
        _ => message
            .body_text(0)
            .map(std::borrow::Cow::into_owned)
            .or_else(|| {
                message
                    .body_html(0)
                    .map(|h| mail_parser::decoders::html::html_to_text(above_quote(&h)))
            })
            .unwrap_or_default(),
    };
    Ok(Inbound {
        message_id,
        codes,
        line: first_line(&body),
    })
}

/// Every value of header `name`, raw.
fn raw_headers(message: &Message<'_>, name: &str) -> Vec<String> {
    message
        .headers_raw()
        .filter(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.to_owned())
        .collect()
}

/// The address-like words of a header value: `Anna <play+c@x.org>, b@y`
/// gives `play+c@x.org` and `b@y`.
fn addresses_in(value: &str) -> Vec<String> {
    value
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '<' | '>' | '"' | '(' | ')'))
        .filter(|w| w.contains('@'))
        .map(str::to_owned)
        .collect()
}

/// Mail no person wrote, which must never be acted on or answered
/// (RFC 3834, RFC 3464). Header names and values compare in any case.
/// Any one of these makes a message automatic:
/// - an `Auto-Submitted` other than `no`; `Precedence` bulk, junk, list or
///   auto_reply; `X-Autoreply`, `X-Autorespond` or `X-Auto-Reply`;
/// - list mail (`List-Id`, `List-Unsubscribe`, `Feedback-ID`);
/// - a bounce: a null return path (`Return-Path: <>`, whatever else the
///   message carries), `X-Failed-Recipients`, a report
///   (`multipart/report`, delivery status or read receipt) or a
///   `message/delivery-status` part, or a sender whose address's local
///   part is `mailer-daemon` or `postmaster` (`MAILER-DAEMON` alone, with
///   no `@`, included);
/// - an out-of-office subject: one that starts with "Out of Office",
///   "Automatic reply", "Auto-Reply", "Auto Reply", "Autoreply",
///   "Abwesenheitsnotiz" or "Automatische Antwort" as whole words, after
///   any "Re:", "AW:", "Fwd:", "FW:" or "WG:" prefixes and `[tags]` a mail
///   program or gateway put before it. A prefix alone never makes mail
///   automatic; skipping it only keeps "RE: Automatic reply: ..." from
///   slipping through. A player's reply to the server's email carries its
///   subject ("Re: Your turn"), never one of these.
fn automatic(message: &Message<'_>) -> bool {
    let header = |name: &str| raw_headers(message, name);
    let first_word = |v: &str| {
        v.split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase()
    };
    if header("Auto-Submitted")
        .iter()
        .any(|v| first_word(v) != "no")
    {
        return true;
    }
    if header("Precedence").iter().any(|v| {
        matches!(
            first_word(v).as_str(),
            "bulk" | "junk" | "list" | "auto_reply"
        )
    }) {
        return true;
    }
    let flagged = [
        "X-Autoreply",
        "X-Autorespond",
        "X-Auto-Reply",
        "X-Failed-Recipients",
        "List-Id",
        "List-Unsubscribe",
        "Feedback-ID",
    ];
    if flagged.iter().any(|h| !header(h).is_empty()) {
        return true;
    }
    if header("Return-Path")
        .iter()
        .any(|v| v.chars().all(|c| c.is_whitespace() || c == '<' || c == '>'))
    {
        return true;
    }
    if message.parts.iter().any(|part| {
        part.content_type().is_some_and(|t| {
            let subtype = t.subtype().unwrap_or_default();
            (t.ctype().eq_ignore_ascii_case("multipart") && subtype.eq_ignore_ascii_case("report"))
                || (t.ctype().eq_ignore_ascii_case("message")
                    && subtype.eq_ignore_ascii_case("delivery-status"))
        })
    }) {
        return true;
    }
    if header("From")
        .iter()
        .flat_map(|v| local_parts(v))
        .any(|local| local == "mailer-daemon" || local == "postmaster")
    {
        return true;
    }
    message.subject().is_some_and(out_of_office)
}

/// The local parts, in lower case, of the addresses in a `From` value:
/// `Mail Delivery System <MAILER-DAEMON@mx.example.org>` gives
/// `mailer-daemon`, and so does a bare `MAILER-DAEMON` with no `@`. A
/// display name or a comment is never taken for an address.
fn local_parts(value: &str) -> Vec<String> {
    // Quoted names and comments first, so that their words are not read.
    let mut plain = String::with_capacity(value.len());
    let (mut quoted, mut comment) = (false, 0_u32);
    for c in value.chars() {
        match c {
            '"' if comment == 0 => quoted = !quoted,
            '(' if !quoted => comment += 1,
            ')' if !quoted && comment > 0 => comment -= 1,
            _ if quoted || comment > 0 => {}
            c => plain.push(c),
        }
    }
    plain
        .split(',')
        .filter_map(|mailbox| {
            let address = match mailbox.rsplit_once('<') {
                Some((_, inside)) => inside.split('>').next().unwrap_or_default(),
                None => mailbox.split_whitespace().last().unwrap_or_default(),
            };
            let local = address.rsplit_once('@').map_or(address, |(l, _)| l);
            let local = local.trim();
            (!local.is_empty()).then(|| local.to_ascii_lowercase())
        })
        .collect()
}

/// The subject of an out-of-office reply (see [`automatic`]).
fn out_of_office(subject: &str) -> bool {
    const PREFIXES: [&str; 5] = ["re:", "aw:", "fwd:", "fw:", "wg:"];
    const MARKS: [&str; 7] = [
        "out of office",
        "automatic reply",
        "auto-reply",
        "auto reply",
        "autoreply",
        "abwesenheitsnotiz",
        "automatische antwort",
    ];
    let lower = subject.to_lowercase();
    let mut rest = lower.trim_start();
    loop {
        if let Some(after) = PREFIXES.iter().find_map(|p| rest.strip_prefix(p)) {
            rest = after.trim_start();
        } else if let Some((_, after)) = rest.strip_prefix('[').and_then(|r| r.split_once(']')) {
            rest = after.trim_start();
        } else {
            break;
        }
    }
    MARKS.iter().any(|mark| {
        rest.strip_prefix(mark)
            .is_some_and(|after| !after.starts_with(char::is_alphanumeric))
    })
}

/// The first line the player wrote, outside what their mail program
/// added: blank lines skipped, and so is a quoted email in `>` lines with
/// its "On ... wrote:" line (a reply written below the quote is read);
/// nothing once a quoted email begins without `>` ("Original Message", or
/// Outlook's rule and header block) or a signature (`-- `, "Sent from my
/// ...").
pub fn first_line(body: &str) -> Option<String> {
    let mut lines = body.lines().peekable();
    while let Some(raw) = lines.next() {
        let line = clean(raw);
        if line.is_empty() || line.starts_with('>') || attribution(&line) {
            continue;
        }
        // Gmail breaks a long "On ... wrote:" line in two.
        if line.starts_with("On ") && lines.peek().is_some_and(|next| attribution(&clean(next))) {
            lines.next();
            continue;
        }
        if starts_quote(&line) || starts_signature(raw, &line) {
            return None;
        }
        return Some(line);
    }
    None
}

/// The line that introduces a quote: "On Tue, Anna wrote:" (or, broken in
/// two by Gmail, its "wrote:" end) and its French and German forms.
fn attribution(line: &str) -> bool {
    let lower = line.to_lowercase();
    (lower.starts_with("on ") && lower.ends_with("wrote:"))
        || lower == "wrote:"
        || (lower.starts_with("le ") && lower.ends_with("a écrit :"))
        || (lower.starts_with("am ") && lower.ends_with("schrieb:"))
}

/// An HTML reply's own part: what comes before the quoted email that mail
/// programs mark (a `blockquote`, Gmail's `gmail_quote`, Outlook's and
/// Thunderbird's reply headers), so that a reply with nothing written
/// above the quote reads as no line at all, never as the quoted email's.
fn above_quote(html: &str) -> &str {
    let lower = html.to_ascii_lowercase();
    let marks = [
        "<blockquote",
        "gmail_quote",
        "id=\"divrplyfwdmsg\"",
        "id=\"appendonsend\"",
        "moz-cite-prefix",
        "yahoo_quoted",
    ];
    let cut = marks
        .iter()
        .filter_map(|m| lower.find(m))
        .min()
        .map_or(html.len(), |at| {
            // Cut at the tag that carries the mark.
            lower[..at].rfind('<').unwrap_or(at)
        });
    html.get(..cut).unwrap_or(html)
}

/// A line without what mail programs add around words: non-breaking and
/// zero-width spaces, a byte-order mark, bold stars, surrounding space.
fn clean(line: &str) -> String {
    let line: String = line
        .chars()
        .filter(|c| !matches!(c, '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{feff}'))
        .map(|c| if c == '\u{a0}' { ' ' } else { c })
        .collect();
    line.trim().trim_matches('*').trim().to_owned()
}

/// The line opens the quoted email.
fn starts_quote(line: &str) -> bool {
    let lower = line.to_lowercase();
    lower.contains("original message")
        || lower.starts_with("from: ")
        || lower.starts_with("von: ")
        || lower.starts_with("de : ")
        || (line.len() >= 8 && line.chars().all(|c| c == '_'))
}

/// The line opens a signature.
fn starts_signature(raw: &str, line: &str) -> bool {
    let lower = line.to_lowercase();
    raw.trim_end_matches('\r') == "-- "
        || line == "--"
        || lower.starts_with("sent from my ")
        || lower.starts_with("get outlook for ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply_to() -> ReplyTo {
        ReplyTo::parse("play@catan.example.org").unwrap()
    }

    const CODE: &str = "0123456789abcdef0123456789abcdef";

    fn read_mail(raw: &str) -> Result<Inbound, Ignored> {
        read(raw.replace('\n', "\r\n").as_bytes(), &reply_to(), None)
    }

    #[test]
    fn a_gmail_reply_reads_its_code_and_first_line() {
        let raw = format!(
            "Delivered-To: play+{CODE}@catan.example.org
Return-Path: <anna@gmail.com>
From: Anna <anna@gmail.com>
To: Slow Catan <play+{CODE}@catan.example.org>
Subject: Re: Your turn
Message-ID: <CAF=abc@mail.gmail.com>
Content-Type: multipart/alternative; boundary=\"b1\"

--b1
Content-Type: text/plain; charset=\"UTF-8\"

[C3-C4]

On Tue, Dec 1, 2026 at 8:00 PM Slow Catan <play+{CODE}@catan.example.org>
wrote:

> Hello Anna,
> [1] Roll the dice

--b1
Content-Type: text/html; charset=\"UTF-8\"

<div dir=\"ltr\">[C3-C4]</div><br><div class=\"gmail_quote\">On Tue wrote:</div>

--b1--
"
        );
        let inbound = read_mail(&raw).unwrap();
        assert_eq!(inbound.codes, [CODE]);
        assert_eq!(inbound.message_id, "CAF=abc@mail.gmail.com");
        assert_eq!(inbound.line.as_deref(), Some("[C3-C4]"));
    }

    #[test]
    fn an_outlook_reply_stops_at_its_header_block() {
        let raw = format!(
            "Return-Path: <ben@outlook.com>
From: Ben <ben@outlook.com>
To: \"play+{CODE}@catan.example.org\" <play+{CODE}@catan.example.org>
Subject: RE: Your turn
Message-ID: <AM0PR@outlook.com>
X-Auto-Response-Suppress: All
Content-Type: text/plain; charset=\"iso-8859-1\"
Content-Transfer-Encoding: quoted-printable

=A0
accept

________________________________
From: Slow Catan <catan@example.org>
Sent: Tuesday, December 1, 2026 20:00
[1] Accept
"
        );
        let inbound = read_mail(&raw).unwrap();
        assert_eq!(inbound.codes, [CODE]);
        assert_eq!(inbound.line.as_deref(), Some("accept"));
    }

    #[test]
    fn an_apple_mail_reply_with_a_signature_reads_its_line() {
        let raw = format!(
            "From: Cleo <cleo@icloud.com>
To: play+{CODE}@catan.example.org
Subject: Re: You must discard
Message-Id: <7F1@icloud.com>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

discard 2 wool 1 ore

Sent from my iPhone

> On 1 Dec 2026, at 20:00, Slow Catan <catan@example.org> wrote:
"
        );
        let inbound = read_mail(&raw).unwrap();
        assert_eq!(inbound.line.as_deref(), Some("discard 2 wool 1 ore"));
    }

    #[test]
    fn an_html_only_reply_is_read_as_text() {
        let raw = format!(
            "From: Dan <dan@example.net>
To: play+{CODE}@catan.example.org
Subject: Re: Your turn
Message-ID: <html-only@example.net>
Content-Type: text/html; charset=utf-8

<html><body><p><b>2</b></p><blockquote><p>[1] Roll the dice</p></blockquote></body></html>
"
        );
        let inbound = read_mail(&raw).unwrap();
        assert_eq!(inbound.line.as_deref(), Some("2"));
    }

    #[test]
    fn a_reply_with_only_quoted_text_has_no_line() {
        assert_eq!(first_line("\n\n> [1] Roll the dice\n"), None);
        assert_eq!(first_line("-- \nAnna\n"), None);
        assert_eq!(first_line("On Tue, Anna wrote:\n> 1"), None);
        assert_eq!(first_line("  \u{a0}\n\u{feff} 1 \n"), Some("1".to_owned()));
    }

    #[test]
    fn a_reply_written_below_the_quote_is_read() {
        let body = "On Tue, Dec 1, 2026 at 8:00 PM Slow Catan <play+c@catan.example.org>
wrote:

> Hello Anna,
> [1] Roll the dice
>
> [2] End your turn

1 please
";
        assert_eq!(first_line(body), Some("1 please".to_owned()));
        assert_eq!(
            first_line("> [1] Roll the dice\n> [2] End your turn\n2\n"),
            Some("2".to_owned())
        );
        // Below the quote, a signature still ends the reading.
        assert_eq!(first_line("> [1] Roll the dice\n-- \nAnna\n"), None);
        // A quote without `>` still ends it: its lines are not the player's.
        assert_eq!(
            first_line("\n-----Original Message-----\nFrom: Slow Catan\n[1] Roll\n"),
            None
        );
    }

    #[test]
    fn an_html_only_reply_with_nothing_above_its_quote_has_no_line() {
        for quote in [
            "<blockquote type=\"cite\"><div>Bert rolled 5.</div><div>[1] Roll the dice</div></blockquote>",
            "<div class=\"gmail_quote\"><div>Bert rolled 5.</div><div>[1] Roll the dice</div></div>",
            "<div id=\"divRplyFwdMsg\"><b>From:</b> Slow Catan</div><div>[1] Roll the dice</div>",
        ] {
            let raw = format!(
                "From: Dan <dan@example.net>
To: play+{CODE}@catan.example.org
Subject: Re: Your turn
Message-ID: <html-empty@example.net>
Content-Type: text/html; charset=utf-8

<html><body><div dir=\"ltr\"><br></div>{quote}</body></html>
"
            );
            let inbound = read_mail(&raw).unwrap();
            assert_eq!(inbound.line, None, "{quote}");
            let written = raw.replace("<br>", "1 please");
            let inbound = read_mail(&written).unwrap();
            assert_eq!(inbound.line.as_deref(), Some("1 please"), "{quote}");
        }
    }

    /// A message to the reply address: `headers` first, then a sender,
    /// the recipient and `subject`, and a body that names a choice.
    fn message(headers: &str, from: &str, subject: &str) -> String {
        format!(
            "{headers}From: {from}\nTo: play+{CODE}@catan.example.org\nSubject: {subject}\nMessage-ID: <m@example.net>\n\n1\n"
        )
    }

    #[test]
    fn a_bounce_from_mailer_daemon_with_no_at_is_automatic() {
        for from in [
            "MAILER-DAEMON",
            "mailer-daemon",
            "MAILER-DAEMON (Mail Delivery System)",
            "Mail Delivery System <MAILER-DAEMON>",
            "Mail Delivery System <MAILER-DAEMON@mx.example.org>",
            "postmaster",
            "Postmaster <POSTMASTER@example.net>",
        ] {
            let raw = message("", from, "Undelivered Mail Returned to Sender");
            assert_eq!(read_mail(&raw), Err(Ignored::Automatic), "{from}");
        }
    }

    #[test]
    fn a_null_return_path_with_x_auto_response_suppress_and_an_automatic_reply_subject_is_automatic(
    ) {
        let outlook = "Return-Path: <>\nX-Auto-Response-Suppress: All\n";
        let raw = message(
            outlook,
            "Ben <ben@outlook.com>",
            "Automatic reply: Your turn",
        );
        assert_eq!(read_mail(&raw), Err(Ignored::Automatic));
        // Each of the two marks it alone: the null return path whatever
        // else the message carries, and the subject.
        let raw = message(outlook, "Ben <ben@outlook.com>", "RE: Your turn");
        assert_eq!(read_mail(&raw), Err(Ignored::Automatic));
        let raw = message(
            "Return-Path: < >\n",
            "Ben <ben@outlook.com>",
            "RE: Your turn",
        );
        assert_eq!(read_mail(&raw), Err(Ignored::Automatic));
        let raw = message(
            "Return-Path: <ben@outlook.com>\nX-Auto-Response-Suppress: All\n",
            "Ben <ben@outlook.com>",
            "Automatic reply: Your turn",
        );
        assert_eq!(read_mail(&raw), Err(Ignored::Automatic));
    }

    #[test]
    fn a_subject_out_of_office_alone_is_automatic() {
        let raw = message("", "Cleo <cleo@example.net>", "Out of Office");
        assert_eq!(read_mail(&raw), Err(Ignored::Automatic));
    }

    #[test]
    fn x_failed_recipients_alone_is_automatic() {
        for header in [
            "X-Failed-Recipients: anna@example.org\n",
            "x-failed-recipients: anna@example.org\n",
        ] {
            let raw = message(header, "Cleo <cleo@example.net>", "Re: Your turn");
            assert_eq!(read_mail(&raw), Err(Ignored::Automatic), "{header}");
        }
    }

    #[test]
    fn out_of_office_subjects_in_english_and_german_are_automatic() {
        for subject in [
            "Out of Office: Your turn",
            "OUT OF OFFICE AutoReply: Your turn",
            "Automatic reply: Your turn",
            "Auto-Reply: Re: Your turn",
            "Auto Reply: Your turn",
            "Autoreply",
            "autoreply: Your turn",
            "Abwesenheitsnotiz: Du bist am Zug",
            "Automatische Antwort: Du bist am Zug",
            "=?utf-8?q?Automatische_Antwort=3A_Du_bist_am_Zug?=",
            "Re: Out of office",
            "AW: Abwesenheitsnotiz",
            "RE: Automatic reply: Your turn",
            "[EXTERNAL] Out of Office: Your turn",
        ] {
            let raw = message("", "Cleo <cleo@example.net>", subject);
            assert_eq!(read_mail(&raw), Err(Ignored::Automatic), "{subject}");
        }
    }

    #[test]
    fn a_delivery_status_report_is_automatic_by_its_type_or_its_part() {
        let report = format!(
            "From: Mail Delivery Subsystem <bounces@mx.example.org>
To: play+{CODE}@catan.example.org
Subject: Delivery Status Notification (Failure)
Content-Type: MULTIPART/REPORT; report-type=delivery-status; boundary=\"r\"

--r
Content-Type: text/plain

1
--r
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.org
--r--
"
        );
        assert_eq!(read_mail(&report), Err(Ignored::Automatic));
        // A delivery-status part in a mixed message marks it too.
        let mixed = report.replace(
            "MULTIPART/REPORT; report-type=delivery-status",
            "multipart/mixed",
        );
        assert_eq!(read_mail(&mixed), Err(Ignored::Automatic));
        let none = mixed.replace("message/delivery-status", "text/plain");
        assert!(read_mail(&none).is_ok(), "a plain mixed message is read");
    }

    #[test]
    fn mail_a_person_wrote_is_not_taken_for_automatic() {
        for (headers, from, subject) in [
            ("", "Anna <anna@example.org>", "Re: Your turn"),
            (
                "Return-Path: <anna@example.org>\n",
                "anna@example.org",
                "AW: Du bist am Zug",
            ),
            (
                "Auto-Submitted: No\n",
                "Anna <anna@example.org>",
                "Re: Your turn",
            ),
            (
                "Precedence: first-class\n",
                "Anna <anna@example.org>",
                "Re: Your turn",
            ),
            (
                "X-Auto-Response-Suppress: All\n",
                "Ben <ben@outlook.com>",
                "RE: Your turn",
            ),
            // The words are only read as the address's own.
            (
                "",
                "\"Postmaster General\" <anna@example.org>",
                "Re: Your turn",
            ),
            ("", "Anna (postmaster) <anna@example.org>", "Re: Your turn"),
            ("", "postmaster.anna@example.org", "Re: Your turn"),
            ("", "Anna <anna@mailer-daemon.example.org>", "Re: Your turn"),
            // Only at the start of the subject, and as whole words.
            (
                "",
                "Anna <anna@example.org>",
                "Re: Your turn (I was out of office)",
            ),
            ("", "Anna <anna@example.org>", "Autoreplying is off now"),
            ("", "Anna <anna@example.org>", "Re: automatically replied?"),
        ] {
            let raw = message(headers, from, subject);
            assert!(read_mail(&raw).is_ok(), "{headers} {from} {subject}");
        }
    }

    #[test]
    fn automatic_mail_is_ignored() {
        let base = format!("From: a@b.org\nTo: play+{CODE}@catan.example.org\nSubject: x\n");
        for header in [
            "Auto-Submitted: auto-replied",
            "Auto-Submitted: auto-generated; owner-email=x@y",
            "Precedence: bulk",
            "Precedence: junk",
            "Precedence: list",
            "Precedence: auto_reply",
            "PRECEDENCE: Bulk",
            "auto-submitted: Auto-Replied",
            "X-Autoreply: yes",
            "X-Autorespond: yes",
            "X-Failed-Recipients: anna@example.org",
            "List-Id: <games.example.org>",
            "Return-Path: <>",
            "Content-Type: multipart/report; report-type=delivery-status; boundary=x",
        ] {
            let raw = format!("{header}\n{base}\nI am away\n");
            assert_eq!(read_mail(&raw), Err(Ignored::Automatic), "{header}");
        }
        let raw = format!("Auto-Submitted: no\n{base}\n1\n");
        assert!(read_mail(&raw).is_ok());
    }

    #[test]
    fn a_message_too_large_is_refused_unread() {
        let raw = "x".repeat(MAX_MESSAGE + 1);
        assert_eq!(
            read(raw.as_bytes(), &reply_to(), None),
            Err(Ignored::TooLarge)
        );
    }

    #[test]
    fn codes_come_from_the_envelope_and_recipient_headers_only() {
        let raw =
            format!("From: play+{CODE}@catan.example.org\nTo: someone@else.org\nSubject: x\n\n1\n");
        let inbound = read_mail(&raw).unwrap();
        assert!(inbound.codes.is_empty(), "From is never trusted");
        let inbound = read(
            raw.as_bytes(),
            &reply_to(),
            Some(&format!("PLAY+{}@catan.example.org", CODE.to_uppercase())),
        )
        .unwrap();
        assert_eq!(inbound.codes, [CODE]);
    }

    #[test]
    fn a_message_without_an_id_is_known_by_its_digest() {
        let raw = format!("To: play+{CODE}@catan.example.org\nSubject: x\n\n1\n");
        let a = read_mail(&raw).unwrap();
        let b = read_mail(&raw).unwrap();
        assert!(a.message_id.starts_with("sha256:"));
        assert_eq!(a.message_id, b.message_id);
    }
}
