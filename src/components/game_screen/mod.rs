//! The game screen: clock, board with rack and move buttons, score sheet.

mod announcer;
mod move_box;
mod order_draw;
use super::board::Legend;
use super::drag::{DragGhost, provide_drag};
use super::on_demand::{on_demand, quietly_on_demand};
use super::puzzle_verdict::{PuzzleVerdict, has_verdict};
use super::score_sheet::Result;
use super::{
    Board, Clock, ComputerPanel, Controls, FacePicker, GameControls, Handover, PuzzlePanel, Rack,
    ScoreSheet,
};
use crate::components::keys::focus_board_soon;
use crate::state::use_app;
use announcer::Announcer;
use krada_text::fill;
use leptos::prelude::*;
use move_box::MoveBox;
use order_draw::OrderDraw;

#[component]
pub fn GameScreen() -> impl IntoView {
    let app = use_app();
    provide_drag();
    app.leave_if_no_game();
    app.open_news();
    // Starting or resuming a game shows the game screen from its top, wherever
    // the page was scrolled to (the new-game form's Start is far down).
    window().scroll_to_with_x_and_y(0.0, 0.0);
    focus_board_soon(10);
    // Phones keep the sheet and tracker in a drawer.
    let sheet_open = RwSignal::new(false);
    let ui = move || app.lang.get().ui();
    // Back on the game screen with the rack showing: the clock runs again.
    app.resume_clock();
    // The other side's exchange or pass, shown: the board shows nothing of
    // it (a reader hears it from the announcer, once).
    let quiet_turn = move || {
        let ui = ui();
        app.session.with(|s| {
            let s = s.as_ref().filter(|s| !s.game.is_over())?;
            let (side, exchanged) = s.last_turn_without_tiles()?;
            let name = &s.game.config().sides[side as usize].name;
            Some(match exchanged {
                Some(n) => fill(ui.turn_exchanged, &[("name", name), ("n", &n.to_string())]),
                None => fill(ui.turn_passed, &[("name", name)]),
            })
        })
    };
    // The puzzle panel once a puzzle was opened (its code with the study
    // part): made once, as it keeps the streak and the drills between
    // puzzles, and it says whether the game on the game screen is one of them.
    let puzzles_here = Memo::new(move |_| app.puzzle.with(Option::is_some));
    // The board is built again only when the game changes kind.
    let game = Memo::new(move |_| app.game_kind());
    let to_move = move || {
        app.session.with(|s| {
            s.as_ref().filter(|s| !s.game.is_over()).map(|s| {
                s.game.config().sides[s.game.to_move() as usize]
                    .name
                    .clone()
            })
        })
    };
    // A finished game: the move buttons go, and the result heads the sheet
    // column beside the board; on a phone that column is the drawer, opened
    // when the game ends (or a finished game is resumed).
    let over = Memo::new(move |_| {
        app.session
            .with(|s| s.as_ref().is_some_and(|s| s.game.is_over()))
    });
    Effect::new(move |_| {
        if over.get() {
            sheet_open.set(true);
        }
    });
    view! {
        <main
            class="table"
            class:sheet-open=move || sheet_open.get()
            class:over=over
            class:puzzle=puzzles_here
            data-testid="game"
        >
            <Clock />
            <section class="play-area">
                <div class="turn-line">
                    {move || has_verdict().then(|| on_demand(app.lang.get_untracked(), Box::pin(verdict_view())))}
                    {move || {
                        to_move()
                            .filter(|_| !has_verdict())
                            .map(|name| {
                                view! {
                                    <p class="to-move" data-testid="to-move">
                                        {fill(app.lang.get().ui().to_move, &[("name", &name)])}
                                    </p>
                                }
                            })
                    }}
                    {move || quiet_turn().filter(|_| !has_verdict()).map(|text| view! {
                        <p class="quiet-turn" data-testid="quiet-turn">{text}</p>
                    })}
                    <button
                        class="sheet-toggle"
                        data-testid="sheet-toggle"
                        aria-expanded=move || sheet_open.get().to_string()
                        on:click=move |_| sheet_open.update(|o| *o = !*o)
                    >
                        // The drawer holds the sheet and the game's options
                        // (pause, resign, take back): its button says so.
                        {move || ui().sheet_and_options}
                    </button>
                </div>
                {move || { game.track(); view! { <Board /> } }}
                <Handover />
                <Rack />
            </section>
            <Controls />
            {quietly_on_demand(Box::pin(announcer_view()))}
            <div class="coach">
                {quietly_on_demand(Box::pin(move_box_view()))}
                {move || puzzles_here.get().then(|| on_demand(app.lang.get_untracked(), Box::pin(puzzle_view())))}
                <OrderDraw />
                {quietly_on_demand(Box::pin(computer_panel_view()))}
            </div>
            <div class="sheet-column" data-testid="sheet-column">
                <button class="sheet-close" data-testid="sheet-close" on:click=move |_| sheet_open.set(false)>
                    {move || ui().close}
                </button>
                {move || over.get().then(|| on_demand(app.lang.get_untracked(), Box::pin(result_view())))}
                {quietly_on_demand(Box::pin(sheet_view()))}
            </div>
            {quietly_on_demand(Box::pin(face_picker_view()))}
            <DragGhost />
        </main>
    }
}

// What the screen draws a moment after the board and the rack, from a part
// of its own (`aside`, fetched by the warm-up right after the game's): a
// first game's rack waits only for the board (docs/measurements.md, "A
// first game"). Nothing in it is needed before the first move.
#[leptos::wasm_split::wasm_split(aside, wasm_split_path = ::leptos::wasm_split)]
fn announcer_view() -> AnyView {
    view! { <Announcer /> }.into_any()
}
#[leptos::wasm_split::wasm_split(aside, wasm_split_path = ::leptos::wasm_split)]
fn move_box_view() -> AnyView {
    view! { <MoveBox /> }.into_any()
}
#[leptos::wasm_split::wasm_split(aside, wasm_split_path = ::leptos::wasm_split)]
fn computer_panel_view() -> AnyView {
    view! { <ComputerPanel /> }.into_any()
}
#[leptos::wasm_split::wasm_split(aside, wasm_split_path = ::leptos::wasm_split)]
fn face_picker_view() -> AnyView {
    view! { <FacePicker /> }.into_any()
}
/// The sheet column's options, score sheet and legend (the legend drawn
/// again when the game changes kind).
#[leptos::wasm_split::wasm_split(aside, wasm_split_path = ::leptos::wasm_split)]
fn sheet_view() -> AnyView {
    let app = use_app();
    let game = Memo::new(move |_| app.game_kind());
    view! {
        <GameControls />
        <ScoreSheet />
        {move || { game.track(); view! { <Legend in_sheet=true /> } }}
    }
    .into_any()
}

// What a game shows only in a puzzle or at its end comes with the study
// screens' part, not the game's: a first game's rack waits for less.
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn verdict_view() -> AnyView {
    view! { <PuzzleVerdict /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn puzzle_view() -> AnyView {
    view! { <PuzzlePanel /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn result_view() -> AnyView {
    view! { <Result /> }.into_any()
}
