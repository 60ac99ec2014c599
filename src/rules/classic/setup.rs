//! Classic boards: the 19-hex island of 3-4 players and the 30-hex island
//! of 5-6 players, each with its fixed beginner layout and its random
//! variable layout (base-catan.md §Board; five-six-players.md §Components;
//! clarifications.md for harbors).

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

/// The 30 land hexes of the 5-6 player island in axial coordinates, rows of
/// 3, 4, 5, 6, 5, 4 and 3 from the top, left to right (five-six-players.md
/// §Components).
pub const LARGE_HEXES: [(i8, i8); 30] = [
    (0, -3),
    (1, -3),
    (2, -3),
    (-1, -2),
    (0, -2),
    (1, -2),
    (2, -2),
    (-2, -1),
    (-1, -1),
    (0, -1),
    (1, -1),
    (2, -1),
    (-3, 0),
    (-2, 0),
    (-1, 0),
    (0, 0),
    (1, 0),
    (2, 0),
    (-3, 1),
    (-2, 1),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-3, 2),
    (-2, 2),
    (-1, 2),
    (0, 2),
    (-3, 3),
    (-2, 3),
    (-1, 3),
];

/// Positions of the eleven harbors among the 5-6 player island's 38 coastal
/// paths, counted clockwise from the upper-left path of the top-left hex:
/// gaps of 3 and 4 paths, no two harbors sharing an intersection.
pub const LARGE_HARBOR_SPOTS: [usize; 11] = [0, 3, 7, 10, 14, 17, 21, 24, 28, 31, 35];

/// The 5-6 player beginner board (our fixed layout, five-six-players.md
/// §Components: every terrain and token once, no 6 or 8 next to another),
/// rows of 3, 4, 5, 6, 5, 4 and 3 from the top:
///
/// ```text
///           M10  P2   F9
///        Fi12 H6   P4   H10
///      Fi9  F11  D    F3   M8
///    F8   M3   Fi4  P5   H9   P10
///      H5   Fi6  P11  D    F6
///        M4   Fi3  P12  H11
///           F5   M2   Fi8
/// ```
///
/// (F forest, P pasture, Fi fields, H hills, M mountains, D desert.) The
/// harbors stand on the coastal paths [`LARGE_HARBOR_SPOTS`] names, in the
/// order of `LARGE_BEGINNER_HARBORS`.
const LARGE_BEGINNER_TILES: [(Terrain, Option<u8>); 30] = [
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
    (Terrain::Hills, Some(9)),
    (Terrain::Pasture, Some(10)),
    (Terrain::Hills, Some(5)),
    (Terrain::Fields, Some(6)),
    (Terrain::Pasture, Some(11)),
    (Terrain::Desert, None),
    (Terrain::Forest, Some(6)),
    (Terrain::Mountains, Some(4)),
    (Terrain::Fields, Some(3)),
    (Terrain::Pasture, Some(12)),
    (Terrain::Hills, Some(11)),
    (Terrain::Forest, Some(5)),
    (Terrain::Mountains, Some(2)),
    (Terrain::Fields, Some(8)),
];

/// The 5-6 player beginner harbors, clockwise from the top-left: 3:1, wool,
/// 3:1, brick, 3:1, lumber, wool, 3:1, grain, ore, 3:1 (five generic, one
/// of each resource and a second wool, five-six-players.md §Components).
const LARGE_BEGINNER_HARBORS: [HarborKind; 11] = [
    HarborKind::Generic,
    HarborKind::Special(Resource::Wool),
    HarborKind::Generic,
    HarborKind::Special(Resource::Brick),
    HarborKind::Generic,
    HarborKind::Special(Resource::Lumber),
    HarborKind::Special(Resource::Wool),
    HarborKind::Generic,
    HarborKind::Special(Resource::Grain),
    HarborKind::Special(Resource::Ore),
    HarborKind::Generic,
];

/// Which island a game is played on, by its number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Island {
    /// 19 hexes, 9 harbors: 3-4 players.
    Classic,
    /// 30 hexes, 11 harbors: 5-6 players.
    Large,
}

impl Island {
    /// The island for `players` seats.
    pub const fn for_players(players: u8) -> Island {
        if players >= 5 {
            Island::Large
        } else {
            Island::Classic
        }
    }

    /// The island a layout of `tiles` land hexes is drawn on.
    fn of_layout(layout: &Layout) -> Island {
        if layout.tiles.len() == LARGE_HEXES.len() {
            Island::Large
        } else {
            Island::Classic
        }
    }

    fn hexes(self) -> &'static [(i8, i8)] {
        match self {
            Island::Classic => &HEXES,
            Island::Large => &LARGE_HEXES,
        }
    }

    fn harbor_spots(self) -> &'static [usize] {
        match self {
            Island::Classic => &HARBOR_SPOTS,
            Island::Large => &LARGE_HARBOR_SPOTS,
        }
    }

    fn beginner_tiles(self) -> &'static [(Terrain, Option<u8>)] {
        match self {
            Island::Classic => &BEGINNER_TILES,
            Island::Large => &LARGE_BEGINNER_TILES,
        }
    }

    fn beginner_harbors(self) -> &'static [HarborKind] {
        match self {
            Island::Classic => &BEGINNER_HARBORS,
            Island::Large => &LARGE_BEGINNER_HARBORS,
        }
    }

    /// The terrain hexes, in any order (the desert last but one is as good
    /// as any: a variable layout shuffles them).
    fn terrains(self) -> Vec<Terrain> {
        let (forest, pasture, fields, hills, mountains, deserts) = match self {
            Island::Classic => (4, 4, 4, 3, 3, 1),
            Island::Large => (6, 6, 6, 5, 5, 2),
        };
        [
            (Terrain::Forest, forest),
            (Terrain::Pasture, pasture),
            (Terrain::Fields, fields),
            (Terrain::Hills, hills),
            (Terrain::Mountains, mountains),
            (Terrain::Desert, deserts),
        ]
        .into_iter()
        .flat_map(|(t, n)| std::iter::repeat_n(t, n))
        .collect()
    }

    /// The number tokens: 2 and 12 once (twice on the large island), the
    /// others twice (three times).
    fn numbers(self) -> Vec<u8> {
        let (ends, middle) = match self {
            Island::Classic => (1, 2),
            Island::Large => (2, 3),
        };
        let mut out = Vec::new();
        for n in [2u8, 3, 4, 5, 6, 8, 9, 10, 11, 12] {
            let copies = if n == 2 || n == 12 { ends } else { middle };
            out.extend(std::iter::repeat_n(n, copies));
        }
        out
    }

    fn topology(self) -> &'static Topology {
        static CLASSIC: OnceLock<Topology> = OnceLock::new();
        static LARGE: OnceLock<Topology> = OnceLock::new();
        let cell = match self {
            Island::Classic => &CLASSIC,
            Island::Large => &LARGE,
        };
        cell.get_or_init(|| Topology::new(self))
    }
}

struct Topology {
    board: Board,
    harbor_edges: Vec<EdgeId>,
    adjacent: Vec<(usize, usize)>,
}

impl Topology {
    fn new(island: Island) -> Topology {
        let board = Board::from_hexes(island.hexes());
        let coast = board.coast_clockwise();
        let harbor_edges = island.harbor_spots().iter().map(|&i| coast[i]).collect();
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
    }
}

/// Builds the board graph for a recorded layout (the island follows from
/// its number of tiles).
pub fn board_from_layout(layout: &Layout) -> Arc<Board> {
    let topo = Island::of_layout(layout).topology();
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

/// The fixed beginner layout of the 3-4 player island.
pub fn beginner_layout() -> Layout {
    beginner_layout_of(Island::Classic)
}

/// The fixed beginner layout of `island`.
pub fn beginner_layout_of(island: Island) -> Layout {
    Layout {
        kind: BoardKind::Beginner,
        tiles: island
            .beginner_tiles()
            .iter()
            .map(|&(terrain, number)| TileLayout { terrain, number })
            .collect(),
        harbors: island.beginner_harbors().to_vec(),
    }
}

/// The layout of `kind` on the island for `players` seats.
pub fn layout_for(players: u8, kind: BoardKind, chance: &mut impl Chance) -> Layout {
    let island = Island::for_players(players);
    match kind {
        BoardKind::Beginner => beginner_layout_of(island),
        BoardKind::Variable => variable_layout_of(island, chance),
    }
}

/// True when no two red numbers (6 and 8) are on adjacent hexes.
pub fn red_numbers_apart(tiles: &[TileLayout]) -> bool {
    let island = if tiles.len() == LARGE_HEXES.len() {
        Island::Large
    } else {
        Island::Classic
    };
    let red = |i: usize| matches!(tiles[i].number, Some(6 | 8));
    !island
        .topology()
        .adjacent
        .iter()
        .any(|&(a, b)| red(a) && red(b))
}

/// Draws a variable layout of the 3-4 player island.
pub fn variable_layout(chance: &mut impl Chance) -> Layout {
    variable_layout_of(Island::Classic, chance)
}

/// Draws a variable layout of `island`: shuffled terrain, numbers with no
/// adjacent 6/8 (reshuffled until they fit), shuffled harbors.
pub fn variable_layout_of(island: Island, chance: &mut impl Chance) -> Layout {
    let mut k = 0;
    let mut terrains = island.terrains();
    k = chance.shuffle(Purpose::Board, k, &mut terrains);
    let tiles = loop {
        let mut numbers = island.numbers();
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
    let mut harbors = island.beginner_harbors().to_vec();
    chance.shuffle(Purpose::Board, k, &mut harbors);
    Layout {
        kind: BoardKind::Variable,
        tiles,
        harbors,
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
        let b = &Island::Classic.topology().board;
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

    /// five-six-players.md §Components: 30 land hexes in rows of 3, 4, 5,
    /// 6, 5, 4 and 3 framed by 38 coastal paths.
    #[test]
    fn the_large_island_has_30_hexes_in_rows_3_4_5_6_5_4_3() {
        let b = &Island::Large.topology().board;
        assert_eq!(b.tiles.len(), 30);
        assert_eq!(b.nodes.len(), 80);
        assert_eq!(b.edges.len(), 109);
        assert_eq!(b.coast_clockwise().len(), 38);
        let mut rows: Vec<usize> = Vec::new();
        let mut last = None;
        for &(_, r) in &LARGE_HEXES {
            if last == Some(r) {
                *rows.last_mut().expect("a row") += 1;
            } else {
                rows.push(1);
                last = Some(r);
            }
        }
        assert_eq!(rows, [3, 4, 5, 6, 5, 4, 3]);
    }

    fn count<T: PartialEq>(items: impl IntoIterator<Item = T>, item: &T) -> usize {
        items.into_iter().filter(|i| i == item).count()
    }

    /// five-six-players.md §Components: the terrain, the 28 number tokens
    /// and the 11 harbors of the extension, each used once, on both boards.
    fn assert_large_components(layout: &Layout) {
        let terrains: Vec<Terrain> = layout.tiles.iter().map(|t| t.terrain).collect();
        for (t, n) in [
            (Terrain::Forest, 6),
            (Terrain::Pasture, 6),
            (Terrain::Fields, 6),
            (Terrain::Hills, 5),
            (Terrain::Mountains, 5),
            (Terrain::Desert, 2),
        ] {
            assert_eq!(count(terrains.iter().copied(), &t), n, "{t:?}");
        }
        assert!(layout
            .tiles
            .iter()
            .all(|t| (t.terrain == Terrain::Desert) == t.number.is_none()));
        let numbers: Vec<u8> = layout.tiles.iter().filter_map(|t| t.number).collect();
        assert_eq!(numbers.len(), 28);
        for n in [2u8, 12] {
            assert_eq!(count(numbers.iter().copied(), &n), 2, "{n}");
        }
        for n in [3u8, 4, 5, 6, 8, 9, 10, 11] {
            assert_eq!(count(numbers.iter().copied(), &n), 3, "{n}");
        }
        assert!(red_numbers_apart(&layout.tiles));
        let h = &layout.harbors;
        assert_eq!(h.len(), 11);
        assert_eq!(count(h.iter().copied(), &HarborKind::Generic), 5);
        assert_eq!(
            count(h.iter().copied(), &HarborKind::Special(Resource::Wool)),
            2
        );
        for r in [
            Resource::Brick,
            Resource::Lumber,
            Resource::Grain,
            Resource::Ore,
        ] {
            assert_eq!(count(h.iter().copied(), &HarborKind::Special(r)), 1);
        }
        let board = board_from_layout(layout);
        assert_eq!(board.tiles.len(), 30);
        let mut nodes: Vec<_> = board.harbors.iter().flat_map(|h| h.nodes).collect();
        nodes.sort_unstable();
        nodes.dedup();
        assert_eq!(nodes.len(), 22, "no two harbors share an intersection");
    }

    #[test]
    fn the_large_beginner_board_uses_every_piece_of_the_extension_once() {
        assert_large_components(&beginner_layout_of(Island::Large));
    }

    #[test]
    fn large_variable_boards_keep_red_numbers_apart_and_use_every_piece() {
        for seed in 0..100 {
            let layout =
                variable_layout_of(Island::Large, &mut RngChance(SmallRng::seed_from_u64(seed)));
            assert_large_components(&layout);
        }
    }
}
