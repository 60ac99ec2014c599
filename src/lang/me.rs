//! Words of a person's page (`me.ftl`): all the games of one email
//! address, those waiting for the person first, and replacing its link;
//! and the line of every seat's email that links it.

use super::phrases;

phrases! {
    /// A person's page.
    pub enum MeWords in "me" {
        Title = "me-title",
        /// `email`: the person's address.
        Intro { email: String } = "me-intro",
        Waiting = "me-waiting",
        Others = "me-others",
        Over = "me-over",
        NotStarted = "me-not-started",
        Nothing = "me-nothing",
        /// A game's heading: `ruleset` its title, `others` the other
        /// players as a list.
        Game { ruleset: String, others: String } = "me-game",
        /// The seat's own name in the game, where the person plays it.
        As { name: String } = "me-as",
        /// `until`: a time worded by `views::time`.
        YourMoveBy { until: String } = "me-your-move-by",
        /// `since`: a moment worded by `views::when_said`.
        YourMoveSince { since: String } = "me-your-move-since",
        /// `who`: the awaited players as a list; `count` how many.
        OthersMove { who: String, count: u64, since: String } = "me-others-move",
        YouWon = "me-you-won",
        /// `winner`: the winner's name.
        Won { winner: String } = "me-won",
        NobodyWon = "me-nobody-won",
        /// `date`: worded by `views::time`.
        Ended { date: String } = "me-ended",
        WaitsForHost = "me-waits-for-host",
        /// `event`: the latest move, narrated.
        Last { event: String } = "me-last",
        NewTalk { count: u64 } = "me-new-talk",
        Open = "me-open",
        Replace = "me-replace",
        ReplaceNote = "me-replace-note",
        ReplaceButton = "me-replace-button",
        Replaced = "me-replaced",
        ReplacedNote = "me-replaced-note",
        /// The settings for all the person's games.
        Settings = "me-settings",
        LanguageLabel = "me-language-label",
        LanguageSave = "me-language-save",
        TimeZone = "me-time-zone",
        TimeZoneLabel = "me-time-zone-label",
        TimeZoneSave = "me-time-zone-save",
        Away = "me-away",
        AwayNote = "me-away-note",
        AwayLabel = "me-away-label",
        AwayButton = "me-away-button",
        /// `until`: a time worded by `views::time`.
        AwayNow { until: String } = "me-away-now",
        BackButton = "me-back-button",
        Saved = "me-saved",
        /// The line of a seat's email that links the person's page, before
        /// the address (text).
        MailLine = "me-mail-line",
        /// The same as the link's words (HTML).
        MailLink = "me-mail-link",
    }
}
