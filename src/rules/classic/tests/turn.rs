//! turn

#[allow(unused_imports)]
use super::prelude::*;
