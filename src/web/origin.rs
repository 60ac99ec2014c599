//! Cross-site requests refused: a browser on another website may submit
//! forms to this one (the home page's new-game form, the seat, host and
//! reminder forms), so every POST (and any other method that changes
//! something) is checked before any handler runs, and a refused one is
//! answered 403 and changes nothing. An `Origin` header, whenever present,
//! must be the origin of `BASE_URL` (scheme, host and port, the host in
//! lower case and a default port dropped), whatever `Sec-Fetch-Site` says;
//! the `Host` header is never trusted to say what this site is. A
//! `Sec-Fetch-Site` of `cross-site` or `same-site` is refused too, and
//! without `Origin` a `Referer` must lie on `BASE_URL`'s origin. The one
//! exception is `Origin: null`, which browsers send from this site's own
//! pages (their referrer policy is `no-referrer`): it passes only with
//! `Sec-Fetch-Site: same-origin`. A request
//! with none of these headers (curl, scripts, a mail provider's one-click
//! unsubscribe) passes: browsers send `Origin` on every POST. The server
//! sets no cookies, so there is no cookie to mark `SameSite`.

use super::error::ErrorBody;
use super::pages::{back_link_of, render_html_status};
use super::AppState;
use crate::lang::frame::Frame;
use crate::lang::service::ServiceWords;
use crate::lang::Lang;
use crate::views::common::frame::ErrorPage;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::Data;
use actix_web::{Error, HttpResponse};
use url::Url;

/// What a request says about where it comes from.
#[derive(Debug, Clone, Copy, Default)]
pub struct Provenance<'a> {
    /// `Sec-Fetch-Site`.
    pub fetch_site: Option<&'a str>,
    /// `Origin`.
    pub origin: Option<&'a str>,
    /// `Referer`.
    pub referer: Option<&'a str>,
}

/// The origin of `url` (`scheme://host[:port]`), normalized as browsers
/// write it in `Origin` (the host in lower case, a default port dropped),
/// or `None` for a URL that has no such origin (`null`, `data:`, not a URL).
fn origin_of(url: &str) -> Option<url::Origin> {
    let origin = Url::parse(url.trim()).ok()?.origin();
    origin.is_tuple().then_some(origin)
}

/// True when `url` lies on the origin of `base_url`.
fn is_ours(url: &str, base_url: &str) -> bool {
    match (origin_of(url), origin_of(base_url)) {
        (Some(theirs), Some(ours)) => theirs == ours,
        _ => false,
    }
}

/// True when a request that changes something comes from another site:
/// an `Origin` that is not `base_url`'s, a `Sec-Fetch-Site` naming
/// another site, or (without `Origin`) a `Referer` off `base_url`'s origin.
///
/// `Origin: null` names no site at all, and it is what a browser sends
/// with a form posted from this site's own pages: they carry
/// `Referrer-Policy: no-referrer`, under which the Fetch standard writes
/// the origin of a navigation as `null`. So `null` passes only where
/// `Sec-Fetch-Site` vouches for it (`same-origin`), which a browser sets
/// from the page that sent the form whatever its referrer policy; without
/// that header it is refused.
pub fn is_cross_site(p: &Provenance<'_>, base_url: &str) -> bool {
    let fetch_site = p.fetch_site.map(str::trim);
    if fetch_site.is_some_and(|site| !matches!(site, "same-origin" | "none")) {
        return true;
    }
    match p.origin.map(str::trim) {
        Some("null") => fetch_site != Some("same-origin"),
        Some(origin) => !is_ours(origin, base_url),
        None => p.referer.is_some_and(|referer| !is_ours(referer, base_url)),
    }
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
        };
        let base_url = req
            .app_data::<Data<AppState>>()
            .map(|s| s.service.base_url().to_owned())
            .unwrap_or_default();
        if is_cross_site(&provenance, &base_url) {
            let lang = super::reader::of_request(req.request());
            let answer = refusal(req.path(), &base_url, lang);
            return Ok(req.into_response(answer).map_into_right_body());
        }
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}

/// The 403: JSON on the API, else a page leading back to the seat's or the
/// host's page the form was sent to, naming this site's address.
fn refusal(path: &str, base_url: &str, lang: Lang) -> HttpResponse {
    if path.starts_with("/api/") {
        return HttpResponse::Forbidden().json(ErrorBody {
            // The API answers in English, its language.
            error: Lang::En.say(ServiceWords::ApiOtherSite),
            version: None,
        });
    }
    let why = origin_of(base_url).map_or(Frame::OtherSiteWhy, |o| Frame::OtherSiteWhyAt {
        site: o.ascii_serialization(),
    });
    let page = ErrorPage::new(lang, Frame::OtherSite, why).back_to(back_link_of(path));
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
    fn fetch_metadata_naming_another_site_is_refused() {
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
            ..Provenance::default()
        };
        assert!(cross(with("https://evil.example")));
        assert!(cross(with("null")), "without Sec-Fetch-Site");
        assert!(cross(with("")));
        assert!(cross(with("https://catan.example.org.evil.example")));
        assert!(cross(with("http://catan.example.org")));
        assert!(cross(with("https://catan.example.org:8443")));
        assert!(!cross(with("https://catan.example.org")));
        assert!(!cross(with("HTTPS://Catan.Example.org")));
        assert!(
            !cross(with("https://catan.example.org:443")),
            "default port"
        );
    }

    #[test]
    fn a_null_origin_passes_only_when_fetch_metadata_says_same_origin() {
        let null = |fetch_site| Provenance {
            fetch_site,
            origin: Some("null"),
            ..Provenance::default()
        };
        assert!(
            !cross(null(Some("same-origin"))),
            "our own no-referrer pages"
        );
        assert!(cross(null(None)));
        assert!(cross(null(Some("none"))));
        assert!(cross(null(Some("cross-site"))));
    }

    #[test]
    fn the_origin_decides_whatever_fetch_metadata_says() {
        for site in ["same-origin", "none"] {
            let p = Provenance {
                fetch_site: Some(site),
                origin: Some("https://evil.example"),
                ..Provenance::default()
            };
            assert!(cross(p), "{site}");
        }
        let ours_but_cross_site = Provenance {
            fetch_site: Some("cross-site"),
            origin: Some("https://catan.example.org"),
            ..Provenance::default()
        };
        assert!(cross(ours_but_cross_site));
    }

    #[test]
    fn a_base_url_with_a_port_or_in_capitals_is_compared_normalized() {
        let origin = |o| Provenance {
            origin: Some(o),
            ..Provenance::default()
        };
        let base = "http://127.0.0.1:8080";
        assert!(!is_cross_site(&origin("http://127.0.0.1:8080"), base));
        assert!(is_cross_site(&origin("http://127.0.0.1"), base));
        assert!(is_cross_site(&origin("http://localhost:8080"), base));
        let base = "HTTP://Catan.Example.org:80/";
        assert!(!is_cross_site(&origin("http://catan.example.org"), base));
        assert!(is_cross_site(
            &origin("http://catan.example.org"),
            "not a url"
        ));
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
    }
}
