//! The HTTP layer: routes, shared application state and request limits.
//! Handlers stay thin: parse, call the game service, answer. Once its link
//! is resolved, a page is built from one service call, and a command is one
//! call too (its emails are the service's business); handlers never read
//! the store themselves.

pub mod api;
pub mod assets;
pub mod client_ip;
pub mod error;
pub mod fallback;
pub mod forms;
pub mod headers;
pub mod health;
pub mod history;
pub mod host;
pub mod limits;
pub mod links;
pub mod mail_viewer;
pub mod me;
pub mod origin;
pub mod pages;
pub mod plans;
pub mod rate_limit;
pub mod reader;
pub mod reminders;
pub mod seat_settings;

use crate::game::GameService;
use actix_web::web;
use std::sync::Arc;

pub use crate::views::time::rfc3339;

/// Largest request body accepted (JSON or form).
pub const MAX_BODY: usize = 64 * 1024;

/// What every handler shares.
pub struct AppState {
    /// The game service, which queues the emails of every change itself.
    pub service: Arc<GameService>,
    /// Limits on the requests that send email.
    pub limits: rate_limit::Limits,
    /// Where the emails go, and whether `/mail` shows them.
    pub mail: mail_viewer::MailPlace,
}

/// Registers every route; the local mailbox's only where `mail` shows one.
pub fn routes(cfg: &mut web::ServiceConfig, mail: &mail_viewer::MailPlace) {
    mail_viewer::routes(cfg, mail);
    cfg.app_data(
        web::JsonConfig::default()
            .limit(MAX_BODY)
            .error_handler(|err, _req| error::ApiError::from(err).into()),
    )
    .app_data(web::PayloadConfig::default().limit(MAX_BODY))
    .app_data(
        web::FormConfig::default()
            .limit(MAX_BODY)
            .error_handler(|err, _req| pages::unreadable_form(&err)),
    )
    .app_data(web::QueryConfig::default().error_handler(|_err, _req| pages::unreadable_query()))
    .service(health::healthz)
    .service(api::create_game)
    .service(api::play_state)
    .service(api::post_command)
    .service(api::get_plans)
    .service(api::post_plans)
    .service(api::talk)
    .service(api::post_talk)
    .service(api::public_game)
    .service(api::public_events)
    .service(api::public_export)
    .service(api::host_export)
    .service(api::seat_export)
    .service(api::propose_rewind)
    .service(api::answer_rewind)
    .service(assets::serve)
    .service(pages::home)
    .service(pages::create_game)
    .service(history::game_history)
    .service(history::seat_history)
    .service(history::host_rewind)
    .service(history::seat_rewind)
    .service(pages::play_page)
    .service(pages::play_post)
    .service(pages::talk_post)
    .service(pages::game_page)
    .service(host::host_page)
    .service(host::again)
    .service(host::resend)
    .service(host::deadline)
    .service(host::pause)
    .service(host::hand_over)
    .service(host::keep_after)
    .service(host::start)
    .service(reminders::page)
    .service(reminders::set)
    .service(seat_settings::preferences)
    .service(plans::post_plans)
    .service(host::quiet_hours)
    .service(seat_settings::away)
    .service(seat_settings::take_back)
    .service(seat_settings::language)
    .service(me::page)
    .service(me::api)
    .service(me::replace)
    .service(me::post_settings)
    .service(me::put_settings)
    .service(links::page)
    .service(links::api)
    .default_service(web::to(fallback::unmatched));
}
