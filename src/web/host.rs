//! The host's page (`/host/{token}`): seats, who the game waits for and since
//! when, the links to share, and "resend an invitation" (which queues the
//! invitation email again through the outbox).

use super::forms::ResendForm;
use super::pages::{names, render_html, see_other, PageError};
use super::AppState;
use crate::game::service::InvitationFacts;
use crate::game::ServiceError;
use crate::rules::classic::view;
use crate::rules::Viewer;
use crate::views::host::{HostInput, HostPage};
use crate::views::{when, Notice};
use actix_web::{get, post, web, HttpResponse};
use serde::Deserialize;
use std::time::SystemTime;

/// The query of the host page.
#[derive(Debug, Deserialize)]
pub struct HostQuery {
    /// Set right after the game was created.
    pub created: Option<String>,
    /// The seat whose invitation was just queued again.
    pub resent: Option<u8>,
}

/// `GET /host/{token}`.
#[get("/host/{token}")]
pub async fn host_page(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: web::Query<HostQuery>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let loaded = state.service.load(game).await?;
    let s = &loaded.state;
    let last = state
        .service
        .store()
        .load_events(game, s.version.saturating_sub(1))
        .await
        .map_err(ServiceError::from)?;
    let since = last.first().map_or_else(
        || "the start".to_owned(),
        |e| when(e.created_at, SystemTime::now()),
    );
    let names = names(&loaded.meta);
    let emails: Vec<String> = loaded.meta.seats.iter().map(|r| r.email.clone()).collect();
    let notice = query.resent.map(|seat| {
        Notice::info(format!(
            "The invitation to {} is on its way again.",
            names.of(crate::rules::Seat(seat))
        ))
    });
    let view = view(s, Viewer::Spectator);
    Ok(render_html(&HostPage::new(HostInput {
        game_id: game,
        token: &token,
        base_url: state.service.base_url(),
        view: &view,
        names: &names,
        emails: &emails,
        since,
        notice,
        created: query.created.is_some(),
    })))
}

/// `POST /host/{token}/resend`: queues a seat's invitation again.
#[post("/host/{token}/resend")]
pub async fn resend(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<ResendForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let loaded = state.service.load(game).await?;
    let meta = &loaded.meta;
    let row = meta
        .seats
        .iter()
        .find(|r| r.seat == form.seat)
        .ok_or_else(|| PageError::BadRequest(format!("there is no seat {}", form.seat)))?;
    let players: Vec<String> = meta.seats.iter().map(|r| r.name.clone()).collect();
    let mail = (state.inviter)(&InvitationFacts {
        game_id: game,
        seat: row.seat,
        name: &row.name,
        email: &row.email,
        players: &players,
        ruleset: meta.ruleset,
        your_turn: loaded
            .state
            .phase
            .awaiting()
            .contains(&crate::rules::Seat(row.seat)),
    });
    state
        .service
        .store()
        .queue_mail(game, &mail)
        .await
        .map_err(ServiceError::from)?;
    Ok(see_other(&format!("/host/{token}?resent={}", row.seat)))
}
