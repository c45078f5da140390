//! The header: the title and every destination. On a phone (narrow, or
//! held sideways) the destinations fold into a menu that lists them all,
//! rather than a row that hides most of them off to the side.

use crate::browser;
use crate::model::wall;
use crate::state::{Notice, Screen, use_app};
use leptos::prelude::*;

/// Opens the wall's window and starts keeping its view.
fn show_on_wall(app: crate::state::AppState) {
    crate::state::stored::set_wall_on();
    // Written now, so the wall has something to draw on its first paint.
    app.nudge_wall();
    if !browser::open_wall(wall::WALL_FRAGMENT) {
        app.tell(Notice::WallBlocked);
    }
}

#[component]
pub fn TopBar(projector: RwSignal<bool>) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let menu_open = RwSignal::new(false);
    // Any choice in the menu closes it.
    let close_menu = move |_| menu_open.set(false);
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            menu_open.set(false);
        }
    });
    on_cleanup(move || escape.remove());
    view! {
        <header class="top-bar">
            <h1 class="title">
                {move || ui().app_title}
                <span class="tagline">{move || ui().tagline}</span>
            </h1>
            <button
                class="menu-toggle"
                data-testid="menu-toggle"
                aria-expanded=move || menu_open.get().to_string()
                aria-controls="top-actions"
                on:click=move |_| menu_open.update(|o| *o = !*o)
            >
                <span aria-hidden="true">"☰ "</span>
                {move || ui().menu_button}
            </button>
            <nav id="top-actions" class="top-actions" class:open=menu_open on:click=close_menu>
                <button data-testid="menu-new" on:click=move |_| app.go(Screen::NewGame)>
                    {move || ui().new_game}
                </button>
                <button data-testid="menu-saved" on:click=move |_| app.go(Screen::Saved)>
                    {move || ui().saved_games}
                </button>
                <button
                    data-testid="menu-game"
                    disabled=move || !app.has_game()
                    on:click=move |_| app.go(Screen::Game)
                >
                    {move || ui().current_game}
                </button>
                <button data-testid="menu-puzzles" on:click=move |_| app.go(Screen::Puzzles)>
                    {move || ui().puzzles}
                </button>
                <button data-testid="menu-progress" on:click=move |_| app.go(Screen::Progress)>
                    {move || ui().progress_menu}
                </button>
                <button data-testid="menu-class" on:click=move |_| app.go(Screen::Class)>
                    {move || ui().class_menu}
                </button>
                <button data-testid="menu-table" on:click=move |_| app.go(Screen::Table)>
                    {move || ui().table_menu}
                </button>
                <button data-testid="menu-judge" on:click=move |_| app.go(Screen::Judge)>
                    {move || ui().judge_menu}
                </button>
                <button data-testid="menu-desk" on:click=move |_| app.go(Screen::Desk)>
                    {move || ui().desk_menu}
                </button>
                <button data-testid="menu-howto" on:click=move |_| app.go(Screen::HowTo)>
                    {move || ui().how_to_play}
                </button>
                <button
                    data-testid="projector-toggle"
                    aria-pressed=move || projector.get().to_string()
                    on:click=move |_| projector.update(|p| *p = !*p)
                >
                    {move || ui().projector_mode}
                </button>
                <button
                    class="wall-open"
                    data-testid="show-on-wall"
                    title=move || ui().show_on_wall_hint
                    on:click=move |_| show_on_wall(app)
                >
                    {move || ui().show_on_wall}
                </button>
                <button
                    class="lang-switch"
                    data-testid="lang-switch"
                    lang=move || lang.get().other().tag()
                    on:click=move |_| crate::lang::switch(lang)
                >
                    {move || ui().switch_language}
                </button>
            </nav>
        </header>
    }
}
