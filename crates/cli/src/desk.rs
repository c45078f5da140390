//! `krada desk`: a tournament's desk on the command line, over the same
//! model as the page's (`krada-desk`). Each command reads the event file,
//! changes it and writes it back whole; a refused command exits 2 with the
//! reason on stderr and leaves the file as it was.

use crate::locale::user_lang;
use clap::Subcommand;
use krada_desk::event::parse_score;
use krada_desk::standings::{divisions, standings};
use krada_desk::{FirstRound, Outcome, Scale, Settings, Side, System, Tournament, read_list};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Subcommand)]
pub enum DeskCommand {
    /// Start an event from a list of players (CSV or tab-separated, a
    /// header row: name, school, optional rating and division).
    New {
        #[arg(long)]
        players: PathBuf,
        /// swiss, koth (King of the Hill), round-robin or winners.
        #[arg(long)]
        system: String,
        #[arg(long)]
        rounds: u32,
        /// A game's spread counts at most this much either way.
        #[arg(long, default_value_t = 250)]
        spread_cap: u32,
        /// The cap in the last round.
        #[arg(long, default_value_t = 200)]
        last_spread_cap: u32,
        /// What a bye counts as a win by.
        #[arg(long, default_value_t = 100)]
        bye_spread: u32,
        /// Two players of one school do not meet where it can be avoided.
        #[arg(long)]
        avoid_same_school: bool,
        /// In the last rounds a leader no one can catch plays the best
        /// player out of contention for a prize.
        #[arg(long)]
        gibson: bool,
        /// Draw round 1 with this seed (without it: by rating).
        #[arg(long)]
        seed: Option<u64>,
        /// What a win, a draw and a loss are worth: 2-1-0 or 1-0.5-0.
        #[arg(long, default_value = "2-1-0")]
        points: String,
        /// The event's name, on its sheets.
        #[arg(long, default_value = "")]
        name: String,
        #[arg(long)]
        out: PathBuf,
    },
    /// Pair the next round; prints TABLE, NAME A, NAME B (BYE for a bye).
    Pair { file: PathBuf },
    /// Enter a table's result: both scores, or `no-show A|B`.
    Result {
        file: PathBuf,
        round: u32,
        table: u32,
        /// Side A's score, or `no-show`.
        first: String,
        /// Side B's score, or the absent side (A or B) after `no-show`.
        second: String,
    },
    /// The standings: RANK, NAME, SCHOOL, GAMES, POINTS, SPREAD.
    Standings { file: PathBuf },
    /// Times pairing an event of ENTRANTS through ROUNDS Swiss rounds with
    /// random results; `--out` keeps the event before its last round (for
    /// timing that round's pairing on the page).
    Bench {
        #[arg(long, default_value_t = 300)]
        entrants: usize,
        #[arg(long, default_value_t = 9)]
        rounds: u32,
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

/// A refused command's reason, in the user's language.
struct Refused(String);

pub fn run(command: DeskCommand) -> ExitCode {
    let done = match command {
        DeskCommand::New { .. } => new(command),
        DeskCommand::Pair { file } => pair(&file),
        DeskCommand::Result {
            file,
            round,
            table,
            first,
            second,
        } => result(&file, round, table, &first, &second),
        DeskCommand::Standings { file } => load(&file).map(|t| print!("{}", standings_text(&t))),
        DeskCommand::Bench {
            entrants,
            rounds,
            out,
        } => bench(entrants, rounds, out.as_deref()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(Refused(reason)) => {
            eprintln!("{reason}");
            ExitCode::from(2)
        }
    }
}

fn new(command: DeskCommand) -> Result<(), Refused> {
    let DeskCommand::New {
        players,
        system,
        rounds,
        spread_cap,
        last_spread_cap,
        bye_spread,
        avoid_same_school,
        gibson,
        seed,
        points,
        name,
        out,
    } = command
    else {
        unreachable!("called for `new`")
    };
    let system = System::parse(&system).ok_or_else(|| {
        Refused(format!(
            "--system: {system}? (swiss, koth, round-robin, winners)"
        ))
    })?;
    let scale = match points.as_str() {
        "2-1-0" => Scale::TwoOneZero,
        "1-0.5-0" | "1-½-0" => Scale::OneHalfZero,
        _ => return Err(Refused(format!("--points: {points}? (2-1-0 or 1-0.5-0)"))),
    };
    let text = read(&players)?;
    let entrants = read_list(&text).map_err(|e| Refused(user_lang().list_error(&e)))?;
    let settings = Settings {
        spread_cap,
        last_spread_cap,
        bye_spread,
        avoid_same_school,
        gibson,
        first_round: seed.map_or(FirstRound::ByRating, |_| FirstRound::Drawn),
        seed: seed.unwrap_or(0),
        scale,
        ..Settings::new(system, rounds)
    };
    save(&out, &Tournament::new(&name, settings, entrants))
}

fn pair(file: &Path) -> Result<(), Refused> {
    let mut t = load(file)?;
    let round = t.pair_next().map_err(refused)?.clone();
    save(file, &t)?;
    for game in &round.games {
        let b = game.b.map_or("BYE", |b| &t.entrants[b].name);
        println!("{}\t{}\t{}", game.table, t.entrants[game.a].name, b);
    }
    Ok(())
}

fn result(file: &Path, round: u32, table: u32, first: &str, second: &str) -> Result<(), Refused> {
    let mut t = load(file)?;
    let outcome = if first == "no-show" {
        match second {
            "A" | "a" => Outcome::NoShow(Side::A),
            "B" | "b" => Outcome::NoShow(Side::B),
            _ => return Err(Refused(format!("no-show {second}? (A or B)"))),
        }
    } else {
        let score = |text: &str| parse_score(text).map_err(refused);
        Outcome::Scores {
            a: score(first)?,
            b: score(second)?,
        }
    };
    t.set_result(round, table, Some(outcome)).map_err(refused)?;
    save(file, &t)
}

/// One line a standing, each division headed by its name when there are
/// several.
fn standings_text(t: &Tournament) -> String {
    let all = divisions(t);
    let mut out = String::new();
    for division in &all {
        if all.len() > 1 {
            out.push_str(&format!("# {division}\n"));
        }
        for (rank, s) in standings(t, division).iter().enumerate() {
            let e = &t.entrants[s.entrant];
            out.push_str(&format!(
                "{}\t{}\t{}\t{}\t{}\t{:+}\n",
                rank + 1,
                e.name,
                e.school,
                s.games,
                t.settings.scale.write(s.halves),
                s.spread
            ));
        }
    }
    out
}

/// Pairs a made-up event round by round, each result drawn from a seeded
/// generator (the better-rated side wins two games in three), and prints
/// how long each round's pairing took.
fn bench(entrants: usize, rounds: u32, out: Option<&Path>) -> Result<(), Refused> {
    use krada_desk::Entrant;
    use rand::{Rng, SeedableRng};
    let list = (0..entrants)
        .map(|i| Entrant {
            rating: Some(2400 - i as u32 * 1000 / entrants.max(1) as u32),
            ..Entrant::new(&format!("Player {i:03}"), &format!("School {}", i % 40))
        })
        .collect();
    let mut t = Tournament::new("bench", Settings::new(System::Swiss, rounds), list);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    println!("round\tpairing ms");
    for round in 1..=rounds {
        if round == rounds
            && let Some(out) = out
        {
            save(out, &t)?;
        }
        let started = std::time::Instant::now();
        let games = t.pair_next().map_err(refused)?.games.clone();
        println!("{round}\t{:.2}", started.elapsed().as_secs_f64() * 1000.0);
        for g in games.iter().filter(|g| !g.is_bye()) {
            let (a, b) = (rng.random_range(300..480), rng.random_range(300..480));
            let better_a = t.entrants[g.a].rating >= g.b.and_then(|b| t.entrants[b].rating);
            let upset = rng.random_range(0..3) == 0;
            let (a, b) = if (a >= b) == (better_a != upset) {
                (a, b)
            } else {
                (b, a)
            };
            t.set_result(round, g.table, Some(Outcome::Scores { a, b }))
                .map_err(refused)?;
        }
    }
    Ok(())
}

fn refused(e: krada_desk::DeskError) -> Refused {
    Refused(user_lang().desk_error(&e))
}

fn read(path: &Path) -> Result<String, Refused> {
    std::fs::read_to_string(path)
        .map_err(|e| Refused(format!("cannot read {}: {e}", path.display())))
}

fn load(path: &Path) -> Result<Tournament, Refused> {
    Tournament::from_json(&read(path)?).map_err(refused)
}

/// Writes the whole event beside the file, then over it: a write cut short
/// never leaves half a file.
fn save(path: &Path, t: &Tournament) -> Result<(), Refused> {
    let fail = |e: std::io::Error| Refused(format!("cannot write {}: {e}", path.display()));
    let mut beside = path.as_os_str().to_owned();
    beside.push(".writing");
    std::fs::write(&beside, t.to_json()).map_err(fail)?;
    std::fs::rename(&beside, path).map_err(fail)
}
