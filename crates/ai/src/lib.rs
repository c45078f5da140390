//! Krada's computer player: every legal play, an evaluation of the tiles
//! kept, and levels of play from a beginner to the strongest we have.

pub mod amathgen;
pub mod chances;
pub mod choice_study;
pub mod class_round;
pub mod defence;
pub mod endgame;
pub mod equity;
pub mod leave;
pub mod leave_fit;
pub mod link;
pub mod movegen;
pub mod player;
pub mod plays;
pub mod position;
pub mod puzzle;
pub mod review;
pub mod selfplay;
pub mod simulate;
pub mod suite;
pub mod tiles;
mod wordgen;
