//! The app's reactive state, shared through context. Components read it and
//! call the actions here; every rule question goes to the engine.

pub mod desk;
pub mod exercises;
mod puzzles;
mod reads;
mod saved;
mod serving;
pub mod stored;
pub mod table;
mod turn;
mod typing;
pub mod voice;

use crate::browser::{self, WebStore};
use crate::model::saves;
use crate::model::session::{SaveError, Session};
use crate::model::storage::StoreError;
use crate::model::turn::TurnTiles;
use crate::words::Words;
use krada_engine::face::Face;
use krada_engine::game::{Action, GameError};
use krada_engine::layout::{Dir, Pos};
use krada_engine::play::Placement;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileId;
use krada_features::puzzle::Answer;
use krada_text::Lang;
use leptos::prelude::*;

pub use crate::model::files::FileProblem;
pub use crate::model::nav::Screen;

pub use crate::model::puzzle::PuzzleState;
pub use crate::model::replay::Replay;

/// A message for the player: what just happened or what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Refused(GameError),
    Storage(StoreError),
    SaveUnreadable(String, SaveError),
    /// A record or table file the player opened (its name), and why not.
    RecordUnreadable(String, FileProblem),
    /// A GCG file the player opened (its name), and why not.
    GcgUnreadable(String, FileProblem),
    /// A word list the player loaded (its name) cannot be used, and why.
    WordsUnreadable(String, FileProblem),
    /// The player's list is in use but storage would not keep it.
    WordsNotKept,
    /// The outcome of a challenge: whether the play stood.
    Challenged(bool),
    /// Another tab moved this game on; its position is shown now.
    OtherTab,
    /// The browser would not open the wall's window.
    WallBlocked,
    /// The saved class session cannot be read (kept aside); the reason.
    ClassUnreadable(String),
    /// The computer player's worker panicked (its message is in the console).
    ComputerStopped,
    /// A link in the page address cannot be opened.
    LinkUnreadable(krada_features::link::LinkError),
}

/// A tile waiting for the player to say which face it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickRequest {
    pub slot: usize,
    pub pos: Pos,
}

#[derive(Clone, Copy)]
pub struct AppState {
    pub lang: RwSignal<Lang>,
    pub screen: RwSignal<Screen>,
    pub session: RwSignal<Option<Session>>,
    /// The turn's tiles at the device: rack order, tiles placed, the tile
    /// chosen, the tiles marked for an exchange.
    pub turn: RwSignal<TurnTiles>,
    /// The keyboard cursor on the board and the direction typing goes.
    pub cursor: RwSignal<(Pos, Dir)>,
    pub pick: RwSignal<Option<PickRequest>>,
    pub notice: RwSignal<Option<Notice>>,
    /// The monotonic clock, repainted a few times a second.
    pub now: RwSignal<f64>,
    pub words: Words,
    pub replay: RwSignal<Option<Replay>>,
    /// The puzzle laid out on the game screen, when the game there is one.
    pub puzzle: RwSignal<Option<PuzzleState>>,
    /// The hints shown for the position on the game screen.
    pub hints: RwSignal<Option<crate::computer::Hints>>,
    /// What the announcer has said (`voice.rs`).
    pub news: RwSignal<crate::model::news::NewsLog>,
    /// The class session at this device, if one is running.
    pub class: RwSignal<Option<crate::model::class::ClassState>>,
    /// A table a score slip's QR code invited this device to set up, until
    /// table mode's set-up takes it.
    pub table_invite: RwSignal<Option<krada_features::link::TableInvite>>,
    /// Set when a game is taken over from another tab: that change is the
    /// other tab's save, not ours to write back (which would start the two
    /// tabs answering each other's saves).
    adopted: StoredValue<bool>,
    /// The engine's verdict on the tiles placed ([`Self::preview`]), once
    /// a game has been opened (and with it the game's services, `serving.rs`).
    judged: StoredValue<Option<Memo<Option<Preview>>>>,
    /// The page's owner, which the game's services run under.
    root: StoredValue<Option<Owner>>,
}

/// The computer's move, made (see [`AppState::seat`]).
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn computer_acts(app: AppState, action: Action) {
    app.act(action);
}

/// What the placed tiles would score, or why they may not be played.
pub type Preview = Result<u32, GameError>;

impl AppState {
    /// Where the computer plays: its moves are this state's actions, and
    /// its stopping is told on the notice bar. The page sets the seat up
    /// before any game, so the move is made by code in the game's part
    /// (here whenever a move comes), not the first part's.
    pub fn seat(self) -> crate::computer::Seat {
        crate::computer::Seat {
            play: Callback::new(move |action| {
                leptos::task::spawn_local(computer_acts(self, action));
            }),
            stopped: Callback::new(move |()| self.notice.set(Some(Notice::ComputerStopped))),
        }
    }

    pub fn new(lang: RwSignal<Lang>, words: Words) -> AppState {
        let session = RwSignal::new(None);
        let turn = RwSignal::new(TurnTiles::default());
        AppState {
            lang,
            screen: RwSignal::new(Screen::NewGame),
            session,
            turn,
            cursor: RwSignal::new((Pos::CENTRE, Dir::Across)),
            pick: RwSignal::new(None),
            notice: RwSignal::new(None),
            now: RwSignal::new(browser::now()),
            words,
            replay: RwSignal::new(None),
            class: RwSignal::new(None),
            table_invite: RwSignal::new(None),
            hints: RwSignal::new(None),
            news: RwSignal::new(Default::default()),
            puzzle: RwSignal::new(None),
            adopted: StoredValue::new(false),
            judged: StoredValue::new(None),
            root: StoredValue::new(Owner::current()),
        }
    }

    /// The rack of the side to move, as the game has it.
    fn game_rack(&self) -> Vec<TileId> {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| s.game.rack(s.game.to_move()).to_vec()))
            .unwrap_or_default()
    }

    /// Opens `screen`.
    pub fn go(&self, screen: Screen) {
        self.screen.set(screen);
    }

    /// Opens `replay` on the replay screen.
    pub fn show_replay(&self, replay: Replay) {
        self.replay.set(Some(replay));
        self.screen.set(Screen::Replay);
    }

    /// Lays `placements` out as the turn's tentative tiles (a hint, an
    /// answer, a best play shown).
    pub fn lay_out(&self, placements: &[Placement]) {
        self.turn.update(|t| t.lay_out(placements));
    }

    /// Lays a puzzle out on the game screen.
    pub fn lay_out_puzzle(&self, puzzle: PuzzleState, session: Session) {
        self.puzzle.set(Some(puzzle));
        self.start(session);
    }

    /// One more clue to the puzzle on the game screen.
    pub fn show_clue(&self) {
        self.puzzle.update(|p| {
            if let Some(p) = p {
                p.show_clue();
            }
        });
    }

    /// The reading of a play the pre-endgame puzzle waited on is back: it
    /// is graded (`PuzzleState::finish_reading`).
    pub fn finish_reading(&self, placements: &[Placement], answer: Option<Answer>) {
        self.puzzle.update(|p| {
            if let Some(p) = p {
                p.finish_reading(placements, answer);
            }
        });
    }

    /// The answers to the puzzle on the game screen.
    pub fn show_answers(&self) {
        self.puzzle.update(|p| {
            if let Some(p) = p {
                p.show_answers();
            }
        });
    }

    /// Applies `change` to the replay shown, if there is one: the replay's
    /// own methods decide, this is their one way in.
    pub fn change_replay<T>(&self, change: impl FnOnce(&mut Replay) -> T) -> Option<T> {
        self.replay.try_update(|r| r.as_mut().map(change)).flatten()
    }

    /// Applies `change` to the class session, if one is running.
    pub fn change_class<T>(
        &self,
        change: impl FnOnce(&mut crate::model::class::ClassState) -> T,
    ) -> Option<T> {
        self.class.try_update(|c| c.as_mut().map(change)).flatten()
    }

    /// Starts a class session at this device.
    pub fn start_class(&self, class: crate::model::class::ClassState) {
        self.class.set(Some(class));
    }

    /// Ends the class session.
    pub fn end_class(&self) {
        self.class.set(None);
    }

    /// Shows `notice` in the bar under the header.
    pub fn tell(&self, notice: Notice) {
        self.notice.set(Some(notice));
    }

    /// Takes the notice away.
    pub fn dismiss_notice(&self) {
        self.notice.set(None);
    }

    /// The kind of the game on the screen (A-Math until a game is there); tracked.
    pub fn game_kind(&self) -> GameKind {
        self.session
            .with(|s| s.as_ref().map_or(GameKind::ALL[0], |s| s.game.rules().kind))
    }

    /// Clears the turn's scratch state and lines the rack up with the game.
    pub fn sync_rack(&self) {
        let rack = self.game_rack();
        self.turn.update(|t| t.line_up(&rack));
        self.pick.set(None);
    }

    /// Opens a game; the turn's tiles it was saved with (rack order, tiles
    /// placed but not played) come back when they are still its rack's.
    pub fn start(&self, session: Session) {
        self.resume(session, TurnTiles::default());
    }

    /// Opens a saved game with the turn's tiles it kept, when they are
    /// still its rack's.
    pub fn resume(&self, session: Session, saved: TurnTiles) {
        self.session.set(Some(session));
        self.serve_game();
        let rack = self.game_rack();
        self.turn.set(TurnTiles::restore(saved, &rack));
        self.pick.set(None);
        self.notice.set(None);
        self.screen.set(Screen::Game);
    }

    /// Whether the last change was taking over another tab's save (and
    /// so is not to be saved back); asking clears it.
    pub fn take_adopted(&self) -> bool {
        let adopted = self.adopted.get_value();
        self.adopted.set_value(false);
        adopted
    }

    /// [`Self::puzzle_in_play`], for a view that follows it.
    pub fn in_puzzle(&self) -> bool {
        self.puzzle.track();
        self.session.track();
        self.puzzle_in_play()
    }

    /// Whether the game on the game screen is a puzzle (not saved, and Play checks
    /// the answer instead of playing it).
    pub fn puzzle_in_play(&self) -> bool {
        let id = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.id.clone()));
        self.puzzle.with_untracked(|p| {
            p.as_ref()
                .is_some_and(|p| Some(&p.session_id) == id.as_ref())
        })
    }

    /// Saves the game in progress; a failure is shown, never silent. A game
    /// another tab has moved on is loaded here instead of overwritten.
    pub fn save(&self) {
        if self.puzzle_in_play() {
            return;
        }
        let now = browser::now();
        let turn = self.turn.get_untracked();
        let result = self
            .session
            .try_update_untracked(|s| {
                s.as_mut()
                    .map(|s| saves::save(&mut WebStore, s, &turn, now, browser::wall_ms()))
            })
            .flatten();
        match result {
            Some(Err(StoreError::Overtaken)) => self.adopt_newer(),
            Some(Err(e)) => self.notice.set(Some(Notice::Storage(e))),
            Some(Ok(())) if matches!(self.notice.get_untracked(), Some(Notice::Storage(_))) => {
                self.notice.set(None)
            }
            _ => {}
        }
    }

    /// Loads the current game as another tab left it.
    pub fn adopt_newer(&self) {
        let Some(id) = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.id.clone()))
        else {
            return;
        };
        if let Ok((session, turn)) = saves::load(&WebStore, &id, &|n| self.words.get(n)) {
            // The other tab only saved its clock or its own tiles: the game
            // is where it was, so keep this tab's tiles and choices and take
            // the save's number alone (so our next save is not refused).
            let moves = self
                .session
                .with_untracked(|s| s.as_ref().map(|s| s.game.turns().len()));
            if moves == Some(session.game.turns().len()) {
                self.session.update_untracked(|s| {
                    if let Some(s) = s {
                        s.revision = s.revision.max(session.revision);
                    }
                });
                return;
            }
            self.adopted.set_value(true);
            let screen = self.screen.get_untracked();
            self.resume(session, turn);
            self.screen.set(screen);
            self.notice.set(Some(Notice::OtherTab));
        }
    }

    /// Opens a saved game, fetching its word list first when it needs one,
    /// and shows it, or the screen `then` names (a reload that showed
    /// another). A game that cannot be opened is reported and stays in
    /// storage.
    pub fn open_saved(&self, id: String, then: Option<Screen>) {
        let app = *self;
        let load = move |id: &str| saves::load(&WebStore, id, &|n| app.words.get(n));
        let show = move |result: Result<(Session, TurnTiles), SaveError>, id: String| match result {
            // Saved again on opening, so the game resumed lists first.
            Ok((session, turn)) => {
                app.resume(session, turn);
                if let Some(screen) = then {
                    app.screen.set(screen);
                }
            }
            Err(error) => {
                app.notice.set(Some(Notice::SaveUnreadable(id, error)));
                app.screen.set(Screen::Saved);
            }
        };
        match load(&id) {
            Err(SaveError::NeedsWords(name)) => leptos::task::spawn_local(async move {
                app.words.ensure(&name).await;
                show(load(&id), id);
            }),
            result => show(result, id),
        }
    }

    /// The person at the device gives the game up.
    pub fn resign(&self) -> bool {
        let side = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.resigner()));
        side.is_some_and(|side| self.act(Action::Resign(side)))
    }

    /// The side to move acts; a refusal is shown and changes nothing. A
    /// puzzle's position stays as it is: only a play is checked there.
    pub fn act(&self, action: Action) -> bool {
        if self.puzzle_in_play() {
            return false;
        }
        let now = browser::now();
        let result = self
            .session
            .try_update(|s| s.as_mut().map(|s| s.act(action, now)));
        self.settle(result.flatten(), || {})
    }

    /// What a change to the game comes to: a success clears the notice and
    /// lines the rack up with the game (after `then`), a refusal is shown;
    /// whether it went through.
    fn settle(&self, result: Option<Result<(), GameError>>, then: impl FnOnce()) -> bool {
        match result {
            Some(Ok(())) => {
                self.notice.set(None);
                then();
                self.sync_rack();
                true
            }
            Some(Err(e)) => {
                self.notice.set(Some(Notice::Refused(e)));
                false
            }
            None => false,
        }
    }

    /// Stops or restarts both clocks.
    pub fn set_paused(&self, paused: bool) {
        let now = browser::now();
        self.session.update(|s| {
            if let Some(s) = s {
                if paused {
                    s.pause(now);
                } else {
                    s.unpause(now);
                }
            }
        });
    }

    /// The side to move calls "Hold" before deciding on a challenge.
    pub fn hold(&self) {
        self.session.update(|s| {
            if let Some(s) = s {
                s.hold();
            }
        });
    }

    /// Takes back the last move (both sides agreed); a refusal is shown.
    pub fn take_back(&self) -> bool {
        let now = browser::now();
        let result = self
            .session
            .try_update(|s| s.as_mut().map(|s| s.take_back(now)));
        self.settle(result.flatten(), || self.turn.set(TurnTiles::default()))
    }

    pub fn play_draft(&self) -> bool {
        let placements = self.turn.with_untracked(TurnTiles::placements);
        if self.puzzle_in_play() {
            // A puzzle's answer is checked, not played: the board stays.
            let now = browser::now();
            // A legal play a pre-endgame puzzle did not read is read first
            // (the puzzle panel asks the worker).
            let legal = self.session.with_untracked(|s| {
                s.as_ref()
                    .is_some_and(|s| s.game.preview(&placements).is_ok())
            });
            self.puzzle.update(|p| {
                if let Some(p) = p {
                    if legal && p.needs_reading(&placements) {
                        p.start_reading(&placements, now);
                    } else {
                        p.check(&placements, now);
                    }
                }
            });
            return false;
        }
        self.act(Action::Play(placements))
    }

    /// Puts rack slot `slot` on `pos`, asking for a face when the tile has several.
    pub fn place(&self, slot: usize, pos: Pos, face: Option<Face>) {
        let occupied = self
            .session
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.game.board().is_occupied(pos)));
        if occupied {
            return;
        }
        let faces = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let tile = self.turn.with_untracked(|t| t.tile(slot))?;
            Some(s.game.rules().tiles.kind(tile).faces)
        });
        let Some(faces) = faces else { return };
        let face = face
            .filter(|f| faces.contains(*f))
            .or_else(|| (faces.len() == 1).then(|| faces.iter().next().expect("one face")));
        match face {
            Some(face) => self.turn.update(|t| t.place(slot, pos, face)),
            None => self.pick.set(Some(PickRequest { slot, pos })),
        }
    }
}

impl AppState {
    /// Whether the person at the device may move now (not the computer's turn,
    /// not behind the hand-over screen, clocks not paused, game not over).
    pub fn my_turn(&self) -> bool {
        self.session.with(|s| {
            s.as_ref().is_some_and(|s| {
                !s.handover
                    && !s.stops.paused
                    && !s.game.is_over()
                    && s.options.viewer(s.game.to_move()) == s.game.to_move()
            })
        })
    }
}

pub fn use_app() -> AppState {
    expect_context::<AppState>()
}
