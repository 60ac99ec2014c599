//! Words of the host's pages (`host.rs`): so far the page of a game that
//! waits for its host to start it.

use super::phrases;

phrases! {
    /// The start page of a game that waits for its host.
    pub enum HostStart in "host" {
        Heading = "host-start-heading",
        Lead = "host-start-lead",
        Players = "host-start-players",
        Button = "host-start-button",
        /// For whoever opens the link without having set up the game.
        NotYou = "host-start-not-you",
    }
}
