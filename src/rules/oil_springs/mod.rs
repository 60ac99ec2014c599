//! Catan: Oil Springs (shared/rules/oil-springs.txt), a scenario layered on
//! the classic rules: oil, metropolises, sequestering and disasters.

pub mod board;
