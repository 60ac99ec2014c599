//! The end of a game in every ruleset (issue #35): after the winning move
//! every page (each seat's and the public one) shows the same final
//! standings, winner first, with each seat's points by source; its players'
//! table shows the same totals in the same order; its top box says the game
//! is over and who won, never who is next; and every hidden point and hand
//! is shown (base-catan.md §Victory: the hidden points are revealed).

use crate::app::{TestApp, TestGame};
use crate::pages::{get, seed_game_of};
use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
use slowcatan::rules::classic::Classic;
use slowcatan::rules::contract::Rules;
use slowcatan::rules::frenemies::FrenemiesRules;
use slowcatan::rules::oil_springs::OilSpringsRules;
use slowcatan::rules::{AnyEvent, Ruleset};
use slowcatan::simulate::{play, Checks};

const NAMES: [&str; 6] = ["Anna", "Bert", "Cleo", "Dan", "Eve", "Finn"];

/// A random finished game of `R`, seeded into the app.
pub(crate) async fn finished<R: Rules>(app: &TestApp, seed: u64, players: u8) -> TestGame
where
    AnyEvent: From<R::Event>,
{
    let played = play::<R>(seed, players, Checks::None).expect("a game");
    assert!(played.status.is_over(), "seed {seed} plays to the end");
    let events: Vec<AnyEvent> = played.events.into_iter().map(AnyEvent::from).collect();
    seed_game_of(app, R::RULESET, usize::from(players), &events).await
}

/// The text between `start` and the next `end` after it, from `from`.
fn between<'a>(html: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let i = html.find(start)? + start.len();
    let j = html[i..].find(end)? + i;
    Some(&html[i..j])
}

/// The players' table's rows: each player's name and points, in order.
fn table_points(html: &str) -> Vec<(String, u8)> {
    let section =
        between(html, "aria-labelledby=\"players-h\"", "</section>").expect("the players");
    let body = between(section, "<tbody>", "</tbody>").expect("the players' table");
    body.split("<tr")
        .skip(1)
        .map(|row| {
            let name = between(row, "aria-hidden=\"true\">", "\n")
                .and_then(|s| s.split_once("</span> "))
                .map(|(_, rest)| rest.split('<').next().unwrap_or("").trim().to_owned())
                .expect("a name");
            let points = between(row, "<td>", "</td>").expect("points");
            (name, points.parse().expect("a number"))
        })
        .collect()
}

/// The final standings' lines: each name and its points, in order.
fn standings(html: &str) -> Vec<(String, u8)> {
    let list = between(html, "<ol class=\"standings\">", "</ol>").expect("the final standings");
    list.split("<li>")
        .skip(1)
        .map(|li| {
            let name = between(li, "<strong class=\"standing-name\">", "</strong>").unwrap();
            let points = between(li, "<span class=\"standing-points\">", "</span>").unwrap();
            (name.to_owned(), points.parse().unwrap())
        })
        .collect()
}

/// Every page of `game` (`players` seats) after the end: the standings
/// equal the JSON view's (the rules' facts), winner first; the players'
/// table shows the same names and totals in the same order; the top box
/// names the result and nobody as next; every hidden point is shown.
/// True when the game had a winner.
async fn every_page_agrees(app: &TestApp, game: &TestGame, players: usize) -> bool {
    let api = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(api["status"], "finished");
    let winner = api["winner"].as_u64().map(|w| NAMES[w as usize]);
    let json = app.play(&game.tokens[0]).await;
    let facts: Vec<(String, u8)> = json["view"]["standings"]
        .as_array()
        .expect("the view's standings")
        .iter()
        .map(|s| {
            (
                NAMES[s["seat"].as_u64().unwrap() as usize].to_owned(),
                s["points"].as_u64().unwrap() as u8,
            )
        })
        .collect();
    assert_eq!(facts.len(), players);
    let hidden: Vec<&str> = json["view"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["scores"].as_array().unwrap())
        .filter_map(|x| match x["source"].as_str() {
            Some("VictoryPointCards") => Some("Victory Point card"),
            Some("Achievements") => Some("achievement"),
            _ => None,
        })
        .collect();
    let mut pages: Vec<(String, String)> = Vec::new();
    for (seat, token) in game.tokens.iter().enumerate() {
        let (status, html) = get(app, &format!("/play/{token}")).await;
        assert_eq!(status, 200);
        pages.push((format!("seat {seat}"), html));
    }
    let (status, html) = get(app, &format!("/games/{}", game.id)).await;
    assert_eq!(status, 200);
    pages.push(("the public page".to_owned(), html));
    for (page, html) in &pages {
        let listed = standings(html);
        assert_eq!(listed, facts, "{page}: the standings are the rules'");
        if let Some(w) = winner {
            assert_eq!(listed[0].0, w, "{page}: the winner first");
        }
        assert_eq!(
            table_points(html),
            listed,
            "{page}: the players' table shows the standings' totals in their order"
        );
        let top = between(html, "<section class=\"now", "</section>").expect("the top box");
        assert!(
            top.contains("The game is over") || (winner.is_none() && top.contains("nobody won")),
            "{page}: {top}"
        );
        assert!(!top.contains("is next"), "{page}: {top}");
        assert!(
            html.contains("id=\"hands-h\""),
            "{page}: the other hands are shown"
        );
        for word in &hidden {
            assert!(html.contains(word), "{page} shows the hidden {word}");
        }
    }
    winner.is_some()
}

#[tokio::test]
async fn a_finished_classic_game_of_four_shows_the_same_standings_on_every_page() {
    let app = TestApp::spawn().await;
    let game = finished::<Classic>(&app, 1, 4).await;
    assert!(every_page_agrees(&app, &game, 4).await, "someone won");
}

#[tokio::test]
async fn a_finished_classic_game_of_six_shows_the_same_standings_on_every_page() {
    let app = TestApp::spawn().await;
    let game = finished::<Classic>(&app, 2, 6).await;
    assert!(every_page_agrees(&app, &game, 6).await, "someone won");
}

#[tokio::test]
async fn a_finished_frenemies_game_shows_the_same_standings_and_every_seats_tokens() {
    let app = TestApp::spawn().await;
    let game = finished::<FrenemiesRules>(&app, 4, 4).await;
    assert!(every_page_agrees(&app, &game, 4).await, "someone won");
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(
        html.matches("s favor tokens").count() >= 4,
        "every seat's favor tokens are shown at the end"
    );
}

#[tokio::test]
async fn a_finished_oil_springs_game_shows_the_same_standings_on_every_page() {
    let app = TestApp::spawn().await;
    // Seed 5 ends with the island abandoned (nobody won), 6 and 9 with a
    // winner.
    let mut won = Vec::new();
    for seed in [5, 6, 9] {
        let game = finished::<OilSpringsRules>(&app, seed, 3).await;
        won.push(every_page_agrees(&app, &game, 3).await);
    }
    assert_eq!(
        won,
        [false, true, true],
        "one abandoned island, two winners"
    );
}

#[tokio::test]
async fn a_finished_baden_wuerttemberg_game_shows_the_same_standings_on_every_page() {
    let app = TestApp::spawn().await;
    let game = finished::<BadenWuerttemberg>(&app, 8, 4).await;
    assert_eq!(
        app.play(&game.tokens[0]).await["ruleset"],
        Ruleset::BadenWuerttemberg.name()
    );
    assert!(every_page_agrees(&app, &game, 4).await, "someone won");
}

/// `attr="…"` of one tag's text, if it has it.
fn attr(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(
        tag[start..start + len]
            .replace("&#39;", "'")
            .replace("&amp;", "&"),
    )
}

/// The fields a browser sends from the form on `html`: its inputs with a
/// value (checkboxes when checked) and each list's selected option.
fn form_fields(html: &str) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    for tag in html.split("<input").skip(1) {
        let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
        let (Some(name), value) = (attr(tag, "name"), attr(tag, "value")) else {
            continue;
        };
        let checkbox = attr(tag, "type").as_deref() == Some("checkbox");
        if checkbox && !tag.contains(" checked") {
            continue;
        }
        fields.push((name, value.unwrap_or_default()));
    }
    for select in html.split("<select").skip(1) {
        let head = &select[..select.find('>').unwrap_or(0)];
        let Some(name) = attr(head, "name") else {
            continue;
        };
        let body = &select[..select.find("</select>").unwrap_or(select.len())];
        let chosen = body
            .split("<option")
            .skip(1)
            .find(|o| o[..o.find('>').unwrap_or(0)].contains(" selected"))
            .or_else(|| body.split("<option").nth(1));
        if let Some(option) = chosen.and_then(|o| attr(&o[..o.find('>').unwrap_or(0)], "value")) {
            fields.push((name, option));
        }
    }
    fields
}

/// issue #39, Play again: the host page of a finished game offers a new
/// game with the same players; the new-game form comes filled in with its
/// ruleset and players (in seat order, the host first), and sent as it
/// stands it creates a new game that invites the same four addresses. A
/// game still under way offers nothing, and its address answers 404.
#[tokio::test]
async fn the_host_of_a_finished_game_starts_a_new_one_with_the_same_players() {
    let app = TestApp::spawn().await;
    let game = finished::<Classic>(&app, 1, 4).await;
    // Cleo read that game in German; the new one keeps it.
    app.service
        .set_seat_language(
            game.id,
            slowcatan::rules::Seat(2),
            slowcatan::lang::Lang::De,
        )
        .await
        .unwrap();
    let host = app.get_url(&game.host_url).await.text().await.unwrap();
    let again = format!("{}/again", game.host_url);
    let path = again.trim_start_matches(&app.address).to_owned();
    assert!(host.contains(&format!("href=\"{path}\"")), "{host}");
    assert!(host.contains("A new game with the same players"), "{host}");
    // Nothing is left to set or pause at the end.
    assert!(!host.contains("Set the deadline"), "{host}");
    assert!(!host.contains("The game runs"), "{host}");
    let page = app.get_url(&again).await;
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    assert!(
        page.contains("holds your last game&#39;s ruleset"),
        "{page}"
    );
    let fields = form_fields(&page);
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(field("ruleset"), "classic");
    for (i, name) in NAMES[..4].iter().enumerate() {
        assert_eq!(field(&format!("name{}", i + 1)), *name);
        assert_eq!(
            field(&format!("email{}", i + 1)),
            format!("{}@example.org", name.to_lowercase())
        );
    }
    let before = crate::relay::games(&app).await;
    let sent = crate::pages::no_redirects()
        .post(format!("{}/games?lang=en", app.address))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 303, "{:?}", sent.text().await);
    assert_eq!(crate::relay::games(&app).await, before + 1, "one new game");
    let client = app.db.client().await;
    let invited: Vec<String> = client
        .query(
            "SELECT recipient FROM outbox WHERE game <> $1 AND kind = 'invitation' ORDER BY recipient",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(
        invited,
        [
            "anna@example.org",
            "bert@example.org",
            "cleo@example.org",
            "dan@example.org"
        ]
    );

    let languages: Vec<String> = client
        .query(
            "SELECT language FROM seats WHERE game <> $1 ORDER BY seat",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(
        languages,
        ["en", "en", "de", "en"],
        "each seat reads as it did"
    );

    // A game under way: no offer on its host page, and nothing at /again.
    let running = app.create_game(3).await;
    let host = app.get_url(&running.host_url).await.text().await.unwrap();
    assert!(!host.contains("/again\""), "{host}");
    let early = app.get_url(&format!("{}/again", running.host_url)).await;
    assert_eq!(early.status(), 404);
}

/// issue #39, Play again with six seats: a finished game of six, one
/// player named in other scripts, comes back as a form of six rows with
/// every name as it was and its Special Building Phase as it was played
/// (live).
#[tokio::test]
async fn play_again_keeps_six_players_and_their_names_in_any_script() {
    let app = TestApp::spawn().await;
    let game = finished::<Classic>(&app, 2, 6).await;
    app.db
        .client()
        .await
        .execute(
            "UPDATE seats SET name = 'Zoë 張偉' WHERE game = $1 AND seat = 5",
            &[&game.id],
        )
        .await
        .unwrap();
    let page = app.get_url(&format!("{}/again", game.host_url)).await;
    assert_eq!(page.status(), 200);
    let fields = form_fields(&page.text().await.unwrap());
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let names: Vec<String> = (1..=6).map(|i| field(&format!("name{i}"))).collect();
    assert_eq!(names, ["Anna", "Bert", "Cleo", "Dan", "Eve", "Zoë 張偉"]);
    assert_eq!(field("email6"), "finn@example.org");
    assert_eq!(field("special_building"), "live");
}
