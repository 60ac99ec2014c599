//! The local mailbox (`/mail`): a server that writes its emails as files
//! and listens on loopback lists them newest first and shows each with
//! working links; names outside the list, other hosts and servers that send
//! their mail or listen beyond the machine get 404.

use crate::app::TestApp;
use slowcatan::web::mail_viewer::MailPlace;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};
use uuid::Uuid;

fn mail_dir() -> PathBuf {
    std::env::temp_dir().join(format!("slowcatan-mailbox-{}", Uuid::new_v4().simple()))
}

/// The `.eml` files of `dir`, once there are `n` (waiting for the worker).
async fn emails(dir: &Path, n: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let names: Vec<String> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter_map(|e| e.file_name().into_string().ok())
                    .filter(|n| Path::new(n).extension().is_some_and(|x| x == "eml"))
                    .collect()
            })
            .unwrap_or_default();
        if names.len() >= n {
            return names;
        }
        assert!(
            Instant::now() < deadline,
            "{n} emails expected in {}, found {}",
            dir.display(),
            names.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Marks `name` as written `ago` before now.
fn written_ago(dir: &Path, name: &str, ago: Duration) {
    let file = std::fs::File::options()
        .write(true)
        .open(dir.join(name))
        .unwrap();
    file.set_modified(SystemTime::now() - ago).unwrap();
}

async fn get(app: &TestApp, path: &str) -> (u16, String) {
    let resp = app.get(path).await;
    let status = resp.status().as_u16();
    (status, resp.text().await.unwrap())
}

/// The `href="..."` values of `html`, in order.
fn hrefs(html: &str) -> Vec<String> {
    html.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|h| h.replace("&#x2f;", "/").replace("&#47;", "/"))
        .collect()
}

fn new_game_form() -> Vec<(&'static str, String)> {
    vec![
        ("ruleset", "classic".to_owned()),
        ("board", String::new()),
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
        ("name4", String::new()),
        ("email4", String::new()),
    ]
}

#[tokio::test]
async fn the_local_mailbox_lists_the_emails_newest_first_and_opens_their_links() {
    // Arrange: three invitations written as files, an hour apart.
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Mailbox(dir.clone())).await;
    let game = app.create_game(3).await;
    let mut names = emails(&dir, 3).await;
    names.sort();
    // Backdated only once written whole: the worker marks an email sent
    // after its file is complete (a file may show before its bytes do).
    let db = app.db.client().await;
    let deadline = Instant::now() + Duration::from_secs(15);
    while db
        .query_one("SELECT count(*) FROM outbox WHERE sent_at IS NOT NULL", &[])
        .await
        .unwrap()
        .get::<_, i64>(0)
        < 3
    {
        assert!(Instant::now() < deadline, "the invitations were never sent");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for (i, name) in names.iter().enumerate() {
        written_ago(&dir, name, Duration::from_secs(3600 * (i as u64 + 1)));
    }

    // Act
    let (status, list) = get(&app, "/mail").await;

    // Assert: newest (the first name, an hour old) first.
    assert_eq!(status, 200, "{list}");
    let listed: Vec<String> = hrefs(&list)
        .into_iter()
        .filter(|h| h.starts_with("/mail/"))
        .collect();
    let expected: Vec<String> = names.iter().map(|n| format!("/mail/{n}")).collect();
    assert_eq!(listed, expected);
    assert!(
        list.contains("You are invited to a game of Catan"),
        "{list}"
    );
    assert!(list.contains("bert@example.org"), "{list}");
    assert!(list.contains("1 h 0 min ago"), "{list}");

    // One email: its page frames its HTML, whose link opens the seat.
    let (status, page) = get(&app, &expected[0]).await;
    assert_eq!(status, 200, "{page}");
    let frame = format!("{}/html", expected[0]);
    assert!(page.contains(&format!("src=\"{frame}\"")), "{page}");
    let resp = app.get(&frame).await;
    assert_eq!(resp.status(), 200);
    let policy = resp.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(policy.starts_with("sandbox "), "{policy}");
    assert!(policy.contains("default-src 'none'"), "{policy}");
    let html = resp.text().await.unwrap();
    assert!(html.contains("<base target=\"_top\">"), "{html}");
    let link = hrefs(&html)
        .into_iter()
        .find(|h| h.contains("/play/") && !h.ends_with("/reminders"))
        .expect("a seat link in the email");
    let token = link.rsplit('/').next().unwrap();
    assert!(game.tokens.iter().any(|t| t == token), "{link}");
    let seat = app.get_url(&link).await;
    assert_eq!(seat.status(), 200, "the emailed link opens the seat");
    // The plain text's link is a link too.
    assert!(page.contains(&format!("href=\"{link}\"")), "{page}");

    // The host page right after creation points to the mailbox too.
    let (status, host) = get(
        &app,
        &format!(
            "{}?created=1",
            game.host_url.trim_start_matches(&app.address)
        ),
    )
    .await;
    assert_eq!(status, 200);
    assert!(host.contains("Invitations are on their way"), "{host}");
    assert!(
        host.contains("<a href=\"/mail\">Open the local mailbox</a>"),
        "{host}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn the_local_mailbox_shows_the_board_picture_an_email_carries() {
    // Arrange: the invitations of a new game; the first player's asks
    // for the first settlement and carries the board.
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Mailbox(dir.clone())).await;
    app.create_game(3).await;
    let names = emails(&dir, 3).await;

    // Act: each email's HTML as the mailbox's frame shows it.
    let mut frames = Vec::new();
    for name in &names {
        let resp = app.get(&format!("/mail/{name}/html")).await;
        assert_eq!(resp.status(), 200);
        frames.push(resp.text().await.unwrap());
    }

    // Assert: the picture is in the page itself, as the frame's policy
    // allows (img-src data:), and no reference is left unresolved.
    let with_board: Vec<&String> = frames
        .iter()
        .filter(|html| html.contains("<img src=\"data:image/png;base64,iVBORw0KGgo"))
        .collect();
    assert_eq!(
        with_board.len(),
        1,
        "only the first player is asked to move"
    );
    assert!(frames.iter().all(|html| !html.contains("cid:")));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_new_game_points_its_creator_to_the_mailbox_and_the_host_link_is_there() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(true, MailPlace::Mailbox(dir.clone())).await;

    let (status, location, _) = crate::pages::post(&app, "/games", &new_game_form()).await;
    assert_eq!((status, location.as_str()), (303, "/?created=1"));
    let (_, front) = get(&app, &location).await;

    assert!(front.contains("We emailed the first player"), "{front}");
    assert!(
        front.contains("<a href=\"/mail\">Open the local mailbox</a>"),
        "{front}"
    );
    let name = emails(&dir, 1).await.remove(0);
    let (_, list) = get(&app, "/mail").await;
    assert!(list.contains("anna@example.org"), "{list}");
    let html = app
        .get(&format!("/mail/{name}/html"))
        .await
        .text()
        .await
        .unwrap();
    let host_link = hrefs(&html)
        .into_iter()
        .find(|h| h.contains("/host/"))
        .expect("the host link");
    let (status, host) = get(&app, host_link.trim_start_matches(&app.address)).await;
    assert_eq!(status, 200);
    assert!(host.contains("Start"), "{host}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn names_the_list_would_not_show_are_not_found() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Mailbox(dir.clone())).await;
    app.create_game(3).await;
    let name = emails(&dir, 3).await.remove(0);
    let stem = name.trim_end_matches(".eml");
    // Files the list does not show: another kind, and a link leading out.
    std::fs::copy(dir.join(&name), dir.join(format!("{stem}.txt"))).unwrap();
    let outside = dir.with_extension("secret.eml");
    std::fs::copy(dir.join(&name), &outside).unwrap();
    std::os::unix::fs::symlink(&outside, dir.join("outside.eml")).unwrap();

    for path in [
        "/mail/..%2F..%2Fetc%2Fpasswd".to_owned(),
        "/mail/..%2Fsecret.key".to_owned(),
        format!("/mail/{}.eml", Uuid::new_v4()),
        format!("/mail/{stem}.txt"),
        format!("/mail/{stem}"),
        "/mail/outside.eml".to_owned(),
        "/mail/outside.eml/html".to_owned(),
        format!("/mail/{stem}.txt/html"),
        format!("/mail/..%2F{name}"),
    ] {
        let (status, body) = get(&app, &path).await;
        assert_eq!(status, 404, "{path}: {body}");
    }
    let (_, list) = get(&app, "/mail").await;
    assert!(!list.contains("outside.eml"), "{list}");
    assert!(!list.contains(".txt"), "{list}");

    // A page of another name that resolves here (DNS rebinding) reads nothing.
    for path in ["/mail".to_owned(), format!("/mail/{name}")] {
        let resp = app
            .client
            .get(format!("{}{path}", app.address))
            .header("Host", "attacker.example")
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 404, "{path}");
    }
    let (status, _) = get(&app, &format!("/mail/{name}")).await;
    assert_eq!(status, 200);
    std::fs::remove_file(&outside).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn without_the_mailbox_its_addresses_do_not_exist() {
    // Mail sent by SMTP: nothing to show, and the page says as much as before.
    let smtp = TestApp::spawn_confirming().await;
    // Files, on a server that listens beyond this machine.
    let dir = mail_dir();
    let folder = TestApp::spawn_with_mail(true, MailPlace::Folder(dir.clone())).await;

    for app in [&smtp, &folder] {
        for path in ["/mail", "/mail/", "/mail/x.eml", "/mail/x.eml/html"] {
            let (status, _) = get(app, path).await;
            assert_eq!(status, 404, "{path}");
        }
    }
    let (_, sent) = get(&smtp, "/?created=1").await;
    assert!(sent.contains("We emailed the first player"), "{sent}");
    assert!(!sent.contains("/mail"), "{sent}");
    let (_, files) = get(&folder, "/?created=1").await;
    assert!(
        files.contains(&format!("into the folder {} on its", dir.display())),
        "{files}"
    );
    assert!(!files.contains("href=\"/mail\""), "{files}");
    let _ = std::fs::remove_dir_all(&dir);
}
