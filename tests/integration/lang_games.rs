//! Whole games by email replies (issue #38), in one loop for every
//! language: a Baden-Württemberg, a Frenemies and an Oil Springs game of
//! three seats, Anna and Cleo reading German and Bert English, and a
//! classic game of six, four seats German and two English, played from the
//! invitations to the game-over emails by replies alone (the English seats
//! stand for the English games by replies, which this loop played before
//! German: every ruleset's emails in English are read to the end). Each
//! seat the game waits for answers its latest asking email with one of the
//! codes it lists: the code of the server's stand-in's command (it plays
//! to win, so games end sooner), else one picked from the English words of
//! the same choices (the library's `choices_for` in English for the same
//! state), so an email in any language must list the very codes the
//! English choices have. With the same seed, seat order and choices, the
//! Frenemies and Oil Springs games are the very games an all-English table
//! would play (they end after 426 and 427 replies, every run);
//! Baden-Württemberg draws more at creation, and the six seats are not put
//! in order, so those games vary from run to run (the six seats' ended
//! after 603 replies, Baden-Württemberg's after 1,140 in one run). Every email a German seat gets is checked for the English frame's
//! words, and every email an English seat gets for German ones.

use crate::replies::{choice_lines, pick, reply, Shown, Table};
use serde_json::json;
use slowcatan::lang::Lang;
use slowcatan::mail::choices::ChoicesBlock;
use slowcatan::mail::receive::{Answer, Outcome};
use slowcatan::views::present::choices_for;
use std::collections::HashMap;

/// The seats' names, in seat order.
const NAMES: [&str; 6] = ["Anna", "Bert", "Cleo", "Dan", "Enzo", "Fern"];

/// Seat `n`'s address.
fn address(n: usize) -> String {
    format!("{}@example.org", NAMES[n].to_lowercase())
}

/// Words of the English frame that a German seat's email never carries.
const ENGLISH_WORDS: [&str; 14] = [
    "Hello ",
    "Play now",
    "Reply to this email",
    "Your choices",
    "What you can do",
    "Where you can build",
    "It is your turn",
    "Roll the dice",
    "End your turn",
    "Build a ",
    "The link is yours alone",
    "stop reminders",
    "Thank you for playing",
    "The game is over",
];

/// Words of the German frame that the English seat's email never carries.
const GERMAN_WORDS: [&str; 8] = [
    "Hallo ",
    "Jetzt spielen",
    "Antworte auf diese E-Mail",
    "Du bist dran",
    "Würfeln",
    "Zug beenden",
    "Dieser Link gehört nur dir",
    "Das Spiel ist vorbei",
];

/// The words an email in `lang` must not carry: the other language's frame.
fn foreign(lang: Lang) -> &'static [&'static str] {
    if lang == Lang::En {
        &GERMAN_WORDS
    } else {
        &ENGLISH_WORDS
    }
}

/// Plays a game of `ruleset` to the end by replies, seat `n` reading
/// `langs[n]` (the game's language is the first seat's); `seated`: the
/// seats play in seat order and the game is the same every run where its
/// creation draws nothing but that order. The number of replies it took.
pub(crate) async fn play_by_replies(ruleset: &str, langs: &[Lang], seated: bool) -> usize {
    let players: Vec<serde_json::Value> = langs
        .iter()
        .enumerate()
        .map(|(n, lang)| json!({"name": NAMES[n], "email": address(n), "language": lang.code()}))
        .collect();
    let more = json!({"language": langs[0].code(), "players": players});
    let mut table = if seated {
        Table::seated(ruleset, langs.len(), more).await
    } else {
        Table::with(ruleset, langs.len(), more).await
    };
    table
        .fix_seed(&format!("replies to the end of {ruleset}"))
        .await;
    let reads: HashMap<String, Lang> = (0..langs.len()).map(|n| (address(n), langs[n])).collect();
    let game = table.game.id;
    let mut latest: HashMap<String, Shown> = HashMap::new();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut roll = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let (mut replies, mut moved_on, mut emails) = (0, 0, 0);
    let mut check = |mail: &Shown| {
        emails += 1;
        for word in foreign(reads[&mail.to]) {
            assert!(
                !mail.subject.contains(word) && !mail.text.contains(word),
                "{ruleset}: \"{word}\" in an email to {}: {}\n{}",
                mail.to,
                mail.subject,
                mail.text
            );
        }
    };
    loop {
        for mail in table.deliver().await {
            check(&mail);
            if mail.reply_to.is_some() {
                latest.insert(mail.to.clone(), mail);
            }
        }
        let loaded = table.app.service.load(game).await.unwrap();
        if loaded.state.status().is_over() {
            break;
        }
        assert!(
            replies < 6000,
            "the {ruleset} game ends within 6000 replies"
        );
        let waiting = loaded.state.waiting_for();
        let Some((seat, mail)) = waiting
            .iter()
            .find_map(|s| Some((*s, latest.remove(&address(usize::from(s.0)))?)))
        else {
            panic!("a seat the {ruleset} game waits for ({waiting:?}) was emailed its choices");
        };
        // The choice the English games would make here, by its English words.
        let names = loaded.meta.names();
        let english = choices_for(Lang::En, &loaded.state, seat, &names);
        let lines: Vec<(String, String)> = ChoicesBlock::new(Lang::En, &english, true)
            .map(|block| {
                block
                    .groups
                    .into_iter()
                    .flat_map(|g| g.items)
                    .filter(|i| !i.code.is_empty())
                    .map(|i| (i.code, i.words))
                    .collect()
            })
            .unwrap_or_default();
        assert!(!lines.is_empty(), "the game waits for a choice");
        // The server's stand-in chooses (it plays to win, so the game ends
        // in fewer replies), by the code its command is listed under; a
        // command listed under no code of its own (a discard, a trade of a
        // folded family) is picked among the lines as before.
        let stand_in = loaded.state.stand_in(seat);
        let code = stand_in
            .and_then(|command| {
                english
                    .iter()
                    .find(|c| c.command == command && c.shown && c.family.is_none())
                    .map(|c| c.code.clone())
            })
            .filter(|code| lines.iter().any(|(c, _)| c == code))
            .unwrap_or_else(|| pick(&lines, &mut roll));
        let listed: Vec<String> = choice_lines(&mail.text).into_iter().map(|l| l.0).collect();
        // A discard is one line whose code is an example in the reader's
        // words ("abgeben 2 Wolle 1 Erz"): the seat replies that example.
        let code = if code.starts_with("discard ") {
            let verb = if reads[&mail.to] == Lang::En {
                "discard "
            } else {
                "abgeben "
            };
            listed
                .iter()
                .find(|c| c.starts_with(verb))
                .cloned()
                .unwrap_or_else(|| panic!("{ruleset}: a discard example in {verb}: {listed:?}"))
        } else {
            code
        };
        let to = mail.reply_to.clone().unwrap();
        let outcome = table
            .receive(&reply(&to, &format!("reply-{replies}"), &code, ""))
            .await;
        match outcome {
            Outcome::Moved { .. } => assert!(
                listed.contains(&code),
                "{ruleset}: [{code}] moved, so the email to {} lists it: {listed:?}",
                mail.to
            ),
            Outcome::Answered {
                why: Answer::MovedOn,
                ..
            } => {
                moved_on += 1;
                table.let_an_hour_pass().await;
            }
            _ => panic!(
                "{ruleset}: [{code}] from {}: {outcome:?}\n{}",
                mail.to, mail.text
            ),
        }
        replies += 1;
    }
    for mail in table.deliver().await {
        check(&mail);
        assert!(mail.reply_to.is_none(), "nobody is asked after the end");
    }
    assert!(
        moved_on * 20 <= replies,
        "{moved_on} of {replies} came too late"
    );
    assert!(replies > 30, "{replies} replies");
    eprintln!(
        "a whole {ruleset} game of {} seats ({langs:?}) in {replies} replies ({moved_on} answered: moved on) and {emails} emails",
        langs.len()
    );
    replies
}

/// Two seats reading German, the second English.
const MIXED: [Lang; 3] = [Lang::De, Lang::En, Lang::De];

#[tokio::test]
async fn a_baden_wuerttemberg_game_is_played_to_the_end_in_german_by_replies() {
    play_by_replies("baden-wuerttemberg", &MIXED, true).await;
}

#[tokio::test]
async fn a_frenemies_game_is_played_to_the_end_in_german_by_replies() {
    play_by_replies("frenemies", &MIXED, true).await;
}

#[tokio::test]
async fn an_oil_springs_game_is_played_to_the_end_in_german_by_replies() {
    play_by_replies("oil-springs", &MIXED, true).await;
}

/// five-six-players.md: six seats, the Special Building Phase between
/// turns; four read German and two English.
#[tokio::test]
async fn a_six_player_classic_game_is_played_to_the_end_in_german_by_replies() {
    use Lang::{De, En};
    play_by_replies("classic", &[De, En, De, De, En, De], false).await;
}
