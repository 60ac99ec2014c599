//! Why a request to create a game was refused (`request.ftl`): its players'
//! names, addresses and languages, worded from the game's facts
//! ([`PlayersRefused`], with the input rule in `text`).

use super::{phrases, Lang};
use crate::text::PlayersRefused;

phrases! {
    /// A refused request's reason. Names and addresses come quoted as the
    /// API quotes them.
    pub enum Request in "request" {
        NameLength { max: usize } = "request-name-length",
        NotAnAddress { email: String } = "request-not-an-address",
        SameName { name: String } = "request-same-name",
        LookAlike { name: String, other: String } = "request-look-alike",
        SameAddress { email: String } = "request-same-address",
        UnknownGameLanguage { code: String, codes: String } = "request-unknown-game-language",
        UnknownPlayerLanguage { code: String, codes: String } = "request-unknown-player-language",
    }
}

/// Why the players were refused, in `lang`.
pub fn word(lang: Lang, refused: &PlayersRefused) -> String {
    let quoted = |s: &String| format!("{s:?}");
    lang.say(match refused {
        PlayersRefused::NameLength { max } => Request::NameLength { max: *max },
        PlayersRefused::NotAnAddress { email } => Request::NotAnAddress {
            email: quoted(email),
        },
        PlayersRefused::SameName { name } => Request::SameName { name: quoted(name) },
        PlayersRefused::LookAlike { name, other } => Request::LookAlike {
            name: quoted(name),
            other: quoted(other),
        },
        PlayersRefused::SameAddress { email } => Request::SameAddress {
            email: quoted(email),
        },
        PlayersRefused::UnknownLanguage { game, code } => {
            let codes: Vec<String> = Lang::ALL.iter().map(|l| l.code().to_owned()).collect();
            let (code, codes) = (quoted(code), super::list_and(lang, &codes));
            if *game {
                Request::UnknownGameLanguage { code, codes }
            } else {
                Request::UnknownPlayerLanguage { code, codes }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every() -> Vec<PlayersRefused> {
        let s = |t: &str| t.to_owned();
        vec![
            PlayersRefused::NameLength { max: 40 },
            PlayersRefused::NotAnAddress { email: s("anna") },
            PlayersRefused::SameName { name: s("Anna") },
            PlayersRefused::LookAlike {
                name: s("Anna"),
                other: s("Аnna"),
            },
            PlayersRefused::SameAddress {
                email: s("a@example.org"),
            },
            PlayersRefused::UnknownLanguage {
                game: true,
                code: s("fr"),
            },
            PlayersRefused::UnknownLanguage {
                game: false,
                code: s("fr"),
            },
        ]
    }

    #[test]
    fn the_english_reason_is_the_api_s_word_for_word() {
        for refused in every() {
            assert_eq!(word(Lang::En, &refused), refused.to_string());
        }
    }

    #[test]
    fn every_reason_is_worded_in_german() {
        for refused in every() {
            let german = word(Lang::De, &refused);
            assert_ne!(german, refused.to_string(), "{german}");
        }
        assert_eq!(
            word(
                Lang::De,
                &PlayersRefused::SameAddress {
                    email: "a@example.org".to_owned()
                }
            ),
            "Zwei Spieler haben die Adresse \"a@example.org\": Jeder Platz braucht eine eigene"
        );
    }
}
