//! `/play/{token}/reminders`: a seat turns reminder emails off or on. The
//! same POST answers the one-click unsubscribe of RFC 8058 that reminder
//! emails announce in their `List-Unsubscribe` header.

use super::pages::{render_html, see_other, PageError};
use super::AppState;
use crate::lang::form::FormRefused;
use crate::lang::reminders::RemindersWords;
use crate::views::common::frame::Layout;
use actix_web::{get, post, web, HttpResponse};
use askama::Template;

/// The reminders page.
#[derive(Debug, Template)]
#[template(path = "reminders.html")]
pub struct RemindersPage {
    pub layout: Layout,
    pub on: bool,
    pub action: String,
    pub back: String,
}

/// The form (or the RFC 8058 one-click body, `List-Unsubscribe=One-Click`).
#[derive(Debug, serde::Deserialize)]
pub struct RemindersForm {
    pub on: Option<String>,
    #[serde(rename = "List-Unsubscribe")]
    pub one_click: Option<String>,
}

/// `GET /play/{token}/reminders`: whether reminders are on, and a button to switch.
#[get("/play/{token}/reminders")]
pub async fn page(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let seats = state.service.seats(game).await?;
    let on = seats
        .iter()
        .find(|s| s.seat == seat.0)
        .is_none_or(|s| s.reminders);
    let lang = state.service.seat_language(game, seat).await?;
    Ok(render_html(&RemindersPage {
        layout: Layout::new(lang.say(RemindersWords::Heading)).in_lang(lang),
        on,
        action: format!("/play/{token}/reminders"),
        back: format!("/play/{token}"),
    }))
}

/// `POST /play/{token}/reminders`: sets reminders on (`on=1`) or off.
#[post("/play/{token}/reminders")]
pub async fn set(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<RemindersForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let on = match (&form.on, &form.one_click) {
        (Some(v), _) if v == "1" => true,
        (Some(v), _) if v == "0" => false,
        (None, Some(v)) if v == "One-Click" => false,
        _ => return Err(PageError::Form(FormRefused::RemindersNeither)),
    };
    state.service.set_reminders(game, seat.0, on).await?;
    if form.one_click.is_some() {
        let lang = state.service.seat_language(game, seat).await?;
        return Ok(HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(lang.say(RemindersWords::OneClickOff)));
    }
    Ok(see_other(&format!("/play/{token}/reminders")))
}
