//! Running the project's commands from its root, with the local tools on PATH.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace root")
        .to_path_buf()
}

/// PATH with cargo's bin folder and the npm tools (wasm-opt) in front.
pub fn path_env() -> String {
    let mut dirs = vec![root().join("end2end/node_modules/.bin")];
    if let Some(home) = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
    {
        dirs.push(home.join("bin"));
    }
    dirs.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(dirs)
        .expect("valid PATH")
        .to_string_lossy()
        .into_owned()
}

pub fn command(program: &str, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(root())
        .env("PATH", path_env());
    command
}

pub fn cargo(args: &[&str]) -> Command {
    command(
        &std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()),
        args,
    )
}

pub fn trunk(args: &[&str]) -> Command {
    command("trunk", args)
}

/// A command run from `end2end/`, where the npm packages are.
pub fn in_end2end(program: &str, args: &[&str]) -> Command {
    let mut command = command(program, args);
    command.current_dir(root().join("end2end"));
    command
}

fn describe(name: &str, command: &Command) -> String {
    let args: Vec<_> = command.get_args().map(|a| a.to_string_lossy()).collect();
    format!(
        "{name} ({} {})",
        command.get_program().to_string_lossy(),
        args.join(" ")
    )
}

/// Runs a command with its output shown; fails the whole run if it fails.
pub fn step(name: &str, mut command: Command) -> Result<(), String> {
    println!("\nxtask: ── {name}");
    let status = command
        .status()
        .map_err(|e| format!("{}: {e}", describe(name, &command)))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{} failed ({status})", describe(name, &command)))
    }
}

#[derive(Default)]
pub struct Tally {
    pub passed: u64,
    pub failed: u64,
}

impl Tally {
    /// Reads the closing lines of cargo test (`test result: ok. 3 passed; 0 failed; …`)
    /// and Playwright (`  3 passed (2.1s)`, `  1 failed`).
    fn read(&mut self, line: &str) {
        let line = line.trim();
        let body = match line.strip_prefix("test result:") {
            Some(rest) => rest,
            None if is_playwright_summary(line) => line,
            None => return,
        };
        let words: Vec<&str> = body
            .split([' ', ';', '.'])
            .filter(|w| !w.is_empty())
            .collect();
        for pair in words.windows(2) {
            if let Ok(n) = pair[0].parse::<u64>() {
                match pair[1] {
                    "passed" => self.passed += n,
                    "failed" => self.failed += n,
                    _ => {}
                }
            }
        }
    }
}

fn is_playwright_summary(line: &str) -> bool {
    let mut words = line.split_whitespace();
    words.next().is_some_and(|w| w.parse::<u64>().is_ok())
        && matches!(
            words.next(),
            Some("passed" | "failed" | "flaky" | "skipped")
        )
        && words.next().is_none_or(|w| w.starts_with('('))
}

/// Like [`step`], counting the tests its output reports.
pub fn counted_step(name: &str, mut command: Command, tally: &mut Tally) -> Result<(), String> {
    println!("\nxtask: ── {name}");
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", describe(name, &command)))?;
    let stdout = child.stdout.take().expect("piped stdout");
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|e| format!("{name}: reading output: {e}"))?;
        println!("{line}");
        tally.read(&line);
    }
    let status = child.wait().map_err(|e| format!("{name}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{} failed ({status})", describe(name, &command)))
    }
}

#[cfg(test)]
mod tests {
    use super::Tally;

    #[test]
    fn counts_cargo_and_playwright_summaries_only() {
        let mut tally = Tally::default();
        tally.read("test result: ok. 28 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out");
        tally.read("test result: FAILED. 3 passed; 2 failed; 0 ignored");
        tally.read("  2 passed (3.4s)");
        tally.read("  1 failed");
        tally.read("test board::cells ... ok");
        tally.read("  ✓  1 the board shows 61 squares passed (2s)");
        assert_eq!((tally.passed, tally.failed), (33, 3));
    }
}
