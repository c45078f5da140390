//! The `WallSheet` component.

use super::*;
use crate::model::wall::WallView;
use krada_text::Lang;
use leptos::prelude::*;

#[component]
pub(super) fn WallSheet(view: RwSignal<Option<WallView>>, lang: RwSignal<Lang>) -> impl IntoView {
    let ui = move || lang.get().ui();
    let rows = move || {
        view.with(|v| {
            let Some(v) = v.as_ref() else { return vec![] };
            let skip = v.rows.len().saturating_sub(WALL_ROWS);
            v.rows[skip..]
                .iter()
                .map(|r| (r.clone(), v.highlight == Some(r.n)))
                .collect::<Vec<_>>()
        })
    };
    // A list without totals (the class's best plays at a reveal) has no
    // column for them.
    let totals = move || {
        view.with(|v| {
            v.as_ref()
                .is_some_and(|v| v.rows.iter().any(|r| r.total.is_some()))
        })
    };
    view! {
        <section class="wall-sheet" aria-label=move || ui().score_sheet>
            <table class="sheet" data-testid="wall-sheet">
                <thead>
                    <tr>
                        <th scope="col">"#"</th>
                        <th scope="col">{move || ui().move_heading}</th>
                        <th scope="col">{move || ui().points}</th>
                        <Show when=totals>
                            <th scope="col">{move || ui().total}</th>
                        </Show>
                    </tr>
                </thead>
                <tbody>
                    <For
                        each=rows
                        key=|row| row.clone()
                        children=move |(r, last)| view! {
                            <tr class=format!("side-{}", r.side) class:last-play=last data-testid=format!("wall-turn-{}", r.n)>
                                <td>{r.rank.unwrap_or(r.n)}</td>
                                <td class="move"><span class="visually-hidden">{r.name}": "</span>{r.event}</td>
                                <td class="num">{format!("{:+}", r.score)}</td>
                                {r.total.map(|t| view! { <td class="num">{t}</td> })}
                            </tr>
                        }
                    />
                </tbody>
            </table>
        </section>
    }
}
