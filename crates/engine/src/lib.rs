//! Krada's rules engine: pure Rust, no I/O, no clock, no randomness of its
//! own. The web app, the computer player and the command line all use it.

pub mod equation;
pub mod face;
pub mod layout;
pub mod notation;
pub mod rational;
pub mod tileset;

#[cfg(test)]
mod equation_tests;
