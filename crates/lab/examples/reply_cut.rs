//! What cutting the hard level's A-Math search after a few units of work
//! (as the expert's play-outs do, `--reply-work`) costs: on positions of
//! greedy games, the best play's equity found within each cut against the
//! full search's, and the time each takes.
//!
//! `cargo run --release -p krada-lab --example reply_cut` (`-v`: a row for
//! each position).
use krada_ai::equity::best_moves_with;
use krada_ai::leave::for_tiles;
use krada_ai::position::Position;
use krada_ai::selfplay::greedy_opening;
use krada_engine::tileset::{TileSet, TileSetId};
use std::time::Instant;

/// The cuts compared, in units of work; the last is never reached.
const CUTS: [u32; 6] = [4, 8, 16, 32, 64, u32::MAX];

#[derive(Default, Clone, Copy)]
struct Row {
    loss: f64,
    worse: u32,
    far_worse: u32,
    nothing: u32,
    seconds: f64,
}

fn main() {
    let verbose = std::env::args().any(|a| a == "-v");
    let set = TileSet::get(TileSetId::Standard);
    let leave = for_tiles(&set);
    let mut rows = [Row::default(); CUTS.len()];
    let mut positions = 0;
    for seed in 0..40u64 {
        for turns in [2usize, 6, 10, 14, 18] {
            let game = greedy_opening(TileSetId::Standard, seed, turns);
            let position = Position::of(&game);
            if game.is_over() || position.bag_len == 0 {
                continue;
            }
            positions += 1;
            let mut equity = [0f32; CUTS.len()];
            for (k, &cut) in CUTS.iter().enumerate() {
                let mut units = 0u32;
                let start = Instant::now();
                let (best, _) = best_moves_with(&position, 1, leave, &mut || {
                    units += 1;
                    units > cut
                });
                rows[k].seconds += start.elapsed().as_secs_f64();
                equity[k] = match best.first() {
                    Some(best) => best.equity,
                    None => {
                        // The expert's play-outs then search on to the end.
                        rows[k].nothing += 1;
                        let full = best_moves_with(&position, 1, leave, &mut || false).0;
                        full.first().map_or(0.0, |r| r.equity)
                    }
                };
            }
            let full = equity[CUTS.len() - 1];
            for (row, &found) in rows.iter_mut().zip(&equity) {
                let loss = f64::from(full - found);
                row.loss += loss;
                row.worse += u32::from(loss > 0.01);
                row.far_worse += u32::from(loss > 10.0);
            }
            if verbose {
                let blanks = position.rack.iter().filter(|t| set.kind(**t).blank).count();
                println!(
                    "seed {seed} turn {turns}: {blanks} blanks, loss at 8 units {:.1}, at 64 {:.1}",
                    full - equity[1],
                    full - equity[4]
                );
            }
        }
    }
    println!("{positions} positions");
    println!("cut (units)  mean loss  worse  > 10 points  nothing found  time a search");
    for (row, cut) in rows.iter().zip(CUTS) {
        let cut = if cut == u32::MAX {
            "none".to_string()
        } else {
            cut.to_string()
        };
        println!(
            "{cut:>11}  {:>9.2}  {:>5}  {:>11}  {:>13}  {:>10.1} ms",
            row.loss / positions as f64,
            row.worse,
            row.far_worse,
            row.nothing,
            1000.0 * row.seconds / positions as f64
        );
    }
}
