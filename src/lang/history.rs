//! Words of a game's history page (`history.ftl`): its heading and lead,
//! how a move made for a seat is marked, and its pager.

use super::{phrases, Html};

phrases! {
    /// The history page.
    pub enum HistoryWords in "history" {
        HeadingPublic = "history-heading-public",
        HeadingSeat { name: String } = "history-heading-seat",
        IntroOver = "history-intro-over",
        IntroSeat = "history-intro-seat",
        IntroPublic = "history-intro-public",
        Lead = "history-lead",
        /// `undone`: the "undone" tag as the list shows it.
        LeadUndone { undone: Html } = "history-lead-undone",
        Back = "history-back",
        Events { from: u64, to: u64, total: u64 } = "history-events",
        PagesTop = "history-pages-top",
        PagesBottom = "history-pages-bottom",
        /// `text`: the move in words; `name`: whose preference made it.
        ByPreference { text: String, name: String } = "history-by-preference",
        ByStandIn { text: String, name: String } = "history-by-stand-in",
        ByStandInAlone { text: String } = "history-by-stand-in-alone",
        PagerFirst = "history-pager-first",
        PagerEarlier = "history-pager-earlier",
        PagerWhere { page: u64, pages: u64 } = "history-pager-where",
        PagerLater = "history-pager-later",
        PagerLatest = "history-pager-latest",
    }
}
