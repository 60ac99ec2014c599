//! A seat's own settings panel on its page: its standing preferences (roll
//! for me, end my turn for me, skip the special building phase), "away until" a date, taking the seat back
//! from the stand-in, which other seats the stand-in plays, and the
//! language the seat reads. Built from the game's attendance; it shows
//! nothing of any hand. Its words are in the page's language.

use crate::lang::seat::SeatWords;
use crate::lang::Lang;
use std::borrow::Borrow;

/// The seat-settings panel (`templates/partials/seat_settings.html`).
#[derive(Debug, Clone, Default)]
pub struct SeatSettings {
    /// Where the away form posts.
    pub away_action: String,
    /// Where the take-back form posts.
    pub take_back_action: String,
    /// The game's version, which both forms carry.
    pub version: u64,
    /// What the stand-in does for this seat, in words; `None` while the
    /// player plays it.
    pub mine: Option<String>,
    /// The other seats the stand-in plays: "Bert: away until Tue 18:00 UTC".
    pub others: Vec<String>,
    /// The first date the away form accepts ("2026-12-01").
    pub first_date: String,
    /// The game is over: no forms.
    pub finished: bool,
    /// Where the preferences form posts.
    pub preferences_action: String,
    /// The seat's roll preference as the form names it: "off", "always"
    /// or "unless_development_card".
    pub roll: &'static str,
    /// The seat chose that its turn ends for it when, by what every seat
    /// sees, it has nothing to spend.
    pub end: bool,
    /// The game has a Special Building Phase between turns (five or six
    /// players): the form offers to skip it.
    pub special_phase: bool,
    /// The seat chose to pass whenever it is asked in a Special Building
    /// Phase.
    pub skip_special: bool,
    /// The seat's preferences in words.
    pub preferences: String,
    /// The seat's standing plans, in a game that plays its Special
    /// Building Phase by plans.
    pub plans: Option<PlansPanel>,
    /// Where the language form posts.
    pub language_action: String,
}

/// The label of the button that removes plan `n` (from 1), in `lang`.
pub fn remove_label(lang: impl Borrow<Lang>, n: impl Borrow<usize>) -> String {
    lang.borrow()
        .say(SeatWords::PlansRemoveLabel { n: *n.borrow() })
}

/// Every language a seat may choose, each as its code, its own name in
/// itself ("English", "Deutsch"), whatever the page's language, and
/// whether it is `chosen` (the page's).
pub fn languages(chosen: impl Borrow<Lang>) -> Vec<(&'static str, String, bool)> {
    let chosen = *chosen.borrow();
    Lang::ALL
        .into_iter()
        .map(|l| {
            let name = l.say(SeatWords::LanguageName { code: l.code() });
            (l.code(), name, l == chosen)
        })
        .collect()
}

/// A seat's standing plans for the Special Building Phase, private to it:
/// the builds made for it after other players' turns when it can pay.
#[derive(Debug, Clone, Default)]
pub struct PlansPanel {
    /// Where the plans form posts.
    pub action: String,
    /// The seat's plans in order, in words.
    pub planned: Vec<String>,
    /// The builds it may add: (the form's value, the words).
    pub options: Vec<(String, String)>,
    /// It keeps as many plans as it may.
    pub full: bool,
}
