//! Reviewing a replayed game: the move shown or every move, the progress,
//! each side's summary, and the review to download or print.

mod summary;
use super::ReplayView;
use super::reviewing::{review_every_move, review_shown, stop};
use crate::browser;
use crate::computer::use_computer;
use krada_text::fill;
use leptos::prelude::*;
use summary::Summary;

#[component]
pub(super) fn ReviewControls(view: ReplayView) -> impl IntoView {
    let app = view.app;
    let computer = use_computer();
    let ui = move || app.lang.get().ui();
    let progress = move || view.progress();
    let can_analyse = move || {
        app.replay.with(|r| {
            r.as_ref()
                .is_some_and(|r| r.next_moment().is_some() && r.next_review().is_none())
        })
    };
    let reviewing = move || {
        app.replay
            .with(|r| r.as_ref().is_some_and(|r| r.queue.reviewing_every_move()))
    };
    view! {
        // Moves with known racks can be reviewed; a class's rounds or a
        // shared board have none.
        <Show when=move || { progress().1 > 0 }>
        <div class="replay-buttons">
            <button
                data-testid="replay-analyse"
                disabled=move || !can_analyse()
                on:click=move |_| review_shown(view, computer)
            >
                {move || ui().replay_analyse}
            </button>
            <Show
                when=reviewing
                fallback=move || view! {
                    <button
                        data-testid="review-all"
                        disabled=move || { let (done, total) = progress(); done == total }
                        on:click=move |_| review_every_move(view, computer)
                    >
                        {move || ui().review_all}
                    </button>
                }
            >
                <button data-testid="review-stop" on:click=move |_| stop(view)>{move || ui().review_stop}</button>
            </Show>
        </div>
        <p data-testid="review-progress" aria-live="polite">
            {move || {
                let (done, total) = progress();
                fill(ui().review_progress, &[("done", &done.to_string()), ("total", &total.to_string())])
            }}
        </p>
        </Show>
        <ul class="review-summary"><Summary view /></ul>
        <Show when=move || { progress().0 != 0 }>
            <div class="replay-buttons no-print">
                <button data-testid="review-download" on:click=move |_| download_review(view)>
                    {move || ui().review_download}
                </button>
                <button data-testid="review-print" on:click=move |_| { let _ = window().print(); }>
                    {move || ui().print}
                </button>
            </div>
        </Show>
    }
}

/// The review as a text file.
fn download_review(view: ReplayView) {
    let lang = view.app.lang.get_untracked();
    if let Some((name, text)) = view
        .app
        .replay
        .with_untracked(|r| r.as_ref().map(|r| r.report(lang)))
    {
        browser::download(&name, &text, "text/plain");
    }
}
