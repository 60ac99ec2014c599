//! Words of every page's frame and of the error pages (`frame.ftl`): the
//! skip link, the tagline and footer, and each error's heading, what went
//! wrong and the way back.

use super::{phrases, Html};

phrases! {
    /// A page's frame and its error pages.
    pub enum Frame in "frame" {
        /// The link that skips to the page's content.
        SkipLink = "page-skip",
        /// The line beside the site's name.
        Tagline = "page-tagline",
        /// The footer of every page.
        Footer = "page-footer",
        /// After a refused or failed request.
        NothingChanged = "error-nothing-changed",
        /// The way on from an error page reached by no link of a game.
        FrontPage { link: Html } = "error-front-page",
        /// The words of that way's link.
        FrontPageLink = "error-front-page-link",
        /// Back from an error to the seat's page.
        BackToSeat = "error-back-seat",
        /// Back from an error to the host's page.
        BackToHost = "error-back-host",
        BackToMe = "error-back-me",
        NoSuchGame = "error-no-game",
        NoSuchGameWhy = "error-no-game-why",
        NotStarted = "error-not-started",
        NotStartedWhy = "error-not-started-why",
        Expired = "error-expired",
        ExpiredWhy = "error-expired-why",
        WentWrong = "error-went-wrong",
        WentWrongWhy = "error-went-wrong-why",
        FormUnread = "error-form-unread",
        /// `why`: what did not read (worded by the form's reader, in
        /// English until it is worded here).
        FormUnreadWhy { why: Html } = "error-form-unread-why",
        NoSuchMove = "error-no-move",
        NoSuchMoveWhy { asked: u64, last: u64 } = "error-no-move-why",
        TooMany = "error-too-many",
        TooManyWhy { seconds: u64 } = "error-too-many-why",
        /// The heading of a refusal.
        NotDone = "error-not-done",
        BackSoon = "error-back-soon",
        BackSoonWhy = "error-back-soon-why",
        /// The JSON answer of an unavailable database.
        BackSoonApi { seconds: u64 } = "error-back-soon-api",
        NotLikeThis = "error-not-like-this",
        NotLikeThisWhy { method: String } = "error-not-like-this-why",
        NoSuchPage = "error-no-page",
        NoSuchPageWhy = "error-no-page-why",
        TooSlow = "error-too-slow",
        TooSlowWhy { seconds: u64 } = "error-too-slow-why",
        OtherSite = "error-other-site",
        OtherSiteWhy = "error-other-site-why",
        /// The same, naming the site's own address.
        OtherSiteWhyAt { site: String } = "error-other-site-why-at",
        NoSuchEmail = "error-no-email",
        /// A refused request's notice on the page drawn again (`message`:
        /// why, worded below this layer in English until it is worded here).
        Refused { message: Html } = "notice-refused",
        /// The last two items of a list ("A and B"; `init` may itself be a
        /// list joined by [`Frame::ListComma`]).
        ListAnd { init: String, last: String } = "list-and",
        /// An item and the rest of a list ("A, B").
        ListComma { first: String, rest: String } = "list-comma",
        NoSuchEmailWhy = "error-no-email-why",
    }
}
