//! Command-line entry point: `serve`, `migrate`, `worker`, `simulate` and the
//! history tools. Thin: each subcommand calls into the library.

use anyhow::bail;
use clap::{Parser, Subcommand};
use slowcatan::rules::dispatch::{with_rules, WithRules};
use slowcatan::rules::{count_words, Rules, Ruleset, Status};
use slowcatan::simulate::{self, Checks};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "slowcatan",
    version,
    about = "An asynchronous play-by-email Catan server"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the server (with the embedded database unless DATABASE_URL is set).
    Serve(#[command(flatten)] Box<slowcatan::config::ServeArgs>),
    /// Apply the database migrations and exit.
    Migrate(#[command(flatten)] slowcatan::config::DatabaseArgs),
    /// Run only the mail worker (send the outbox, queue reminders).
    Worker(#[command(flatten)] Box<slowcatan::config::ServeArgs>),
    /// Write a game's history as JSON lines: complete, with the secret seed (this is
    /// the operator; keep it private while the game runs).
    Export {
        #[command(flatten)]
        db: slowcatan::config::DatabaseArgs,
        /// The game's id.
        #[arg(long)]
        game: uuid::Uuid,
        /// Leave out private fields, as the public export does.
        #[arg(long)]
        public: bool,
        /// Write to this file instead of standard output.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Act on one reply email read from standard input (for a mail server's
    /// pipe): exit 0 when it was handled or deliberately ignored, 75 (try
    /// again later) when the database failed.
    Receive {
        #[command(flatten)]
        db: slowcatan::config::DatabaseArgs,
        /// Public URL of the service, for the links of answers.
        #[arg(long, env = "BASE_URL", default_value = "http://127.0.0.1:8080")]
        base_url: String,
        /// The address replies come back to, as `serve` is given it.
        #[arg(long, env = "MAIL_REPLY_TO")]
        mail_reply_to: String,
        /// The envelope recipient, where the mail server passes it
        /// (`${recipient}` in a Postfix pipe).
        #[arg(long)]
        recipient: Option<String>,
    },
    /// Check an export: hash chain, re-fold, and every random outcome once the seed is revealed.
    Verify {
        /// The export file.
        file: std::path::PathBuf,
    },
    /// Load an export into the database; prints the new host and seat links.
    Import {
        #[command(flatten)]
        db: slowcatan::config::DatabaseArgs,
        /// Public URL for the printed links.
        #[arg(long, env = "BASE_URL", default_value = "http://127.0.0.1:8080")]
        base_url: String,
        /// The export file.
        file: std::path::PathBuf,
    },
    /// Play random legal games to the end, checking every invariant.
    Simulate {
        /// Players per game, within the ruleset's counts.
        #[arg(long, default_value_t = 4)]
        players: u8,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The first game's seed; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The ruleset.
        #[arg(long, default_value = Ruleset::DEFAULT.name())]
        ruleset: String,
        /// Skip the invariant checks to measure raw speed.
        #[arg(long)]
        fast: bool,
        /// One seat (each in turn, game by game) is the stand-in player; the
        /// others play random legal commands. Prints the stand-in's win share
        /// and its decision time per command.
        #[arg(long)]
        stand_in: bool,
    },
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Cmd::Serve(args) => {
            slowcatan::telemetry::init();
            let settings = args.validate()?;
            actix_web::rt::System::new().block_on(slowcatan::startup::serve(settings))
        }
        Cmd::Worker(args) => {
            slowcatan::telemetry::init();
            let settings = args.validate()?;
            actix_web::rt::System::new().block_on(slowcatan::startup::work(settings))
        }
        Cmd::Export {
            db,
            game,
            public,
            out,
        } => actix_web::rt::System::new().block_on(async move {
            let database =
                slowcatan::startup::Database::open(db.database_url.as_deref(), &db.data_dir)
                    .await?;
            let key = slowcatan::startup::server_key(&db.data_dir)?;
            let service =
                slowcatan::game::GameService::new(database.store.clone(), key, String::new());
            let viewer = if public {
                slowcatan::rules::Viewer::Spectator
            } else {
                slowcatan::rules::Viewer::Referee
            };
            let text = service.export(game, viewer).await;
            database.close().await?;
            let text = text?;
            match out {
                Some(path) => std::fs::write(&path, text)?,
                None => print!("{text}"),
            }
            Ok(())
        }),
        Cmd::Receive {
            db,
            base_url,
            mail_reply_to,
            recipient,
        } => {
            receive(&db, &base_url, &mail_reply_to, recipient.as_deref());
            Ok(())
        }
        Cmd::Verify { file } => {
            let text = std::fs::read_to_string(&file)?;
            let export = slowcatan::history::export::parse(&text);
            match export.and_then(|e| slowcatan::history::export::verify(&e)) {
                Ok(r) => {
                    println!("ok: {} events, hash chain intact", r.events);
                    if r.withheld > 0 {
                        println!(
                            "{} events come without their hash (it would cover hidden cards): the chain was not checked there",
                            r.withheld
                        );
                    }
                    if r.opened > 0 {
                        println!(
                            "{} private fields opened and matched their commitments",
                            r.opened
                        );
                    }
                    if r.unchecked > 0 {
                        println!(
                            "{} events have private fields not shown: only their commitments were checked",
                            r.unchecked
                        );
                    }
                    if r.rewinds > 0 {
                        println!("{} rewinds", r.rewinds);
                    }
                    if r.seed_checked {
                        println!(
                            "seed matches its commitment; {} random outcomes re-derived",
                            r.rederived
                        );
                    } else {
                        println!("seed not revealed: random outcomes not re-derived");
                    }
                    if let Some(w) = r.winner() {
                        println!("winner: seat {}", w.0);
                    }
                    Ok(())
                }
                Err(e) => {
                    eprintln!("verification failed: {e}");
                    std::process::exit(1);
                }
            }
        }
        Cmd::Import { db, base_url, file } => actix_web::rt::System::new().block_on(async move {
            let text = std::fs::read_to_string(&file)?;
            let database =
                slowcatan::startup::Database::open(db.database_url.as_deref(), &db.data_dir)
                    .await?;
            let key = slowcatan::startup::server_key(&db.data_dir)?;
            let base = base_url.trim_end_matches('/').to_owned();
            let service =
                slowcatan::game::GameService::new(database.store.clone(), key, base.clone());
            let imported = service.import(&text).await;
            database.close().await?;
            let (created, report) = imported?;
            println!(
                "imported game {} ({} events)",
                created.game_id, report.events
            );
            println!("host: {base}/host/{}", created.host_token.as_str());
            for (i, t) in created.seat_tokens.iter().enumerate() {
                println!("seat {i}: {base}/play/{}", t.as_str());
            }
            Ok(())
        }),
        Cmd::Migrate(db) => {
            slowcatan::telemetry::init();
            actix_web::rt::System::new().block_on(async move {
                let db =
                    slowcatan::startup::Database::open(db.database_url.as_deref(), &db.data_dir)
                        .await?;
                tracing::info!("migrations applied");
                db.close().await
            })
        }
        Cmd::Simulate {
            players,
            games,
            seed,
            ruleset,
            fast,
            stand_in,
        } => run_simulation(
            Simulation {
                players,
                games,
                seed,
                checks: if fast {
                    Checks::None
                } else {
                    Checks::Invariants
                },
                stand_in,
            },
            &ruleset,
        ),
    }
}

fn run_simulation(simulation: Simulation, ruleset: &str) -> anyhow::Result<()> {
    let Simulation {
        players,
        games,
        seed,
        stand_in,
        ..
    } = simulation;
    let Ok(ruleset) = ruleset.parse::<Ruleset>() else {
        bail!("there is no ruleset called {ruleset:?}");
    };
    if !ruleset.players().contains(&players) {
        bail!(
            "a game of {} needs {} players, not {players}",
            ruleset.name(),
            count_words(&ruleset.players())
        );
    }
    let start = Instant::now();
    let tally = with_rules(ruleset, simulation)??;
    let Tally {
        events,
        commands,
        wins,
        stand_in_wins,
        decisions,
        thinking,
    } = tally;
    let secs = start.elapsed().as_secs_f64();
    let n = games.max(1) as f64;
    println!(
        "games:            {games} of {} ({players} players, seeds {seed}..{})",
        ruleset.name(),
        seed.wrapping_add(games)
    );
    println!("time:             {secs:.3} s");
    println!("games/s:          {:.1}", games as f64 / secs);
    println!("commands/s:       {:.0}", commands as f64 / secs);
    println!("events per game:  {:.1}", events as f64 / n);
    println!("commands per game: {:.1}", commands as f64 / n);
    println!("winners:");
    for (who, count) in &wins {
        println!("  {who:<12} {count:>6} ({:.1}%)", *count as f64 * 100.0 / n);
    }
    if stand_in {
        println!(
            "stand-in wins: {:.0}% (chance alone: 1 in {players}, {:.0}%)",
            stand_in_wins as f64 * 100.0 / n,
            100.0 / f64::from(players)
        );
        println!(
            "stand-in decision: {:.3} ms per command ({decisions} commands)",
            thinking.as_secs_f64() * 1000.0 / decisions.max(1) as f64
        );
    }
    Ok(())
}

/// What the simulated games added up to.
struct Tally {
    events: usize,
    commands: usize,
    wins: BTreeMap<String, u64>,
    /// Games the stand-in won (with `--stand-in`).
    stand_in_wins: u64,
    /// Commands the stand-in chose, and the time its choices took.
    decisions: usize,
    thinking: Duration,
}

/// Random games of one ruleset, run with that ruleset's types.
struct Simulation {
    players: u8,
    games: u64,
    seed: u64,
    checks: Checks,
    /// One seat is the stand-in.
    stand_in: bool,
}

impl WithRules for Simulation {
    type Output = anyhow::Result<Tally>;

    fn run<R: Rules>(self) -> anyhow::Result<Tally> {
        let Simulation {
            players,
            games,
            seed,
            checks,
            stand_in,
        } = self;
        let mut tally = Tally {
            events: 0,
            commands: 0,
            wins: BTreeMap::new(),
            stand_in_wins: 0,
            decisions: 0,
            thinking: Duration::ZERO,
        };
        let flag = if stand_in { " --stand-in" } else { "" };
        for i in 0..games {
            let game_seed = seed.wrapping_add(i);
            let played = if stand_in {
                simulate::play_against_stand_in::<R>(game_seed, players, checks).map(|p| {
                    tally.stand_in_wins += u64::from(p.stand_in_won());
                    tally.decisions += p.decisions;
                    tally.thinking += p.thinking;
                    p.played
                })
            } else {
                simulate::play::<R>(game_seed, players, checks)
            }
            .map_err(|f| {
                anyhow::anyhow!(
                    "invariant broken in game with seed {}: {}\nreproduce with: slowcatan simulate{flag} --ruleset {} --players {players} --games 1 --seed {}",
                    f.seed,
                    f.message,
                    R::RULESET.name(),
                    f.seed
                )
            })?;
            tally.events += played.events.len();
            tally.commands += played.commands;
            let key = match played.status {
                Status::Finished(Some(s)) => format!("seat {}", s.0),
                Status::Finished(None) => "nobody".to_owned(),
                _ => "unfinished".to_owned(),
            };
            *tally.wins.entry(key).or_default() += 1;
        }
        Ok(tally)
    }
}

/// The exit status that asks a mail server to deliver the message again
/// later (`EX_TEMPFAIL`).
const EX_TEMPFAIL: i32 = 75;

/// `receive`: reads one message from standard input (at most
/// [`slowcatan::mail::inbound::MAX_MESSAGE`] bytes are read; a larger one
/// is ignored) and acts on it. A failure is temporary: the exit status asks
/// the mail server to try again.
fn receive(
    db: &slowcatan::config::DatabaseArgs,
    base_url: &str,
    reply_to: &str,
    recipient: Option<&str>,
) {
    use std::io::Read as _;
    slowcatan::telemetry::init();
    let Some(reply_to) = slowcatan::game::links::ReplyTo::parse(reply_to) else {
        eprintln!("MAIL_REPLY_TO {reply_to:?} is not a plain address such as play@example.org");
        std::process::exit(EX_TEMPFAIL);
    };
    let limit = slowcatan::mail::inbound::MAX_MESSAGE as u64 + 1;
    let mut raw = Vec::new();
    if let Err(e) = std::io::stdin().take(limit).read_to_end(&mut raw) {
        eprintln!("could not read the message: {e}");
        std::process::exit(EX_TEMPFAIL);
    }
    let outcome = actix_web::rt::System::new().block_on(slowcatan::startup::receive(
        db, base_url, reply_to, &raw, recipient,
    ));
    match outcome {
        Ok(outcome) => tracing::info!(?outcome, "reply received"),
        Err(e) => {
            eprintln!("{e:#}");
            std::process::exit(EX_TEMPFAIL);
        }
    }
}
