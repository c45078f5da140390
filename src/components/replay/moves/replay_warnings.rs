//! Scores and totals of a GCG file that disagree with the rules.

use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(crate) fn ReplayWarnings() -> impl IntoView {
    let app = use_app();
    move || {
        let lang = app.lang.get();
        let warnings = app.replay.with(|r| {
            r.as_ref().map_or(Vec::new(), |r| {
                r.warnings
                    .iter()
                    .map(|w| lang.gcg_warning(w))
                    .collect::<Vec<_>>()
            })
        });
        (!warnings.is_empty()).then(|| {
            view! {
                <ul class="problem replay-warnings" data-testid="replay-warnings">
                    {warnings.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
                </ul>
            }
        })
    }
}
