//! HTML forms and how they become commands: the seat page's form, read by
//! the game's presentation ([`present::read_action`]), the new-game form and
//! the host's forms. Parsing happens here, at the edge; a form that does not
//! read is a [`FormError`] (a 400 page that changes nothing), whose reason
//! is a fact ([`FormRefused`]) worded in the reader's language.

use crate::game::service::{
    CreateGame, DeadlineHours, NewPlayer, QuietHoursRequest, SpecialBuilding,
};
use crate::lang::form::{FormRefused, Quoted};
use crate::lang::Lang;
use crate::rules::{most_players, AnyCommand, Ruleset};
use crate::text;
use crate::views::common::form::{self, FormFields};
use crate::views::present;
use serde::Deserialize;

/// Why a form could not be read: a fact, worded in the reader's language
/// (in English in logs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Lang::En.say(.0))]
pub struct FormError(pub FormRefused);

/// A field (its id, `field`) the form lacks, or that holds no number.
fn number<T: std::str::FromStr>(field: &str, value: Option<&str>) -> Result<T, FormError> {
    let text = value.ok_or_else(|| FormError(form::missing(field)))?.trim();
    text.parse()
        .map_err(|_| FormError(form::not_a_number(field, text)))
}

/// The seat page's form as posted: its fields by name, in the order sent.
/// The web layer knows none of them but `version`: which fields a form
/// may carry is the game's presentation's business (its ruleset's forms
/// and one partner field per seat), read by [`command_for`].
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(transparent)]
pub struct PlayForm(pub Vec<(String, String)>);

impl PlayForm {
    /// The game version the form was drawn at.
    pub fn version(&self) -> Result<u64, FormError> {
        let text = self
            .field("version")
            .ok_or(FormError(FormRefused::NoVersion))?;
        text.trim()
            .parse()
            .map_err(|_| FormError(FormRefused::VersionNotANumber))
    }

    /// The names of the posted fields, in the order sent.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(name, _)| name.as_str())
    }
}

/// Reads a seat page's form as a command of a game of `ruleset` with
/// `seats` seats, as the game's presentation reads its forms
/// ([`present::read_seat_form`]).
pub fn command_for(ruleset: Ruleset, seats: u8, form: &PlayForm) -> Result<AnyCommand, FormError> {
    present::read_seat_form(ruleset, seats, form.names(), form).map_err(FormError)
}

impl FormFields for PlayForm {
    fn field(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    }
}

/// The front page's new-game form: one `nameN` and `emailN` row for each
/// of the most players any ruleset takes ([`most_players`]), numbered from
/// 1; any other field is refused.
#[derive(Debug, Clone, Default)]
pub struct NewGameForm {
    pub ruleset: String,
    pub board: String,
    /// The (name, email) rows as typed, empty ones included.
    pub players: Vec<(String, String)>,
    /// A ticked checkbox: the host may rewind without asking the players.
    pub host_rewinds_alone: Option<String>,
    /// A ticked checkbox: in a ruleset with variable founding the players
    /// found their first town halls freely instead of on their building
    /// cost card's towns (rulesets without founding ignore it).
    pub variable_founding: Option<String>,
    /// Hours to wait for a decision before the stand-in makes it; empty:
    /// no deadline.
    pub deadline_hours: String,
    /// Quiet hours' start and end ("22:00"); both empty: none.
    pub quiet_from: String,
    pub quiet_to: String,
    /// Minutes local time is ahead of UTC; empty: 0.
    pub quiet_offset: String,
    /// The IANA time zone of the quiet hours ("Europe/Berlin"); empty: at
    /// the offset.
    pub quiet_zone: String,
    /// Five or six players: "plans" or "live" Special Building Phase;
    /// empty: plans.
    pub special_building: String,
    /// The game's language's code; empty: English.
    pub language: String,
    /// Each row's own language code (`langN`, as a new game with the same
    /// players sends it); empty: the game's.
    pub languages: Vec<String>,
}

impl NewGameForm {
    /// The (name, email) rows as typed, empty ones included.
    pub fn rows(&self) -> Vec<(String, String)> {
        self.players.clone()
    }

    /// Sets the field `key` to `value`; `Err` names a field the form does
    /// not have.
    fn set(&mut self, key: &str, value: String) -> Result<(), String> {
        let row = |prefix: &str| -> Option<usize> {
            let n: usize = key.strip_prefix(prefix)?.parse().ok()?;
            (1..=usize::from(most_players()))
                .contains(&n)
                .then(|| n - 1)
        };
        match key {
            "ruleset" => self.ruleset = value,
            "board" => self.board = value,
            "host_rewinds_alone" => self.host_rewinds_alone = Some(value),
            "variable_founding" => self.variable_founding = Some(value),
            "deadline_hours" => self.deadline_hours = value,
            "quiet_from" => self.quiet_from = value,
            "quiet_to" => self.quiet_to = value,
            "quiet_offset" => self.quiet_offset = value,
            "quiet_zone" => self.quiet_zone = value,
            "special_building" => self.special_building = value,
            "language" => self.language = value,
            _ => {
                if let Some(i) = row("name") {
                    self.row(i).0 = value;
                } else if let Some(i) = row("email") {
                    self.row(i).1 = value;
                } else if let Some(i) = row("lang") {
                    if self.languages.len() <= i {
                        self.languages.resize(i + 1, String::new());
                    }
                    self.languages[i] = value;
                } else {
                    return Err(format!("unknown field `{key}`"));
                }
            }
        }
        Ok(())
    }

    fn row(&mut self, i: usize) -> &mut (String, String) {
        if self.players.len() <= i {
            self.players.resize(i + 1, Default::default());
        }
        &mut self.players[i]
    }
}

impl<'de> Deserialize<'de> for NewGameForm {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut form = NewGameForm {
            players: vec![Default::default(); usize::from(most_players())],
            ..NewGameForm::default()
        };
        for (key, value) in Vec::<(String, String)>::deserialize(d)? {
            form.set(&key, value).map_err(serde::de::Error::custom)?;
        }
        Ok(form)
    }
}

impl TryFrom<&NewGameForm> for CreateGame {
    type Error = FormError;

    fn try_from(f: &NewGameForm) -> Result<CreateGame, FormError> {
        let board = present::read_board(&f.board).map_err(FormError)?;
        let players = f
            .rows()
            .into_iter()
            .enumerate()
            .filter(|(_, (n, e))| !text::is_blank(n) || !text::is_blank(e))
            .map(|(i, (name, email))| NewPlayer {
                name,
                email,
                language: f.languages.get(i).filter(|l| !l.is_empty()).cloned(),
            })
            .collect();
        Ok(CreateGame {
            ruleset: if f.ruleset.is_empty() {
                Ruleset::DEFAULT.name().to_owned()
            } else {
                f.ruleset.clone()
            },
            players,
            board,
            variable_founding: f.variable_founding.is_some(),
            host_rewinds_alone: f.host_rewinds_alone.is_some(),
            deadline_hours: deadline_hours(&f.deadline_hours)?,
            quiet_hours: quiet_hours(&f.quiet_from, &f.quiet_to, &f.quiet_offset, &f.quiet_zone)?,
            special_building: match f.special_building.as_str() {
                "" => None,
                "plans" => Some(SpecialBuilding::Plans),
                "live" => Some(SpecialBuilding::Live),
                _ => return Err(FormError(FormRefused::SpecialBuilding)),
            },
            language: (!f.language.is_empty()).then(|| f.language.clone()),
        })
    }
}

/// Quiet hours as typed: both times empty for none; in the IANA time zone
/// `zone` when one is typed (the offset is then not read), else at the
/// offset from UTC in minutes, empty for 0. The times and the zone
/// themselves are read by the service.
pub fn quiet_hours(
    from: &str,
    to: &str,
    offset: &str,
    zone: &str,
) -> Result<Option<QuietHoursRequest>, FormError> {
    let (from, to, offset, zone) = (from.trim(), to.trim(), offset.trim(), zone.trim());
    if from.is_empty() && to.is_empty() {
        return Ok(None);
    }
    if !zone.is_empty() {
        return Ok(Some(QuietHoursRequest {
            from: from.to_owned(),
            to: to.to_owned(),
            utc_offset_minutes: None,
            time_zone: Some(zone.to_owned()),
        }));
    }
    let utc_offset_minutes = if offset.is_empty() {
        0
    } else {
        offset.parse().map_err(|_| {
            FormError(FormRefused::UtcOffset {
                text: Quoted::of(offset),
            })
        })?
    };
    Ok(Some(QuietHoursRequest {
        from: from.to_owned(),
        to: to.to_owned(),
        utc_offset_minutes: Some(utc_offset_minutes),
        time_zone: None,
    }))
}

/// A deadline as typed or chosen: empty for none, else 1 to 336 hours.
pub fn deadline_hours(text: &str) -> Result<Option<DeadlineHours>, FormError> {
    let text = text.trim();
    if text.is_empty() || text == "none" {
        return Ok(None);
    }
    let hours = text.parse::<u64>().map_err(|_| {
        FormError(FormRefused::DeadlineNotANumber {
            text: Quoted::of(text),
        })
    })?;
    DeadlineHours::try_from(hours).map(Some).map_err(|_| {
        FormError(FormRefused::DeadlineRange {
            max: DeadlineHours::MAX,
            hours: hours.to_string(),
        })
    })
}

/// The host's deadline form.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeadlineForm {
    /// Hours, or empty for no deadline.
    #[serde(default)]
    pub deadline_hours: String,
}

/// The host's "resend an invitation" form.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResendForm {
    pub seat: u8,
}

/// The host's "rewind to just after move N, because ..." form.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RewindForm {
    pub version: Option<String>,
    pub to: Option<String>,
    pub reason: Option<String>,
}

/// A rewind the host asks for, as read from [`RewindForm`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RewindRequest {
    pub version: u64,
    pub to: u64,
    pub reason: String,
}

impl TryFrom<&RewindForm> for RewindRequest {
    type Error = FormError;

    fn try_from(f: &RewindForm) -> Result<RewindRequest, FormError> {
        Ok(RewindRequest {
            version: number("rewind-version", f.version.as_deref())?,
            to: number("rewind-to", f.to.as_deref())?,
            reason: f
                .reason
                .clone()
                .ok_or_else(|| FormError(form::missing("rewind-reason")))?,
        })
    }
}

/// A seat's Agree / Refuse answer to the open rewind proposal.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RewindAnswerForm {
    pub version: Option<String>,
    pub answer: Option<String>,
}

impl RewindAnswerForm {
    /// The game version the form was drawn at.
    pub fn version(&self) -> Result<u64, FormError> {
        number("rewind-version", self.version.as_deref())
    }

    /// True to agree, false to refuse.
    pub fn agrees(&self) -> Result<bool, FormError> {
        match self.answer.as_deref().map(str::trim) {
            Some("agree") => Ok(true),
            Some("refuse") => Ok(false),
            Some(other) => Err(FormError(FormRefused::NotAnAnswer {
                text: Quoted::of(other),
            })),
            None => Err(FormError(form::missing("rewind-answer"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(pairs: &[(&str, &str)]) -> PlayForm {
        PlayForm(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        )
    }

    #[test]
    fn a_play_form_is_read_by_the_games_presentation() {
        let f = form(&[("version", "7"), ("act", "road"), ("edge", "12")]);
        assert_eq!(f.version(), Ok(7));
        assert_eq!(
            command_for(Ruleset::Classic, 4, &f),
            Ok(AnyCommand::Classic(
                crate::rules::classic::Command::BuildRoad {
                    edge: crate::rules::common::EdgeId(12)
                }
            ))
        );
    }

    #[test]
    fn malformed_forms_are_refused_with_a_reason() {
        assert!(command_for(Ruleset::Classic, 4, &form(&[("act", "fly")])).is_err());
        assert!(command_for(
            Ruleset::Classic,
            4,
            &form(&[("act", "road"), ("edge", "x")])
        )
        .is_err());
        assert!(command_for(Ruleset::Classic, 4, &form(&[])).is_err());
        assert!(form(&[("version", "")]).version().is_err());
    }

    fn offer_to(ruleset: Ruleset, seats: u8, partners: &[&str]) -> Result<AnyCommand, FormError> {
        let mut pairs = vec![
            ("version", "9"),
            ("act", "offer"),
            ("give_brick", "1"),
            ("want_ore", "1"),
        ];
        pairs.extend(partners.iter().map(|p| (*p, "on")));
        command_for(ruleset, seats, &form(&pairs))
    }

    /// five-six-players.md: every other player may be offered a trade, so a
    /// six-player game's form ticks `to0` to `to5`; a game's form has one
    /// partner field per seat and no more (base-catan.md §Trade: domestic
    /// trade is with the other players).
    #[test]
    fn a_seat_forms_partner_fields_follow_the_games_seats() {
        use crate::rules::classic::Command;
        use crate::rules::common::table::TableCommand;
        match offer_to(Ruleset::Classic, 6, &["to1", "to2", "to3", "to4", "to5"]) {
            Ok(AnyCommand::Classic(Command::Table(TableCommand::OfferTrade { to, .. }))) => {
                assert_eq!(to, (1..6).map(crate::rules::Seat).collect::<Vec<_>>());
            }
            other => panic!("{other:?}"),
        }
        for (ruleset, seats) in [
            (Ruleset::Classic, 3),
            (Ruleset::Classic, 4),
            (Ruleset::BadenWuerttemberg, 3),
            (Ruleset::BadenWuerttemberg, 4),
        ] {
            assert!(
                offer_to(ruleset, seats, &["to1", "to2"]).is_ok(),
                "{ruleset:?}"
            );
            let beyond = format!("to{seats}");
            let FormError(why) = offer_to(ruleset, seats, &["to1", &beyond]).unwrap_err();
            assert_eq!(
                why,
                FormRefused::NoSuchPartner {
                    seats,
                    others: seats - 1
                }
            );
            let why = Lang::En.say(why);
            assert!(why.contains(&format!("it has {seats} players")), "{why}");
            assert!(!why.contains(&beyond), "names no field: {why}");
        }
    }

    #[test]
    fn a_field_no_form_of_the_game_carries_is_refused_in_words_that_name_none() {
        for (ruleset, field) in [
            (Ruleset::Classic, "colour"),
            (Ruleset::Classic, "guild"),
            (Ruleset::Classic, "give_oil"),
            (Ruleset::BadenWuerttemberg, "oil"),
            (Ruleset::Classic, "to"),
            (Ruleset::Classic, "to01"),
        ] {
            let f = form(&[("version", "1"), ("act", "roll"), (field, "1")]);
            let FormError(why) = command_for(ruleset, 4, &f).unwrap_err();
            assert_eq!(why, FormRefused::Foreign, "{field}");
            for lang in Lang::ALL {
                let why = lang.say(&why);
                assert!(!why.contains(field), "{why}");
            }
        }
        assert!(command_for(
            Ruleset::Frenemies,
            4,
            &form(&[("act", "roll"), ("guild", "x")])
        )
        .is_ok());
        assert!(command_for(
            Ruleset::OilSprings,
            4,
            &form(&[("act", "roll"), ("give_oil", "1")])
        )
        .is_ok());
        let twice = form(&[("act", "roll"), ("act", "end_turn")]);
        assert_eq!(
            command_for(Ruleset::Classic, 4, &twice),
            Err(FormError(FormRefused::Twice))
        );
    }

    /// Issue #38: a seat form's reasons are facts: no act, a command that
    /// is no move, no version; the English is as before.
    #[test]
    fn a_seat_form_s_reasons_are_facts_worded_as_before_in_english() {
        let no_act = command_for(Ruleset::Classic, 4, &form(&[("version", "1")])).unwrap_err();
        assert_eq!(no_act.to_string(), "it does not say what to do");
        assert_eq!(
            Lang::De.say(&no_act.0),
            "es fehlt die Angabe, was zu tun ist"
        );
        let json = form(&[("command", "{\"type\":\"Fly\"}")]);
        assert_eq!(
            command_for(Ruleset::Classic, 4, &json),
            Err(FormError(FormRefused::NoSuchMove))
        );
        assert_eq!(
            form(&[]).version().unwrap_err().to_string(),
            "it does not say which state of the game it was made for"
        );
        assert_eq!(
            form(&[("version", "x")]).version(),
            Err(FormError(FormRefused::VersionNotANumber))
        );
    }

    /// The error page a refused seat form draws, in `lang`.
    fn refused_page(why: FormError, lang: Lang) -> String {
        use actix_web::body::MessageBody;
        let page = crate::web::pages::PageError::from(why).respond(None, lang);
        let body = page.into_body().try_into_bytes().unwrap_or_default();
        String::from_utf8_lossy(&body).into_owned()
    }

    /// Issue #38: a German seat that posts a field twice reads why in
    /// German; an English one reads the English as before.
    #[test]
    fn a_seat_reads_why_its_form_was_refused_in_its_own_language() {
        let twice = form(&[("version", "1"), ("act", "roll"), ("act", "end_turn")]);
        let why = || command_for(Ruleset::Classic, 4, &twice).unwrap_err();
        let german = refused_page(why(), Lang::De);
        assert!(
            german.contains(
                "Das Formular konnte nicht gelesen werden: es hat dasselbe zweimal geschickt, \
                 daher ist nicht klar, was gemeint war."
            ),
            "{german}"
        );
        assert!(!german.contains("lang=\"en\""), "{german}");
        let english = refused_page(why(), Lang::En);
        assert!(
            english.contains(
                "The form could not be read: it sent the same thing twice, so it is not clear \
                 what was meant."
            ),
            "{english}"
        );
        let road = form(&[("version", "1"), ("act", "road"), ("edge", "x")]);
        let english = refused_page(
            command_for(Ruleset::Classic, 4, &road).unwrap_err(),
            Lang::En,
        );
        assert!(
            english.contains("the road&#39;s place should be a number, not &#34;x&#34;."),
            "{english}"
        );
    }

    /// Issue #38: the host's and the new game's forms refuse with facts,
    /// worded in English as before and in German for a German reader.
    #[test]
    fn the_other_forms_reasons_read_in_english_as_before_and_in_german() {
        let deadline = deadline_hours("soon").unwrap_err();
        assert_eq!(
            deadline.to_string(),
            "a deadline is a number of hours, not \"soon\""
        );
        assert_eq!(
            Lang::De.say(&deadline.0),
            "eine Frist ist eine Zahl von Stunden, nicht \"soon\""
        );
        assert_eq!(
            deadline_hours("999").unwrap_err().to_string(),
            "a deadline is 1 to 336 hours, not 999"
        );
        assert_eq!(
            quiet_hours("22:00", "07:00", "an hour", "")
                .unwrap_err()
                .to_string(),
            "the offset from UTC is a number of minutes such as 60, not \"an hour\""
        );
        let mut f = NewGameForm {
            special_building: "sometimes".into(),
            ..NewGameForm::default()
        };
        let why = CreateGame::try_from(&f).unwrap_err();
        assert_eq!(why, FormError(FormRefused::SpecialBuilding));
        assert!(Lang::De.say(&why.0).contains("Sonderbauphase"));
        f.special_building = String::new();
        f.board = "hexagonal".into();
        assert_eq!(
            CreateGame::try_from(&f).unwrap_err().to_string(),
            "there is no board called \"hexagonal\""
        );
        let rewind = RewindForm {
            version: Some("9".into()),
            to: Some("four".into()),
            reason: None,
        };
        let why = RewindRequest::try_from(&rewind).unwrap_err();
        assert_eq!(
            why.to_string(),
            "the move number should be a number, not \"four\""
        );
        assert_eq!(
            Lang::De.say(&why.0),
            "\"four\" ist keine Zahl, aber die Zugnummer muss eine sein"
        );
        let answer = RewindAnswerForm {
            version: Some("3".into()),
            answer: Some("maybe".into()),
        };
        assert_eq!(
            answer.agrees().unwrap_err().to_string(),
            "the answer should be agree or refuse, not \"maybe\""
        );
        assert_eq!(
            RewindAnswerForm::default()
                .agrees()
                .unwrap_err()
                .to_string(),
            "it does not say the answer"
        );
    }

    #[test]
    fn the_new_game_checkbox_lets_the_host_rewind_alone() {
        let mut f = NewGameForm::default();
        assert!(!CreateGame::try_from(&f).unwrap().host_rewinds_alone);
        f.host_rewinds_alone = Some("on".into());
        assert!(CreateGame::try_from(&f).unwrap().host_rewinds_alone);
    }

    #[test]
    fn the_new_game_checkbox_founds_freely() {
        let mut f = NewGameForm::default();
        assert!(!CreateGame::try_from(&f).unwrap().variable_founding);
        f.variable_founding = Some("on".into());
        assert!(CreateGame::try_from(&f).unwrap().variable_founding);
    }

    #[test]
    fn the_new_game_form_names_its_board() {
        let mut f = NewGameForm::default();
        assert_eq!(CreateGame::try_from(&f).map(|c| c.board), Ok(None));
        f.board = "variable".into();
        assert_eq!(
            CreateGame::try_from(&f).map(|c| c.board),
            Ok(Some(crate::rules::BoardKind::Variable))
        );
        f.board = "beginner".into();
        assert_eq!(
            CreateGame::try_from(&f).map(|c| c.board),
            Ok(Some(crate::rules::BoardKind::Beginner))
        );
        f.board = "hexagonal".into();
        assert!(CreateGame::try_from(&f).is_err());
    }

    #[test]
    fn rewind_forms_read_their_numbers_and_answers() {
        let f = RewindForm {
            version: Some("9".into()),
            to: Some(" 4 ".into()),
            reason: Some("a misclick".into()),
        };
        assert_eq!(
            RewindRequest::try_from(&f),
            Ok(RewindRequest {
                version: 9,
                to: 4,
                reason: "a misclick".into()
            })
        );
        let bad = RewindForm {
            to: Some("four".into()),
            ..f.clone()
        };
        assert!(RewindRequest::try_from(&bad).is_err());
        let a = RewindAnswerForm {
            version: Some("3".into()),
            answer: Some("refuse".into()),
        };
        assert_eq!(a.agrees(), Ok(false));
        assert_eq!(a.version(), Ok(3));
        let a = RewindAnswerForm {
            answer: Some("maybe".into()),
            ..a
        };
        assert!(a.agrees().is_err());
    }

    #[test]
    fn the_new_game_form_has_a_row_for_each_of_the_most_players_a_ruleset_takes() {
        let read = |pairs: Vec<(String, String)>| {
            serde_json::from_value::<NewGameForm>(serde_json::json!(pairs))
        };
        let most = usize::from(most_players());
        let typed: Vec<(String, String)> = (1..=most)
            .flat_map(|n| {
                [
                    (format!("name{n}"), format!("P{n}")),
                    (format!("email{n}"), format!("p{n}@example.org")),
                ]
            })
            .collect();
        let f = read(typed).expect("every row reads");
        assert_eq!(f.rows().len(), most);
        assert_eq!(
            f.rows()[most - 1],
            (format!("P{most}"), format!("p{most}@example.org"))
        );
        let c = CreateGame::try_from(&f).expect("reads");
        assert_eq!(c.players.len(), most);
        let empty = read(vec![("name1".into(), "Anna".into())]).expect("reads");
        assert_eq!(empty.rows().len(), most, "untyped rows are empty");
        for beyond in [
            format!("name{}", most + 1),
            "name0".into(),
            "nameX".into(),
            "colour".into(),
        ] {
            assert!(
                read(vec![(beyond.clone(), "x".into())]).is_err(),
                "{beyond}"
            );
        }
    }
}
