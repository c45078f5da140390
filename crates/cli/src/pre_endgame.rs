//! `krada pre-endgame-gain`: the expert with and without its reading of a
//! nearly empty bag, on the same positions (`krada_lab::pre_endgame_study`).

use crate::selfplay::{Expert, bag_label};
use krada_ai::player::{Level, Player};
use krada_ai::preendgame::PreEndgame;
use krada_engine::tileset::{TileSet, TileSetId};
use krada_lab::pre_endgame_study::{study, win};
use std::path::Path;
use std::process::ExitCode;

pub fn run(
    games: u32,
    seed: u64,
    expert: Expert,
    tiles: TileSetId,
    lexicon: Option<&Path>,
) -> ExitCode {
    let words = match crate::words::for_tiles(tiles, lexicon) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let set = TileSet::get(tiles);
    let pre = expert.pre_endgame().unwrap_or(PreEndgame::DEFAULT);
    let simulating = Player {
        simulation: expert.budget(&set),
        pre_endgame: None,
        ..Player::new(Level::Expert, &set)
    };
    let reading = Player {
        pre_endgame: Some(pre),
        ..simulating
    };
    let hard = Player::new(Level::Hard, &set);
    let compared = study(
        games,
        seed,
        pre.bag,
        [simulating, reading, hard],
        tiles,
        words,
    );
    let n = compared.len().max(1) as f64;
    let differed = compared.iter().filter(|c| c.differed).count();
    let rate = |i: usize| 100.0 * compared.iter().map(|c| win(c.spread[i])).sum::<f64>() / n;
    let mean = |i: usize| compared.iter().map(|c| c.spread[i] as f64).sum::<f64>() / n;
    let (gained, lost) = compared.iter().fold((0.0, 0.0), |(g, l), c| {
        let d = win(c.spread[1]) - win(c.spread[0]);
        (g + d.max(0.0), l + (-d).max(0.0))
    });
    println!(
        "{} positions (games of the hard level against itself from seed {seed}, the first bag of 1–{} tiles), the side to move the expert{} against the hard level",
        compared.len(),
        pre.bag,
        bag_label(pre),
    );
    println!("first moves differed in {differed}");
    println!(
        "simulating: wins {:>5.1}%  mean final spread {:>6.1}",
        rate(0),
        mean(0)
    );
    println!(
        "reading:    wins {:>5.1}%  mean final spread {:>6.1}",
        rate(1),
        mean(1)
    );
    println!("games turned to wins {gained}, to losses {lost}");
    let time = |i: usize| {
        let mut ms: Vec<f64> = compared.iter().map(|c| c.first_ms[i]).collect();
        ms.sort_by(f64::total_cmp);
        let median = ms.get(ms.len() / 2).copied().unwrap_or(0.0);
        let most = ms.last().copied().unwrap_or(0.0);
        format!("median {median:.0} ms, at most {most:.0} ms")
    };
    println!("first move: simulating {}; reading {}", time(0), time(1));
    ExitCode::SUCCESS
}
