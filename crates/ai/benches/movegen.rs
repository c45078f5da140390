//! Criterion benchmark of move generation on the fixed suites (the same
//! positions `krada bench` and `krada bench --crossword` time): every legal
//! play, and the hard level's best play. The Crossword suite reads ENABLE2K
//! from `KRADA_LEXICON` or `../shared/lexicon/enable2k.txt.gz`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use krada_ai::movegen::all_moves;
use krada_ai::player::best_moves;
use krada_ai::suite::{SuitePosition, suite, word_suite};
use std::hint::black_box;

fn movegen(c: &mut Criterion) {
    groups(c, "", suite());
    groups(c, "word-", word_suite(common::enable()));
}

/// Every play and the hard move of each position of `positions`.
fn groups(c: &mut Criterion, prefix: &str, positions: Vec<SuitePosition>) {
    let mut group = c.benchmark_group(format!("{prefix}all-plays"));
    group.sample_size(10);
    for entry in &positions {
        let rules = entry.position.rules();
        let board = entry.position.board();
        group.bench_function(&entry.name, |b| {
            b.iter(|| black_box(all_moves(&rules, &board, &entry.position.rack).len()))
        });
    }
    group.finish();
    let mut group = c.benchmark_group(format!("{prefix}hard-move"));
    group.sample_size(10);
    for entry in &positions {
        group.bench_function(&entry.name, |b| {
            b.iter(|| black_box(best_moves(&entry.position, 1, &mut || false).0.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
