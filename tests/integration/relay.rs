//! Game creation is not a mail relay (issue 15, section 3): addresses and
//! names are checked at creation, the host confirms before anyone else is
//! emailed, creation and resending are rate limited, cross-site form posts
//! are refused, open offers per seat are capped and offer emails bundled.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::TestApp;
use crate::pages::post;
use serde_json::{json, Value};

async fn games(app: &TestApp) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0)
}

fn players(list: &[(&str, &str)]) -> Value {
    json!({
        "ruleset": "classic",
        "players": list
            .iter()
            .map(|(name, email)| json!({"name": name, "email": email}))
            .collect::<Vec<_>>(),
    })
}

#[tokio::test]
async fn duplicate_addresses_and_disguised_names_are_refused_and_create_nothing() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "ANNA@example.org"),
            ]),
            "each seat needs its own",
        ),
        (
            players(&[
                ("Anna\u{202E}moc.evil", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "text-direction",
        ),
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert\r\nBcc: x@example.org", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "text-direction",
        ),
        (
            players(&[
                ("Anna", "Anna <anna@example.org>"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "is not an email address",
        ),
    ];
    for (body, message) in cases {
        let resp = app.post_game(&body).await;
        assert_eq!(resp.status(), 422, "{body}");
        let err: Value = resp.json().await.unwrap();
        assert!(
            err["error"].as_str().unwrap().contains(message),
            "{body}: {err}"
        );
    }
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "anna@example.org".to_owned()),
        ("name3", "Cleo\u{2067}".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, _, html) = post(&app, "/games", &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("Not done"), "{html}");
    assert_eq!(games(&app).await, 0);
}
