//! Installs what the build and the tests need, each only when it is missing
//! or at the wrong version.

use crate::run;
use std::path::Path;
use std::process::Command;

const TRUNK_VERSION: &str = "0.21.14";
const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";

fn output_of(program: &str, args: &[&str]) -> Option<String> {
    let out = run::command(program, args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn install(what: &str, command: Command) -> Result<(), String> {
    run::step(&format!("installing {what}"), command)
}

/// The wasm-bindgen version Cargo.lock pins; the CLI must match it exactly.
fn locked_wasm_bindgen() -> Result<String, String> {
    let lock = std::fs::read_to_string(run::root().join("Cargo.lock"))
        .map_err(|e| format!("reading Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\""
            && let Some(version) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return Ok(version.trim_end_matches('"').to_string());
        }
    }
    Err("Cargo.lock names no wasm-bindgen".into())
}

/// The Rust side of the web build: wasm target, trunk, wasm-bindgen, wasm-opt.
pub fn ensure_web() -> Result<(), String> {
    let targets = output_of("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if !targets.lines().any(|t| t.trim() == WASM_TARGET) {
        install(
            "the wasm target",
            run::command("rustup", &["target", "add", WASM_TARGET]),
        )?;
    }
    let trunk = output_of("trunk", &["--version"]).unwrap_or_default();
    if !trunk.contains(TRUNK_VERSION) {
        install(
            &format!("trunk {TRUNK_VERSION} (about 12 minutes on 2 cores)"),
            run::cargo(&[
                "install",
                "trunk",
                "--version",
                TRUNK_VERSION,
                "--locked",
                "--no-default-features",
                "--features",
                "rustls",
            ]),
        )?;
    }
    let wanted = locked_wasm_bindgen()?;
    let have = output_of("wasm-bindgen", &["--version"]).unwrap_or_default();
    if have.split_whitespace().nth(1) != Some(wanted.as_str()) {
        // Not --locked: the registry mirror lacks some crates its lockfile names.
        install(
            &format!("wasm-bindgen-cli {wanted} (about 6 minutes)"),
            run::cargo(&[
                "install",
                "wasm-bindgen-cli",
                "--version",
                &format!("={wanted}"),
                "--force",
            ]),
        )?;
    }
    ensure_npm()
}

/// The npm packages: Playwright, axe, Lighthouse and binaryen's wasm-opt.
fn ensure_npm() -> Result<(), String> {
    let end2end = run::root().join("end2end");
    let installed = end2end.join("node_modules/.package-lock.json");
    let fresh = modified(&installed)
        .is_some_and(|i| modified(&end2end.join("package-lock.json")).is_some_and(|l| i >= l));
    if !fresh {
        let mut npm = run::command("npm", &["ci", "--no-audit", "--no-fund"]);
        npm.current_dir(&end2end);
        install("npm packages (Playwright, axe, Lighthouse, binaryen)", npm)?;
    }
    Ok(())
}

fn modified(path: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).ok()?.modified().ok()
}

/// Debian's Chromium and Thai fonts for the browser tests and screenshots.
fn ensure_browser() -> Result<(), String> {
    let fonts = Path::new("/usr/share/fonts/truetype/tlwg");
    if Path::new(CHROMIUM).exists() && fonts.exists() {
        return Ok(());
    }
    let sudo = if output_of("id", &["-u"]).is_some_and(|u| u.trim() == "0") {
        vec![]
    } else {
        vec!["sudo"]
    };
    let apt = |args: &[&str]| {
        let mut all = sudo.clone();
        all.extend(["apt-get"]);
        all.extend(args);
        let mut command = run::command(all[0], &all[1..]);
        command.env("DEBIAN_FRONTEND", "noninteractive");
        command
    };
    install("package lists", apt(&["update"]))?;
    install(
        "Chromium and Thai fonts",
        apt(&["install", "-y", "chromium", "fonts-thai-tlwg"]),
    )
}

const CARGO_FUZZ_VERSION: &str = "0.13.2";

/// cargo-fuzz, for the fuzz targets of `fuzz/`. Not `--locked`: the
/// registry mirror lacks a few of the newest crates its lockfile names.
pub fn ensure_fuzz() -> Result<(), String> {
    let have = output_of("cargo", &["fuzz", "--version"]).unwrap_or_default();
    if !have.contains(CARGO_FUZZ_VERSION) {
        install(
            &format!("cargo-fuzz {CARGO_FUZZ_VERSION} (a few minutes)"),
            run::cargo(&[
                "install",
                "cargo-fuzz",
                "--version",
                &format!("={CARGO_FUZZ_VERSION}"),
            ]),
        )?;
    }
    Ok(())
}

pub fn ensure_all() -> Result<(), String> {
    ensure_web()?;
    ensure_fuzz()?;
    ensure_browser()
}
