//! Why a posted form or a query was refused (`form.ftl`): the fact the
//! form readers return ([`FormRefused`], each variant a message with the
//! field's id and what was typed as its arguments), worded in the reader's
//! language. A field is named by its id as the reader knows it (a form
//! field's name, such as `edge` or `give_brick`), never by words, and the
//! words name no field: "the road's place", "der Ort der Straße".

use fluent_bundle::FluentValue;

use super::{phrases, Arg};

/// Text as a player typed or sent it, worded in quotes as sent (escapes
/// and all), so that a reader sees exactly what did not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quoted(pub String);

impl Quoted {
    /// `text` as sent.
    pub fn of(text: &str) -> Quoted {
        Quoted(text.to_owned())
    }
}

impl Arg for Quoted {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(format!("{:?}", self.0))
    }
}

phrases! {
    /// Why a form or a query was refused: a clause that follows "The form
    /// could not be read:" (or a notice of its own, a plan's). `field`: the
    /// field's id (`form-field` words it); `text`: what was sent, quoted.
    pub enum FormRefused in "form" {
        /// A field the form lacks.
        Missing { field: String } = "form-missing",
        NotANumber { field: String, text: Quoted } = "form-not-a-number",
        /// A count of cards, 0 to 255.
        NotACount { field: String, text: Quoted } = "form-not-a-count",
        NotAResource { field: String, text: Quoted } = "form-not-a-resource",
        /// Oil Springs: oil or a resource.
        NotAResourceOrOil { field: String, text: Quoted } = "form-not-a-resource-or-oil",
        /// Frenemies: a guild to return a token of.
        NotAGuild { text: Quoted } = "form-not-a-guild",
        /// Frenemies: a second swap with one side only.
        HalfASwap = "form-half-a-swap",
        /// An act no form of the game has (`act`, as sent).
        NoSuchAct { act: Quoted } = "form-no-such-act",
        /// A command (as JSON) that is no move of the game.
        NoSuchMove = "form-no-such-move",
        /// A field sent twice.
        Twice = "form-twice",
        /// A trade partner beyond the game's `seats` (`others`: the seats
        /// an offer may go to).
        NoSuchPartner { seats: u8, others: u8 } = "form-no-such-partner",
        /// A field none of the game's forms carries.
        Foreign = "form-foreign",
        /// The game's version the form was drawn at, missing.
        NoVersion = "form-no-version",
        VersionNotANumber = "form-version-not-a-number",
        /// The new-game form's board.
        NoSuchBoard { board: Quoted } = "form-no-such-board",
        /// The new-game form's Special Building Phase.
        SpecialBuilding = "form-special-building",
        /// Quiet hours' offset from UTC.
        UtcOffset { text: Quoted } = "form-utc-offset",
        /// A deadline that is no number, or beyond 1 to `max` hours.
        DeadlineNotANumber { text: Quoted } = "form-deadline-not-a-number",
        DeadlineRange { max: u16, hours: String } = "form-deadline-range",
        /// A rewind proposal's answer.
        NotAnAnswer { text: Quoted } = "form-not-an-answer",
        /// A board in the past: `?at=0`, or not a number.
        AtZero = "form-at-zero",
        AtNotANumber { text: Quoted } = "form-at-not-a-number",
        /// The history's `?page=`.
        PageNotANumber { text: Quoted } = "form-page-not-a-number",
        /// A standing plan that does not read, or is gone.
        PlanUnread = "form-plan-unread",
        PlanGone = "form-plan-gone",
        /// The reminders' form, neither on nor off.
        RemindersNeither = "form-reminders-neither",
        /// The host's pause form, neither 1 nor 0.
        PauseNeither = "form-pause-neither",
        /// The host's resend form: a seat the game does not have.
        NoSuchSeat { seat: u8 } = "form-no-such-seat",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn field(name: &str) -> String {
        name.to_owned()
    }

    #[test]
    fn a_field_is_worded_in_the_reader_s_language_and_never_by_its_id() {
        let edge = FormRefused::NotANumber {
            field: field("edge"),
            text: Quoted::of("x"),
        };
        assert_eq!(
            Lang::En.say(&edge),
            "the road's place should be a number, not \"x\""
        );
        assert_eq!(
            Lang::De.say(&edge),
            "\"x\" ist keine Zahl, aber der Ort der Straße muss eine sein"
        );
        let give = FormRefused::Missing {
            field: field("give_brick"),
        };
        assert_eq!(Lang::En.say(&give), "it does not say the brick to give");
        assert_eq!(Lang::De.say(&give), "es fehlt die abzugebende Menge Lehm");
        let want = FormRefused::NotACount {
            field: field("want_ore"),
            text: Quoted::of("many"),
        };
        assert_eq!(
            Lang::En.say(&want),
            "the ore wanted should be a count from 0 to 255, not \"many\""
        );
        assert!(Lang::De.say(&want).contains("die gewünschte Menge Erz"));
        for lang in Lang::ALL {
            for name in ["edge", "give_brick", "want_ore", "victim", "give2"] {
                let said = lang.say(FormRefused::Missing { field: field(name) });
                assert!(!said.contains(name), "{said}");
            }
        }
    }

    #[test]
    fn what_was_typed_stays_quoted_as_sent() {
        let act = FormRefused::NoSuchAct {
            act: Quoted::of("fly \"high\""),
        };
        assert_eq!(
            Lang::En.say(&act),
            "it asks for a move this game does not have (\"fly \\\"high\\\"\")"
        );
        assert!(Lang::De.say(&act).contains("(\"fly \\\"high\\\"\")"));
    }

    #[test]
    fn german_readers_read_german_reasons() {
        assert_eq!(
            Lang::De.say(FormRefused::Twice),
            "es hat dasselbe zweimal geschickt, daher ist nicht klar, was gemeint war"
        );
        assert_eq!(
            Lang::En.say(FormRefused::Twice),
            "it sent the same thing twice, so it is not clear what was meant"
        );
        let partner = FormRefused::NoSuchPartner {
            seats: 4,
            others: 3,
        };
        assert_eq!(
            Lang::En.say(&partner),
            "it offers a trade to a player this game does not have (it has 4 players, so an \
             offer can go to the other 3 only)"
        );
        assert!(Lang::De.say(&partner).contains("nur an die 3 anderen"));
        assert_eq!(
            Lang::De.say(FormRefused::NoSuchSeat { seat: 7 }),
            "es gibt keinen Platz 7"
        );
    }
}
