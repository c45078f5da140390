//! What reading the opponent's rack could gain the A-Math expert at most.
//! Each of the expert's candidates meets the opponent's best reply (as the
//! hard level would play it) on `DRAWS` racks, the same racks for every
//! candidate, and the best mean of score, leave kept and reply taken off
//! is played. The racks are drawn from the unseen tiles with, fixed in
//! them:
//! - `none`: nothing (a one-ply simulation: the control);
//! - `kept`: the tiles the opponent kept after its last move, read exactly
//!   (the most any reading of its plays can know: what it drew since is
//!   luck);
//! - `all`: its whole rack (then one draw is enough).
//!
//! Against the hard level, seats alternating, both sides searching the
//! endgame.
//!
//! `cargo run --release -p krada-lab --example rack_reading -- GAMES none|kept|all DRAWS`

use krada_ai::leave::for_tiles;
use krada_ai::player::rack_without;
use krada_ai::position::Position;
use krada_ai::simulate::{SimBudget, candidates};
use krada_engine::game::{Action, Event, Game};
use krada_engine::tileset::{TileId, TileSet};
use krada_lab::leave_fit::kept_after;
use krada_lab::matches::per_game;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

mod against_hard;

#[derive(Clone, Copy, PartialEq)]
enum Known {
    Nothing,
    Kept,
    All,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().map_or(100, |a| a.parse().expect("games"));
    let known = match args.get(1).map_or("kept", String::as_str) {
        "none" => Known::Nothing,
        "kept" => Known::Kept,
        "all" => Known::All,
        other => panic!("none, kept or all, not {other}"),
    };
    let draws: u64 = args.get(2).map_or(8, |a| a.parse().expect("draws"));
    let results = per_game(games, against_hard::BASE, |seed| {
        vec![against_hard::play(seed, |game, position, _, turn| {
            let them = 1 - game.to_move();
            let fixed = match known {
                Known::Nothing => Vec::new(),
                Known::Kept => kept_last(game, them),
                Known::All => game.rack(them).to_vec(),
            };
            read_and_choose(position, &fixed, draws, seed ^ (turn << 24))
        })]
    });
    println!(
        "{games} games, {} known, {draws} draws, against hard: {}",
        args.get(1).map_or("kept", String::as_str),
        against_hard::report(&results)
    );
}

/// The tiles `side` kept after its last play or exchange (none before it
/// has moved: its first rack is all luck).
fn kept_last(game: &Game, side: u8) -> Vec<TileId> {
    game.turns()
        .iter()
        .rev()
        .filter(|t| t.side == side)
        .find_map(|t| match t.event {
            Event::Pass => Some(t.rack.clone()),
            _ => kept_after(t),
        })
        .unwrap_or_default()
}

fn read_and_choose(position: &Position, fixed: &[TileId], draws: u64, seed: u64) -> Action {
    let set = position.rules().tiles;
    let leave = for_tiles(&set);
    let cands = candidates(position, leave, SimBudget::for_tiles(&set), &mut || false);
    let unseen = position.unseen_tiles();
    let opponent_holds = unseen
        .len()
        .saturating_sub(position.bag_len)
        .min(position.rules().rack_size);
    let free = rack_without(&unseen, fixed.iter().copied());
    let mut totals = vec![0.0f32; cands.len()];
    for d in 0..draws {
        let mut pool = free.clone();
        pool.shuffle(&mut ChaCha8Rng::seed_from_u64(seed ^ d));
        let mut rack = fixed.to_vec();
        rack.extend(pool.iter().take(opponent_holds.saturating_sub(fixed.len())));
        for (total, c) in totals.iter_mut().zip(&cands) {
            *total += value(position, &set, &c.action, c.score, &rack, leave);
        }
    }
    let best = (0..cands.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .expect("a candidate");
    cands[best].action.clone()
}

/// The candidate's score and leave less the opponent's best reply (score
/// and leave) from `their_rack`.
fn value(
    position: &Position,
    set: &TileSet,
    action: &Action,
    score: u32,
    their_rack: &[TileId],
    leave: &dyn krada_ai::leave::Leave,
) -> f32 {
    let mut after = position.clone();
    if let Action::Play(placements) = action {
        after
            .board
            .extend(placements.iter().map(|p| (p.pos, p.placed())));
    }
    let kept = against_hard::kept_by(position.rack.clone(), action);
    after.scoreless = if score == 0 {
        position.scoreless + 1
    } else {
        0
    };
    let Ok(theirs) = after.with_rack(their_rack.to_vec()) else {
        return f32::MIN;
    };
    let reply = krada_ai::equity::best_moves_with(&theirs, 1, leave, &mut || false)
        .0
        .first()
        .map_or_else(
            || leave.value(set, their_rack, theirs.bag_len),
            |r| r.equity,
        );
    score as f32 + leave.value(set, &kept, theirs.bag_len) - reply
}
