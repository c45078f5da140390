//! What Krada builds on its computer player for people: the review of a
//! game, "find the best play" puzzles, class duplicate rounds and the links
//! that share a position, a puzzle, a game or a class session.

pub mod bench;
pub mod class_round;
pub mod link;
pub mod mistakes;
pub mod puzzle;
pub mod puzzle_rating;
pub mod rating;
pub mod review;
