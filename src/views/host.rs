//! The host's page (`/host/{token}`): the seats, who the game waits for and
//! since when, links to share, and a button to resend an invitation.
//!
//! The host sees the public view of the board and of the scenario's panels
//! plus the seats' names and email addresses (which the host typed in);
//! never a hand.

use super::common::frame::{Layout, PageNotice};
use super::common::mark::Mark;
use super::common::record::{Ledger, RewindPanel};
use super::common::words::Names;
use super::contract::PublicBoard;
use super::mailbox::MailNote;
use super::marks;
use super::present;
use crate::lang::host::HostWords;
use crate::lang::{Html, Lang};
use crate::rules::AnyView;
use crate::rules::Seat;
use askama::Template;
use uuid::Uuid;

/// One seat as the host sees it.
#[derive(Debug, Clone)]
pub struct HostSeat {
    pub seat: u8,
    pub name: String,
    pub email: String,
    pub mark: Mark,
    /// Visible points, where the presentation counts them.
    pub points: Option<u8>,
    pub awaited: bool,
}

/// What the host page is built from.
#[derive(Debug)]
pub struct HostInput<'a> {
    /// The language the host reads (the game's).
    pub lang: Lang,
    pub game_id: Uuid,
    pub token: &'a str,
    pub base_url: &'a str,
    /// The public view.
    pub view: &'a AnyView,
    /// What the game waits for, in words.
    pub prompt: String,
    /// The seats the game waits for.
    pub awaiting: Vec<Seat>,
    pub names: &'a Names,
    pub emails: &'a [String],
    /// When the game last changed, in words.
    pub since: String,
    pub notice: Option<PageNotice>,
    /// True right after the game was created.
    pub created: bool,
}

/// The host page.
#[derive(Debug, Clone, Template)]
#[template(path = "host.html")]
pub struct HostPage {
    pub layout: Layout,
    pub game_id: Uuid,
    pub host_url: String,
    pub public_url: String,
    pub resend_action: String,
    pub created: bool,
    /// Where the invitations went, when the server does not send email.
    pub mail_note: Option<MailNote>,
    pub notice: Option<PageNotice>,
    pub waiting: String,
    pub since: String,
    pub seats: Vec<HostSeat>,
    /// The board, where the game's presentation draws one.
    pub board: Option<PublicBoard>,
    /// The scenario's public panels (a Frenemies game's guild hall and
    /// token counts, an Oil Springs game's disaster track and oil), rendered
    /// from the public view; "" for a game without a scenario.
    pub scenario_panels: String,
    /// Links to the history and export, and the seed commitment.
    pub ledger: Option<Ledger>,
    /// The rewind form, or the open proposal.
    pub rewind: Option<HostRewind>,
    /// Emails that keep failing, in words ("anna@example.org: 4 attempts, ...").
    pub mail_problems: Vec<String>,
    /// The deadline and the form that changes it.
    pub deadline: Option<HostDeadline>,
    /// The pause and the seats handed to the stand-in, with their forms.
    pub attendance: Option<HostAttendance>,
    /// Where the host starts a new game with the same players, once the
    /// game is over.
    pub again: Option<String>,
}

/// The host's pause button and the seats the stand-in plays.
#[derive(Debug, Clone)]
pub struct HostAttendance {
    /// Where the pause form posts.
    pub pause_action: String,
    /// Where the hand-over form posts.
    pub hand_over_action: String,
    /// Where the form choosing the missed deadlines in a row posts.
    pub keep_after_action: String,
    /// The missed deadlines in a row after which the stand-in keeps a seat.
    pub keep_after: u32,
    /// The most the host may choose.
    pub max_keep_after: u32,
    /// The game's version, which both forms carry.
    pub version: u64,
    /// "Tue 18:00 UTC" while the host has the game paused.
    pub paused_since: Option<String>,
    /// The game is over: nothing to pause or hand over.
    pub finished: bool,
    /// Every seat: its number, name, and who plays it in words when the
    /// stand-in does ("the stand-in keeps the seat ...").
    pub seats: Vec<(u8, String, Option<String>)>,
    /// Where the quiet-hours form posts.
    pub quiet_action: String,
    /// The quiet hours in words ("22:00 to 08:00 (UTC+01:00)"), if any.
    pub quiet: Option<String>,
    /// The quiet hours' start, end ("22:00") and offset from UTC in
    /// minutes, as the form shows them.
    pub quiet_from: String,
    pub quiet_to: String,
    pub quiet_offset: i16,
    /// The quiet hours' time zone ("Europe/Berlin"); empty: at the offset.
    pub quiet_zone: String,
    /// The zones the form suggests.
    pub zones: &'static [&'static str],
}

/// The host's rewind section.
#[derive(Debug, Clone)]
pub struct HostRewind {
    pub action: String,
    pub version: u64,
    /// The latest event that may be rewound to.
    pub max: u64,
    /// The host rewinds alone (a game option), or the players must agree.
    pub alone: bool,
    pub finished: bool,
    /// The open proposal, if any.
    pub open: Option<RewindPanel>,
}

/// The host's deadline panel.
#[derive(Debug, Clone)]
pub struct HostDeadline {
    /// Where the form posts.
    pub action: String,
    /// The deadline in hours, if the game has one.
    pub hours: Option<u64>,
    /// "Bert: until Tue 18:00 UTC", for each seat the game waits for.
    pub until: Vec<String>,
}

/// The host page of a game that waits for its host: who is in it, and the
/// button that starts it.
#[derive(Debug, Clone, Template)]
#[template(path = "host_start.html")]
pub struct HostStartPage {
    pub layout: Layout,
    pub start_action: String,
    /// (name, email) of every seat, in seat order.
    pub players: Vec<(String, String)>,
}

impl HostStartPage {
    /// The page in `lang` for the host link `token` of a game with these
    /// players.
    pub fn new(lang: Lang, token: &str, players: Vec<(String, String)>) -> HostStartPage {
        HostStartPage {
            layout: Layout::new(lang.say(HostWords::Heading)).in_lang(lang),
            start_action: format!("/host/{token}/start"),
            players,
        }
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.layout.lang.say(phrase)
    }
}

impl HostPage {
    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.layout.lang.say(phrase)
    }

    /// The open rewind proposal's first line, as HTML: back to just after
    /// which move (linking to the board after it), and why.
    pub fn rewind_open_html(&self, open: &RewindPanel) -> String {
        let lang = self.layout.lang;
        let words = lang.say(HostWords::RewindMove { to: open.to });
        lang.say_html(HostWords::RewindOpen {
            move_link: Html {
                html: format!(
                    "<a href=\"{}\">{}</a>",
                    crate::lang::escape_html(&open.board_href),
                    crate::lang::escape_html(&words)
                ),
                text: words,
            },
            reason: open.reason.clone(),
        })
    }

    /// Where to find a move's number: the history, linked, as HTML.
    pub fn rewind_find_html(&self) -> String {
        let lang = self.layout.lang;
        let words = lang.say(HostWords::RewindHistory);
        lang.say_html(HostWords::RewindFind {
            history: Html {
                html: format!(
                    "<a href=\"/games/{}/history\">{}</a>",
                    self.game_id,
                    crate::lang::escape_html(&words)
                ),
                text: words,
            },
        })
    }

    /// Builds the host page.
    pub fn new(input: HostInput<'_>) -> HostPage {
        let HostInput {
            lang,
            game_id,
            token,
            base_url,
            view,
            prompt,
            awaiting,
            names,
            emails,
            since,
            notice,
            created,
        } = input;
        let points = present::public_points(view);
        let marks = marks(names, names.0.len());
        let seats = (0..names.0.len())
            .map(|i| {
                let seat = Seat(i as u8);
                HostSeat {
                    seat: seat.0,
                    name: names.of(seat),
                    email: emails.get(i).cloned().unwrap_or_default(),
                    mark: marks[i].clone(),
                    points: points.get(i).copied(),
                    awaited: awaiting.contains(&seat),
                }
            })
            .collect();
        HostPage {
            layout: Layout::new(lang.say(HostWords::Hosting)).in_lang(lang),
            game_id,
            host_url: format!("{base_url}/host/{token}"),
            public_url: format!("{base_url}/games/{game_id}"),
            resend_action: format!("/host/{token}/resend"),
            created,
            mail_note: None,
            notice,
            waiting: prompt,
            since,
            seats,
            board: Some(present::public_board(view, &marks)),
            scenario_panels: present::public_panels(lang, view, names),
            ledger: None,
            rewind: None,
            mail_problems: Vec::new(),
            deadline: None,
            attendance: None,
            again: None,
        }
    }
}
