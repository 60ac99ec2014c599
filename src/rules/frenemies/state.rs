//! The Frenemies scenario's own state, kept in the classic state: the favor
//! token supply, each seat's tokens, the guild halls, the VP markers, which
//! networks have connected, and this turn's gift and token use
//! (frenemies.txt; clarifications.md §Frenemies).
//!
//! It owns no classic state: hands, pieces and points stay the classic
//! game's, and the scenario reads them through `State`.

use crate::rules::common::Resource;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Points a player needs to win (frenemies.txt §Victory: 11, not 10).
pub const POINTS_TO_WIN: u8 = 11;
/// VP markers in the box (frenemies.txt §New Components).
pub const VP_MARKERS: u8 = 8;
/// Seats a Frenemies game may have (the classic game's 3 or 4).
pub const MAX_SEATS: usize = 4;

/// A guild of the guild hall board, and the symbol on its favor tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Guild {
    /// Wagons: up to two 1:1 swaps with the bank.
    Traders,
    /// Ships: any one resource.
    Merchants,
    /// Shovels: one free road.
    RoadBuilders,
    /// Books: one free development card.
    Scholars,
    /// Compasses: one VP marker.
    MasterBuilders,
}

impl Guild {
    /// Every guild, in the order of the guild hall board.
    pub const ALL: [Guild; 5] = [
        Guild::Traders,
        Guild::Merchants,
        Guild::RoadBuilders,
        Guild::Scholars,
        Guild::MasterBuilders,
    ];

    /// Position in [`Guild::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The guild's name for players: "Traders".
    pub const fn name(self) -> &'static str {
        match self {
            Guild::Traders => "Traders",
            Guild::Merchants => "Merchants",
            Guild::RoadBuilders => "Road Builders",
            Guild::Scholars => "Scholars",
            Guild::MasterBuilders => "Master Builders",
        }
    }

    /// The id the words select on: "traders".
    pub const fn id(self) -> &'static str {
        match self {
            Guild::Traders => "traders",
            Guild::Merchants => "merchants",
            Guild::RoadBuilders => "road-builders",
            Guild::Scholars => "scholars",
            Guild::MasterBuilders => "master-builders",
        }
    }

    /// The symbol on the guild's tokens: "wagon".
    pub const fn token(self) -> &'static str {
        match self {
            Guild::Traders => "wagon",
            Guild::Merchants => "ship",
            Guild::RoadBuilders => "shovel",
            Guild::Scholars => "book",
            Guild::MasterBuilders => "compass",
        }
    }

    /// Tokens one favor of this guild costs (frenemies.txt §Redeeming).
    pub const fn cost(self) -> u8 {
        match self {
            Guild::Traders | Guild::Merchants | Guild::RoadBuilders => 1,
            Guild::Scholars | Guild::MasterBuilders => 2,
        }
    }
}

impl fmt::Display for Guild {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A count of favor tokens per guild: a supply, a hand, a guild hall, a draw.
///
/// Serialized as an object with one field per guild
/// (`{"traders":1,"merchants":0,...}`); missing fields count as zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(from = "GuildMap", into = "GuildMap")]
pub struct Guilds([u8; 5]);

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GuildMap {
    #[serde(default)]
    traders: u8,
    #[serde(default)]
    merchants: u8,
    #[serde(default)]
    road_builders: u8,
    #[serde(default)]
    scholars: u8,
    #[serde(default)]
    master_builders: u8,
}

impl From<GuildMap> for Guilds {
    fn from(m: GuildMap) -> Self {
        Guilds([
            m.traders,
            m.merchants,
            m.road_builders,
            m.scholars,
            m.master_builders,
        ])
    }
}

impl From<Guilds> for GuildMap {
    fn from(g: Guilds) -> Self {
        let [traders, merchants, road_builders, scholars, master_builders] = g.0;
        GuildMap {
            traders,
            merchants,
            road_builders,
            scholars,
            master_builders,
        }
    }
}

impl Guilds {
    /// No tokens.
    pub const ZERO: Guilds = Guilds([0; 5]);

    /// Counts in [`Guild::ALL`] order.
    pub const fn new(
        traders: u8,
        merchants: u8,
        road_builders: u8,
        scholars: u8,
        master_builders: u8,
    ) -> Self {
        Guilds([traders, merchants, road_builders, scholars, master_builders])
    }

    /// `n` tokens of one guild.
    pub fn of(guild: Guild, n: u8) -> Self {
        let mut g = Guilds::ZERO;
        g.0[guild.index()] = n;
        g
    }

    /// How many tokens of `guild`.
    pub const fn get(&self, guild: Guild) -> u8 {
        self.0[guild.index()]
    }

    /// All tokens together.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// True when there is no token.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 5]
    }

    /// True when every count is at least `other`'s.
    pub fn contains(&self, other: &Guilds) -> bool {
        self.0.iter().zip(other.0).all(|(a, b)| *a >= b)
    }

    /// The counts minus `other`'s, each floored at zero.
    pub fn saturating_sub(&self, other: &Guilds) -> Guilds {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a = a.saturating_sub(b);
        }
        out
    }

    /// The guild of the `index`-th token, counting guild by guild in
    /// [`Guild::ALL`] order: a face-down draw picks a uniform `index`.
    pub fn nth(&self, index: u32) -> Option<Guild> {
        let mut left = index;
        for g in Guild::ALL {
            let n = u32::from(self.get(g));
            if left < n {
                return Some(g);
            }
            left -= n;
        }
        None
    }

    /// Each guild with its count, zeros included.
    pub fn iter(&self) -> impl Iterator<Item = (Guild, u8)> + '_ {
        Guild::ALL.into_iter().map(|g| (g, self.get(g)))
    }
}

impl std::ops::AddAssign for Guilds {
    fn add_assign(&mut self, rhs: Guilds) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a += b;
        }
    }
}

impl std::ops::SubAssign for Guilds {
    fn sub_assign(&mut self, rhs: Guilds) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            debug_assert!(*a >= b, "favor token count below zero");
            *a = a.saturating_sub(b);
        }
    }
}

impl fmt::Display for Guilds {
    /// Plain words: "1 wagon, 2 books"; "no token" when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no token");
        }
        let mut first = true;
        for (g, n) in self.iter().filter(|(_, n)| *n > 0) {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            let plural = match (n, g) {
                (1, _) => "",
                (_, Guild::MasterBuilders) => "es",
                _ => "s",
            };
            write!(f, "{n} {}{plural}", g.token())?;
        }
        Ok(())
    }
}

/// All 58 favor tokens (frenemies.txt §New Components).
pub const ALL_TOKENS: Guilds = Guilds::new(8, 8, 8, 17, 17);
/// The tokens with a dot on their face (clarifications.md §Frenemies).
pub const DOTTED_TOKENS: Guilds = Guilds::new(2, 2, 2, 4, 4);
/// The 44 undotted tokens a 3-player game uses: 6/6/6/13/13.
pub const UNDOTTED_TOKENS: Guilds = Guilds::new(6, 6, 6, 13, 13);

/// The supply a game of `players` starts with (frenemies.txt: in a 3-player
/// game, remove all favor tokens with a dot; in a 4-player game, use all).
pub fn starting_supply(players: u8) -> Guilds {
    if players <= 3 {
        UNDOTTED_TOKENS
    } else {
        ALL_TOKENS
    }
}

/// One seat's favor tokens (face down: the guilds are private, the count is
/// public) and VP markers (face up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Holding {
    /// Every token held, by guild.
    pub tokens: Guilds,
    /// The part of `tokens` earned this turn, usable from the owner's next
    /// turn on (clarifications.md §Frenemies). Never more than `tokens`.
    pub locked: Guilds,
    /// VP markers taken from the Master Builders.
    pub markers: u8,
}

impl Holding {
    /// The tokens that may be used now (held since before this turn).
    pub fn usable(&self) -> Guilds {
        self.tokens.saturating_sub(&self.locked)
    }
}

/// A gift of one resource offered this turn (frenemies.txt §Earning 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gift {
    pub from: Seat,
    pub to: Seat,
    pub resource: Resource,
    /// The different resource the recipient asked for instead, which the
    /// giver now gives or withdraws.
    pub asked: Option<Resource>,
}

/// How favor tokens were used this turn: either redemptions or one exchange
/// (clarifications.md §Frenemies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenUse {
    Redeemed,
    Exchanged,
}

/// The scenario's state. `Copy`: it holds no heap data, so copying a
/// classic state for a decision copies it for free.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Frenemies {
    /// The tokens the game started with, per guild.
    pub start: Guilds,
    /// The face-down supply.
    pub supply: Guilds,
    /// Redeemed tokens, face up on the guild hall board; they leave play.
    pub halls: Guilds,
    /// VP markers not taken yet.
    pub markers_left: u8,
    /// Each seat's tokens and markers, by seat index.
    pub holdings: [Holding; MAX_SEATS],
    /// Tokens drawn so far: counts the scenario's draws of chance.
    pub draws: u64,
    /// Pairs of colours whose networks have connected (see [`pair_bit`]).
    pub connected: u16,
    /// True once the setup rounds are over (their connections never pay).
    pub setup_over: bool,
    /// How tokens were used this turn, if they were.
    pub used: Option<TokenUse>,
    /// The gift on offer, if any.
    pub gift: Option<Gift>,
    /// A gift was accepted this turn (one successful gift per turn).
    pub gifted: bool,
    /// Seats that rejected a gift this turn, as a bit per seat index.
    pub refused_by: u8,
    /// An exchange drew this token and waits for the token to return.
    pub exchange: Option<Guild>,
}

impl Frenemies {
    /// The tokens and markers of `seat`.
    pub fn holding(&self, seat: Seat) -> &Holding {
        &self.holdings[seat.index()]
    }

    /// The tokens and markers of `seat`, mutably.
    pub fn holding_mut(&mut self, seat: Seat) -> &mut Holding {
        &mut self.holdings[seat.index()]
    }

    /// True when the networks of `a` and `b` have connected.
    pub fn are_connected(&self, a: Seat, b: Seat) -> bool {
        self.connected & pair_bit(a, b) != 0
    }

    /// True when `seat` rejected a gift this turn.
    pub fn refused(&self, seat: Seat) -> bool {
        self.refused_by & (1 << seat.0) != 0
    }

    /// True while the turn waits on a gift's answer or an exchange's return:
    /// the current player does nothing else meanwhile.
    pub fn pending(&self) -> bool {
        self.gift.is_some() || self.exchange.is_some()
    }
}

/// The bit naming the unordered pair of colours `a` and `b` in
/// [`Frenemies::connected`].
pub fn pair_bit(a: Seat, b: Seat) -> u16 {
    let (lo, hi) = if a.0 <= b.0 { (a.0, b.0) } else { (b.0, a.0) };
    1 << (lo * MAX_SEATS as u8 + hi)
}
