//! A seat's standing plans for the Special Building Phase on its page
//! (`POST /play/{token}/plans`): the panel's data, and the form that adds
//! a build, removes one or clears them. Nothing of it reaches another seat.

use super::pages::{see_other, PageError};
use super::AppState;
use crate::game::service::{Loaded, SpecialBuilding, MAX_PLANS};
use crate::game::ServiceError;
use crate::lang::form::FormRefused;
use crate::lang::Lang;
use crate::rules::{AnyCommand, Seat, Viewer};
use crate::views::common::words::Names;
use crate::views::present;
use crate::views::seat_settings::PlansPanel;
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;

/// The plans panel of `seat`'s page, in a game that plays its Special
/// Building Phase by plans and is not over (`None` otherwise).
pub async fn panel(
    state: &AppState,
    lang: Lang,
    loaded: &Loaded,
    seat: Seat,
    token: &str,
    names: &Names,
) -> Result<Option<PlansPanel>, ServiceError> {
    if loaded.meta.special_building != SpecialBuilding::Plans
        || !loaded.state.public_turn(seat).special_phase
        || loaded.state.status().is_over()
    {
        return Ok(None);
    }
    let plans = state.service.plans(loaded.meta.id, seat).await?;
    let view = loaded.state.view(Viewer::Seat(seat));
    let planned = present::choices(lang, &view, &plans, names)
        .into_iter()
        .map(|c| c.words)
        .collect();
    let options = loaded.state.plan_options(seat);
    let options = present::choices(lang, &view, &options, names)
        .into_iter()
        .filter(|c| !plans.contains(&c.command))
        .filter_map(|c| Some((serde_json::to_string(&c.command).ok()?, c.words)))
        .collect();
    Ok(Some(PlansPanel {
        action: format!("/play/{token}/plans"),
        planned,
        options,
        full: plans.len() >= MAX_PLANS,
    }))
}

/// The plans form: a build to add (as the panel lists it), the place of
/// a plan to remove, or "clear".
#[derive(Debug, Deserialize)]
pub struct PlansForm {
    #[serde(default)]
    pub add: Option<String>,
    #[serde(default)]
    pub remove: Option<String>,
    #[serde(default)]
    pub clear: Option<String>,
}

/// `POST /play/{token}/plans`: the seat changes its standing plans; the
/// game's log, version and emails stay as they are.
#[post("/play/{token}/plans")]
pub async fn post_plans(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<PlansForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let ruleset = state.service.load(game).await?.meta.ruleset;
    let mut plans = state.service.plans(game, seat).await?;
    let unread = || PageError::Form(FormRefused::PlanUnread);
    match (&form.add, &form.remove, &form.clear) {
        (Some(add), None, None) => {
            let value: serde_json::Value = serde_json::from_str(add).map_err(|_| unread())?;
            plans.push(AnyCommand::deserialize_for(ruleset, value).map_err(|_| unread())?);
        }
        (None, Some(remove), None) => {
            let i: usize = remove.parse().map_err(|_| unread())?;
            if i >= plans.len() {
                return Err(PageError::Form(FormRefused::PlanGone));
            }
            plans.remove(i);
        }
        (None, None, Some(_)) => plans.clear(),
        _ => return Err(unread()),
    }
    state.service.set_plans(game, seat, &plans).await?;
    Ok(see_other(&format!("/play/{token}#plans")))
}
