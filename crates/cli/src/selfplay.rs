//! `krada selfplay`: games between two levels.

use krada_ai::player::{Level, Player};
use krada_ai::preendgame::PreEndgame;
use krada_ai::simulate::SimBudget;
use krada_engine::tileset::{TileSet, TileSetId};
use krada_lab::choice_study::{Judge, study as choice_study};
use krada_lab::matches::run as play;
use std::path::Path;
use std::process::ExitCode;

/// One side of a match: its level's name and whether it searches endgames.
pub struct Side<'a> {
    pub level: &'a str,
    pub endgame: bool,
}

/// The expert's fixed budget a move, where the command line sets it.
pub struct Expert {
    pub candidates: Option<u32>,
    pub iterations: Option<u32>,
    pub keep_all: bool,
    pub plies: Option<u8>,
    pub reply_work: Option<u32>,
    pub finish_within: Option<u8>,
    pub by_points: bool,
    /// The largest bag it reads (`None` or 0: none).
    pub pre_endgame: Option<usize>,
}

impl Expert {
    /// The budget of the game of `set`, with what the command line sets.
    pub fn budget(&self, set: &TileSet) -> SimBudget {
        let game_budget = SimBudget::for_tiles(set);
        SimBudget {
            candidates: self
                .candidates
                .map_or(game_budget.candidates, |c| c as usize),
            iterations: self.iterations.unwrap_or(game_budget.iterations),
            keep_all: self.keep_all,
            plies: self.plies.unwrap_or(game_budget.plies),
            reply_work: self.reply_work.unwrap_or(game_budget.reply_work),
            finish_within: self.finish_within.unwrap_or(game_budget.finish_within),
            by_points: self.by_points,
            ..game_budget
        }
    }

    /// How it reads a nearly empty bag, if at all.
    pub fn pre_endgame(&self) -> Option<PreEndgame> {
        self.pre_endgame
            .filter(|&bag| bag > 0)
            .map(|bag| PreEndgame {
                bag,
                ..PreEndgame::DEFAULT
            })
    }
}

pub fn run(
    games: std::ops::Range<u32>,
    seed: u64,
    expert: Expert,
    [a, b]: [Side; 2],
    tiles: TileSetId,
    lexicon: Option<&Path>,
) -> ExitCode {
    let endgame = [a.endgame, b.endgame];
    let (Some(a), Some(b)) = (Level::parse(a.level), Level::parse(b.level)) else {
        eprintln!("levels are: easy, medium, greedy, hard, expert");
        return ExitCode::from(2);
    };
    let words = match crate::words::for_tiles(tiles, lexicon) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let set = TileSet::get(tiles);
    let game_budget = SimBudget::for_tiles(&set);
    let simulation = expert.budget(&set);
    let pre_endgame = expert.pre_endgame();
    let player = |level, endgame: bool| Player {
        endgame: Player::new(level, &set).endgame.filter(|_| endgame),
        simulation,
        pre_endgame,
        ..Player::new(level, &set)
    };
    let (a_player, b_player) = (player(a, endgame[0]), player(b, endgame[1]));
    let count = games.len();
    let part = match (games.start, count) {
        (0, _) => String::new(),
        (first, 1) => format!(" (game {first} of the match)"),
        (first, _) => format!(" (games {first}–{} of the match)", games.end - 1),
    };
    let tally = play(games, seed, a_player, b_player, tiles, words, |done| {
        if done % 50 == 0 {
            eprintln!("{done} games…");
        }
    });
    let label = |level: Level, endgame: bool| match (level, endgame) {
        (Level::Hard, false) => "hard, no endgame search".to_string(),
        (Level::Expert, _) => expert_label(&simulation, &game_budget, endgame, pre_endgame),
        _ => level.name().to_string(),
    };
    println!(
        "{count} games{part}, {} against {}, seats alternating, seed {seed}",
        label(a, endgame[0]),
        label(b, endgame[1])
    );
    for (i, level) in [a, b].iter().enumerate() {
        println!(
            "{:<7} wins {:>5.1}%  mean score {:>6.1}  points per turn {:>5.2}  bingos {:>4}",
            level.name(),
            100.0 * tally.win_rate(i),
            tally.mean_score(i),
            tally.points_per_turn(i),
            tally.bingos[i],
        );
    }
    println!("draws {}", tally.draws);
    ExitCode::SUCCESS
}

/// How the expert's budget reads in a match's first line: what differs
/// from the defaults is named.
/// `pre_endgame`: how it reads the bag, when it does.
fn expert_label(
    simulation: &SimBudget,
    defaults: &SimBudget,
    endgame: bool,
    pre_endgame: Option<PreEndgame>,
) -> String {
    let mut label = format!(
        "expert ({} candidates × {} draws, {}",
        simulation.candidates,
        simulation.iterations,
        plies(simulation.plies)
    );
    if simulation.keep_all {
        label.push_str(", none dropped");
    }
    if simulation.reply_work != defaults.reply_work {
        label.push_str(&format!(
            ", play-out searches cut at {} units",
            simulation.reply_work
        ));
    }
    if simulation.finish_within != defaults.finish_within {
        label.push_str(&match simulation.finish_within {
            0 => ", never to the game's end".to_string(),
            n => format!(", to the game's end from {n} tiles in the bag"),
        });
    }
    if simulation.by_points {
        label.push_str(", by points");
    }
    if !endgame {
        label.push_str(", no endgame search");
    }
    if let Some(pre) = pre_endgame {
        label.push_str(&bag_label(pre));
    }
    label.push(')');
    label
}

/// How the expert's reading of the bag reads in a match's first line.
pub fn bag_label(pre: PreEndgame) -> String {
    format!(
        ", every draw of a bag of 1–{} read ({} plays, endgames cut at {} positions)",
        pre.bag, pre.plays, pre.limits.nodes
    )
}

/// A depth of play-out as a header says it: "1 ply", "4 plies".
fn plies(n: u8) -> String {
    if n == 1 {
        "1 ply".to_string()
    } else {
        format!("{n} plies")
    }
}

/// How `krada choice-gain` judges a choice: on `draws` draws, its searches
/// cut at `work` units and `plies` moves played out (each, by default, as
/// the choosing draws').
#[derive(Clone, Copy, Debug)]
pub struct Judging {
    pub draws: u32,
    pub work: Option<u32>,
    pub plies: Option<u8>,
}

impl Judging {
    fn judge(self, choosing: SimBudget) -> Judge {
        Judge {
            draws: self.draws,
            budget: SimBudget {
                reply_work: self.work.unwrap_or(choosing.reply_work),
                plies: self.plies.unwrap_or(choosing.plies),
                ..choosing
            },
        }
    }
}

/// `krada choice-gain`: what the expert's choice gains over the hard
/// level's move, by the draws it chooses with (see `krada_lab::choice_study`).
pub fn choice_gain(
    games: u32,
    seed: u64,
    expert: Expert,
    draws: &[u32],
    judging: Judging,
    tiles: TileSetId,
    lexicon: Option<&Path>,
) -> ExitCode {
    let words = match crate::words::for_tiles(tiles, lexicon) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let set = TileSet::get(tiles);
    let simulation = expert.budget(&set);
    let player = Player {
        simulation,
        ..Player::new(Level::Expert, &set)
    };
    let judge = judging.judge(simulation);
    let summaries = choice_study(games, seed, player, tiles, words, draws, judge);
    println!(
        "{games} games of the hard level against itself (seed {seed}), the first player's moves with tiles in the bag; {} candidates, {}, searches cut at {} units of work, judged on {} other draws of {} cut at {}",
        simulation.candidates,
        plies(simulation.plies),
        simulation.reply_work,
        judge.draws,
        plies(judge.budget.plies),
        judge.budget.reply_work
    );
    println!("draws  moves  changed  gain a move (games won)  gain a game");
    for s in summaries {
        let per_game = s.gain.mean() * s.moves as f64 / games.max(1) as f64;
        println!(
            "{:>5}  {:>5}  {:>6.1}%  {:>+10.4} ± {:.4}  {:>+10.3}",
            s.draws,
            s.moves,
            100.0 * s.changed as f64 / s.moves.max(1) as f64,
            s.gain.mean(),
            s.gain.error(),
            per_game,
        );
    }
    ExitCode::SUCCESS
}
