//! What the stand-in players of every ruleset share: the pips of a number,
//! the leader among the opponents, what a hand lacks or holds beyond a
//! cost, which cards to give up after a 7 and which trade with the bank
//! brings a build nearer, the roads of a board as a view shows them,
//! picking among the legal commands, and the choices both rulesets'
//! stand-ins make alike through a [`Sight`] of their seat: where the robber
//! (the inventor) goes and what the main part of a turn ends with. It
//! reads counts and views only, never a state.

use super::board::{Board, EdgeId, NodeId, TileId};
use super::resources::{Resource, Resources};
use super::table::TableCommand;
use super::turn::{TurnCommand, DEVELOPMENT_CARD_COST, ROAD_COST};
use crate::rules::Seat;
use std::collections::VecDeque;

/// A ruleset's stand-in as the choices both rulesets make alike read it:
/// the seat it plays from that seat's view, and what the ruleset's pieces
/// and commands are worth to it. `C` is the ruleset's command.
pub trait Sight<C> {
    /// The seat the stand-in plays.
    fn me(&self) -> Seat;
    /// The seat's hand.
    fn hand(&self) -> Resources;
    /// Every seat, with its public points and cards in hand.
    fn standings(&self) -> impl Iterator<Item = (Seat, u8, u32)> + Clone;
    /// The cards in the supply, and the seat's rates of trade with it.
    fn supply(&self) -> (Resources, [u8; 5]);
    /// The tile and victim of `command` when it moves the robber (the
    /// inventor) onto a tile of the board; `None` for any other command.
    fn block(&self, command: &C) -> Option<(TileId, Option<Seat>)>;
    /// True when `tile` is one with the seat's own pieces on it.
    fn on_mine(&self, tile: TileId) -> bool;
    /// What `seat` earns from `tile` per roll.
    fn earning(&self, seat: Seat, tile: TileId) -> u32;
    /// The listed road worth most, among those that lead somewhere useful.
    fn useful_road(&self, legal: &[C]) -> Option<C>;
}

/// Writes the part of a [`Sight`] implementation both stand-ins write
/// alike: `me`, `hand` and `standings`, for a stand-in with the fields
/// `me` and `hand` and a `view` whose `players` count `points` and `cards`.
macro_rules! sight_basics {
    () => {
        fn me(&self) -> Seat {
            self.me
        }

        fn hand(&self) -> Resources {
            self.hand
        }

        fn standings(&self) -> impl Iterator<Item = (Seat, u8, u32)> + Clone {
            self.view
                .players
                .iter()
                .map(|p| (p.seat, p.points, p.cards))
        }
    };
}
pub(crate) use sight_basics;

/// The listed command equal to `wanted`, if it is legal.
pub fn find<C: Clone + PartialEq>(legal: &[C], wanted: &C) -> Option<C> {
    legal.iter().find(|c| *c == wanted).cloned()
}

/// The listed command with the highest score (the first of equals);
/// commands scored `None` are passed over.
pub fn best_by<C: Clone>(legal: &[C], score: impl Fn(&C) -> Option<u32>) -> Option<C> {
    let mut best: Option<(u32, &C)> = None;
    for c in legal {
        if let Some(s) = score(c) {
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, c));
            }
        }
    }
    best.map(|(_, c)| c.clone())
}

/// What the stand-in of `seen` does last in the main part of its turn,
/// saving for `need`, among the `legal` commands: the trade with the supply
/// that brings the need nearer; a useful road paid out of the surplus; a
/// development card when `saving_for_card` or paid out of the surplus;
/// else the end of the turn.
pub fn spend_last<C: TurnCommand + Clone + PartialEq>(
    seen: &impl Sight<C>,
    legal: &[C],
    need: Resources,
    saving_for_card: bool,
) -> Option<C> {
    let hand = seen.hand();
    let (supply, rates) = seen.supply();
    let trade = trade_toward(hand, need, rates, |r| supply.get(r) > 0)
        .map(|(give, get)| C::from(TableCommand::SupplyTrade { give, get }));
    if let Some(c) = trade.and_then(|t| find(legal, &t)) {
        return Some(c);
    }
    if spends_only_surplus(hand, ROAD_COST, need) {
        if let Some(c) = seen.useful_road(legal) {
            return Some(c);
        }
    }
    if saving_for_card || spends_only_surplus(hand, DEVELOPMENT_CARD_COST, need) {
        if let Some(c) = find(legal, &C::buy_card()) {
            return Some(c);
        }
    }
    find(legal, &C::end_turn())
}

/// The roads on a board as one seat's view shows them: who owns each path.
#[derive(Debug)]
pub struct Roads<'a> {
    board: &'a Board,
    me: Seat,
    owner: Vec<Option<Seat>>,
}

impl<'a> Roads<'a> {
    /// The roads of `board` seen by `me`, from the view's (path, owner)
    /// pairs; a path the board does not have is passed over.
    pub fn new(
        board: &'a Board,
        me: Seat,
        roads: impl IntoIterator<Item = (EdgeId, Seat)>,
    ) -> Self {
        let mut owner = vec![None; board.edges.len()];
        for (edge, seat) in roads {
            if let Some(slot) = owner.get_mut(edge.index()) {
                *slot = Some(seat);
            }
        }
        Roads { board, me, owner }
    }

    /// True when an own road ends at `node`.
    pub fn touch_mine(&self, node: NodeId) -> bool {
        self.board
            .node(node)
            .edges
            .iter()
            .any(|e| self.owner[e.index()] == Some(self.me))
    }

    /// The node a road on `edge` would add to the network, whose nodes
    /// `in_network` knows; `None` unless exactly one end is in it.
    pub fn new_end(&self, edge: EdgeId, in_network: impl Fn(NodeId) -> bool) -> Option<NodeId> {
        let [a, b] = self.board.edge(edge).nodes;
        match (in_network(a), in_network(b)) {
            (true, false) => Some(b),
            (false, true) => Some(a),
            _ => None,
        }
    }

    /// Walks free paths out from `end`, nearest nodes first: `visit` sees
    /// each node reached with its distance in paths; the walk goes no
    /// further than `reach` paths, nor on from a node `passable` refuses.
    pub fn walk(
        &self,
        end: NodeId,
        reach: u8,
        passable: impl Fn(NodeId) -> bool,
        mut visit: impl FnMut(NodeId, u8),
    ) {
        let board = self.board;
        let mut dist = vec![u8::MAX; board.nodes.len()];
        dist[end.index()] = 0;
        let mut queue = VecDeque::from([end]);
        while let Some(n) = queue.pop_front() {
            let d = dist[n.index()];
            visit(n, d);
            if d == reach || !passable(n) {
                continue;
            }
            for e in &board.node(n).edges {
                if self.owner[e.index()].is_none() {
                    let m = board.edge(*e).other(n);
                    if dist[m.index()] == u8::MAX {
                        dist[m.index()] = d + 1;
                        queue.push_back(m);
                    }
                }
            }
        }
    }

    /// True when some free path is `useful`.
    pub fn any_free(&self, useful: impl Fn(EdgeId) -> bool) -> bool {
        self.board
            .edges
            .iter()
            .any(|e| self.owner[e.id.index()].is_none() && useful(e.id))
    }
}

/// The dots under a number token: how many of the 36 rolls of two dice
/// give it (5 for a 6 or an 8, 1 for a 2 or a 12, none for no number).
pub fn pips(number: Option<u8>) -> u32 {
    match number {
        Some(n @ 2..=12) => 6 - u32::from(n.abs_diff(7)),
        _ => 0,
    }
}

/// The opponent in the lead: most public points, then most cards in hand,
/// then the first listed. `players` gives (seat, public points, cards).
pub fn leader(me: Seat, players: impl IntoIterator<Item = (Seat, u8, u32)>) -> Option<Seat> {
    let mut best: Option<(Seat, u8, u32)> = None;
    for (seat, points, cards) in players {
        if seat == me {
            continue;
        }
        if best.is_none_or(|(_, p, c)| (points, cards) > (p, c)) {
            best = Some((seat, points, cards));
        }
    }
    best.map(|(seat, _, _)| seat)
}

/// The cards `hand` lacks to pay `cost`.
pub fn missing(hand: Resources, cost: Resources) -> Resources {
    let mut out = Resources::ZERO;
    for r in Resource::ALL {
        out.set(r, cost.get(r).saturating_sub(hand.get(r)));
    }
    out
}

/// The cards `hand` holds beyond what `need` asks for.
pub fn surplus(hand: Resources, need: Resources) -> Resources {
    missing(need, hand)
}

/// True when `hand` pays `cost` out of its surplus over `need`: spending
/// it takes nothing the build saved for needs.
pub fn spends_only_surplus(hand: Resources, cost: Resources, need: Resources) -> bool {
    surplus(hand, need).contains(&cost)
}

/// The cards to give up after a 7: `count` of them, surplus over `need`
/// first (the resource held most beyond it first), so that what is kept
/// builds best. Fewer than `count` only when the hand is smaller.
pub fn keep_what_builds(hand: Resources, count: u8, need: Resources) -> Resources {
    let mut left = hand;
    let mut given = Resources::ZERO;
    for _ in 0..count {
        // Beyond the need first, the resource held most beyond it first;
        // within the need, the resource it asks least of.
        let pick = Resource::ALL
            .into_iter()
            .filter(|r| left.get(*r) > 0)
            .max_by_key(|r| {
                let (have, want) = (i32::from(left.get(*r)), i32::from(need.get(*r)));
                (have > want, have - want, -want, -(r.index() as i32))
            });
        let Some(r) = pick else { break };
        left.set(r, left.get(r) - 1);
        given.set(r, given.get(r) + 1);
    }
    given
}

/// The bank trade that brings `need` nearer: the card missing most, for
/// `rates[r]` cards of the resource `r` held most beyond the need; `None`
/// when nothing is missing or no surplus pays a rate. `available` says
/// whether the bank has a card of a resource.
pub fn trade_toward(
    hand: Resources,
    need: Resources,
    rates: [u8; 5],
    available: impl Fn(Resource) -> bool,
) -> Option<(Resource, Resource)> {
    let lack = missing(hand, need);
    let get = Resource::ALL
        .into_iter()
        .filter(|r| lack.get(*r) > 0 && available(*r))
        .max_by_key(|r| (lack.get(*r), -(r.index() as i32)))?;
    let spare = surplus(hand, need);
    let give = Resource::ALL
        .into_iter()
        .filter(|r| *r != get && spare.get(*r) >= rates[r.index()])
        .max_by_key(|r| (spare.get(*r) - rates[r.index()], -(r.index() as i32)))?;
    Some((give, get))
}

/// The two resources a free pick of two brings `need` nearest with: the
/// most missing first, in [`Resource::ALL`] order as the legal lists name
/// them; `None` when nothing is missing.
pub fn two_most_missing(hand: Resources, need: Resources) -> Option<[Resource; 2]> {
    let mut lack = missing(hand, need);
    let mut pick = || {
        let r = Resource::ALL
            .into_iter()
            .filter(|r| lack.get(*r) > 0)
            .max_by_key(|r| (lack.get(*r), -(r.index() as i32)))?;
        lack.set(r, lack.get(r) - 1);
        Some(r)
    };
    let a = pick()?;
    let b = pick().unwrap_or(a);
    Some(if a.index() <= b.index() {
        [a, b]
    } else {
        [b, a]
    })
}

/// How good a robber's (or the inventor's) move is for the stand-in at
/// `me`: off its own hexes first, then where the leader earns most, then
/// where the others earn, then a steal from the leader over anyone else.
/// `earning(seat)` is what `seat` earns from the hex per roll.
pub fn blocker_score(
    me: Seat,
    on_mine: bool,
    seats: impl IntoIterator<Item = Seat>,
    leader: Option<Seat>,
    victim: Option<Seat>,
    earning: impl Fn(Seat) -> u32,
) -> u32 {
    let mut score = if on_mine { 0 } else { 1 << 24 };
    if let Some(l) = leader {
        score += earning(l) << 12;
    }
    for seat in seats {
        if seat != me {
            score += earning(seat) << 2;
        }
    }
    score
        + match victim {
            Some(v) if Some(v) == leader => 2,
            Some(_) => 1,
            None => 0,
        }
}

/// The move of the robber (the inventor) the stand-in of `seen` likes
/// best among `legal`, by [`blocker_score`] against the leader of the
/// standings: off its own tiles, onto the tile where the leader earns
/// most, and a card taken from the leader.
pub fn best_block<C: Clone>(seen: &impl Sight<C>, legal: &[C]) -> Option<C> {
    let me = seen.me();
    let players = seen.standings();
    let seats = players.clone().map(|(seat, _, _)| seat);
    let leader = leader(me, players);
    best_by(legal, |c| {
        let (tile, victim) = seen.block(c)?;
        Some(blocker_score(
            me,
            seen.on_mine(tile),
            seats.clone(),
            leader,
            victim,
            |seat| seen.earning(seat, tile),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(notation: &str) -> Resources {
        Resources::parse(notation).expect("notation")
    }

    #[test]
    fn pips_count_the_rolls_that_give_a_number() {
        assert_eq!(pips(Some(6)), 5);
        assert_eq!(pips(Some(8)), 5);
        assert_eq!(pips(Some(2)), 1);
        assert_eq!(pips(Some(12)), 1);
        assert_eq!(pips(None), 0);
    }

    #[test]
    fn the_leader_has_the_most_points_then_the_most_cards() {
        let players = [(Seat(0), 5, 1), (Seat(1), 4, 9), (Seat(2), 5, 3)];
        assert_eq!(leader(Seat(1), players), Some(Seat(2)));
        assert_eq!(leader(Seat(2), players), Some(Seat(0)));
    }

    #[test]
    fn a_discard_gives_up_surplus_before_what_the_build_needs() {
        // Saving for a city (GGOOO): the bricks and the wool go first, then
        // the grain, of which the city asks least.
        let given = keep_what_builds(cards("BBWGGOOO"), 4, cards("GGOOO"));
        assert_eq!(given, cards("BBWG"));
        assert_eq!(
            keep_what_builds(cards("BB"), 3, cards("GGOOO")),
            cards("BB")
        );
    }

    #[test]
    fn a_bank_trade_pays_from_surplus_for_the_card_missing_most() {
        let rates = [4; 5];
        let trade = trade_toward(cards("BBBBBGGOO"), cards("GGOOO"), rates, |_| true);
        assert_eq!(trade, Some((Resource::Brick, Resource::Ore)));
        assert_eq!(
            trade_toward(cards("BBBGGOO"), cards("GGOOO"), rates, |_| true),
            None
        );
        assert_eq!(
            trade_toward(cards("BBBBBGGOO"), cards("GGOOO"), rates, |r| r
                != Resource::Ore),
            None
        );
    }

    #[test]
    fn a_free_pick_takes_what_the_build_misses() {
        assert_eq!(
            two_most_missing(cards("GGO"), cards("GGOOO")),
            Some([Resource::Ore, Resource::Ore])
        );
        assert_eq!(
            two_most_missing(cards("BL"), cards("BLWG")),
            Some([Resource::Wool, Resource::Grain])
        );
        assert_eq!(two_most_missing(cards("GGOOO"), cards("GGOOO")), None);
    }
}
