//! All progress saved to a file, and a file from another device taken in
//! without losing anything of either (`Progress::merge`).

use crate::browser;
use crate::model::progress::Progress;
use crate::state::stored;
use crate::state::use_app;
use leptos::prelude::*;

/// Keeps merged progress on the device.
fn keep(progress: &Progress) {
    stored::set_ratings(&progress.ratings);
    stored::set_tally(&progress.daily);
    stored::set_tally(&progress.drills);
    stored::set_tally(&progress.reviews);
}

#[component]
pub fn ProgressTransfer(progress: RwSignal<Progress>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let said = RwSignal::new(None::<bool>);
    let export = move |_| {
        let text = progress.with_untracked(Progress::export);
        browser::download("krada-progress.json", &text, "application/json");
    };
    let import = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |_, text| {
            let read = text.as_deref().map(Progress::import);
            match read {
                Some(Ok(other)) => {
                    progress.update(|p| p.merge(other));
                    progress.with_untracked(keep);
                    said.set(Some(true));
                }
                _ => said.set(Some(false)),
            }
        });
    };
    view! {
        <section class="progress-transfer">
            <button data-testid="progress-export" on:click=export>{move || ui().progress_export}</button>
            <label class="load-record">
                {move || ui().progress_import}
                <input type="file" accept=".json,application/json" data-testid="progress-import" on:change=import />
            </label>
            {move || said.get().map(|ok| view! {
                <p class="notice-inline" role="status" data-testid="progress-said">
                    {move || if ok { ui().progress_imported } else { ui().progress_not_progress }}
                </p>
            })}
        </section>
    }
}
