use krada_ai::movegen::all_moves;
use krada_ai::player::{Level, best_moves, choose};
use krada_ai::suite::suite;
use krada_engine::notation::write_rack;
use std::time::Instant;
fn main() {
    for p in suite() {
        let rules = p.position.rules();
        let board = p.position.board();
        let t = Instant::now();
        let moves = all_moves(&rules, &board, &p.position.rack);
        let all = t.elapsed();
        let t = Instant::now();
        let (best, _) = best_moves(&p.position, 1, &mut || false);
        let hard = t.elapsed();
        let t = Instant::now();
        let _ = choose(&p.position, Level::Greedy, 1, &mut || false);
        let greedy = t.elapsed();
        println!(
            "{:<16} {:<14} {:>7} moves all {:>10.1?} hard {:>10.1?} greedy {:>10.1?} best {:?}",
            p.name,
            write_rack(&rules.tiles, &p.position.rack),
            moves.len(),
            all,
            hard,
            greedy,
            best.first().map(|r| (r.play.score, r.equity))
        );
    }
}
