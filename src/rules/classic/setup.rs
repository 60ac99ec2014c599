//! Classic boards: the 19-hex island, the fixed beginner layout, and the
//! random variable layout (base-catan.md §Board; clarifications.md for harbors).

use super::command::BoardKind;
use super::event::{Layout, TileLayout};
use crate::rules::common::{Board, Chance, EdgeId, HarborKind, Purpose, Resource, Terrain};
use std::sync::{Arc, OnceLock};

/// The 19 land hexes in axial coordinates, rows from the top, left to right.
pub const HEXES: [(i8, i8); 19] = [
    (0, -2),
    (1, -2),
    (2, -2),
    (-1, -1),
    (0, -1),
    (1, -1),
    (2, -1),
    (-2, 0),
    (-1, 0),
    (0, 0),
    (1, 0),
    (2, 0),
    (-2, 1),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-2, 2),
    (-1, 2),
    (0, 2),
];

/// Positions of the nine harbors among the 30 coastal paths, counted
/// clockwise from the upper-left path of the top-left hex: gaps of 3, 3 and 4
/// paths, as on the printed frame.
pub const HARBOR_SPOTS: [usize; 9] = [0, 3, 6, 10, 13, 16, 20, 23, 26];

/// The beginner board, rows from the top (base-catan.md §Board).
const BEGINNER_TILES: [(Terrain, Option<u8>); 19] = [
    (Terrain::Mountains, Some(10)),
    (Terrain::Pasture, Some(2)),
    (Terrain::Forest, Some(9)),
    (Terrain::Fields, Some(12)),
    (Terrain::Hills, Some(6)),
    (Terrain::Pasture, Some(4)),
    (Terrain::Hills, Some(10)),
    (Terrain::Fields, Some(9)),
    (Terrain::Forest, Some(11)),
    (Terrain::Desert, None),
    (Terrain::Forest, Some(3)),
    (Terrain::Mountains, Some(8)),
    (Terrain::Forest, Some(8)),
    (Terrain::Mountains, Some(3)),
    (Terrain::Fields, Some(4)),
    (Terrain::Pasture, Some(5)),
    (Terrain::Hills, Some(5)),
    (Terrain::Fields, Some(6)),
    (Terrain::Pasture, Some(11)),
];

/// The beginner harbors, clockwise from the top-left (clarifications.md):
/// 3:1, wool, 3:1, 3:1, brick, lumber, 3:1, grain, ore. With
/// [`HARBOR_SPOTS`] they stand on these coastal paths (edge ids of the
/// classic board, side of the hex they front):
///
/// | harbor | edge | hex side |
/// |---|---|---|
/// | 3:1 | 5 | upper-left of mountains 10 |
/// | 2:1 wool | 6 | upper-right of pasture 2 |
/// | 3:1 | 12 | right of forest 9 |
/// | 3:1 | 46 | right of mountains 8 |
/// | 2:1 brick | 60 | lower-right of pasture 5 |
/// | 2:1 lumber | 71 | lower-left of pasture 11 |
/// | 3:1 | 64 | lower-left of hills 5 |
/// | 2:1 grain | 52 | left of forest 8 |
/// | 2:1 ore | 35 | upper-left of fields 9 |
const BEGINNER_HARBORS: [HarborKind; 9] = [
    HarborKind::Generic,
    HarborKind::Special(Resource::Wool),
    HarborKind::Generic,
    HarborKind::Generic,
    HarborKind::Special(Resource::Brick),
    HarborKind::Special(Resource::Lumber),
    HarborKind::Generic,
    HarborKind::Special(Resource::Grain),
    HarborKind::Special(Resource::Ore),
];

struct Topology {
    board: Board,
    harbor_edges: [EdgeId; 9],
    adjacent: Vec<(usize, usize)>,
}

fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let board = Board::from_hexes(&HEXES);
        let coast = board.coast_clockwise();
        let harbor_edges = HARBOR_SPOTS.map(|i| coast[i]);
        let mut adjacent = Vec::new();
        for e in &board.edges {
            if let [a, b] = e.tiles[..] {
                adjacent.push((a.index(), b.index()));
            }
        }
        Topology {
            board,
            harbor_edges,
            adjacent,
        }
    })
}

/// Builds the board graph for a recorded layout.
pub fn board_from_layout(layout: &Layout) -> Arc<Board> {
    let topo = topology();
    let mut board = topo.board.clone();
    for (tile, l) in board.tiles.iter_mut().zip(&layout.tiles) {
        tile.terrain = l.terrain;
        tile.number = l.number;
    }
    for (edge, kind) in topo.harbor_edges.iter().zip(&layout.harbors) {
        board.add_harbor(*edge, *kind);
    }
    Arc::new(board)
}

/// The fixed beginner layout.
pub fn beginner_layout() -> Layout {
    Layout {
        kind: BoardKind::Beginner,
        tiles: BEGINNER_TILES
            .iter()
            .map(|&(terrain, number)| TileLayout { terrain, number })
            .collect(),
        harbors: BEGINNER_HARBORS.to_vec(),
    }
}

/// True when no two red numbers (6 and 8) are on adjacent hexes.
pub fn red_numbers_apart(tiles: &[TileLayout]) -> bool {
    let red = |i: usize| matches!(tiles[i].number, Some(6 | 8));
    !topology().adjacent.iter().any(|&(a, b)| red(a) && red(b))
}

/// Draws a variable layout: shuffled terrain, numbers with no adjacent 6/8
/// (reshuffled until they fit), shuffled harbors.
pub fn variable_layout(chance: &mut impl Chance) -> Layout {
    let mut k = 0;
    let mut terrains = [
        Terrain::Forest,
        Terrain::Forest,
        Terrain::Forest,
        Terrain::Forest,
        Terrain::Pasture,
        Terrain::Pasture,
        Terrain::Pasture,
        Terrain::Pasture,
        Terrain::Fields,
        Terrain::Fields,
        Terrain::Fields,
        Terrain::Fields,
        Terrain::Hills,
        Terrain::Hills,
        Terrain::Hills,
        Terrain::Mountains,
        Terrain::Mountains,
        Terrain::Mountains,
        Terrain::Desert,
    ];
    k = chance.shuffle(Purpose::Board, k, &mut terrains);
    let tiles = loop {
        let mut numbers = [2u8, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];
        k = chance.shuffle(Purpose::Board, k, &mut numbers);
        let mut next = numbers.iter();
        let tiles: Vec<TileLayout> = terrains
            .iter()
            .map(|&terrain| TileLayout {
                terrain,
                number: if terrain == Terrain::Desert {
                    None
                } else {
                    next.next().copied()
                },
            })
            .collect();
        if red_numbers_apart(&tiles) {
            break tiles;
        }
    };
    let mut harbors = BEGINNER_HARBORS;
    chance.shuffle(Purpose::Board, k, &mut harbors);
    Layout {
        kind: BoardKind::Variable,
        tiles,
        harbors: harbors.to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::{RngChance, TileId};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn the_island_has_19_hexes_54_intersections_72_paths_30_coastal() {
        let b = &topology().board;
        assert_eq!(b.tiles.len(), 19);
        assert_eq!(b.nodes.len(), 54);
        assert_eq!(b.edges.len(), 72);
        assert_eq!(b.coast_clockwise().len(), 30);
    }

    #[test]
    fn beginner_board_matches_the_rulebook_rows() {
        let board = board_from_layout(&beginner_layout());
        let t = |i: u16| {
            let t = board.tile(TileId(i));
            (t.terrain, t.number)
        };
        assert_eq!(t(0), (Terrain::Mountains, Some(10)));
        assert_eq!(t(9), (Terrain::Desert, None));
        assert_eq!(t(18), (Terrain::Pasture, Some(11)));
        assert_eq!(board.harbors.len(), 9);
    }

    /// clarifications.md §Base game: the beginner harbors, clockwise from the
    /// top-left, each in front of a coastal side of these hexes.
    #[test]
    fn beginner_harbors_stand_where_documented() {
        let board = board_from_layout(&beginner_layout());
        let sides: Vec<(String, u16, u16)> = board
            .harbors
            .iter()
            .map(|h| (h.kind.label(), h.edge.0, board.edge(h.edge).tiles[0].0))
            .collect();
        let expected = [
            ("3:1", 5, 0),
            ("2:1 wool", 6, 1),
            ("3:1", 12, 2),
            ("3:1", 46, 11),
            ("2:1 brick", 60, 15),
            ("2:1 lumber", 71, 18),
            ("3:1", 64, 16),
            ("2:1 grain", 52, 12),
            ("2:1 ore", 35, 7),
        ]
        .map(|(l, e, t)| (l.to_owned(), e, t));
        assert_eq!(sides, expected.to_vec());
        // No two harbors share an intersection.
        let mut nodes: Vec<_> = board.harbors.iter().flat_map(|h| h.nodes).collect();
        nodes.sort_unstable();
        nodes.dedup();
        assert_eq!(nodes.len(), 18);
    }

    #[test]
    fn variable_boards_keep_red_numbers_apart_and_use_every_piece() {
        for seed in 0..200 {
            let layout = variable_layout(&mut RngChance(SmallRng::seed_from_u64(seed)));
            assert!(red_numbers_apart(&layout.tiles), "seed {seed}");
            let deserts = layout
                .tiles
                .iter()
                .filter(|t| t.terrain == Terrain::Desert)
                .count();
            assert_eq!(deserts, 1);
            assert!(layout
                .tiles
                .iter()
                .all(|t| (t.terrain == Terrain::Desert) == t.number.is_none()));
            let generic = layout
                .harbors
                .iter()
                .filter(|h| **h == HarborKind::Generic)
                .count();
            assert_eq!(generic, 4);
        }
    }
}
