//! `krada`: the rules engine on the command line.

mod check;

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { equation } => check::run(&equation),
    }
}
