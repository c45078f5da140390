//! `krada check EQUATION`.

use crate::locale::user_lang;
use krada_engine::{equation, notation};
use std::process::ExitCode;

pub fn run(text: &str) -> ExitCode {
    let faces = match notation::parse_faces(text) {
        Ok(faces) => faces,
        Err(error) => {
            eprintln!("unreadable: {error}");
            return ExitCode::from(2);
        }
    };
    match equation::check(&faces) {
        Ok(_) => {
            println!("valid");
            ExitCode::SUCCESS
        }
        Err(error) => {
            println!("invalid: {}", user_lang().equation_error(&error));
            ExitCode::from(1)
        }
    }
}
