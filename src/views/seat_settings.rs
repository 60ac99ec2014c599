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

#[cfg(test)]
mod tests {
    use super::*;

    /// The page of seat 0 of a simulated 3-player game of `ruleset` after
    /// `upto` of its events (all of them: the game is over), in `lang`,
    /// with the frame's parts a seat's page has: the record, an open
    /// rewind proposal, the seat's settings and the table talk.
    fn rendered(ruleset: crate::rules::Ruleset, upto: Option<usize>, lang: Lang) -> String {
        use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
        use crate::rules::classic::Classic;
        use crate::rules::{AnyEvent, AnyState, Ruleset, Viewer};
        use crate::simulate::{self, Checks};
        use crate::views::contract::PageInput;
        use crate::views::talk::{TableTalk, TalkLine};
        use std::time::{Duration, UNIX_EPOCH};

        let events: Vec<AnyEvent> = match ruleset {
            Ruleset::BadenWuerttemberg => simulate::play::<BadenWuerttemberg>(3, 3, Checks::None)
                .expect("a game")
                .events
                .into_iter()
                .map(AnyEvent::BadenWuerttemberg)
                .collect(),
            _ => simulate::play::<Classic>(3, 3, Checks::None)
                .expect("a game")
                .events
                .into_iter()
                .map(AnyEvent::Classic)
                .collect(),
        };
        let events = &events[..upto.unwrap_or(events.len()).min(events.len())];
        let state = AnyState::fold(ruleset, events).expect("folds");
        let seat = crate::rules::Seat(0);
        let names = crate::rules::Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let numbered: Vec<(u64, AnyEvent)> = events
            .iter()
            .enumerate()
            .map(|(i, e)| (i as u64 + 1, e.redacted_for(Viewer::Seat(seat))))
            .collect();
        let now = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        let proposal = crate::history::Proposal {
            seq: 9,
            to: 4,
            reason: "a misclick".to_owned(),
            agreed: vec![crate::rules::Seat(1)],
        };
        let settings = SeatSettings {
            preferences: lang.say(SeatWords::PrefsChosen {
                roll: "always",
                end: "yes",
                skip: "no",
            }),
            language_action: "/play/t/language".to_owned(),
            roll: "always",
            ..Default::default()
        };
        let input = PageInput {
            game_id: uuid::Uuid::nil(),
            lang,
            seat: Some(seat),
            action: Some("/play/t".to_owned()),
            names: &names,
            events: &numbered,
            prompt: String::new(),
            pick: None,
            asked: None,
            typed: None,
            undone: &[],
            notice: None,
            version: numbered.len() as u64,
            ledger: Some(crate::views::common::record::Ledger::new(
                uuid::Uuid::nil(),
                "/play/t/history".to_owned(),
                "ab12",
                Some("cd34".to_owned()),
            )),
            rewind: Some(crate::views::common::record::RewindPanel::said(
                lang,
                &proposal,
                Some(seat),
                &names,
                3,
                "/play/t",
            )),
            rewind_text: None,
            host_rewinds_alone: true,
            rewound: None,
            past: None,
            seat_settings: Some(settings),
            talk: Some(TableTalk::with_form(
                vec![TalkLine::said(lang, "Bert", "Hallo", now, now)],
                500,
                "/play/t/talk".to_owned(),
                String::new(),
            )),
        };
        let view = state.view(Viewer::Seat(seat));
        crate::views::present::seat_page(&view, &state.legal_commands(seat), input)
            .render()
            .expect("renders")
    }

    #[test]
    fn a_german_seat_page_frames_its_board_in_german() {
        use crate::rules::Ruleset;
        for ruleset in [Ruleset::Classic, Ruleset::BadenWuerttemberg] {
            for upto in [Some(30), None] {
                let de = rendered(ruleset, upto, Lang::De);
                assert!(de.contains("<html lang=\"de\">"), "{de}");
                for words in [
                    "Die Aufzeichnung dieses Spiels",
                    "Fingerabdruck (SHA-256 des geheimen Startwerts): <code class=\"hash\">ab12</code>",
                    "Der Gastgeber schlägt vor zurückzuspulen",
                    "Zurück bis direkt nach <a href=\"/play/t?at=4\">Zug 4</a>, weil: „a misclick“",
                    "Bisher zugestimmt: Bert. Noch nicht zugestimmt: Anna und Cleo.",
                    "Der Gastgeber darf allein zurückspulen:",
                    "Tischgespräch",
                    "<time datetime=\"2026-12-01T18:00:00Z\">Di., 18:00 UTC</time>",
                    "Züge, die für dich gemacht werden",
                    "Du hast gewählt: Für dich wird gewürfelt, sobald dein Zug beginnt; dein Zug wird für dich beendet",
                    "Abwesend und der Vertreter",
                    "<option value=\"de\" lang=\"de\" selected>Deutsch</option>",
                    "Letzte Ereignisse",
                    "Die öffentliche Seite dieses Spiels</a> zeigt, was alle sehen dürfen.",
                ] {
                    assert!(de.contains(words), "{ruleset:?} {upto:?}: {words} missing in {de}");
                }
                for english in [
                    "The record of this game",
                    "The host proposes",
                    "Agree to rewind",
                    "The host may rewind alone",
                    "Table talk",
                    "Tue 18:00",
                    "Moves made for you",
                    "Away and the stand-in",
                    "Save my choices",
                    "Latest events",
                    "The public page of this game",
                    "Your move",
                    "Not your move",
                    "Game over",
                    "Final standings",
                ] {
                    assert!(
                        !de.contains(english),
                        "{ruleset:?} {upto:?}: {english} in {de}"
                    );
                }
                if upto.is_none() {
                    assert!(de.contains("Spiel vorbei"), "{de}");
                    assert!(de.contains("Endstand"), "{de}");
                    assert!(de.contains("Das Spiel ist vorbei, hier ist also der Startwert: <code class=\"hash\">cd34</code>."));
                }
                let en = rendered(ruleset, upto, Lang::En);
                assert!(en.contains("<html lang=\"en\">"));
                for words in [
                    "The record of this game",
                    "Go back to just after <a href=\"/play/t?at=4\">move 4</a>, because: “a misclick”",
                    "Agreed so far: Bert. Not yet agreed: Anna and Cleo.",
                    "Moves made for you",
                    "<time datetime=\"2026-12-01T18:00:00Z\">Tue 18:00 UTC</time>",
                ] {
                    assert!(en.contains(words), "{words} missing in {en}");
                }
            }
        }
        // The classic players' table and its legend.
        let de = rendered(crate::rules::Ruleset::Classic, Some(30), Lang::De);
        for words in [
            "<h2 id=\"players-h\">Spieler</h2>",
            "Rohstoffkarten auf der Hand.",
            "Figuren: Eine <span class=\"legend-settlement\">Siedlung</span> ist ein Haus",
            "Du bist",
        ] {
            assert!(de.contains(words), "{words} missing in {de}");
        }
        assert!(!de.contains("resource cards in hand"), "{de}");
    }
}
