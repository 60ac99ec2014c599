//! A rewind is told (issue #35): after a rewind every seat gets one email
//! saying where the game went back to, the moves undone in words, the
//! email the rewind withdrew and what the game now waits for; each seat
//! page says so at the top until that seat moves again; the proposal's
//! email lists the moves it would undo and is agreed or refused by reply.

use crate::app::{TestApp, TestGame};
use crate::replies::{asking, choice_lines, reply, Shown, Table};
use serde_json::json;
use slowcatan::mail::receive::{Answer, Outcome};
use slowcatan::rules::Seat;
use std::collections::BTreeSet;

/// The setup placements of the first two seats, made by replies; returns
/// the game's version after the first seat's two (the point to rewind
/// to), and the addresses of the first seat, the second, and the third
/// (whom the game then waits for), with the email that asks the third.
async fn two_seats_placed(table: &mut Table) -> (u64, [String; 3], Shown) {
    let mut movers = Vec::new();
    let mut start = 0;
    for step in 0..4 {
        let mails = table.deliver().await;
        let asked = asking(&mails);
        if step == 2 {
            start = u64::try_from(table.events().await).unwrap();
        }
        if !movers.contains(&asked.to) {
            movers.push(asked.to.clone());
        }
        let code = choice_lines(&asked.text)[0].0.clone();
        let to = asked.reply_to.clone().unwrap();
        let outcome = table
            .receive(&reply(&to, &format!("place{step}"), &code, ""))
            .await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    }
    let mails = table.deliver().await;
    let waiting = asking(&mails);
    assert!(!movers.contains(&waiting.to));
    let third = Shown {
        to: waiting.to.clone(),
        reply_to: waiting.reply_to.clone(),
        subject: waiting.subject.clone(),
        text: waiting.text.clone(),
        html: waiting.html.clone(),
    };
    (
        start,
        [movers[0].clone(), movers[1].clone(), third.to.clone()],
        third,
    )
}

/// The host proposes to rewind to just after `to`; the version after.
async fn propose(table: &Table, to: u64) -> u64 {
    let now = u64::try_from(table.events().await).unwrap();
    table
        .app
        .service
        .propose_rewind(table.game.id, now, to, "wrong corner")
        .await
        .unwrap()
        .version
}

/// The email among `mails` to `to`, which must be the only one.
fn to<'a>(mails: &'a [Shown], address: &str) -> &'a Shown {
    let mine: Vec<&Shown> = mails.iter().filter(|m| m.to == address).collect();
    assert_eq!(mine.len(), 1, "one email to {address}");
    mine[0]
}

#[tokio::test]
async fn after_a_rewind_every_seat_gets_one_email_with_the_moves_undone_the_withdrawn_ask_and_what_now(
) {
    let mut table = Table::new("classic", 3).await;
    let (start, [first, second, third], _) = two_seats_placed(&mut table).await;
    let mut version = propose(&table, start).await;
    table.deliver().await;
    for seat in 0..3 {
        version = table
            .app
            .service
            .answer_rewind(table.game.id, Seat(seat), version, true)
            .await
            .unwrap();
    }
    let mails = table.deliver().await;

    // Exactly one email to each seat, all saying the same rewind.
    assert_eq!(mails.len(), 3, "one email per seat");
    let to_all: BTreeSet<&str> = mails.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to_all.len(), 3);
    for m in &mails {
        assert!(
            m.subject.contains(&format!("rewound to move {start}")),
            "{}",
            m.subject
        );
        assert!(
            m.text.contains(&format!(
                "The game was rewound by agreement to just after move {start}: "
            )),
            "{}",
            m.text
        );
        // The second seat's two placements, in words, are undone.
        let undone = format!("- Move {}: ", start + 1);
        assert!(m.text.contains("Undone:"), "{}", m.text);
        assert!(m.text.contains(&undone), "{}", m.text);
        assert!(
            m.text.contains("built a settlement") && m.text.contains("built a road"),
            "{}",
            m.text
        );
        assert!(m.text.contains("Now: "), "{}", m.text);
    }
    // The second seat places its settlement again: it is asked, with codes.
    let again = to(&mails, &second);
    assert!(again.subject.ends_with("your move"), "{}", again.subject);
    assert!(again.reply_to.is_some());
    assert!(
        again.text.contains("Now: It is your move: "),
        "{}",
        again.text
    );
    let lines = choice_lines(&again.text);
    assert!(
        !lines.is_empty()
            && lines
                .iter()
                .all(|(_, w)| w.starts_with("Build a settlement"))
    );
    assert!(!again.text.contains("Withdrawn"), "{}", again.text);
    // The third seat's "place your settlement" email is withdrawn.
    let gone = to(&mails, &third);
    assert!(gone.reply_to.is_none());
    assert!(
        gone.text
            .contains("Withdrawn: the email that asked you to "),
        "{}",
        gone.text
    );
    assert!(gone.text.contains("no longer stands"), "{}", gone.text);
    // The first seat is only told whom the game waits for.
    let told = to(&mails, &first);
    assert!(told.reply_to.is_none() && !told.text.contains("Withdrawn"));
    assert!(
        told.text.contains("Now: Setup, round 1: waiting for "),
        "{}",
        told.text
    );
}

#[tokio::test]
async fn the_rewind_proposal_lists_the_moves_it_would_undo_and_is_agreed_by_reply() {
    let mut table = Table::new("classic", 3).await;
    let (start, addresses, third_asked) = two_seats_placed(&mut table).await;
    propose(&table, start).await;
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 3, "every seat is asked once");
    for m in &mails {
        assert!(m.text.contains("It would undo:"), "{}", m.text);
        assert!(
            m.text.contains(&format!("- Move {}: ", start + 1)),
            "{}",
            m.text
        );
        assert!(m.text.contains("built a settlement"), "{}", m.text);
        let codes: Vec<String> = choice_lines(&m.text).into_iter().map(|(c, _)| c).collect();
        assert_eq!(codes, ["AGREE", "REFUSE"], "{}", m.text);
        assert!(m.reply_to.is_some());
    }
    let events = table.events().await;

    // An answer to an email written before the proposal agrees to nothing.
    let outcome = table
        .receive(&reply(
            third_asked.reply_to.as_deref().unwrap(),
            "early",
            "AGREE",
            "",
        ))
        .await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::MovedOn,
                ..
            }
        ),
        "{outcome:?}"
    );
    assert_eq!(table.events().await, events);
    let answered = table.deliver().await;
    assert_eq!(answered.len(), 1);
    assert_eq!(answered[0].to, addresses[2]);

    // Each seat agrees by replying to its own proposal email, though the
    // others' agreements moved the game on since it was written.
    for (i, (address, line)) in addresses
        .iter()
        .zip(["AGREE", "agree", "[Agree]"])
        .enumerate()
    {
        let m = to(&mails, address);
        let outcome = table
            .receive(&reply(
                m.reply_to.as_deref().unwrap(),
                &format!("yes{i}"),
                line,
                "",
            ))
            .await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    }
    let loaded = table.app.service.load(table.game.id).await.unwrap();
    assert!(loaded.proposal.is_none());
    assert_eq!(loaded.rewound.map(|r| r.to), Some(start), "rewound");
    // The rewind's one email per seat follows, and nothing else.
    let told = table.deliver().await;
    assert_eq!(told.len(), 3);
    assert!(told.iter().all(|m| m.subject.contains("rewound")));

    // The same reply again makes nothing more.
    let events = table.events().await;
    let m = to(&mails, &addresses[0]);
    let outcome = table
        .receive(&reply(m.reply_to.as_deref().unwrap(), "again", "AGREE", ""))
        .await;
    assert!(!matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    assert_eq!(table.events().await, events);
}

#[tokio::test]
async fn a_refusal_by_reply_closes_the_proposal_and_a_later_agreement_rewinds_nothing() {
    let mut table = Table::new("classic", 3).await;
    let (start, addresses, _) = two_seats_placed(&mut table).await;
    propose(&table, start).await;
    let mails = table.deliver().await;
    let refuse = to(&mails, &addresses[1]);
    let outcome = table
        .receive(&reply(
            refuse.reply_to.as_deref().unwrap(),
            "no",
            "REFUSE",
            "",
        ))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let loaded = table.app.service.load(table.game.id).await.unwrap();
    assert!(loaded.proposal.is_none(), "the refusal closed it");
    assert!(loaded.rewound.is_none());
    let events = table.events().await;

    let agree = to(&mails, &addresses[0]);
    let outcome = table
        .receive(&reply(
            agree.reply_to.as_deref().unwrap(),
            "late",
            "AGREE",
            "",
        ))
        .await;
    assert!(matches!(outcome, Outcome::Answered { .. }), "{outcome:?}");
    assert_eq!(table.events().await, events, "nothing rewound");
    assert!(table
        .app
        .service
        .load(table.game.id)
        .await
        .unwrap()
        .rewound
        .is_none());
}

/// The top box of a seat page.
fn top(html: &str) -> &str {
    let start = html.find("<section class=\"now").expect("a top box");
    let end = start + html[start..].find("</section>").expect("the top box ends");
    &html[start..end]
}

/// The game's version.
async fn version(app: &TestApp, game: &TestGame) -> u64 {
    app.play(&game.tokens[0]).await["version"].as_u64().unwrap()
}

/// The top box of every seat's page.
async fn tops(app: &TestApp, game: &TestGame) -> Vec<String> {
    let mut out = Vec::new();
    for token in &game.tokens {
        let html = app.get_url(&format!("{}/play/{token}", app.address)).await;
        out.push(top(&html.text().await.unwrap()).to_owned());
    }
    out
}

#[tokio::test]
async fn each_seat_page_says_the_game_was_rewound_until_that_seat_next_acts() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..8 {
        app.play_first_legal(&game).await;
    }
    const LINE: &str = "The game was rewound by agreement to just after move 2";
    assert!(tops(&app, &game).await.iter().all(|t| !t.contains(LINE)));

    let host = game.host_url.rsplit('/').next().unwrap().to_owned();
    let resp = app
        .client
        .post(format!("{}/api/host/{host}/rewind", app.address))
        .json(&json!({"version": version(&app, &game).await, "to": 2, "reason": "a misclick"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    for token in &game.tokens {
        let resp = app
            .client
            .post(format!("{}/api/play/{token}/rewind", app.address))
            .json(&json!({"version": version(&app, &game).await, "agree": true}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    for t in tops(&app, &game).await {
        assert!(t.contains(LINE), "{t}");
    }

    // The seat the game waits for moves: its page no longer says it, the
    // others' still do.
    let (moved, _) = app.play_first_legal(&game).await;
    for (seat, t) in tops(&app, &game).await.iter().enumerate() {
        assert_eq!(t.contains(LINE), seat != moved, "seat {seat}: {t}");
    }
}
