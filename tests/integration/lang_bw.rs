//! Baden-Württemberg Catan in German (issue #38): a German game's seat
//! pages read German, its actions, headline, news and latest events, with
//! the game's German terms (Rathaus, Erfinder, Regelauslegung).

use crate::app::TestApp;
use serde_json::json;

#[tokio::test]
async fn a_german_baden_wuerttemberg_game_shows_german_actions_and_news() {
    let app = TestApp::spawn().await;
    let game = app
        .create_game_with(
            "baden-wuerttemberg",
            3,
            json!({"language": "de", "variable_founding": true}),
        )
        .await;
    let page = |i: usize| {
        let app = &app;
        let token = game.tokens[i].clone();
        async move {
            let resp = app.get(&format!("/play/{token}")).await;
            assert_eq!(resp.status(), 200);
            resp.text().await.expect("body")
        }
    };
    // The first seat to found a town hall is asked in German.
    let mut founder = None;
    for (i, token) in game.tokens.iter().enumerate() {
        let p = app.play(token).await;
        if p["legal"].as_array().is_some_and(|l| !l.is_empty()) {
            founder = Some(i);
            break;
        }
    }
    let founder = founder.expect("a seat founds first");
    let before = page(founder).await;
    assert!(before.contains("<html lang=\"de\""), "the page is German");
    assert!(
        before.contains(
            "Gründe dein Rathaus der Runde 1: Wähle ein markiertes Stadtfeld auf der Karte."
        ),
        "the headline is German"
    );
    assert!(
        before.contains("Ein Rathaus bauen"),
        "the turn box is German"
    );
    assert!(before.contains("Regelauslegung: Zuerst kommt der Ertragswurf."));
    assert!(before.contains("Die Karte von Baden-Württemberg"));
    for english in [
        "Found your town hall",
        "House reading: ",
        "Build a town hall",
        "The map of Baden-Württemberg",
        "Victory fields",
    ] {
        assert!(!before.contains(english), "English left: {english}");
    }

    let (seat, _) = app.play_first_legal(&game).await;
    assert_eq!(seat, founder);
    let after = page(founder).await;
    assert!(
        after.contains("Du hast ein Rathaus in "),
        "the founder's news is in the second person, in German"
    );
    assert!(!after.contains("You built"));
    let other = page((founder + 1) % 3).await;
    assert!(
        other.contains(" hat ein Rathaus in "),
        "the others read the event in German"
    );
    assert!(!other.contains("built a town hall"));
}
