//! The result, at the head of the sheet column when the game ends: beside
//! the board on wide screens, at the top of the drawer that opens on phones,
//! so every device has it in view.

use super::*;
use crate::components::ShareLink;
use crate::model::wall::result_lines;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn Result() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let result = move || {
        let lang = app.lang.get();
        app.with_game(|s| {
            let names = s.game.config().sides.clone().map(|side| side.name);
            result_lines(lang, &names, &s.game)
        })
        .flatten()
    };
    let download = move |_| download_record(app);
    view! {
        {move || {
            result()
                .map(|result| {
                    let adjustments = (!result.adjustments.is_empty()).then(|| {
                        let lines = result
                            .adjustments
                            .into_iter()
                            .map(|line| view! { <li>{line}</li> })
                            .collect_view();
                        view! { <ul class="adjustments" data-testid="end-adjustments">{lines}</ul> }
                    });
                    view! {
                        <section class="result" data-testid="result">
                            <h2>{ui().game_over}</h2>
                            <p class="winner">{result.winner}</p>
                            <p class="final">{result.scores}</p>
                            {adjustments}
                            <div class="no-print">
                                <button data-testid="print" on:click=move |_| {
                                    let _ = window().print();
                                }>{move || ui().print}</button>
                                <button data-testid="download" on:click=download>{move || ui().download_record}</button>
                                <button data-testid="review-game" on:click=move |_| review_game(app)>
                                    {move || ui().review_game}
                                </button>
                            </div>
                            <ShareLink fragment=Signal::derive(move || {
                                app.session.with(|s| s.as_ref().filter(|s| s.game.is_over()).map(|s| s.share_fragment()))
                            }) />
                        </section>
                    }
                })
        }}
    }
}
