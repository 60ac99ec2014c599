//! Folding the Frenemies scenario's events into the state, and the
//! scenario's bookkeeping after classic events (the end of setup, the end of
//! a turn). Pure, total and deterministic, like the classic fold.

use super::connect;
use super::event::{Favor, FrenemiesEvent};
use super::state::{pair_bit, Frenemies, Guilds, TokenUse, VP_MARKERS};
use crate::rules::classic::state::DevCard;
use crate::rules::classic::{Event, Phase, State};
use crate::rules::common::Resources;
use crate::rules::Seat;

/// Applies one of the scenario's own events.
pub fn evolve(state: &mut State<Frenemies>, event: &FrenemiesEvent) {
    match event {
        FrenemiesEvent::TokenSupplySetOut { tokens } => {
            let fr = &mut state.scenario;
            fr.start = *tokens;
            fr.supply = *tokens;
            fr.markers_left = VP_MARKERS;
        }
        FrenemiesEvent::FavorTokensDrawn {
            seat,
            count,
            tokens,
            ..
        } => {
            let fr = &mut state.scenario;
            fr.draws += u64::from(*count);
            if let Some(tokens) = tokens {
                fr.supply -= *tokens;
                let h = fr.holding_mut(*seat);
                h.tokens += *tokens;
                h.locked += *tokens;
            }
        }
        FrenemiesEvent::NetworksConnected { seat, with } => {
            for w in with {
                state.scenario.connected |= pair_bit(*seat, *w);
            }
        }
        FrenemiesEvent::GiftOffered { seat, to, resource } => {
            state.scenario.gift = Some(super::state::Gift {
                from: *seat,
                to: *to,
                resource: *resource,
                asked: None,
            });
        }
        FrenemiesEvent::AnotherResourceAsked { resource, .. } => {
            if let Some(g) = &mut state.scenario.gift {
                g.asked = Some(*resource);
            }
        }
        FrenemiesEvent::GiftRejected { seat, .. } => {
            state.scenario.gift = None;
            state.scenario.refused_by |= 1 << seat.0;
        }
        FrenemiesEvent::GiftWithdrawn { .. } => state.scenario.gift = None,
        FrenemiesEvent::GiftAccepted {
            seat,
            from,
            resource,
        } => give(state, *from, *seat, Resources::of(*resource, 1)),
        FrenemiesEvent::AskedResourceGiven { seat, to, resource } => {
            give(state, *seat, *to, Resources::of(*resource, 1));
        }
        FrenemiesEvent::TokensRedeemed { seat, favor } => redeem(state, *seat, favor),
        FrenemiesEvent::TokenExchangeDrawn { seat, token } => {
            let fr = &mut state.scenario;
            fr.draws += 1;
            fr.used = Some(TokenUse::Exchanged);
            if let Some(g) = token {
                let one = Guilds::of(*g, 1);
                fr.supply -= one;
                let h = fr.holding_mut(*seat);
                h.tokens += one;
                h.locked += one;
                fr.exchange = Some(*g);
            }
        }
        FrenemiesEvent::TokenReturned { seat, token } => {
            let fr = &mut state.scenario;
            if let Some(g) = token {
                let one = Guilds::of(*g, 1);
                let drawn = fr.exchange == Some(*g);
                let h = fr.holding_mut(*seat);
                h.tokens -= one;
                if drawn {
                    h.locked -= one;
                }
                fr.supply += one;
            }
            fr.exchange = None;
        }
    }
}

/// A gift changes hands, and the giver has had its gift for the turn.
fn give(state: &mut State<Frenemies>, from: Seat, to: Seat, cards: Resources) {
    state.player_mut(from).hand -= cards;
    state.player_mut(to).hand += cards;
    state.scenario.gift = None;
    state.scenario.gifted = true;
}

/// The tokens go face up to the guild hall, and the favor is performed.
fn redeem(state: &mut State<Frenemies>, seat: Seat, favor: &Favor) {
    let guild = favor.guild();
    let cost = Guilds::of(guild, guild.cost());
    let fr = &mut state.scenario;
    fr.holding_mut(seat).tokens -= cost;
    fr.halls += cost;
    fr.used = Some(TokenUse::Redeemed);
    match *favor {
        Favor::Traders { gave, got } => {
            let p = state.player_mut(seat);
            p.hand -= gave;
            p.hand += got;
            state.bank += gave;
            state.bank -= got;
        }
        Favor::Merchants { resource } => {
            let one = Resources::of(resource, 1);
            state.player_mut(seat).hand += one;
            state.bank -= one;
        }
        // A one-road Road Building: the classic `RoadBuilt` that follows is
        // free in that phase and resumes the main part of the turn.
        Favor::RoadBuilders => state.phase = Phase::RoadBuilding { seat, left: 1 },
        Favor::Scholars { card } => {
            state.draws.cards += 1;
            if let Some(card) = card {
                draw_card(state, seat, card);
            }
        }
        Favor::MasterBuilders => {
            state.scenario.markers_left -= 1;
            state.scenario.holding_mut(seat).markers += 1;
        }
    }
}

/// A free development card: held like one bought, not playable this turn.
fn draw_card(state: &mut State<Frenemies>, seat: Seat, card: DevCard) {
    state.deck.remove(card);
    let p = state.player_mut(seat);
    p.dev_cards.add(card);
    p.bought_this_turn.add(card);
}

/// Bookkeeping after a classic event: the connections standing when setup
/// ends never pay, and every turn's limits and locks end with the turn.
pub fn after_evolve(state: &mut State<Frenemies>, event: &Event<FrenemiesEvent>) {
    match event {
        Event::RoadBuilt { .. } if !state.scenario.setup_over && !state.phase.is_setup() => {
            state.scenario.connected |= connect::touching_pairs(state);
            state.scenario.setup_over = true;
        }
        Event::TurnEnded { .. } => {
            let fr = &mut state.scenario;
            for h in &mut fr.holdings {
                h.locked = Guilds::ZERO;
            }
            fr.used = None;
            fr.gift = None;
            fr.gifted = false;
            fr.refused_by = 0;
            fr.exchange = None;
        }
        _ => {}
    }
}
