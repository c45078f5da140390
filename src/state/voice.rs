//! A game without seeing the board (docs/accessibility.md): the announcer
//! that says what happens, the board read aloud on request, and the move
//! box. What is said is decided in `model::news` and `model::reading`,
//! what a typed move is in `model::move_box`; this wires them to the game.

use super::AppState;
use crate::computer::Computer;
use crate::model::move_box::{TypedMove, problem_text, read_move};
use crate::model::news::{clock_news, hint_news, turn_news};
use crate::model::reading::{Reading, Sight, read};
use krada_engine::game::Action;
use leptos::prelude::*;

/// What the move box's text comes to, shown under it.
#[derive(Clone, Debug, PartialEq)]
pub enum BoxReading {
    Empty,
    /// Not a move of the player's: why, in the player's language.
    Problem(String),
    Move(TypedMove),
}

impl AppState {
    /// Adds `text` to the announcer's log (a polite live region).
    pub fn say(&self, text: String) {
        self.news.update(|n| n.say(text));
    }

    /// Says `reading` of the game as the player at the device sees it.
    pub fn read_aloud(&self, reading: Reading) {
        let now = self.now.get_untracked();
        let (cursor, _) = self.cursor.get_untracked();
        let lang = self.lang.get_untracked();
        let text = self.with_game_untracked(|s| {
            let turn = self.turn.get_untracked();
            let sight = Sight {
                game: &s.game,
                viewer: s.options.viewer(s.game.to_move()),
                cursor,
                rack_left: turn.rack_left(),
                placed: turn.draft().tiles.iter().map(|t| (t.pos, t.face)).collect(),
                clocks: [0, 1].map(|side| {
                    let face = s.clock_face(side, now);
                    face.left_ms.map(|_| face.text())
                }),
            };
            read(reading, &sight, lang)
        });
        if let Some(text) = text {
            self.say(text);
        }
    }

    /// Reads the move box's `text` and lays a play out on the board in
    /// place of the tiles placed (the preview then gives its score or the
    /// rule it breaks).
    pub fn type_move(&self, text: &str) -> BoxReading {
        // What the box laid out for the text before goes back first: the
        // board shows only what the text reads as now.
        if self.my_turn() {
            self.recall();
        }
        if text.trim().is_empty() {
            return BoxReading::Empty;
        }
        let lang = self.lang.get_untracked();
        let read = self
            .with_game_untracked(|s| {
                let game = &s.game;
                let rack = game.rack(game.to_move());
                read_move(text, game.rules(), game.board(), rack, lang)
                    .map_err(|p| problem_text(&p, lang, game.rules()))
            })
            .unwrap_or_else(|| Err(lang.ui().not_now.into()));
        match read {
            Ok(TypedMove::Play(placements)) if self.my_turn() => {
                self.lay_out(&placements);
                BoxReading::Move(TypedMove::Play(placements))
            }
            Ok(typed) => BoxReading::Move(typed),
            Err(why) => BoxReading::Problem(why),
        }
    }

    /// Makes the move the box's `text` reads as; whether it was made (a
    /// refusal is on the notice bar, which a reader hears at once).
    pub fn enter_move(&self, text: &str) -> bool {
        if !self.my_turn() {
            self.say(self.lang.get_untracked().ui().not_now.into());
            return false;
        }
        match self.type_move(text) {
            BoxReading::Move(TypedMove::Play(_)) => self.play_draft(),
            BoxReading::Move(TypedMove::Exchange(tiles)) => self.act(Action::Exchange(tiles)),
            BoxReading::Move(TypedMove::Pass) => self.act(Action::Pass),
            BoxReading::Problem(why) => {
                self.say(why);
                false
            }
            BoxReading::Empty => false,
        }
    }

    /// The game screen shows the game: the announcer, drawn a moment
    /// later, says what is played from here on.
    pub fn open_news(&self) {
        if let Some((id, turns)) =
            self.with_game_untracked(|s| (s.id.clone(), s.game.turns().len()))
        {
            self.news.update(|n| n.open(id, turns));
        }
    }

    /// Says each turn of the game on the game screen as it is made, and
    /// its end; a game opened says nothing of its past, but what was
    /// played since the game screen opened it is said. Runs while the
    /// announcer is drawn, once it is `ready` (a live region drawn with
    /// its words already in it is not read).
    pub fn follow_turns(&self, ready: ReadSignal<bool>) {
        let app = *self;
        Effect::new(move |seen: Option<Option<(String, usize)>>| {
            let now = app.with_game(|s| (s.id.clone(), s.game.turns().len()))?;
            let said = seen.flatten();
            let Some(from) = app
                .news
                .with_untracked(|n| n.says_from(&now.0, said.as_ref()))
            else {
                return Some(now);
            };
            if !ready.get() {
                return Some((now.0, from));
            }
            let lang = app.lang.get_untracked();
            let news = app
                .with_game_untracked(|s| turn_news(&s.game, from, lang))
                .unwrap_or_default();
            for line in news {
                app.say(line);
            }
            Some(now)
        });
    }

    /// Says the clock of the side to move at one minute left and when it
    /// runs past its time.
    pub fn follow_clock(&self) {
        let app = *self;
        Effect::new(
            move |before: Option<Option<(String, u8, crate::model::clock::ClockFace)>>| {
                let now = app.now.get();
                let face = app.with_game_untracked(|s| {
                    let side = s.game.to_move();
                    (s.id.clone(), side, s.clock_face(side, now))
                })?;
                if let Some(Some((id, side, was))) = before
                    && id == face.0
                    && side == face.1
                {
                    let lang = app.lang.get_untracked();
                    let name = app
                        .with_game_untracked(|s| s.game.config().sides[side as usize].name.clone())
                        .unwrap_or_default();
                    if let Some(line) = clock_news(&was, &face.2, &name, lang) {
                        app.say(line);
                    }
                }
                Some(face)
            },
        );
    }

    /// Says the hints when they come.
    pub fn follow_hints(&self) {
        let app = *self;
        Effect::new(move |_| {
            let Some(hints) = app.hints.get() else { return };
            let lang = app.lang.get_untracked();
            let instead = hints.instead.as_ref();
            if let Some(line) =
                app.with_game_untracked(|s| hint_news(&s.game, &hints.plays, instead, lang))
            {
                app.say(line);
            }
        });
    }

    /// Alt+H: `count` hints, where the game gives them and it is the
    /// player's turn; else it says why not.
    pub fn hints_by_key(&self, computer: Computer, count: usize) {
        let allowed = self.hints_offered() && computer.pending.get_untracked().is_none();
        match allowed {
            true => self.ask_hints(computer, count),
            false => self.say(self.lang.get_untracked().ui().not_now.into()),
        }
    }
}
