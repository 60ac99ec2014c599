//! The Oil Springs boards: our fixed layout with its three springs, and the
//! variable layout with springs drawn on the desert, a forest and a pasture
//! never next to each other (oil-springs.txt §Setup; clarifications.md
//! §Oil Springs). Owns where the springs are; not what they produce.

use crate::rules::classic::event::Layout;
use crate::rules::classic::setup::{beginner_layout, board_from_layout, variable_layout};
use crate::rules::common::{Board, Chance, Purpose, Terrain, TileId};

/// The number token the desert's oil spring carries (clarifications.md: an
/// extra 5, so the scenario boards hold three 5s and 19 tokens).
pub const DESERT_NUMBER: u8 = 5;

/// The fixed board's springs: the desert 5 (centre), the forest 9 (west of
/// the fourth row) and the pasture 10 (east end of the second row, in the
/// north-east).
pub const FIXED_SPRINGS: [TileId; 3] = [TileId(9), TileId(12), TileId(6)];

/// Terrain re-draws that keep a variable board's springs apart count their
/// board draws from here, above anything the classic layout itself uses.
const REDRAW_DRAWS: u64 = 1 << 40;

/// Our fixed layout: the classic beginner board (base-catan.md §Board) with
/// these changes, so that it holds a forest 9 and a north-eastern pasture 10
/// and no two springs touch, as on the variable board:
///
/// | tile | beginner | here |
/// |---|---|---|
/// | 2 (row 1, east) | forest 9 | forest 8 |
/// | 5 (row 2, third) | pasture 4 | hills 4 |
/// | 6 (row 2, east) | hills 10 | pasture 10, oil spring |
/// | 9 (centre) | desert | desert 5, oil spring |
/// | 12 (row 4, west) | forest 8 | forest 9, oil spring |
///
/// Terrain counts, the other numbers and the harbors are the beginner
/// board's; no 6 or 8 touches another.
pub fn fixed_layout() -> Layout {
    let mut layout = beginner_layout();
    let t = &mut layout.tiles;
    t[2].number = Some(8);
    t[12].number = Some(9);
    t[5].terrain = Terrain::Hills;
    t[6].terrain = Terrain::Pasture;
    t[9].number = Some(DESERT_NUMBER);
    layout
}

/// A variable layout: the classic one (shuffled terrain, numbers with no
/// touching 6 and 8, shuffled harbors) with the desert's 5 added. If no
/// forest and pasture can hold springs apart from each other and from the
/// desert, the terrain of the other hexes is drawn again (numbers stay where
/// they are) until they can.
pub fn variable_oil_layout(chance: &mut impl Chance) -> Layout {
    let mut layout = variable_layout(chance);
    for t in &mut layout.tiles {
        if t.terrain == Terrain::Desert {
            t.number = Some(DESERT_NUMBER);
        }
    }
    make_room_for_springs(&mut layout, chance);
    layout
}

/// Draws the terrain of every hex but the desert again (the numbers stay
/// where they are) until a forest and a pasture can hold springs apart.
fn make_room_for_springs(layout: &mut Layout, chance: &mut impl Chance) {
    let mut k = REDRAW_DRAWS;
    while spring_choices(&board_from_layout(layout)).is_empty() {
        let mut terrains: Vec<Terrain> = layout
            .tiles
            .iter()
            .map(|t| t.terrain)
            .filter(|t| *t != Terrain::Desert)
            .collect();
        k = chance.shuffle(Purpose::Board, k, &mut terrains);
        let mut next = terrains.into_iter();
        for t in &mut layout.tiles {
            if t.terrain != Terrain::Desert {
                t.terrain = next.next().expect("one terrain per hex");
            }
        }
    }
}

/// Every way to place the springs on a board: the desert, a forest and a
/// pasture, no two of them next to each other; in tile order.
pub fn spring_choices(board: &Board) -> Vec<[TileId; 3]> {
    let of = |terrain: Terrain| -> Vec<TileId> {
        board
            .tiles
            .iter()
            .filter(|t| t.terrain == terrain)
            .map(|t| t.id)
            .collect()
    };
    let mut out = Vec::new();
    for desert in of(Terrain::Desert) {
        for forest in of(Terrain::Forest) {
            for pasture in of(Terrain::Pasture) {
                if !board.tiles_adjacent(desert, forest)
                    && !board.tiles_adjacent(desert, pasture)
                    && !board.tiles_adjacent(forest, pasture)
                {
                    out.push([desert, forest, pasture]);
                }
            }
        }
    }
    out
}

/// The springs of a new game: the fixed ones on the fixed board, or one
/// placement drawn among [`spring_choices`] (scenario draw `k`).
pub fn draw_springs(board: &Board, fixed: bool, chance: &mut impl Chance, k: u64) -> Vec<TileId> {
    if fixed {
        return FIXED_SPRINGS.to_vec();
    }
    let choices = spring_choices(board);
    let pick = match choices.len() {
        0 | 1 => 0,
        n => chance.draw(Purpose::Scenario, k, n as u32) as usize,
    };
    choices.get(pick).map(|c| c.to_vec()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::setup::red_numbers_apart;
    use crate::rules::common::RngChance;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    fn numbers(layout: &Layout) -> Vec<u8> {
        let mut n: Vec<u8> = layout.tiles.iter().filter_map(|t| t.number).collect();
        n.sort_unstable();
        n
    }

    /// oil-springs.txt §Setup: springs on the desert, the 9 forest and the
    /// north-eastern 10 pasture (clarifications.md: the desert carries a 5).
    #[test]
    fn the_fixed_board_has_springs_on_the_desert_5_a_forest_9_and_a_north_eastern_pasture_10() {
        let layout = fixed_layout();
        let [desert, forest, pasture] = FIXED_SPRINGS.map(|t| layout.tiles[t.index()]);
        assert_eq!((desert.terrain, desert.number), (Terrain::Desert, Some(5)));
        assert_eq!((forest.terrain, forest.number), (Terrain::Forest, Some(9)));
        assert_eq!(
            (pasture.terrain, pasture.number),
            (Terrain::Pasture, Some(10))
        );
        let board = board_from_layout(&layout);
        let centre = board.tile(TileId(9)).center;
        let ne = board.tile(FIXED_SPRINGS[2]).center;
        assert!(
            ne.x > centre.x && ne.y < centre.y,
            "the pasture 10 is north-east"
        );
        assert_eq!(
            numbers(&layout),
            vec![2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
        );
        assert!(red_numbers_apart(&layout.tiles));
        assert!(spring_choices(&board).contains(&FIXED_SPRINGS));
        let forests = layout.tiles.iter().filter(|t| t.terrain == Terrain::Forest);
        assert_eq!(forests.filter(|t| t.number == Some(9)).count(), 1);
    }

    /// clarifications.md §Oil Springs: variable springs on the desert (5), a
    /// forest and a pasture, never next to each other.
    #[test]
    fn variable_boards_place_the_springs_apart_on_the_desert_a_forest_and_a_pasture() {
        for seed in 0..300 {
            let mut chance = RngChance(SmallRng::seed_from_u64(seed));
            let layout = variable_oil_layout(&mut chance);
            assert!(red_numbers_apart(&layout.tiles), "seed {seed}");
            assert_eq!(numbers(&layout).len(), 19);
            let board = board_from_layout(&layout);
            let springs = draw_springs(&board, false, &mut chance, 0);
            assert_eq!(springs.len(), 3, "seed {seed}");
            let terrains: Vec<Terrain> = springs.iter().map(|t| board.tile(*t).terrain).collect();
            assert_eq!(
                terrains,
                vec![Terrain::Desert, Terrain::Forest, Terrain::Pasture]
            );
            assert_eq!(board.tile(springs[0]).number, Some(5));
            for a in &springs {
                for b in &springs {
                    assert!(!board.tiles_adjacent(*a, *b), "seed {seed}");
                }
            }
        }
    }

    /// A terrain that leaves no room for three springs apart is drawn again,
    /// the numbers staying where they are.
    #[test]
    fn a_variable_board_with_no_room_for_springs_is_redrawn() {
        let mut layout = fixed_layout();
        // Every forest touches the desert (tile 9): forests on 4, 5, 8, 10.
        let t = &mut layout.tiles;
        (t[4].terrain, t[2].terrain) = (Terrain::Forest, Terrain::Hills);
        (t[5].terrain, t[12].terrain) = (Terrain::Forest, Terrain::Hills);
        assert!(spring_choices(&board_from_layout(&layout)).is_empty());
        let before = layout.clone();
        make_room_for_springs(&mut layout, &mut RngChance(SmallRng::seed_from_u64(3)));
        assert!(!spring_choices(&board_from_layout(&layout)).is_empty());
        let numbers_of = |l: &Layout| l.tiles.iter().map(|t| t.number).collect::<Vec<_>>();
        assert_eq!(numbers_of(&layout), numbers_of(&before));
        assert_eq!(layout.tiles[9].terrain, Terrain::Desert);
    }
}
