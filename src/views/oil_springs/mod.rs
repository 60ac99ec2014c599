//! The Oil Springs presentation on the classic one: what it adds to the
//! classic pages ([`seat_part`], [`public_part`]): the panel of oil, the
//! disaster track and the Champion, a form for every oil command and the
//! board picks of the others ([`panel`]), the board's springs, destroyed
//! hexes and metropolises ([`board`]); the Oil events in words
//! ([`narrate`]), what the emails add ([`mail`]) and the oil acts of the
//! seat page's form ([`form`]).
//!
//! Owns how Oil Springs looks and reads; the classic presentation draws the
//! rest of the game.

pub mod board;
pub mod choice;
pub mod costs;
pub mod form;
pub mod mail;
pub mod narrate;
pub mod panel;
pub mod present;

use crate::lang::oil::Oil;
use crate::lang::Lang;
use crate::rules::classic::{Command, View};
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::views::classic::board_svg::Pick;
use crate::views::classic::scenario::{ScenarioAsk, ScenarioPart, ScenarioPick, SeatContext};
use crate::views::common::words::Names;
use crate::views::marks;
use askama::Template;
use panel::{OilPage, OilPick, PanelInput};

fn render(t: &impl Template) -> String {
    t.render().unwrap_or_default()
}

/// What the oil part of the view adds to every page: the panel, the board
/// marks, the notes, and how an abandoned game ended.
fn common(lang: Lang, page: &OilPage, oil: &OilView) -> ScenarioPart {
    ScenarioPart {
        headline: page.panel.abandoned.clone(),
        waiting: page.panel.abandoned.clone(),
        panels: render(&page.panel),
        marks: board::marks(lang, oil),
        ended: oil.abandoned,
        notes: vec![
            lang.say(Oil::HouseSprings),
            lang.say(Oil::HouseUseOrSequester),
            lang.say(Oil::HouseVictory),
        ],
        ..ScenarioPart::default()
    }
}

/// The confirm steps of the oil forms that cannot be taken back: using
/// oil for resources (with what it does to the disaster track), Year of
/// Plenty for oil and Monopoly on oil.
fn asks(actions: &panel::OilActions, oil: &OilView) -> Vec<ScenarioAsk> {
    let lang = actions.lang;
    let mut asks: Vec<ScenarioAsk> = actions
        .convert
        .iter()
        .map(|r| ScenarioAsk {
            act: "convert_oil",
            fields: vec![("resource", (*r).to_owned())],
            title: lang.say(Oil::ConvertTitle {
                resource: actions.name(r),
            }),
            detail: Some(panel::track_words(lang, oil, 1)),
            label: lang.say(Oil::ConvertYes {
                resource: actions.name(r),
            }),
        })
        .collect();
    asks.extend(actions.plenty.iter().map(|second| ScenarioAsk {
        act: "year_of_plenty",
        fields: vec![
            ("first", "oil".to_owned()),
            ("second", (*second).to_owned()),
        ],
        title: lang.say(if *second == "oil" {
            Oil::PlentyTwoTitle
        } else {
            Oil::PlentyTitle {
                resource: actions.name(second),
            }
        }),
        detail: Some(lang.say(Oil::PlentyDetail)),
        label: lang.say(Oil::PlentyYes),
    }));
    if actions.monopoly {
        asks.push(ScenarioAsk {
            act: "monopoly",
            fields: vec![("resource", "oil".to_owned())],
            title: lang.say(Oil::MonopolyTitle),
            detail: Some(lang.say(Oil::MonopolyDetail)),
            label: lang.say(Oil::MonopolyYes),
        });
    }
    asks
}

/// What Oil Springs adds to a seat's classic page: the panel, the seat's
/// oil forms, and board picks for a metropolis and for the robber taking
/// oil.
pub fn seat_part(
    view: &View<OilView>,
    legal: &[Command<OilCommand>],
    ctx: &SeatContext<'_>,
) -> ScenarioPart {
    let Some(oil) = view.scenario.as_ref() else {
        return ScenarioPart::default();
    };
    let marks = marks(ctx.names, view.players.len());
    let Some(page) = OilPage::new(PanelInput {
        lang: ctx.lang,
        view,
        legal,
        names: ctx.names,
        marks: &marks,
        me: Some(ctx.seat),
        action: Some(ctx.action.to_owned()),
        version: ctx.version,
    }) else {
        return ScenarioPart::default();
    };
    let mut part = common(ctx.lang, &page, oil);
    if let Some(actions) = page.actions.as_ref().filter(|a| a.any()) {
        let mut actions = actions.clone();
        // A refused Year of Plenty comes back with what was chosen.
        actions.plenty_chosen = ctx
            .typed
            .filter(|t| t.get("act") == Some("year_of_plenty") && t.get("first") == Some("oil"))
            .and_then(|t| t.get("second"))
            .and_then(|second| {
                actions
                    .plenty
                    .iter()
                    .find(|o| **o == second.trim())
                    .copied()
            });
        part.actions = render(&actions);
        part.asks = asks(&actions, oil);
    }
    part.picks = page
        .picks
        .iter()
        .map(|p| match p {
            OilPick::Metropolis { node, label } => ScenarioPick {
                pick: Pick::Upgrade(*node),
                act: "metropolis",
                label: label.clone(),
                victim: None,
            },
            OilPick::Steal {
                tile,
                victim,
                label,
            } => ScenarioPick {
                pick: Pick::Robber(*tile),
                act: "steal_oil",
                label: label.clone(),
                victim: Some(*victim),
            },
        })
        .collect();
    part.pick_details = page
        .picks
        .iter()
        .filter_map(|p| match p {
            OilPick::Metropolis { node, .. } => Some((
                Pick::Upgrade(*node),
                ctx.lang.say(Oil::MetropolisCosts {
                    track: panel::track_words(ctx.lang, oil, 2),
                }),
            )),
            OilPick::Steal { .. } => None,
        })
        .collect();
    let metropolises = page
        .picks
        .iter()
        .filter(|p| matches!(p, OilPick::Metropolis { .. }))
        .count();
    if metropolises > 0 {
        part.board_hint = Some(ctx.lang.say(Oil::MarkedMetropolises {
            count: metropolises,
        }));
    }
    part
}

/// What Oil Springs adds to the public page (or a board in the past).
pub fn public_part(lang: Lang, view: &View<OilView>, names: &Names) -> ScenarioPart {
    let Some(oil) = view.scenario.as_ref() else {
        return ScenarioPart::default();
    };
    let marks = marks(names, view.players.len());
    OilPage::new(PanelInput {
        lang,
        view,
        legal: &[],
        names,
        marks: &marks,
        me: None,
        action: None,
        version: 0,
    })
    .map_or_else(ScenarioPart::default, |page| common(lang, &page, oil))
}

#[cfg(test)]
mod tests {
    use crate::rules::classic::{Command, Event};
    use crate::rules::dispatch::Registered;
    use crate::rules::oil_springs::OilSprings;
    use crate::rules::oil_springs::{OilCommand, OilEvent, OilSpringsRules};
    use crate::rules::{AnyCommand, AnyEvent, AnyState, AnyView, Seat, Viewer};
    use crate::simulate::{play, Checks};
    use crate::views::classic::play::{PlayInput, PlayPage};
    use crate::views::classic::public::GamePage;
    use crate::views::common::words::Names;
    use crate::views::contract::Present;
    use askama::Template;

    /// The Oil Springs view in `view`.
    fn own(view: &AnyView) -> &crate::rules::classic::View<crate::rules::oil_springs::OilView> {
        OilSpringsRules::view_of(view).expect("an Oil Springs view")
    }

    /// The Oil Springs commands among `legal`.
    fn own_legal(legal: &[AnyCommand]) -> Vec<Command<OilCommand>> {
        legal
            .iter()
            .filter_map(OilSpringsRules::command_of)
            .cloned()
            .collect()
    }

    /// What an oil command is reached by on the seat page, as page text.
    fn control(command: &OilCommand) -> String {
        match command {
            OilCommand::ConvertOil { resource } => {
                format!("name=\"resource\" value=\"{}\">2 ", resource.name())
            }
            OilCommand::BuildMetropolis { node } => format!("data-pick=\"upgrade-{node}\""),
            OilCommand::SequesterOil => "name=\"act\" value=\"sequester\"".to_owned(),
            OilCommand::DiscardWithOil { .. } => "name=\"oil\"".to_owned(),
            OilCommand::StealOil { tile, .. } => format!("data-pick=\"robber-{tile}\""),
            OilCommand::PlayYearOfPlentyForOil { resource } => format!(
                "<option value=\"{}\">",
                resource.map_or("oil", crate::rules::common::Resource::name)
            ),
            OilCommand::PlayMonopolyOnOil => "name=\"resource\" value=\"oil\"".to_owned(),
            OilCommand::OfferOilTrade { .. } | OilCommand::CounterOilOffer { .. } => {
                "name=\"give_oil\"".to_owned()
            }
        }
    }

    /// Random games of Oil Springs, drawn every few events for every seat
    /// the game waits for: every legal oil command has a control, and the
    /// springs, destroyed hexes and metropolises are on the board.
    #[test]
    fn every_legal_oil_command_has_something_to_click() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut seen_oil = 0;
        let (mut seen_struck, mut seen_metropolis) = (false, false);
        let mut metropolis_games = 0;
        // Six games sampled throughout, and the first of 100 that built a
        // metropolis (random players seldom do).
        let with_metropolis = (6..100).find(|seed| {
            play::<OilSpringsRules>(*seed, 3, Checks::None).is_ok_and(|p| {
                p.events
                    .iter()
                    .any(|e| matches!(e, Event::Scenario(OilEvent::MetropolisBuilt { .. })))
            })
        });
        for seed in (0..6).chain(with_metropolis) {
            let played = play::<OilSpringsRules>(seed, 3, Checks::None).expect("a game");
            let events: Vec<AnyEvent> = played.events.iter().cloned().map(AnyEvent::from).collect();
            let built = played
                .events
                .iter()
                .position(|e| matches!(e, Event::Scenario(OilEvent::MetropolisBuilt { .. })));
            metropolis_games += usize::from(built.is_some());
            let moments = (2..events.len())
                .step_by(7)
                .chain(built.map(|i| i + 1))
                .chain([events.len()]);
            for at in moments {
                let state = AnyState::fold(crate::rules::Ruleset::OilSprings, &events[..at])
                    .expect("registered");
                let mut seats = state.waiting_for();
                if !seats.contains(&Seat(0)) {
                    seats.push(Seat(0));
                }
                for seat in seats {
                    let view = state.view(Viewer::Seat(seat));
                    let legal = state.legal_commands(seat);
                    let from = at.saturating_sub(5);
                    let recent: Vec<_> = (from as u64 + 1..)
                        .zip(played.events[from..at].iter().cloned())
                        .collect();
                    let html = PlayPage::new(PlayInput::<OilSprings> {
                        lang: crate::lang::Lang::En,
                        game_id: uuid::Uuid::nil(),
                        action: "/play/t",
                        seat,
                        view: own(&view),
                        legal: &own_legal(&legal),
                        names: &names,
                        events: &recent,
                        pick: None,
                        asked: None,
                        undone: &[],
                        typed: None,
                        notice: None,
                        version: at as u64,
                    })
                    .render()
                    .expect("renders");
                    assert!(html.contains("Disaster track"), "the oil panel");
                    assert!(html.contains(">OIL</text>"), "the springs");
                    for c in &legal {
                        if let AnyCommand::OilSprings(Command::Scenario(oil)) = c {
                            seen_oil += 1;
                            assert!(
                                html.contains(&control(oil)),
                                "seed {seed}, event {at}: nothing to click for {oil:?}"
                            );
                        }
                    }
                    seen_struck |= html.contains("class=\"struck\"");
                    seen_metropolis |= html.contains("ring-piece");
                }
            }
        }
        assert!(seen_oil > 20, "oil commands were drawn ({seen_oil})");
        assert!(seen_struck, "a destroyed hex was drawn");
        assert!(metropolis_games > 0, "a game built a metropolis");
        assert!(seen_metropolis, "a metropolis was drawn");
    }

    /// Year of Plenty and Monopoly naming oil ask first (a GET that opens
    /// the confirm step, as the classic cards do), and a refused Year of
    /// Plenty comes back with its choice selected.
    /// The news list at the top of a seat page, trimmed.
    fn news_list(html: &str) -> &str {
        let start = html.find("<ul class=\"news\">").expect("news") + "<ul class=\"news\">".len();
        let end = start + html[start..].find("</ul>").expect("the news ends");
        html[start..end].trim_start()
    }

    /// oil-springs.txt §The Disaster Phase: a disaster strikes everyone, so
    /// the next page of every seat tells it first, at the top of its news
    /// (the seat whose turn set it off included, before its turn's end);
    /// once a seat has acted since, it is no longer news on its page.
    #[test]
    fn after_a_disaster_every_seats_next_page_tells_it_first() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let (played, rolled, ended) = (0..40)
            .find_map(|seed| {
                let played = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?;
                let rolled = played
                    .events
                    .iter()
                    .position(|e| matches!(e, Event::Scenario(OilEvent::DisasterRolled { .. })))?;
                let ended = rolled
                    + played.events[rolled..]
                        .iter()
                        .position(|e| matches!(e, Event::TurnEnded { .. }))?;
                Some((played, rolled, ended))
            })
            .expect("a simulated game with a disaster");
        let Event::Scenario(OilEvent::DisasterRolled { seat: ender, .. }) = played.events[rolled]
        else {
            panic!("the disaster's dice");
        };
        let next_roll = ended
            + played.events[ended..]
                .iter()
                .position(|e| matches!(e, Event::DiceRolled { .. }))
                .expect("a roll after the disaster");
        let Event::DiceRolled { seat: roller, .. } = played.events[next_roll] else {
            panic!("a roll");
        };
        let page = |seat: Seat, at: usize| {
            let events: Vec<AnyEvent> = played.events[..at]
                .iter()
                .cloned()
                .map(AnyEvent::from)
                .collect();
            let state =
                AnyState::fold(crate::rules::Ruleset::OilSprings, &events).expect("registered");
            let view = state.view(Viewer::Seat(seat));
            let legal = state.legal_commands(seat);
            let from = at.saturating_sub(48);
            let recent: Vec<_> = (from as u64 + 1..)
                .zip(
                    played.events[from..at]
                        .iter()
                        .map(|e| e.redacted_for(Viewer::Seat(seat))),
                )
                .collect();
            PlayPage::new(PlayInput::<OilSprings> {
                lang: crate::lang::Lang::En,
                game_id: uuid::Uuid::nil(),
                action: "/play/t",
                seat,
                view: own(&view),
                legal: &own_legal(&legal),
                names: &names,
                events: &recent,
                pick: None,
                asked: None,
                undone: &[],
                typed: None,
                notice: None,
                version: at as u64,
            })
            .render()
            .expect("renders")
        };
        for seat in (0..3).map(Seat) {
            let html = page(seat, ended + 1);
            let news = news_list(&html);
            assert!(
                news.starts_with("<li class=\"table-news\">Disaster phase: "),
                "{seat:?}: {news}"
            );
            let told = news.matches("class=\"table-news\"").count();
            assert!(told >= 2, "the dice and what they struck: {news}");
            if seat == ender {
                let result = &news[news.find("class=\"result\"").expect("its own result")..];
                assert!(result.contains("You ended your turn; "), "{news}");
                assert!(!result.contains("Disaster"), "told once: {news}");
            }
        }
        let html = page(roller, next_roll + 1);
        assert!(
            !html.contains("class=\"table-news\""),
            "old news once the seat has rolled"
        );
    }

    #[test]
    fn the_oil_card_plays_ask_first_and_keep_a_refused_choice() {
        use crate::views::common::form::Sent;
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let find = |wanted: fn(&OilCommand) -> bool| {
            (0..60).find_map(|seed| {
                let played = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?;
                let events: Vec<AnyEvent> =
                    played.events.iter().cloned().map(AnyEvent::from).collect();
                (2..events.len()).find_map(|at| {
                    let state = AnyState::fold(crate::rules::Ruleset::OilSprings, &events[..at])
                        .expect("registered");
                    state.waiting_for().into_iter().find_map(|seat| {
                        let legal = state.legal_commands(seat);
                        legal
                            .iter()
                            .any(|c| {
                                matches!(c, AnyCommand::OilSprings(Command::Scenario(o)) if wanted(o))
                            })
                            .then(|| (state.clone(), seat))
                    })
                })
            })
        };
        let mono = find(|o| matches!(o, OilCommand::PlayMonopolyOnOil))
            .expect("a game of 60 lets a seat play Monopoly on oil");
        let plenty = find(|o| matches!(o, OilCommand::PlayYearOfPlentyForOil { .. }))
            .expect("a game of 60 lets a seat play Year of Plenty for oil");
        let page = |at: &(AnyState, Seat), asked: Option<&Sent>, typed: Option<&Sent>| {
            let (state, seat) = at;
            let view = state.view(Viewer::Seat(*seat));
            let legal = state.legal_commands(*seat);
            PlayPage::new(PlayInput::<OilSprings> {
                lang: crate::lang::Lang::En,
                game_id: uuid::Uuid::nil(),
                action: "/play/t",
                seat: *seat,
                view: own(&view),
                legal: &own_legal(&legal),
                names: &names,
                events: &[],
                pick: None,
                asked,
                undone: &[],
                typed,
                notice: None,
                version: 1,
            })
        };
        for (at, class) in [(&plenty, "oil-plenty"), (&mono, "oil-monopoly")] {
            let html = page(at, None, None).render().expect("renders");
            assert!(
                html.contains(&format!(
                    "<form method=\"get\" action=\"/play/t\" class=\"panel {class}\""
                )),
                "{class} asks first"
            );
        }
        let sent =
            |pairs: &[(&str, &str)]| Sent::from_pairs(pairs.iter().map(|(k, v)| (*k, Some(*v))));
        let mono = page(
            &mono,
            Some(&sent(&[("act", "monopoly"), ("resource", "oil")])),
            None,
        )
        .frame
        .confirm
        .expect("a confirm step");
        assert_eq!(mono.title, "Play Monopoly on oil?");
        assert_eq!(mono.fields, [("resource", "oil".to_owned())]);
        assert_eq!(mono.buttons[0].act, "monopoly");
        let confirm = page(
            &plenty,
            Some(&sent(&[
                ("act", "year_of_plenty"),
                ("first", "oil"),
                ("second", "ore"),
            ])),
            None,
        )
        .frame
        .confirm
        .expect("a confirm step");
        assert_eq!(
            confirm.title,
            "Play Year of Plenty and take 1 oil and 1 ore?"
        );
        assert_eq!(
            confirm.fields,
            [("first", "oil".to_owned()), ("second", "ore".to_owned())]
        );
        let two = page(
            &plenty,
            Some(&sent(&[
                ("act", "year_of_plenty"),
                ("first", "oil"),
                ("second", "oil"),
            ])),
            None,
        )
        .frame
        .confirm
        .expect("a confirm step");
        assert_eq!(two.title, "Play Year of Plenty and take 2 oil?");
        let refused = page(
            &plenty,
            None,
            Some(&sent(&[
                ("act", "year_of_plenty"),
                ("first", "oil"),
                ("second", "grain"),
            ])),
        )
        .render()
        .expect("renders");
        let form = &refused[refused.find("oil-plenty").expect("the oil form")..];
        let form = &form[..form.find("</form>").expect("its end")];
        assert!(form.contains("<option value=\"grain\" selected>"), "{form}");
    }

    /// A German seat reads the oil panel, the oil forms, the board's oil
    /// marks and how the game differs in German (issue #38).
    #[test]
    fn a_german_seat_reads_the_oil_part_of_its_page_in_german() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let played = play::<OilSpringsRules>(1, 3, Checks::None).expect("a game");
        let events: Vec<AnyEvent> = played.events.iter().cloned().map(AnyEvent::from).collect();
        let state = AnyState::fold(
            crate::rules::Ruleset::OilSprings,
            &events[..events.len() / 2],
        )
        .expect("registered");
        let seat = state.waiting_for()[0];
        let view = state.view(Viewer::Seat(seat));
        let legal = state.legal_commands(seat);
        let page = |lang| {
            PlayPage::new(PlayInput::<OilSprings> {
                lang,
                game_id: uuid::Uuid::nil(),
                action: "/play/t",
                seat,
                view: own(&view),
                legal: &own_legal(&legal),
                names: &names,
                events: &[],
                pick: None,
                asked: None,
                undone: &[],
                typed: None,
                notice: None,
                version: 1,
            })
            .render()
            .expect("renders")
        };
        let german = page(crate::lang::Lang::De);
        for words in [
            "<h2 id=\"oil-h\">Ölquellen</h2>",
            "Katastrophenfeld: ",
            "Öl im Vorrat: <strong>",
            ">ÖL</text>",
            "Mit ÖL markierte Felder sind Ölquellen",
            "Regelauslegung (offizielle FAQ)",
        ] {
            assert!(german.contains(words), "{words}: {german}");
        }
        for words in [
            "Disaster track",
            "Oil in the supply",
            ">OIL</text>",
            "Hexes marked OIL are oil springs",
            "an oil spring gives only oil",
            "Champion of the Environment",
        ] {
            assert!(!german.contains(words), "{words}");
        }
        let english = page(crate::lang::Lang::En);
        assert!(english.contains("Disaster track: "));
        assert!(english.contains("Hexes marked OIL are oil springs"));
    }

    /// The host page's board (the public board) carries the springs too.
    #[test]
    fn the_public_board_marks_the_springs() {
        let played = play::<OilSpringsRules>(1, 3, Checks::None).expect("a game");
        let view = crate::rules::classic::view(&played.state, Viewer::Spectator);
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let marks = crate::views::marks(&names, 3);
        let board = <OilSpringsRules as Present>::public_board(&view, &marks);
        assert!(board.to_string().contains(">OIL</text>"));
    }

    /// The public page of a game that ended with the island abandoned says
    /// so, and lists the disaster in words.
    #[test]
    fn an_abandoned_game_reads_as_over_with_no_winner() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let found = (0..300).find_map(|seed| {
            let played = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?;
            played
                .events
                .iter()
                .any(|e| matches!(e, Event::Scenario(OilEvent::IslandAbandoned { .. })))
                .then_some(played)
        });
        let Some(played) = found else {
            panic!("no game of 300 was abandoned");
        };
        let events = &played.events;
        let state = AnyState::from(played.state.clone());
        let view = state.view(Viewer::Spectator);
        let from = events.len() - 4;
        let recent: Vec<_> = (from as u64 + 1..)
            .zip(events[from..].iter().cloned())
            .collect();
        let html = GamePage::new::<OilSprings>(
            crate::lang::Lang::En,
            uuid::Uuid::nil(),
            own(&view),
            &names,
            &recent,
        )
        .render()
        .expect("renders");
        assert!(html.contains("Catan was abandoned"), "the outcome");
        assert!(html.contains("nobody won"), "no winner");
        assert!(
            html.contains("Catan is abandoned and nobody wins"),
            "the event in words"
        );
        let seat = state.view(Viewer::Seat(Seat(0)));
        let page = PlayPage::new(PlayInput::<OilSprings> {
            lang: crate::lang::Lang::En,
            game_id: uuid::Uuid::nil(),
            action: "/play/t",
            seat: Seat(0),
            view: own(&seat),
            legal: &[],
            names: &names,
            events: &recent,
            pick: None,
            asked: None,
            undone: &[],
            typed: None,
            notice: None,
            version: 1,
        });
        assert!(page.finished, "the seat page says the game is over");
    }

    /// oil-springs.txt §Using Oil, §Environmental Effects: through whole
    /// random games, whenever the seat may use oil for resources or make a
    /// metropolis, the confirm step says how full the disaster track will
    /// be after it (1 oil up, or 2) and what a disaster does at 5, and
    /// "What you can do with oil" names the metropolis.
    #[test]
    fn the_oil_and_metropolis_confirms_say_how_full_the_disaster_track_will_be() {
        use crate::rules::contract::Rules;
        use crate::views::common::form::Sent;
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let (mut converts, mut metropolises) = (0, 0);
        for seed in 0..8 {
            let played = play::<OilSpringsRules>(seed, 3, Checks::None).expect("a game");
            let mut state = <OilSpringsRules as Rules>::State::default();
            for e in &played.events {
                OilSpringsRules::evolve(&mut state, e);
                let Some(me) = state.phase.current() else {
                    continue;
                };
                let legal = OilSpringsRules::legal_commands(&state, me);
                let view = OilSpringsRules::view(&state, Viewer::Seat(me));
                let track = view.scenario.as_ref().expect("oil").track;
                let page = |pick: Option<&str>, asked: Option<&Sent>| {
                    PlayPage::new(PlayInput::<OilSprings> {
                        lang: crate::lang::Lang::En,
                        game_id: uuid::Uuid::nil(),
                        action: "/play/t",
                        seat: me,
                        view: &view,
                        legal: &legal,
                        names: &names,
                        events: &[],
                        pick,
                        asked,
                        undone: &[],
                        typed: None,
                        notice: None,
                        version: 1,
                    })
                    .render()
                    .expect("renders")
                };
                let confirm = |html: &str| {
                    let at = html.find("<div id=\"confirm\"").expect("a confirm");
                    let end = html[at..]
                        .find("<div class=\"buttons\">")
                        .expect("its buttons");
                    html[at..at + end].to_owned()
                };
                for c in legal.iter().filter_map(Command::scenario) {
                    match c {
                        OilCommand::ConvertOil { resource } if converts < 12 => {
                            converts += 1;
                            let asked = Sent::from_pairs([
                                ("act", Some("convert_oil")),
                                ("resource", Some(resource.name())),
                            ]);
                            let html = page(None, Some(&asked));
                            let box_ = confirm(&html);
                            assert!(
                                box_.contains(&format!("Use 1 oil for 2 {}?", resource.name())),
                                "{box_}"
                            );
                            assert!(
                                box_.contains(&format!(
                                    "The disaster track goes from {track} to {} of 5",
                                    track + 1
                                )),
                                "{box_}"
                            );
                            assert!(box_.contains("a 7 floods the coasts"), "{box_}");
                            assert!(html
                                .contains("A metropolis takes 1 brick, 1 grain, 1 ore and 2 oil"));
                        }
                        OilCommand::BuildMetropolis { node } if metropolises < 6 => {
                            metropolises += 1;
                            let html = page(Some(&format!("upgrade-{node}")), None);
                            let box_ = confirm(&html);
                            assert!(box_.contains("It costs 1 brick, 1 grain, 1 ore and 2 oil."));
                            assert!(
                                box_.contains(&format!(
                                    "The disaster track goes from {track} to {} of 5",
                                    track + 2
                                )),
                                "{box_}"
                            );
                            assert!(
                                html.contains("1 of your cities is marked")
                                    || html.contains("of your cities are marked")
                            );
                        }
                        _ => {}
                    }
                }
            }
        }
        assert!(
            converts == 12 && metropolises > 0,
            "only {converts} conversions and {metropolises} metropolises"
        );
    }
}
