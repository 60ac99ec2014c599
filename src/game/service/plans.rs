//! Standing plans for the Special Building Phase of a game created with
//! `"special_building": "plans"`: a seat's ordered list of builds ("a road
//! at C3-C4, a city at F2, a development card, if I can pay"), set and
//! cleared at any time, kept outside the log ([`crate::store`]'s
//! `special_plans`), and made for the seat as each phase opens, in the same
//! append as the command that ended the turn ([`super::submit`]). Setting
//! a plan appends nothing and sends nothing, so no other seat or spectator
//! can read anything of it until its build is made.
//!
//! Live plans, in a game that plays the phase live: a build an asked seat
//! plans is kept with the seat (`special_live_plans`), tied to the event
//! after which the phase began waiting for it, and laid over a copy of
//! the state whenever the state is used for that seat (its decisions, its
//! legal commands, its page and API view); nothing is appended, so no
//! other seat or spectator reads anything of it, not even a new version.
//! The plans enter the log with the seat's "done", private to it.

use super::{GameService, Invalid, Loaded, ServiceError, SpecialBuilding, Submitted};
use crate::game::due::Waits;
use crate::rules::{AnyCommand, AnyEvent, AnyState, PhaseKind, RuleError, Ruleset, Seat};
use crate::store::{LivePlans, Reading};
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::Arc;
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
            return Err(RuleError::WrongPhase(PhaseKind::NoPlans).into());
        }
        if loaded.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if plans.len() > MAX_PLANS {
            return Err(ServiceError::Invalid(Invalid::TooManyPlans {
                max: MAX_PLANS,
            }));
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

/// A seat's live plans as read for one use: the seq of the event after
/// which the phase began waiting for it, the row as read, and its plans
/// (none when the row is of an earlier asking).
#[derive(Debug)]
pub(super) struct OwnPlans {
    asked_at: u64,
    read: LivePlans,
    pub(super) plans: Vec<AnyCommand>,
}

impl OwnPlans {
    /// The seat's row as it was read.
    pub(super) fn read(&self) -> &LivePlans {
        &self.read
    }

    /// `state` with the plans laid over a copy, if there are any.
    pub(super) fn laid(&self, state: &AnyState, seat: Seat) -> Option<AnyState> {
        if self.plans.is_empty() {
            return None;
        }
        let mut copy = state.clone();
        copy.lay_plans(seat, &self.plans).then_some(copy)
    }
}

impl GameService {
    /// `seat`'s live plans in `game` at `state` when the state waits for
    /// it in a Special Building Phase (`None` otherwise); a row from an
    /// earlier asking, or from before a rewind, reads as no plans.
    pub(super) async fn own_plans(
        &self,
        game: Uuid,
        ruleset: Ruleset,
        state: &AnyState,
        waits: &Waits,
        seat: Seat,
    ) -> Result<Option<OwnPlans>, ServiceError> {
        let Some(asked_at) = waits.since_seq(seat) else {
            return Ok(None);
        };
        if state.public_turn(seat).pass_special.is_none() {
            return Ok(None);
        }
        let read = self.store.live_plans(game, seat.0).await?;
        let plans = if u64::try_from(read.asked_at).ok() == Some(asked_at) {
            read.plans
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|v| AnyCommand::deserialize_for(ruleset, v).ok())
                .collect()
        } else {
            Vec::new()
        };
        Ok(Some(OwnPlans {
            asked_at,
            read,
            plans,
        }))
    }

    /// The game as `seat` may see it: its live plans laid over a copy of
    /// the state (the shared one is never touched), for its page, its API
    /// view and its legal commands. Never for another viewer.
    pub async fn load_for_seat(&self, game: Uuid, seat: Seat) -> Result<Loaded, ServiceError> {
        let mut loaded = self.load(game).await?;
        self.lay_own_plans(&mut loaded, seat).await?;
        Ok(loaded)
    }

    /// Lays `seat`'s live plans over a copy of `loaded`'s state, in a game
    /// that plays the phase live (nothing otherwise). Only for that seat's
    /// own view.
    pub(super) async fn lay_own_plans(
        &self,
        loaded: &mut Loaded,
        seat: Seat,
    ) -> Result<(), ServiceError> {
        if loaded.meta.special_building != SpecialBuilding::Live {
            return Ok(());
        }
        let own = self
            .own_plans(
                loaded.meta.id,
                loaded.meta.ruleset,
                &loaded.state,
                &loaded.waits,
                seat,
            )
            .await?;
        if let Some(laid) = own.and_then(|o| o.laid(&loaded.state, seat)) {
            loaded.state = Arc::new(laid);
        }
        Ok(())
    }

    /// Keeps `command`, which `events` say only plans a build, as `seat`'s
    /// next live plan: written while the game is still at `version` and
    /// the seat's row as read, or refused as a conflict. Nothing is
    /// appended. A reply that made it is recorded as read in the same
    /// statement.
    #[expect(
        clippy::too_many_arguments,
        reason = "one decision kept: its game, seat, version, plans, command, events and reply"
    )]
    pub(super) async fn keep_live_plan(
        &self,
        game: Uuid,
        seat: Seat,
        version: u64,
        (own, laid): (OwnPlans, AnyState),
        command: AnyCommand,
        events: Vec<AnyEvent>,
        reply: Option<Reading<'_>>,
    ) -> Result<Submitted, ServiceError> {
        let mut plans = own.plans;
        plans.push(command);
        let list =
            serde_json::to_value(&plans).map_err(|e| ServiceError::Internal(e.to_string()))?;
        let new = LivePlans {
            asked_at: i64::try_from(own.asked_at).unwrap_or(i64::MAX),
            plans: list,
        };
        if !self
            .store
            .set_live_plans(game, version, seat.0, (&own.read, &new), reply)
            .await?
        {
            let actual = self.reload(game).await?.version;
            return Err(ServiceError::Conflict {
                expected: version,
                actual,
            });
        }
        let mut state = laid;
        state.lay_plans(seat, &plans[plans.len() - 1..]);
        Ok(Submitted {
            version,
            events,
            state: Arc::new(state),
        })
    }
}
