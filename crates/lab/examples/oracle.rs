//! What the A-Math expert's simulation could gain at most, by what the
//! player may know. An "oracle" plays each of the expert's candidates out
//! once on the game's *true* future, both sides as the hard level, and keeps
//! the best (the tiles each side kept at the end valued as a leave). With
//! one ply it knows the opponent's rack alone (the ceiling of reading the
//! opponent's rack from its plays); with two, also what it will draw itself
//! (the ceiling of any two-ply simulation of the draws). Seats alternate;
//! both sides search the endgame.
//!
//! `cargo run --release -p krada-lab --example oracle -- GAMES PLIES`

use krada_ai::leave::for_tiles;
use krada_ai::player::Player;
use krada_ai::position::Position;
use krada_ai::simulate::{SimBudget, candidates};
use krada_engine::game::{Action, Game};
use krada_lab::matches::per_game;

mod against_hard;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let games = args.first().copied().unwrap_or(100) as u32;
    let plies = args.get(1).copied().unwrap_or(2) as usize;
    let results = per_game(games, against_hard::BASE, |seed| {
        vec![against_hard::play(seed, |game, position, hard, turn| {
            oracle(game, position, plies, hard, seed ^ turn)
        })]
    });
    println!(
        "{games} games, oracle {plies} plies against hard: {}",
        against_hard::report(&results)
    );
}

fn oracle(game: &Game, position: &Position, plies: usize, hard: &Player, seed: u64) -> Action {
    let set = game.rules().tiles.clone();
    let leave = for_tiles(&set);
    let budget = SimBudget::for_tiles(&set);
    let me = game.to_move();
    let cands = candidates(position, leave, budget, &mut || false);
    let mut best = (f32::MIN, cands[0].action.clone());
    for c in &cands {
        let mut g = game.clone();
        if g.act(c.action.clone(), 0).is_err() {
            continue;
        }
        // The tiles each side kept after its last move (not those it drew:
        // at the end of the line they are valued as a leave, as the
        // simulation values them).
        let mut kept = [Vec::new(), Vec::new()];
        kept[me as usize] = against_hard::kept_by(position.rack.clone(), &c.action);
        kept[1 - me as usize] = game.rack(1 - me).to_vec();
        for ply in 0..plies {
            if g.is_over() {
                break;
            }
            let p = Position::of(&g);
            let mover = g.to_move() as usize;
            let a = hard.choose(&p, seed ^ ((ply as u64 + 1) << 40), &mut || false);
            kept[mover] = against_hard::kept_by(p.rack.clone(), &a);
            if g.act(a, 0).is_err() {
                g.act(Action::Pass, 0).expect("a pass");
            }
        }
        let mut value = (g.score(me) - g.score(1 - me)) as f32;
        if !g.is_over() {
            let bag = g.bag_len();
            value += leave.value(&set, &kept[me as usize], bag)
                - leave.value(&set, &kept[1 - me as usize], bag);
        }
        if value > best.0 {
            best = (value, c.action.clone());
        }
    }
    best.1
}
