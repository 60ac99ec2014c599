//! The news at the top of a seat page, as every presentation tells it:
//! what the seat's own latest action did and what others did to it since.

/// How many of the latest events a seat page lists.
pub const LISTED_EVENTS: usize = 12;

/// The news of a seat: its latest action's outcome, then what came after.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct News {
    /// The outcome of the seat's own latest action, if it is among the events.
    pub result: Option<String>,
    /// What other seats did since that concerns this seat, oldest first.
    pub since: Vec<String>,
}
