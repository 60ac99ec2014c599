//! Deciding in a Frenemies game: the scenario's own commands, dispatched to
//! their concern (`gift`, `guilds`), the classic commands the scenario
//! decides instead of classic, and face-down draws from the token supply.

use super::command::FrenemiesCommand;
use super::event::{Earning, FrenemiesEvent};
use super::state::{Frenemies, Guilds};
use super::{gift, guilds, robber};
use crate::rules::classic::scenario::Decision;
use crate::rules::classic::{Command, Event, Phase, State};
use crate::rules::common::{Chance, Purpose};
use crate::rules::{RuleError, Seat};

/// The events a decision answers with.
pub type Events = Vec<Event<FrenemiesEvent>>;

/// Draws face-down tokens from the supply (clarifications.md §Frenemies:
/// random, recorded; an empty supply yields nothing). Several draws in one
/// decision see the supply and the draw counter move on.
pub struct Drawer {
    supply: Guilds,
    k: u64,
}

impl Drawer {
    /// A drawer on the supply of `state`.
    pub fn new(state: &Frenemies) -> Self {
        Drawer {
            supply: state.supply,
            k: state.draws,
        }
    }

    /// Draws up to `owed` tokens for `seat`: the event recording them, or
    /// `None` when the supply is empty.
    pub fn draw(
        &mut self,
        seat: Seat,
        reason: Earning,
        owed: u8,
        chance: &mut impl Chance,
    ) -> Option<Event<FrenemiesEvent>> {
        let tokens = self.take(owed, chance);
        let count = tokens.total() as u8;
        (count > 0).then_some(Event::Scenario(FrenemiesEvent::FavorTokensDrawn {
            seat,
            reason,
            count,
            tokens: Some(tokens),
        }))
    }

    /// Takes up to `n` tokens at random from the supply.
    pub fn take(&mut self, n: u8, chance: &mut impl Chance) -> Guilds {
        let mut tokens = Guilds::ZERO;
        for _ in 0..n {
            let left = self.supply.total();
            if left == 0 {
                break;
            }
            let pick = chance.draw(Purpose::Scenario, self.k, left);
            self.k += 1;
            if let Some(g) = self.supply.nth(pick) {
                self.supply -= Guilds::of(g, 1);
                tokens += Guilds::of(g, 1);
            }
        }
        tokens
    }
}

/// Decides one of the scenario's own commands.
pub fn decide(
    state: &State<Frenemies>,
    seat: Seat,
    command: FrenemiesCommand,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    use FrenemiesCommand as C;
    match command {
        C::OfferGift { to, resource } => gift::offer(state, seat, to, resource),
        C::AcceptGift => gift::accept(state, seat, chance),
        C::RejectGift => gift::reject(state, seat),
        C::AskForAnotherResource { resource } => gift::ask(state, seat, resource),
        C::GiveAskedResource => gift::give_asked(state, seat, chance),
        C::WithdrawGift => gift::withdraw(state, seat),
        C::RedeemTraders { give, get } => guilds::traders(state, seat, give, get),
        C::RedeemMerchants { resource } => guilds::merchants(state, seat, resource),
        C::RedeemRoadBuilders { edge } => guilds::road_builders(state, seat, edge, chance),
        C::RedeemScholars => guilds::scholars(state, seat, chance),
        C::RedeemMasterBuilders => guilds::master_builders(state, seat),
        C::ExchangeToken => guilds::exchange(state, seat, chance),
        C::ReturnToken { guild } => guilds::return_token(state, seat, guild),
    }
}

/// A scenario event, as recorded.
pub fn scenario(event: FrenemiesEvent) -> Event<FrenemiesEvent> {
    Event::Scenario(event)
}

/// Fails unless it is `seat`'s turn, in its main part, with no gift or
/// exchange waiting.
pub fn expect_free_main(state: &State<Frenemies>, seat: Seat) -> Result<(), RuleError> {
    if state.phase.current() != Some(seat) {
        return Err(RuleError::NotYourTurn);
    }
    if !matches!(state.phase, Phase::Main { .. }) {
        return Err(RuleError::WrongPhase(state.phase.kind()));
    }
    pending_error(&state.scenario).map_or(Ok(()), Err)
}

/// Why the current player must wait, if a gift or an exchange is open.
pub fn pending_error(fr: &Frenemies) -> Option<RuleError> {
    if fr.gift.is_some() {
        Some(RuleError::GiftPending)
    } else if fr.exchange.is_some() {
        Some(RuleError::ExchangePending)
    } else {
        None
    }
}

/// Decides classic commands the scenario changes: anything the current
/// player sends while a gift or an exchange is open is refused, and moving
/// the robber to the desert without stealing is allowed even where someone
/// could be robbed. `None` lets classic decide.
pub fn intercept(
    state: &State<Frenemies>,
    seat: Seat,
    command: &Command<FrenemiesCommand>,
    chance: &mut impl Chance,
) -> Option<Decision<Frenemies>> {
    if matches!(command, Command::Scenario(_)) {
        return None;
    }
    if state.phase.current() == Some(seat) {
        if let Some(e) = pending_error(&state.scenario) {
            return Some(Err(e));
        }
    }
    match *command {
        Command::MoveRobber { tile, victim: None }
            if robber::may_decline_steal(state, seat, tile) =>
        {
            Some(Ok(robber::decline_steal(state, seat, tile, chance)))
        }
        _ => None,
    }
}
