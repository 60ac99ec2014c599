//! Standing plans for the Special Building Phase of a game created with
//! `"special_building": "plans"`: a seat's ordered list of builds ("a road
//! at C3-C4, a city at F2, a development card, if I can pay"), set and
//! cleared at any time, kept outside the log ([`crate::store`]'s
//! `special_plans`), and made for the seat as each phase opens, in the same
//! append as the command that ended the turn ([`super::submit`]). Setting
//! a plan appends nothing and sends nothing, so no other seat or spectator
//! can read anything of it until its build is made.

use super::{GameService, ServiceError, SpecialBuilding};
use crate::rules::{AnyCommand, AnyState, RuleError, Ruleset, Seat};
use serde_json::Value;
use std::collections::BTreeSet;
use uuid::Uuid;

/// The most plans a seat keeps: more than it could ever pay for in one
/// phase.
pub const MAX_PLANS: usize = 8;

/// Every seat's plans as read before an append, with those spent since.
#[derive(Debug)]
pub(super) struct StandingPlans {
    seats: Vec<SeatPlans>,
}

#[derive(Debug)]
struct SeatPlans {
    seat: Seat,
    /// The list as read, to replace it only if the seat left it alone.
    read: Value,
    /// Each readable plan with its place in the list.
    plans: Vec<(usize, AnyCommand)>,
    spent: BTreeSet<usize>,
}

impl StandingPlans {
    /// The plans `rows` (seat, JSON list) of a game of `ruleset`; a plan
    /// that does not read as a command of it is spent.
    pub(super) fn read(ruleset: Ruleset, rows: Vec<(u8, Value)>) -> Self {
        let seats = rows
            .into_iter()
            .map(|(seat, read)| {
                let mut plans = Vec::new();
                let mut spent = BTreeSet::new();
                for (i, v) in read.as_array().into_iter().flatten().enumerate() {
                    match AnyCommand::deserialize_for(ruleset, v) {
                        Ok(c) => plans.push((i, c)),
                        Err(_) => {
                            spent.insert(i);
                        }
                    }
                }
                SeatPlans {
                    seat: Seat(seat),
                    read,
                    plans,
                    spent,
                }
            })
            .collect();
        StandingPlans { seats }
    }

    /// The commands the plans make in `state` (none unless it waits in a
    /// phase plans answer); the plans they spend are marked.
    pub(super) fn act(&mut self, state: &AnyState) -> Vec<(Seat, AnyCommand)> {
        let left: Vec<(Seat, Vec<AnyCommand>)> = self
            .seats
            .iter()
            .map(|s| (s.seat, s.left().map(|(_, c)| c.clone()).collect()))
            .collect();
        // Where each plan handed over stands in its seat's whole list.
        let places: Vec<Vec<usize>> = self
            .seats
            .iter()
            .map(|s| s.left().map(|(at, _)| *at).collect())
            .collect();
        let acted = state.act_on_plans(&left);
        for (seat, i) in acted.spent {
            if let Some(k) = self.seats.iter().position(|s| s.seat == seat) {
                if let Some(at) = places[k].get(i) {
                    self.seats[k].spent.insert(*at);
                }
            }
        }
        acted.commands
    }

    /// For each seat whose plans were spent: (seat, the list read, the
    /// list left).
    pub(super) fn spent(&self) -> Vec<(u8, Value, Value)> {
        self.seats
            .iter()
            .filter(|s| !s.spent.is_empty())
            .map(|s| {
                let left: Vec<Value> = s
                    .read
                    .as_array()
                    .into_iter()
                    .flatten()
                    .enumerate()
                    .filter(|(i, _)| !s.spent.contains(i))
                    .map(|(_, v)| v.clone())
                    .collect();
                (s.seat.0, s.read.clone(), Value::Array(left))
            })
            .collect()
    }
}

impl SeatPlans {
    /// The plans not spent, with their places in the list.
    fn left(&self) -> impl Iterator<Item = &(usize, AnyCommand)> {
        self.plans.iter().filter(|(i, _)| !self.spent.contains(i))
    }
}

impl GameService {
    /// `seat`'s standing plans in `game`, in order (those that no longer
    /// read are left out).
    pub async fn plans(&self, game: Uuid, seat: Seat) -> Result<Vec<AnyCommand>, ServiceError> {
        let loaded = self.load(game).await?;
        let read = self.store.seat_special_plans(game, seat.0).await?;
        Ok(read
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| AnyCommand::deserialize_for(loaded.meta.ruleset, v).ok())
            .collect())
    }

    /// `seat` sets its standing plans in `game` to `plans`, in order
    /// (empty: none). Each must be a build the seat may plan
    /// ([`AnyState::check_plan`]) in a game that plays its Special Building
    /// Phase by plans. Nothing is appended: no other seat learns of it.
    pub async fn set_plans(
        &self,
        game: Uuid,
        seat: Seat,
        plans: &[AnyCommand],
    ) -> Result<(), ServiceError> {
        let loaded = self.load(game).await?;
        if loaded.meta.special_building != SpecialBuilding::Plans
            || !loaded.state.public_turn(Seat(0)).special_phase
        {
            return Err(RuleError::WrongPhase("a game without standing plans").into());
        }
        if loaded.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if plans.len() > MAX_PLANS {
            return Err(ServiceError::Invalid(format!(
                "keep at most {MAX_PLANS} plans: remove one first"
            )));
        }
        for plan in plans {
            loaded.state.check_plan(seat, plan)?;
        }
        let list =
            serde_json::to_value(plans).map_err(|e| ServiceError::Internal(e.to_string()))?;
        self.store.set_special_plans(game, seat.0, &list).await?;
        Ok(())
    }
}
