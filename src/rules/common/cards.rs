//! Counts of development cards per kind: the methods every ruleset's count
//! shares, written once for its own kinds of card.

/// A count of cards per kind, as the shared turn adds and removes them.
pub trait Counts {
    /// The kinds of card counted.
    type Kind: Copy;
    /// Adds one card.
    fn add(&mut self, card: Self::Kind);
    /// Removes one card.
    fn remove(&mut self, card: Self::Kind);
    /// How many of `card`.
    fn get(&self, card: Self::Kind) -> u8;
    /// Total cards.
    fn total(&self) -> u32;
    /// The `index`-th card in the kinds' order.
    fn nth(&self, index: u32) -> Option<Self::Kind>;
    /// `card` as a refusal names it.
    fn kind(card: Self::Kind) -> crate::rules::CardKind;
}

/// Writes `get`, `add`, `remove`, `total` and `nth` for `$counts`, a count
/// of cards per kind whose field `$field` counts `$kind::$card`; `$kind::ALL`
/// gives the kinds' order. The count is also [`Counts`].
macro_rules! card_counts {
    ($counts:ident, $kind:ident { $($card:ident => $field:ident),* $(,)? }) => {
        impl $crate::rules::common::cards::Counts for $counts {
            type Kind = $kind;

            fn add(&mut self, card: $kind) {
                $counts::add(self, card);
            }

            fn remove(&mut self, card: $kind) {
                $counts::remove(self, card);
            }

            fn get(&self, card: $kind) -> u8 {
                $counts::get(self, card)
            }

            fn total(&self) -> u32 {
                $counts::total(self)
            }

            fn nth(&self, index: u32) -> Option<$kind> {
                $counts::nth(self, index)
            }

            fn kind(card: $kind) -> $crate::rules::CardKind {
                card.into()
            }
        }

        impl $counts {
            /// How many of `card`.
            pub const fn get(&self, card: $kind) -> u8 {
                match card {
                    $($kind::$card => self.$field,)*
                }
            }

            fn slot(&mut self, card: $kind) -> &mut u8 {
                match card {
                    $($kind::$card => &mut self.$field,)*
                }
            }

            /// Adds one card.
            pub fn add(&mut self, card: $kind) {
                *self.slot(card) += 1;
            }

            /// Removes one card.
            pub fn remove(&mut self, card: $kind) {
                let slot = self.slot(card);
                debug_assert!(*slot > 0, "no {card} to remove");
                *slot = slot.saturating_sub(1);
            }

            /// Total cards.
            pub fn total(&self) -> u32 {
                $kind::ALL.iter().map(|&c| u32::from(self.get(c))).sum()
            }

            /// The `index`-th card in the kinds' order.
            pub fn nth(&self, index: u32) -> Option<$kind> {
                let mut left = index;
                for c in $kind::ALL {
                    let n = u32::from(self.get(c));
                    if left < n {
                        return Some(c);
                    }
                    left -= n;
                }
                None
            }
        }
    };
}
pub(crate) use card_counts;
