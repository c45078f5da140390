//! The sheet as printed: a heading with a line for the student's name,
//! each puzzle whole on its page (board, rack, a space for the answer, a
//! QR code that opens it in Krada), then the answer key on a page of its
//! own.

use crate::browser;
use crate::components::puzzles::kind_text;
use crate::components::qr::QrCode;
use crate::components::worksheet::Making;
use crate::components::worksheet::board::PaperBoard;
use crate::state::use_app;
use krada_features::link::{Shared, encode};
use leptos::prelude::*;

#[component]
pub fn WorksheetSheet(making: Making) -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let progress = move || {
        let count = making.form.with(|f| f.count());
        let n = making.made.with(Vec::len) + 1;
        ui().worksheet_making
            .replace("{n}", &n.min(count).to_string())
            .replace("{count}", &count.to_string())
    };
    let puzzles = move || {
        making.made.get().into_iter().enumerate().map(|(i, p)| {
            let link = browser::address_with(&encode(&Shared::Puzzle(p.spec)));
            let find = ui()
                .worksheet_find
                .replace("{n}", &(i + 1).to_string())
                .replace("{kind}", &kind_text(lang.get(), p.spec.kind));
            view! {
                <article class="worksheet-puzzle" data-testid=format!("worksheet-puzzle-{i}")>
                    <h3>{find}</h3>
                    <PaperBoard squares=p.board.clone() />
                    <div class="worksheet-side">
                        <p class="worksheet-rack">{ui().worksheet_rack.replace("{rack}", &p.rack)}</p>
                        {p.other_rack.clone().map(|rack| view! {
                            <p class="worksheet-rack">{ui().worksheet_other_rack.replace("{rack}", &rack)}</p>
                        })}
                        <p class="worksheet-answer">{ui().worksheet_answer}</p>
                        <QrCode text=link />
                    </div>
                </article>
            }
        }).collect_view()
    };
    let key = move || {
        making
            .made
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                // An endgame's answer with what it secures by the end.
                let by_the_end = p.outcome.map_or(String::new(), |spread| {
                    format!(" ({})", ui().by_the_end(spread))
                });
                view! { <li data-testid=format!("worksheet-key-{i}")>{p.key(ui().worksheet_key_any)}{by_the_end}</li> }
            })
            .collect_view()
    };
    let done = move || !making.busy.get() && making.made.with(|m| !m.is_empty());
    view! {
        <Show when=move || making.busy.get()>
            <p class="no-print" role="status" data-testid="worksheet-making">{progress}</p>
        </Show>
        <Show when=done>
            <div class="worksheet-controls no-print">
                <button data-testid="worksheet-print" on:click=move |_| browser::print()>{move || ui().worksheet_print}</button>
            </div>
            <section class="worksheet-sheet" data-testid="worksheet-sheet">
                <h2>{move || ui().worksheet_heading.replace("{n}", &making.form.with(|f| f.seed.to_string()))}</h2>
                <p class="worksheet-name">{move || ui().worksheet_name_line}</p>
                <p class="worksheet-legend">{move || ui().worksheet_legend}</p>
                {puzzles}
                <section class="answer-key" data-testid="worksheet-key">
                    <h3>{move || ui().worksheet_key}</h3>
                    <ol>{key}</ol>
                </section>
            </section>
        </Show>
    }
}
