//! Baden-Württemberg Catan for 3-4 players (shared/rules/baden-wuerttemberg.txt):
//! its own rules on its own map of real towns, landmarks and landscapes.

pub mod map;
pub mod map_data;
#[cfg(test)]
mod tests;
