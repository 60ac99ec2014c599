//! The local mailbox, as letter_opener and MailHog offer web frameworks:
//! `GET /mail` lists the `.eml` files a server without SMTP writes into its
//! mail folder, newest first, `GET /mail/{name}` shows one, and
//! `GET /mail/{name}/html` serves its HTML part to a sandboxed frame, so its
//! links open the game. Those emails hold every seat's secret link, so the
//! routes exist only where [`MailPlace::decide`] finds that nobody but the
//! server's own machine can reach them, and each request must name a
//! loopback host. It reads only files of the mail folder whose names the
//! list shows, and never writes.

use super::pages::render_html_status;
use crate::lang::frame::Frame;
use crate::lang::mailbox::MailboxWords;
use crate::lang::Lang;
use crate::mail::eml::{self, Eml};
use crate::views::common::frame::{ErrorPage, Layout};
use crate::views::mailbox::{Letter, MailNote, MailPage, MailRow, MailboxPage};
use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Emails the list shows at most, the newest.
pub const LISTED: usize = 200;

/// Files larger than this are not the server's emails and are not shown.
const MAX_EML_BYTES: u64 = 2 * 1024 * 1024;

/// The pages' policy, as the other pages', plus frames of this server (the
/// email's HTML).
const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; \
                   frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// An email's own HTML: no script, no request anywhere, no form; links may
/// open the top page (on a click) or a new one.
const EMAIL_CSP: &str = "sandbox allow-popups allow-popups-to-escape-sandbox \
                         allow-top-navigation-by-user-activation; default-src 'none'; \
                         style-src 'unsafe-inline'; img-src data:; form-action 'none'; \
                         frame-ancestors 'self'";

/// Where this server's emails go, decided once at start-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailPlace {
    /// Sent by SMTP (or kept elsewhere): nothing to show.
    Sent,
    /// Written as files into this folder; the mailbox is off because the
    /// server can be reached from other machines.
    Folder(PathBuf),
    /// Written as files into this folder, and shown at `/mail`.
    Mailbox(PathBuf),
}

impl MailPlace {
    /// Where `serve` sends its emails: SMTP when `SMTP_URL` is set;
    /// otherwise files, shown at `/mail` only when the server listens on a
    /// loopback address, its public URL names a loopback host, and no
    /// reverse proxy is trusted (a proxy on the same machine would carry
    /// the mailbox, and every seat's link in it, to the world).
    pub fn decide(
        smtp: bool,
        mail_dir: &Path,
        bind: SocketAddr,
        base_url: &str,
        behind_proxy: bool,
    ) -> MailPlace {
        if smtp {
            MailPlace::Sent
        } else if bind.ip().is_loopback() && is_loopback_host(url_host(base_url)) && !behind_proxy {
            MailPlace::Mailbox(mail_dir.to_owned())
        } else {
            MailPlace::Folder(mail_dir.to_owned())
        }
    }

    /// The folder the mailbox shows, when it is on.
    pub fn mailbox(&self) -> Option<&Path> {
        match self {
            MailPlace::Mailbox(dir) => Some(dir),
            MailPlace::Sent | MailPlace::Folder(_) => None,
        }
    }

    /// Where the emails went, for the page after a game is created; `None`
    /// when they were sent.
    pub fn note(&self, lang: Lang) -> Option<MailNote> {
        match self {
            MailPlace::Sent => None,
            MailPlace::Folder(dir) => Some(MailNote::folder(lang, &dir.display().to_string())),
            MailPlace::Mailbox(_) => Some(MailNote::mailbox(lang)),
        }
    }

    /// The start-up line saying where mail goes.
    pub fn log(&self, base_url: &str) {
        match self {
            MailPlace::Sent => tracing::info!("emails are sent through SMTP_URL"),
            MailPlace::Folder(dir) => tracing::info!(
                folder = %absolute(dir).display(),
                "emails are written as .eml files (no SMTP_URL); the local mailbox is off, \
                 as the server listens beyond this machine"
            ),
            MailPlace::Mailbox(dir) => tracing::info!(
                folder = %absolute(dir).display(),
                mailbox = %format!("{base_url}/mail"),
                "emails are written as .eml files (no SMTP_URL); read them in the local mailbox"
            ),
        }
    }
}

fn absolute(dir: &Path) -> PathBuf {
    std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_owned())
}

/// The host of an `http(s)://host[:port]/...` URL, without brackets.
fn url_host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let authority = authority.rsplit_once('@').map_or(authority, |(_, a)| a);
    host_of(authority)
}

/// The host of a `Host` header or URL authority (`host`, `host:port`,
/// `[v6]:port`).
fn host_of(authority: &str) -> &str {
    if let Some(v6) = authority.strip_prefix('[') {
        return v6.split(']').next().unwrap_or_default();
    }
    authority.split(':').next().unwrap_or_default()
}

/// `localhost`, or an address in 127.0.0.0/8 or `::1`.
fn is_loopback_host(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A name the list shows: the file transport's `<id>.eml`, in letters,
/// digits, `-` and `_`. Nothing else is ever opened, so no path leaves the
/// mail folder.
pub fn is_listed_name(name: &str) -> bool {
    name.len() <= 128
        && name.strip_suffix(".eml").is_some_and(|stem| {
            !stem.is_empty()
                && stem
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// Registers the mailbox's routes when `place` shows one; otherwise they do
/// not exist and answer 404 like any unknown address.
pub fn routes(cfg: &mut web::ServiceConfig, place: &MailPlace) {
    if let Some(dir) = place.mailbox() {
        cfg.app_data(web::Data::new(Mailbox {
            dir: dir.to_owned(),
        }))
        .route("/mail", web::get().to(list))
        .route("/mail/{name}", web::get().to(show))
        .route("/mail/{name}/html", web::get().to(html));
    }
}

/// The mail folder the routes read.
#[derive(Debug)]
struct Mailbox {
    dir: PathBuf,
}

/// A listed email file.
struct Listed {
    name: String,
    written: SystemTime,
}

/// `GET /mail`.
async fn list(req: HttpRequest, mailbox: web::Data<Mailbox>) -> HttpResponse {
    if !from_this_machine(&req) {
        return not_found();
    }
    let dir = mailbox.dir.clone();
    let read = web::block(move || {
        let files = listed_files(&dir);
        let total = files.len();
        let rows: Vec<MailRow> = files
            .iter()
            .take(LISTED)
            .filter_map(|f| {
                let eml = read_listed(&dir, &f.name)?;
                Some(MailRow::new(&f.name, &letter(&eml), f.written))
            })
            .collect();
        (rows, total)
    })
    .await;
    match read {
        Ok((rows, total)) => {
            let folder = mailbox.dir.display().to_string();
            // In the reader's language (the browser's), as the error pages.
            let lang = super::reader::of_request(&req);
            let mut list = MailboxPage::new(folder, rows, total);
            list.layout = Layout::new(lang.say(MailboxWords::Heading)).in_lang(lang);
            page(StatusCode::OK, &list)
        }
        Err(e) => {
            tracing::error!(error = %e, "the mailbox could not be read");
            not_found()
        }
    }
}

/// `GET /mail/{name}`.
async fn show(
    req: HttpRequest,
    mailbox: web::Data<Mailbox>,
    name: web::Path<String>,
) -> HttpResponse {
    match read_named(&req, &mailbox, name.into_inner()).await {
        Some((name, eml)) => {
            let mut one = MailPage::new(&name, &letter(&eml));
            one.layout = one.layout.in_lang(super::reader::of_request(&req));
            page(StatusCode::OK, &one)
        }
        None => not_found(),
    }
}

/// `GET /mail/{name}/html`: the HTML part alone, for the frame of
/// `/mail/{name}`, its inline pictures (the board) put in as `data:` URLs
/// and its links opening the top page.
async fn html(
    req: HttpRequest,
    mailbox: web::Data<Mailbox>,
    name: web::Path<String>,
) -> HttpResponse {
    let Some((_, eml)) = read_named(&req, &mailbox, name.into_inner()).await else {
        return not_found();
    };
    let Some(html) = eml.html_with_images() else {
        return not_found();
    };
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .insert_header((header::CONTENT_SECURITY_POLICY, EMAIL_CSP))
        .body(links_open_on_top(&html))
}

/// What the pages show of an email read from its file.
fn letter(eml: &Eml) -> Letter<'_> {
    Letter {
        from: &eml.from,
        to: &eml.to,
        subject: &eml.subject,
        date: &eml.date,
        text: eml.text.as_deref(),
        has_html: eml.html.is_some(),
    }
}

/// The email behind a `{name}` the list would show, read off the pool.
async fn read_named(req: &HttpRequest, mailbox: &Mailbox, name: String) -> Option<(String, Eml)> {
    if !from_this_machine(req) || !is_listed_name(&name) {
        return None;
    }
    let dir = mailbox.dir.clone();
    web::block(move || read_listed(&dir, &name).map(|eml| (name, eml)))
        .await
        .ok()
        .flatten()
}

/// The emails of `dir` the list shows, newest first: regular files (not
/// links) with listed names and a plausible size.
fn listed_files(dir: &Path) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<Listed> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            if !is_listed_name(&name) {
                return None;
            }
            // The entry's own type: a symbolic link is not followed.
            let meta = entry.metadata().ok()?;
            if !entry.file_type().ok()?.is_file() || meta.len() > MAX_EML_BYTES {
                return None;
            }
            let written = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            Some(Listed { name, written })
        })
        .collect();
    files.sort_by(|a, b| b.written.cmp(&a.written).then_with(|| b.name.cmp(&a.name)));
    files
}

/// Reads `dir/name` if the list would show it.
fn read_listed(dir: &Path, name: &str) -> Option<Eml> {
    if !is_listed_name(name) {
        return None;
    }
    let path = dir.join(name);
    let meta = std::fs::symlink_metadata(&path).ok()?;
    if !meta.is_file() || meta.len() > MAX_EML_BYTES {
        return None;
    }
    let raw = std::fs::read(&path).ok()?;
    Some(eml::parse(&raw))
}

/// True when the request names this machine (`localhost`, a loopback
/// address): a page of another name that resolves here (DNS rebinding)
/// must not read the mailbox.
fn from_this_machine(req: &HttpRequest) -> bool {
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| {
            req.uri()
                .authority()
                .map(actix_web::http::uri::Authority::as_str)
        });
    host.is_some_and(|h| is_loopback_host(host_of(h)))
}

/// The email's HTML with `<base target="_top">` in front, so a link leaves
/// the frame for the whole window (the game's pages refuse to be framed).
fn links_open_on_top(html: &str) -> String {
    let base = "<base target=\"_top\">";
    let trimmed = html.trim_start();
    let doctype = trimmed
        .get(..9)
        .is_some_and(|start| start.eq_ignore_ascii_case("<!doctype"));
    match trimmed.find('>') {
        Some(end) if doctype => format!("{}{base}{}", &trimmed[..=end], &trimmed[end + 1..]),
        _ => format!("{base}{html}"),
    }
}

fn page(status: StatusCode, page: &impl Template) -> HttpResponse {
    let mut response = render_html_status(status, page);
    response.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        header::HeaderValue::from_static(CSP),
    );
    response
}

fn not_found() -> HttpResponse {
    render_html_status(
        StatusCode::NOT_FOUND,
        &ErrorPage::not_found(Lang::default(), Frame::NoSuchEmail, Frame::NoSuchEmailWhy),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decide(smtp: bool, bind: &str, base_url: &str, proxy: bool) -> MailPlace {
        MailPlace::decide(
            smtp,
            Path::new("./data/mail"),
            bind.parse().unwrap(),
            base_url,
            proxy,
        )
    }

    #[test]
    fn the_mailbox_is_on_only_for_files_on_a_loopback_address() {
        let dir = PathBuf::from("./data/mail");
        let on = MailPlace::Mailbox(dir.clone());
        let files = MailPlace::Folder(dir);
        for (bind, base) in [
            ("127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("127.0.0.5:8080", "http://localhost:8080/"),
            ("[::1]:8080", "http://[::1]:8080"),
            ("127.0.0.1:8080", "http://LOCALHOST:9000/catan"),
        ] {
            assert_eq!(decide(false, bind, base, false), on, "{bind} {base}");
            assert_eq!(decide(true, bind, base, false), MailPlace::Sent);
        }
        for (bind, base, proxy) in [
            ("0.0.0.0:8080", "http://0.0.0.0:8080", false),
            ("[::]:8080", "http://[::]:8080", false),
            ("192.168.1.5:8080", "http://192.168.1.5:8080", false),
            // A proxy on this machine would carry the mailbox outside.
            ("127.0.0.1:8080", "https://catan.example.org", false),
            ("127.0.0.1:8080", "http://127.0.0.1:8080", true),
            ("127.0.0.1:8080", "http://localhost.example.org", false),
        ] {
            assert_eq!(decide(false, bind, base, proxy), files, "{bind} {base}");
            assert_eq!(decide(true, bind, base, proxy), MailPlace::Sent);
        }
    }

    #[test]
    fn only_the_file_transports_names_are_listed() {
        assert!(is_listed_name("1c87fc79-d90d-4a46-b92e-b938f4ff6b52.eml"));
        for bad in [
            "..",
            "../secret.key",
            "..%2Fsecret.eml",
            "a/b.eml",
            ".eml",
            "x.eml.txt",
            "x.json",
            "a b.eml",
            "a\\b.eml",
            "sp\u{e4}t.eml",
        ] {
            assert!(!is_listed_name(bad), "{bad}");
        }
        assert!(!is_listed_name(&format!("{}.eml", "a".repeat(200))));
    }

    #[test]
    fn hosts_are_read_from_headers_and_urls() {
        assert_eq!(host_of("localhost:8080"), "localhost");
        assert_eq!(host_of("[::1]:8080"), "::1");
        assert_eq!(
            url_host("https://user@catan.example.org:443/x"),
            "catan.example.org"
        );
        assert!(is_loopback_host("127.1.2.3"));
        assert!(!is_loopback_host("catan.example.org"));
        assert!(!is_loopback_host(""));
    }

    #[test]
    fn the_email_html_gets_a_base_that_opens_links_on_top() {
        assert_eq!(
            links_open_on_top("<!DOCTYPE html>\n<html><body>x</body></html>"),
            "<!DOCTYPE html><base target=\"_top\">\n<html><body>x</body></html>"
        );
        assert_eq!(
            links_open_on_top("<p>x</p>"),
            "<base target=\"_top\"><p>x</p>"
        );
    }
}
