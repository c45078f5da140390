//! The board's edges: columns A–O across the top, rows 1–15 down the side,
//! sized with the board. Hidden from screen readers, whose cells say their
//! names already.

use krada_engine::layout::SIZE;
use leptos::prelude::*;

#[component]
pub(crate) fn BoardFrame(children: Children) -> impl IntoView {
    let cols = (0..SIZE)
        .map(|c| view! { <span>{char::from(b'A' + c as u8).to_string()}</span> })
        .collect_view();
    let rows = (1..=SIZE)
        .map(|r| view! { <span>{r.to_string()}</span> })
        .collect_view();
    view! {
        <div class="board-frame">
            <div class="coords coords-cols" aria-hidden="true">{cols}</div>
            <div class="coords coords-rows" aria-hidden="true">{rows}</div>
            {children()}
        </div>
    }
}
