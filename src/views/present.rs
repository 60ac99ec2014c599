//! The one place in the views that picks a ruleset's presentation: the
//! functions here take a game of any ruleset and hand it to the
//! presentation that draws it ([`Present`], one exhaustive `match` per
//! function, expanded from the rules' registration list, with no fallback).
//! Each presentation builds its own pages: the classic one draws classic
//! games and the scenarios layered on classic through its hook
//! ([`super::classic::scenario::ScenarioPresent`]); Baden-Württemberg has
//! its own ([`super::baden_wuerttemberg`]).

use super::common::choice::Choice;
use super::common::form::{self, FormFields};
use super::common::mark::Mark;
use super::common::notice::Notices;
use super::common::picture::MailBoard;
use super::common::words::Names;
use super::contract::{FormOptions, NoticeInput, Page, PageInput, Present, PublicBoard};
use crate::lang::form::{FormRefused, Quoted};
use crate::lang::Lang;
use crate::rules::common::Board;
use crate::rules::dispatch::Registered;
use crate::rules::{AnyCommand, AnyEvent, AnyState, AnyView, BoardKind, RuleError, Ruleset, Seat};

/// The board a new game is played on, as the new-game form's board field
/// names it; empty: none named, so the ruleset's own
/// ([`Ruleset::default_board`](crate::rules::Ruleset::default_board)).
pub fn read_board(value: &str) -> Result<Option<BoardKind>, FormRefused> {
    match value {
        "" => Ok(None),
        "variable" => Ok(Some(BoardKind::Variable)),
        "beginner" => Ok(Some(BoardKind::Beginner)),
        other => Err(FormRefused::NoSuchBoard {
            board: Quoted::of(other),
        }),
    }
}

/// Reads a seat page's posted form as a command of a game of `ruleset`
/// with `seats` seats. The web layer hands over what was posted: the
/// names of its fields in the order sent (`posted`) and the fields by name
/// (`form`). A field none of the game's seat forms carries refuses the
/// form ([`refused_field`]); then a command as JSON (`command`) or the
/// action `act` is read by the game's presentation ([`read_action`]).
/// The error is a fact ([`FormRefused`]) whose words name no field and
/// quote no parser.
pub fn read_seat_form<'n>(
    ruleset: Ruleset,
    seats: u8,
    posted: impl IntoIterator<Item = &'n str>,
    form: &dyn FormFields,
) -> Result<AnyCommand, FormRefused> {
    if let Some(why) = refused_field(ruleset, seats, posted) {
        return Err(why);
    }
    if let Some(json) = form.field("command") {
        let mut de = serde_json::Deserializer::from_str(json);
        return AnyCommand::deserialize_for(ruleset, &mut de).map_err(|_| FormRefused::NoSuchMove);
    }
    let act = form.field("act").ok_or_else(|| form::missing("act"))?;
    read_action(ruleset, act, form)
}

/// What `seat` may decide now in `state`, as choices with codes and words
/// from its own view and legal commands (nothing another seat may not see).
pub fn choices_for(
    lang: Lang,
    state: &AnyState,
    seat: Seat,
    names: &Names,
) -> Vec<Choice<AnyCommand>> {
    let view = state.view(crate::rules::Viewer::Seat(seat));
    choices(lang, &view, &state.legal_commands(seat), names)
}

/// The board picture of `seat`'s emails in `state`: drawn from its own view,
/// with the places it may choose now coded as [`choices_for`] codes them,
/// and what the `last` moves (oldest first) touched marked; they are told
/// as everyone may know them (each is redacted for a spectator here).
pub fn mail_board_for(
    lang: Lang,
    state: &AnyState,
    seat: Seat,
    last: &[AnyEvent],
    names: &Names,
) -> MailBoard {
    let view = state.view(crate::rules::Viewer::Seat(seat));
    let last: Vec<AnyEvent> = last
        .iter()
        .map(|e| e.redacted_for(crate::rules::Viewer::Spectator))
        .collect();
    mail_board(lang, &view, &state.legal_commands(seat), &last, names)
}

/// The commands of `R`'s games among `legal`.
fn own_commands<R: Registered>(legal: &[AnyCommand]) -> Vec<R::Command> {
    legal.iter().filter_map(R::command_of).cloned().collect()
}

/// The events of `R`'s games among `events`, with their move numbers.
fn own_events<R: Registered>(events: &[(u64, AnyEvent)]) -> Vec<(u64, R::Event)> {
    events
        .iter()
        .filter_map(|(seq, e)| Some((*seq, R::event_of(e)?.clone())))
        .collect()
}

/// The dispatch to each ruleset's [`Present`], one exhaustive `match` per
/// function, expanded from the registration list.
macro_rules! presentations {
    ($($variant:ident => $rules:ty),+ $(,)?) => {
        /// The ruleset's options on the new-game form.
        pub const fn form_options(ruleset: Ruleset) -> FormOptions {
            match ruleset {
                $(Ruleset::$variant => <$rules as Present>::FORM,)+
            }
        }

        /// An event in plain words in `lang` for the viewer it was
        /// redacted for, on the game's `board` where its presentation draws
        /// one.
        pub fn narrate_event(
            lang: Lang,
            event: &AnyEvent,
            names: &Names,
            board: Option<&Board>,
        ) -> String {
            match event {
                $(AnyEvent::$variant(e) => <$rules as Present>::narrate(lang, e, names, board),)+
            }
        }

        /// The board the game's presentation draws `view` on, if it draws one
        /// the narration names places of.
        pub fn board_of(view: &AnyView) -> Option<&Board> {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::board(v),)+
            }
        }

        /// Reads a seat page's form action (`act`, with the form's other
        /// fields) as a command of a game of `ruleset`, in the forms of its
        /// presentation; why not (a fact) when the form does not read or
        /// names no action of this game.
        pub fn read_action(
            ruleset: Ruleset,
            act: &str,
            form: &dyn FormFields,
        ) -> Result<AnyCommand, FormRefused> {
            match ruleset {
                $(Ruleset::$variant => {
                    <$rules as Present>::read_action(act, form).map(AnyCommand::$variant)
                })+
            }
        }

        /// Why a seat form of a game of `ruleset` with `seats` seats is
        /// refused before it is read, if it is: it carries a field (named in
        /// `posted`) that none of the game's seat forms carries, such as a
        /// partner field of a seat the game does not have. A fact whose
        /// words name no field.
        pub fn refused_field<'n>(
            ruleset: Ruleset,
            seats: u8,
            posted: impl IntoIterator<Item = &'n str>,
        ) -> Option<FormRefused> {
            match ruleset {
                $(Ruleset::$variant => {
                    form::refused_field(posted, seats, <$rules as Present>::form_field)
                })+
            }
        }

        /// Why the rules refused a command in a game of `ruleset`, in
        /// `lang` and the ruleset's own terms, a player named by name.
        pub fn refusal(lang: Lang, ruleset: Ruleset, error: &RuleError, names: &Names) -> String {
            crate::lang::refusal::word(lang, ruleset, error, |seat| names.of(seat))
        }

        /// What `seat` must do now in a game of any ruleset, in the words of
        /// its presentation in `lang` (for emails and reminders).
        pub fn todo_for(lang: Lang, state: &AnyState, seat: Seat) -> String {
            match state {
                $(AnyState::$variant(s) => <$rules as Present>::todo(lang, s, seat),)+
            }
        }

        /// What each seat is told after one command, in the words of the
        /// game's presentation; `before` and `after` are the states around
        /// the command, `earlier` the game's recent events before it and `events`
        /// its own, oldest first. Nothing for states of two rulesets, which no
        /// game has.
        pub fn notices(
            before: &AnyState,
            after: &AnyState,
            earlier: &[AnyEvent],
            events: &[AnyEvent],
            input: &NoticeInput<'_>,
        ) -> Notices {
            match before {
                $(AnyState::$variant(before) => {
                    let Some(after) = <$rules as Registered>::state_of(after) else {
                        return Vec::new();
                    };
                    let earlier: Vec<_> =
                        earlier.iter().filter_map(<$rules as Registered>::event_of).collect();
                    let events: Vec<_> =
                        events.iter().filter_map(<$rules as Registered>::event_of).collect();
                    <$rules as Present>::notices(before, after, &earlier, &events, input)
                })+
            }
        }

        /// What the seat whose `view` this is may decide now, as choices
        /// with codes and words in the game's presentation, one for each
        /// of its `legal` commands.
        pub fn choices(
            lang: Lang,
            view: &AnyView,
            legal: &[AnyCommand],
            names: &Names,
        ) -> Vec<Choice<AnyCommand>> {
            match view {
                $(AnyView::$variant(v) => {
                    let legal = own_commands::<$rules>(legal);
                    <$rules as Present>::choices(lang, v, &legal, names)
                        .into_iter()
                        .map(|c| c.map(AnyCommand::$variant))
                        .collect()
                })+
            }
        }

        /// The board picture of the seat whose `view` this is, with the
        /// places of its `legal` commands coded and what the `last` moves
        /// touched marked, in the game's presentation.
        pub fn mail_board(
            lang: Lang,
            view: &AnyView,
            legal: &[AnyCommand],
            last: &[AnyEvent],
            names: &Names,
        ) -> MailBoard {
            match view {
                $(AnyView::$variant(v) => {
                    let legal = own_commands::<$rules>(legal);
                    let last: Vec<_> = last
                        .iter()
                        .filter_map(<$rules as Registered>::event_of)
                        .cloned()
                        .collect();
                    <$rules as Present>::mail_board(lang, v, &legal, &last, names)
                })+
            }
        }

        /// The public board of `view`, with `marks` for the seats.
        pub fn public_board(view: &AnyView, marks: &[Mark]) -> PublicBoard {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_board(v, marks),)+
            }
        }

        /// Each seat's points as everyone sees them.
        pub fn public_points(view: &AnyView) -> Vec<u8> {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_points(v),)+
            }
        }

        /// Panels of what everyone may see beyond the board and the points,
        /// as HTML; empty where the game has none.
        pub fn public_panels(lang: Lang, view: &AnyView, names: &Names) -> String {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_panels(lang, v, names),)+
            }
        }

        /// The seat page of `input.seat`, from its `view` and what it may
        /// do now (`legal`), in the presentation of the game's ruleset.
        pub fn seat_page(view: &AnyView, legal: &[AnyCommand], input: PageInput<'_>) -> Page {
            match view {
                $(AnyView::$variant(v) => {
                    let legal = own_commands::<$rules>(legal);
                    let events = own_events::<$rules>(input.events);
                    <$rules as Present>::seat_page(v, &legal, &events, input)
                })+
            }
        }

        /// The read-only page of `view` (the public page, or a board in the
        /// past), in the presentation of the game's ruleset.
        pub fn public_page(view: &AnyView, input: PageInput<'_>) -> Page {
            match view {
                $(AnyView::$variant(v) => {
                    let events = own_events::<$rules>(input.events);
                    <$rules as Present>::public_page(v, &events, input)
                })+
            }
        }
    };
}

crate::rules::dispatch::for_each_ruleset!(presentations);

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #38: the new-game form's board and a seat form that says no
    /// act or names no move are refused with facts, worded as before in
    /// English.
    #[test]
    fn an_unknown_board_no_act_and_no_move_are_facts() {
        use crate::lang::form::{FormRefused, Quoted};
        let board = read_board("hexagonal").unwrap_err();
        assert_eq!(
            board,
            FormRefused::NoSuchBoard {
                board: Quoted::of("hexagonal")
            }
        );
        assert_eq!(
            Lang::En.say(&board),
            "there is no board called \"hexagonal\""
        );
        assert_eq!(
            Lang::De.say(&board),
            "es gibt keinen Spielplan namens \"hexagonal\""
        );
        struct Form(&'static [(&'static str, &'static str)]);
        impl FormFields for Form {
            fn field(&self, name: &str) -> Option<&str> {
                self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
            }
        }
        let read = |fields: &'static [(&'static str, &'static str)]| {
            read_seat_form(
                Ruleset::Classic,
                4,
                fields.iter().map(|(n, _)| *n),
                &Form(fields),
            )
        };
        let no_act = read(&[("version", "1")]).unwrap_err();
        assert_eq!(Lang::En.say(&no_act), "it does not say what to do");
        assert_eq!(read(&[("command", "{}")]), Err(FormRefused::NoSuchMove));
        assert_eq!(
            Lang::En.say(FormRefused::NoSuchMove),
            "it names no move of this game"
        );
    }
    use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
    use crate::rules::classic::Classic;
    use crate::simulate::{self, Checks};
    use crate::views::common::choice::Group;

    /// The first states of a simulated 3-player game that wait for a seat
    /// to pick a place, with that seat.
    /// The events of a simulated 3-player game of classic and of
    /// Baden-Württemberg.
    fn three_player_games() -> [Vec<AnyEvent>; 2] {
        let classic = simulate::play::<Classic>(3, 3, Checks::None).unwrap();
        let bw = simulate::play::<BadenWuerttemberg>(3, 3, Checks::None).unwrap();
        [
            classic.events.into_iter().map(AnyEvent::Classic).collect(),
            bw.events
                .into_iter()
                .map(AnyEvent::BadenWuerttemberg)
                .collect(),
        ]
    }

    fn placements(ruleset: Ruleset, events: &[AnyEvent]) -> Vec<(AnyState, Seat)> {
        (1..events.len())
            .filter_map(|n| {
                let state = AnyState::fold(ruleset, &events[..n]).ok()?;
                let seat = state.waiting_for().first().copied()?;
                let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
                choices_for(Lang::En, &state, seat, &names)
                    .iter()
                    .any(|c| c.group == Group::Place)
                    .then_some((state, seat))
            })
            .take(3)
            .collect()
    }

    #[test]
    fn a_refusal_names_the_player_it_speaks_of_and_keeps_the_rulesets_words() {
        let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
        let said = refusal(
            Lang::En,
            Ruleset::Classic,
            &RuleError::PartnerCannotAfford(Seat(1)),
            &names,
        );
        assert_eq!(said, "Ben does not have the cards for this trade any more");
        let said = refusal(
            Lang::En,
            Ruleset::Frenemies,
            &RuleError::GiftRefused(Seat(2)),
            &names,
        );
        assert_eq!(said, "Cleo has already refused a gift from you this turn");
        // Baden-Württemberg's own words come through for the rest.
        let said = refusal(
            Lang::En,
            Ruleset::BadenWuerttemberg,
            &RuleError::BankEmpty(crate::rules::common::Resource::Lumber),
            &names,
        );
        assert!(said.contains("supply") && !said.contains("bank"), "{said}");
    }

    #[test]
    fn the_picture_writes_each_place_the_email_offers_with_its_reply_code() {
        let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
        let [classic, bw] = three_player_games();
        let cases = [
            placements(Ruleset::Classic, &classic),
            placements(Ruleset::BadenWuerttemberg, &bw),
        ];
        for (state, seat) in cases.iter().flatten() {
            let board = mail_board_for(Lang::En, state, *seat, &[], &names);
            let places: Vec<String> = choices_for(Lang::En, state, *seat, &names)
                .into_iter()
                .filter(|c| c.group == Group::Place)
                .map(|c| c.code)
                .collect();
            assert!(!places.is_empty());
            for code in &places {
                // A robber's code may name which neighbour it robs: "T7-2".
                let spot = match code.rsplit_once('-') {
                    Some((tile, n)) if tile.starts_with('T') && n.parse::<u8>().is_ok() => tile,
                    _ => code.as_str(),
                };
                assert!(
                    board
                        .svg
                        .contains(&format!("class=\"spot-code\">{spot}</text>")),
                    "{code} is not on the picture"
                );
                assert!(board.alt.contains(spot), "{code}: {}", board.alt);
            }
            assert!(board.alt.contains("you:"), "{}", board.alt);
        }
        assert_eq!(cases.iter().flatten().count(), 6);
    }

    #[test]
    fn the_picture_rings_what_the_last_moves_built_and_tells_them_without_hidden_cards() {
        let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
        let [classic, bw] = three_player_games();
        for (ruleset, events) in [
            (Ruleset::Classic, classic),
            (Ruleset::BadenWuerttemberg, bw),
        ] {
            // The first twelve moves with a road built and a card stolen.
            let kind = |e: &AnyEvent| serde_json::to_value(e).unwrap().to_string();
            let end = (12..events.len())
                .find(|n| {
                    let window: Vec<String> = events[n - 12..*n].iter().map(kind).collect();
                    window.iter().any(|k| k.contains("\"RoadBuilt\""))
                        && window.iter().any(|k| k.contains("\"CardStolen\""))
                })
                .expect("a road built and a card stolen");
            let last = &events[end - 12..end];
            let state = AnyState::fold(ruleset, &events[..end]).unwrap();
            let board = mail_board_for(Lang::En, &state, Seat(0), last, &names);
            assert!(board.svg.contains("class=\"last-move\""), "{ruleset:?}");
            let told = board
                .alt
                .split("Last moves: ")
                .nth(1)
                .expect("the last moves told");
            assert!(told.contains("built a road"), "{told}");
            for part in told.trim_end_matches('.').split("; ") {
                if part.contains("took a card") {
                    let who = |n: &str| n == "you" || names.0.iter().any(|m| m == n);
                    let (thief, victim) = part.split_once(" took a card from ").unwrap();
                    assert!(who(thief) && who(victim), "{part}");
                }
            }
        }
    }
}
