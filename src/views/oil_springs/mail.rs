//! What Oil Springs adds to the emails, in words: the oil a player may use
//! and the disaster track in a "your turn" email, a disaster and its effects
//! announced to every player, and the end of a game nobody won.
//!
//! Owns wording only, from the view and the events of one command (oil is
//! open information); the mail layer picks the emails and renders them.

use super::narrate;
use crate::lang::Lang;
use crate::rules::classic::{Event, Phase, View};
use crate::rules::common::Board;
use crate::rules::oil_springs::{OilEvent, OilView};
use crate::rules::Seat;
use crate::views::common::notice::{MailExtras, News};
use crate::views::common::words::Names;

/// Everything Oil Springs adds to `seat`'s emails after one command:
/// `view` is the seat's view after it, `events` its events.
pub fn extras(
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
    let discard = discard_lines(view, oil, seat);
    MailExtras {
        turn: if own_turn {
            turn_lines(oil, seat)
        } else {
            Vec::new()
        },
        discard_what: (!discard.is_empty()).then(|| "cards or oil".to_owned()),
        discard,
        news: news(events, names, &view.board),
        outcome: outcome(oil, names, seat),
    }
}

/// What the scenario adds to `seat`'s "you must discard" email: its oil
/// counted toward the discard, and that oil may be discarded; nothing when
/// the seat holds no oil or owes no discard.
pub fn discard_lines(view: &View<OilView>, oil: &OilView, seat: Seat) -> Vec<String> {
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
    vec![format!(
        "Your oil counts toward the discard: you hold {cards} resource card{} and {have} oil, \
         {} in all, so you discard {} of them, and you may discard oil among them (up to {}).",
        if cards == 1 { "" } else { "s" },
        cards + u32::from(have),
        debt.count,
        have.min(debt.count)
    )]
}

/// What the scenario adds to `seat`'s "your turn" email: its oil, what it
/// may do with it, and where the disaster track stands.
pub fn turn_lines(oil: &OilView, seat: Seat) -> Vec<String> {
    let mine = oil.players.iter().find(|p| p.seat == seat);
    let (have, sequestered) = mine.map_or((0, 0), |p| (p.oil, p.sequestered));
    let left = oil.track_limit.saturating_sub(oil.track);
    let mut lines = vec![format!(
        "The disaster track stands at {} of {}: {}",
        oil.track,
        oil.track_limit,
        if left == 0 {
            "a disaster strikes at the end of this turn.".to_owned()
        } else {
            format!("{left} more oil used brings the next disaster.")
        }
    )];
    lines.push(if have == 0 {
        format!(
            "You have no oil{}.",
            if sequestered > 0 {
                format!(" (you sequestered {sequestered})")
            } else {
                String::new()
            }
        )
    } else {
        format!(
            "You have {have} oil{}: on your turn use 1 for 2 of a resource, or 2 (with 1 \
             brick, 1 grain and 1 ore) to make a city a metropolis, up to {} this turn; or \
             sequester 1 instead.",
            if sequestered > 0 {
                format!(" and have sequestered {sequestered}")
            } else {
                String::new()
            },
            left.min(have)
        )
    });
    if !oil.removed_tokens.is_empty() {
        lines.push(format!(
            "Pollution has taken {} of the 5 number tokens that end the game.",
            oil.removed_tokens.len()
        ));
    }
    lines
}

/// The disaster among one command's events, in words for every player, or
/// `None` when none struck.
pub fn news(events: &[Event<OilEvent>], names: &Names, board: &Board) -> Option<News> {
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
            OilEvent::IslandAbandoned { .. } => Some("Catan is abandoned: nobody wins".to_owned()),
            OilEvent::CoastFlooded { .. } => Some("Disaster: the coasts flooded".to_owned()),
            OilEvent::HexPolluted { tile, .. } => Some(format!(
                "Disaster: pollution destroyed {}",
                crate::views::classic::narrate::tile(board, *tile)
            )),
            OilEvent::SpringPolluted { .. } => {
                Some("Disaster: pollution struck an oil spring".to_owned())
            }
            _ => None,
        })
        .unwrap_or_else(|| "Disaster: the dice found nothing left to strike".to_owned());
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
        .map(|e| narrate::event(Lang::En, e, names, board))
        .collect();
    if disaster.len() == 1 {
        lines.push("No hex carries that number any more, so nothing happened.".to_owned());
    }
    Some(News { headline, lines })
}

/// How a game nobody won ended, for the game-over email.
pub fn outcome(oil: &OilView, names: &Names, seat: Seat) -> Option<String> {
    if !oil.abandoned {
        return None;
    }
    Some(match oil.pyrrhic_victory {
        Some(c) if c == seat => "Catan was abandoned when pollution took the fifth number token: nobody \
                                 won, but you, as Champion of the Environment, achieve the \
                                 Pyrrhic Victory."
            .to_owned(),
        Some(c) => format!(
            "Catan was abandoned when pollution took the fifth number token: nobody won. {}, the Champion \
             of the Environment, achieves the Pyrrhic Victory.",
            names.of(c)
        ),
        None => "Catan was abandoned when pollution took the fifth number token: nobody won, and nobody \
                 held the Champion of the Environment."
            .to_owned(),
    })
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
        let lines = turn_lines(&view(3, 4), Seat(1));
        assert_eq!(
            lines[0],
            "The disaster track stands at 3 of 5: 2 more oil used brings the next disaster."
        );
        assert!(lines[1].starts_with("You have 4 oil:"), "{}", lines[1]);
        assert!(lines[1].contains("up to 2 this turn"), "{}", lines[1]);
        assert_eq!(turn_lines(&view(0, 0), Seat(1))[1], "You have no oil.");
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
        let news = news(&events, &names(), &b).expect("a disaster");
        assert!(news.headline.starts_with("Disaster: pollution destroyed"));
        assert_eq!(news.lines.len(), 2);
        assert!(news.lines[0].contains("5 + 6 = 11"), "{:?}", news.lines);
        let quiet = [Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        }];
        assert_eq!(super::news(&quiet, &names(), &b), None);
    }

    #[test]
    fn an_abandoned_island_names_the_pyrrhic_victor() {
        let mut v = view(0, 0);
        assert_eq!(outcome(&v, &names(), Seat(0)), None);
        v.abandoned = true;
        v.pyrrhic_victory = Some(Seat(2));
        let told = outcome(&v, &names(), Seat(0)).expect("an outcome");
        assert!(
            told.contains("Cleo, the Champion of the Environment, achieves the Pyrrhic Victory")
        );
        let own = outcome(&v, &names(), Seat(2)).expect("an outcome");
        assert!(own.contains("you, as Champion of the Environment"));
    }
}
