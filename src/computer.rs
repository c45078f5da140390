//! The page's side of the computer player: a Web Worker that thinks while
//! the page and the clock stay responsive. A request is answered with a
//! legal move or a failure; a worker that crashes or does not answer in time
//! is reported, and the player can ask again.

use crate::browser;
use crate::model::thinking::{CHUNK_MS, Thinking};
use futures_channel::oneshot;
use krada::worker_protocol::{ClassReply, Hint, PuzzleReply, Reply, Request, Task};
use krada_ai::player::Level;
use krada_ai::position::Position;
use krada_ai::preendgame::PreEndgame;
use krada_ai::simulate::{Candidate, Tally};
use krada_engine::game::Action;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_features::puzzle::{Answer, PuzzleSpec};
use krada_features::review::{Moment, MoveReview};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// Thinking time by level; the answer comes within it.
pub fn budget_ms(level: Level) -> u32 {
    match level {
        Level::Easy | Level::Medium | Level::Greedy => 600,
        Level::Hard => 900,
        // Finding the candidates; the simulation has its own budget.
        Level::Expert => 1_500,
    }
}

/// How long the expert's first worker may take in `position`: finding the
/// candidates to simulate, or, with the bag empty, searching the endgame
/// itself — then it has the whole thinking time.
pub fn candidates_budget_ms(position: &Position, think_ms: u32) -> u32 {
    if position.bag_len == 0 {
        think_ms
    } else {
        budget_ms(Level::Expert)
    }
}

/// How long hints may take: the hard level's time, or with a bag the
/// pre-endgame reads, time to play out every draw (1.8 s for the expert's
/// six plays in Chromium, docs/measurements.md "Strength").
pub fn hints_budget_ms(position: &Position) -> u32 {
    if PreEndgame::DEFAULT.reads(position.bag_len) {
        HINTS_READING_MS
    } else {
        budget_ms(Level::Hard)
    }
}

/// Time for hints that read the bag (cut short, they come as without it).
const HINTS_READING_MS: u32 = 6_000;

/// Hints for the side to move: the best plays, or with none legal what the
/// hard level would do instead.
#[derive(Clone, Debug, PartialEq)]
pub struct Hints {
    pub plays: Vec<Hint>,
    pub instead: Option<Action>,
}

/// The expert's thinking time when the game does not say.
pub const DEFAULT_THINK_MS: u32 = 3_000;

/// The most workers the expert spreads its simulation over.
const MAX_WORKERS: usize = 8;

/// How long past the budget the page waits before calling the worker lost.
const GRACE_MS: u64 = 8_000;
/// A review lists every legal play (no budget cuts it short); with two
/// blanks on a crowded A-Math board that takes a few seconds on a phone.
const REVIEW_MS: u32 = 30_000;
/// Reading a play over every draw: a puzzle's own plays took up to 4 s
/// natively for eight, so one is well within this.
const READ_PLAY_MS: u32 = 20_000;

/// One Web Worker and what the page knows of it.
struct Slot {
    worker: web_sys::Worker,
    ready: bool,
    /// Messages for a worker still loading; it would lose them.
    waiting: Vec<wasm_bindgen::JsValue>,
    /// Which word list (by address) the worker holds.
    words_sent: usize,
}

/// What the computer asks of the page it plays in: to play its move, and
/// to tell the player it stopped. The page's state makes one
/// (`AppState::seat`) and hands it over once, so the computer knows nothing
/// of that state (and the state may use the computer).
#[derive(Clone, Copy)]
pub struct Seat {
    pub play: Callback<Action>,
    pub stopped: Callback<()>,
}

#[derive(Clone, Copy)]
pub struct Computer {
    seat: Seat,
    /// The workers: the first answers every request; the others join it
    /// only to simulate the expert's candidates.
    slots: StoredValue<Vec<Slot>, LocalStorage>,
    next_id: StoredValue<u32>,
    /// The request whose answer is awaited, and whether it is a move.
    pub pending: RwSignal<Option<(u32, bool)>>,
    /// The caller awaiting the pending request's reply (a review, a
    /// puzzle, a class round): the reply is handed to it, or, when the
    /// worker is lost or a newer request replaces it, the sender is dropped
    /// and the caller's await ends with nothing.
    awaiting: StoredValue<Option<(u32, oneshot::Sender<Reply>)>, LocalStorage>,
    /// The worker crashed or fell silent.
    pub lost: RwSignal<bool>,
    /// The expert level's simulation while it runs.
    pub thinking: RwSignal<Option<Thinking>>,
    /// The position the expert is thinking about (the workers need it with
    /// every block of draws).
    thinking_about: StoredValue<Option<Position>>,
    /// How long the expert simulates, from the game's options.
    think_ms: StoredValue<u32>,
}

impl Computer {
    fn new(seat: Seat) -> Computer {
        Computer {
            seat,
            slots: StoredValue::new_local(Vec::new()),
            next_id: StoredValue::new(1),
            pending: RwSignal::new(None),
            awaiting: StoredValue::new_local(None),
            lost: RwSignal::new(false),
            thinking: RwSignal::new(None),
            thinking_about: StoredValue::new(None),
            think_ms: StoredValue::new(DEFAULT_THINK_MS),
        }
    }

    /// Starts the worker unless it is running.
    pub fn ensure_started(self) {
        if self.slots.with_value(Vec::is_empty) || self.lost.get_untracked() {
            self.start();
        }
    }

    /// Starts (or restarts) the worker; helpers start again when needed.
    pub fn start(self) {
        for slot in self
            .slots
            .try_update_value(std::mem::take)
            .unwrap_or_default()
        {
            slot.worker.terminate();
        }
        self.lost.set(false);
        self.thinking.set(None);
        if !self.add_slot() {
            self.lost.set(true);
        }
    }

    /// Starts one more worker; whether the browser allowed it.
    fn add_slot(self) -> bool {
        let Ok(worker) = web_sys::Worker::new("./worker_loader.js") else {
            return false;
        };
        let index = self.slots.with_value(Vec::len);
        let on_message =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if text == "ready" {
                    let waiting = self
                        .slots
                        .try_update_value(|slots| {
                            let slot = slots.get_mut(index)?;
                            slot.ready = true;
                            Some(std::mem::take(&mut slot.waiting))
                        })
                        .flatten()
                        .unwrap_or_default();
                    for message in waiting {
                        self.post(index, &message);
                    }
                    return;
                }
                if let Some(message) = text.strip_prefix(krada::worker_protocol::PANIC_PREFIX) {
                    web_sys::console::error_1(
                        &format!("Krada's computer player stopped: {message}").into(),
                    );
                    self.give_up();
                    self.seat.stopped.run(());
                    return;
                }
                // Replies are read in order: each waits for the reader's
                // code (loaded once, on demand) and the ones before it.
                leptos::task::spawn_local(take_reply(self, text));
            });
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| self.give_up());
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_message.forget();
        on_error.forget();
        self.slots.update_value(|slots| {
            slots.push(Slot {
                worker,
                ready: false,
                waiting: Vec::new(),
                words_sent: 0,
            })
        });
        true
    }

    /// As many workers as the device has cores (at least one, at most
    /// [`MAX_WORKERS`]); how many are running.
    fn ensure_helpers(self) -> usize {
        let cores = web_sys::window()
            .map_or(1.0, |w| w.navigator().hardware_concurrency())
            .clamp(1.0, MAX_WORKERS as f64) as usize;
        while self.slots.with_value(Vec::len) < cores {
            if !self.add_slot() {
                break;
            }
        }
        self.slots.with_value(Vec::len)
    }

    fn post(self, slot: usize, message: &wasm_bindgen::JsValue) {
        let failed = self.slots.with_value(|slots| {
            slots
                .get(slot)
                .is_some_and(|s| s.worker.post_message(message).is_err())
        });
        if failed {
            self.lost.set(true);
        }
    }

    /// Posts now, or once the worker has said it is ready.
    fn deliver(self, slot: usize, message: wasm_bindgen::JsValue) {
        let ready = self
            .slots
            .with_value(|slots| slots.get(slot).is_some_and(|s| s.ready));
        if ready {
            self.post(slot, &message);
        } else {
            self.slots.update_value(|slots| {
                if let Some(s) = slots.get_mut(slot) {
                    s.waiting.push(message);
                }
            });
        }
    }

    /// Sends Crossword's word graph to a worker that does not hold it yet.
    fn send_words(self, slot: usize, position: &Position) {
        let Some(words) = &position.lexicon else {
            return;
        };
        let address = std::sync::Arc::as_ptr(words) as usize;
        let sent = self
            .slots
            .try_update_value(|slots| {
                let s = slots.get_mut(slot)?;
                let sent = s.words_sent == address;
                s.words_sent = address;
                Some(sent)
            })
            .flatten()
            .unwrap_or(true);
        if !sent {
            let bytes = js_sys::Uint8Array::from(words.to_bytes().as_slice());
            self.deliver(slot, bytes.into());
        }
    }

    /// Posts a request to worker `slot`; its id.
    fn post_request(self, slot: usize, task: Task, position: Position, budget_ms: u32) -> u32 {
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        self.send_words(slot, &position);
        let request = Request {
            id,
            task,
            position,
            budget_ms,
        };
        let message = serde_json::to_string(&request).expect("requests serialise");
        self.deliver(slot, message.into());
        id
    }

    fn send(self, task: Task, position: Position, budget_ms: u32) -> u32 {
        let is_move = matches!(task, Task::Move { .. } | Task::Candidates { .. });
        let think_ms = match task {
            Task::Candidates { .. } => self.thinking_budget_ms(),
            _ => 0,
        };
        let id = self.post_request(0, task, position, budget_ms);
        self.pending.set(Some((id, is_move)));
        // A worker that never answers is lost; the page offers to retry.
        let timeout = Duration::from_millis((budget_ms + think_ms) as u64 + GRACE_MS);
        set_timeout(
            move || {
                if self
                    .pending
                    .try_get_untracked()
                    .flatten()
                    .is_some_and(|(p, _)| p == id)
                {
                    self.give_up();
                }
            },
            timeout,
        );
        id
    }

    fn receive(self, reply: Reply) {
        if let Reply::Simulated { id, tallies } = &reply {
            self.simulated(*id, tallies);
            return;
        }
        if self.pending.get_untracked().map(|(id, _)| id) != Some(reply.id()) {
            return;
        }
        if let Reply::Candidates { candidates, .. } = reply {
            self.think(candidates);
            return;
        }
        self.pending.set(None);
        // A failure drops the caller (its await ends with nothing) and is
        // reported below like any other.
        let caller = self.awaiting.try_update_value(Option::take).flatten();
        if let Some((id, caller)) = caller
            && id == reply.id()
            && !matches!(reply, Reply::Failed { .. })
        {
            // The caller may have gone (its screen closed): nothing to do then.
            let _ = caller.send(reply);
            return;
        }
        match reply {
            // A move refused (the game moved on meanwhile) is shown; the
            // turn effect asks again when it is the computer's turn.
            Reply::Move { action, .. } => self.seat.play.run(action),
            Reply::Failed { .. }
            | Reply::Hints { .. }
            | Reply::Review { .. }
            | Reply::Puzzle { .. }
            | Reply::Better { .. }
            | Reply::ReadPlay { .. }
            | Reply::Class { .. }
            | Reply::Bench { .. }
            | Reply::Candidates { .. }
            | Reply::Simulated { .. } => self.lost.set(true),
        }
    }

    /// The hard level's `count` best plays in `position`; with no legal
    /// play, what it would do instead.
    pub async fn hints(self, position: Position, count: usize) -> Option<Hints> {
        let budget = hints_budget_ms(&position);
        match self.ask(Task::Hint { count }, position, budget).await? {
            Reply::Hints { hints, instead, .. } => Some(Hints {
                plays: hints,
                instead,
            }),
            _ => None,
        }
    }

    /// Sends a request and waits for its reply; nothing when the worker is
    /// lost or a newer request takes its place.
    async fn ask(self, task: Task, position: Position, budget_ms: u32) -> Option<Reply> {
        let (caller, reply) = oneshot::channel();
        let id = self.send(task, position, budget_ms);
        self.awaiting.set_value(Some((id, caller)));
        reply.await.ok()
    }

    /// The worker is lost: whatever was asked of it is given up.
    fn give_up(self) {
        self.lost.set(true);
        self.pending.set(None);
        self.thinking.set(None);
        self.awaiting.set_value(None);
    }

    /// Where a move stands among every legal play of its position.
    pub async fn review(self, moment: Moment, count: usize) -> Option<MoveReview> {
        let task = Task::Review {
            index: moment.index,
            side: moment.side,
            played: moment.played,
            count,
        };
        match self.ask(task, moment.position, REVIEW_MS).await? {
            Reply::Review { review, .. } => Some(review),
            _ => None,
        }
    }

    /// A puzzle: the worker plays its game and lists every answer (`None`
    /// inside: no puzzle of that kind was found).
    pub async fn puzzle(
        self,
        spec: PuzzleSpec,
        lexicon: Option<std::sync::Arc<Lexicon>>,
        near: Option<f64>,
    ) -> Option<PuzzleReply> {
        let position = Position {
            tiles: spec.tiles,
            board: vec![],
            rack: vec![],
            bag_len: 0,
            unseen: vec![],
            scoreless: 0,
            spread: 0,
            lexicon,
        };
        match self
            .ask(Task::Puzzle { spec, near }, position, REVIEW_MS)
            .await?
        {
            Reply::Puzzle { puzzle, .. } => Some(puzzle),
            _ => None,
        }
    }

    /// The plays of `position` that reach `target`: those that solve a
    /// mistake's exercise, best first.
    pub async fn better_plays(self, position: Position, target: f32) -> Option<Vec<Answer>> {
        match self
            .ask(Task::Better { target }, position, REVIEW_MS)
            .await?
        {
            Reply::Better { answers, .. } => Some(answers),
            _ => None,
        }
    }

    /// A play a pre-endgame puzzle did not read, read over every draw (a
    /// second or two in the worker).
    pub async fn read_play(self, position: Position, placements: Vec<Placement>) -> Option<Answer> {
        match self
            .ask(Task::ReadPlay { placements }, position, READ_PLAY_MS)
            .await?
        {
            Reply::ReadPlay { answer, .. } => answer,
            _ => None,
        }
    }

    /// A class round's `top` best plays, and the entries typed so far found.
    pub async fn class_round(
        self,
        position: Position,
        entries: Vec<String>,
        top: usize,
    ) -> Option<ClassReply> {
        match self
            .ask(Task::Class { entries, top }, position, REVIEW_MS)
            .await?
        {
            Reply::Class { reply, .. } => Some(reply),
            _ => None,
        }
    }

    fn thinking_budget_ms(self) -> u32 {
        self.think_ms.get_value()
    }

    /// The expert's candidates have come: one is played at once; several
    /// are simulated on every worker until the thinking time is spent.
    fn think(self, candidates: Vec<Candidate>) {
        if candidates.len() < 2 {
            self.pending.set(None);
            if let Some(only) = candidates.into_iter().next() {
                self.seat.play.run(only.action);
            }
            return;
        }
        let workers = self.ensure_helpers();
        let mut thinking = Thinking::new(
            candidates,
            browser::random_u64(),
            browser::now(),
            self.thinking_budget_ms(),
        );
        for worker in 0..workers {
            self.hand_out(&mut thinking, worker);
        }
        self.thinking.set(Some(thinking));
    }

    /// Sends worker `slot` the next block of draws.
    fn hand_out(self, thinking: &mut Thinking, slot: usize) {
        let Some(position) = self.thinking_about.get_value() else {
            return;
        };
        let left = thinking.budget_ms as f64 - (browser::now() - thinking.started_ms);
        let chunk = (left.max(0.0) as u32).min(CHUNK_MS);
        // The request's id names the block; it is the next id posted.
        let (block, candidates) = thinking.hand_out(self.next_id.get_value(), slot);
        let task = Task::Simulate {
            candidates,
            first: block.start,
            count: block.end - block.start,
        };
        self.post_request(slot, task, position, chunk);
    }

    /// A worker's tallies: merged, and the worker given more draws while
    /// time is left; the move is played when the last worker is back.
    fn simulated(self, id: u32, tallies: &[Tally]) {
        let mut finished = false;
        self.thinking.update(|thinking| {
            let Some(thinking) = thinking else { return };
            let Some(slot) = thinking.merge(id, tallies) else {
                return;
            };
            if !thinking.time_is_up(browser::now()) && !thinking.settled() {
                self.hand_out(thinking, slot);
            }
            finished = thinking.out.is_empty();
        });
        if finished {
            self.play_now();
        }
    }

    /// Stops waiting for a move (answers still on their way are dropped);
    /// hints and reviews asked for go on.
    pub fn abandon_move(self) {
        if self
            .pending
            .get_untracked()
            .is_some_and(|(_, is_move)| is_move)
        {
            self.pending.set(None);
        }
        if self.thinking.with_untracked(Option::is_some) {
            self.thinking.set(None);
        }
    }

    /// Ends the expert's thinking with the best move found so far; answers
    /// still on their way are dropped.
    pub fn play_now(self) {
        let Some(thinking) = self.thinking.get_untracked() else {
            return;
        };
        self.thinking.set(None);
        self.pending.set(None);
        self.seat.play.run(thinking.decision());
    }

    /// Asks for its move in `position` at `level` (the expert thinks for
    /// `think_ms`), unless one is awaited or the worker is lost.
    pub fn ask_move(self, level: Level, position: Position, think_ms: u32) {
        self.ensure_started();
        if self.pending.get_untracked().is_some() || self.lost.get_untracked() {
            return;
        }
        let seed = browser::random_u64();
        if level == Level::Expert {
            self.think_ms.set_value(think_ms);
            self.thinking_about.set_value(Some(position.clone()));
            let budget = candidates_budget_ms(&position, think_ms);
            self.send(Task::Candidates { seed }, position, budget);
        } else {
            self.send(Task::Move { level, seed }, position, budget_ms(level));
        }
    }
}

/// A worker's reply, read and acted on by code in the game's part: the
/// page starts the worker before that part is here (a tap on a game against
/// the computer), so starting it must not bring the code that applies a
/// move into the first part.
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn take_reply(computer: Computer, text: String) {
    if let Ok(reply) = serde_json::from_str(&text) {
        computer.receive(reply);
    }
}

/// Provides the computer player, playing in `seat`.
pub fn provide_computer(seat: Seat) -> Computer {
    let computer = Computer::new(seat);
    provide_context(computer);
    computer
}

pub fn use_computer() -> Computer {
    expect_context::<Computer>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::{Game, GameConfig};
    use krada_engine::tileset::TileSetId;

    #[test]
    fn the_expert_searches_an_endgame_for_its_whole_thinking_time() {
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 3));
        let mut position = Position::of(&game);
        assert_eq!(
            candidates_budget_ms(&position, 10_000),
            budget_ms(Level::Expert)
        );
        position.bag_len = 0;
        assert_eq!(candidates_budget_ms(&position, 10_000), 10_000);
    }
}
