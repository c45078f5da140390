//! `cargo xtask serve` and `cargo xtask test`: Krada's two set-up commands.
//! Each installs what it needs when it is missing and skips what is there.

mod run;
mod size;
mod tools;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command>

  serve   install what the web build needs, build the game and serve it
          on http://127.0.0.1:8080/ (rebuilds on change)
  test    install everything the tests need, then run every check:
          fmt, clippy, native tests, release web build with its size,
          browser tests; stops at the first failure
  setup   only install what is missing
  build   release web build into dist/ and print its size
  bench   time move generation natively (`krada bench`) and in the
          browser (the same suite in the worker's wasm)";

fn main() -> ExitCode {
    let command = std::env::args().nth(1).unwrap_or_default();
    let result = match command.as_str() {
        "serve" => serve(),
        "test" => test(),
        "setup" => tools::ensure_all(),
        "build" => tools::ensure_web().and_then(|()| build_release()),
        "bench" => bench(),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn serve() -> Result<(), String> {
    tools::ensure_web()?;
    run::step("cargo fetch", run::cargo(&["fetch"]))?;
    println!("xtask: serving Krada on http://127.0.0.1:8080/ (Ctrl-C stops)");
    run::step("trunk serve", run::trunk(&["serve", "--offline"]))
}

fn build_release() -> Result<(), String> {
    run::step("cargo fetch", run::cargo(&["fetch"]))?;
    run::step(
        "trunk build --release",
        run::trunk(&["build", "--release", "--offline"]),
    )?;
    size::report(&run::root().join("dist"))
}

fn bench() -> Result<(), String> {
    tools::ensure_all()?;
    run::step(
        "krada bench (native)",
        run::cargo(&["run", "--release", "-q", "-p", "krada-cli", "--", "bench"]),
    )?;
    build_release()?;
    run::step(
        "krada bench (browser, wasm)",
        run::in_end2end("node", &["bench-wasm.mjs"]),
    )
}

fn test() -> Result<(), String> {
    tools::ensure_all()?;
    let mut tally = run::Tally::default();
    run::step(
        "cargo fmt --check",
        run::cargo(&["fmt", "--all", "--check"]),
    )?;
    run::step(
        "cargo clippy",
        run::cargo(&[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]),
    )?;
    run::counted_step(
        "cargo test",
        run::cargo(&["test", "--workspace"]),
        &mut tally,
    )?;
    build_release()?;
    run::counted_step(
        "browser tests",
        run::in_end2end("npx", &["playwright", "test"]),
        &mut tally,
    )?;
    println!("xtask: every check passed");
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(())
}
