//! Rule tests of Baden-Württemberg Catan, one file per part of the rules.

mod building;
mod cards;
mod end_of_game;
mod legal;
mod map;
mod playout;
mod production;
mod rederive;
mod setup;
mod stand_in;
mod trade;
mod victory;
mod victory_fields;
mod view;
