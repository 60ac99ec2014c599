//! A seat's own settings (`/play/{token}/away`, `/play/{token}/take-back`):
//! away until a date (the stand-in plays its decisions at once meanwhile)
//! and taking the seat back from the stand-in; and the panel that shows
//! them on the seat's page.

use super::pages::{see_other, PageError};
use super::AppState;
use crate::game::service::{Loaded, ServiceError};
use crate::rules::Seat;
use crate::views::seat_settings::SeatSettings;
use crate::views::time::{end_of_day, rfc3339};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::time::SystemTime;

/// The seat-settings panel of `seat`'s page.
pub async fn panel(
    state: &AppState,
    loaded: &Loaded,
    seat: Seat,
    token: &str,
) -> Result<SeatSettings, ServiceError> {
    let attendance = state.service.attendance(loaded.meta.id).await?;
    let now = SystemTime::now();
    let others = loaded
        .meta
        .seats
        .iter()
        .map(|row| Seat(row.seat))
        .filter(|s| *s != seat)
        .filter_map(|s| {
            super::host::stand_in_words(attendance.seat(s), now)
                .map(|words| format!("{}: {words}.", loaded.meta.name(s)))
        })
        .collect();
    let mine = super::host::stand_in_words(attendance.seat(seat), now)
        .map(|words| format!("Your seat: {words}; the stand-in makes your decisions at once."));
    let tomorrow = now + std::time::Duration::from_secs(86_400);
    Ok(SeatSettings {
        away_action: format!("/play/{token}/away"),
        take_back_action: format!("/play/{token}/take-back"),
        version: loaded.version,
        mine,
        others,
        first_date: rfc3339(tomorrow).get(..10).unwrap_or_default().to_owned(),
        finished: loaded.state.status().is_over(),
    })
}

/// The away form: the game's version and the last day away ("YYYY-MM-DD").
#[derive(Debug, Deserialize)]
pub struct AwayForm {
    pub version: u64,
    pub until: String,
}

/// `POST /play/{token}/away`: the seat is away until the end of a day
/// (UTC); every seat is emailed.
#[post("/play/{token}/away")]
pub async fn away(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<AwayForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let until = end_of_day(&form.until)
        .ok_or_else(|| PageError::BadRequest(format!("{:?} is not a date", form.until)))?;
    state
        .service
        .set_away(game, seat, form.version, until)
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}

/// The take-back form: the game's version.
#[derive(Debug, Deserialize)]
pub struct TakeBackForm {
    pub version: u64,
}

/// `POST /play/{token}/take-back`: the player plays the seat again.
#[post("/play/{token}/take-back")]
pub async fn take_back(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<TakeBackForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    state
        .service
        .take_seat_back(game, seat, form.version)
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}
