//! Words of a Frenemies game's pages (`frenemies.ftl`): how it differs from
//! the base game, its guild hall and favor tokens, its forms and choices.

use super::phrases;

phrases! {
    /// Frenemies' page words.
    pub enum Frenemies in "frenemies" {
        DiffersWin = "frenemies-differs-win",
        DiffersRobber = "frenemies-differs-robber",
        DiffersGift = "frenemies-differs-gift",
        DiffersConnect = "frenemies-differs-connect",
        DiffersRedeem = "frenemies-differs-redeem",
    }
}

/// How a Frenemies game differs from the base game, line by line.
pub const DIFFERS: [Frenemies; 5] = [
    Frenemies::DiffersWin,
    Frenemies::DiffersRobber,
    Frenemies::DiffersGift,
    Frenemies::DiffersConnect,
    Frenemies::DiffersRedeem,
];
