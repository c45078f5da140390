//! `krada review FILE`: each move of a game against every legal play for
//! its rack — its rank, the points and equity it left, the best plays —
//! then a summary per player. Reads Krada records and GCG files.

use crate::locale::user_lang;
use krada_ai::position::Position;
use krada_ai::review::{
    Moment, MoveReview, Played, gcg_moments, line_of, record_moments, review_moment, summarise,
};
use krada_engine::gcg::{Check, Gcg, decode, replay_with};
use krada_engine::record::GameRecord;
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use krada_text::{Lang, fill};
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
        let words = match record.config.tiles {
            TileSetId::English => Some(crate::words::load(lexicon)?),
            _ => None,
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

/// The review as text: a block a move, then a line a player.
pub fn report(names: &[String; 2], moments: &[Moment], top: usize, lang: Lang) -> String {
    let ui = lang.ui();
    let reviews: Vec<MoveReview> = moments.iter().map(|m| review_moment(m, top)).collect();
    let rack_size = moments.first().map_or(8, |m| m.position.rules().rack_size);
    let mut out = String::new();
    for (moment, review) in moments.iter().zip(&reviews) {
        let position = &moment.position;
        let mut marks = Vec::new();
        if review.bingo_missed(rack_size) {
            marks.push(ui.review_bingo_missed);
        } else if review.big_miss(rack_size) {
            marks.push(ui.review_big_miss);
        }
        out.push_str(&fill(
            ui.review_move,
            &[
                ("n", &(moment.index + 1).to_string()),
                ("name", &names[moment.side as usize & 1]),
                ("rack", &labels(position, &position.rack)),
                ("played", &played_text(position, &moment.played, lang)),
            ],
        ));
        out.push_str(&format!(
            "; {}; {}{}\n",
            fill(
                ui.review_rank,
                &[
                    ("rank", &review.rank.to_string()),
                    ("moves", &krada_text::count(review.plays)),
                ]
            ),
            fill(
                ui.review_left,
                &[
                    ("points", &review.points_lost().to_string()),
                    ("equity", &format!("{:.1}", review.equity_lost())),
                ]
            ),
            marks.iter().map(|m| format!(" — {m}")).collect::<String>(),
        ));
        for (i, best) in review.best.iter().enumerate() {
            let bingo = if best.bingo {
                format!(" ({})", ui.review_bingo)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "     {}. {}{bingo}\n",
                i + 1,
                fill(
                    ui.review_best,
                    &[
                        ("play", &line_of(position, &best.placements)),
                        ("score", &best.score.to_string()),
                        ("equity", &format!("{:.1}", best.equity)),
                    ]
                )
            ));
        }
    }
    for (side, summary) in summarise(&reviews, rack_size).iter().enumerate() {
        if summary.moves == 0 {
            continue;
        }
        out.push_str(&fill(
            ui.review_summary,
            &[
                ("name", &names[side]),
                ("moves", &summary.moves.to_string()),
                ("points", &summary.points_lost.to_string()),
                ("equity", &format!("{:.1}", summary.equity_lost)),
                ("played", &summary.bingos_played.to_string()),
                ("missed", &summary.bingos_missed.to_string()),
                ("rank", &format!("{:.1}", summary.average_rank)),
            ],
        ));
        out.push('\n');
    }
    out
}

fn labels(position: &Position, tiles: &[TileId]) -> String {
    let set = Rules::for_tiles(position.tiles).tiles;
    tiles
        .iter()
        .map(|&t| set.kind(t).label)
        .collect::<Vec<_>>()
        .join(" ")
}

fn played_text(position: &Position, played: &Played, lang: Lang) -> String {
    let ui = lang.ui();
    match played {
        Played::Play { placements, score } => {
            format!("{} ({score})", line_of(position, placements))
        }
        Played::Exchange { tiles } => {
            fill(ui.review_exchange, &[("tiles", &labels(position, tiles))])
        }
        Played::Pass => ui.review_pass.to_string(),
    }
}
