//! The corpus of every page, email and picture of simulated games: an
//! ignored test that writes them to files under `CORPUS_OUT`, the same
//! bytes on every run, so that a refactor can be shown to change none of
//! them (`tools/corpus DIR`, then `diff -r` two such folders).
//!
//! Random games of every ruleset and player count are played through
//! [`crate::simulate`] and replayed command by command. At a few points of
//! each (its creation, the first command, every Nth command, three in a row
//! in the middle, the last) it writes what the server would show and send
//! then: every seat's page and the public page as the web handlers build
//! them, the first place to pick and the first action to confirm that the
//! awaited seat's page links, every email the command calls for as the
//! mail writer writes it and the mail worker renders it (text with its
//! subject, HTML, the board picture's SVG, and the PNG of one picture per
//! point), and at the end the history pages and the board at a past move.
//! It writes the emails of more commands besides (every command of the first
//! rounds, thirty in the middle, the last ten), where it draws no page; the
//! invitations and the host's email at the creation; and, with each page
//! drawn, the first awaited seat's first reminder.
//! What the handlers read from the database is built here by hand with
//! fixed values (ids, tokens, the seed, times, table talk), and every time
//! a page or email shows is counted from one fixed moment, never the clock.
//! A `MANIFEST` lists every file's SHA-256 and path, sorted.
//!
//! `CORPUS_LANG=de` writes the same games in German: every seat reads
//! German (its own and the game's language), the public page and the
//! history are asked for in German, and the table talk is typed in
//! German. Without it (or with `en`) the corpus is English, as before.

use crate::game::cache::RECENT;
use crate::game::mail_writer::CommandFacts;
use crate::game::service::{InvitationFacts, MAX_TALK};
use crate::game::{GameMeta, Loaded, MailWriter, SpecialBuilding};
use crate::history::Record;
use crate::lang::Lang;
use crate::mail::letter::Letter;
use crate::mail::writer::EmailWriter;
use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
use crate::rules::classic::Classic;
use crate::rules::frenemies::FrenemiesRules;
use crate::rules::oil_springs::OilSpringsRules;
use crate::rules::{AnyEvent, AnyState, GameOptions, Rules, Seat, Viewer};
use crate::simulate::{self, Checks};
use crate::store::{NewMail, SeatRow};
use crate::views::common::form::Sent;
use crate::views::common::record::{Past, PAGE_SIZE};
use crate::views::contract::PageInput;
use crate::views::history::{Entry, HistoryInput, HistoryPage};
use crate::views::present;
use crate::views::talk::{TableTalk, TalkLine};
use crate::web::pages::page_input;
use askama::Template;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use uuid::Uuid;

/// The moment every page and email is drawn at: Mon 2026-12-07 09:00 UTC.
fn now() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_796_634_000)
}

/// When a game's events were stored: the game was created 30 days before
/// [`now`], and each event came a minute after the one before.
fn stored_at(seq: u64) -> SystemTime {
    now() - Duration::from_secs(30 * 86_400) + Duration::from_secs(60 * seq)
}

/// The players, by seat.
const NAMES: [&str; 6] = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Zoë"];

/// Where links point.
const BASE_URL: &str = "https://catan.example.org";

/// The seeds each ruleset and player count is played with: an odd one (the
/// beginner board) and an even one (a variable board).
const SEEDS: [u64; 2] = [1, 2];

/// Points of a game at every this share of its commands (besides the
/// fixed ones).
const EVERY: usize = 6;

/// The language the corpus is written in: `CORPUS_LANG` (`en`, `de`),
/// English when it is not set.
fn corpus_lang() -> Lang {
    match std::env::var("CORPUS_LANG") {
        Err(_) => Lang::En,
        Ok(code) => Lang::from_code(&code)
            .unwrap_or_else(|| panic!("CORPUS_LANG={code:?}: no language the server speaks")),
    }
}

/// One game of the corpus: its ruleset's options and seed, and the
/// language every seat reads.
#[derive(Debug, Clone)]
struct Game {
    options: GameOptions,
    seed: u64,
    lang: Lang,
}

impl Game {
    /// The game's folder: ruleset, players, seed (and `-vf` for
    /// Baden-Württemberg's variable founding).
    fn folder(&self) -> String {
        format!(
            "{}-{}p-seed{}{}",
            self.options.ruleset.name(),
            self.options.players,
            self.seed,
            if self.options.variable_founding {
                "-vf"
            } else {
                ""
            }
        )
    }

    /// The game's id: fixed, different for each game.
    fn id(&self) -> Uuid {
        let ruleset = self
            .options
            .ruleset
            .name()
            .bytes()
            .map(u128::from)
            .sum::<u128>();
        Uuid::from_u128(
            0x5c00_0000_0000_4000_8000_0000_0000_0000
                | ruleset << 32
                | u128::from(self.options.players) << 24
                | u128::from(self.options.variable_founding) << 16
                | u128::from(self.seed),
        )
    }

    /// The secret seed of the game (revealed on its pages once it is over).
    fn secret(&self) -> Vec<u8> {
        let mut h = Sha256::new();
        h.update(self.folder().as_bytes());
        h.finalize().to_vec()
    }

    /// Seat `seat`'s link token: 43 URL-safe characters, fixed.
    fn token(&self, seat: u8) -> String {
        let mut token = format!("S{seat}{}", self.seed);
        token.push_str(&"x".repeat(43 - token.len()));
        token
    }

    /// The facts the handlers and the mail writer read from the database.
    fn meta(&self) -> GameMeta {
        let seats = (0..self.options.players)
            .map(|s| SeatRow {
                seat: s,
                name: NAMES[usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: self.lang,
                time_zone: None,
            })
            .collect();
        let seed = self.secret();
        GameMeta {
            id: self.id(),
            ruleset: self.options.ruleset,
            seats,
            created_at: stored_at(0),
            seed_commitment: crate::seed::commitment(&seed),
            host_rewinds_alone: self.seed.is_multiple_of(2),
            deadline: None,
            // Random games ask every seat in the Special Building Phase.
            special_building: SpecialBuilding::Live,
            language: self.lang,
            seed,
        }
    }
}

/// Every game of the corpus: classic with 3 to 6 seats, each scenario and
/// Baden-Württemberg with each of theirs, each with [`SEEDS`]; and
/// Baden-Württemberg's variable founding with 3 seats.
fn games(lang: Lang) -> Vec<Game> {
    let mut games = Vec::new();
    for &ruleset in crate::rules::dispatch::REGISTERED {
        for players in ruleset.players() {
            for seed in SEEDS {
                games.push(Game {
                    options: simulate::options_for(ruleset, seed, players),
                    seed,
                    lang,
                });
            }
        }
    }
    let mut founding = simulate::options_for(crate::rules::Ruleset::BadenWuerttemberg, 3, 3);
    founding.variable_founding = true;
    games.push(Game {
        options: founding,
        seed: 3,
        lang,
    });
    games
}

/// The commands of a random game of `game`, in order, as
/// [`simulate::record`] plays it; a game with options of its own (the
/// variable founding) is played the same way, by this module.
fn commands<R: Rules>(game: &Game) -> Vec<(Seat, R::Command)> {
    let (seed, players) = (game.seed, game.options.players);
    if game.options == simulate::options_for(R::RULESET, seed, players) {
        return simulate::record::<R>(seed, players, Checks::None)
            .expect("a random game plays")
            .commands;
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut chance = simulate::chance_for(seed);
    let mut state = simulate::fold::<R>(&R::create(&game.options, &mut chance).expect("created"));
    let mut commands = Vec::new();
    while !R::status(&state).is_over() && commands.len() < simulate::MAX_COMMANDS {
        let awaited = R::waiting_for(&state);
        let seat = awaited[rng.random_range(0..awaited.len())];
        let mut legal = R::legal_commands(&state, seat);
        let command = legal.swap_remove(rng.random_range(0..legal.len()));
        for e in R::decide(&state, seat, command.clone(), &mut chance).expect("a legal command") {
            R::evolve(&mut state, &e);
        }
        commands.push((seat, command));
    }
    commands
}

/// The command numbers (from 1) after which the corpus looks at a game of
/// `total` commands: the first, every [`EVERY`]th share, three in a row
/// in the middle, the last. (0, the creation, is looked at besides.)
fn points(total: usize) -> BTreeSet<usize> {
    let step = (total / EVERY).max(1);
    let mid = total / 2;
    let mut points: BTreeSet<usize> = (step..total).step_by(step).collect();
    points.extend([1, mid, mid + 1, mid + 2, total]);
    points.retain(|p| (1..=total).contains(p));
    points
}

/// The command numbers after which the corpus writes the emails of a game
/// of `total` commands with `players` seats, besides its [`points`]: every
/// command of the first rounds (the founding), a stretch of 30 in the
/// middle, and the last ten, so that emails of many kinds are written.
fn mail_points(total: usize, players: u8) -> BTreeSet<usize> {
    let mid = total / 2;
    let mut more = points(total);
    more.extend(1..=4 * usize::from(players));
    more.extend(mid.saturating_sub(15)..mid + 15);
    more.extend(total.saturating_sub(9)..=total);
    more.retain(|p| (1..=total).contains(p));
    more
}

/// Writes files under one folder.
struct Out {
    dir: PathBuf,
}

impl Out {
    fn write(&self, path: &str, bytes: impl AsRef<[u8]>) {
        let path = self.dir.join(path);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("a folder of the corpus");
        }
        fs::write(&path, bytes).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }
}

/// The table talk every page shows: two messages of fixed times, typed
/// in `lang` (the players' own words), their times in `lang`.
fn talk_lines(lang: Lang) -> Vec<TalkLine> {
    let said = match lang {
        Lang::En => ["Anyone for wool?\nI have ore.", "Good luck & have fun <3"],
        Lang::De => ["Jemand Wolle?\nIch habe Erz.", "Viel Glück & viel Spaß <3"],
    };
    vec![
        TalkLine::said(
            lang,
            NAMES[1],
            said[0],
            now() - Duration::from_secs(2 * 86_400 - 600),
            now(),
        ),
        TalkLine::said(
            lang,
            NAMES[0],
            said[1],
            now() - Duration::from_secs(3_600),
            now(),
        ),
    ]
}

/// A game as it stands after `version` events, as the service loads it.
fn loaded(meta: &Arc<GameMeta>, state: &AnyState, version: u64) -> Loaded {
    Loaded {
        meta: Arc::clone(meta),
        state: Arc::new(state.clone()),
        version,
        proposal: None,
        undone: Arc::from(Vec::new()),
        rewound: None,
        attendance: Arc::default(),
        waits: Arc::default(),
    }
}

/// The latest `count` events of `events` (seq from 1), redacted for
/// `viewer`, as `load_with_recent` gives them.
fn recent(events: &[AnyEvent], count: u64, viewer: Viewer) -> Vec<(u64, AnyEvent)> {
    let from = events.len().saturating_sub(count as usize);
    (from as u64 + 1..)
        .zip(&events[from..])
        .map(|(seq, e)| (seq, e.redacted_for(viewer)))
        .collect()
}

/// What a seat page's address asks besides the page: a place to pick or
/// an action to confirm (the `?pick=` or `?act=` of a link on the page).
#[derive(Debug, Default)]
struct Ask {
    pick: Option<String>,
    asked: Option<Sent>,
}

/// The seat page of `seat`, as `seat_page_with` builds it.
fn seat_page(game: &Game, loaded: &Loaded, events: &[AnyEvent], seat: Seat, ask: &Ask) -> String {
    let viewer = Viewer::Seat(seat);
    let names = crate::web::pages::names(&loaded.meta);
    let token = game.token(seat.0);
    let base = format!("/play/{token}");
    let recent = recent(events, crate::web::pages::SEAT_NEWS_EVENTS, viewer);
    let lang = loaded.meta.lang_of(seat);
    let mut settings = crate::web::seat_settings::panel(lang, loaded, seat, &token);
    // The panel offers to be away from tomorrow on, by the clock.
    settings.first_date = "2026-12-08".to_owned();
    // Random games play the Special Building Phase live: no plans.
    settings.special_phase &= settings.plans.is_none();
    let input = PageInput {
        seat: Some(seat),
        action: Some(base.clone()),
        pick: ask.pick.as_deref(),
        asked: ask.asked.as_ref(),
        typed: None,
        notice: None,
        rewind: None,
        host_rewinds_alone: loaded.meta.host_rewinds_alone,
        rewound: None,
        seat_settings: Some(settings),
        talk: Some(TableTalk::with_form(
            talk_lines(lang),
            MAX_TALK,
            format!("{base}/talk"),
            String::new(),
        )),
        ..page_input(lang, loaded, &names, &recent, &base)
    };
    let (view, legal) = (loaded.state.view(viewer), loaded.state.legal_commands(seat));
    present::seat_page(&view, &legal, input)
        .render()
        .expect("a seat page renders")
}

/// The public page, as the `game_page` handler builds it.
fn public_page(loaded: &Loaded, events: &[AnyEvent]) -> String {
    let names = crate::web::pages::names(&loaded.meta);
    let base = format!("/games/{}", loaded.meta.id);
    let recent = recent(events, crate::web::pages::RECENT_EVENTS, Viewer::Spectator);
    // The game's language, as `game_page` reads it when the address and
    // the browser ask for it.
    let lang = loaded.meta.language;
    let input = PageInput {
        talk: Some(TableTalk::read_only(talk_lines(lang), MAX_TALK)),
        ..page_input(lang, loaded, &names, &recent, &base)
    };
    present::public_page(&loaded.state.view(Viewer::Spectator), input)
        .render()
        .expect("the public page renders")
}

/// The first place to pick on `page` (a link's `?pick=`), or the first
/// action it asks to confirm (a button of a form that GETs the page again
/// with `act`), read as the `play_page` handler reads its query.
fn first_ask(page: &str, token: &str, key: &str) -> Option<Ask> {
    if key == "pick" {
        let start = format!("href=\"/play/{token}?");
        let at = page.find(&format!("{start}pick="))? + start.len();
        let end = at + page[at..].find('"')?;
        let link = &page[at..end];
        let query = link.split('#').next().unwrap_or(link).replace("&amp;", "&");
        let pick = url::form_urlencoded::parse(query.as_bytes())
            .find(|(k, _)| k == "pick")
            .map(|(_, v)| v.into_owned());
        return Some(Ask { pick, asked: None });
    }
    let form = format!("<form method=\"get\" action=\"/play/{token}\"");
    let at = page.find(&form)? + form.len();
    let inside = &page[at..at + page[at..].find("</form>")?];
    let button = "name=\"act\" value=\"";
    let from = inside.find(button)? + button.len();
    let act = &inside[from..from + inside[from..].find('"')?];
    Some(Ask {
        pick: None,
        asked: Some(Sent::from_pairs([("act", Some(act))])),
    })
}

/// Writes `mails` (the emails of one moment) under `point`: each one's
/// text with its envelope, its HTML and its picture's SVG, and the PNG of
/// the first picture if `png`.
fn write_mails(out: &Out, game: &Game, point: &str, mails: &[NewMail], png: bool) {
    let mut png_done = !png;
    for (i, mail) in mails.iter().enumerate() {
        let seat = mail.seat.map_or("all".to_owned(), |s| format!("seat{s}"));
        let stem = format!("{point}/mail-{i:02}-{seat}-{}", mail.kind);
        let letter = Letter::from_value(&mail.letter).expect("the writer writes letters");
        let token = game.token(mail.seat.unwrap_or(0));
        // As the mail worker renders it: a seat's email links the
        // recipient's page of all their games.
        let me = mail.seat.map(|_| format!("{BASE_URL}/me/{token}"));
        let bodies = letter.render_for(&format!("{BASE_URL}/play/{token}"), me.as_deref(), now());
        let envelope = format!(
            "Kind: {}\nTo: {}\nSubject: {}\nReply-Version: {}\n\n",
            mail.kind,
            mail.recipient,
            mail.subject,
            mail.reply_version
                .map_or("none".to_owned(), |v| v.to_string())
        );
        out.write(&format!("{stem}.txt"), envelope + &bodies.text);
        out.write(&format!("{stem}.html"), &bodies.html);
        if let Some(board) = &letter.picture {
            out.write(&format!("{stem}.svg"), &board.svg);
            out.write(&format!("{stem}.alt.txt"), &board.alt);
            if !png_done {
                let png = crate::mail::picture::png(board).expect("the picture draws");
                out.write(&format!("{stem}.png"), png);
                png_done = true;
            }
        }
    }
}

/// Writes the pages of the game at one point: every seat's page, the
/// public page, and the first pick and action the first awaited seat's
/// page links to.
fn write_pages(out: &Out, game: &Game, point: &str, loaded: &Loaded, events: &[AnyEvent]) {
    out.write(
        &format!("{point}/page-public.html"),
        public_page(loaded, events),
    );
    let awaited = loaded.state.waiting_for();
    for row in &loaded.meta.seats {
        let seat = Seat(row.seat);
        let page = seat_page(game, loaded, events, seat, &Ask::default());
        if awaited.first() == Some(&seat) {
            let token = game.token(seat.0);
            for key in ["pick", "act"] {
                if let Some(ask) = first_ask(&page, &token, key) {
                    let asked = seat_page(game, loaded, events, seat, &ask);
                    out.write(&format!("{point}/page-seat{}-{key}.html", seat.0), asked);
                }
            }
        }
        out.write(&format!("{point}/page-seat{}.html", seat.0), page);
    }
}

/// Writes the history pages of the game of `events` (its latest page and
/// its first, for the public and for seat 0) and the public board right
/// after the middle move, as `web::history` builds them.
fn write_history(out: &Out, game: &Game, loaded: &Loaded, events: &[AnyEvent]) {
    let entries: Vec<Entry> = (1..)
        .zip(events)
        .map(|(seq, e)| Entry {
            seq,
            at: stored_at(seq),
            record: Record::Rules(e.clone()),
            stand_in: false,
        })
        .collect();
    let names = crate::web::pages::names(&loaded.meta);
    let view = loaded.state.view(Viewer::Spectator);
    let over = loaded.state.status().is_over();
    let lookers = [
        (None, format!("/games/{}", loaded.meta.id), "public"),
        (Some(Seat(0)), format!("/play/{}", game.token(0)), "seat0"),
    ];
    for (seat, base, who) in &lookers {
        let viewer =
            crate::web::history::viewer_for(loaded, seat.map_or(Viewer::Spectator, Viewer::Seat));
        let history_base = format!("{base}/history");
        // A seat's history is in its own language; the public's is asked
        // for in the corpus's (`?lang=de`, which its links keep), English
        // as the game's own when it is English.
        let lang = seat.map_or(loaded.meta.language, |s| loaded.meta.lang_of(s));
        let asked = (seat.is_none() && !lang.is_default()).then_some(lang);
        for (page, name) in [(None, "latest"), (Some(1), "first")] {
            let mut history = HistoryPage::new(HistoryInput {
                lang,
                asked,
                game_id: loaded.meta.id,
                seat_name: seat.map(|s| names.of(s)),
                viewer,
                base,
                history_base: &history_base,
                entries: &entries,
                undone: &loaded.undone,
                names: &names,
                board: present::board_of(&view),
                page,
                page_size: PAGE_SIZE,
                ledger: crate::web::history::ledger(loaded, history_base.clone()),
                finished: over,
            });
            history.layout = history.layout.of_game(loaded.meta.ruleset);
            let html = history.render().expect("the history renders");
            out.write(&format!("history/{who}-{name}.html"), html);
        }
    }
    // The board right after the middle move, as `board_at` draws it.
    let at = (events.len() as u64 / 2).max(1);
    let viewer = crate::web::history::viewer_for(loaded, Viewer::Spectator);
    let upto = &entries[..at as usize];
    let then = crate::history::fold(loaded.meta.ruleset, upto.iter().map(|e| (e.seq, &e.record)))
        .expect("the log folds")
        .state;
    let then_view = then.view(viewer);
    let lang = loaded.meta.language;
    let what = match upto.last().map(|e| e.record.redacted_for(viewer)) {
        Some(Record::Rules(e)) => {
            present::narrate_event(lang, &e, &names, present::board_of(&then_view))
        }
        _ => String::new(),
    };
    let from = upto
        .len()
        .saturating_sub(crate::web::pages::RECENT_EVENTS as usize);
    let recent: Vec<(u64, AnyEvent)> = upto[from..]
        .iter()
        .filter_map(|e| match &e.record {
            Record::Rules(ev) => Some((e.seq, ev.redacted_for(viewer))),
            Record::Meta(_) => None,
        })
        .collect();
    let base = format!("/games/{}", loaded.meta.id);
    let input = PageInput {
        seat: None,
        prompt: crate::lang::waiting::word(lang, &then.waiting(), &names),
        undone: &[],
        past: Some(Past::new(
            &base,
            &format!("{base}/history"),
            at,
            entries.len() as u64,
            what,
            false,
        )),
        ..page_input(lang, loaded, &names, &recent, &base)
    };
    let html = present::public_page(&then_view, input)
        .render()
        .expect("a past board renders");
    out.write(&format!("history/public-at-{at}.html"), html);
}

/// Plays `game` and writes its corpus under `out`.
fn write_game<R: Rules>(out: &Out, game: &Game)
where
    AnyState: From<R::State>,
    AnyEvent: From<R::Event>,
{
    let commands = commands::<R>(game);
    let meta = Arc::new(game.meta());
    let names = meta.names();
    let writer = EmailWriter::new(BASE_URL.to_owned()).with_replies(game.seed.is_multiple_of(2));
    let mut chance = simulate::chance_for(game.seed);
    let mut state = simulate::fold::<R>(&[]);
    let created = R::create(&game.options, &mut chance).expect("created");
    for e in &created {
        R::evolve(&mut state, e);
    }
    let mut events: Vec<AnyEvent> = created.into_iter().map(AnyEvent::from).collect();

    // The creation: the invitations, with the first seat's choices.
    let any = AnyState::from(state.clone());
    let players: Vec<String> = names.0.clone();
    let mut mails: Vec<NewMail> = meta
        .seats
        .iter()
        .filter_map(|s| {
            writer.invitation(&InvitationFacts {
                lang: meta.lang_of(Seat(s.seat)),
                game_id: meta.id,
                seat: s.seat,
                name: &s.name,
                email: &s.email,
                players: &players,
                ruleset: meta.ruleset,
                state: &any,
                host_rewinds_alone: meta.host_rewinds_alone,
                resent: false,
            })
        })
        .collect();
    // The host's email of a game that waits for its host to start it.
    let host = InvitationFacts {
        lang: meta.lang_of(Seat(0)),
        game_id: meta.id,
        seat: 0,
        name: &meta.seats[0].name,
        email: &meta.seats[0].email,
        players: &players,
        ruleset: meta.ruleset,
        state: &any,
        host_rewinds_alone: meta.host_rewinds_alone,
        resent: false,
    };
    mails.extend(writer.host_confirmation(&host));
    writer.ask_choices(&names, &any, events.len() as u64, &events, &mut mails);
    let point = "c00000";
    write_mails(out, game, point, &mails, true);
    write_pages(
        out,
        game,
        point,
        &loaded(&meta, &any, events.len() as u64),
        &events,
    );

    let pages = points(commands.len());
    let wanted = mail_points(commands.len(), game.options.players);
    for (n, (seat, command)) in (1..).zip(&commands) {
        let look = wanted.contains(&n);
        let before = look.then(|| AnyState::from(state.clone()));
        let new = R::decide(&state, *seat, command.clone(), &mut chance).expect("replayed");
        for e in &new {
            R::evolve(&mut state, e);
        }
        let new: Vec<AnyEvent> = new.into_iter().map(AnyEvent::from).collect();
        if let Some(before) = before {
            let after = AnyState::from(state.clone());
            let earlier = &events[events.len().saturating_sub(RECENT)..];
            let version = (events.len() + new.len()) as u64;
            let mut mails = writer.after_command(&CommandFacts {
                meta: &meta,
                before: &before,
                after: &after,
                earlier,
                events: &new,
                version,
                stand_in: None,
                preferred: &[],
                until: None,
                reply: None,
            });
            let point = format!("c{n:05}");
            if pages.contains(&n) {
                // The first awaited seat's first reminder, after a day.
                let awaited = after.waiting_for();
                let reminder = awaited.first().and_then(|seat| {
                    writer.reminder(&meta, &after, *seat, Duration::from_secs(86_400), 1, 3)
                });
                if let Some(mut reminder) = reminder {
                    let recent = &events[events.len().saturating_sub(RECENT)..];
                    writer.ask_choices(
                        &names,
                        &after,
                        version,
                        recent,
                        std::slice::from_mut(&mut reminder),
                    );
                    mails.push(reminder);
                }
            }
            write_mails(out, game, &point, &mails, pages.contains(&n));
            events.extend(new);
            if pages.contains(&n) {
                write_pages(out, game, &point, &loaded(&meta, &after, version), &events);
            }
            if n == commands.len() {
                write_history(out, game, &loaded(&meta, &after, version), &events);
            }
        } else {
            events.extend(new);
        }
    }
}

/// Writes the corpus of `game` under `root`, in its own folder.
fn write_any(root: &Path, game: &Game) {
    use crate::rules::Ruleset;
    let out = Out {
        dir: root.join(game.folder()),
    };
    match game.options.ruleset {
        Ruleset::Classic => write_game::<Classic>(&out, game),
        Ruleset::Frenemies => write_game::<FrenemiesRules>(&out, game),
        Ruleset::OilSprings => write_game::<OilSpringsRules>(&out, game),
        Ruleset::BadenWuerttemberg => write_game::<BadenWuerttemberg>(&out, game),
    }
}

/// Every file under `dir`, as paths relative to `root`, sorted.
fn files(root: &Path, dir: &Path, into: &mut Vec<String>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            files(root, &path, into);
        } else if let Ok(rel) = path.strip_prefix(root) {
            into.push(rel.to_string_lossy().into_owned());
        }
    }
}

/// Writes the corpus under `CORPUS_OUT` (which must be empty or absent):
/// run by `tools/corpus DIR`.
#[test]
#[ignore = "writes the corpus: tools/corpus DIR"]
fn corpus() {
    let Some(root) = std::env::var_os("CORPUS_OUT").map(PathBuf::from) else {
        eprintln!("CORPUS_OUT is not set: no corpus written (run tools/corpus DIR)");
        return;
    };
    fs::create_dir_all(&root).expect("the corpus folder");
    assert!(
        fs::read_dir(&root)
            .expect("the corpus folder")
            .next()
            .is_none(),
        "{} is not empty",
        root.display()
    );
    let started = std::time::Instant::now();
    let queue = Mutex::new(games(corpus_lang()));
    let threads = std::thread::available_parallelism().map_or(2, usize::from);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let next = queue.lock().expect("the queue").pop();
                let Some(game) = next else { break };
                write_any(&root, &game);
            });
        }
    });
    let mut all = Vec::new();
    files(&root, &root, &mut all);
    all.sort();
    let mut manifest = String::new();
    let mut bytes = 0;
    for path in &all {
        let content = fs::read(root.join(path)).expect("a file of the corpus");
        bytes += content.len();
        manifest.push_str(&crate::seed::hex(&Sha256::digest(&content)));
        manifest.push_str("  ");
        manifest.push_str(path);
        manifest.push('\n');
    }
    fs::write(root.join("MANIFEST"), manifest).expect("the manifest");
    eprintln!(
        "corpus: {} files, {bytes} bytes, in {:.1} s, under {}",
        all.len(),
        started.elapsed().as_secs_f64(),
        root.display()
    );
}
