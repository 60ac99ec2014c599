//! The commands a seat may send in an Oil Springs game: the classic list,
//! less what the scenario forbids, plus its own, fully formed.

use super::command::OilCommand;
use super::decide::{check_metropolis_spot, oil_confirmation_ok, oil_victims};
use super::state::{OilSprings, METROPOLIS_COST, METROPOLIS_OIL};
use crate::rules::classic::decide::check_can_play;
use crate::rules::classic::legal::{discard_choices, MAX_DISCARD_CHOICES};
use crate::rules::classic::state::{DevCard, Phase};
use crate::rules::classic::{Command, State};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{NodeId, Resource};
use crate::rules::Seat;

type S = State<OilSprings>;

/// Adjusts the classic list `out` of what `seat` may do now.
pub fn legal(state: &S, seat: Seat, out: &mut Vec<Command<OilCommand>>) {
    if state.scenario.springs.is_empty() {
        return;
    }
    match &state.phase {
        Phase::MoveRobber { seat: s } if *s == seat => robber_moves(state, seat, out),
        Phase::Discard { pending, .. } => {
            let Some(debt) = pending.iter().find(|d| d.seat == seat) else {
                return;
            };
            let hand = state.player(seat).hand;
            let most = state.scenario.oil_of(seat).min(debt.count);
            for oil in 1..=most {
                for cards in discard_choices(hand, debt.count - oil, MAX_DISCARD_CHOICES) {
                    out.push(Command::Scenario(OilCommand::DiscardWithOil { cards, oil }));
                }
            }
        }
        Phase::Roll { seat: s } if *s == seat => card_plays(state, seat, out),
        Phase::Main { seat: s } if *s == seat => {
            out.retain(|c| match c {
                Command::Table(TableCommand::ConfirmTrade { offer, with }) => {
                    oil_confirmation_ok(state, seat, *offer, *with)
                }
                _ => true,
            });
            oil_uses(state, seat, out);
            card_plays(state, seat, out);
        }
        Phase::Main { .. } => out.retain(|c| match c {
            Command::Table(TableCommand::AcceptOffer { offer }) => state
                .offers
                .iter()
                .find(|o| o.id == *offer)
                .and_then(|o| state.scenario.terms_of(*offer, o.from))
                .is_none_or(|t| state.scenario.oil_of(seat) >= t.want),
            _ => true,
        }),
        _ => {}
    }
}

/// No robber on a destroyed hex; oil taken from whoever has only oil there.
fn robber_moves(state: &S, seat: Seat, out: &mut Vec<Command<OilCommand>>) {
    out.retain(|c| match c {
        Command::MoveRobber { tile, victim } => {
            !state.scenario.is_destroyed(*tile)
                && (victim.is_some() || oil_victims(state, seat, *tile).is_empty())
        }
        _ => true,
    });
    for t in &state.board.tiles {
        if t.id == state.robber || state.scenario.is_destroyed(t.id) {
            continue;
        }
        for victim in oil_victims(state, seat, t.id) {
            out.push(Command::Scenario(OilCommand::StealOil {
                tile: t.id,
                victim,
            }));
        }
    }
}

/// Converting, metropolises and sequestering, as far as the rules allow now.
fn oil_uses(state: &S, seat: Seat, out: &mut Vec<Command<OilCommand>>) {
    let s = &state.scenario;
    if s.check_use(seat, 1).is_ok() {
        for resource in Resource::ALL {
            if state.bank.get(resource) >= 2 {
                out.push(Command::Scenario(OilCommand::ConvertOil { resource }));
            }
        }
    }
    if s.check_use(seat, METROPOLIS_OIL).is_ok()
        && state.player(seat).hand.contains(&METROPOLIS_COST)
    {
        for n in 0..state.buildings.len() {
            let node = NodeId(n as u16);
            if check_metropolis_spot(state, seat, node).is_ok() {
                out.push(Command::Scenario(OilCommand::BuildMetropolis { node }));
            }
        }
    }
    if s.oil_of(seat) > 0 && !s.sequestered_this_turn && !s.used_this_turn {
        out.push(Command::Scenario(OilCommand::SequesterOil));
    }
}

/// Year of Plenty and Monopoly naming oil.
fn card_plays(state: &S, seat: Seat, out: &mut Vec<Command<OilCommand>>) {
    if check_can_play(state, seat, DevCard::YearOfPlenty).is_ok() {
        out.push(Command::Scenario(OilCommand::PlayYearOfPlentyForOil {
            resource: None,
        }));
        for resource in Resource::ALL {
            out.push(Command::Scenario(OilCommand::PlayYearOfPlentyForOil {
                resource: Some(resource),
            }));
        }
    }
    if check_can_play(state, seat, DevCard::Monopoly).is_ok() {
        out.push(Command::Scenario(OilCommand::PlayMonopolyOnOil));
    }
}
