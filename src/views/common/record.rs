//! What every page of a game shows about the game's record: the links to
//! its history and export with the seed commitment (the ledger), the "you
//! are looking at move N of M" banner of a board drawn in the past, and the
//! rewind panel of a seat page while a proposal is open. Nothing here loads
//! or writes anything.

use super::words::Names;
use crate::history::Proposal;
use crate::lang::play::Play;
use crate::lang::seat::SeatWords;
use crate::lang::{list_and, Html, Lang};
use crate::rules::Seat;
use std::borrow::Borrow;
use uuid::Uuid;

/// Events listed on one page of the history.
pub const PAGE_SIZE: usize = 200;

/// The page (1-based) of the history that lists event `seq`.
pub fn page_of(seq: u64) -> usize {
    (seq.saturating_sub(1) as usize) / PAGE_SIZE + 1
}

/// Where a game's record can be read, and its fairness proof.
#[derive(Debug, Clone, Default)]
pub struct Ledger {
    /// This viewer's history page.
    pub history_href: String,
    /// The public export (JSON lines).
    pub export_href: String,
    /// The host's export, on the host page only.
    pub host_export_href: Option<String>,
    /// SHA-256 of the secret seed, hex; empty when none was recorded.
    pub commitment: String,
    /// The seed itself, once the game is over.
    pub seed: Option<String>,
}

impl Ledger {
    /// The record links of `game` for a viewer whose history is at `history_href`.
    pub fn new(
        game_id: Uuid,
        history_href: String,
        commitment: &str,
        seed: Option<String>,
    ) -> Ledger {
        Ledger {
            history_href,
            export_href: format!("/api/games/{game_id}/export"),
            host_export_href: None,
            commitment: commitment.to_owned(),
            seed,
        }
    }

    /// "Fingerprint (SHA-256 of the secret seed): ..." in `lang`, as HTML.
    pub fn fingerprint_html(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say_html(SeatWords::LedgerFingerprint {
            hash: code(&self.commitment),
        })
    }

    /// The seed and what it proves, once the game is over, in `lang`, as
    /// HTML.
    pub fn seed_html(&self, lang: impl Borrow<Lang>, seed: &str) -> String {
        let lang = *lang.borrow();
        lang.say_html(SeatWords::LedgerSeed { seed: code(seed) })
    }
}

/// A hash or seed marked up as code.
fn code(hash: &str) -> Html {
    Html {
        html: format!(
            "<code class=\"hash\">{}</code>",
            crate::lang::escape_html(hash)
        ),
        text: hash.to_owned(),
    }
}

/// The banner of a board drawn as it stood right after an earlier event.
#[derive(Debug, Clone)]
pub struct Past {
    /// The event the board stands after.
    pub at: u64,
    /// The latest event of the game.
    pub of: u64,
    /// That event in plain words (redacted for the viewer).
    pub what: String,
    /// A rewind later undid it.
    pub undone: bool,
    pub first: String,
    pub prev: Option<String>,
    pub next: Option<String>,
    pub last: String,
    /// The live page.
    pub present: String,
    /// The history page, scrolled to this event.
    pub history: String,
}

impl Past {
    /// The heading of a page drawn at this move in `lang`, for `seat` (its
    /// name) when it is a seat's look back: "Anna’s seat: the game at move
    /// 4 of 9".
    pub fn heading(&self, lang: Lang, seat: Option<&str>) -> String {
        let (at, of) = (self.at, self.of);
        lang.say(match seat {
            Some(name) => Play::PastSeatHeading {
                name: name.to_owned(),
                at,
                of,
            },
            None => Play::PastHeading { at, of },
        })
    }

    /// "You are looking at move 4 of 9", in `lang`.
    pub fn banner(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say(SeatWords::Past {
            at: self.at,
            of: self.of,
        })
    }

    /// The banner for event `at` of `of`, with links under `base`
    /// (`/games/{id}` or `/play/{token}`) and `history` (its history page).
    pub fn new(base: &str, history: &str, at: u64, of: u64, what: String, undone: bool) -> Past {
        let to = |n: u64| format!("{base}?at={n}");
        Past {
            at,
            of,
            what,
            undone,
            first: to(1),
            prev: (at > 1).then(|| to(at - 1)),
            next: (at < of).then(|| to(at + 1)),
            last: to(of),
            present: base.to_owned(),
            history: format!("{history}?page={}#e-{at}", page_of(at)),
        }
    }
}

/// The rewind panel of a seat page while a proposal is open.
#[derive(Debug, Clone)]
pub struct RewindPanel {
    pub to: u64,
    pub reason: String,
    /// The board as it stood right after event `to`.
    pub board_href: String,
    /// Who agreed so far, in words ("nobody yet").
    pub agreed: String,
    /// Who has not answered, in words.
    pub waiting: String,
    /// This seat agreed already.
    pub answered: bool,
    /// Where the Agree / Refuse form posts.
    pub action: String,
}

impl RewindPanel {
    /// The panel for `me` (or for the host, `None`) about `proposal`, with the
    /// board link under `base`.
    pub fn new(
        proposal: &Proposal,
        me: Option<Seat>,
        names: &Names,
        seats: usize,
        base: &str,
    ) -> RewindPanel {
        RewindPanel::said(Lang::En, proposal, me, names, seats, base)
    }

    /// The same, its lists of players worded in `lang`.
    pub fn said(
        lang: Lang,
        proposal: &Proposal,
        me: Option<Seat>,
        names: &Names,
        seats: usize,
        base: &str,
    ) -> RewindPanel {
        let waiting: Vec<Seat> = (0..seats as u8)
            .map(Seat)
            .filter(|s| !proposal.agreed.contains(s))
            .collect();
        RewindPanel {
            to: proposal.to,
            reason: proposal.reason.clone(),
            board_href: format!("{base}?at={}", proposal.to),
            agreed: if proposal.agreed.is_empty() {
                lang.say(SeatWords::RewindNobodyYet)
            } else {
                list_and(lang, &named(names, &proposal.agreed))
            },
            waiting: if waiting.is_empty() {
                lang.say(SeatWords::RewindNobody)
            } else {
                list_and(lang, &named(names, &waiting))
            },
            answered: me.is_some_and(|s| proposal.agreed.contains(&s)),
            action: format!("{base}/rewind"),
        }
    }

    /// Who agreed so far and who did not, in `lang`.
    pub fn who(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say(SeatWords::RewindWho {
            agreed: self.agreed.clone(),
            waiting: self.waiting.clone(),
        })
    }

    /// "Go back to just after move 4, because: ..." in `lang`, as HTML,
    /// the move linking its board.
    pub fn to_html(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let words = lang.say(SeatWords::RewindMove { to: self.to });
        lang.say_html(SeatWords::RewindTo {
            link: Html {
                html: format!(
                    "<a href=\"{}\">{}</a>",
                    crate::lang::escape_html(&self.board_href),
                    crate::lang::escape_html(&words)
                ),
                text: words,
            },
            reason: self.reason.clone(),
        })
    }
}

/// The names of `seats`.
fn named(names: &Names, seats: &[Seat]) -> Vec<String> {
    seats.iter().map(|s| names.of(*s)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_past_heading_reads_in_the_reader_s_language() {
        let p = Past::new("/games/x", "/games/x/history", 4, 9, String::new(), false);
        assert_eq!(
            p.heading(Lang::En, Some("Anna")),
            "Anna’s seat: the game at move 4 of 9"
        );
        assert_eq!(p.heading(Lang::En, None), "The game at move 4 of 9");
        assert_eq!(
            p.heading(Lang::De, Some("Anna")),
            "Platz von Anna: die Partie bei Zug 4 von 9"
        );
        assert_eq!(p.heading(Lang::De, None), "Die Partie bei Zug 4 von 9");
    }

    #[test]
    fn the_past_banner_steps_through_the_moves() {
        let p = Past::new("/games/x", "/games/x/history", 1, 250, String::new(), false);
        assert!(p.prev.is_none());
        assert_eq!(p.next.as_deref(), Some("/games/x?at=2"));
        assert_eq!(p.last, "/games/x?at=250");
        let p = Past::new(
            "/games/x",
            "/games/x/history",
            250,
            250,
            String::new(),
            false,
        );
        assert!(p.next.is_none());
        assert_eq!(p.history, "/games/x/history?page=2#e-250");
        assert_eq!(page_of(200), 1);
        assert_eq!(page_of(201), 2);
    }
}
