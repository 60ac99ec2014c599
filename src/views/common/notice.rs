//! What a seat is told after a command, as data: the notice and what a
//! ruleset's presentation adds to it. The mail layer renders them; nothing
//! here renders an email.

use crate::lang::notice::Notice;
use crate::lang::Lang;
use crate::rules::common::standings::Standing;
use crate::rules::common::table::TableEvent;
use crate::rules::common::trade::{Answer, Offer, OfferId};
use crate::rules::{Names, Seat};

/// The final standings as lines of an email in `lang`: "1. Anna, winner:
/// 10 points (3 settlements 3, 2 cities 4, …)".
pub fn standing_lines(lang: Lang, standings: &[Standing], names: &Names) -> Vec<String> {
    crate::views::common::standings::rows(standings, names, &[], None)
        .iter()
        .map(|r| {
            lang.say(Notice::Standing {
                place: r.place,
                name: r.name.clone(),
                winner: if r.winner { "yes" } else { "no" }.to_owned(),
                points: r.points,
                sources: r.by_source_in(lang),
            })
        })
        .collect()
}

/// How many of `offers` (those open after a command) await `seat`'s
/// answer: at least one, the offer the seat is being told of.
pub fn offers_waiting(offers: &[Offer], seat: Seat) -> usize {
    offers
        .iter()
        .filter(|o| o.to.contains(&seat) && o.answer_of(seat).is_none())
        .count()
        .max(1)
}

/// The offer a table event answers, who answered, and how.
pub fn answer(event: &TableEvent) -> Option<(OfferId, Seat, Answer)> {
    match *event {
        TableEvent::OfferAccepted { offer, seat } => Some((offer, seat, Answer::Accepted)),
        TableEvent::OfferRejected { offer, seat } => Some((offer, seat, Answer::Rejected)),
        TableEvent::OfferCountered {
            offer,
            seat,
            give,
            want,
        } => Some((offer, seat, Answer::Countered { give, want })),
        _ => None,
    }
}

/// The offers open `before` a command that are gone `after` it (withdrawn,
/// traded with another player, swept away by the end of the turn), each
/// with every addressee that had not answered it.
pub fn closed_unanswered<'a>(
    before: &'a [Offer],
    after: &'a [Offer],
) -> impl Iterator<Item = (&'a Offer, Seat)> + 'a {
    before
        .iter()
        .filter(|o| !after.iter().any(|a| a.id == o.id))
        .flat_map(|o| {
            o.to.iter()
                .filter(move |s| **s != o.from && o.answer_of(**s).is_none())
                .map(move |s| (o, *s))
        })
}

/// News every player is told of (a disaster): a subject line and what
/// happened, one sentence a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct News {
    pub headline: String,
    pub lines: Vec<String>,
}

/// What a ruleset's presentation adds to one seat's emails after one
/// command; empty for a ruleset that adds nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailExtras {
    /// Lines for the seat's "your turn" email (what the scenario adds).
    pub turn: Vec<String>,
    /// Lines for the seat's "you must discard" email (what else counts
    /// toward the discard and may be discarded: Oil Springs' oil).
    pub discard: Vec<String>,
    /// What the "you must discard" subject says is discarded, where more
    /// than resource cards count ("cards or oil"); `None` says "cards".
    pub discard_what: Option<String>,
    /// News for every player, told even to seats the game does not wait for.
    pub news: Option<News>,
    /// How the game ended, where it ended with no winner.
    pub outcome: Option<String>,
    /// The ruleset calls its board a map (Baden-Württemberg): the emails'
    /// links to it say so.
    pub map: bool,
}

/// An email of a scenario's own to one seat: a question it must answer
/// out of turn (a gift offered to it), or the answer to its own move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Told {
    /// The subject line.
    pub headline: String,
    /// What happened and what is asked, one sentence a line.
    pub lines: Vec<String>,
    /// The seat is asked to act (else it is only told).
    pub asks: bool,
}

/// One notice to one seat with what the ruleset's presentation adds to it;
/// the mail layer renders it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatNotice {
    pub notice: crate::views::notify::MailNotice,
    pub extras: MailExtras,
    pub told: Option<Told>,
}

/// What one command tells the seats, as a ruleset's presentation gives
/// it: notices as data, one per seat told, that the mail layer renders with
/// its templates (every ruleset's emails take this one shape).
pub type Notices = Vec<SeatNotice>;
