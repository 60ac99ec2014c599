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
    let roads = &roads[..roads.len().min(64)];
    if roads.is_empty() {
        return 0;
    }
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

fn walk(ends: &[[NodeId; 2]], at: NodeId, used: u64, len: u8, breaks: &impl Fn(NodeId) -> bool) -> u8 {
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
        let mut roads = path(&b, &[t0.nodes[0].0, t0.nodes[1].0, t0.nodes[2].0, t0.nodes[3].0]);
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
}
