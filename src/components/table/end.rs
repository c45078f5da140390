//! The end of the game: the tiles left on each rack tapped in, then the
//! result worked out by the rules (`model::table::Table::finish`).

use crate::components::table::racks::RacksForm;
use crate::components::table::result::TableResult;
use crate::state::table::TableCtx;
use leptos::prelude::*;

#[component]
pub fn TableEnd() -> impl IntoView {
    let ctx = expect_context::<TableCtx>();
    let finished = move || ctx.with(|t| t.sheet.end.is_some()).unwrap_or(false);
    view! {
        {move || match finished() {
            true => view! { <TableResult /> }.into_any(),
            false => view! { <RacksForm /> }.into_any(),
        }}
    }
}
