//! Why the game service refused a request, as facts ([`Invalid`]): a
//! service event the game's history cannot take now (a pause, a holiday,
//! a seat handed to the stand-in, a rewind), quiet hours that do not read,
//! too many standing plans, or text the input rule refuses. Worded for
//! people by the language (`lang::service`); the `Display` is the English
//! of logs and the JSON API's `error` field. Kept here, below the language
//! and the service, as the service events themselves are.

/// Why the service refused a request, as a fact: worded for people in
/// their language by `lang::service`; its `Display` is the English of logs
/// and the JSON API's `error` field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    /// The host paused a paused game.
    #[error("the game is paused already")]
    PausedAlready,
    /// The host resumed a running game.
    #[error("the game is not paused")]
    NotPaused,
    /// Missed deadlines before the stand-in keeps a seat: 1 to `max`.
    #[error("choose 1 to {max} missed deadlines")]
    KeepAfter { max: u32 },
    /// An away date in the past or more than a year ahead.
    #[error("choose a date after today and within a year")]
    AwayDate,
    /// A person's language that the server does not speak.
    #[error("language: the server speaks en and de, not {code:?}")]
    PersonLanguage { code: String },
    /// A person's away date that does not read, lies in the past or more
    /// than a year ahead (`value` as sent).
    #[error("away_until: {value:?} is no date after today and within a year")]
    PersonAway { value: String },
    /// A person's time zone that the zone database does not know.
    #[error("time_zone: {value:?} is no time zone such as Europe/Berlin")]
    PersonTimeZone { value: String },
    /// A person's setting this server does not offer (yet).
    #[error("{field}: this setting is not offered yet; set language, time_zone or away_until")]
    PersonSetting { field: String },
    /// A seat the game does not have.
    #[error("there is no such seat")]
    NoSuchSeat,
    /// The stand-in keeps the seat of the player `name` already.
    #[error("the stand-in keeps {name}'s seat already")]
    KeptAlready { name: String },
    /// The seat took itself back already.
    #[error("you play your seat yourself already")]
    PlaysAlready,
    /// A rewind's reason is 1 to `max` characters.
    #[error("give a reason of 1 to {max} characters")]
    ReasonLength { max: usize },
    /// A rewind is proposed already.
    #[error("a rewind is already proposed")]
    RewindProposed,
    /// Event `to` was undone, or is not in the game.
    #[rustfmt::skip]
    #[error("event {to} cannot be rewound to: choose an event of the game that is still in effect")]
    NotInEffect { to: u64 },
    /// Event `to` is a service event, not a move.
    #[error("event {to} is not a move of the game")]
    NotAMove { to: u64 },
    /// No rewind is proposed.
    #[error("no rewind is proposed")]
    NoRewind,
    /// The seat agreed to the proposal already.
    #[error("you have already agreed")]
    AgreedAlready,
    /// A seat keeps at most `max` standing plans.
    #[error("keep at most {max} plans: remove one first")]
    TooManyPlans { max: usize },
    /// Quiet hours that do not read.
    #[error(transparent)]
    Quiet(#[from] super::quiet::QuietRefused),
    /// Text the input rule refuses, naming the field.
    #[error(transparent)]
    Text(#[from] crate::text::TextRefused),
    /// A name that would not show, naming the field.
    #[error(transparent)]
    Name(#[from] crate::text::NameRefused),
    /// An export that cannot be imported: the command line's, in English.
    #[error(transparent)]
    Import(#[from] ImportRefused),
}

/// Why an export cannot be imported: read on the operator's command line,
/// in English only, as the export's own checks are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportRefused {
    /// The export's own reading or verification failed, in its words.
    #[error("{0}")]
    Export(String),
    /// A game still under way, exported by a seat, hides what it may not see.
    #[error("only a complete export (a finished game, or the operator's) can be imported")]
    Incomplete,
    /// PostgreSQL stores no NUL in text or JSON.
    #[error("the export holds a NUL character (U+0000), which cannot be stored")]
    Nul,
    /// The seals' salts come from the seed: a new one would not open them.
    #[error("the export seals private fields with its game's seed but does not carry it")]
    SealedWithoutSeed,
    /// The header's seed does not read as hexadecimal.
    #[error("the seed is not hex")]
    SeedNotHex,
    /// A message of table talk names a seat the game does not have.
    #[error("table talk message {message} is from seat {seat}, which the game does not have")]
    TalkSeat { message: usize, seat: u8 },
    /// A message of table talk the input rule refuses.
    #[error("table talk message {message}: {why}")]
    Talk { message: usize, why: String },
}
