//! A certificate for each prize place of each division: name, school,
//! place, event and date, in the page's language.

use super::event_name;
use crate::browser;
use crate::components::desk::standings::lines;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[component]
pub(super) fn PrintCertificates() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let places = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(3, |t| t.settings.prize_places))
    };
    let date = move || browser::today_text(app.lang.get().tag());
    view! {
        <label class="no-print">
            {move || ui().desk_prize_places} " "
            <input type="number" min="1" max="50" data-testid="desk-prize-places"
                prop:value=move || places().to_string()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                        ctx.set_prize_places(n);
                    }
                } />
        </label>
        {move || {
            let event = event_name(ctx);
            let date = date();
            lines(ctx).into_iter().flat_map(|(division, lines)| {
                let places = places() as usize;
                lines.into_iter().take(places).map(move |l| (division.clone(), l))
            }).map(|(division, l)| view! {
                <article class="desk-certificate" data-testid=format!("desk-certificate-{}", l.rank)>
                    <h2>{move || ui().desk_certificate}</h2>
                    <p>{move || ui().desk_certificate_given}</p>
                    <p class="name">{l.name.clone()}</p>
                    <p>{l.school.clone()}</p>
                    <p class="place">{move || fill(ui().desk_place, &[("n", &l.rank.to_string())])}</p>
                    <p>{fill(ui().desk_certificate_event, &[("event", &event)])} " " {division}</p>
                    <p>{date.clone()}</p>
                </article>
            }).collect_view()
        }}
    }
}
