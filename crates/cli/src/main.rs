//! `krada`: the rules engine on the command line.

mod check;
mod replay;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Krada on the command line: the same engine as the web game.
#[derive(Parser)]
#[command(name = "krada", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check an A-Math equation: prints `valid` or `invalid: REASON`.
    ///
    /// One character a tile; tiles 10–20 in brackets (`[12]`); `×`, `x` or
    /// `*` for times and `÷` or `/` for divide. Exit status: 0 valid,
    /// 1 invalid, 2 unreadable.
    Check {
        /// The equation, e.g. "47-19-13=15" or "[12]÷3=4".
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { equation } => check::run(&equation),
        Command::Replay { file } => replay::run(&file),
    }
}
