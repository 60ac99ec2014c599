//! What Oil Springs adds to the emails, in words: the oil a player may use
//! and the disaster track in a "your turn" email, a disaster and its effects
//! announced to every player, and the end of a game nobody won.
//!
//! Owns wording only, from the view and the events of one command (oil is
//! open information); the mail layer picks the emails and renders them.

use super::narrate;
use crate::lang::notice::Notice;
use crate::lang::Lang;
use crate::rules::classic::{Event, Phase, View};
use crate::rules::common::Board;
use crate::rules::oil_springs::{OilEvent, OilView};
use crate::rules::Seat;
use crate::views::common::notice::{MailExtras, News};
use crate::views::common::words::Names;

/// Everything Oil Springs adds to `seat`'s emails after one command:
/// `view` is the seat's view after it, `events` its events; in `lang`.
pub fn extras(
    lang: Lang,
    view: &View<OilView>,
    events: &[Event<OilEvent>],
    names: &Names,
    seat: Seat,
) -> MailExtras {
    let Some(oil) = view.scenario.as_ref() else {
        return MailExtras::default();
    };
    // The oil lines belong to the seat's own turn, not to the setup.
    let own_turn = matches!(
        view.phase,
        Phase::Roll { seat: s } | Phase::Main { seat: s } if s == seat
    );
    let discard = discard_lines(lang, view, oil, seat);
    MailExtras {
        turn: if own_turn {
            turn_lines(lang, oil, seat)
        } else {
            Vec::new()
        },
        discard_what: (!discard.is_empty()).then(|| lang.say(Notice::OilDiscardWhat)),
        discard,
        news: news(lang, events, names, &view.board),
        outcome: outcome(lang, oil, names, seat),
        map: false,
    }
}

/// What the scenario adds to `seat`'s "you must discard" email: its oil
/// counted toward the discard, and that oil may be discarded; nothing when
/// the seat holds no oil or owes no discard.
pub fn discard_lines(lang: Lang, view: &View<OilView>, oil: &OilView, seat: Seat) -> Vec<String> {
    let Phase::Discard { pending, .. } = &view.phase else {
        return Vec::new();
    };
    let Some(debt) = pending.iter().find(|d| d.seat == seat) else {
        return Vec::new();
    };
    let have = oil
        .players
        .iter()
        .find(|p| p.seat == seat)
        .map_or(0, |p| p.oil);
    if have == 0 {
        return Vec::new();
    }
    let cards = view
        .players
        .iter()
        .find(|p| p.seat == seat)
        .map_or(0, |p| p.cards);
    vec![lang.say(Notice::OilDiscard {
        cards,
        have,
        total: cards + u32::from(have),
        count: debt.count,
        most: have.min(debt.count),
    })]
}

/// What the scenario adds to `seat`'s "your turn" email: its oil, what it
/// may do with it, and where the disaster track stands.
pub fn turn_lines(lang: Lang, oil: &OilView, seat: Seat) -> Vec<String> {
    let mine = oil.players.iter().find(|p| p.seat == seat);
    let (have, sequestered) = mine.map_or((0, 0), |p| (p.oil, p.sequestered));
    let left = oil.track_limit.saturating_sub(oil.track);
    let mut lines = vec![lang.say(Notice::OilTrack {
        track: oil.track,
        limit: oil.track_limit,
        left,
    })];
    lines.push(lang.say(if have == 0 {
        Notice::OilNone { sequestered }
    } else {
        Notice::OilHave {
            have,
            sequestered,
            most: left.min(have),
        }
    }));
    if !oil.removed_tokens.is_empty() {
        lines.push(lang.say(Notice::OilPollution {
            count: oil.removed_tokens.len(),
        }));
    }
    lines
}

/// The disaster among one command's events, in words for every player, or
/// `None` when none struck.
pub fn news(lang: Lang, events: &[Event<OilEvent>], names: &Names, board: &Board) -> Option<News> {
    let oil: Vec<&OilEvent> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scenario(o) => Some(o),
            _ => None,
        })
        .collect();
    let start = oil
        .iter()
        .position(|e| matches!(e, OilEvent::DisasterRolled { .. }))?;
    let disaster = &oil[start..];
    let headline = disaster
        .iter()
        .rev()
        .find_map(|e| match e {
            OilEvent::IslandAbandoned { .. } => Some(Notice::OilHeadAbandoned),
            OilEvent::CoastFlooded { .. } => Some(Notice::OilHeadFlooded),
            OilEvent::HexPolluted { tile, .. } => Some(Notice::OilHeadPolluted {
                tile: crate::lang::story::tile(lang, board, *tile),
            }),
            OilEvent::SpringPolluted { .. } => Some(Notice::OilHeadSpring),
            _ => None,
        })
        .unwrap_or(Notice::OilHeadNothing);
    let headline = lang.say(headline);
    let mut lines: Vec<String> = disaster
        .iter()
        .filter(|e| {
            matches!(
                e,
                OilEvent::DisasterRolled { .. }
                    | OilEvent::CoastFlooded { .. }
                    | OilEvent::HexPolluted { .. }
                    | OilEvent::SpringPolluted { .. }
                    | OilEvent::IslandAbandoned { .. }
            )
        })
        .map(|e| narrate::event(lang, e, names, board))
        .collect();
    if disaster.len() == 1 {
        lines.push(lang.say(Notice::OilNothingHappened));
    }
    Some(News { headline, lines })
}

/// How a game nobody won ended, for the game-over email, in `lang`.
pub fn outcome(lang: Lang, oil: &OilView, names: &Names, seat: Seat) -> Option<String> {
    if !oil.abandoned {
        return None;
    }
    Some(lang.say(match oil.pyrrhic_victory {
        Some(c) if c == seat => Notice::OilOutcomeYou,
        Some(c) => Notice::OilOutcomeOther { who: names.of(c) },
        None => Notice::OilOutcomeNobody,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::TileId;
    use crate::rules::oil_springs::view::OilPlayer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    fn board() -> std::sync::Arc<Board> {
        crate::rules::classic::setup::board_from_layout(
            &crate::rules::oil_springs::board::fixed_layout(),
        )
    }

    fn view(track: u8, oil: u8) -> OilView {
        OilView {
            springs: vec![TileId(9)],
            supply: 10,
            lost: 0,
            players: (0..3)
                .map(|i| OilPlayer {
                    seat: Seat(i),
                    oil,
                    sequestered: 0,
                })
                .collect(),
            metropolises: Vec::new(),
            metropolis_tokens_left: 4,
            track,
            track_limit: 5,
            removed_tokens: Vec::new(),
            champion: Some(Seat(2)),
            robber_on_board: false,
            used_oil_this_turn: false,
            sequestered_this_turn: false,
            oil_terms: Vec::new(),
            points_to_win: 12,
            abandoned: false,
            pyrrhic_victory: None,
        }
    }

    #[test]
    fn your_turn_tells_the_oil_you_may_use_before_the_next_disaster() {
        let lines = turn_lines(Lang::En, &view(3, 4), Seat(1));
        assert_eq!(
            lines[0],
            "The disaster track stands at 3 of 5: 2 more oil used brings the next disaster."
        );
        assert!(lines[1].starts_with("You have 4 oil:"), "{}", lines[1]);
        assert!(lines[1].contains("up to 2 this turn"), "{}", lines[1]);
        assert_eq!(
            turn_lines(Lang::En, &view(0, 0), Seat(1))[1],
            "You have no oil."
        );
    }

    #[test]
    fn a_disaster_is_news_with_its_dice_and_effects() {
        let events = [
            Event::Scenario(OilEvent::DisasterRolled {
                seat: Seat(0),
                dice: [5, 6],
            }),
            Event::Scenario(OilEvent::HexPolluted {
                tile: TileId(0),
                number: 11,
            }),
            Event::TurnEnded {
                seat: Seat(0),
                next: Seat(1),
            },
        ];
        let b = board();
        let news = news(Lang::En, &events, &names(), &b).expect("a disaster");
        assert!(news.headline.starts_with("Disaster: pollution destroyed"));
        assert_eq!(news.lines.len(), 2);
        assert!(news.lines[0].contains("5 + 6 = 11"), "{:?}", news.lines);
        let quiet = [Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        }];
        assert_eq!(super::news(Lang::En, &quiet, &names(), &b), None);
    }

    /// issue #38: a German seat reads its oil, the disaster track, a
    /// disaster's news and a game nobody won in German.
    #[test]
    fn oil_lines_and_a_disaster_read_in_german() {
        let lines = turn_lines(Lang::De, &view(3, 4), Seat(1));
        assert_eq!(
            lines[0],
            "Der Katastrophenfeld-Chip steht auf 3 von 5: Noch 2 genutztes Öl bringt die nächste \
             Katastrophe."
        );
        assert!(lines[1].starts_with("Du hast 4 Öl: "), "{}", lines[1]);
        assert!(lines[1].contains("bis zu 2"), "{}", lines[1]);
        assert_eq!(
            turn_lines(Lang::De, &view(0, 0), Seat(1))[1],
            "Du hast kein Öl."
        );
        let events = [
            Event::Scenario(OilEvent::DisasterRolled {
                seat: Seat(0),
                dice: [5, 6],
            }),
            Event::Scenario(OilEvent::HexPolluted {
                tile: TileId(0),
                number: 11,
            }),
        ];
        let b = board();
        let news = news(Lang::De, &events, &names(), &b).expect("a disaster");
        assert!(
            news.headline
                .starts_with("Katastrophe: Die Verschmutzung hat "),
            "{}",
            news.headline
        );
        assert!(news.lines[0].contains("5 + 6 = 11"), "{:?}", news.lines);
        assert!(
            news.lines[0].contains("Katastrophenwürfel"),
            "{:?}",
            news.lines
        );
        let mut v = view(0, 0);
        v.abandoned = true;
        v.pyrrhic_victory = Some(Seat(2));
        let told = outcome(Lang::De, &v, &names(), Seat(0)).expect("an outcome");
        assert!(
            told.contains("Cleo erringt als Umweltschützer den Pyrrhussieg"),
            "{told}"
        );
    }

    #[test]
    fn an_abandoned_island_names_the_pyrrhic_victor() {
        let mut v = view(0, 0);
        assert_eq!(outcome(Lang::En, &v, &names(), Seat(0)), None);
        v.abandoned = true;
        v.pyrrhic_victory = Some(Seat(2));
        let told = outcome(Lang::En, &v, &names(), Seat(0)).expect("an outcome");
        assert!(
            told.contains("Cleo, the Champion of the Environment, achieves the Pyrrhic Victory")
        );
        let own = outcome(Lang::En, &v, &names(), Seat(2)).expect("an outcome");
        assert!(own.contains("you, as Champion of the Environment"));
    }
}
