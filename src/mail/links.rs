//! The email that sends a person the links of their games, asked for on
//! the front page ("Lost your links?"): one letter listing each game (its
//! title for the person, the name they play under, whether it is over)
//! by reference to its seat, and the person's page of all their games.
//! The links are never stored: the letter in the outbox names each game
//! and seat, and the mail worker puts the links in ([`fill`]) when it
//! sends it, as it does a seat's link in any other email.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::kind;
use super::letter::{self, Content, Letter};
use crate::game::links::{LinkError, Links};
use crate::game::mail_writer::LinksFacts;
use crate::game::outbox::{ClaimedMail, MailBody, NewMail};

/// "Your games at Slow Catan": every game of the person, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinksEmail {
    pub games: Vec<LinkedGame>,
}

/// One game of the person, as the email lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkedGame {
    /// The game and the person's seat in it, whose link the worker puts in.
    pub game: Uuid,
    pub seat: u8,
    /// The game as the person calls it: "Catan: Frenemies with Bert and
    /// Zoë" ([`letter::game_for`]).
    pub title: String,
    /// The name the person plays under in it.
    pub name: String,
    /// The game is over.
    pub over: bool,
    /// The seat's link: never stored (the outbox holds none), put in by
    /// [`fill`] just before the email is rendered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

/// The email of `facts`: to the address as the person's newest seat
/// writes it, in that seat's language, every game listed with its seat.
pub fn links_mail(facts: &LinksFacts<'_>) -> NewMail {
    let lang = facts.lang;
    let games = facts
        .games
        .iter()
        .map(|g| {
            let title = crate::lang::rulesets::title(lang, g.ruleset);
            LinkedGame {
                game: g.game,
                seat: g.seat.0,
                title: letter::game_for(lang, &title, &g.names.0, Some(g.seat.0)),
                name: g.names.of(g.seat),
                over: g.over,
                link: None,
            }
        })
        .collect();
    letter::mail(
        lang,
        kind::LINKS,
        None,
        facts.email,
        Content::Links(LinksEmail { games }),
    )
}

/// `row` with each of its games' seat links put into its letter, for the
/// worker to render at once (never to store): a seat whose token was not
/// kept is linked to its game's public page. A row of another kind, or
/// one whose letter does not read, is returned as it is.
pub async fn fill(links: &Links, row: &ClaimedMail) -> Result<Option<ClaimedMail>, LinkError> {
    let MailBody::Letter(stored) = &row.body else {
        return Ok(None);
    };
    let Ok(mut letter) = Letter::from_value(stored) else {
        return Ok(None);
    };
    let Content::Links(email) = &mut letter.content else {
        return Ok(None);
    };
    for game in &mut email.games {
        let link = match links.seat_link(game.game, game.seat).await? {
            Some(link) => link,
            None => format!("{}/games/{}", links.base_url(), game.game),
        };
        game.link = Some(link);
    }
    Ok(Some(ClaimedMail {
        body: MailBody::Letter(letter.to_value()),
        ..row.clone()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::mail_writer::LinkedSeat;
    use crate::lang::Lang;
    use crate::rules::{Names, Ruleset, Seat};
    use std::time::SystemTime;

    fn facts_games() -> Vec<LinkedSeat> {
        vec![
            LinkedSeat {
                game: Uuid::from_u128(2),
                seat: Seat(2),
                ruleset: Ruleset::DEFAULT,
                names: Names(vec!["Bert".into(), "Zoë".into(), "Annie".into()]),
                over: false,
            },
            LinkedSeat {
                game: Uuid::from_u128(1),
                seat: Seat(0),
                ruleset: Ruleset::DEFAULT,
                names: Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]),
                over: true,
            },
        ]
    }

    fn filled(mail: &NewMail) -> Letter {
        let mut letter = Letter::from_value(&mail.letter).unwrap();
        if let Content::Links(email) = &mut letter.content {
            for g in &mut email.games {
                g.link = Some(format!("https://catan.example.org/play/T{}", g.seat));
            }
        }
        letter
    }

    #[test]
    fn the_stored_letter_names_games_and_seats_but_holds_no_link() {
        let games = facts_games();
        let mail = links_mail(&LinksFacts {
            email: "Anna@Example.org",
            lang: Lang::En,
            games: &games,
        });
        assert_eq!(mail.kind, kind::LINKS);
        assert_eq!(mail.seat, None);
        assert_eq!(mail.recipient, "Anna@Example.org");
        assert_eq!(mail.subject, "Your games at Slow Catan");
        assert_eq!(letter::lang_of(&mail), Lang::En);
        let stored = mail.letter.to_string();
        assert!(!stored.contains("\"link\""), "{stored}");
        assert!(!stored.contains("http"), "{stored}");
        assert!(stored.contains(&Uuid::from_u128(2).to_string()), "{stored}");
    }

    #[test]
    fn the_email_lists_each_game_with_its_seat_link_and_the_person_s_page() {
        let games = facts_games();
        let mail = links_mail(&LinksFacts {
            email: "anna@example.org",
            lang: Lang::En,
            games: &games,
        });
        let me = "https://catan.example.org/me/M3";
        let bodies = filled(&mail).render_for("%SEAT_LINK%", Some(me), SystemTime::now());
        let text = &bodies.text;
        for needle in [
            "Catan with Bert and Zoë",
            "You play as Annie.",
            "https://catan.example.org/play/T2",
            "Catan with Bert and Cleo",
            "You play as Anna. The game is over.",
            "https://catan.example.org/play/T0",
            me,
            "If you did not ask for this, ignore this email: the links went only to\nthis address.",
        ] {
            assert!(text.contains(needle), "{needle:?} in {text}");
        }
        assert!(!text.contains("%SEAT_LINK%"), "{text}");
        let at = |n: &str| text.find(n).unwrap();
        assert!(at("Zoë") < at("Cleo"), "newest first: {text}");
        let html = &bodies.html;
        assert!(
            html.contains("href=\"https://catan.example.org/play/T2\""),
            "{html}"
        );
        assert!(html.contains(&format!("href=\"{me}\"")), "{html}");
        assert!(html.contains("Zoë"), "{html}");
        assert!(!html.contains("%SEAT_LINK%"), "{html}");
    }

    #[test]
    fn the_email_is_german_for_a_person_whose_newest_seat_reads_german() {
        let games = facts_games();
        let mail = links_mail(&LinksFacts {
            email: "anna@example.org",
            lang: Lang::De,
            games: &games,
        });
        assert_eq!(mail.subject, "Deine Spiele bei Slow Catan");
        let bodies =
            filled(&mail).render_for("%SEAT_LINK%", Some("https://x/me/M"), SystemTime::now());
        for needle in [
            "Catan mit Bert und Zoë",
            "Du spielst als Annie.",
            "Das Spiel ist vorbei.",
        ] {
            assert!(
                bodies.text.contains(needle),
                "{needle:?} in {}",
                bodies.text
            );
        }
        assert!(
            bodies.html.contains("<html lang=\"de\">"),
            "{}",
            bodies.html
        );
        for english in ["Your ", "You play", "If you did not", " the "] {
            assert!(
                !bodies.text.contains(english),
                "{english:?} in {}",
                bodies.text
            );
            assert!(
                !bodies.html.contains(english),
                "{english:?} in {}",
                bodies.html
            );
        }
    }
}
