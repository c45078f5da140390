//! Any tiles on any squares: move validation and scoring never panic.
#![no_main]

use krada_engine::board::{Board, Placed};
use krada_engine::face::Face;
use krada_engine::layout::{CELLS, Pos};
use krada_engine::play;
use krada_engine::play::Placement;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let rules = Rules::amath();
    let kinds = rules.tiles.kinds.len() as u8;
    let mut board = Board::default();
    let mut chunks = data.chunks_exact(3);
    let split = data.first().map_or(0, |b| (b % 20) as usize);
    for chunk in chunks.by_ref().take(split) {
        let pos = Pos::from_index(chunk[0] as usize % CELLS);
        board.set(
            pos,
            Placed {
                tile: TileId(chunk[1] % kinds),
                face: Face(chunk[2] % 26),
            },
        );
    }
    let placements: Vec<Placement> = chunks
        .take(10)
        .map(|c| Placement {
            pos: Pos::from_index(c[0] as usize % CELLS),
            tile: TileId(c[1] % kinds),
            face: Face(c[2] % 26),
        })
        .collect();
    let _ = play::check(&rules, &board, &placements);
});
