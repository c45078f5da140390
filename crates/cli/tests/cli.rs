//! The `krada` binary as a user runs it.

use std::process::Command;

fn krada(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_krada"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().expect("exit code"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_lists_the_commands() {
    let (code, out, _) = krada(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("check"), "{out}");
}

#[test]
fn check_says_valid_and_exits_0() {
    assert_eq!(
        krada(&["check", "47-[19]-[13]=[15]=78÷[13]+9"]),
        (0, "valid\n".into(), String::new())
    );
    assert_eq!(krada(&["check", "[12]x3=36*1/1"]).0, 0);
}

#[test]
fn check_gives_the_reason_and_exits_1() {
    let (code, out, _) = krada(&["check", "7÷2=3"]);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "invalid: Tile 4: the sides are not equal (7/2 is not 3).\n"
    );
    let (code, out, _) = krada(&["check", "07=7"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("invalid: Tile 1: a number may not start with 0"),
        "{out}"
    );
}

#[test]
fn check_exits_2_on_unreadable_input() {
    let (code, out, err) = krada(&["check", "1=a"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("unknown symbol 'a' at character 3"), "{err}");
}
