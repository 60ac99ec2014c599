//! "Lost your links?": `POST /links` (the front page's form, field
//! `email`) and `POST /api/links` (`{"email": ...}`) email a person the
//! links of their games. Both answer 202 with the same page or body
//! whether the address plays here or not, after counting the request
//! against the limits per client and per address (the same for every
//! address); the work that looks the address up and queues the email runs
//! after the answer, so that its time tells nothing either. What is no
//! email address at all is 422, and nothing is counted or done.

use std::sync::Arc;

use actix_web::http::{header, StatusCode};
use actix_web::{post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};

use super::client_ip::client_ip_of;
use super::error::{ApiError, ErrorBody};
use super::pages::{render_html_status, PageError};
use super::rate_limit::Refused;
use super::AppState;
use crate::game::service::deliverable_email;
use crate::lang::service::ServiceWords;
use crate::lang::Lang;
use crate::views::home::LinksPage;

/// The front page's form.
#[derive(Debug, Deserialize)]
pub struct LinksForm {
    pub email: String,
}

/// `POST /api/links`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinksBody {
    pub email: String,
}

/// The `202` answer of `POST /api/links`, the same for every address.
#[derive(Debug, Serialize)]
pub struct AcceptedBody {
    /// Always `accepted`.
    pub status: &'static str,
    pub message: String,
}

/// `POST /links`: the answer page, in the reader's language.
#[post("/links")]
pub async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    form: web::Form<LinksForm>,
) -> Result<HttpResponse, PageError> {
    let lang = super::reader::of_request(&req);
    let asked = super::reader::query_of(&req);
    let Some(email) = address(&form.email) else {
        let page = LinksPage::refused(lang, &form.email, asked);
        return Ok(render_html_status(StatusCode::UNPROCESSABLE_ENTITY, &page));
    };
    ask(&state, &req, email).await?;
    Ok(render_html_status(
        StatusCode::ACCEPTED,
        &LinksPage::accepted(lang, asked),
    ))
}

/// `POST /api/links`: `{"status": "accepted", ...}`.
#[post("/api/links")]
pub async fn api(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<LinksBody>,
) -> Result<HttpResponse, ApiError> {
    let Some(email) = address(&body.email) else {
        return Ok(HttpResponse::UnprocessableEntity().json(ErrorBody {
            error: Lang::En.say(ServiceWords::ApiLinksNotAnAddress {
                email: format!("{:?}", body.email),
            }),
            version: None,
        }));
    };
    ask(&state, &req, email).await?;
    Ok(HttpResponse::Accepted()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(AcceptedBody {
            status: "accepted",
            message: Lang::En.say(ServiceWords::ApiLinksAccepted),
        }))
}

/// `typed` as an address the mail worker takes, trimmed; `None` when it
/// is none.
fn address(typed: &str) -> Option<&str> {
    let email = typed.trim();
    deliverable_email(email).then_some(email)
}

/// Counts the request from its client, then for `email` (the same for
/// every address), and, if it passes, leaves the email to be looked up and
/// queued once the answer is on its way.
async fn ask(state: &web::Data<AppState>, req: &HttpRequest, email: &str) -> Result<(), Refused> {
    state
        .limits
        .links
        .check(&state.service, client_ip_of(req))
        .await?;
    state
        .limits
        .links_address
        .check(&state.service, email)
        .await?;
    let service = Arc::clone(&state.service);
    let email = email.to_owned();
    actix_web::rt::spawn(async move {
        // Never the address in the log: only that the work failed.
        if let Err(e) = service.send_links(&email).await {
            tracing::error!(error = %e, "the links asked for could not be queued");
        }
    });
    Ok(())
}
