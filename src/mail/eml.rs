//! Reads back the `.eml` files the file transport writes, for the local
//! mailbox: the headers a reader looks at (unfolded, their RFC 2047 encoded
//! words decoded), the text and HTML parts of a single-part or multipart
//! message (lettre writes `multipart/alternative` with each part in 7bit,
//! quoted-printable or base64) and the inline images the HTML shows by
//! `cid:` (the board picture, in a `multipart/related`). It reads bytes it is given and never fails:
//! whatever does not parse is shown as it stands. It opens no file.

use base64::Engine as _;

/// Deepest nesting of multiparts followed (lettre writes one level).
const MAX_DEPTH: usize = 4;

/// An email as the mailbox shows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Eml {
    /// The `From` header, decoded.
    pub from: String,
    /// The `To` header, decoded.
    pub to: String,
    /// The `Subject` header, decoded.
    pub subject: String,
    /// The `Date` header as written.
    pub date: String,
    /// The first `text/plain` part, decoded, with `\n` line ends.
    pub text: Option<String>,
    /// The first `text/html` part, decoded.
    pub html: Option<String>,
    /// The image parts with a `Content-ID`, decoded.
    pub images: Vec<Inline>,
}

/// An image part the HTML may show by its `Content-ID` (`cid:board`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Inline {
    /// The Content-ID, without its angle brackets.
    pub id: String,
    /// The media type, `image/png`.
    pub media: String,
    /// The image's bytes.
    pub bytes: Vec<u8>,
}

impl Eml {
    /// The HTML part with each `cid:` reference to one of its inline
    /// images replaced by a `data:` URL of the image, so that a page can
    /// show it as a mail client does.
    pub fn html_with_images(&self) -> Option<String> {
        let mut html = self.html.clone()?;
        for image in &self.images {
            let data = format!(
                "data:{};base64,{}",
                image.media,
                base64::engine::general_purpose::STANDARD.encode(&image.bytes)
            );
            html = html.replace(&format!("\"cid:{}\"", image.id), &format!("\"{data}\""));
        }
        Some(html)
    }
}

/// Reads a whole message.
pub fn parse(raw: &[u8]) -> Eml {
    let (head, body) = split_head(raw);
    let headers = Headers::read(head);
    let mut eml = Eml {
        from: headers.decoded("from"),
        to: headers.decoded("to"),
        subject: headers.decoded("subject"),
        date: headers.decoded("date"),
        text: None,
        html: None,
        images: Vec::new(),
    };
    collect_parts(&headers, body, &mut eml, 0);
    eml
}

/// A message's header fields, unfolded, in order.
struct Headers(Vec<(String, String)>);

impl Headers {
    fn read(head: &[u8]) -> Headers {
        let text = String::from_utf8_lossy(head);
        let mut fields: Vec<(String, String)> = Vec::new();
        for line in text.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            if line.starts_with([' ', '\t']) {
                // A folded line continues the field before it (RFC 5322 §2.2.3).
                if let Some((_, value)) = fields.last_mut() {
                    value.push_str(line);
                }
            } else if let Some((name, value)) = line.split_once(':') {
                fields.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
            }
        }
        Headers(fields)
    }

    /// The first field named `name` (lower case), as written.
    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The first field named `name`, its encoded words decoded; "" if absent.
    fn decoded(&self, name: &str) -> String {
        self.get(name).map(decode_words).unwrap_or_default()
    }

    /// The media type (lower case) and the parameters of `Content-Type`;
    /// `text/plain` when absent (RFC 2045 §5.2).
    fn content_type(&self) -> (String, Vec<(String, String)>) {
        let Some(value) = self.get("content-type") else {
            return ("text/plain".to_owned(), Vec::new());
        };
        let mut pieces = value.split(';');
        let media = pieces
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        let params = pieces
            .filter_map(|p| p.split_once('='))
            .map(|(k, v)| {
                (
                    k.trim().to_ascii_lowercase(),
                    v.trim().trim_matches('"').to_owned(),
                )
            })
            .collect();
        (media, params)
    }
}

/// The head and the body of a message or part, split at the first empty line.
fn split_head(raw: &[u8]) -> (&[u8], &[u8]) {
    let crlf = find(raw, b"\r\n\r\n").map(|i| (i, 4));
    let lf = find(raw, b"\n\n").map(|i| (i, 2));
    let split = match (crlf, lf) {
        (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
        (a, b) => a.or(b),
    };
    match split {
        Some((at, len)) => (&raw[..at], &raw[at + len..]),
        None => (raw, &[]),
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Fills in the first text and HTML parts found under `headers` and `body`.
fn collect_parts(headers: &Headers, body: &[u8], eml: &mut Eml, depth: usize) {
    let (media, params) = headers.content_type();
    if media.starts_with("multipart/") {
        let boundary = params
            .iter()
            .find(|(k, _)| k == "boundary")
            .map(|(_, v)| v.as_str());
        let (Some(boundary), true) = (boundary, depth < MAX_DEPTH) else {
            return;
        };
        for part in split_multipart(body, boundary) {
            let (head, part_body) = split_head(part);
            collect_parts(&Headers::read(head), part_body, eml, depth + 1);
        }
        return;
    }
    let encoding = || {
        headers
            .get("content-transfer-encoding")
            .unwrap_or("7bit")
            .trim()
            .to_ascii_lowercase()
    };
    if media.starts_with("image/") {
        if let Some(id) = headers.get("content-id") {
            let id = id.trim().trim_start_matches('<').trim_end_matches('>');
            // The id and the type are put in a URL's place in the HTML:
            // only plain ones.
            let plain = |s: &str, more: &str| {
                !s.is_empty()
                    && s.chars()
                        .all(|c| c.is_ascii_alphanumeric() || more.contains(c))
            };
            if plain(id, "-_.@") && plain(&media, "/+-.") {
                eml.images.push(Inline {
                    id: id.to_owned(),
                    media,
                    bytes: decode_body(body, &encoding()),
                });
            }
        }
        return;
    }
    let slot = match media.as_str() {
        "text/plain" => &mut eml.text,
        "text/html" => &mut eml.html,
        _ => return,
    };
    if slot.is_none() {
        let bytes = decode_body(body, &encoding());
        *slot = Some(String::from_utf8_lossy(&bytes).replace("\r\n", "\n"));
    }
}

/// The parts of a multipart body: what lies between `--boundary` lines, up
/// to `--boundary--` (RFC 2046 §5.1.1).
fn split_multipart<'a>(body: &'a [u8], boundary: &str) -> Vec<&'a [u8]> {
    let delimiter = format!("--{boundary}");
    let mut parts = Vec::new();
    let mut current: Option<usize> = None;
    let mut at = 0;
    while at < body.len() {
        let end = body[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(body.len(), |i| at + i + 1);
        let line = &body[at..end];
        let trimmed = trim_line_end(line);
        if trimmed.starts_with(delimiter.as_bytes()) {
            let rest = &trimmed[delimiter.len()..];
            if let Some(start) = current {
                // The line break before a delimiter belongs to the delimiter.
                parts.push(trim_line_end(&body[start..at]));
            }
            if rest.starts_with(b"--") {
                return parts;
            }
            current = Some(end);
        }
        at = end;
    }
    if let Some(start) = current {
        parts.push(&body[start..]);
    }
    parts
}

fn trim_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// A part's body after its `Content-Transfer-Encoding`; as it stands if the
/// encoding is unknown or does not decode.
fn decode_body(body: &[u8], encoding: &str) -> Vec<u8> {
    match encoding {
        "quoted-printable" => quoted_printable::decode(body, quoted_printable::ParseMode::Robust)
            .unwrap_or_else(|_| body.to_vec()),
        "base64" => {
            let compact: Vec<u8> = body
                .iter()
                .copied()
                .filter(|b| !b.is_ascii_whitespace())
                .collect();
            base64::engine::general_purpose::STANDARD
                .decode(&compact)
                .unwrap_or_else(|_| body.to_vec())
        }
        _ => body.to_vec(),
    }
}

/// A header value with its RFC 2047 encoded words (`=?utf-8?b?...?=`,
/// `=?utf-8?q?...?=`) decoded; the white space between two adjacent encoded
/// words is dropped, as §6.2 says.
pub fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut pending_space = String::new();
    let mut after_word = false;
    let mut rest = value;
    while !rest.is_empty() {
        let space_len = rest.len() - rest.trim_start().len();
        if space_len > 0 {
            pending_space.push_str(&rest[..space_len]);
            rest = &rest[space_len..];
            continue;
        }
        let token_len = rest.find([' ', '\t']).unwrap_or(rest.len());
        let token = &rest[..token_len];
        rest = &rest[token_len..];
        match decode_word(token) {
            Some(decoded) => {
                if !after_word {
                    out.push_str(&pending_space);
                }
                out.push_str(&decoded);
                after_word = true;
            }
            None => {
                out.push_str(&pending_space);
                out.push_str(token);
                after_word = false;
            }
        }
        pending_space.clear();
    }
    out
}

/// One encoded word, if `token` is one.
fn decode_word(token: &str) -> Option<String> {
    let inner = token.strip_prefix("=?")?.strip_suffix("?=")?;
    let mut fields = inner.splitn(3, '?');
    let _charset = fields.next()?;
    let encoding = fields.next()?;
    let text = fields.next()?;
    let bytes = match encoding {
        "b" | "B" => base64::engine::general_purpose::STANDARD
            .decode(text)
            .ok()?,
        "q" | "Q" => decode_q(text)?,
        _ => return None,
    };
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// The "Q" encoding: `_` is a space, `=XX` a byte (RFC 2047 §4.2).
fn decode_q(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'_' => out.push(b' '),
            b'=' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use lettre::message::header::ContentType;
    use lettre::message::{MultiPart, SinglePart};
    use lettre::Message;

    fn written(text: &str, html: Option<&str>, subject: &str) -> Vec<u8> {
        let builder = Message::builder()
            .from("Slow Catan <catan@localhost>".parse().unwrap())
            .to("Zoë Ünal <zoe@example.org>".parse().unwrap())
            .subject(subject);
        let plain = SinglePart::builder()
            .header(ContentType::TEXT_PLAIN)
            .body(text.to_owned());
        let message = match html {
            Some(html) => builder
                .multipart(
                    MultiPart::alternative().singlepart(plain).singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_HTML)
                            .body(html.to_owned()),
                    ),
                )
                .unwrap(),
            None => builder.singlepart(plain).unwrap(),
        };
        message.formatted()
    }

    #[test]
    fn an_inline_picture_is_read_and_shown_where_the_html_names_it() {
        let png = vec![0x89, b'P', b'N', b'G', 0, 255, 10, 13];
        let related = MultiPart::related()
            .singlepart(
                SinglePart::builder()
                    .header(ContentType::TEXT_HTML)
                    .body("<p><img src=\"cid:board\" alt=\"The board.\"></p>".to_owned()),
            )
            .singlepart(
                lettre::message::Attachment::new_inline("board".to_owned())
                    .body(png.clone(), "image/png".parse().unwrap()),
            );
        let message = Message::builder()
            .from("Slow Catan <catan@localhost>".parse().unwrap())
            .to("anna@example.org".parse().unwrap())
            .subject("Your turn")
            .multipart(
                MultiPart::alternative()
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_PLAIN)
                            .body("Your turn.".to_owned()),
                    )
                    .multipart(related),
            )
            .unwrap();

        let eml = parse(&message.formatted());

        assert_eq!(eml.text.as_deref(), Some("Your turn."));
        assert_eq!(
            eml.images,
            vec![Inline {
                id: "board".to_owned(),
                media: "image/png".to_owned(),
                bytes: png.clone(),
            }]
        );
        let shown = eml.html_with_images().expect("an HTML part");
        let data = base64::engine::general_purpose::STANDARD.encode(&png);
        assert!(
            shown.contains(&format!(
                "<img src=\"data:image/png;base64,{data}\" alt=\"The board.\">"
            )),
            "{shown}"
        );
        assert!(!shown.contains("cid:"));
    }

    #[test]
    fn a_multipart_message_as_lettre_writes_it_reads_back_whole() {
        let link = "http://127.0.0.1:8080/play/lRi_kOb80UIoxfawAdvonBZjawpoIq1ZdMeXP3ZTNJM";
        let text = format!(
            "Hello Zoë,\n\nOpen your seat: {link}\n\nA long line {}",
            "x".repeat(200)
        );
        let html = format!("<p>Hello Zoë,</p>\n<p><a href=\"{link}\" style=\"font-weight:bold\">Open your seat</a></p>");
        let subject = "You are invited to a game of Catan with Zoë Ünal, Łukasz and علي";

        let eml = parse(&written(&text, Some(&html), subject));

        assert_eq!(eml.subject, subject);
        assert_eq!(eml.to, "Zoë Ünal <zoe@example.org>");
        assert_eq!(eml.from, "\"Slow Catan\" <catan@localhost>");
        assert!(!eml.date.is_empty());
        assert_eq!(eml.text.as_deref(), Some(text.as_str()));
        assert_eq!(eml.html.as_deref(), Some(html.as_str()));
    }

    #[test]
    fn a_text_only_message_has_no_html() {
        let eml = parse(&written("Plain and short.", None, "Hello"));
        // A 7bit body keeps the line end lettre closes it with.
        assert_eq!(eml.text.as_deref(), Some("Plain and short.\n"));
        assert_eq!(eml.html, None);
        assert_eq!(eml.subject, "Hello");
    }

    #[test]
    fn a_base64_part_is_decoded() {
        // Text with many non-ASCII characters makes lettre pick base64.
        let text = "ÄÖÜ äöü ß ".repeat(30);
        let raw = written(&text, None, "Umlaute");
        assert!(String::from_utf8_lossy(&raw).contains("base64"));
        assert_eq!(parse(&raw).text.as_deref(), Some(text.as_str()));
    }

    #[test]
    fn q_encoded_words_and_lf_line_ends_read_too() {
        let raw = b"Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe_aus?= =?utf-8?q?_K=C3=B6ln?= today\n\
                    To: a@example.org\nContent-Type: text/plain\n\nHi\n";
        let eml = parse(raw);
        assert_eq!(eml.subject, "Grüße aus Köln today");
        assert_eq!(eml.text.as_deref(), Some("Hi\n"));
    }

    #[test]
    fn what_does_not_parse_is_kept_as_it_stands() {
        assert_eq!(
            decode_words("=?utf-8?b?***?= plain"),
            "=?utf-8?b?***?= plain"
        );
        assert_eq!(decode_words("=?utf-8?x?abc?="), "=?utf-8?x?abc?=");
        let eml = parse(b"no header block at all");
        assert_eq!(eml.subject, "");
        assert_eq!(eml.text.as_deref(), Some(""));
        let broken = b"Content-Type: multipart/alternative\r\n\r\n--x\r\nhi";
        assert_eq!(parse(broken).text, None);
    }
}
