//! The history page (`/games/{id}/history`, `/play/{token}/history`): every
//! event of a game, a page of them at a time, in words for its viewer. What
//! every game page shows about the record (the ledger, the look-back
//! banner, the rewind panel) is [`super::common::record`]'s.
//!
//! The history builder redacts every record itself for the viewer it is
//! given (handlers pass `Viewer::Referee` once the game is over: replays
//! reveal all), so a page cannot show what its viewer may not see. Nothing
//! here loads or writes anything.

use super::common::frame::Layout;
use super::common::record::Ledger;
use super::common::words::{self, Names};
use crate::history::{MetaEvent, Record};
use crate::lang::Lang;
use crate::rules::common::Board;
use crate::rules::Viewer;
use askama::Template;
use std::time::SystemTime;
use uuid::Uuid;

/// One stored event, as the history lists it.
#[derive(Debug, Clone)]
pub struct Entry {
    pub seq: u64,
    pub at: SystemTime,
    pub record: Record,
    /// The stand-in made it for the seat whose deadline passed.
    pub stand_in: bool,
}

/// One line of the history.
#[derive(Debug, Clone)]
pub struct HistoryRow {
    pub seq: u64,
    /// RFC 3339, for `<time datetime>`.
    pub datetime: String,
    /// "2026-05-01 14:03".
    pub time: String,
    pub text: String,
    /// A rewind undid it.
    pub undone: bool,
    /// A rewind proposal, answer or rewind (not a move of the rules).
    pub meta: bool,
}

/// What the history page is built from.
#[derive(Debug)]
pub struct HistoryInput<'a> {
    pub game_id: Uuid,
    /// The seat whose history this is, or `None` for the public one.
    pub seat_name: Option<String>,
    /// Whom to redact for: a seat, the public, or everyone's referee once the game is over.
    pub viewer: Viewer,
    /// Board links go to `{base}?at=SEQ`.
    pub base: &'a str,
    /// This page's own path, for page links.
    pub history_base: &'a str,
    /// Every event of the game, in order, seq from 1.
    pub entries: &'a [Entry],
    /// Seqs undone by rewinds, ascending.
    pub undone: &'a [u64],
    pub names: &'a Names,
    /// The board events name places on, where the presentation has one.
    pub board: Option<&'a Board>,
    /// The page asked for (1-based); `None` is the latest page.
    pub page: Option<usize>,
    /// Events per page.
    pub page_size: usize,
    pub ledger: Ledger,
    pub finished: bool,
}

/// The history page.
#[derive(Debug, Clone, Template)]
#[template(path = "history.html")]
pub struct HistoryPage {
    pub layout: Layout,
    pub game_id: Uuid,
    pub heading: String,
    pub intro: &'static str,
    pub base: String,
    pub rows: Vec<HistoryRow>,
    pub total: usize,
    pub from: u64,
    pub to: u64,
    pub page: usize,
    pub pages: usize,
    pub first: Option<String>,
    pub prev: Option<String>,
    pub next: Option<String>,
    pub last: Option<String>,
    pub undone_count: usize,
    pub ledger: Option<Ledger>,
}

impl HistoryPage {
    /// Builds one page of the history.
    pub fn new(input: HistoryInput<'_>) -> HistoryPage {
        let HistoryInput {
            game_id,
            seat_name,
            viewer,
            base,
            history_base,
            entries,
            undone,
            names,
            board,
            page,
            page_size,
            ledger,
            finished,
        } = input;
        let size = page_size.max(1);
        let total = entries.len();
        let pages = total.div_ceil(size).max(1);
        let page = page.unwrap_or(pages).clamp(1, pages);
        let start = (page - 1) * size;
        let slice = entries.get(start..(start + size).min(total)).unwrap_or(&[]);
        let by_preference = by_preference(entries);
        let rows = slice
            .iter()
            .map(|e| {
                let stamp = crate::views::time::rfc3339(e.at);
                let time = stamp
                    .get(..16)
                    .map_or_else(|| stamp.clone(), |s| s.replace('T', " "));
                let record = e.record.redacted_for(viewer);
                let (text, meta) = match &record {
                    Record::Rules(ev) => (
                        super::present::narrate_event(Lang::En, ev, names, board),
                        false,
                    ),
                    Record::Meta(m) => (words::meta(Lang::En, m, names), true),
                };
                let text = match (e.stand_in, record.seat()) {
                    (_, Some(seat)) if by_preference.binary_search(&e.seq).is_ok() => {
                        format!("{text} (automatically, as {} chose)", names.of(seat))
                    }
                    (false, _) => text,
                    (true, Some(seat)) => {
                        format!("{text} (made by the stand-in for {})", names.of(seat))
                    }
                    (true, None) => format!("{text} (made by the stand-in)"),
                };
                HistoryRow {
                    seq: e.seq,
                    datetime: stamp,
                    time,
                    text,
                    undone: undone.binary_search(&e.seq).is_ok(),
                    meta,
                }
            })
            .collect::<Vec<_>>();
        let link = |p: usize| format!("{history_base}?page={p}");
        let heading = match &seat_name {
            Some(name) => format!("{name}’s history of the game"),
            None => "History of the game".to_owned(),
        };
        let intro = match (finished, seat_name.is_some()) {
            (true, _) => {
                "The game is over, so nothing is hidden any more: every hand, card drawn and card stolen is shown."
            }
            (false, true) => {
                "Your own cards are shown; what other players hold privately stays hidden until the game ends."
            }
            (false, false) => {
                "What players hold privately (cards drawn, cards stolen) stays hidden until the game ends."
            }
        };
        HistoryPage {
            layout: Layout::new(heading.clone()),
            game_id,
            heading,
            intro,
            base: base.to_owned(),
            from: rows.first().map_or(0, |r| r.seq),
            to: rows.last().map_or(0, |r| r.seq),
            rows,
            total,
            page,
            pages,
            first: (page > 1).then(|| link(1)),
            prev: (page > 1).then(|| link(page - 1)),
            next: (page < pages).then(|| link(page + 1)),
            last: (page < pages).then(|| link(pages)),
            undone_count: undone.len(),
            ledger: Some(ledger),
        }
    }
}

/// The seqs of the rules events a seat's preference made, ascending: those
/// of the seat announced by a [`MetaEvent::ActedByPreference`] and stored
/// at the same moment as it.
fn by_preference(entries: &[Entry]) -> Vec<u64> {
    let mut marker = None;
    let mut seqs = Vec::new();
    for e in entries {
        match &e.record {
            Record::Meta(MetaEvent::ActedByPreference { seat }) => marker = Some((*seat, e.at)),
            Record::Rules(ev) => {
                if ev.seat().is_some_and(|seat| marker == Some((seat, e.at))) {
                    seqs.push(e.seq);
                }
            }
            Record::Meta(_) => {}
        }
    }
    seqs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::MetaEvent;
    use crate::rules::classic::Event;
    use crate::rules::Seat;
    use std::time::Duration;

    fn entries() -> Vec<Entry> {
        let at = SystemTime::UNIX_EPOCH + Duration::from_secs(1_796_083_200);
        let mut out: Vec<Entry> = (1..=5)
            .map(|seq| Entry {
                seq,
                at,
                record: Record::Rules(crate::rules::AnyEvent::Classic(
                    Event::DevelopmentCardBought {
                        seat: Seat(1),
                        card: Some(crate::rules::classic::state::DevCard::Monopoly),
                    },
                )),
                stand_in: false,
            })
            .collect();
        out.push(Entry {
            seq: 6,
            at,
            record: Record::Meta(MetaEvent::Rewound { to: 3 }),
            stand_in: false,
        });
        out
    }

    fn page(viewer: Viewer, page: Option<usize>, size: usize) -> HistoryPage {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let board = Board::from_hexes(&[(0, 0)]);
        HistoryPage::new(HistoryInput {
            game_id: Uuid::nil(),
            seat_name: None,
            viewer,
            base: "/games/x",
            history_base: "/games/x/history",
            entries: &entries(),
            undone: &[4, 5],
            names: &names,
            board: Some(&board),
            page,
            page_size: size,
            ledger: Ledger::default(),
            finished: false,
        })
    }

    #[test]
    fn the_history_redacts_for_its_viewer_and_marks_undone_events() {
        let p = page(Viewer::Spectator, None, 200);
        assert_eq!(p.rows.len(), 6);
        assert!(p.rows.iter().all(|r| !r.text.contains("Monopoly")));
        assert_eq!(
            p.rows
                .iter()
                .filter(|r| r.undone)
                .map(|r| r.seq)
                .collect::<Vec<_>>(),
            [4, 5]
        );
        assert!(p.rows[5].meta);
        let mine = page(Viewer::Seat(Seat(1)), None, 200);
        assert!(mine.rows[0].text.contains("Monopoly"));
    }

    #[test]
    fn pages_default_to_the_latest_and_link_their_neighbours() {
        let p = page(Viewer::Referee, None, 4);
        assert_eq!((p.page, p.pages, p.from, p.to), (2, 2, 5, 6));
        assert_eq!(p.prev.as_deref(), Some("/games/x/history?page=1"));
        assert!(p.next.is_none());
        let p = page(Viewer::Referee, Some(9), 4);
        assert_eq!(p.page, 2, "a page past the end is the last one");
        let p = page(Viewer::Referee, Some(1), 4);
        assert_eq!((p.from, p.to), (1, 4));
        assert_eq!(p.last.as_deref(), Some("/games/x/history?page=2"));
    }
}
