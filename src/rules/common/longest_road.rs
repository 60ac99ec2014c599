//! Longest-road search: the longest trail over a player's own path segments,
//! where the ruleset says which intersections break a road.

use super::board::{Board, EdgeId, NodeId};

/// The length of the longest trail over `roads` (no segment used twice;
/// branches do not add). A trail may end at an intersection where
/// `breaks(node)` holds but never passes through it (base-catan.md §Longest
/// Road: an opponent's settlement breaks the road there).
///
/// Handles up to 64 segments per player, far above any piece limit.
pub fn longest_road(board: &Board, roads: &[EdgeId], breaks: impl Fn(NodeId) -> bool) -> u8 {
    let roads = &roads[..roads.len().min(MAX_SEGMENTS)];
    if roads.is_empty() {
        return 0;
    }
    // It runs after every road and settlement, so it searches a small local
    // graph on the stack: segments numbered by position in `roads`,
    // intersections renumbered in order of appearance, each with the
    // segments that touch it.
    let mut graph = Graph::new();
    for (i, &e) in roads.iter().enumerate() {
        let [a, b] = board.edge(e).nodes;
        let (la, lb) = (graph.local(a), graph.local(b));
        if !graph.link(la, i as u8, lb) || !graph.link(lb, i as u8, la) {
            // Not a hex board: more paths meet at an intersection than
            // the compact graph holds.
            return longest_road_any(board, roads, breaks);
        }
    }
    for (i, &n) in graph.ids[..graph.len].iter().enumerate() {
        if breaks(n) {
            graph.broken |= 1 << i;
        }
    }
    graph.longest(roads.len())
}

/// Segments a search handles.
const MAX_SEGMENTS: usize = 64;
/// Paths meeting at one intersection of a hex board.
const MAX_DEGREE: usize = 3;

/// A player's road network with intersections numbered `0..len`.
struct Graph {
    ids: [NodeId; 2 * MAX_SEGMENTS],
    len: usize,
    /// Per intersection: (segment, intersection at its other end).
    links: [[(u8, u8); MAX_DEGREE]; 2 * MAX_SEGMENTS],
    degree: [u8; 2 * MAX_SEGMENTS],
    /// Intersections a trail may end at but not pass through.
    broken: u128,
}

impl Graph {
    fn new() -> Self {
        Graph {
            ids: [NodeId(0); 2 * MAX_SEGMENTS],
            len: 0,
            links: [[(0, 0); MAX_DEGREE]; 2 * MAX_SEGMENTS],
            degree: [0; 2 * MAX_SEGMENTS],
            broken: 0,
        }
    }

    /// The local number of `node`, adding it if new.
    fn local(&mut self, node: NodeId) -> u8 {
        if let Some(i) = self.ids[..self.len].iter().position(|&n| n == node) {
            return i as u8;
        }
        self.ids[self.len] = node;
        self.len += 1;
        (self.len - 1) as u8
    }

    /// Records that `segment` leads from `from` to `to`; false when full.
    fn link(&mut self, from: u8, segment: u8, to: u8) -> bool {
        let d = &mut self.degree[from as usize];
        if *d as usize == MAX_DEGREE {
            return false;
        }
        self.links[from as usize][*d as usize] = (segment, to);
        *d += 1;
        true
    }

    /// The longest trail, searched from few starts. A longest trail can
    /// always start where the network ends, branches or is broken: one
    /// starting at an unbroken intersection with two segments either leaves
    /// the other one unused (then adding it gives a longer trail) or comes
    /// back over it, closing a circuit that may start at any of its
    /// intersections. A part of the network with no such start is a plain
    /// ring, whose trail is all of it.
    fn longest(&self, segments: usize) -> u8 {
        let all: u128 = if self.len == 128 {
            u128::MAX
        } else {
            (1u128 << self.len) - 1
        };
        let mut starts = self.broken;
        for i in 0..self.len {
            if self.degree[i] != 2 {
                starts |= 1 << i;
            }
        }
        let mut best = 0u8;
        let mut seen = 0u128;
        for start in 0..self.len {
            if starts & (1 << start) == 0 {
                continue;
            }
            if seen & (1 << start) == 0 {
                seen |= self.reach(start);
            }
            best = best.max(self.walk(start, 0, 0));
            if best as usize == segments {
                return best;
            }
        }
        let mut rest = all & !seen;
        while rest != 0 {
            let ring = self.reach(rest.trailing_zeros() as usize);
            // Every intersection of a ring has two segments: as many segments as intersections.
            best = best.max(ring.count_ones() as u8);
            rest &= !ring;
        }
        best
    }

    /// The intersections connected to `from` (through broken ones too).
    fn reach(&self, from: usize) -> u128 {
        let mut seen = 1u128 << from;
        let mut stack = [0u8; 2 * MAX_SEGMENTS];
        stack[0] = from as u8;
        let mut top = 1;
        while top > 0 {
            top -= 1;
            let at = stack[top] as usize;
            for &(_, next) in &self.links[at][..self.degree[at] as usize] {
                if seen & (1 << next) == 0 {
                    seen |= 1 << next;
                    stack[top] = next;
                    top += 1;
                }
            }
        }
        seen
    }

    fn walk(&self, at: usize, used: u64, len: u8) -> u8 {
        let mut best = len;
        for &(segment, next) in &self.links[at][..self.degree[at] as usize] {
            let bit = 1u64 << segment;
            if used & bit != 0 {
                continue;
            }
            let l = len + 1;
            let reach = if self.broken & (1 << next) != 0 {
                l
            } else {
                self.walk(next as usize, used | bit, l)
            };
            best = best.max(reach);
        }
        best
    }
}

/// The same search on any graph, scanning every segment at each step.
fn longest_road_any(board: &Board, roads: &[EdgeId], breaks: impl Fn(NodeId) -> bool) -> u8 {
    let ends: Vec<[NodeId; 2]> = roads.iter().map(|&e| board.edge(e).nodes).collect();
    let mut best = 0u8;
    let mut starts: Vec<NodeId> = ends.iter().flatten().copied().collect();
    starts.sort_unstable();
    starts.dedup();
    for start in starts {
        best = best.max(walk(&ends, start, 0, 0, &breaks));
        if best as usize == roads.len() {
            break;
        }
    }
    best
}

fn walk(
    ends: &[[NodeId; 2]],
    at: NodeId,
    used: u64,
    len: u8,
    breaks: &impl Fn(NodeId) -> bool,
) -> u8 {
    let mut best = len;
    for (i, [a, b]) in ends.iter().enumerate() {
        let bit = 1u64 << i;
        if used & bit != 0 {
            continue;
        }
        let next = if *a == at {
            *b
        } else if *b == at {
            *a
        } else {
            continue;
        };
        let l = len + 1;
        let reach = if breaks(next) {
            l
        } else {
            walk(ends, next, used | bit, l, breaks)
        };
        best = best.max(reach);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three hexes in a row give long straight coasts to walk along.
    fn strip() -> Board {
        Board::from_hexes(&[(0, 0), (1, 0), (2, 0)])
    }

    fn path(board: &Board, nodes: &[u16]) -> Vec<EdgeId> {
        nodes
            .windows(2)
            .map(|w| {
                let (a, b) = (NodeId(w[0]), NodeId(w[1]));
                board
                    .edges
                    .iter()
                    .find(|e| e.nodes.contains(&a) && e.nodes.contains(&b))
                    .map(|e| e.id)
                    .expect("nodes are adjacent")
            })
            .collect()
    }

    fn around_first_hex(board: &Board) -> Vec<u16> {
        let mut n: Vec<u16> = board.tiles[0].nodes.iter().map(|n| n.0).collect();
        n.push(n[0]);
        n
    }

    #[test]
    fn a_ring_counts_every_segment_once() {
        let b = strip();
        let ring = path(&b, &around_first_hex(&b));
        assert_eq!(ring.len(), 6);
        assert_eq!(longest_road(&b, &ring, |_| false), 6);
    }

    #[test]
    fn a_ring_beside_a_shorter_road_still_counts_whole() {
        let b = strip();
        let mut roads = path(&b, &around_first_hex(&b));
        let far = &b.tiles[2].nodes;
        roads.extend(path(&b, &[far[1].0, far[2].0]));
        assert_eq!(longest_road(&b, &roads, |_| false), 6);
    }

    #[test]
    fn a_break_in_the_middle_splits_the_road() {
        let b = strip();
        let nodes = around_first_hex(&b);
        let open = path(&b, &nodes[..6]); // five segments, not closed
        assert_eq!(longest_road(&b, &open, |_| false), 5);
        let middle = NodeId(nodes[2]);
        assert_eq!(longest_road(&b, &open, |n| n == middle), 3);
    }

    #[test]
    fn branches_do_not_add() {
        let b = strip();
        let t0 = &b.tiles[0];
        // A path of three around the first hex, plus a spur from its middle.
        let mut roads = path(
            &b,
            &[t0.nodes[0].0, t0.nodes[1].0, t0.nodes[2].0, t0.nodes[3].0],
        );
        let spur_from = t0.nodes[1];
        let spur = b
            .node(spur_from)
            .edges
            .iter()
            .copied()
            .find(|e| !roads.contains(e))
            .expect("an inland path leaves the corner");
        roads.push(spur);
        assert_eq!(longest_road(&b, &roads, |_| false), 3);
    }

    /// The compact search agrees with the plain one on random road networks
    /// with random breaks.
    #[test]
    fn the_compact_search_agrees_with_scanning_every_segment() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let hexes: Vec<(i8, i8)> = (-2..=2)
            .flat_map(|q| (-2..=2).map(move |r| (q, r)))
            .filter(|&(q, r): &(i8, i8)| (q + r).abs() <= 2)
            .collect();
        let b = Board::from_hexes(&hexes);
        let mut rng = SmallRng::seed_from_u64(3);
        for _ in 0..2000 {
            let mut roads: Vec<EdgeId> = Vec::new();
            let mut at = NodeId(rng.random_range(0..b.nodes.len() as u16));
            for _ in 0..rng.random_range(1..=15) {
                // Mostly a connected wander, sometimes a jump elsewhere.
                if rng.random_bool(0.1) {
                    at = NodeId(rng.random_range(0..b.nodes.len() as u16));
                }
                let edges = &b.node(at).edges;
                let e = edges[rng.random_range(0..edges.len())];
                if !roads.contains(&e) {
                    roads.push(e);
                }
                at = b.edge(e).other(at);
            }
            let broken: Vec<NodeId> = (0..3)
                .map(|_| NodeId(rng.random_range(0..b.nodes.len() as u16)))
                .collect();
            let breaks = |n: NodeId| broken.contains(&n);
            assert_eq!(
                longest_road(&b, &roads, breaks),
                longest_road_any(&b, &roads, breaks),
                "{roads:?} broken at {broken:?}"
            );
        }
    }
}
