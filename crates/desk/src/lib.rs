//! A tournament's desk with no server: its entrants, each round's pairings
//! (Swiss, King of the Hill, round robin, winners meet winners), the
//! results and the standings, all one value that is saved as a file. The
//! page and the `krada desk` command share it. The rules of each system and
//! where they come from are in docs/desk.md.

pub mod entrants;
pub mod event;
pub mod pairing;
pub mod result_code;
pub mod settings;
pub mod standings;

pub use entrants::{Entrant, ListError, read_list};
pub use event::{DeskError, Game, Outcome, Round, Side, Tournament};
pub use result_code::ResultCode;
pub use settings::{FirstRound, Scale, Settings, System};
pub use standings::Standing;
