//! Answers for requests no route takes: 404 for an address the server does
//! not know, 405 for a known address asked with another method; a short
//! page, or a JSON body under `/api`.

use super::error::ErrorBody;
use super::pages::render_html_status;
use crate::lang::frame::Frame;
use crate::lang::Lang;
use crate::views::common::frame::ErrorPage;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};

/// The default service: 404 or 405.
pub async fn unmatched(req: HttpRequest) -> HttpResponse {
    let known = req.resource_map().has_resource(req.path());
    let (status, heading, message) = if known {
        (
            StatusCode::METHOD_NOT_ALLOWED,
            Frame::NotLikeThis,
            Frame::NotLikeThisWhy {
                method: req.method().to_string(),
            },
        )
    } else {
        (
            StatusCode::NOT_FOUND,
            Frame::NoSuchPage,
            Frame::NoSuchPageWhy,
        )
    };
    if req.path().starts_with("/api/") {
        // The API answers in English, its language.
        HttpResponse::build(status).json(ErrorBody {
            error: Lang::En.say(message),
            version: None,
        })
    } else {
        render_html_status(
            status,
            &ErrorPage::not_found(super::reader::of_request(&req), heading, message),
        )
    }
}
