//! The news at the top of a seat page, as every presentation tells it:
//! what the seat's own latest action did and what others did to it since.
//! A ruleset cuts its events into runs (what one command produced) and
//! words its own events; the table's events read alike in every ruleset
//! ([`own_table`], [`table_concerning`]).

use crate::rules::common::table::TableEvent;
use crate::rules::common::trade::OfferId;
use crate::rules::common::Resources;
use crate::rules::contract::Names;
use crate::rules::Seat;
use crate::views::common::table::{cards, TableWords, Word};

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

    /// "Anna’s", or "the" for an offer whose maker is not known.
    pub fn whose(&self, names: &Names, offer: OfferId) -> String {
        self.of(offer)
            .map_or_else(|| "the".to_owned(), |s| format!("{}’s", names.of(s)))
    }
}

/// The outcome of a roll for the roller: what it got, if production
/// followed (`got`), in `word`s.
pub fn rolled(sum: u16, got: Option<Resources>, word: Word) -> String {
    match got {
        Some(got) if got.total() > 0 => {
            format!("You rolled {sum} and got {}.", cards(&got, word))
        }
        None if sum == 7 => "You rolled 7.".to_owned(),
        _ => format!("You rolled {sum} and got nothing."),
    }
}

/// A sentence that opens with the seat's own name, opening with "You"
/// instead ("Anna built a road …" reads "You built a road …").
pub fn second_person(sentence: &str, name: &str) -> String {
    match sentence.strip_prefix(name) {
        Some(rest) if rest.starts_with(' ') => format!("You{rest}"),
        _ => sentence.to_owned(),
    }
}

/// The outcome of one of the seat's own table commands, in the second
/// person.
pub fn own_table(e: &TableEvent, names: &Names, offerers: &Offerers, words: &TableWords) -> String {
    let c = |r: &Resources| cards(r, words.word);
    match e {
        TableEvent::CardsDiscarded { cards, .. } => {
            format!("You {}.", (words.discarded)(&c(cards)))
        }
        TableEvent::SupplyTraded { gave, got, .. } => format!(
            "You traded {} for {} with {}.",
            c(gave),
            c(got),
            words.supply
        ),
        TableEvent::TradeOffered { give, want, to, .. } => format!(
            "Your offer went to {}: you give {} for {}.",
            names.list(to),
            c(give),
            c(want)
        ),
        TableEvent::OfferAccepted { offer, .. } => format!(
            "You accepted {} offer; the trade happens when they confirm it.",
            offerers.whose(names, *offer)
        ),
        TableEvent::OfferRejected { offer, .. } => {
            format!("You declined {} offer.", offerers.whose(names, *offer))
        }
        TableEvent::OfferCountered {
            offer, give, want, ..
        } => format!(
            "You countered {} offer: you would give {} for {}.",
            offerers.whose(names, *offer),
            c(want),
            c(give)
        ),
        TableEvent::OfferWithdrawn { .. } => "You withdrew your offer.".to_owned(),
        TableEvent::TradeConfirmed {
            with, gave, got, ..
        } => format!(
            "You traded {} to {} for {}.",
            c(gave),
            names.of(*with),
            c(got)
        ),
    }
}

/// What another seat's table event did to `me`, if anything: a trade with
/// it, an answer to its offer.
pub fn table_concerning(
    e: &TableEvent,
    me: Seat,
    names: &Names,
    offerers: &Offerers,
    word: Word,
) -> Option<String> {
    let n = |s: &Seat| names.of(*s);
    let to_me = |offer: &OfferId| offerers.of(*offer) == Some(me);
    match e {
        TableEvent::TradeConfirmed {
            seat,
            with,
            gave,
            got,
            ..
        } if *with == me => Some(format!(
            "{} traded with you: you gave {} and got {}.",
            n(seat),
            cards(got, word),
            cards(gave, word)
        )),
        TableEvent::OfferAccepted { offer, seat } if to_me(offer) => {
            Some(format!("{} accepted your offer.", n(seat)))
        }
        TableEvent::OfferRejected { offer, seat } if to_me(offer) => {
            Some(format!("{} declined your offer.", n(seat)))
        }
        TableEvent::OfferCountered { offer, seat, .. } if to_me(offer) => {
            Some(format!("{} countered your offer.", n(seat)))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::Resource;

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
        let line = table_concerning(&answer, Seat(0), &names, &offerers, Resource::name);
        assert_eq!(line.as_deref(), Some("Bert declined your offer."));
        let other = table_concerning(&answer, Seat(2), &names, &offerers, Resource::name);
        assert_eq!(other, None);
        assert_eq!(offerers.whose(&names, 4), "Anna’s");
        assert_eq!(offerers.whose(&names, 5), "the");
    }

    #[test]
    fn a_sentence_about_the_seat_reads_in_the_second_person() {
        assert_eq!(
            second_person("Anna built a road between A and B.", "Anna"),
            "You built a road between A and B."
        );
        assert_eq!(second_person("Annabel built.", "Anna"), "Annabel built.");
    }
}
