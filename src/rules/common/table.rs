//! The shared table: what the classic game and Baden-Württemberg play alike
//! with the cards in hand. Discards after a 7, trade with the supply (the
//! bank) at a rate the ruleset names, and domestic trade (offers, answers,
//! counter-offers, withdrawal, confirmation) form one small language of
//! commands and events with one [`decide_table`] and one [`evolve_table`],
//! generic over [`Table`], which each ruleset's state implements. A
//! ruleset's command and event enums hold these as one untagged variant, so
//! each keeps the tags and fields it has always stored and been sent
//! (`{"type": "TradeOffered", ...}`); classic names its trade with the
//! supply after the bank (`MaritimeTrade`, `MaritimeTraded`) and maps that
//! one tag itself.

use super::trade::{self, Answer, Offer, OfferId};
use super::{Resource, Resources};
use crate::rules::{PhaseKind, RuleError, Seat};
use serde::{Deserialize, Serialize};

/// Cards one seat received or gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCards {
    pub seat: Seat,
    pub cards: Resources,
}

/// A seat that still owes discards after a 7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Debt {
    pub seat: Seat,
    pub count: u8,
}

/// How many cards `seat` still owes among the `pending` discards.
pub fn owed(pending: &[Debt], seat: Seat) -> u8 {
    pending
        .iter()
        .find(|d| d.seat == seat)
        .map_or(0, |d| d.count)
}

/// At most this many distinct discard choices are listed as legal.
pub const MAX_DISCARD_CHOICES: usize = 100;

/// A command at the table. Serialized as the tagged JSON clients send:
/// `{"type": "AcceptOffer", "offer": 2}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum TableCommand {
    /// Give up these cards after a 7.
    Discard {
        cards: Resources,
    },
    /// Give `give` at the seat's rate to the supply for one `get`.
    SupplyTrade {
        give: Resource,
        get: Resource,
    },
    /// Offer a trade to other players (current player only).
    OfferTrade {
        give: Resources,
        want: Resources,
        to: Vec<Seat>,
    },
    AcceptOffer {
        offer: OfferId,
    },
    RejectOffer {
        offer: OfferId,
    },
    /// Other terms, seen from the offering player's side.
    CounterOffer {
        offer: OfferId,
        give: Resources,
        want: Resources,
    },
    WithdrawOffer {
        offer: OfferId,
    },
    ConfirmTrade {
        offer: OfferId,
        with: Seat,
    },
}

/// A fact at the table. Serialized as the tagged JSON the rulesets store:
/// `{"type": "OfferAccepted", "offer": 3, "seat": 1}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum TableEvent {
    CardsDiscarded {
        seat: Seat,
        cards: Resources,
    },
    /// Classic's `MaritimeTraded`, Baden-Württemberg's `SupplyTraded`.
    SupplyTraded {
        seat: Seat,
        gave: Resources,
        got: Resources,
    },
    TradeOffered {
        offer: OfferId,
        seat: Seat,
        give: Resources,
        want: Resources,
        to: Vec<Seat>,
    },
    OfferAccepted {
        offer: OfferId,
        seat: Seat,
    },
    OfferRejected {
        offer: OfferId,
        seat: Seat,
    },
    OfferCountered {
        offer: OfferId,
        seat: Seat,
        give: Resources,
        want: Resources,
    },
    OfferWithdrawn {
        offer: OfferId,
        seat: Seat,
    },
    TradeConfirmed {
        offer: OfferId,
        seat: Seat,
        with: Seat,
        gave: Resources,
        got: Resources,
    },
}

impl TableEvent {
    /// The event's tag, as stored in the `type` column (classic stores
    /// [`TableEvent::SupplyTraded`] as `MaritimeTraded`).
    pub fn kind(&self) -> &'static str {
        match self {
            TableEvent::CardsDiscarded { .. } => "CardsDiscarded",
            TableEvent::SupplyTraded { .. } => "SupplyTraded",
            TableEvent::TradeOffered { .. } => "TradeOffered",
            TableEvent::OfferAccepted { .. } => "OfferAccepted",
            TableEvent::OfferRejected { .. } => "OfferRejected",
            TableEvent::OfferCountered { .. } => "OfferCountered",
            TableEvent::OfferWithdrawn { .. } => "OfferWithdrawn",
            TableEvent::TradeConfirmed { .. } => "TradeConfirmed",
        }
    }

    /// The seat that acted.
    pub fn seat(&self) -> Seat {
        match *self {
            TableEvent::CardsDiscarded { seat, .. }
            | TableEvent::SupplyTraded { seat, .. }
            | TableEvent::TradeOffered { seat, .. }
            | TableEvent::OfferAccepted { seat, .. }
            | TableEvent::OfferRejected { seat, .. }
            | TableEvent::OfferCountered { seat, .. }
            | TableEvent::OfferWithdrawn { seat, .. }
            | TableEvent::TradeConfirmed { seat, .. } => seat,
        }
    }
}

/// What the table needs of a ruleset's state.
pub trait Table {
    /// House rule: how many open offers one seat may have at once.
    const OPEN_OFFER_LIMIT: Option<usize> = None;

    fn has_seat(&self, seat: Seat) -> bool;
    fn hand(&self, seat: Seat) -> Resources;
    fn hand_mut(&mut self, seat: Seat) -> &mut Resources;
    /// The cards of the supply (classic: the bank).
    fn supply(&self) -> Resources;
    fn supply_mut(&mut self) -> &mut Resources;
    /// What `seat` gives the supply for one card, per resource in
    /// [`Resource::ALL`] order.
    fn supply_rates(&self, seat: Seat) -> [u8; 5];
    /// The seat whose turn it is, if the game runs.
    fn current(&self) -> Option<Seat>;
    /// True in the main part of a turn, where trading happens.
    fn in_main(&self) -> bool;
    /// What the game is doing, for a refusal.
    fn phase_kind(&self) -> PhaseKind;
    /// The discards still owed, when the game waits for them.
    fn pending_discards(&self) -> Option<&[Debt]>;
    fn pending_discards_mut(&mut self) -> Option<&mut Vec<Debt>>;
    /// Every discard is in: the ruleset's phase moves on.
    fn discards_done(&mut self);
    fn offers(&self) -> &[Offer];
    /// The id the next offer gets.
    fn next_offer(&self) -> OfferId;
    /// The open offers and the id the next one gets.
    fn offer_book(&mut self) -> (&mut Vec<Offer>, &mut OfferId);
}

/// The part of a [`Table`] implementation that every ruleset's state writes
/// alike: a state `State` whose `players` hold a `hand`, whose `phase`
/// (of type `Phase`, with `current` and `kind`) has `Discard { seat,
/// pending }` and `Main`, and whose open offers are `offers` and
/// `next_offer`. The argument names the phase that follows the discards.
macro_rules! table_basics {
    ($after_discards:ident) => {
        fn has_seat(&self, seat: Seat) -> bool {
            State::has_seat(self, seat)
        }

        fn hand(&self, seat: Seat) -> Resources {
            self.player(seat).hand
        }

        fn hand_mut(&mut self, seat: Seat) -> &mut Resources {
            &mut self.player_mut(seat).hand
        }

        fn current(&self) -> Option<Seat> {
            self.phase.current()
        }

        fn in_main(&self) -> bool {
            matches!(self.phase, Phase::Main { .. })
        }

        fn phase_kind(&self) -> PhaseKind {
            self.phase.kind()
        }

        fn pending_discards(&self) -> Option<&[Debt]> {
            match &self.phase {
                Phase::Discard { pending, .. } => Some(pending),
                _ => None,
            }
        }

        fn pending_discards_mut(&mut self) -> Option<&mut Vec<Debt>> {
            match &mut self.phase {
                Phase::Discard { pending, .. } => Some(pending),
                _ => None,
            }
        }

        fn discards_done(&mut self) {
            if let Phase::Discard { seat, .. } = self.phase {
                self.phase = Phase::$after_discards { seat };
            }
        }

        fn offers(&self) -> &[Offer] {
            &self.offers
        }

        fn next_offer(&self) -> OfferId {
            self.next_offer
        }

        fn offer_book(&mut self) -> (&mut Vec<Offer>, &mut OfferId) {
            (&mut self.offers, &mut self.next_offer)
        }
    };
}
pub(crate) use table_basics;

/// Fails unless `seat` is the current player.
pub fn expect_turn(t: &impl Table, seat: Seat) -> Result<(), RuleError> {
    if t.current() == Some(seat) {
        Ok(())
    } else {
        Err(RuleError::NotYourTurn)
    }
}

/// Fails unless `seat` is the current player in the main part of the turn.
pub fn expect_main(t: &impl Table, seat: Seat) -> Result<(), RuleError> {
    expect_turn(t, seat)?;
    if t.in_main() {
        Ok(())
    } else {
        Err(RuleError::WrongPhase(t.phase_kind()))
    }
}

/// Fails unless `seat` holds `cost`.
pub fn pay(t: &impl Table, seat: Seat, cost: Resources) -> Result<(), RuleError> {
    if t.hand(seat).contains(&cost) {
        Ok(())
    } else {
        Err(RuleError::CannotAfford { cost })
    }
}

/// The open offers, which exist only in the main part of a turn.
fn open_offers(t: &impl Table) -> Result<&[Offer], RuleError> {
    if t.in_main() {
        Ok(t.offers())
    } else {
        Err(RuleError::NoSuchOffer)
    }
}

/// Decides a table command sent by `seat`: the events it makes, or why the
/// rules refuse it. Nothing at the table is left to chance.
pub fn decide_table<T: Table>(
    t: &T,
    seat: Seat,
    command: TableCommand,
) -> Result<Vec<TableEvent>, RuleError> {
    let event = match command {
        TableCommand::Discard { cards } => decide_discard(t, seat, cards)?,
        TableCommand::SupplyTrade { give, get } => decide_supply_trade(t, seat, give, get)?,
        TableCommand::OfferTrade { give, want, to } => decide_offer(t, seat, give, want, to)?,
        TableCommand::AcceptOffer { offer } => {
            let o = trade::answerable(open_offers(t)?, seat, offer)?;
            trade::check_accept(o, t.hand(seat))?;
            TableEvent::OfferAccepted { offer, seat }
        }
        TableCommand::RejectOffer { offer } => {
            trade::answerable(open_offers(t)?, seat, offer)?;
            TableEvent::OfferRejected { offer, seat }
        }
        TableCommand::CounterOffer { offer, give, want } => {
            trade::answerable(open_offers(t)?, seat, offer)?;
            trade::check_counter(give, want, t.hand(seat))?;
            TableEvent::OfferCountered {
                offer,
                seat,
                give,
                want,
            }
        }
        TableCommand::WithdrawOffer { offer } => {
            trade::own(open_offers(t)?, seat, offer)?;
            TableEvent::OfferWithdrawn { offer, seat }
        }
        TableCommand::ConfirmTrade { offer, with } => {
            expect_main(t, seat)?;
            let o = trade::own(open_offers(t)?, seat, offer)?;
            let (gave, got) = trade::confirmed_terms(o, with, t.hand(seat), |s| t.hand(s))?;
            TableEvent::TradeConfirmed {
                offer,
                seat,
                with,
                gave,
                got,
            }
        }
    };
    Ok(vec![event])
}

/// Exactly the count owed, from the cards in hand (base-catan.md §Rolling a 7).
fn decide_discard(t: &impl Table, seat: Seat, cards: Resources) -> Result<TableEvent, RuleError> {
    let Some(pending) = t.pending_discards() else {
        return Err(RuleError::WrongPhase(t.phase_kind()));
    };
    let Some(debt) = pending.iter().find(|d| d.seat == seat) else {
        return Err(RuleError::NothingToDiscard);
    };
    if cards.total() != u32::from(debt.count) || !t.hand(seat).contains(&cards) {
        return Err(RuleError::WrongDiscard {
            required: debt.count,
        });
    }
    Ok(TableEvent::CardsDiscarded { seat, cards })
}

/// One card from the supply for `give` at the seat's rate, in the main part
/// of its own turn.
fn decide_supply_trade(
    t: &impl Table,
    seat: Seat,
    give: Resource,
    get: Resource,
) -> Result<TableEvent, RuleError> {
    expect_main(t, seat)?;
    if give == get {
        return Err(RuleError::SameResource);
    }
    let gave = Resources::of(give, t.supply_rates(seat)[give.index()]);
    trade::check_hand(t.hand(seat), gave)?;
    if t.supply().get(get) == 0 {
        return Err(RuleError::BankEmpty(get));
    }
    Ok(TableEvent::SupplyTraded {
        seat,
        gave,
        got: Resources::of(get, 1),
    })
}

/// Only the current player offers, so players not on turn never trade with
/// each other; the terms and partners are [`trade`]'s.
fn decide_offer<T: Table>(
    t: &T,
    seat: Seat,
    give: Resources,
    want: Resources,
    to: Vec<Seat>,
) -> Result<TableEvent, RuleError> {
    expect_main(t, seat)?;
    trade::check_terms(give, want)?;
    if let Some(max) = T::OPEN_OFFER_LIMIT {
        if t.offers().iter().filter(|o| o.from == seat).count() >= max {
            return Err(RuleError::TooManyOffers {
                max: u8::try_from(max).unwrap_or(u8::MAX),
            });
        }
    }
    let to = trade::partners(seat, to, |s| t.has_seat(s))?;
    trade::check_hand(t.hand(seat), give)?;
    Ok(TableEvent::TradeOffered {
        offer: t.next_offer(),
        seat,
        give,
        want,
        to,
    })
}

/// Applies one table event to the state.
pub fn evolve_table(t: &mut impl Table, event: &TableEvent) {
    match event {
        TableEvent::CardsDiscarded { seat, cards } => {
            to_supply(t, *seat, *cards);
            if let Some(pending) = t.pending_discards_mut() {
                pending.retain(|d| d.seat != *seat);
                if pending.is_empty() {
                    t.discards_done();
                }
            }
        }
        TableEvent::SupplyTraded { seat, gave, got } => {
            to_supply(t, *seat, *gave);
            from_supply(t, *seat, *got);
        }
        TableEvent::TradeOffered {
            offer,
            seat,
            give,
            want,
            to,
        } => {
            let (offers, next) = t.offer_book();
            trade::open(
                offers,
                next,
                Offer {
                    id: *offer,
                    from: *seat,
                    give: *give,
                    want: *want,
                    to: to.clone(),
                    answers: Vec::new(),
                },
            );
        }
        TableEvent::OfferAccepted { offer, seat } => {
            trade::record_answer(t.offer_book().0, *offer, *seat, Answer::Accepted);
        }
        TableEvent::OfferRejected { offer, seat } => {
            trade::record_answer(t.offer_book().0, *offer, *seat, Answer::Rejected);
        }
        TableEvent::OfferCountered {
            offer,
            seat,
            give,
            want,
        } => trade::record_answer(
            t.offer_book().0,
            *offer,
            *seat,
            Answer::Countered {
                give: *give,
                want: *want,
            },
        ),
        TableEvent::OfferWithdrawn { offer, .. } => trade::close(t.offer_book().0, *offer),
        TableEvent::TradeConfirmed {
            offer,
            seat,
            with,
            gave,
            got,
        } => {
            *t.hand_mut(*seat) -= *gave;
            *t.hand_mut(*with) += *gave;
            *t.hand_mut(*with) -= *got;
            *t.hand_mut(*seat) += *got;
            trade::close(t.offer_book().0, *offer);
        }
    }
}

/// `seat` pays `cards` into the supply.
pub fn to_supply(t: &mut impl Table, seat: Seat, cards: Resources) {
    *t.hand_mut(seat) -= cards;
    *t.supply_mut() += cards;
}

/// `seat` takes `cards` from the supply.
pub fn from_supply(t: &mut impl Table, seat: Seat, cards: Resources) {
    *t.supply_mut() -= cards;
    *t.hand_mut(seat) += cards;
}

/// A roll's yield: each seat takes its cards from the supply.
pub fn produce(t: &mut impl Table, gains: &[SeatCards]) {
    for g in gains {
        from_supply(t, g.seat, g.cards);
    }
}

/// `thief` takes one card from `victim`'s hand; its kind is `None` in a
/// fold for a seat that may not know it, and then no hand changes.
pub fn steal(t: &mut impl Table, thief: Seat, victim: Seat, resource: Option<Resource>) {
    if let Some(r) = resource {
        let card = Resources::of(r, 1);
        *t.hand_mut(victim) -= card;
        *t.hand_mut(thief) += card;
    }
}

/// The law of the cards in hand every ruleset keeps: `per_resource` cards
/// of each resource between the supply and the hands of `seats`.
pub fn check_cards(t: &impl Table, seats: u8, per_resource: u8) -> Result<(), String> {
    for r in Resource::ALL {
        let held: u32 = (0..seats).map(|s| u32::from(t.hand(Seat(s)).get(r))).sum();
        let total = held + u32::from(t.supply().get(r));
        if total != u32::from(per_resource) {
            return Err(format!(
                "{total} {r} in the supply and hands, not {per_resource}"
            ));
        }
    }
    Ok(())
}

/// The laws of one seat's points and cards: the points its view `shows`
/// are those `counted` from the board, and it holds every development card
/// it `bought` this turn.
pub fn check_seat(
    seat: Seat,
    shows: u8,
    counted: usize,
    (bought, held): (u32, u32),
) -> Result<(), String> {
    if usize::from(shows) != counted {
        return Err(format!(
            "{seat}: view says {shows} points, the board {counted}"
        ));
    }
    if bought > held {
        return Err(format!("{seat}: more cards bought this turn than held"));
    }
    Ok(())
}

// legal moves

impl From<trade::Move> for TableCommand {
    fn from(m: trade::Move) -> Self {
        match m {
            trade::Move::Withdraw(offer) => TableCommand::WithdrawOffer { offer },
            trade::Move::Confirm { offer, with } => TableCommand::ConfirmTrade { offer, with },
            trade::Move::Accept(offer) => TableCommand::AcceptOffer { offer },
            trade::Move::Reject(offer) => TableCommand::RejectOffer { offer },
        }
    }
}

/// The discards `seat` may send now (at most [`MAX_DISCARD_CHOICES`]), each
/// passed to `f`.
pub fn discard_moves(t: &impl Table, seat: Seat, f: impl FnMut(TableCommand)) {
    let Some(debt) = t
        .pending_discards()
        .and_then(|pending| pending.iter().find(|d| d.seat == seat))
    else {
        return;
    };
    let mut f = f;
    each_discard_choice(t.hand(seat), debt.count, MAX_DISCARD_CHOICES, |cards| {
        f(TableCommand::Discard { cards });
    });
}

/// What the current player `seat` may do at the table in the main part of
/// its turn: trade with the supply, withdraw its offers and confirm them
/// where both hands still hold the terms.
pub fn main_moves(t: &impl Table, seat: Seat, mut f: impl FnMut(TableCommand)) {
    let hand = t.hand(seat);
    let rates = t.supply_rates(seat);
    let supply = t.supply();
    for give in Resource::ALL {
        if hand.get(give) < rates[give.index()] {
            continue;
        }
        for get in Resource::ALL {
            if get != give && supply.get(get) > 0 {
                f(TableCommand::SupplyTrade { give, get });
            }
        }
    }
    for m in trade::own_moves(t.offers(), seat, hand, |s| t.hand(s)) {
        f(m.into());
    }
}

/// The answers `seat` may give to the offers made to it.
pub fn answer_moves(t: &impl Table, seat: Seat, mut f: impl FnMut(TableCommand)) {
    for m in trade::answer_moves(t.offers(), seat, t.hand(seat)) {
        f(m.into());
    }
}

/// Distinct ways to give up exactly `count` cards from `hand`, at most `cap`.
pub fn discard_choices(hand: Resources, count: u8, cap: usize) -> Vec<Resources> {
    let mut out = Vec::new();
    each_discard_choice(hand, count, cap, |cards| out.push(cards));
    out
}

/// Calls `f` with each of [`discard_choices`] in turn: most of the first
/// resource first, then of the second, and so on.
fn each_discard_choice(hand: Resources, count: u8, cap: usize, f: impl FnMut(Resources)) {
    let counts = hand.counts();
    // rest[i]: the cards of resources i.. together.
    let mut rest = [0u32; 6];
    for i in (0..5).rev() {
        rest[i] = rest[i + 1] + u32::from(counts[i]);
    }
    if u32::from(count) > rest[0] || cap == 0 {
        return;
    }
    let mut chooser = Chooser {
        counts,
        rest,
        cap,
        emitted: 0,
        f,
    };
    chooser.choose(0, count, [0; 5]);
}

struct Chooser<F> {
    counts: [u8; 5],
    rest: [u32; 6],
    cap: usize,
    emitted: usize,
    f: F,
}

impl<F: FnMut(Resources)> Chooser<F> {
    /// Picks counts for resources `i..` adding up to `left`, which the
    /// caller made sure they hold.
    fn choose(&mut self, i: usize, left: u8, mut pick: [u8; 5]) {
        if i == 4 {
            let [b, l, w, g, _] = pick;
            (self.f)(Resources::new(b, l, w, g, left));
            self.emitted += 1;
            return;
        }
        for n in (0..=self.counts[i].min(left)).rev() {
            if self.emitted >= self.cap || u32::from(left - n) > self.rest[i + 1] {
                return;
            }
            pick[i] = n;
            self.choose(i + 1, left - n, pick);
        }
    }
}

/// Every kind of table event and command, with the JSON each ruleset stores
/// for it (`supply_traded` / `supply_trade`: the ruleset's tags for trade
/// with the supply), for the rulesets' round-trip tests.
#[cfg(test)]
pub(crate) mod samples {
    use super::{TableCommand, TableEvent};
    use crate::rules::common::{Resource, Resources};
    use crate::rules::Seat;
    use serde_json::{json, Value};

    fn cards(text: &str) -> Resources {
        Resources::parse(text).expect("cards")
    }

    fn stored(text: &str) -> Value {
        let r = cards(text);
        json!({"brick": r.get(Resource::Brick), "lumber": r.get(Resource::Lumber),
            "wool": r.get(Resource::Wool), "grain": r.get(Resource::Grain), "ore": r.get(Resource::Ore)})
    }

    /// Each table event beside its stored JSON.
    pub fn events(supply_traded: &str) -> Vec<(TableEvent, Value)> {
        let (s0, s1) = (Seat(0), Seat(1));
        vec![
            (
                TableEvent::CardsDiscarded {
                    seat: s1,
                    cards: cards("BBO"),
                },
                json!({"type": "CardsDiscarded", "seat": 1, "cards": stored("BBO")}),
            ),
            (
                TableEvent::SupplyTraded {
                    seat: s0,
                    gave: cards("LLL"),
                    got: cards("O"),
                },
                json!({"type": supply_traded, "seat": 0, "gave": stored("LLL"), "got": stored("O")}),
            ),
            (
                TableEvent::TradeOffered {
                    offer: 3,
                    seat: s0,
                    give: cards("B"),
                    want: cards("W"),
                    to: vec![s1, Seat(2)],
                },
                json!({"type": "TradeOffered", "offer": 3, "seat": 0, "give": stored("B"),
                    "want": stored("W"), "to": [1, 2]}),
            ),
            (
                TableEvent::OfferAccepted { offer: 3, seat: s1 },
                json!({"type": "OfferAccepted", "offer": 3, "seat": 1}),
            ),
            (
                TableEvent::OfferRejected { offer: 3, seat: s1 },
                json!({"type": "OfferRejected", "offer": 3, "seat": 1}),
            ),
            (
                TableEvent::OfferCountered {
                    offer: 3,
                    seat: s1,
                    give: cards("BB"),
                    want: cards("G"),
                },
                json!({"type": "OfferCountered", "offer": 3, "seat": 1, "give": stored("BB"),
                    "want": stored("G")}),
            ),
            (
                TableEvent::OfferWithdrawn { offer: 3, seat: s0 },
                json!({"type": "OfferWithdrawn", "offer": 3, "seat": 0}),
            ),
            (
                TableEvent::TradeConfirmed {
                    offer: 3,
                    seat: s0,
                    with: s1,
                    gave: cards("B"),
                    got: cards("W"),
                },
                json!({"type": "TradeConfirmed", "offer": 3, "seat": 0, "with": 1,
                    "gave": stored("B"), "got": stored("W")}),
            ),
        ]
    }

    /// Each table command beside the JSON a client sends for it.
    pub fn commands(supply_trade: &str) -> Vec<(TableCommand, Value)> {
        vec![
            (
                TableCommand::Discard { cards: cards("BO") },
                json!({"type": "Discard", "cards": stored("BO")}),
            ),
            (
                TableCommand::SupplyTrade {
                    give: Resource::Lumber,
                    get: Resource::Ore,
                },
                json!({"type": supply_trade, "give": "lumber", "get": "ore"}),
            ),
            (
                TableCommand::OfferTrade {
                    give: cards("B"),
                    want: cards("W"),
                    to: vec![Seat(1)],
                },
                json!({"type": "OfferTrade", "give": stored("B"), "want": stored("W"), "to": [1]}),
            ),
            (
                TableCommand::AcceptOffer { offer: 2 },
                json!({"type": "AcceptOffer", "offer": 2}),
            ),
            (
                TableCommand::RejectOffer { offer: 2 },
                json!({"type": "RejectOffer", "offer": 2}),
            ),
            (
                TableCommand::CounterOffer {
                    offer: 2,
                    give: cards("G"),
                    want: cards("O"),
                },
                json!({"type": "CounterOffer", "offer": 2, "give": stored("G"), "want": stored("O")}),
            ),
            (
                TableCommand::WithdrawOffer { offer: 2 },
                json!({"type": "WithdrawOffer", "offer": 2}),
            ),
            (
                TableCommand::ConfirmTrade {
                    offer: 2,
                    with: Seat(1),
                },
                json!({"type": "ConfirmTrade", "offer": 2, "with": 1}),
            ),
        ]
    }
}
