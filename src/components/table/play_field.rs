//! The play itself written on the sheet (`8G 9×4=36`): as it is typed,
//! what it scores by the rules or why it cannot go on the board, and the
//! board with it laid on.

use crate::components::table::diagram::TableDiagram;
use crate::model::table::entry::{play_verdict, with_start};
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TablePlayField(play: RwSignal<String>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    // Laid and scored once as it is typed: the verdict and the diagram
    // both read it.
    let laid = Memo::new(move |_| {
        let text = play.get();
        let lang = app.lang.get();
        let typed = !text.trim().is_empty();
        typed
            .then(|| ctx.with(|t| play_verdict(t, &text, lang)))
            .flatten()
    });
    let written = move || laid.with(|l| l.as_ref().map(|(_, said)| said.clone()));
    let new = move || laid.with(|l| l.as_ref().map(|(new, _)| new.clone()).unwrap_or_default());
    let any_on_board = move || ctx.with(|t| !t.sheet.board().is_empty()).unwrap_or(false);
    view! {
        <label class="pad-play" for="table-play">{move || ui().table_play_label}</label>
        <input id="table-play" data-testid="table-play" autocomplete="off" spellcheck="false"
            prop:value=move || play.get() on:input=move |ev| play.set(event_target_value(&ev)) />
        {move || written().map(|said| {
            let ok = said.is_ok();
            view! {
                <p class="play-said" class:refused=!ok data-testid="table-play-said" data-valid=ok.to_string()>
                    {said.unwrap_or_else(|why| why)}
                </p>
            }
        })}
        // The board shows once there is something on it or being written.
        <Show when=move || any_on_board() || laid.with(Option::is_some)>
            <TableDiagram new=Signal::derive(new) pick=Callback::new(move |pos| play.update(|p| *p = with_start(p, pos))) />
        </Show>
    }
}
