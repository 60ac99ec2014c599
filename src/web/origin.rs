//! Cross-site requests refused: a browser on another website may submit
//! forms to this one (the home page's new-game form, the seat, host and
//! reminder forms), so every POST (and any other method that changes
//! something) whose `Sec-Fetch-Site`, `Origin` or `Referer` names another
//! site is answered 403 before any handler runs, and changes nothing. A
//! request with none of these headers (curl, scripts, a mail provider's
//! one-click unsubscribe) passes: browsers send `Origin` on every
//! cross-site POST. The server sets no cookies, so there is no cookie to
//! mark `SameSite`.

use super::error::ErrorBody;
use super::pages::render_html_status;
use super::AppState;
use crate::views::common::frame::ErrorPage;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::Data;
use actix_web::{Error, HttpResponse};

/// What a request says about where it comes from.
#[derive(Debug, Clone, Copy, Default)]
pub struct Provenance<'a> {
    /// `Sec-Fetch-Site`.
    pub fetch_site: Option<&'a str>,
    /// `Origin`.
    pub origin: Option<&'a str>,
    /// `Referer`.
    pub referer: Option<&'a str>,
    /// `Host`.
    pub host: Option<&'a str>,
}

/// `scheme://host[:port]` of a URL, lower-cased, or `None` if it has none.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if scheme.is_empty() || authority.is_empty() {
        return None;
    }
    Some(format!("{scheme}://{authority}").to_ascii_lowercase())
}

/// True when `origin` (`scheme://host[:port]`) is this site: the origin of
/// `base_url`, or the host the request was sent to.
fn is_ours(origin: &str, base_url: &str, host: Option<&str>) -> bool {
    let origin = origin.to_ascii_lowercase();
    if origin_of(base_url).is_some_and(|ours| ours == origin) {
        return true;
    }
    let authority = origin.split_once("://").map_or("", |(_, a)| a);
    host.is_some_and(|h| h.eq_ignore_ascii_case(authority))
}

/// True when a request that changes something comes from another site.
pub fn is_cross_site(p: &Provenance<'_>, base_url: &str) -> bool {
    match p.fetch_site.map(str::trim) {
        Some("same-origin" | "none") => return false,
        Some(_) => return true,
        None => {}
    }
    if let Some(origin) = p.origin.map(str::trim) {
        return origin == "null" || !is_ours(origin, base_url, p.host);
    }
    if let Some(referer) = p.referer {
        return origin_of(referer.trim()).is_none_or(|o| !is_ours(&o, base_url, p.host));
    }
    false
}

fn changes_something(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// The middleware: `App::wrap(from_fn(origin::refuse_cross_site))`.
pub async fn refuse_cross_site(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    if changes_something(req.method()) {
        let header = |name| {
            req.headers()
                .get(name)
                .and_then(|v: &header::HeaderValue| v.to_str().ok())
        };
        let provenance = Provenance {
            fetch_site: header(header::HeaderName::from_static("sec-fetch-site")),
            origin: header(header::ORIGIN),
            referer: header(header::REFERER),
            host: header(header::HOST),
        };
        let base_url = req
            .app_data::<Data<AppState>>()
            .map(|s| s.service.base_url().to_owned())
            .unwrap_or_default();
        if is_cross_site(&provenance, &base_url) {
            let answer = refusal(req.path().starts_with("/api/"));
            return Ok(req.into_response(answer).map_into_right_body());
        }
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}

const REFUSED: &str = "this request came from another website, so it was refused; nothing \
                       was changed. Use the form on this site's own page";

fn refusal(api: bool) -> HttpResponse {
    if api {
        return HttpResponse::Forbidden().json(ErrorBody {
            error: REFUSED.to_owned(),
            version: None,
        });
    }
    let page = ErrorPage::new(
        "Sent from another website",
        "This form was sent from another website, so it was refused and nothing was \
         changed. If you meant to do this, open this site's own page and send the form there.",
    );
    render_html_status(StatusCode::FORBIDDEN, &page)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "https://catan.example.org/play-area";

    fn cross(p: Provenance<'_>) -> bool {
        is_cross_site(&p, BASE)
    }

    #[test]
    fn fetch_metadata_decides_when_present() {
        for (site, refused) in [
            ("cross-site", true),
            ("same-site", true),
            ("same-origin", false),
            ("none", false),
        ] {
            let p = Provenance {
                fetch_site: Some(site),
                ..Provenance::default()
            };
            assert_eq!(cross(p), refused, "{site}");
        }
    }

    #[test]
    fn a_foreign_or_opaque_origin_is_refused_and_ours_passes() {
        let with = |origin| Provenance {
            origin: Some(origin),
            host: Some("10.0.0.5:8080"),
            ..Provenance::default()
        };
        assert!(cross(with("https://evil.example")));
        assert!(cross(with("null")));
        assert!(cross(with("https://catan.example.org.evil.example")));
        assert!(cross(with("http://catan.example.org")));
        assert!(!cross(with("https://catan.example.org")));
        assert!(!cross(with("HTTPS://Catan.Example.org")));
        assert!(!cross(with("http://10.0.0.5:8080")), "the host asked for");
    }

    #[test]
    fn without_origin_the_referer_decides() {
        let with = |referer| Provenance {
            referer: Some(referer),
            ..Provenance::default()
        };
        assert!(cross(with("https://evil.example/catan.example.org/")));
        assert!(cross(with("not a url")));
        assert!(!cross(with("https://catan.example.org/play/abc?x=1")));
    }

    #[test]
    fn a_request_that_names_no_site_passes() {
        assert!(!cross(Provenance::default()));
        assert!(!cross(Provenance {
            host: Some("anything"),
            ..Provenance::default()
        }));
    }
}
