//! Giving a resource away (frenemies.txt §Earning 2; clarifications.md
//! §Frenemies: gift): on your turn, one resource to an opponent with equal
//! or fewer visible VP, who accepts, rejects or asks for another resource
//! out of turn; 1 FT to the giver when it is taken; one successful gift per
//! turn. While a gift is open the giver's hand is frozen: the giver may only
//! withdraw, or give what was asked.

use super::command::FrenemiesCommand as C;
use super::decide::{expect_free_main, scenario, Drawer};
use super::event::{Earning, FrenemiesEvent};
use super::state::{Frenemies, Gift};
use crate::rules::classic::scenario::Decision;
use crate::rules::classic::{Command, State};
use crate::rules::common::{Chance, Resource, Resources};
use crate::rules::{RuleError, Seat};

/// True when `seat` may be offered a gift by `giver` now: an opponent with
/// equal or fewer visible points who has not refused a gift this turn
/// (clarifications.md: visible VP are all public points).
pub fn eligible(state: &State<Frenemies>, giver: Seat, seat: Seat) -> bool {
    seat != giver
        && state.has_seat(seat)
        && !state.scenario.refused(seat)
        && state.public_points(seat) <= state.public_points(giver)
}

/// `seat` offers one `resource` to `to`.
pub fn offer(
    state: &State<Frenemies>,
    seat: Seat,
    to: Seat,
    resource: Resource,
) -> Decision<Frenemies> {
    expect_free_main(state, seat)?;
    if state.scenario.gifted {
        return Err(RuleError::GiftAlreadyGiven);
    }
    if to == seat || !state.has_seat(to) {
        return Err(RuleError::BadTradePartner);
    }
    if state.scenario.refused(to) {
        return Err(RuleError::GiftRefused(to));
    }
    if !eligible(state, seat, to) {
        return Err(RuleError::GiftNotEligible);
    }
    if state.player(seat).hand.get(resource) == 0 {
        return Err(RuleError::CannotAfford {
            cost: Resources::of(resource, 1),
        });
    }
    Ok(vec![scenario(FrenemiesEvent::GiftOffered {
        seat,
        to,
        resource,
    })])
}

/// The gift offered to `seat` and waiting for its answer.
fn offered_to(state: &State<Frenemies>, seat: Seat) -> Result<Gift, RuleError> {
    match state.scenario.gift {
        Some(g) if g.to == seat && g.asked.is_none() => Ok(g),
        _ => Err(RuleError::NoGift),
    }
}

/// The recipient `seat` takes the gift: the giver draws 1 FT.
pub fn accept(
    state: &State<Frenemies>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    let gift = offered_to(state, seat)?;
    // The giver's hand is frozen while the gift is open; checked all the same.
    if state.player(gift.from).hand.get(gift.resource) == 0 {
        return Err(RuleError::PartnerCannotAfford(gift.from));
    }
    let mut events = vec![scenario(FrenemiesEvent::GiftAccepted {
        seat,
        from: gift.from,
        resource: gift.resource,
    })];
    events.extend(Drawer::new(&state.scenario).draw(gift.from, Earning::Gift, 1, chance));
    Ok(events)
}

/// The recipient `seat` refuses the gift.
pub fn reject(state: &State<Frenemies>, seat: Seat) -> Decision<Frenemies> {
    let gift = offered_to(state, seat)?;
    Ok(vec![scenario(FrenemiesEvent::GiftRejected {
        seat,
        from: gift.from,
    })])
}

/// The recipient `seat` asks for `resource` instead.
pub fn ask(state: &State<Frenemies>, seat: Seat, resource: Resource) -> Decision<Frenemies> {
    let gift = offered_to(state, seat)?;
    if resource == gift.resource {
        return Err(RuleError::SameResource);
    }
    Ok(vec![scenario(FrenemiesEvent::AnotherResourceAsked {
        seat,
        from: gift.from,
        resource,
    })])
}

/// The giver `seat` gives what the recipient asked for: 1 FT.
pub fn give_asked(
    state: &State<Frenemies>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    let (to, resource) = match state.scenario.gift {
        Some(g) if g.from == seat => match g.asked {
            Some(r) => (g.to, r),
            None => return Err(RuleError::GiftPending),
        },
        _ => return Err(RuleError::NoGift),
    };
    if state.player(seat).hand.get(resource) == 0 {
        return Err(RuleError::CannotAfford {
            cost: Resources::of(resource, 1),
        });
    }
    let mut events = vec![scenario(FrenemiesEvent::AskedResourceGiven {
        seat,
        to,
        resource,
    })];
    events.extend(Drawer::new(&state.scenario).draw(seat, Earning::Gift, 1, chance));
    Ok(events)
}

/// The giver `seat` takes its gift back.
pub fn withdraw(state: &State<Frenemies>, seat: Seat) -> Decision<Frenemies> {
    match state.scenario.gift {
        Some(g) if g.from == seat => Ok(vec![scenario(FrenemiesEvent::GiftWithdrawn { seat })]),
        _ => Err(RuleError::NoGift),
    }
}

/// The giver's commands while `gift` is open: withdraw, or give what was
/// asked.
pub fn legal_for_giver(
    state: &State<Frenemies>,
    seat: Seat,
    gift: Gift,
    out: &mut Vec<Command<C>>,
) {
    out.push(Command::Scenario(C::WithdrawGift));
    if let Some(r) = gift.asked {
        if state.player(seat).hand.get(r) > 0 {
            out.push(Command::Scenario(C::GiveAskedResource));
        }
    }
}

/// Every gift `seat` may offer now.
pub fn legal_offers(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<C>>) {
    if state.scenario.gifted {
        return;
    }
    let hand = state.player(seat).hand;
    for i in 0..state.players.len() {
        let to = Seat(i as u8);
        if eligible(state, seat, to) {
            for (resource, n) in hand.iter() {
                if n > 0 {
                    out.push(Command::Scenario(C::OfferGift { to, resource }));
                }
            }
        }
    }
}

/// The answers `seat` may give to a gift offered to it.
pub fn legal_answers(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<C>>) {
    let Ok(gift) = offered_to(state, seat) else {
        return;
    };
    if state.player(gift.from).hand.get(gift.resource) > 0 {
        out.push(Command::Scenario(C::AcceptGift));
    }
    out.push(Command::Scenario(C::RejectGift));
    for resource in Resource::ALL {
        if resource != gift.resource {
            out.push(Command::Scenario(C::AskForAnotherResource { resource }));
        }
    }
}
