//! `krada review FILE`: each move of a game against every legal play for
//! its rack — its rank, the points and equity it left, the best plays —
//! then a summary per player. Reads Krada records and GCG files.

use crate::locale::user_lang;
use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use krada_engine::record::GameRecord;
use krada_features::review::{Moment, MoveReview, gcg_moments, record_moments, review_moment};
use krada_text::Lang;
use std::path::Path;
use std::process::ExitCode;

pub fn run(path: &str, top: usize, lexicon: Option<&Path>) -> ExitCode {
    let lang = user_lang();
    match read(path, lexicon, lang) {
        Ok((names, moments)) => {
            if moments.is_empty() {
                eprintln!("{path}: {}", lang.ui().review_no_racks);
                return ExitCode::from(1);
            }
            print!("{}", report(&names, &moments, top, lang));
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{path}: {message}");
            ExitCode::from(2)
        }
    }
}

/// The players' names and the moves to review, from a record or a GCG file.
fn read(
    path: &str,
    lexicon: Option<&Path>,
    lang: Lang,
) -> Result<([String; 2], Vec<Moment>), String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    if bytes.trim_ascii_start().starts_with(b"{") {
        // A Krada record: JSON, always UTF-8.
        let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
        let record = GameRecord::from_json(&text).map_err(|e| lang.record_error(&e))?;
        let words = match record.config.tiles.needs_words() {
            true => Some(crate::words::load(lexicon)?),
            false => None,
        };
        let names = record.config.sides.clone().map(|s| s.name);
        let moments = record_moments(&record, words).map_err(|e| lang.record_error(&e))?;
        return Ok((names, moments));
    }
    let text = decode(&bytes).map_err(|e| lang.gcg_decode_error(&e))?;
    let gcg = Gcg::parse(&text).map_err(|e| lang.gcg_error(&e))?;
    let replayed = replay_with(&gcg, Check::Lenient).map_err(|e| lang.gcg_error(&e))?;
    let names = gcg.players().map(|p| {
        p.map(|(nick, name)| if name.is_empty() { nick } else { name })
            .unwrap_or_default()
    });
    let words = crate::words::load(lexicon)?;
    Ok((names, gcg_moments(&replayed.steps, Some(words))))
}

/// The review of every move, as text.
pub fn report(names: &[String; 2], moments: &[Moment], top: usize, lang: Lang) -> String {
    let reviews: Vec<Option<MoveReview>> = moments
        .iter()
        .map(|m| Some(review_moment(m, top)))
        .collect();
    lang.review_report(names, moments, &reviews)
}
