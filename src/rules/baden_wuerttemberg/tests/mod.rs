//! Rule tests of Baden-Württemberg Catan, one file per part of the rules.

mod map;
mod playout;
