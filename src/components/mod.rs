//! One component a file.

mod board;
mod clock;
mod computer_panel;
mod controls;
mod drag;
mod game_screen;
mod handover;
mod how_to;
mod new_game;
mod notice;
mod picker;
mod puzzles;
mod qr;
mod rack;
mod replay;
mod saved_games;
mod score_sheet;
mod tile;
mod wall;

pub use board::Board;
pub use clock::Clock;
pub use computer_panel::ComputerPanel;
pub use controls::Controls;
pub use game_screen::GameScreen;
pub use handover::Handover;
pub use how_to::HowTo;
pub use new_game::NewGame;
pub use notice::NoticeBar;
pub use picker::FacePicker;
pub use puzzles::{PuzzlePanel, PuzzlesScreen};
pub use rack::Rack;
pub use replay::ReplayScreen;
pub use saved_games::SavedGames;
pub use score_sheet::ScoreSheet;
pub use wall::Wall;
