//! The page's side of the computer player: a Web Worker that thinks while
//! the page and the clock stay responsive. A request is answered with a
//! legal move or a failure; a worker that crashes or does not answer in time
//! is reported, and the player can ask again.

use crate::browser;
use crate::state::AppState;
use krada::worker_protocol::{ClassReply, Hint, PuzzleReply, Reply, Request, Task};
use krada_ai::player::Level;
use krada_ai::position::Position;
use krada_ai::puzzle::PuzzleSpec;
use krada_ai::review::{Moment, MoveReview};
use krada_engine::game::{Action, Status};
use krada_engine::lexicon::Lexicon;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// Thinking time by level; the answer comes within it.
pub fn budget_ms(level: Level) -> u32 {
    match level {
        Level::Easy | Level::Medium | Level::Greedy => 600,
        Level::Hard => 900,
    }
}

/// How long past the budget the page waits before calling the worker lost.
const GRACE_MS: u64 = 8_000;
/// A review lists every legal play (no budget cuts it short); with two
/// blanks on a crowded A-Math board that takes a few seconds on a phone.
const REVIEW_MS: u32 = 30_000;

#[derive(Clone, Copy)]
pub struct Computer {
    worker: StoredValue<Option<web_sys::Worker>, LocalStorage>,
    ready: RwSignal<bool>,
    /// Messages for a worker still loading; it would lose them.
    waiting: StoredValue<Vec<wasm_bindgen::JsValue>, LocalStorage>,
    /// Which word list (by address) the running worker holds.
    words_sent: StoredValue<usize>,
    next_id: StoredValue<u32>,
    /// The request whose answer is awaited, and whether it is a move.
    pub pending: RwSignal<Option<(u32, bool)>>,
    pub hints: RwSignal<Option<Vec<Hint>>>,
    /// The review of one move of a replayed game.
    pub review: RwSignal<Option<MoveReview>>,
    /// A puzzle's game (record JSON) and answers; `Some(None)`: no puzzle.
    pub puzzle: RwSignal<Option<PuzzleReply>>,
    /// A class round's best plays and entries found.
    pub class: RwSignal<Option<ClassReply>>,
    /// With no legal play to hint: what the hard level would do instead.
    pub instead: RwSignal<Option<Action>>,
    /// The worker crashed or fell silent.
    pub lost: RwSignal<bool>,
}

impl Computer {
    fn new() -> Computer {
        Computer {
            worker: StoredValue::new_local(None),
            ready: RwSignal::new(false),
            waiting: StoredValue::new_local(Vec::new()),
            words_sent: StoredValue::new(0),
            next_id: StoredValue::new(1),
            pending: RwSignal::new(None),
            hints: RwSignal::new(None),
            review: RwSignal::new(None),
            puzzle: RwSignal::new(None),
            class: RwSignal::new(None),
            instead: RwSignal::new(None),
            lost: RwSignal::new(false),
        }
    }

    /// Starts the worker unless it is running.
    pub fn ensure_started(self, app: AppState) {
        if self.worker.with_value(Option::is_none) || self.lost.get_untracked() {
            self.start(app);
        }
    }

    /// Starts (or restarts) the worker.
    pub fn start(self, app: AppState) {
        if let Some(old) = self.worker.get_value() {
            old.terminate();
        }
        self.ready.set(false);
        self.lost.set(false);
        self.words_sent.set_value(0);
        let Ok(worker) = web_sys::Worker::new("./worker_loader.js") else {
            self.lost.set(true);
            return;
        };
        let on_message =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if text == "ready" {
                    self.ready.set(true);
                    for message in self
                        .waiting
                        .try_update_value(std::mem::take)
                        .unwrap_or_default()
                    {
                        self.post(&message);
                    }
                    return;
                }
                if let Ok(reply) = serde_json::from_str::<Reply>(&text) {
                    self.receive(app, reply);
                }
            });
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            self.lost.set(true);
            self.pending.set(None);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_message.forget();
        on_error.forget();
        self.worker.set_value(Some(worker));
    }

    fn post(self, message: &wasm_bindgen::JsValue) {
        if let Some(worker) = self.worker.get_value()
            && worker.post_message(message).is_err()
        {
            self.lost.set(true);
        }
    }

    /// Posts now, or once the worker has said it is ready.
    fn deliver(self, message: wasm_bindgen::JsValue) {
        if self.ready.get_untracked() {
            self.post(&message);
        } else {
            self.waiting.update_value(|w| w.push(message));
        }
    }

    fn send(self, task: Task, position: Position, budget_ms: u32) -> u32 {
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        let is_move = matches!(task, Task::Move { .. });
        let request = Request {
            id,
            task,
            position,
            budget_ms,
        };
        // Crossword's word graph goes over once per worker, as bytes.
        if let Some(words) = &request.position.lexicon {
            let address = std::sync::Arc::as_ptr(words) as usize;
            if self.words_sent.get_value() != address {
                self.words_sent.set_value(address);
                let bytes = js_sys::Uint8Array::from(words.to_bytes().as_slice());
                self.deliver(bytes.into());
            }
        }
        let message = serde_json::to_string(&request).expect("requests serialise");
        self.pending.set(Some((id, is_move)));
        self.deliver(message.into());
        // A worker that never answers is lost; the page offers to retry.
        let timeout = Duration::from_millis(budget_ms as u64 + GRACE_MS);
        set_timeout(
            move || {
                if self
                    .pending
                    .try_get_untracked()
                    .flatten()
                    .is_some_and(|(p, _)| p == id)
                {
                    self.lost.set(true);
                    self.pending.set(None);
                }
            },
            timeout,
        );
        id
    }

    fn receive(self, app: AppState, reply: Reply) {
        if self.pending.get_untracked().map(|(id, _)| id) != Some(reply.id()) {
            return;
        }
        self.pending.set(None);
        match reply {
            // A move refused (the game moved on meanwhile) is shown; the
            // turn effect asks again when it is the computer's turn.
            Reply::Move { action, .. } => {
                app.act(action);
            }
            Reply::Hints { hints, instead, .. } => {
                self.instead.set(instead);
                self.hints.set(Some(hints));
            }
            Reply::Review { review, .. } => self.review.set(Some(review)),
            Reply::Puzzle { puzzle, .. } => self.puzzle.set(Some(puzzle)),
            Reply::Class { reply, .. } => self.class.set(Some(reply)),
            Reply::Failed { .. } | Reply::Bench { .. } => self.lost.set(true),
        }
    }

    /// Asks for the best plays of the side to move.
    pub fn ask_hints(self, app: AppState, count: usize) {
        let position = app
            .session
            .with_untracked(|s| s.as_ref().map(|s| Position::of(&s.game)));
        if let Some(position) = position {
            self.ask_hints_for(position, count);
        }
    }

    /// Asks for the best plays of any position (a replayed game's).
    pub fn ask_hints_for(self, position: Position, count: usize) {
        self.hints.set(None);
        self.send(Task::Hint { count }, position, budget_ms(Level::Hard));
    }

    /// Asks where a move stands among every legal play of its position.
    pub fn ask_review(self, moment: Moment, count: usize) {
        self.review.set(None);
        let task = Task::Review {
            index: moment.index,
            side: moment.side,
            played: moment.played,
            count,
        };
        self.send(task, moment.position, REVIEW_MS);
    }

    /// Asks for a puzzle: the worker plays its game and lists every answer.
    pub fn ask_puzzle(self, spec: PuzzleSpec, lexicon: Option<std::sync::Arc<Lexicon>>) {
        self.puzzle.set(None);
        let position = Position {
            tiles: spec.tiles,
            board: vec![],
            rack: vec![],
            bag_len: 0,
            unseen: vec![],
            scoreless: 0,
            lexicon,
        };
        self.send(Task::Puzzle { spec }, position, REVIEW_MS);
    }

    /// Asks for the computer's move when it is its turn.
    /// A class round's `top` best plays, and the entries typed so far found.
    pub fn ask_class(self, position: Position, entries: Vec<String>, top: usize) {
        self.class.set(None);
        self.send(Task::Class { entries, top }, position, REVIEW_MS);
    }

    fn ask_move(self, app: AppState, level: Level) {
        let decided = app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            // A computer referee knows whether the last play stands.
            match s.game.challengeable_play_is_valid() {
                Some(false) => return Some(Some(Action::Challenge)),
                Some(true) if s.game.status() == Status::AwaitingChallenge => {
                    return Some(Some(Action::Pass));
                }
                _ => {}
            }
            Some(None)
        });
        match decided {
            Some(Some(action)) => {
                app.act(action);
            }
            Some(None) => {
                let position = app
                    .session
                    .with_untracked(|s| s.as_ref().map(|s| Position::of(&s.game)));
                if let Some(position) = position {
                    let seed = browser::random_u64();
                    self.send(Task::Move { level, seed }, position, budget_ms(level));
                }
            }
            None => {}
        }
    }
}

/// Provides the computer player and makes it move whenever it is its turn.
pub fn provide_computer(app: AppState) -> Computer {
    let computer = Computer::new();
    provide_context(computer);
    Effect::new(move |_| {
        let turn = app.session.with(|s| {
            let s = s.as_ref()?;
            let level = s.options.computer_level()?;
            let its_turn =
                s.game.to_move() == crate::model::session::COMPUTER_SIDE && !s.game.is_over();
            its_turn.then(|| (level, s.game.turns().len()))
        });
        let Some((level, _)) = turn else { return };
        computer.ensure_started(app);
        if computer.pending.get_untracked().is_none() && !computer.lost.get_untracked() {
            computer.ask_move(app, level);
        }
    });
    computer
}

pub fn use_computer() -> Computer {
    expect_context::<Computer>()
}
