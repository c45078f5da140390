//! Krada's rules engine: pure Rust, no I/O, no clock, no randomness of its
//! own. The web app, the computer player and the command line all use it.

pub mod anagram;
pub mod bag;
pub mod board;
pub mod clock;
pub mod equation;
pub mod face;
pub mod game;
pub mod gcg;
mod json_path;
pub mod layout;
pub mod lexicon;
pub mod notation;
pub mod play;
pub mod rational;
pub mod record;
pub mod rules;
pub mod scoreless;
pub mod tileset;

#[cfg(test)]
mod equation_tests;
#[cfg(test)]
mod play_tests;
#[cfg(test)]
mod properties;
#[cfg(test)]
mod test_util;
