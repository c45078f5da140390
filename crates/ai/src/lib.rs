//! Krada's computer player: every legal play, an evaluation of the tiles
//! kept, and levels of play from a beginner to the strongest we have.
//! What is built on it for people (review, puzzles, class rounds, links)
//! is `krada-features`; the studies that tuned it are `krada-lab`, which
//! the page never links.

pub mod amathgen;
pub mod chances;
pub mod defence;
pub mod endgame;
pub mod equity;
pub mod gaddag;
pub mod leave;
pub mod movegen;
pub mod player;
pub mod plays;
pub mod position;
pub mod preendgame;
pub mod selfplay;
pub mod simulate;
pub mod suite;
pub mod tiles;
mod wordgen;
