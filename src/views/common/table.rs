//! The shared table as players see it, in every ruleset that has one: cards
//! and trade terms in words, the answers to an offer, and the open offers
//! with what the viewer may do about each (accept, decline, counter,
//! withdraw, confirm), drawn by `templates/partials/offers.html`. Each
//! ruleset names its resources in its own words (`word`).

use crate::lang::story::{self, Story};
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang};
use crate::rules::common::table::{TableCommand, TableEvent};
use crate::rules::common::trade::{Answer, Offer};
use crate::rules::common::{Resource, Resources};
use crate::rules::contract::{join_words, Names};
use crate::rules::Seat;
use crate::views::common::form::Sent;
use crate::views::common::words::plural;

/// A ruleset's word for a resource ("brick", or "clay" in Baden-Württemberg).
pub type Word = fn(Resource) -> &'static str;

/// Cards in words: "2 brick and 1 ore", or "no cards".
pub fn cards(r: &Resources, word: Word) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|res| r.get(**res) > 0)
        .map(|res| format!("{} {}", r.get(*res), word(*res)))
        .collect();
    if parts.is_empty() {
        "no cards".to_owned()
    } else {
        join_words(&parts)
    }
}

/// Offer terms from the offering player's side: "1 brick for 1 ore".
pub fn terms(give: &Resources, want: &Resources, word: Word) -> String {
    format!("{} for {}", cards(give, word), cards(want, word))
}

/// What `hand` lacks to pay `want`, or `None` when it holds all of it.
pub fn lacking(hand: &Resources, want: &Resources) -> Option<Resources> {
    let mut short = Resources::ZERO;
    for r in Resource::ALL {
        short.set(r, want.get(r).saturating_sub(hand.get(r)));
    }
    (!short.is_empty()).then_some(short)
}

/// "You cannot accept this: you would need 1 ore more", for a seat whose
/// own `hand` cannot pay what `offer` wants; `None` when it can.
pub fn cannot_pay(offer: &Offer, hand: &Resources, word: Word) -> Option<String> {
    lacking(hand, &offer.want).map(|short| {
        format!(
            "You cannot accept this: you would need {} more",
            cards(&short, word)
        )
    })
}

/// One answer to an offer in words, seen by anyone: from public facts
/// alone. `held` is how many cards `seat` holds (public): one who holds
/// fewer than the offer wants cannot accept it, which anyone may count;
/// whether its cards are the right ones stays its own.
pub fn answer(names: &Names, offer: &Offer, seat: Seat, held: Option<u32>, word: Word) -> String {
    let who = names.of(seat);
    let asked = offer.want.total();
    match offer.answer_of(seat) {
        None => match held {
            Some(n) if n < asked => format!(
                "{who} cannot accept: {who} holds {}, fewer than the {asked} asked",
                plural(n, "card", "cards")
            ),
            _ => format!("{who} has not answered yet"),
        },
        Some(Answer::Accepted) => format!("{who} accepts"),
        Some(Answer::Rejected) => format!("{who} declines"),
        Some(Answer::Countered { give, want }) => format!(
            "{who} counters: {} would give {} for {}",
            names.of(offer.from),
            cards(&give, word),
            cards(&want, word)
        ),
    }
}

/// One answer to an offer in words, seen by `viewer`: its own answer in
/// the second person ("You have not answered yet"), and where its own
/// `hand` cannot pay the offer, that it cannot accept it and what it
/// lacks. Another seat's answer reads from public facts only
/// ([`answer`]), whatever that seat holds.
pub fn answer_seen_by(
    names: &Names,
    offer: &Offer,
    seat: Seat,
    viewer: Option<Seat>,
    seen: &Seen<'_>,
    word: Word,
) -> String {
    if viewer != Some(seat) {
        let held = seen.held.get(usize::from(seat.0)).copied();
        return answer(names, offer, seat, held, word);
    }
    match offer.answer_of(seat) {
        None => seen
            .hand
            .and_then(|h| cannot_pay(offer, h, word))
            .unwrap_or_else(|| "You have not answered yet".to_owned()),
        Some(Answer::Accepted) => "You accept".to_owned(),
        Some(Answer::Rejected) => "You decline".to_owned(),
        Some(Answer::Countered { give, want }) => format!(
            "You counter: you would give {} for {}",
            cards(&want, word),
            cards(&give, word)
        ),
    }
}

/// What a viewer knows of the hands an offer's answers depend on: its own
/// hand (a seat) and every seat's card count (public), by seat.
#[derive(Debug, Clone, Copy, Default)]
pub struct Seen<'a> {
    pub hand: Option<&'a Resources>,
    pub held: &'a [u32],
}

/// One number field of a trade form: the resource as the form sends it
/// (`key`), as players read it (`label`), its value and its maximum.
#[derive(Debug, Clone)]
pub struct Field {
    pub key: &'static str,
    pub label: &'static str,
    pub value: u8,
    pub max: u8,
}

/// Number fields for the five resources.
pub fn fields(
    word: Word,
    value: impl Fn(Resource) -> u8,
    max: impl Fn(Resource) -> u8,
) -> Vec<Field> {
    Resource::ALL
        .into_iter()
        .map(|r| Field {
            key: r.name(),
            label: word(r),
            value: value(r),
            max: max(r),
        })
        .collect()
}

/// An open offer as the viewer sees it, with what it may do about it.
#[derive(Debug, Clone)]
pub struct OfferView {
    pub id: u32,
    pub text: String,
    pub answers: Vec<String>,
    pub accept: bool,
    pub reject: bool,
    pub counter: bool,
    pub withdraw: bool,
    /// One button per seat the offer may be completed with: seat, label.
    pub confirm: Vec<(u8, String)>,
    /// The counter-offer form's fields, from the counterer's side: the
    /// offer's own terms swapped, or what the seat last typed.
    pub counter_give: Vec<Field>,
    pub counter_want: Vec<Field>,
    /// The counter-offer form opens at once (it was refused).
    pub counter_open: bool,
}

/// What the offers on a page are drawn from.
#[derive(Debug, Clone, Copy)]
pub struct OffersInput<'a> {
    pub offers: &'a [Offer],
    /// The seat in the main part of its turn, if any: only its offers may
    /// be countered.
    pub main_seat: Option<Seat>,
    pub names: &'a Names,
    /// The viewer's seat; none for a spectator.
    pub me: Option<Seat>,
    /// The viewer's legal table commands.
    pub legal: &'a [&'a TableCommand],
    /// The form the seat sent last, if it was refused.
    pub typed: Option<&'a Sent>,
    pub word: Word,
    /// The most a trade form's field takes.
    pub max: u8,
    /// The viewer's own hand and every seat's card count.
    pub seen: Seen<'a>,
}

/// The open offers as the viewer sees them.
pub fn offers(input: OffersInput<'_>) -> Vec<OfferView> {
    let OffersInput {
        names, me, word, ..
    } = input;
    let has = |f: &dyn Fn(&TableCommand) -> bool| input.legal.iter().any(|c| f(c));
    input
        .offers
        .iter()
        .map(|o| {
            let mine = Some(o.from) == me;
            let to_me = me.is_some_and(|s| o.to.contains(&s));
            let text = if mine {
                format!(
                    "You offer {} to {}.",
                    terms(&o.give, &o.want, word),
                    names.list(&o.to)
                )
            } else if to_me {
                format!(
                    "{} offers you {} for {}.",
                    names.of(o.from),
                    cards(&o.give, word),
                    cards(&o.want, word)
                )
            } else {
                format!(
                    "{} offers {} to {}.",
                    names.of(o.from),
                    terms(&o.give, &o.want, word),
                    names.list(&o.to)
                )
            };
            let confirm = input
                .legal
                .iter()
                .filter_map(|c| match c {
                    TableCommand::ConfirmTrade { offer, with } if *offer == o.id => {
                        Some((with.0, format!("Trade with {}", names.of(*with))))
                    }
                    _ => None,
                })
                .collect();
            let (counter_give, counter_want, counter_open) = counter_fields(o, &input);
            OfferView {
                id: o.id,
                text,
                answers: o
                    .to
                    .iter()
                    .map(|s| answer_seen_by(names, o, *s, me, &input.seen, word))
                    .collect(),
                accept: has(
                    &|c| matches!(c, TableCommand::AcceptOffer { offer } if *offer == o.id),
                ),
                reject: has(
                    &|c| matches!(c, TableCommand::RejectOffer { offer } if *offer == o.id),
                ),
                counter: !mine
                    && to_me
                    && input.main_seat == Some(o.from)
                    && me.is_some_and(|s| o.answer_of(s).is_none()),
                withdraw: has(
                    &|c| matches!(c, TableCommand::WithdrawOffer { offer } if *offer == o.id),
                ),
                confirm,
                counter_give,
                counter_want,
                counter_open,
            }
        })
        .collect()
}

/// The counter-offer form of `o`: what the seat typed into it, if that was
/// refused, or else the offer's terms from the counterer's side (it gives
/// what was wanted and wants what was given).
fn counter_fields(o: &Offer, input: &OffersInput<'_>) -> (Vec<Field>, Vec<Field>, bool) {
    let retyped = input.typed.filter(|t| {
        t.act() == Some("counter") && t.get("offer").map(str::trim) == Some(&*o.id.to_string())
    });
    let (word, max) = (input.word, |_| input.max);
    match retyped {
        Some(t) => (
            fields(word, |r| t.count(&format!("give_{}", r.name())), max),
            fields(word, |r| t.count(&format!("want_{}", r.name())), max),
            true,
        ),
        None => (
            fields(word, |r| o.want.get(r), max),
            fields(word, |r| o.give.get(r), max),
            false,
        ),
    }
}

/// One table event in plain words in `lang` and the ruleset's `words`, for
/// the history and the latest events. The event must already be redacted
/// for the viewer.
pub fn narrate(lang: Lang, words: Words, e: &TableEvent, names: &Names) -> String {
    let n = |s: &Seat| names.of(*s);
    let c = |r: &Resources| story::cards(lang, words, r);
    lang.say(match e {
        TableEvent::CardsDiscarded { seat, cards } => Story::Discarded {
            words,
            who: n(seat),
            cards: c(cards),
        },
        TableEvent::SupplyTraded { seat, gave, got } => Story::SupplyTraded {
            words,
            who: n(seat),
            gave: c(gave),
            got: c(got),
        },
        TableEvent::TradeOffered {
            seat,
            give,
            want,
            to,
            ..
        } => Story::Offered {
            who: n(seat),
            terms: story::terms(lang, words, give, want),
            to: list_and(lang, &to.iter().map(n).collect::<Vec<_>>()),
        },
        TableEvent::OfferAccepted { seat, .. } => Story::Accepted { who: n(seat) },
        TableEvent::OfferRejected { seat, .. } => Story::Declined { who: n(seat) },
        // The counter's terms from the side of the one who counters.
        TableEvent::OfferCountered {
            seat, give, want, ..
        } => Story::Countered {
            words,
            who: n(seat),
            give: c(want),
            want: c(give),
        },
        TableEvent::OfferWithdrawn { seat, .. } => Story::Withdrew { who: n(seat) },
        TableEvent::TradeConfirmed {
            seat,
            with,
            gave,
            got,
            ..
        } => Story::Traded {
            words,
            who: n(seat),
            gave: c(gave),
            with: n(with),
            got: c(got),
        },
    })
}
