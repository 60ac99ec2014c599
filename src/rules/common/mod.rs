//! Pieces shared by every ruleset: resources, chance, the board graph,
//! longest-road search, domestic trade, the seats, the shared table, the
//! turn and what views show alike.

pub mod board;
pub mod cards;
pub mod chance;
pub mod longest_road;
pub mod resources;
pub mod seats;
pub mod stand_in;
pub mod standings;
pub mod table;
pub mod trade;
pub mod turn;
pub mod view;
pub mod waiting;

pub use board::{Board, EdgeId, Harbor, HarborKind, NodeId, Point, Terrain, TileId};
pub use chance::{Chance, Draws, Purpose, RngChance, ScriptedChance};
pub use longest_road::longest_road;
pub use resources::{Resource, Resources};
