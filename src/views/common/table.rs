//! The shared table as players see it, in every ruleset that has one: cards
//! and trade terms in words, the answers to an offer, and the open offers
//! with what the viewer may do about each (accept, decline, counter,
//! withdraw, confirm), drawn by `templates/partials/offers.html`. Each
//! ruleset names its resources in its own words (`word`).

use crate::lang::play::Play;
use crate::lang::story::{self, Story};
use crate::lang::terms::{Term, Words};
use crate::lang::{list_and, Lang, Person};
use crate::rules::common::table::{TableCommand, TableEvent};
use crate::rules::common::trade::{Answer, Offer};
use crate::rules::common::{Resource, Resources};
use crate::rules::contract::Names;
use crate::rules::Seat;
use crate::views::common::form::Sent;

/// A ruleset's word for a resource ("brick", or "clay" in Baden-Württemberg).
pub type Word = fn(Resource) -> String;

/// Cards in words in `lang`: "2 brick and 1 ore", or "no cards".
pub fn cards(lang: Lang, r: &Resources, word: Word) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|res| r.get(**res) > 0)
        .map(|res| format!("{} {}", r.get(*res), word(*res)))
        .collect();
    if parts.is_empty() {
        lang.say(Term::NoCards)
    } else {
        list_and(lang, &parts)
    }
}

/// Offer terms from the offering player's side in `lang`: "1 brick for 1
/// ore".
pub fn terms(lang: Lang, give: &Resources, want: &Resources, word: Word) -> String {
    lang.say(Play::Terms {
        give: cards(lang, give, word),
        want: cards(lang, want, word),
    })
}

/// What `hand` lacks to pay `want`, or `None` when it holds all of it.
pub fn lacking(hand: &Resources, want: &Resources) -> Option<Resources> {
    let mut short = Resources::ZERO;
    for r in Resource::ALL {
        short.set(r, want.get(r).saturating_sub(hand.get(r)));
    }
    (!short.is_empty()).then_some(short)
}

/// "You cannot accept this: you would need 1 ore more", in `lang`, for a
/// seat whose own `hand` cannot pay what `offer` wants; `None` when it can.
pub fn cannot_pay(lang: Lang, offer: &Offer, hand: &Resources, word: Word) -> Option<String> {
    lacking(hand, &offer.want).map(|short| {
        lang.say(Play::CannotAccept {
            lack: cards(lang, &short, word),
        })
    })
}

/// One answer to an offer in words in `lang`, seen by anyone: from public
/// facts alone. `held` is how many cards `seat` holds (public): one who
/// holds fewer than the offer wants cannot accept it, which anyone may
/// count; whether its cards are the right ones stays its own.
pub fn answer(
    lang: Lang,
    names: &Names,
    offer: &Offer,
    seat: Seat,
    held: Option<u32>,
    word: Word,
) -> String {
    let who = names.of(seat);
    let person = Person::Other;
    let asked = offer.want.total();
    lang.say(match offer.answer_of(seat) {
        None => match held {
            Some(held) if held < asked => Play::CannotAcceptHeld { who, held, asked },
            _ => Play::NotAnswered { who, person },
        },
        Some(Answer::Accepted) => Play::Accepts { who, person },
        Some(Answer::Rejected) => Play::Declines { who, person },
        Some(Answer::Countered { give, want }) => Play::Counters {
            who,
            from: names.of(offer.from),
            give: cards(lang, &give, word),
            want: cards(lang, &want, word),
        },
    })
}

/// One answer to an offer in words, seen by `viewer`: its own answer in
/// the second person ("You have not answered yet"), and where its own
/// `hand` cannot pay the offer, that it cannot accept it and what it
/// lacks. Another seat's answer reads from public facts only
/// ([`answer`]), whatever that seat holds.
pub fn answer_seen_by(
    lang: Lang,
    names: &Names,
    offer: &Offer,
    seat: Seat,
    viewer: Option<Seat>,
    seen: &Seen<'_>,
    word: Word,
) -> String {
    if viewer != Some(seat) {
        let held = seen.held.get(usize::from(seat.0)).copied();
        return answer(lang, names, offer, seat, held, word);
    }
    let (who, person) = (names.of(seat), Person::You);
    match offer.answer_of(seat) {
        None => seen
            .hand
            .and_then(|h| cannot_pay(lang, offer, h, word))
            .unwrap_or_else(|| lang.say(Play::NotAnswered { who, person })),
        Some(Answer::Accepted) => lang.say(Play::Accepts { who, person }),
        Some(Answer::Rejected) => lang.say(Play::Declines { who, person }),
        Some(Answer::Countered { give, want }) => lang.say(Play::YouCounter {
            give: cards(lang, &want, word),
            want: cards(lang, &give, word),
        }),
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
    pub label: String,
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
    /// The language the viewer reads.
    pub lang: Lang,
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
        lang,
        names,
        me,
        word,
        ..
    } = input;
    let list = |seats: &[Seat]| {
        list_and(
            lang,
            &seats.iter().map(|s| names.of(*s)).collect::<Vec<_>>(),
        )
    };
    let has = |f: &dyn Fn(&TableCommand) -> bool| input.legal.iter().any(|c| f(c));
    input
        .offers
        .iter()
        .map(|o| {
            let mine = Some(o.from) == me;
            let to_me = me.is_some_and(|s| o.to.contains(&s));
            let text = lang.say(if mine {
                Play::YouOffer {
                    terms: terms(lang, &o.give, &o.want, word),
                    to: list(&o.to),
                }
            } else if to_me {
                Play::OffersYou {
                    who: names.of(o.from),
                    give: cards(lang, &o.give, word),
                    want: cards(lang, &o.want, word),
                }
            } else {
                Play::Offers {
                    who: names.of(o.from),
                    terms: terms(lang, &o.give, &o.want, word),
                    to: list(&o.to),
                }
            });
            let confirm = input
                .legal
                .iter()
                .filter_map(|c| match c {
                    TableCommand::ConfirmTrade { offer, with } if *offer == o.id => Some((
                        with.0,
                        lang.say(Play::TradeWith {
                            who: names.of(*with),
                        }),
                    )),
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
                    .map(|s| answer_seen_by(lang, names, o, *s, me, &input.seen, word))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::play::resource_word;
    use crate::views::common::choice;

    fn offer() -> Offer {
        Offer {
            id: 3,
            from: Seat(0),
            give: Resources::of(Resource::Brick, 1),
            want: Resources::of(Resource::Ore, 2),
            to: vec![Seat(1), Seat(2)],
            answers: vec![(Seat(2), Answer::Accepted)],
        }
    }

    fn names() -> Names {
        Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
    }

    fn texts(lang: Lang) -> (String, Vec<String>) {
        let (o, names) = (offer(), names());
        let seen = Seen {
            hand: Some(&Resources::ZERO),
            held: &[4, 1, 5],
        };
        let ben = answer_seen_by(
            lang,
            &names,
            &o,
            Seat(1),
            Some(Seat(1)),
            &seen,
            resource_word(Lang::En),
        );
        let cleo = answer_seen_by(
            lang,
            &names,
            &o,
            Seat(2),
            Some(Seat(1)),
            &seen,
            resource_word(Lang::En),
        );
        let public = answer(lang, &names, &o, Seat(1), Some(1), resource_word(Lang::En));
        let view = offers(OffersInput {
            lang,
            offers: std::slice::from_ref(&o),
            main_seat: Some(Seat(0)),
            names: &names,
            me: Some(Seat(1)),
            legal: &[],
            typed: None,
            word: resource_word(Lang::En),
            max: 19,
            seen,
        });
        let text = view.first().map(|v| v.text.clone()).unwrap_or_default();
        (text, vec![ben, cleo, public])
    }

    #[test]
    fn an_offer_s_statuses_read_in_the_reader_s_language() {
        let (text, answers) = texts(Lang::En);
        assert_eq!(text, "Anna offers you 1 brick for 2 ore.");
        assert_eq!(
            answers,
            [
                "You cannot accept this: you would need 2 ore more",
                "Cleo accepts",
                "Ben cannot accept: Ben holds 1 card, fewer than the 2 asked",
            ]
        );
        let (text, answers) = texts(Lang::De);
        assert_eq!(text, "Anna bietet dir 1 brick für 2 ore an.");
        assert_eq!(
            answers,
            [
                "Du kannst nicht annehmen: Dir fehlen noch 2 ore",
                "Cleo nimmt an",
                "Ben kann nicht annehmen: Ben hat 1 Karte, weniger als die 2 verlangten",
            ]
        );
    }

    #[test]
    fn a_withdrawal_by_reply_reads_in_the_reader_s_language() {
        let said = |lang| {
            choice::table(
                lang,
                &TableCommand::WithdrawOffer { offer: 3 },
                &[offer()],
                &names(),
                resource_word(Lang::En),
                |_, _| String::new(),
                true,
                None,
                (),
            )
            .map(|c| c.words)
        };
        assert_eq!(
            said(Lang::En).as_deref(),
            Some("Take back your offer 1 brick for 2 ore")
        );
        assert_eq!(
            said(Lang::De).as_deref(),
            Some("Dein Angebot zurückziehen: 1 brick für 2 ore")
        );
    }
}
