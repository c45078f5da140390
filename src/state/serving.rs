//! What a game on the game screen needs running beside the screens: the clock's
//! limits, a save on every change, the engine's verdict on the
//! tiles placed, the computer's moves, and the sides' names in the page's
//! language. A first visit has no game, and every way of opening one is
//! code fetched on demand, so this comes with the first game opened rather
//! than with the page's first part.

use super::{AppState, Preview};
use crate::browser;
use crate::computer::use_computer;
use crate::model::saves;
use crate::model::session::Session;
use crate::model::turn::TurnTiles;
use krada_ai::position::Position;
use krada_engine::game::{Action, Status};
use leptos::prelude::*;

/// A running game is saved this often besides on every move, so a reload
/// loses at most this much clock time.
const CLOCK_SAVE_MS: f64 = 5_000.0;

impl AppState {
    /// Starts the game's services, once, under the page's owner (a game
    /// may be opened from a task that has none).
    pub(super) fn serve_game(&self) {
        if self.judged.with_value(Option::is_some) {
            return;
        }
        let app = *self;
        let start = move || {
            let judged = Memo::new(move |_| judge_placed(app.session, app.turn));
            app.judged.set_value(Some(judged));
            persist(app);
            apply_the_clock(app);
            play_the_computers_moves(app);
            speak_the_language(app);
        };
        match self.root.get_value() {
            Some(owner) => owner.with(start),
            None => start(),
        }
    }

    /// The engine's verdict on the tiles placed this turn: the score, or the
    /// rule they break; `None` with nothing placed (or no game yet). Judged
    /// once per change for every component that shows it.
    pub fn preview(&self) -> Option<Preview> {
        self.judged.get_value().and_then(|judged| judged.get())
    }
}

fn judge_placed(session: RwSignal<Option<Session>>, turn: RwSignal<TurnTiles>) -> Option<Preview> {
    let placements = turn.with(TurnTiles::placements);
    if placements.is_empty() {
        return None;
    }
    session.with(|s| {
        let s = s.as_ref()?;
        Some(s.game.preview(&placements).map(|p| p.score))
    })
}

/// Calls the sides nobody named in the language the page speaks, whenever
/// it changes or another game is opened (a game started in Thai and shown
/// in English says "Player", not "ผู้เล่น"); not at every move.
fn speak_the_language(app: AppState) {
    let game = Memo::new(move |_| app.session.with(|s| s.as_ref().map(|s| s.id.clone())));
    Effect::new(move |_| {
        let lang = app.lang.get();
        game.track();
        let renamed = app
            .session
            .try_update_untracked(|s| s.as_mut().map(|s| s.speak(lang)))
            .flatten();
        // Told only when a name changed, so this effect settles.
        if renamed == Some(true) {
            app.session.notify();
        }
    });
}

/// At each repaint of the page's clock (`app.now`): applies the move limit
/// and the forfeit, pauses the clock in a hidden tab when the game says so,
/// and saves now and then.
fn apply_the_clock(app: AppState) {
    let last_save = StoredValue::new(browser::now());
    Effect::new(move |_| {
        let now = app.now.get();
        let Some((limit_passed, hidden_pause)) = app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            if s.game.status() == Status::Playing || s.game.status() == Status::AwaitingChallenge {
                // The engine says when time allows only a pass.
                let must_pass = s.game.must_pass(s.timer.elapsed(now));
                Some((must_pass, s.options.pause_when_hidden))
            } else {
                None
            }
        }) else {
            return;
        };
        if limit_passed {
            app.act(Action::Pass);
            return;
        }
        let hidden = browser::tab_hidden();
        if hidden_pause {
            let running = app
                .session
                .with_untracked(|s| s.as_ref().is_some_and(|s| s.timer.is_running()));
            if hidden && running {
                app.session.update(|s| {
                    if let Some(s) = s {
                        s.timer.stop(now);
                    }
                });
            }
        }
        if now - last_save.get_value() > CLOCK_SAVE_MS {
            last_save.set_value(now);
            app.save();
        }
    });
    follow_the_tab(app);
}

/// A tab coming back restarts a clock paused while it was hidden; a tab
/// hidden or closed saves; another tab's save of this game is taken over.
fn follow_the_tab(app: AppState) {
    let listener = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if browser::tab_hidden() {
            app.save();
            return;
        }
        let now = browser::now();
        app.session.update(|s| {
            if let Some(s) = s {
                s.resume_clock(now);
            }
        });
    });
    on_cleanup(move || listener.remove());
    let pagehide = window_event_listener(leptos::ev::pagehide, move |_| app.save());
    on_cleanup(move || pagehide.remove());
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        let Some(key) = ev.key() else { return };
        let ours = app
            .session
            .with_untracked(|s| s.as_ref().is_some_and(|s| saves::is_game_key(&key, &s.id)));
        if ours {
            app.adopt_newer();
        }
    });
    on_cleanup(move || storage.remove());
}

/// What a save must capture when it changes: which game, how far it has
/// gone, whether its rack is hidden, and the turn's tiles. (A clock that
/// merely resumes is not a change worth a save.)
type SaveKey = (Option<(String, usize, bool)>, TurnTiles);

/// Saves the game whenever it or the turn's tiles change: the one place a
/// change is persisted (the clock's running time is saved on a timer and
/// when the page hides, since it changes without any signal).
fn persist(app: AppState) {
    let last = StoredValue::new(None::<SaveKey>);
    Effect::new(move |_| {
        let game = app.session.with(|s| {
            s.as_ref()
                .map(|s| (s.id.clone(), s.game.turns().len(), s.handover))
        });
        let key = Some((game, app.turn.get()));
        // Read first: the flag belongs to this change, saved or not.
        let adopted = app.take_adopted();
        if last.get_value() == key {
            return;
        }
        last.set_value(key);
        if !adopted {
            app.save();
        }
    });
}
/// Asks the computer for its move whenever it is its turn. A computer
/// referee knows whether the last play stands: it challenges one that does
/// not, and passes on one that does rather than think.
fn play_the_computers_moves(app: AppState) {
    let computer = use_computer();
    Effect::new(move |_| {
        let turn = app.session.with(|s| {
            let s = s.as_ref()?;
            let level = s.options.computer_level()?;
            let its_turn =
                s.game.to_move() == crate::model::session::COMPUTER_SIDE && !s.game.is_over();
            its_turn.then(|| (level, s.game.turns().len()))
        });
        let Some((level, _)) = turn else {
            // The game ended (a resignation) or changed hands while it
            // thought: its answer would be refused, so it is not awaited.
            computer.abandon_move();
            return;
        };
        computer.ensure_started();
        if computer.pending.get_untracked().is_some() || computer.lost.get_untracked() {
            return;
        }
        let referee = app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            match s.game.challengeable_play_is_valid() {
                Some(false) => Some(Action::Challenge),
                Some(true) if s.game.status() == Status::AwaitingChallenge => Some(Action::Pass),
                _ => None,
            }
        });
        if let Some(action) = referee {
            app.act(action);
            return;
        }
        let asked = app.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (Position::of(&s.game), s.options.think_ms()))
        });
        if let Some((position, think_ms)) = asked {
            computer.ask_move(level, position, think_ms);
        }
    });
}
