//! The page: header, clock, board with rack, score sheet.

use crate::components::{Board, Clock, Rack, ScoreSheet};
use crate::lang::provide_lang;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let lang = provide_lang();
    let ui = move || lang.get().ui();
    view! {
        <header class="top-bar">
            <h1 class="title">
                {move || ui().app_title}
                <span class="tagline">{move || ui().tagline}</span>
            </h1>
            <button
                class="lang-switch"
                data-testid="lang-switch"
                lang=move || lang.get().other().tag()
                on:click=move |_| lang.update(|l| *l = l.other())
            >
                {move || ui().switch_language}
            </button>
        </header>
        <main class="table">
            <Clock />
            <section class="play-area">
                <Board />
                <Rack />
            </section>
            <ScoreSheet />
        </main>
    }
}
