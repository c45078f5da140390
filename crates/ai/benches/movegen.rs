//! Criterion benchmark of move generation on the fixed suite (the same
//! positions `krada bench` times): every legal play, and the hard level's
//! best play.

use criterion::{Criterion, criterion_group, criterion_main};
use krada_ai::movegen::all_moves;
use krada_ai::player::best_moves;
use krada_ai::suite::suite;
use std::hint::black_box;

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("all-plays");
    group.sample_size(10);
    for entry in suite() {
        let rules = entry.position.rules();
        let board = entry.position.board();
        group.bench_function(&entry.name, |b| {
            b.iter(|| black_box(all_moves(&rules, &board, &entry.position.rack).len()))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("hard-move");
    group.sample_size(10);
    for entry in suite() {
        group.bench_function(&entry.name, |b| {
            b.iter(|| black_box(best_moves(&entry.position, 1, &mut || false).0.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
