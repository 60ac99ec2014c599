//! Domestic trade as the classic game and Baden-Württemberg both play it
//! (clarifications.md: trade, played asynchronously): the offers the current
//! player makes, the answers (accept, reject, counter), withdrawal and
//! confirmation. This module owns the offer bookkeeping, the checks of terms,
//! partners and answers against the open offers and the hands, and which of
//! these moves a seat may make. Each ruleset keeps its own phases, events and
//! house rules (classic's limit on open offers, Oil Springs' oil terms) and
//! calls these in its own order; nothing here knows a ruleset's state.

use super::Resources;
use crate::rules::{RuleError, Seat};
use serde::{Deserialize, Serialize};

/// Identifies a domestic trade offer within a game.
pub type OfferId = u32;

/// One answer to a domestic trade offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Answer {
    Accepted,
    Rejected,
    /// Other terms, from the offering player's side.
    Countered {
        give: Resources,
        want: Resources,
    },
}

/// A domestic trade offer from the current player. `give` is what the
/// offering player gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub id: OfferId,
    pub from: Seat,
    pub give: Resources,
    pub want: Resources,
    pub to: Vec<Seat>,
    pub answers: Vec<(Seat, Answer)>,
}

impl Offer {
    /// The answer `seat` gave, if any.
    pub fn answer_of(&self, seat: Seat) -> Option<Answer> {
        self.answers
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, a)| *a)
    }

    /// The terms `with` agreed to, from the offering player's side (what
    /// they give, what they get): the offer's own when accepted, theirs
    /// when countered; `None` when refused or not answered.
    pub fn terms_with(&self, with: Seat) -> Option<(Resources, Resources)> {
        match self.answer_of(with)? {
            Answer::Accepted => Some((self.give, self.want)),
            Answer::Countered { give, want } => Some((give, want)),
            Answer::Rejected => None,
        }
    }
}

// deciding

/// Trade terms: at least one card each side, never the same resource on
/// both sides.
pub fn check_terms(give: Resources, want: Resources) -> Result<(), RuleError> {
    if give.is_empty() || want.is_empty() || give.overlaps(&want) {
        Err(RuleError::BadTrade)
    } else {
        Ok(())
    }
}

/// The seats an offer from `seat` goes to, sorted and each once: at least
/// one, every one another seat of the game (`has_seat`).
pub fn partners(
    seat: Seat,
    mut to: Vec<Seat>,
    has_seat: impl Fn(Seat) -> bool,
) -> Result<Vec<Seat>, RuleError> {
    to.sort_unstable();
    to.dedup();
    if to.is_empty() || to.iter().any(|s| *s == seat || !has_seat(*s)) {
        return Err(RuleError::BadTradePartner);
    }
    Ok(to)
}

/// Fails unless `hand` holds `cost` (the cards a seat would give).
pub fn check_hand(hand: Resources, cost: Resources) -> Result<(), RuleError> {
    if hand.contains(&cost) {
        Ok(())
    } else {
        Err(RuleError::CannotAfford { cost })
    }
}

/// The open offer `offer`.
pub fn find(offers: &[Offer], offer: OfferId) -> Result<&Offer, RuleError> {
    offers
        .iter()
        .find(|o| o.id == offer)
        .ok_or(RuleError::NoSuchOffer)
}

/// The open offer `offer`, made to `seat` and not answered by it yet.
pub fn answerable(offers: &[Offer], seat: Seat, offer: OfferId) -> Result<&Offer, RuleError> {
    let o = find(offers, offer)?;
    if !o.to.contains(&seat) {
        return Err(RuleError::NotOfferedToYou);
    }
    if o.answer_of(seat).is_some() {
        return Err(RuleError::AlreadyAnswered);
    }
    Ok(o)
}

/// `seat`'s own open offer `offer`.
pub fn own(offers: &[Offer], seat: Seat, offer: OfferId) -> Result<&Offer, RuleError> {
    let o = find(offers, offer)?;
    if o.from == seat {
        Ok(o)
    } else {
        Err(RuleError::NoSuchOffer)
    }
}

/// Accepting `o` needs the cards it asks for in `hand`.
pub fn check_accept(o: &Offer, hand: Resources) -> Result<(), RuleError> {
    check_hand(hand, o.want)
}

/// A counter-offer (from the offering player's side: `want` is what the
/// answering seat would give): sound terms, and those cards in `hand`.
pub fn check_counter(give: Resources, want: Resources, hand: Resources) -> Result<(), RuleError> {
    check_terms(give, want)?;
    check_hand(hand, want)
}

/// The terms confirming `o` with `with` completes (what the offering player
/// gives, what it gets). clarifications.md: cards are checked again at
/// confirmation, the offering player's `hand` first, then the partner's
/// (`hand_of`, asked only of a seat that answered).
pub fn confirmed_terms(
    o: &Offer,
    with: Seat,
    hand: Resources,
    hand_of: impl Fn(Seat) -> Resources,
) -> Result<(Resources, Resources), RuleError> {
    let (give, want) = o.terms_with(with).ok_or(RuleError::NotAccepted)?;
    check_hand(hand, give)?;
    if !hand_of(with).contains(&want) {
        return Err(RuleError::PartnerCannotAfford(with));
    }
    Ok((give, want))
}

// folding

/// Records a new offer (`TradeOffered`); the next one gets the following id.
pub fn open(offers: &mut Vec<Offer>, next_offer: &mut OfferId, offer: Offer) {
    *next_offer = offer.id + 1;
    offers.push(offer);
}

/// Records `seat`'s answer to `offer`.
pub fn record_answer(offers: &mut [Offer], offer: OfferId, seat: Seat, answer: Answer) {
    if let Some(o) = offers.iter_mut().find(|o| o.id == offer) {
        o.answers.push((seat, answer));
    }
}

/// Removes an offer withdrawn or completed.
pub fn close(offers: &mut Vec<Offer>, offer: OfferId) {
    offers.retain(|o| o.id != offer);
}

// legal moves

/// A move with the open offers, as each ruleset's command of that name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Withdraw(OfferId),
    Confirm { offer: OfferId, with: Seat },
    Accept(OfferId),
    Reject(OfferId),
}

/// What `seat`, holding `hand`, may do with its own open offers: withdraw
/// each, and confirm it with each seat that agreed on terms both hands
/// (the partner's from `hand_of`) still cover.
pub fn own_moves(
    offers: &[Offer],
    seat: Seat,
    hand: Resources,
    hand_of: impl Fn(Seat) -> Resources,
) -> Vec<Move> {
    let mut out = Vec::new();
    for o in offers.iter().filter(|o| o.from == seat) {
        out.push(Move::Withdraw(o.id));
        for (with, _) in &o.answers {
            if let Some((give, want)) = o.terms_with(*with) {
                if hand.contains(&give) && hand_of(*with).contains(&want) {
                    out.push(Move::Confirm {
                        offer: o.id,
                        with: *with,
                    });
                }
            }
        }
    }
    out
}

/// What `seat`, holding `hand`, may answer to the offers made to it and not
/// answered yet: accept where it holds the cards asked for, and reject.
/// Counter-offers are free-form, so not listed.
pub fn answer_moves(offers: &[Offer], seat: Seat, hand: Resources) -> Vec<Move> {
    let mut out = Vec::new();
    for o in offers {
        if o.to.contains(&seat) && o.answer_of(seat).is_none() {
            if hand.contains(&o.want) {
                out.push(Move::Accept(o.id));
            }
            out.push(Move::Reject(o.id));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Resources {
        Resources::parse(text).expect("cards")
    }

    fn offer(answers: Vec<(Seat, Answer)>) -> Offer {
        Offer {
            id: 1,
            from: Seat(0),
            give: cards("B"),
            want: cards("O"),
            to: vec![Seat(1), Seat(2)],
            answers,
        }
    }

    #[test]
    fn terms_need_a_card_each_side_and_no_resource_on_both() {
        assert_eq!(check_terms(cards("B"), cards("O")), Ok(()));
        assert_eq!(
            check_terms(Resources::ZERO, cards("O")),
            Err(RuleError::BadTrade)
        );
        assert_eq!(
            check_terms(cards("BO"), cards("O")),
            Err(RuleError::BadTrade)
        );
    }

    #[test]
    fn an_offer_goes_to_other_seats_of_the_game_each_once() {
        let has = |s: Seat| s.0 < 3;
        assert_eq!(
            partners(Seat(0), vec![Seat(2), Seat(1), Seat(2)], has),
            Ok(vec![Seat(1), Seat(2)])
        );
        for bad in [vec![], vec![Seat(0)], vec![Seat(1), Seat(3)]] {
            assert_eq!(partners(Seat(0), bad, has), Err(RuleError::BadTradePartner));
        }
    }

    #[test]
    fn an_offer_is_answered_once_and_only_by_those_it_was_made_to() {
        let offers = vec![offer(vec![(Seat(1), Answer::Rejected)])];
        assert_eq!(answerable(&offers, Seat(2), 1).map(|o| o.id), Ok(1));
        assert_eq!(
            answerable(&offers, Seat(1), 1),
            Err(RuleError::AlreadyAnswered)
        );
        assert_eq!(
            answerable(&offers, Seat(0), 1),
            Err(RuleError::NotOfferedToYou)
        );
        assert_eq!(answerable(&offers, Seat(2), 2), Err(RuleError::NoSuchOffer));
        assert_eq!(own(&offers, Seat(1), 1), Err(RuleError::NoSuchOffer));
    }

    #[test]
    fn a_confirmation_completes_the_agreed_terms_if_both_hands_still_hold_them() {
        let countered = Answer::Countered {
            give: cards("L"),
            want: cards("G"),
        };
        let o = offer(vec![(Seat(1), Answer::Accepted), (Seat(2), countered)]);
        let rich = |_: Seat| cards("BLOG");
        assert_eq!(
            confirmed_terms(&o, Seat(1), cards("B"), rich),
            Ok((cards("B"), cards("O")))
        );
        assert_eq!(
            confirmed_terms(&o, Seat(2), cards("L"), rich),
            Ok((cards("L"), cards("G")))
        );
        assert_eq!(
            confirmed_terms(&o, Seat(1), cards("L"), rich),
            Err(RuleError::CannotAfford { cost: cards("B") })
        );
        assert_eq!(
            confirmed_terms(&o, Seat(1), cards("B"), |_| Resources::ZERO),
            Err(RuleError::PartnerCannotAfford(Seat(1)))
        );
        assert_eq!(
            confirmed_terms(&o, Seat(3), cards("B"), |_| unreachable!("not asked")),
            Err(RuleError::NotAccepted)
        );
    }

    #[test]
    fn moves_list_withdraw_and_covered_confirms_for_the_offerer_and_answers_for_the_others() {
        let o = offer(vec![
            (Seat(1), Answer::Accepted),
            (Seat(2), Answer::Rejected),
        ]);
        let offers = vec![o];
        assert_eq!(
            own_moves(&offers, Seat(0), cards("B"), |_| cards("O")),
            vec![
                Move::Withdraw(1),
                Move::Confirm {
                    offer: 1,
                    with: Seat(1)
                }
            ]
        );
        assert_eq!(
            own_moves(&offers, Seat(0), cards("B"), |_| Resources::ZERO),
            vec![Move::Withdraw(1)]
        );
        let fresh = vec![offer(Vec::new())];
        assert_eq!(
            answer_moves(&fresh, Seat(1), cards("O")),
            vec![Move::Accept(1), Move::Reject(1)]
        );
        assert_eq!(
            answer_moves(&fresh, Seat(1), Resources::ZERO),
            vec![Move::Reject(1)]
        );
        assert!(answer_moves(&offers, Seat(1), cards("O")).is_empty());
    }

    #[test]
    fn folding_opens_answers_and_closes_offers() {
        let mut offers = Vec::new();
        let mut next = 1;
        open(&mut offers, &mut next, offer(Vec::new()));
        assert_eq!(next, 2);
        record_answer(&mut offers, 1, Seat(2), Answer::Accepted);
        record_answer(&mut offers, 9, Seat(2), Answer::Rejected);
        assert_eq!(offers[0].answer_of(Seat(2)), Some(Answer::Accepted));
        close(&mut offers, 1);
        assert!(offers.is_empty());
    }
}
