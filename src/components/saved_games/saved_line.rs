//! One saved game: resume it, review it once finished, delete it.

use super::*;
use crate::model::saves::SavedEntry;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub(super) fn SavedLine(entry: SavedEntry, version: RwSignal<u32>) -> impl IntoView {
    let app = use_app();
    let lang = app.lang.get_untracked();
    let ui = lang.ui();
    let (text, readable) = entry_text(lang, &entry);
    let over = entry.summary.as_ref().is_ok_and(|s| s.over);
    let id = entry.id.clone();
    let (id_review, id_delete) = (id.clone(), id.clone());
    let delete = move |_| {
        if window()
            .confirm_with_message(ui.confirm_delete)
            .unwrap_or(false)
        {
            app.delete_saved(&id_delete);
            version.update(|v| *v += 1);
        }
    };
    view! {
        <li class:broken=!readable data-testid=format!("saved-{}", entry.id)>
            <span class="summary">{text}</span>
            <span class="buttons">
                {readable.then(|| {
                    view! {
                        // A finished game is looked at, not continued.
                        <button data-testid="resume" on:click=move |_| app.open_saved(id.clone(), None)>
                            {if over { ui.open_finished } else { ui.resume }}
                        </button>
                    }
                })}
                {over.then(|| {
                    view! {
                        <button data-testid="review" on:click=move |_| app.review_saved(id_review.clone())>
                            {ui.review}
                        </button>
                    }
                })}
                <button data-testid="delete" on:click=delete>{ui.delete}</button>
            </span>
        </li>
    }
}
