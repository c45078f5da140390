//! The lab: the studies that tuned the computer player and measure it —
//! matches between levels, the fits of leave values and winning chances,
//! and what the expert's choices are worth. The command line runs them;
//! the page never links this crate.

pub mod chance_fit;
pub mod choice_study;
pub mod leave_fit;
pub mod matches;
pub mod pre_endgame_study;
