//! The event as files: the whole tournament (to keep, or to open on another
//! device), the standings and the results as CSV, the browser's print, and
//! a new event.

use crate::browser;
use crate::model::desk::{results_csv, standings_csv};
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use leptos::prelude::*;

/// A file name from the event's: spaces and what file systems refuse
/// become dashes; Thai stays as it is.
fn file_name(event: &str, what: &str, ext: &str) -> String {
    let refused = |c: char| c.is_whitespace() || c.is_control() || "/\\:*?\"<>|".contains(c);
    let base: String = event
        .chars()
        .map(|c| if refused(c) { '-' } else { c })
        .collect();
    let base = base.trim_matches('-');
    let base = if base.is_empty() { "krada-desk" } else { base };
    format!("{base}{what}.{ext}")
}

#[component]
pub(super) fn DeskFiles() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let save = move |make: fn(
        &krada_desk::Tournament,
        krada_text::Lang,
    ) -> (String, String, &'static str)| {
        let lang = app.lang.get_untracked();
        if let Some((name, text, mime)) = ctx
            .event
            .with_untracked(|e| e.as_ref().map(|t| make(t, lang)))
        {
            browser::download(&name, &text, mime);
        }
    };
    view! {
        <footer class="desk-files no-print">
            <button data-testid="desk-download" on:click=move |_| save(|t, _| {
                (file_name(&t.name, "", "json"), t.to_json(), "application/json")
            })>{move || ui().desk_download}</button>
            <button data-testid="desk-standings-csv" on:click=move |_| save(|t, lang| {
                (file_name(&t.name, "-standings", "csv"), standings_csv(t, lang), "text/csv;charset=utf-8")
            })>{move || ui().desk_standings_csv}</button>
            <button data-testid="desk-results-csv" on:click=move |_| save(|t, lang| {
                (file_name(&t.name, "-results", "csv"), results_csv(t, lang), "text/csv;charset=utf-8")
            })>{move || ui().desk_results_csv}</button>
            <button data-testid="desk-new" on:click=move |_| ctx.start_over()>{move || ui().desk_new}</button>
        </footer>
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn a_file_is_named_for_its_event() {
        assert_eq!(
            file_name("A-Math Cup 2026", "-standings", "csv"),
            "A-Math-Cup-2026-standings.csv"
        );
        assert_eq!(file_name("แข่งขัน ครั้งที่ 1", "", "json"), "แข่งขัน-ครั้งที่-1.json");
        assert_eq!(file_name("  ", "", "json"), "krada-desk.json");
    }
}
