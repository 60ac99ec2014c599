//! Answers for requests no route takes: 404 for an address the server does
//! not know, 405 for a known address asked with another method; a short
//! page, or a JSON body under `/api`.

use super::error::ErrorBody;
use super::pages::render_html_status;
use crate::views::common::frame::ErrorPage;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};

/// The default service: 404 or 405.
pub async fn unmatched(req: HttpRequest) -> HttpResponse {
    let known = req.resource_map().has_resource(req.path());
    let (status, heading, message) = if known {
        (
            StatusCode::METHOD_NOT_ALLOWED,
            "Not like this",
            format!("This address does not answer {} requests.", req.method()),
        )
    } else {
        (
            StatusCode::NOT_FOUND,
            "No such page",
            "There is nothing at this address. If it came from an email, check that the \
             whole link was copied."
                .to_owned(),
        )
    };
    if req.path().starts_with("/api/") {
        HttpResponse::build(status).json(ErrorBody {
            error: message,
            version: None,
        })
    } else {
        render_html_status(status, &ErrorPage::not_found(heading, message))
    }
}
