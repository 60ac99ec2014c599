//! Which language a request's reader reads. A seat's link reads in the
//! seat's own language (its choice, which starts as the game's); the host's
//! link in the game's; a person's link in the person's (their choice, else
//! their newest seat's); a page without a link (the front page, a game's
//! spectator and history pages, any other) in the language `?lang=` names,
//! else the one the browser's `Accept-Language` prefers among those the
//! server speaks, else the game's, else English.

use super::AppState;
use crate::language::Lang;
use crate::rules::Seat;
use actix_web::http::header::{HeaderMap, ACCEPT_LANGUAGE};
use uuid::Uuid;

/// What a request says of its reader, read from its address and headers
/// alone (no database).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    /// The path's link, if it is one: what kind, and its token or id.
    link: Link,
    /// The language `?lang=` names, if it names one the server speaks.
    query: Option<Lang>,
    /// The language the browser prefers, if it names one the server speaks.
    browser: Option<Lang>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Link {
    Seat(String),
    Host(String),
    Me(String),
    Game(Uuid),
    None,
}

impl Asked {
    /// What a request to `path?query` with `headers` says of its reader.
    pub fn of(path: &str, query: &str, headers: &HeaderMap) -> Asked {
        let mut parts = path.trim_start_matches('/').split('/');
        let (kind, key) = (parts.next().unwrap_or_default(), parts.next());
        let token = key.filter(|t| crate::token::looks_like_token(t));
        let link = match (kind, token, key) {
            ("play", Some(token), _) => Link::Seat(token.to_owned()),
            ("host", Some(token), _) => Link::Host(token.to_owned()),
            ("me", Some(token), _) => Link::Me(token.to_owned()),
            ("games", _, Some(id)) => Uuid::parse_str(id).map_or(Link::None, Link::Game),
            _ => Link::None,
        };
        let query = url_query_lang(query);
        let browser = headers
            .get(ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Lang::negotiate);
        Asked {
            link,
            query,
            browser,
        }
    }

    /// The language named by the request alone, for a page that has no
    /// game behind it (the front page): `?lang=`, then the browser's, then
    /// English.
    pub fn without_game(&self) -> Lang {
        self.query.or(self.browser).unwrap_or_default()
    }

    /// The language the request names by itself (`?lang=`, then the
    /// browser's), if any.
    pub fn query_or_browser(&self) -> Option<Lang> {
        self.query.or(self.browser)
    }

    /// The language of a page without a seat in a game whose language is
    /// `game`: `?lang=`, then the browser's, then the game's.
    pub fn in_game(&self, game: Lang) -> Lang {
        self.query_or_browser().unwrap_or(game)
    }

    /// The reader's language, looking up the seat's or the game's where
    /// the link names one. A link that opens nothing, or a database that
    /// does not answer, leaves the request's own choice.
    pub async fn lang(&self, state: &AppState) -> Lang {
        let service = &state.service;
        let looked_up = match &self.link {
            Link::Seat(token) => match service.seat_for_token(token).await {
                Ok((game, seat)) => seat_language(state, game, seat).await,
                Err(_) => None,
            },
            Link::Host(token) => match service.game_for_host_token(token).await {
                Ok(game) => service.game_language(game).await.ok(),
                Err(_) => None,
            },
            Link::Me(token) => {
                if let Some(lang) = self.query {
                    return lang;
                }
                service.my_language(token).await.ok().flatten()
            }
            Link::Game(id) => {
                if let Some(lang) = self.query.or(self.browser) {
                    return lang;
                }
                service.game_language(*id).await.ok()
            }
            Link::None => None,
        };
        looked_up.unwrap_or_else(|| self.without_game())
    }
}

/// The language a request names by itself (`?lang=`, then the browser's,
/// then English), for an answer that asks no database.
pub fn of_request(req: &actix_web::HttpRequest) -> Lang {
    Asked::of(req.path(), req.query_string(), req.headers()).without_game()
}

/// The language the request's `?lang=` names, if any: a page that keeps
/// its reader's choice passes it on to the addresses it leads to.
pub fn query_of(req: &actix_web::HttpRequest) -> Option<Lang> {
    url_query_lang(req.query_string())
}

async fn seat_language(state: &AppState, game: Uuid, seat: Seat) -> Option<Lang> {
    state.service.seat_language(game, seat).await.ok()
}

/// The language a query string's `lang` names, if it names one the server
/// speaks (the first `lang` counts).
fn url_query_lang(query: &str) -> Option<Lang> {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::from_code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::HeaderValue;

    fn headers(accept: Option<&str>) -> HeaderMap {
        let mut map = HeaderMap::new();
        if let Some(accept) = accept {
            map.insert(ACCEPT_LANGUAGE, HeaderValue::from_str(accept).unwrap());
        }
        map
    }

    #[test]
    fn a_page_without_a_game_reads_in_the_query_s_language_then_the_browser_s_then_english() {
        let de = headers(Some("de-DE,de;q=0.9"));
        assert_eq!(Asked::of("/", "", &de).without_game(), Lang::De);
        assert_eq!(Asked::of("/", "lang=en", &de).without_game(), Lang::En);
        assert_eq!(
            Asked::of("/", "x=1&lang=de", &headers(None)).without_game(),
            Lang::De
        );
        // A language the server does not speak names none.
        assert_eq!(
            Asked::of("/", "lang=fr", &headers(Some("fr, it"))).without_game(),
            Lang::En
        );
    }

    #[test]
    fn a_game_s_page_falls_back_to_the_game_s_language_only_when_the_request_names_none() {
        let id = "0b9e8c3e-6a43-4b8e-9d4e-2f0c1a7b5d10";
        let path = format!("/games/{id}/history");
        let plain = Asked::of(&path, "", &headers(None));
        assert_eq!(plain.link, Link::Game(Uuid::parse_str(id).unwrap()));
        assert_eq!(plain.in_game(Lang::De), Lang::De);
        assert_eq!(
            Asked::of(&path, "", &headers(Some("en"))).in_game(Lang::De),
            Lang::En
        );
        assert_eq!(
            Asked::of(&path, "lang=de", &headers(Some("en"))).in_game(Lang::En),
            Lang::De
        );
    }

    #[test]
    fn only_a_token_as_the_server_makes_them_names_a_seat_or_host_link() {
        let token = "a".repeat(43);
        let none = headers(None);
        assert_eq!(
            Asked::of(&format!("/play/{token}/history"), "", &none).link,
            Link::Seat(token.clone())
        );
        assert_eq!(
            Asked::of(&format!("/host/{token}"), "", &none).link,
            Link::Host(token.clone())
        );
        assert_eq!(Asked::of("/play/short", "", &none).link, Link::None);
        assert_eq!(Asked::of("/games/not-an-id", "", &none).link, Link::None);
    }
}
