//! A German classic game's seat page reads the classic game's words in
//! German (issue #38): what the seat must do, the moves on the board, the
//! confirm step of a pick, the board's caption; the spectator page too.

use crate::app::TestApp;
use crate::pages::get;
use serde_json::json;

#[tokio::test]
async fn a_german_six_player_game_s_seat_page_says_its_actions_in_german() {
    let app = TestApp::spawn().await;
    let game = app
        .create_game_with("classic", 6, json!({"language": "de"}))
        .await;
    let state = app.play(&game.tokens[0]).await;
    let me = state["phase"]["seat"]
        .as_u64()
        .expect("a seat places first") as usize;
    let token = &game.tokens[me];
    let legal = app.play(token).await["legal"].clone();
    let node = legal[0]["node"].as_u64().expect("a settlement spot");

    let (status, html) = get(&app, &format!("/play/{token}")).await;
    assert_eq!(status, 200);
    for german in [
        "Setze deine erste Siedlung: Wähle eine markierte Kreuzung auf dem Spielplan.",
        "Siedlung bauen (",
        "Siedlungsplätze",
        "Felder zeigen ihre Landschaft",
        "Deine Hand",
    ] {
        assert!(html.contains(german), "{german}: {html}");
    }
    for english in [
        "Place your first settlement",
        "Build a settlement (",
        "settlement spots",
        "Hexes show their terrain",
        "No development cards.",
    ] {
        assert!(!html.contains(english), "{english}");
    }

    // Another seat waits, and reads its own page in German too.
    let other = &game.tokens[(me + 1) % 6];
    let (_, waiting) = get(&app, &format!("/play/{other}")).await;
    assert!(waiting.contains("Deine Hand"));
    assert!(!waiting.contains("Place your first settlement"));

    // A pick asks first, in German.
    let (status, html) = get(&app, &format!("/play/{token}?pick=settlement-{node}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Siedlung hier bauen"), "{html}");
    assert!(html.contains(">Abbrechen</a>"));
    assert!(!html.contains("Build a settlement here"));
    assert!(!html.contains(">Cancel</a>"));

    // The spectator page of the game reads in its language.
    let (status, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Worauf das Spiel wartet"), "{html}");
    assert!(html.contains("Öffentliche Ansicht"));
    assert!(!html.contains("What the game waits for"));
}
