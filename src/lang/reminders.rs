//! Words of a seat's reminders page (`reminders.ftl`): whether reminder
//! emails are on, and the button that switches them.

use super::{phrases, Html, Lang};

phrases! {
    /// The reminders page.
    pub enum RemindersWords in "reminders" {
        Heading = "reminders-heading",
        /// `state`: [`RemindersWords::OnWord`], stressed.
        On { state: Html } = "reminders-on",
        /// `state`: [`RemindersWords::OffWord`], stressed.
        Off { state: Html } = "reminders-off",
        OnWord = "reminders-on-word",
        OffWord = "reminders-off-word",
        TurnOff = "reminders-turn-off",
        TurnOn = "reminders-turn-on",
        Back = "reminders-back",
        /// The plain answer to a mail program's one-click unsubscribe.
        OneClickOff = "reminders-one-click-off",
    }
}

/// Whether reminders are `on`, in `lang`, as HTML: the state stressed.
pub fn state_html(lang: Lang, on: bool) -> String {
    let word = lang.say(if on {
        RemindersWords::OnWord
    } else {
        RemindersWords::OffWord
    });
    let state = Html {
        html: format!("<strong>{}</strong>", super::escape_html(&word)),
        text: word,
    };
    lang.say_html(if on {
        RemindersWords::On { state }
    } else {
        RemindersWords::Off { state }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reminders_page_reads_german_and_its_english_stays() {
        assert_eq!(
            state_html(Lang::En, true),
            "Reminders are <strong>on</strong>: when the game has waited for you for a while, \
             we send one reminder, then one a day, up to a limit."
        );
        assert_eq!(
            state_html(Lang::En, false),
            "Reminders are <strong>off</strong>. You still get an email whenever it is your \
             turn or the game needs your answer."
        );
        assert!(state_html(Lang::De, true).starts_with("Erinnerungen sind <strong>an</strong>:"));
        assert_eq!(Lang::De.say(RemindersWords::Back), "Zurück zu deinem Spiel");
    }
}
