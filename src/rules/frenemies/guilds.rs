//! Using favor tokens (frenemies.txt §Using Favor Tokens; clarifications.md
//! §Frenemies): in your own turn, either any number of redemptions at the
//! five guilds (each favor performed at once) or one exchange, never with a
//! token earned this turn. Redeemed tokens go to the guild hall, exchanged
//! ones back to the supply.

use super::command::FrenemiesCommand as C;
use super::connect;
use super::decide::{expect_free_main, scenario, Drawer};
use super::event::{Favor, FrenemiesEvent};
use super::state::{Frenemies, Guild, Guilds, TokenUse};
use crate::rules::classic::decide::{road_spot_ok, settle, with_copy};
use crate::rules::classic::evolve::evolve;
use crate::rules::classic::scenario::Decision;
use crate::rules::classic::{Command, Event, State};
use crate::rules::common::{Chance, EdgeId, Resource, Resources};
use crate::rules::{Pieces, Place, RuleError, Seat};

fn redeemed(seat: Seat, favor: Favor) -> Event<FrenemiesEvent> {
    scenario(FrenemiesEvent::TokensRedeemed { seat, favor })
}

/// Checks that `seat` may redeem tokens at `guild` now: in its own turn,
/// not in a turn it exchanged, with the guild's cost in tokens held from
/// before this turn.
fn check_can_redeem(state: &State<Frenemies>, seat: Seat, guild: Guild) -> Result<(), RuleError> {
    expect_free_main(state, seat)?;
    if state.scenario.used == Some(TokenUse::Exchanged) {
        return Err(RuleError::RedeemOrExchange);
    }
    let h = state.scenario.holding(seat);
    let cost = guild.cost();
    if h.usable().get(guild) >= cost {
        Ok(())
    } else if h.tokens.get(guild) >= cost {
        Err(RuleError::TokenEarnedThisTurn)
    } else {
        Err(RuleError::NotEnoughTokens { guild, cost })
    }
}

/// The Traders' swap terms: one or two cards for as many others, never the
/// same resource on both sides (frenemies.txt: 1 resource for 1 different
/// resource, once or twice).
pub fn traders_terms_ok(give: Resources, get: Resources) -> bool {
    (1..=2).contains(&give.total()) && give.total() == get.total() && !give.overlaps(&get)
}

/// Traders (1 wagon): swaps with the bank, chosen when redeeming.
pub fn traders(
    state: &State<Frenemies>,
    seat: Seat,
    give: Resources,
    get: Resources,
) -> Decision<Frenemies> {
    check_can_redeem(state, seat, Guild::Traders)?;
    if !traders_terms_ok(give, get) {
        return Err(RuleError::BadSwap);
    }
    if !state.player(seat).hand.contains(&give) {
        return Err(RuleError::CannotAfford { cost: give });
    }
    if let Some((r, _)) = get.iter().find(|(r, n)| state.bank.get(*r) < *n) {
        return Err(RuleError::BankEmpty(r));
    }
    Ok(vec![redeemed(
        seat,
        Favor::Traders {
            gave: give,
            got: get,
        },
    )])
}

/// Merchants (1 ship): any one resource the bank has.
pub fn merchants(state: &State<Frenemies>, seat: Seat, resource: Resource) -> Decision<Frenemies> {
    check_can_redeem(state, seat, Guild::Merchants)?;
    if state.bank.get(resource) == 0 {
        return Err(RuleError::BankEmpty(resource));
    }
    Ok(vec![redeemed(seat, Favor::Merchants { resource })])
}

/// Road Builders (1 shovel): a free road on a legal spot, at once. It may
/// connect networks and change Longest Road like any road.
pub fn road_builders(
    state: &State<Frenemies>,
    seat: Seat,
    edge: EdgeId,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    check_can_redeem(state, seat, Guild::RoadBuilders)?;
    if !state.board.has_edge(edge) {
        return Err(RuleError::NoSuchPlace(Place::Path));
    }
    if state.roads[edge.index()].is_some() {
        return Err(RuleError::Occupied);
    }
    if state.player(seat).roads_left == 0 {
        return Err(RuleError::NoPiecesLeft(Pieces::Roads));
    }
    if !road_spot_ok(state, seat, edge) {
        return Err(RuleError::NotConnected);
    }
    // The favor opens a one-road Road Building, so the classic `RoadBuilt`
    // that follows places the road free (see `evolve`).
    let mut events = vec![
        redeemed(seat, Favor::RoadBuilders),
        Event::RoadBuilt { seat, edge },
    ];
    with_copy(state, |after| {
        for e in &events {
            evolve(after, e);
        }
        connect::after_road_built(after, seat, edge, &mut events, chance);
    });
    Ok(settle(state, events))
}

/// Scholars (2 books): the top development card, free.
pub fn scholars(
    state: &State<Frenemies>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    check_can_redeem(state, seat, Guild::Scholars)?;
    let left = state.deck.total();
    if left == 0 {
        return Err(RuleError::DeckEmpty);
    }
    let card = state.deck.nth(state.draws.card(chance, left));
    Ok(settle(
        state,
        vec![redeemed(seat, Favor::Scholars { card })],
    ))
}

/// Master Builders (2 compasses): a VP marker, while one is left.
pub fn master_builders(state: &State<Frenemies>, seat: Seat) -> Decision<Frenemies> {
    check_can_redeem(state, seat, Guild::MasterBuilders)?;
    if state.scenario.markers_left == 0 {
        return Err(RuleError::NoVpMarkerLeft);
    }
    Ok(settle(state, vec![redeemed(seat, Favor::MasterBuilders)]))
}

/// The exchange begins: one token drawn from the supply, to keep or return.
pub fn exchange(
    state: &State<Frenemies>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Decision<Frenemies> {
    expect_free_main(state, seat)?;
    let fr = &state.scenario;
    if fr.used.is_some() {
        return Err(RuleError::RedeemOrExchange);
    }
    let h = fr.holding(seat);
    if h.usable().is_empty() {
        return Err(if h.tokens.is_empty() {
            RuleError::NoTokenToExchange
        } else {
            RuleError::TokenEarnedThisTurn
        });
    }
    let Some(token) = Drawer::new(fr).take(1, chance).nth(0) else {
        return Err(RuleError::SupplyEmpty);
    };
    Ok(vec![scenario(FrenemiesEvent::TokenExchangeDrawn {
        seat,
        token: Some(token),
    })])
}

/// The tokens `seat` may return to end its exchange: the one drawn, or one
/// held from before this turn.
pub fn returnable(fr: &Frenemies, seat: Seat, drawn: Guild) -> Guilds {
    let mut out = fr.holding(seat).usable();
    if out.get(drawn) == 0 {
        out += Guilds::of(drawn, 1);
    }
    out
}

/// The exchange ends: a token of `guild` goes back to the supply.
pub fn return_token(state: &State<Frenemies>, seat: Seat, guild: Guild) -> Decision<Frenemies> {
    let fr = &state.scenario;
    let drawn = match fr.exchange {
        Some(drawn) if state.phase.current() == Some(seat) => drawn,
        _ => return Err(RuleError::NoExchange),
    };
    if returnable(fr, seat, drawn).get(guild) == 0 {
        return Err(RuleError::CannotReturnToken);
    }
    Ok(vec![scenario(FrenemiesEvent::TokenReturned {
        seat,
        token: Some(guild),
    })])
}

/// The tokens that may end the open exchange of `seat`.
pub fn legal_returns(fr: &Frenemies, seat: Seat, drawn: Guild, out: &mut Vec<Command<C>>) {
    for (guild, n) in returnable(fr, seat, drawn).iter() {
        if n > 0 {
            out.push(Command::Scenario(C::ReturnToken { guild }));
        }
    }
}

/// Every redemption, with its concrete choices, and the exchange, that
/// `seat` may make now.
pub fn legal_uses(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<C>>) {
    let fr = &state.scenario;
    let usable = fr.holding(seat).usable();
    if fr.used != Some(TokenUse::Exchanged) {
        let has = |g: Guild| usable.get(g) >= g.cost();
        let p = state.player(seat);
        if has(Guild::Traders) {
            traders_swaps(p.hand, state.bank, |give, get| {
                out.push(Command::Scenario(C::RedeemTraders { give, get }));
            });
        }
        if has(Guild::Merchants) {
            for resource in Resource::ALL {
                if state.bank.get(resource) > 0 {
                    out.push(Command::Scenario(C::RedeemMerchants { resource }));
                }
            }
        }
        if has(Guild::RoadBuilders) && p.roads_left > 0 {
            for e in &state.board.edges {
                if road_spot_ok(state, seat, e.id) {
                    out.push(Command::Scenario(C::RedeemRoadBuilders { edge: e.id }));
                }
            }
        }
        if has(Guild::Scholars) && state.deck.total() > 0 {
            out.push(Command::Scenario(C::RedeemScholars));
        }
        if has(Guild::MasterBuilders) && fr.markers_left > 0 {
            out.push(Command::Scenario(C::RedeemMasterBuilders));
        }
    }
    if fr.used.is_none() && !usable.is_empty() && !fr.supply.is_empty() {
        out.push(Command::Scenario(C::ExchangeToken));
    }
}

/// Calls `f` with every Traders swap `hand` can make with `bank`: one or two
/// cards given, as many taken, never the same resource on both sides.
pub fn traders_swaps(hand: Resources, bank: Resources, mut f: impl FnMut(Resources, Resources)) {
    let bundles = bundles_of_one_or_two();
    for give in &bundles {
        if !hand.contains(give) {
            continue;
        }
        for get in &bundles {
            if traders_terms_ok(*give, *get) && bank.contains(get) {
                f(*give, *get);
            }
        }
    }
}

/// Every bundle of one or two resource cards (5 singles, 15 pairs), in a
/// fixed order.
fn bundles_of_one_or_two() -> [Resources; 20] {
    let mut out = [Resources::ZERO; 20];
    let mut k = 0;
    for (i, a) in Resource::ALL.into_iter().enumerate() {
        out[k] = Resources::of(a, 1);
        k += 1;
        for b in Resource::ALL.into_iter().skip(i) {
            out[k] = Resources::of(a, 1) + Resources::of(b, 1);
            k += 1;
        }
    }
    out
}
