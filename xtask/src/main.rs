//! `cargo xtask serve` and `cargo xtask test`: Krada's two set-up commands.
//! Each installs what it needs when it is missing and skips what is there.

mod bundles;
mod page;
mod run;
mod size;
mod tools;
mod words;

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
          browser (the same suite in the worker's wasm)
  audit   Lighthouse (mobile, slow 4G, 4× slower CPU) on the release
          build, and axe on every screen
  screens take the committed pictures of the main screens again (after a
          change meant to alter them) and the README's (docs/screens/)
  page    Trunk's post-build hook: the page's wasm, split at its lazy
          screens, then the service worker (not run by hand)
  fuzz [SECONDS]
          run every fuzz target for SECONDS (default 600) each";

fn main() -> ExitCode {
    let command = std::env::args().nth(1).unwrap_or_default();
    let result = match command.as_str() {
        "serve" => serve(),
        "test" => test(),
        "setup" => tools::ensure_all(),
        "build" => tools::ensure_web().and_then(|()| build_release()),
        "bench" => bench(),
        "audit" => audit(),
        "screens" => screens(),
        "page" => finish_trunk_build(),
        "fuzz" => tools::ensure_fuzz().and_then(|()| {
            let seconds = std::env::args()
                .nth(2)
                .and_then(|s| s.parse().ok())
                .unwrap_or(600);
            fuzz(seconds)
        }),
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

/// Run by Trunk after it built the rest: the page's wasm, then the service
/// worker and the security policy over the finished file list.
fn finish_trunk_build() -> Result<(), String> {
    let staging = std::env::var_os("TRUNK_STAGING_DIR")
        .ok_or("page: run by trunk's post-build hook (TRUNK_STAGING_DIR is not set)")?;
    let release = std::env::var("TRUNK_PROFILE").as_deref() == Ok("release");
    page::build(std::path::Path::new(&staging), release)?;
    run::step(
        "service worker and security policy",
        run::command("node", &["pwa/finish-dist.mjs"]),
    )
}

fn serve() -> Result<(), String> {
    tools::ensure_web()?;
    run::step("cargo fetch", run::cargo(&["fetch"]))?;
    words::prepare()?;
    println!("xtask: serving Krada on http://127.0.0.1:8080/ (Ctrl-C stops)");
    run::step("trunk serve", run::trunk(&["serve", "--offline"]))
}

fn build_release() -> Result<(), String> {
    run::step("cargo fetch", run::cargo(&["fetch"]))?;
    words::prepare()?;
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

/// What a first visit fetches in Chromium before the menu is usable.
fn first_visit() -> Result<(), String> {
    run::step(
        "first visit (Chromium, service worker blocked)",
        run::in_end2end("node", &["first-visit.mjs"]),
    )
}

/// Lighthouse's scores for the first page and axe's findings on every
/// screen, for the README.
fn audit() -> Result<(), String> {
    tools::ensure_all()?;
    build_release()?;
    first_visit()?;
    run::step("lighthouse", run::in_end2end("node", &["audit.mjs"]))?;
    run::step(
        "axe on every screen",
        run::in_end2end("npx", &["playwright", "test", "tests/a11y.spec.js"]),
    )
}

/// The browser tests compare the main screens with committed pictures;
/// this takes them anew, and the README's copies.
fn screens() -> Result<(), String> {
    tools::ensure_all()?;
    build_release()?;
    let docs = run::root().join("docs/screens");
    std::fs::create_dir_all(&docs).map_err(|e| format!("{}: {e}", docs.display()))?;
    let mut command = run::in_end2end(
        "npx",
        &[
            "playwright",
            "test",
            "tests/looks.spec.js",
            "--update-snapshots",
        ],
    );
    command.env("SCREENS_DIR", &docs);
    run::step("screens", command)
}

/// The fuzz targets of `fuzz/`, each run this long by the test command.
const FUZZ_TARGETS: [&str; 7] = [
    "equation",
    "notation",
    "placement",
    "record",
    "position",
    "lexicon",
    "gcg",
];
const FUZZ_SECONDS: u32 = 10;

/// A short coverage-guided run of every fuzz target (libFuzzer with
/// AddressSanitizer through cargo-fuzz).
fn fuzz(seconds: u32) -> Result<(), String> {
    let time = format!("-max_total_time={seconds}");
    for target in FUZZ_TARGETS {
        let mut command = run::cargo(&["fuzz", "run", "-O", target, "--", &time]);
        // cargo-fuzz passes the sanitizer flags that only nightly accepts;
        // this machine's one toolchain is stable, so it is asked to accept them.
        command
            .current_dir(run::root().join("fuzz"))
            .env("RUSTC_BOOTSTRAP", "1");
        run::step(&format!("fuzz {target} for {seconds} s"), command)?;
    }
    Ok(())
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
    fuzz(FUZZ_SECONDS)?;
    build_release()?;
    first_visit()?;
    run::counted_step(
        "browser tests",
        run::in_end2end("npx", &["playwright", "test"]),
        &mut tally,
    )?;
    println!("xtask: every check passed");
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(())
}
