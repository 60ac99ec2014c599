//! What a seat is told after one command, in terms any ruleset's
//! presentation can fill: the kind of email and a one-line summary of what
//! happened, built from events redacted for that seat. Which seat is told
//! what, and in which words, is the ruleset's presentation's to say
//! ([`crate::views::present::notices`]); this module names no ruleset.

use crate::rules::Seat;

/// What a seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoticeKind {
    /// The game newly waits for the seat's turn or setup placement.
    YourTurn {
        /// What to do, in words: "roll the dice".
        todo: String,
    },
    /// The seat is asked in a Special Building Phase played live (five or
    /// six players), before the next player's turn has begun.
    SpecialBuilding {
        /// Whose turn comes after the phase.
        next: String,
    },
    /// The seat must discard after a 7.
    MustDiscard {
        /// How many cards.
        count: u8,
    },
    /// A trade offer newly addressed to the seat waits for its answer.
    OfferWaiting {
        /// Who offers.
        from: String,
        /// What they give.
        give: String,
        /// What they want.
        want: String,
        /// Offers waiting for the seat's answer after this one came, this
        /// one included (the mail worker sends only the newest offer email
        /// of a while, so it counts the ones before).
        waiting: usize,
    },
    /// A player answered the seat's own offer (accepted, countered or refused).
    OfferAnswered {
        /// Who answered.
        by: String,
        /// The answer in words: "accepted", "refused", "proposed other terms for".
        answer: String,
        /// The answer accepted the offer as it stood.
        accepted: bool,
        /// The offer's terms from the recipient's side: "1 brick for 2 grain".
        terms: String,
        /// A counter-offer's terms from the recipient's side: "you give 1
        /// brick for 1 ore".
        counter: Option<String>,
    },
    /// Offers to the seat closed before it answered (withdrawn, traded
    /// with someone else, or the turn ended), and no other email goes to
    /// the seat: one sentence an offer.
    OfferClosed {
        /// What closed, one sentence a line.
        lines: Vec<String>,
    },
    /// News for every player that asks nothing of the seat (a disaster):
    /// what the ruleset's presentation announces.
    News {
        /// The subject line.
        headline: String,
    },
    /// A scenario's own email ([`crate::views::common::notice::Told`]): a question
    /// the seat must answer out of turn (a gift offered to it), or the
    /// answer to its own move.
    Told {
        /// The subject line.
        headline: String,
        /// The seat is asked to act.
        asks: bool,
    },
    /// The game is over.
    GameOver {
        /// The winner's name ("you" is not used here); `None` when the game
        /// ended with no winner.
        winner: Option<String>,
        /// Whether the recipient won.
        you_won: bool,
        /// The winner's points, where the ruleset counts them.
        points: Option<u8>,
        /// The final standings, one line a seat, winner first, each with
        /// its points by source.
        standings: Vec<String>,
    },
}

/// One email to one seat (a message at the top of a page is a
/// [`crate::views::common::frame::PageNotice`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailNotice {
    /// The recipient.
    pub seat: Seat,
    /// What the email says.
    pub kind: NoticeKind,
    /// What happened, in one line from the recipient's point of view
    /// ("Anna rolled 8; you got 2 grain."); empty if nothing worth saying.
    pub summary: String,
}
