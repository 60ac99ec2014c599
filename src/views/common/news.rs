//! The news at the top of a seat page, as every presentation tells it:
//! what the seat's own latest action did and what others did to it since.
//! A ruleset cuts its events into runs (what one command produced) and
//! words its own events; the table's events read alike in every ruleset
//! ([`own_table`], [`table_concerning`]).

use crate::lang::news::NewsLine;
use crate::lang::story;
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang};
use crate::rules::common::table::TableEvent;
use crate::rules::common::trade::OfferId;
use crate::rules::common::Resources;
use crate::rules::contract::Names;
use crate::rules::Seat;

/// How many of the latest events a seat page lists.
pub const LISTED_EVENTS: usize = 12;

/// How many lines of "since" the top box shows at most (the newest).
const SINCE_LINES: usize = 5;

/// The news of a seat: what struck the whole table, then its latest
/// action's outcome, then what came after.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct News {
    /// What struck the whole table since the seat last acted (an Oil
    /// Springs disaster), told before anything else, oldest first.
    pub table: Vec<String>,
    /// The outcome of the seat's own latest action, if it is among the events.
    pub result: Option<String>,
    /// What other seats did since that concerns this seat, oldest first.
    pub since: Vec<String>,
}

impl News {
    /// The news of `me` from its events cut into `runs` (oldest first):
    /// `seat_of` names the seat whose command opened a run, `own` words
    /// the outcome of one of `me`'s runs, `concerning` what another seat's
    /// run did to `me`. The result is `me`'s latest run; the lines since
    /// are the newest few after it.
    pub fn of<R>(
        runs: &[R],
        me: Seat,
        seat_of: impl Fn(&R) -> Option<Seat>,
        own: impl Fn(&R) -> String,
        concerning: impl Fn(&R) -> Vec<String>,
    ) -> News {
        let mine = runs.iter().rposition(|r| seat_of(r) == Some(me));
        let result = mine.map(|i| own(&runs[i]));
        let after = mine.map_or(0, |i| i + 1);
        let mut since: Vec<String> = runs[after..].iter().flat_map(concerning).collect();
        if since.len() > SINCE_LINES {
            since.drain(..since.len() - SINCE_LINES);
        }
        News {
            table: Vec::new(),
            result: result.filter(|r| !r.is_empty()),
            since,
        }
    }
}

/// Cuts events into runs, each what one command produced: a run starts at
/// every event that `opens` one (the ones that only follow another, like
/// production after a roll, do not).
pub fn runs<T>(
    events: impl IntoIterator<Item = T>,
    mut opens: impl FnMut(&T) -> bool,
) -> Vec<Vec<T>> {
    let mut runs: Vec<Vec<T>> = Vec::new();
    for e in events {
        match runs.last_mut() {
            Some(run) if !opens(&e) => run.push(e),
            _ => runs.push(vec![e]),
        }
    }
    runs
}

/// Who made each offer, from the offers the events and the view know.
#[derive(Debug, Clone)]
pub struct Offerers(Vec<(OfferId, Seat)>);

impl Offerers {
    /// The offers still open (`open`: id and offering seat) and the ones
    /// the table's `events` made.
    pub fn new<'a>(
        open: &[(OfferId, Seat)],
        events: impl IntoIterator<Item = &'a TableEvent>,
    ) -> Offerers {
        let mut known = open.to_vec();
        for e in events {
            if let TableEvent::TradeOffered { offer, seat, .. } = *e {
                known.push((offer, seat));
            }
        }
        Offerers(known)
    }

    /// The seat that made `offer`, if known.
    pub fn of(&self, offer: OfferId) -> Option<Seat> {
        self.0.iter().find(|(o, _)| *o == offer).map(|(_, s)| *s)
    }
}

/// The outcome of a roll for the roller, in `lang`: what it got, if
/// production followed (`got`).
pub fn rolled(lang: Lang, words: Words, sum: u16, got: Option<Resources>) -> String {
    lang.say(match got {
        Some(got) if got.total() > 0 => NewsLine::Rolled {
            sum,
            cards: story::cards(lang, words, &got),
        },
        None if sum == 7 => NewsLine::RolledSeven,
        _ => NewsLine::RolledNothing { sum },
    })
}

/// The outcome of one of the seat's own table commands, in the second
/// person, in `lang` and the ruleset's `words`.
pub fn own_table(
    lang: Lang,
    words: Words,
    e: &TableEvent,
    names: &Names,
    offerers: &Offerers,
) -> String {
    let c = |r: &Resources| story::cards(lang, words, r);
    let maker = |offer: &OfferId| offerers.of(*offer).map(|s| names.of(s));
    lang.say(match e {
        TableEvent::CardsDiscarded { cards, .. } => NewsLine::Discarded {
            words,
            cards: c(cards),
        },
        TableEvent::SupplyTraded { gave, got, .. } => NewsLine::SupplyTraded {
            words,
            gave: c(gave),
            got: c(got),
        },
        TableEvent::TradeOffered { give, want, to, .. } => NewsLine::Offered {
            to: list_and(lang, &to.iter().map(|s| names.of(*s)).collect::<Vec<_>>()),
            give: c(give),
            want: c(want),
        },
        TableEvent::OfferAccepted { offer, .. } => match maker(offer) {
            Some(maker) => NewsLine::AcceptedOf { maker },
            None => NewsLine::Accepted,
        },
        TableEvent::OfferRejected { offer, .. } => match maker(offer) {
            Some(maker) => NewsLine::DeclinedOf { maker },
            None => NewsLine::Declined,
        },
        // The counter's terms from the side of the one who counters.
        TableEvent::OfferCountered {
            offer, give, want, ..
        } => match maker(offer) {
            Some(maker) => NewsLine::CounteredOf {
                maker,
                give: c(want),
                want: c(give),
            },
            None => NewsLine::Countered {
                give: c(want),
                want: c(give),
            },
        },
        TableEvent::OfferWithdrawn { .. } => NewsLine::Withdrew,
        TableEvent::TradeConfirmed {
            with, gave, got, ..
        } => NewsLine::Traded {
            gave: c(gave),
            with: names.of(*with),
            got: c(got),
        },
    })
}

/// What another seat's table event did to `me`, if anything: a trade with
/// it, an answer to its offer; in `lang` and the ruleset's `words`.
pub fn table_concerning(
    lang: Lang,
    words: Words,
    e: &TableEvent,
    me: Seat,
    names: &Names,
    offerers: &Offerers,
) -> Option<String> {
    let n = |s: &Seat| names.of(*s);
    let to_me = |offer: &OfferId| offerers.of(*offer) == Some(me);
    let line = match e {
        // The other seat's trade from this one's side.
        TableEvent::TradeConfirmed {
            seat,
            with,
            gave,
            got,
            ..
        } if *with == me => NewsLine::TradedWithYou {
            who: n(seat),
            gave: story::cards(lang, words, got),
            got: story::cards(lang, words, gave),
        },
        TableEvent::OfferAccepted { offer, seat } if to_me(offer) => {
            NewsLine::AcceptedYours { who: n(seat) }
        }
        TableEvent::OfferRejected { offer, seat } if to_me(offer) => {
            NewsLine::DeclinedYours { who: n(seat) }
        }
        TableEvent::OfferCountered { offer, seat, .. } if to_me(offer) => {
            NewsLine::CounteredYours { who: n(seat) }
        }
        _ => return None,
    };
    Some(lang.say(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_start_at_every_event_that_opens_a_command() {
        let cut = runs([1, 2, 20, 3, 30, 31], |e| *e < 10);
        assert_eq!(cut, [vec![1], vec![2, 20], vec![3, 30, 31]]);
        let leading = runs([10, 1], |e| *e < 10);
        assert_eq!(leading, [vec![10], vec![1]]);
    }

    #[test]
    fn the_news_keeps_the_newest_few_lines_after_the_own_latest_run() {
        let runs: Vec<(u8, u8)> = (0..9).map(|i| (i % 2, i)).collect();
        let news = News::of(
            &runs[..],
            Seat(0),
            |r| Some(Seat(r.0)),
            |r| format!("own {}", r.1),
            |r| vec![format!("other {}", r.1)],
        );
        assert_eq!(news.result.as_deref(), Some("own 8"));
        assert!(news.since.is_empty());
        let news = News::of(
            &runs[..],
            Seat(2),
            |r| Some(Seat(r.0)),
            |r| format!("own {}", r.1),
            |r| vec![format!("other {}", r.1)],
        );
        assert_eq!(news.result, None);
        assert_eq!(news.since.len(), SINCE_LINES);
        assert_eq!(news.since.last().map(String::as_str), Some("other 8"));
    }

    #[test]
    fn an_answer_to_the_seats_own_offer_concerns_it_and_no_one_else() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let offered = TableEvent::TradeOffered {
            offer: 4,
            seat: Seat(0),
            give: Resources::new(1, 0, 0, 0, 0),
            want: Resources::new(0, 0, 0, 0, 1),
            to: vec![Seat(1)],
        };
        let offerers = Offerers::new(&[], [&offered]);
        let answer = TableEvent::OfferRejected {
            offer: 4,
            seat: Seat(1),
        };
        let told =
            |lang, me| table_concerning(lang, Words::Classic, &answer, me, &names, &offerers);
        assert_eq!(
            told(Lang::En, Seat(0)).as_deref(),
            Some("Bert declined your offer.")
        );
        assert_eq!(
            told(Lang::De, Seat(0)).as_deref(),
            Some("Bert hat dein Angebot abgelehnt.")
        );
        assert_eq!(told(Lang::En, Seat(2)), None);
        let accept = |offer| TableEvent::OfferAccepted {
            offer,
            seat: Seat(1),
        };
        let own = |offer| own_table(Lang::En, Words::Classic, &accept(offer), &names, &offerers);
        assert!(
            own(4).starts_with("You accepted Anna’s offer;"),
            "{}",
            own(4)
        );
        assert!(own(5).starts_with("You accepted the offer;"), "{}", own(5));
    }
}
