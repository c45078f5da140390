//! `krada`: the rules engine on the command line.

mod bench;
mod check;
mod desk;
mod gcg;
mod learn;
mod locale;
mod moves;
mod pre_endgame;
mod puzzle;
mod puzzle_ratings;
mod replay;
mod review;
mod selfplay;
mod words;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The most moves a play-out follows a candidate with (`--plies`): each ply
/// costs a search a draw, and deeper ones have not been measured.
const MAX_PLIES: i64 = 6;

/// Krada on the command line: the same engine as the web game.
#[derive(Parser)]
#[command(name = "krada", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// A tournament's desk: start an event, pair rounds, enter results,
    /// read the standings (see docs/desk.md).
    Desk {
        #[command(subcommand)]
        command: desk::DeskCommand,
    },
    /// Check an A-Math equation: prints `valid` or `invalid: REASON`.
    ///
    /// One character a tile; tiles 10–20 in brackets (`[12]`); `×`, `x` or
    /// `*` for times and `÷` or `/` for divide. Exit status: 0 valid,
    /// 1 invalid, 2 unreadable.
    Check {
        /// The equation, e.g. "47-19-13=15", "[12]÷3=4" or "-6=4-[10]".
        #[arg(allow_hyphen_values = true)]
        equation: String,
    },
    /// Replay a saved game record: each turn's score, then the final scores.
    ///
    /// Every move is replayed from the record's seed and checked against the
    /// rules; a record that disagrees is reported with its turn and field
    /// (exit status 2).
    Replay {
        /// A game record (JSON) saved by the app or another Krada tool.
        file: String,
    },
    /// Replay GCG files, checking every score and total; prints each
    /// file's final scores.
    ///
    /// The encoding is the file's `#character-encoding` (ISO-8859-1 when it
    /// has none). Exit status: 0 every file replays, 1 a file is refused (its
    /// line and the reason are printed: a score that disagrees, another
    /// variant of the game …), 2 a file cannot be read.
    Gcg {
        /// The GCG files.
        #[arg(required = true)]
        files: Vec<String>,
        /// Show scores and totals that disagree with the rules as warnings
        /// and follow the file's figures, instead of refusing the file.
        #[arg(long)]
        lenient: bool,
    },
    /// List every legal play of a position, best score first.
    ///
    /// The position file is plain text (see docs/command-line.md): `tiles standard`,
    /// `rack 12=3+4×?`, an optional `bag N`, and the board's tiles written as
    /// plays, one a line (`8F 6=2~×3`). With `tiles english` it is a
    /// Crossword position (`rack RETAIN?`, `8D CAT`, a blank in lowercase).
    Moves {
        /// The position file.
        position: String,
        /// Show only the best N plays.
        #[arg(long)]
        top: Option<usize>,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Review a game move by move: each move's rank among every legal play
    /// for its rack, the points and equity it left, the best plays, and a
    /// summary per player.
    ///
    /// Reads a Krada game record (JSON) or a GCG file (only moves whose rack
    /// the file gives). Exit status: 0 reviewed, 1 no rack to review,
    /// 2 unreadable.
    Review {
        /// The record or GCG file.
        file: String,
        /// How many best plays to list for each move.
        #[arg(long, default_value_t = 5)]
        top: usize,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Print a "find the best play" puzzle and its answers, ranked.
    ///
    /// The same options give the same puzzle on any device (the app's
    /// puzzle number is the seed). Exit status: 0 a puzzle, 1 none from
    /// this seed, 2 bad options.
    Puzzle {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// best (the top score), bingo (a play of the whole rack), drill (an
        /// equation or word of a first rack's every tile), close (`=` and a
        /// number after an equation, A-Math), endgame (the bag empty: the
        /// play that ends the game best), pre-endgame (one tile in the bag:
        /// the play that wins on the most draws) or length-2 to length-8
        /// (the top score of a word that long, Crossword).
        #[arg(long, default_value = "best")]
        kind: String,
        /// easy, medium or hard: how many plays the best hides among.
        #[arg(long, default_value = "medium")]
        level: String,
        /// The 70-tile primary set.
        #[arg(long)]
        primary: bool,
        /// Crossword instead of A-Math.
        #[arg(long, conflicts_with = "primary")]
        crossword: bool,
        /// How many answers to print.
        #[arg(long, default_value_t = 10)]
        answers: usize,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Fit the weights that rate each puzzle from what is measured on it,
    /// on puzzles of every kind and level from seeds 1 to N (each level's
    /// aimed at its level's rating); prints them as the Rust constant of
    /// `crates/features/src/puzzle_rating.rs` and each level's ratings.
    PuzzleRatings {
        #[arg(long, default_value_t = 20)]
        per_level: u64,
        /// Crossword's puzzles too, with this word list (or $KRADA_LEXICON /
        /// the shared ENABLE2K when `--crossword` is given).
        #[arg(long)]
        crossword: bool,
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Play games between two levels and report how each fared.
    Selfplay {
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// easy, medium, greedy, hard or expert.
        #[arg(long, default_value = "hard")]
        a: String,
        #[arg(long, default_value = "greedy")]
        b: String,
        /// The number of the first game played: a long match is played in
        /// parts (`--games 500`, then `--games 500 --first-game 500`) whose
        /// tallies add up to the whole's.
        #[arg(long, default_value_t = 0)]
        first_game: u32,
        /// Play with the 70-tile primary set.
        #[arg(long)]
        primary: bool,
        /// Play Crossword instead of A-Math.
        #[arg(long, conflicts_with = "primary")]
        crossword: bool,
        /// Whether the hard level of side A searches endgames (`false`
        /// plays them by equity, to measure what the search gains).
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
        a_endgame: bool,
        /// The same for side B.
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
        b_endgame: bool,
        /// The expert's fixed budget a move: moves simulated (default: 6 in
        /// A-Math, 12 in Crossword)…
        #[arg(long)]
        candidates: Option<usize>,
        /// …and draws each meets (default: 16 in A-Math, 512 in Crossword).
        #[arg(long)]
        iterations: Option<u32>,
        /// The expert simulates every candidate on every draw instead of
        /// dropping those far behind.
        #[arg(long)]
        keep_all: bool,
        /// Moves the expert plays out after each candidate: 1, the
        /// opponent's reply; 2 (default), also its own next move; 3, the
        /// opponent's answer to that too; and so on, up to 6.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=MAX_PLIES))]
        plies: Option<u8>,
        /// The most work each search of a play-out may take, in units of
        /// 4 096 generator steps, before it takes the best found (default 64).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        reply_work: Option<u32>,
        /// With this many tiles or fewer left in the bag after a candidate,
        /// the expert plays it out to the game's end (default: 7 in
        /// Crossword, 8 in A-Math; 0: never).
        #[arg(long)]
        finish_within: Option<u8>,
        /// The expert weighs candidates by the points they gain alone, not
        /// by its chances of winning.
        #[arg(long)]
        by_points: bool,
        /// With 1 to N tiles in the bag the expert reads every draw, each
        /// followed by its endgame (default 0: it simulates there too).
        #[arg(long)]
        pre_endgame: Option<usize>,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// What the expert's reading of a nearly empty bag gains: games of the
    /// hard level against itself stopped at the first bag of 1 to N tiles,
    /// each played on by the expert with and without it against the hard
    /// level, on the same seeds.
    PreEndgameGain {
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 53_000)]
        seed: u64,
        /// The largest bag read (default 1).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=7))]
        bag: Option<u64>,
        /// Crossword instead of A-Math.
        #[arg(long)]
        crossword: bool,
        /// The simulating expert's draws (as for `selfplay`).
        #[arg(long)]
        iterations: Option<u32>,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// What the expert's choice gains over the hard level's move, by the
    /// draws it chooses with: in the first player's moves of games of the
    /// hard level against itself, judged on other draws of each position.
    ChoiceGain {
        #[arg(long, default_value_t = 6)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Crossword instead of A-Math.
        #[arg(long)]
        crossword: bool,
        /// The draws the expert chooses with, each a study of its own.
        #[arg(long, value_delimiter = ',', default_value = "16,64,256")]
        draws: Vec<u32>,
        /// The draws each choice is judged on (every candidate meets each).
        #[arg(long, default_value_t = 64)]
        judge: u32,
        /// How far the judging draws' searches may go (as `--reply-work`;
        /// default: as the choosing draws').
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        judge_work: Option<u32>,
        /// Moves simulated (default: 6 in A-Math, 12 in Crossword).
        #[arg(long)]
        candidates: Option<usize>,
        /// As for `selfplay`.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        reply_work: Option<u32>,
        /// As for `selfplay`.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=MAX_PLIES))]
        plies: Option<u8>,
        /// How many moves the judging draws play out (default: as the
        /// choosing draws), so that choosers of several depths meet one judge.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=MAX_PLIES))]
        judge_plies: Option<u8>,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Time move generation on a fixed suite of positions.
    Bench {
        /// Runs per position; the median is reported.
        #[arg(long, default_value_t = 3)]
        repeat: usize,
        /// Crossword positions instead of A-Math ones.
        #[arg(long)]
        crossword: bool,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Fit leave weights from games of the hard level against itself;
    /// prints them as the Rust table of `crates/ai/src/leave.rs`.
    ///
    /// A-Math starts from a leave that values nothing (or, with
    /// `--from-current`, from its current weights) and fits again from
    /// games played with each round's weights; Crossword starts from its
    /// current weights. The same options give the same table on any machine.
    LearnLeaves {
        /// Games each round.
        #[arg(long, default_value_t = 500)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Fitting rounds, each from games played with the last one's weights.
        #[arg(long, default_value_t = 1)]
        rounds: u32,
        /// How many of the side's next turns the outcome adds up.
        #[arg(long, default_value_t = 1)]
        horizon: usize,
        /// A-Math: start from the current weights instead of from nothing
        /// (a further round from where the last fitting settled).
        #[arg(long)]
        from_current: bool,
        /// Crossword's leave instead of A-Math's.
        #[arg(long)]
        crossword: bool,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Fit what each premium square a play opens costs it: the hard level
    /// plays itself (with the values in use) and the opponent's next score
    /// is fitted on the squares of each kind the play opened.
    LearnOpening {
        #[arg(long, default_value_t = 1000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Crossword instead of A-Math.
        #[arg(long)]
        crossword: bool,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Fit the expert's model of the chance of winning: the hard level plays
    /// itself and the final lead is compared with the lead at every turn.
    FitChances {
        #[arg(long, default_value_t = 500)]
        games: u32,
        #[arg(long, default_value_t = 90_000)]
        seed: u64,
        /// Crossword instead of A-Math.
        #[arg(long)]
        crossword: bool,
        /// Crossword's word list (default: $KRADA_LEXICON or ../shared/lexicon/enable2k.txt.gz).
        #[arg(long)]
        lexicon: Option<PathBuf>,
    },
    /// Compile a word list (one word a line, may be gzipped) into the word
    /// graph file the web app fetches.
    Lexicon { list: PathBuf, out: PathBuf },
}

/// The tiles a command plays with: Crossword's, the 70-tile primary A-Math
/// set, or the standard 100-tile one.
fn tiles_of(primary: bool, crossword: bool) -> krada_engine::tileset::TileSetId {
    use krada_engine::tileset::TileSetId;
    match (primary, crossword) {
        (_, true) => TileSetId::English,
        (true, false) => TileSetId::Primary,
        (false, false) => TileSetId::Standard,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { equation } => check::run(&equation),
        Command::Desk { command } => desk::run(command),
        Command::Replay { file } => replay::run(&file),
        Command::Puzzle {
            seed,
            kind,
            level,
            primary,
            crossword,
            answers,
            lexicon,
        } => puzzle::run(
            puzzle::Options {
                seed,
                kind: &kind,
                level: &level,
                tiles: tiles_of(primary, crossword),
                answers,
            },
            lexicon.as_deref(),
        ),
        Command::PuzzleRatings {
            per_level,
            crossword,
            lexicon,
        } => {
            let words = match crossword {
                true => match crate::words::load(lexicon.as_deref()) {
                    Ok(words) => Some(words),
                    Err(e) => {
                        eprintln!("{e}");
                        return ExitCode::from(2);
                    }
                },
                false => None,
            };
            puzzle_ratings::run(per_level, words)
        }
        Command::Review { file, top, lexicon } => review::run(&file, top, lexicon.as_deref()),
        Command::Gcg { files, lenient } => gcg::run(&files, lenient),
        Command::Moves {
            position,
            top,
            lexicon,
        } => moves::run(&position, top, lexicon.as_deref()),
        Command::Selfplay {
            games,
            first_game,
            seed,
            a,
            b,
            primary,
            crossword,
            a_endgame,
            b_endgame,
            candidates,
            iterations,
            keep_all,
            plies,
            reply_work,
            finish_within,
            by_points,
            pre_endgame,
            lexicon,
        } => selfplay::run(
            first_game..first_game.saturating_add(games),
            seed,
            selfplay::Expert {
                candidates: candidates.map(|c| c as u32),
                iterations,
                keep_all,
                plies,
                reply_work,
                finish_within,
                by_points,
                pre_endgame,
            },
            [
                selfplay::Side {
                    level: &a,
                    endgame: a_endgame,
                },
                selfplay::Side {
                    level: &b,
                    endgame: b_endgame,
                },
            ],
            tiles_of(primary, crossword),
            lexicon.as_deref(),
        ),
        Command::ChoiceGain {
            games,
            seed,
            crossword,
            draws,
            judge,
            judge_work,
            judge_plies,
            candidates,
            reply_work,
            plies,
            lexicon,
        } => selfplay::choice_gain(
            games,
            seed,
            selfplay::Expert {
                candidates: candidates.map(|c| c as u32),
                iterations: None,
                keep_all: false,
                plies,
                reply_work,
                finish_within: None,
                by_points: false,
                pre_endgame: None,
            },
            &draws,
            selfplay::Judging {
                draws: judge,
                work: judge_work,
                plies: judge_plies,
            },
            tiles_of(false, crossword),
            lexicon.as_deref(),
        ),
        Command::PreEndgameGain {
            games,
            seed,
            bag,
            crossword,
            iterations,
            lexicon,
        } => pre_endgame::run(
            games,
            seed,
            selfplay::Expert {
                candidates: None,
                iterations,
                keep_all: false,
                plies: None,
                reply_work: None,
                finish_within: None,
                by_points: false,
                pre_endgame: Some(bag.unwrap_or(1) as usize),
            },
            tiles_of(false, crossword),
            lexicon.as_deref(),
        ),
        Command::Bench {
            repeat,
            crossword,
            lexicon,
        } => bench::run(repeat, crossword, lexicon.as_deref()),
        Command::Lexicon { list, out } => words::compile(&list, &out),
        Command::FitChances {
            games,
            seed,
            crossword,
            lexicon,
        } => learn::chances(games, seed, crossword, lexicon.as_deref()),
        Command::LearnOpening {
            games,
            seed,
            crossword,
            lexicon,
        } => learn::opening(games, seed, crossword, lexicon.as_deref()),
        Command::LearnLeaves {
            games,
            seed,
            rounds,
            horizon,
            from_current,
            crossword,
            lexicon,
        } => learn::run(
            learn::Options {
                games,
                seed,
                rounds,
                horizon,
                from_current,
            },
            crossword,
            lexicon.as_deref(),
        ),
    }
}
