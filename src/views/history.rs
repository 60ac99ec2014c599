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
use crate::lang::history::HistoryWords;
use crate::lang::seat::SeatWords;
use crate::lang::{Html, Lang};
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
    /// The language the reader reads.
    pub lang: Lang,
    /// The language the address named (`?lang=`), which the page's links
    /// keep.
    pub asked: Option<Lang>,
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
    pub intro: String,
    pub base: String,
    /// What the page's links add to keep the language the address named
    /// (`&lang=de`), or nothing.
    pub keep: String,
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
            lang,
            asked,
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
                    Record::Rules(ev) => {
                        (super::present::narrate_event(lang, ev, names, board), false)
                    }
                    Record::Meta(m) => (words::meta(lang, m, names), true),
                };
                let text = match (e.stand_in, record.seat()) {
                    (_, Some(seat)) if by_preference.binary_search(&e.seq).is_ok() => {
                        lang.say(HistoryWords::ByPreference {
                            text,
                            name: names.of(seat),
                        })
                    }
                    (false, _) => text,
                    (true, Some(seat)) => lang.say(HistoryWords::ByStandIn {
                        text,
                        name: names.of(seat),
                    }),
                    (true, None) => lang.say(HistoryWords::ByStandInAlone { text }),
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
        let keep = asked.map_or_else(String::new, |l| format!("&lang={}", l.code()));
        let link = |p: usize| format!("{history_base}?page={p}{keep}");
        let heading = lang.say(match &seat_name {
            Some(name) => HistoryWords::HeadingSeat { name: name.clone() },
            None => HistoryWords::HeadingPublic,
        });
        let intro = lang.say(match (finished, seat_name.is_some()) {
            (true, _) => HistoryWords::IntroOver,
            (false, true) => HistoryWords::IntroSeat,
            (false, false) => HistoryWords::IntroPublic,
        });
        HistoryPage {
            layout: Layout::new(heading.clone()).in_lang(lang),
            game_id,
            heading,
            intro,
            base: base.to_owned(),
            keep: keep.clone(),
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

impl HistoryPage {
    /// The page's lead after its intro, in HTML: what a move links to, and
    /// how an undone move is marked.
    pub fn lead_html(&self) -> String {
        let lang = self.layout.lang;
        let mut lead = lang.say_html(HistoryWords::Lead);
        if self.undone_count > 0 {
            let undone = lang.say(SeatWords::Undone);
            lead.push(' ');
            lead.push_str(&lang.say_html(HistoryWords::LeadUndone {
                undone: Html {
                    html: format!(
                        "<span class=\"tag tag-undone\">{}</span>",
                        crate::lang::escape_html(&undone)
                    ),
                    text: undone,
                },
            }));
        }
        lead
    }

    /// The link back to the game, keeping the language the address named.
    pub fn back_href(&self) -> String {
        match self.keep.strip_prefix('&') {
            Some(query) => format!("{}?{query}", self.base),
            None => self.base.clone(),
        }
    }

    /// "Events 1 to 200 of 252".
    pub fn events_heading(&self) -> String {
        self.layout.lang.say(HistoryWords::Events {
            from: self.from,
            to: self.to,
            total: self.total as u64,
        })
    }

    /// The label of a row's link to the board after its move.
    pub fn board_label(&self, seq: &u64) -> String {
        self.layout.lang.say(SeatWords::EventBoard { seq: *seq })
    }

    /// A phrase of the page in its language.
    pub fn say(&self, phrase: HistoryWords) -> String {
        self.layout.lang.say(phrase)
    }

    /// "Page 2 of 3".
    pub fn pager_where(&self) -> String {
        self.say(HistoryWords::PagerWhere {
            page: self.page as u64,
            pages: self.pages as u64,
        })
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
            lang: Lang::En,
            asked: None,
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
    fn a_german_history_words_its_frame_its_moves_and_its_pager_in_german() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let board = Board::from_hexes(&[(0, 0)]);
        let p = HistoryPage::new(HistoryInput {
            lang: Lang::De,
            asked: Some(Lang::De),
            game_id: Uuid::nil(),
            seat_name: Some("Bert".to_owned()),
            viewer: Viewer::Seat(Seat(1)),
            base: "/games/x",
            history_base: "/games/x/history",
            entries: &entries(),
            undone: &[4, 5],
            names: &names,
            board: Some(&board),
            page: Some(1),
            page_size: 4,
            ledger: Ledger::default(),
            finished: false,
        });
        let html = p.render().unwrap();
        assert!(
            html.starts_with("<!doctype html>\n<html lang=\"de\">"),
            "{html}"
        );
        assert!(
            html.contains("<h1>Chronik des Spiels für Bert</h1>"),
            "{html}"
        );
        assert!(
            html.contains("Deine eigenen Karten sind zu sehen"),
            "{html}"
        );
        assert!(
            html.contains("markiert als <span class=\"tag tag-undone\">rückgängig</span>."),
            "{html}"
        );
        assert!(html.contains("Ereignisse 1 bis 4 von 6"), "{html}");
        assert!(html.contains("Seite 1 von 2"), "{html}");
        assert!(
            html.contains("href=\"/games/x/history?page=2&#38;lang=de\""),
            "{html}"
        );
        assert!(html.contains("href=\"/games/x?lang=de\""), "{html}");
        // Bert's own card, told in German.
        assert!(p.rows[0].text.contains("Monopol"), "{}", p.rows[0].text);
        for english in ["History", "Back to the game", "Events", "Page 1", "Later"] {
            assert!(!html.contains(english), "{english} in {html}");
        }
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
