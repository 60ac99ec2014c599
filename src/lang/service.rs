//! Why the game service refused a request, in the reader's language
//! (`service.ftl`): each [`Invalid`] is a fact (a pause, a holiday, a
//! rewind, the standing plans, quiet hours, the input rule for free text),
//! worded here; the service's own English (`Invalid`'s `Display`) stays for
//! logs and the JSON API.

use super::{phrases, Lang};
use crate::history::quiet::QuietRefused;
use crate::history::refused::Invalid;
use crate::text::{NameRefused, TextRefused, MAX_MARKS};

phrases! {
    /// A service's refusal: a clause that follows "Not done:" on a page
    /// and "Your reply made no move:" in an email (no capital, no full
    /// stop).
    pub enum ServiceWords in "service" {
        PausedAlready = "service-paused-already",
        NotPaused = "service-not-paused",
        /// Missed deadlines before the stand-in keeps a seat: 1 to `max`.
        KeepAfter { max: u32 } = "service-keep-after",
        AwayDate = "service-away-date",
        /// `code`: as sent, in quotes.
        PersonLanguage { code: String } = "service-person-language",
        /// `value`: as sent, in quotes.
        PersonAway { value: String } = "service-person-away",
        /// `value`: as sent, in quotes.
        PersonTimeZone { value: String } = "service-person-time-zone",
        /// `field`: the setting's name, as sent.
        PersonSetting { field: String } = "service-person-setting",
        NoSuchSeat = "service-no-such-seat",
        /// `name`: the player whose seat the stand-in keeps.
        KeptAlready { name: String } = "service-kept-already",
        PlaysAlready = "service-plays-already",
        ReasonLength { max: usize } = "service-reason-length",
        RewindProposed = "service-rewind-proposed",
        NotInEffect { to: u64 } = "service-not-in-effect",
        NotAMove { to: u64 } = "service-not-a-move",
        NoRewind = "service-no-rewind",
        AgreedAlready = "service-agreed-already",
        TooManyPlans { max: usize } = "service-too-many-plans",
        QuietSameTimes = "service-quiet-same-times",
        QuietOffset { offset: i64 } = "service-quiet-offset",
        /// `text`: the time as typed, in quotes.
        QuietNotATime { text: String } = "service-quiet-not-a-time",
        /// `zone`: the zone as typed, in quotes.
        QuietUnknownZone { zone: String } = "service-quiet-unknown-zone",
        QuietZoneAndOffset = "service-quiet-zone-and-offset",
        /// `field` and `what`: the field's and the character's ids (see
        /// `text::Field::id`, `text::Hidden::id`); `code`: its code point
        /// in hex, four digits at least.
        Text { field: &'static str, what: &'static str, code: String } = "service-text",
        NothingShows { field: &'static str } = "service-nothing-shows",
        TooManyMarks { field: &'static str, max: usize } = "service-too-many-marks",
        /// The game waits for its host to start it.
        NotStarted = "service-not-started",
        /// The game was never started by its host and has expired.
        Expired = "service-expired",

        /// The JSON API's own answers, worded in English (its language).
        ApiWentWrong = "service-api-went-wrong",
        /// `limited`: the rate limit's reason, in English.
        ApiLimited { limited: String } = "service-api-limited",
        ApiJsonType = "service-api-json-type",
        ApiBodyUnread = "service-api-body-unread",
        /// `at`: where, worded by [`ServiceWords::ApiAt`].
        ApiJsonData { at: String } = "service-api-json-data",
        ApiJsonSyntax { at: String } = "service-api-json-syntax",
        ApiAt { line: usize, column: usize } = "service-api-at",
        ApiOtherSite = "service-api-other-site",
        /// `email`: what a request for links named, quoted: no address.
        ApiLinksNotAnAddress { email: String } = "service-api-links-not-an-address",
        /// A request for links was taken, whether the address plays or not.
        ApiLinksAccepted = "service-api-links-accepted",
    }
}

/// Why the service refused a request, in `lang`. An import's refusal is
/// the command line's and stays English.
pub fn word(lang: Lang, invalid: &Invalid) -> String {
    let phrase = match invalid {
        Invalid::PausedAlready => ServiceWords::PausedAlready,
        Invalid::NotPaused => ServiceWords::NotPaused,
        Invalid::KeepAfter { max } => ServiceWords::KeepAfter { max: *max },
        Invalid::AwayDate => ServiceWords::AwayDate,
        Invalid::PersonLanguage { code } => ServiceWords::PersonLanguage {
            code: format!("{code:?}"),
        },
        Invalid::PersonAway { value } => ServiceWords::PersonAway {
            value: format!("{value:?}"),
        },
        Invalid::PersonTimeZone { value } => ServiceWords::PersonTimeZone {
            value: format!("{value:?}"),
        },
        Invalid::PersonSetting { field } => ServiceWords::PersonSetting {
            field: field.clone(),
        },
        Invalid::NoSuchSeat => ServiceWords::NoSuchSeat,
        Invalid::KeptAlready { name } => ServiceWords::KeptAlready { name: name.clone() },
        Invalid::PlaysAlready => ServiceWords::PlaysAlready,
        Invalid::ReasonLength { max } => ServiceWords::ReasonLength { max: *max },
        Invalid::RewindProposed => ServiceWords::RewindProposed,
        Invalid::NotInEffect { to } => ServiceWords::NotInEffect { to: *to },
        Invalid::NotAMove { to } => ServiceWords::NotAMove { to: *to },
        Invalid::NoRewind => ServiceWords::NoRewind,
        Invalid::AgreedAlready => ServiceWords::AgreedAlready,
        Invalid::TooManyPlans { max } => ServiceWords::TooManyPlans { max: *max },
        Invalid::Quiet(QuietRefused::SameTimes) => ServiceWords::QuietSameTimes,
        Invalid::Quiet(QuietRefused::Offset(offset)) => {
            ServiceWords::QuietOffset { offset: *offset }
        }
        Invalid::Quiet(QuietRefused::NotATime(text)) => ServiceWords::QuietNotATime {
            text: format!("{text:?}"),
        },
        Invalid::Quiet(QuietRefused::UnknownZone(zone)) => ServiceWords::QuietUnknownZone {
            zone: format!("{zone:?}"),
        },
        Invalid::Quiet(QuietRefused::ZoneAndOffset) => ServiceWords::QuietZoneAndOffset,
        Invalid::Text(refused) => return text(lang, refused),
        Invalid::Name(NameRefused::NothingShows(field)) => {
            ServiceWords::NothingShows { field: field.id() }
        }
        Invalid::Name(NameRefused::TooManyMarks(field)) => ServiceWords::TooManyMarks {
            field: field.id(),
            max: MAX_MARKS,
        },
        Invalid::Import(why) => return why.to_string(),
    };
    lang.say(phrase)
}

/// Why the input rule refused a text, in `lang`.
pub fn text(lang: Lang, refused: &TextRefused) -> String {
    lang.say(ServiceWords::Text {
        field: refused.field.id(),
        what: refused.what.id(),
        code: format!("{:04X}", u32::from(refused.found)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{Field, Hidden};

    fn every() -> Vec<Invalid> {
        let text = |field, found, what| Invalid::Text(TextRefused { field, found, what });
        vec![
            Invalid::PausedAlready,
            Invalid::NotPaused,
            Invalid::KeepAfter { max: 5 },
            Invalid::AwayDate,
            Invalid::PersonLanguage {
                code: "fr".to_owned(),
            },
            Invalid::PersonAway {
                value: "tomorrow".to_owned(),
            },
            Invalid::PersonTimeZone {
                value: "Mars/Olympus".to_owned(),
            },
            Invalid::PersonSetting {
                field: "rhythm".to_owned(),
            },
            Invalid::NoSuchSeat,
            Invalid::KeptAlready {
                name: "Anna".to_owned(),
            },
            Invalid::PlaysAlready,
            Invalid::ReasonLength { max: 200 },
            Invalid::RewindProposed,
            Invalid::NotInEffect { to: 12 },
            Invalid::NotAMove { to: 1234 },
            Invalid::NoRewind,
            Invalid::AgreedAlready,
            Invalid::TooManyPlans { max: 8 },
            Invalid::Quiet(QuietRefused::SameTimes),
            Invalid::Quiet(QuietRefused::Offset(-900)),
            Invalid::Quiet(QuietRefused::NotATime("ten".to_owned())),
            Invalid::Quiet(QuietRefused::UnknownZone("Mars/Olympus".to_owned())),
            Invalid::Quiet(QuietRefused::ZoneAndOffset),
            text(Field::PlayerName, '\0', Hidden::Nul),
            text(Field::PlayerAddress, '\u{7}', Hidden::Control),
            text(Field::Reason, '\u{202E}', Hidden::Direction),
            text(Field::Message, '\u{2028}', Hidden::Separator),
            text(Field::Message, '\u{E0001}', Hidden::Invisible),
            Invalid::Name(NameRefused::NothingShows(Field::PlayerName)),
            Invalid::Name(NameRefused::TooManyMarks(Field::PlayerName)),
        ]
    }

    #[test]
    fn the_english_reason_is_the_api_s_word_for_word() {
        for invalid in every() {
            assert_eq!(word(Lang::En, &invalid), invalid.to_string());
        }
        let import = Invalid::Import(crate::history::refused::ImportRefused::SeedNotHex);
        assert_eq!(word(Lang::De, &import), "the seed is not hex");
    }

    #[test]
    fn every_reason_is_worded_in_german() {
        for invalid in every() {
            let german = word(Lang::De, &invalid);
            assert_ne!(german, invalid.to_string(), "{german}");
        }
        let de = |invalid| word(Lang::De, &invalid);
        assert_eq!(de(Invalid::PausedAlready), "Das Spiel ist schon pausiert");
        assert_eq!(
            de(Invalid::KeptAlready {
                name: "Anna".to_owned()
            }),
            "Der Vertreter behält den Platz von Anna schon"
        );
        assert_eq!(
            de(Invalid::NotInEffect { to: 12 }),
            "Zu Zug 12 kann nicht zurückgespult werden: Wähle einen Zug des Spiels, der noch gilt"
        );
        assert_eq!(
            de(Invalid::Text(TextRefused {
                field: Field::Reason,
                found: '\u{202E}',
                what: Hidden::Direction,
            })),
            "Die Begründung enthält ein Schreibrichtungszeichen (U+202E), das nicht als Text \
             erscheint: Schreib sie nur mit sichtbaren Zeichen"
        );
    }
}
