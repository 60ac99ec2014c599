//! Words of the host's pages (`host.ftl`): the page of a game that waits
//! for its host to start it, and the host page of a started game (its
//! links, deadline, pause and stand-in, seats, rewind and notices).

use super::{phrases, Html};

phrases! {
    /// The host's pages.
    pub enum HostWords in "host" {
        Heading = "host-start-heading",
        Lead = "host-start-lead",
        Players = "host-start-players",
        Button = "host-start-button",
        /// For whoever opens the link without having set up the game.
        NotYou = "host-start-not-you",

        Hosting = "host-heading",
        Created = "host-created",
        Links = "host-links",
        /// The finished game's offer of a new one with the same players.
        Again = "host-again",
        AgainNote = "host-again-note",
        AgainLink = "host-again-link",
        /// The new-game form, filled in from a finished game.
        AgainForm = "host-again-form",
        HostLink = "host-link",
        PublicLink = "host-public-link",
        Waits = "host-waits",
        /// `since`: a moment worded by `views::when_said`.
        Since { since: String } = "host-since",
        TheStart = "host-the-start",
        Deadline = "host-deadline",
        DeadlineHours { hours: u64 } = "host-deadline-hours",
        /// `until`: a time worded by `views::time`.
        DeadlineOf { name: String, until: String } = "host-deadline-of",
        NoDeadline = "host-no-deadline",
        DeadlineLabel = "host-deadline-label",
        DeadlineButton = "host-deadline-button",
        MailProblems = "host-mail-problems",
        MailProblemsLead = "host-mail-problems-lead",
        /// `error`: the mail server's own words, as they came.
        MailProblem { recipient: String, attempts: i64, error: String } = "host-mail-problem",
        Seats = "host-seats",
        Points { points: u8 } = "host-points",
        Awaited = "host-awaited",
        Resend { name: String } = "host-resend",
        Rewind = "host-rewind",
        /// `move_link`: "move 12" linking to the board after it.
        RewindOpen { move_link: Html, reason: String } = "host-rewind-open",
        RewindMove { to: u64 } = "host-rewind-move",
        RewindAgreed { agreed: String, waiting: String } = "host-rewind-agreed",
        RewindOver = "host-rewind-over",
        RewindNothing = "host-rewind-nothing",
        RewindAlone = "host-rewind-alone",
        RewindAsk = "host-rewind-ask",
        RewindKept = "host-rewind-kept",
        RewindTo { max: u64 } = "host-rewind-to",
        RewindBecause = "host-rewind-because",
        RewindNow = "host-rewind-now",
        RewindPropose = "host-rewind-propose",
        /// `history`: the link to the history.
        RewindFind { history: Html } = "host-rewind-find",
        RewindHistory = "host-rewind-history",
        Board = "host-board",
        BoardCaption = "host-board-caption",

        Attendance = "host-attendance",
        PausedSince { since: String } = "host-paused-since",
        PausedNote = "host-paused-note",
        Runs = "host-runs",
        Resume = "host-resume",
        Pause = "host-pause",
        KeepAfter { max: u32 } = "host-keep-after",
        Set = "host-set",
        /// `now`: the quiet hours in words ("22:00 to 08:00 (UTC+01:00)").
        QuietLegend { now: String } = "host-quiet-legend",
        QuietLegendNone = "host-quiet-legend-none",
        QuietFrom = "host-quiet-from",
        QuietTo = "host-quiet-to",
        QuietZone = "host-quiet-zone",
        QuietOffset = "host-quiet-offset",
        QuietButton = "host-quiet-button",
        HandOver { name: String } = "host-hand-over",
        TakeBack = "host-take-back",

        NoticeResent { name: String } = "host-notice-resent",
        NoticeProposed = "host-notice-proposed",
        NoticeRewound = "host-notice-rewound",
        NoticeDeadline = "host-notice-deadline",
        NoticePaused = "host-notice-paused",
        NoticeResumed = "host-notice-resumed",
        NoticeKeep = "host-notice-keep",
        NoticeQuiet = "host-notice-quiet",
        NoticeHanded = "host-notice-handed",
    }
}
