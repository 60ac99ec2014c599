//! longest_road

#[allow(unused_imports)]
use super::prelude::*;
