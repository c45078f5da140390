//! One component a file.

mod board;
mod clock;
mod rack;
mod score_sheet;

pub use board::Board;
pub use clock::Clock;
pub use rack::Rack;
pub use score_sheet::ScoreSheet;
