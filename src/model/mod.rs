//! The app's own state, as plain Rust: what the player is placing, the
//! clock's arithmetic, the saved games. No rule lives here: the engine
//! judges every move.

pub mod class;
pub mod clock;
pub mod desk;
pub mod draft;
pub mod exercises;
pub mod files;
pub mod judge;
pub mod kept;
pub mod move_box;
pub mod nav;
pub mod news;
pub mod progress;
pub mod puzzle;
pub mod reading;
pub mod replay;
pub mod review_history;
pub mod review_queue;
pub mod saves;
pub mod scan;
pub mod session;
pub mod setup;
pub mod storage;
pub mod table;
pub mod thinking;
pub mod turn;
pub mod wall;
pub mod word_lists;
pub mod worksheet;
