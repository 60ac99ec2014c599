//! How a seat is told apart on every board and list: its colour and letter.

/// A player's colour class and letter on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// CSS class suffix: `p0` .. `p5`.
    pub class: String,
    /// A letter that tells the player apart without colour.
    pub letter: String,
}
