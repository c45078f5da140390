//! The 15×15 board: an ARIA grid whose 225 cells are built once. One set of
//! pointer and key handlers on the grid reads `data-pos`, rather than 225
//! closures each.

mod board_frame;
mod legend;
mod premium_legend;
use super::drag::{self, use_drag};
use super::tile::{TileFace, tile_label};
use crate::components::keys::answer_key;
use crate::computer::{Computer, use_computer};
use crate::state::{AppState, use_app};
pub(crate) use board_frame::BoardFrame;
use krada_engine::layout::{Layout, Pos, Premium, SIZE};
use krada_engine::rules::{GameKind, Rules};
use krada_text::{Lang, Ui};
pub use legend::Legend;
use leptos::prelude::*;
pub use premium_legend::PremiumLegend;
use wasm_bindgen::JsCast;

/// The CSS class and `data-premium` code of a square.
pub(super) fn premium_code(premium: Premium, star: bool) -> &'static str {
    if star {
        return "star";
    }
    match premium {
        Premium::None => "plain",
        Premium::TileX2 => "tile-x2",
        Premium::TileX3 => "tile-x3",
        Premium::LineX2 => "line-x2",
        Premium::LineX3 => "line-x3",
    }
}

/// The squares of the last play still on the board and its score, so a
/// player sees at once what the opponent did (and where the sheet's `8G`
/// is).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct LastPlay {
    pub squares: Vec<Pos>,
    pub score: i32,
}

impl LastPlay {
    pub fn marks(&self, pos: Pos) -> bool {
        self.squares.contains(&pos)
    }

    /// The square that carries the score badge: the play's last tile.
    pub fn badge_at(&self) -> Option<Pos> {
        self.squares.iter().max().copied()
    }
}

fn last_play(app: AppState) -> LastPlay {
    app.session.with(|s| {
        let Some(s) = s.as_ref() else {
            return LastPlay::default();
        };
        let Some(turn) = s.game.last_play().map(|i| &s.game.turns()[i]) else {
            return LastPlay::default();
        };
        let squares = match &turn.event {
            krada_engine::game::Event::Play { placements, .. } => {
                placements.iter().map(|p| p.pos).collect()
            }
            _ => Vec::new(),
        };
        LastPlay {
            squares,
            score: turn.score,
        }
    })
}

/// The `+score` badge on the last play's final tile, drawn by the
/// stylesheet from the cell's `data-last-score` (the cell's name says it in
/// words).
fn score_badge(score: i32) -> String {
    format!("{score:+}")
}

/// What a square of the last play adds to its name: "last play", and on the
/// play's final tile its score.
fn last_play_words(ui: &Ui, marked: bool, badge: Option<i32>) -> String {
    match (marked, badge) {
        (_, Some(score)) => format!(", {} {}", ui.last_play_mark, score_badge(score)),
        (true, None) => format!(", {}", ui.last_play_mark),
        (false, None) => String::new(),
    }
}

/// What a square holds now: a played tile, a tentative one, or nothing.
#[derive(Clone, PartialEq)]
pub(super) struct CellView {
    pub label: String,
    pub points: u8,
    pub blank: bool,
    pub tentative: bool,
}

/// What the squares of a board are drawn with, besides their tiles.
pub(super) struct SquaresOf {
    pub game: GameKind,
    pub layout: Layout,
    pub lang: RwSignal<Lang>,
    /// `cell` on the game board, `replay-cell` on the replay's: each cell's
    /// test id and element id.
    pub test_prefix: &'static str,
    /// The keyboard cursor's square, where there is one.
    pub cursor: Signal<Option<Pos>>,
    pub last: Memo<LastPlay>,
}

/// The 225 squares of a board, in rows, as ARIA grid cells: the game's
/// board and the replay's share them. `tile` says what a square holds.
pub(super) fn squares(
    of: SquaresOf,
    tile: impl Fn(Pos) -> Option<CellView> + Send + Sync + 'static,
) -> AnyView {
    // One copy of the 225 cells' code for every board, not one per caller.
    squares_of(of, std::sync::Arc::new(tile))
}

type TileAt = std::sync::Arc<dyn Fn(Pos) -> Option<CellView> + Send + Sync>;

fn squares_of(of: SquaresOf, tile: TileAt) -> AnyView {
    let SquaresOf {
        game,
        layout,
        lang,
        test_prefix,
        cursor,
        last,
    } = of;
    (0..SIZE)
        .map(|row| {
            let tile = tile.clone();
            let layout = &layout;
            let cells = (0..SIZE)
                .map(move |col| {
                    let pos = Pos::new(row, col);
                    let premium = layout.premium(pos);
                    let star = pos == layout.star;
                    let code = premium_code(premium, star);
                    // The star wears its square's colour too: blue (piece ×3)
                    // in A-Math, yellow (word ×2) in Crossword.
                    // Each game colours its premium squares its own way (CSS by
                    // the game's code).
                    let class = match star {
                        true => format!("cell {} star {}", game.code(), premium_code(premium, false)),
                        false => format!("cell {} {code}", game.code()),
                    };
                    let tile = tile.clone();
                    let view_of = Memo::new(move |_| tile(pos));
                    let badge = Memo::new(move |_| {
                        last.with(|l| (l.badge_at() == Some(pos)).then_some(l.score))
                    });
                    let label = move || {
                        let ui = lang.get().ui();
                        let content = view_of.with(|v| match v {
                            Some(v) if v.tentative => format!("{} ({})", v.label, ui.tentative),
                            Some(v) => v.label.clone(),
                            None => ui.empty_square.to_string(),
                        });
                        let last = last_play_words(ui, last.with(|l| l.marks(pos)), badge.get());
                        format!("{}, {}, {}{last}", pos.name(), ui.game(game).premium(premium, star), content)
                    };
                    view! {
                        <div
                            role="gridcell"
                            id=format!("{test_prefix}-{}", pos.name())
                            class=class
                            class:tentative=move || view_of.with(|v| v.as_ref().is_some_and(|v| v.tentative))
                            class:filled=move || view_of.with(Option::is_some)
                            class:cursor=move || cursor.get() == Some(pos)
                            class:last=move || last.with(|l| l.marks(pos))
                            data-testid=format!("{test_prefix}-{}", pos.name())
                            data-pos=pos.name()
                            data-premium=code
                            data-last-score=move || badge.get().map(score_badge)
                            // Besides its colour, an empty premium square
                            // shows what it is, drawn by the stylesheet for
                            // the eye (its name says it aloud).
                            data-mark=move || {
                                let empty = view_of.with(Option::is_none);
                                (empty && !star && premium != Premium::None)
                                    .then(|| lang.get().ui().game(game).mark(premium))
                            }
                            aria-label=label
                        >
                            {move || match view_of.get() {
                                Some(v) => {
                                    view! { <TileFace label=v.label points=v.points blank=v.blank /> }
                                        .into_any()
                                }
                                None => star.then_some("★").into_any(),
                            }}
                        </div>
                    }
                })
                .collect_view();
            view! { <div role="row" class="board-row">{cells}</div> }
        })
        .collect_view()
        .into_any()
}

fn cell_view(app: AppState, pos: Pos) -> Option<CellView> {
    app.with_game(|s| {
        let set = &s.game.rules().tiles;
        let game = s.game.rules().kind;
        if let Some(placed) = s.game.board().get(pos) {
            let kind = set.kind(placed.tile);
            return Some(CellView {
                label: tile_label(game.notation(), kind, Some(placed.face)),
                points: kind.points,
                blank: kind.blank,
                tentative: false,
            });
        }
        let (tile, id) = app.turn.with(|t| {
            let tile = t.at(pos)?;
            Some((tile, t.tile(tile.slot)?))
        })?;
        let kind = set.kind(id);
        Some(CellView {
            label: tile_label(game.notation(), kind, Some(tile.face)),
            points: kind.points,
            blank: kind.blank,
            tentative: true,
        })
    })
    .flatten()
}

fn on_key(app: AppState, computer: Computer, ev: web_sys::KeyboardEvent) {
    if answer_key(app, computer, &ev, false) {
        return;
    }
    if app.board_key(&ev.key(), ev.ctrl_key() || ev.meta_key() || ev.alt_key()) {
        ev.prevent_default();
    }
}

fn pos_of(ev: &web_sys::Event) -> Option<Pos> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let cell = target.closest("[data-pos]").ok()??;
    Pos::parse(&cell.get_attribute("data-pos")?)
}

#[component]
pub fn Board() -> impl IntoView {
    let app = use_app();
    // Drawn again by its screen when the game changes kind.
    let game = untrack(|| app.game_kind());
    let drag = use_drag();
    let computer = use_computer();
    let lang = app.lang;
    // The board drawn is the game's own, from its rules.
    let layout = app
        .session
        .with_untracked(|s| s.as_ref().map(|s| s.game.rules().layout.clone()))
        .unwrap_or_else(|| Rules::for_tiles(game.tile_sets()[0]).layout);
    let last = Memo::new(move |_| last_play(app));
    let cursor = Signal::derive(move || Some(app.cursor.get().0));
    let rows = squares(
        SquaresOf {
            game,
            layout,
            lang,
            test_prefix: "cell",
            cursor,
            last,
        },
        move |pos| cell_view(app, pos),
    );
    let pointer_down = move |ev: web_sys::PointerEvent| {
        let Some(pos) = pos_of(&ev) else { return };
        app.point_at(pos);
        if !app.my_turn() {
            return;
        }
        if let Some(tile) = app.turn.with_untracked(|t| t.at(pos)) {
            drag::begin(drag, tile.slot, &ev);
        }
    };
    let pointer_up = move |ev: web_sys::PointerEvent| {
        let clicked = drag::finish(app, drag, &ev);
        let Some(pos) = pos_of(&ev) else { return };
        match clicked {
            // A click on a tentative tile sends it back to the rack.
            Some(_) => {
                app.take_back_at(pos);
            }
            None if drag.get_untracked().is_none() && app.my_turn() => {
                if let Some(slot) = app.turn.with_untracked(|t| t.selected()) {
                    app.place(slot, pos, None);
                }
            }
            None => {}
        }
    };
    view! {
        <div class="board-wrap">
            <BoardFrame>
            <div
                role="grid"
                class="board"
                data-testid="board"
                tabindex="0"
                aria-label=move || lang.get().ui().board
                aria-activedescendant=move || format!("cell-{}", app.cursor.get().0.name())
                on:keydown=move |ev| on_key(app, computer, ev)
                on:pointerdown=pointer_down
                on:pointermove=move |ev| drag::follow(drag, &ev)
                on:pointerup=pointer_up
            >
                {rows}
            </div>
            </BoardFrame>
            <Legend />
        </div>
    }
}
