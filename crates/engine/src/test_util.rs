//! Helpers shared by the engine's tests.

use crate::board::Board;
use crate::layout::Pos;
use crate::play::Placement;
use crate::rules::Rules;

/// Lays `tiles` from `at` (`8A` across, `A8` down), stepping over squares
/// already filled, as board notation does.
pub fn placements(rules: &Rules, board: &Board, at: &str, tiles: &str) -> Vec<Placement> {
    crate::play::written_play(&rules.tiles, board, at, tiles).expect("a written play")
}

pub fn put(board: &mut Board, new: &[Placement]) {
    for p in new {
        board.set(
            p.pos,
            crate::board::Placed {
                tile: p.tile,
                face: p.face,
            },
        );
    }
}

/// A small brute-force search for a legal play of one to three rack tiles,
/// for tests that need honest moves. `salt` varies which play is found.
pub fn find_play(game: &crate::game::Game, salt: u64) -> Option<Vec<Placement>> {
    use crate::layout::{CELLS, Dir};
    let rules = game.rules();
    let board = game.board();
    let rack = game.rack(game.to_move());
    let mut anchors: Vec<Pos> = (0..CELLS)
        .map(Pos::from_index)
        .filter(|&p| {
            !board.is_occupied(p)
                && (board.touches(p) || (board.is_empty() && p == rules.layout.star))
        })
        .collect();
    // Vary the search order with the salt (a multiplicative hash).
    anchors.sort_by_key(|p| {
        (p.index() as u64 + 1)
            .wrapping_mul(salt | 1)
            .rotate_left(17)
    });
    let sizes: &[usize] = if board.is_empty() { &[3] } else { &[1, 2, 3] };
    for &anchor in &anchors {
        for dir in [Dir::Across, Dir::Down] {
            for &k in sizes {
                for offset in 0..k {
                    // Step back `offset` empty squares from the anchor.
                    let mut start = Some(anchor);
                    for _ in 0..offset {
                        start = start.and_then(|mut p| {
                            loop {
                                p = p.step(dir, -1)?;
                                if !board.is_occupied(p) {
                                    break Some(p);
                                }
                            }
                        });
                    }
                    let Some(start) = start else { continue };
                    let mut squares = vec![start];
                    while squares.len() < k {
                        let mut p = *squares.last().expect("one square");
                        let next = loop {
                            match p.step(dir, 1) {
                                Some(q) if board.is_occupied(q) => p = q,
                                other => break other,
                            }
                        };
                        match next {
                            Some(q) => squares.push(q),
                            None => break,
                        }
                    }
                    if squares.len() < k {
                        continue;
                    }
                    if let Some(found) = try_tiles(
                        game,
                        &squares,
                        rack,
                        &mut Vec::new(),
                        &mut vec![false; rack.len()],
                    ) {
                        return Some(found);
                    }
                }
            }
        }
    }
    None
}

fn try_tiles(
    game: &crate::game::Game,
    squares: &[Pos],
    rack: &[crate::tileset::TileId],
    chosen: &mut Vec<Placement>,
    used: &mut Vec<bool>,
) -> Option<Vec<Placement>> {
    if chosen.len() == squares.len() {
        return game.preview(chosen).is_ok().then(|| chosen.clone());
    }
    let pos = squares[chosen.len()];
    for i in 0..rack.len() {
        // One copy of each kind is enough at a square.
        if used[i]
            || rack[..i]
                .iter()
                .enumerate()
                .any(|(j, &t)| t == rack[i] && !used[j])
        {
            continue;
        }
        used[i] = true;
        for face in game.rules().tiles.kind(rack[i]).faces.iter() {
            chosen.push(Placement {
                pos,
                tile: rack[i],
                face,
            });
            if let Some(found) = try_tiles(game, squares, rack, chosen, used) {
                return Some(found);
            }
            chosen.pop();
        }
        used[i] = false;
    }
    None
}
