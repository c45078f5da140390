//! The `WallSides` component.

use crate::components::board::PremiumLegend;
use crate::components::qr::QrCode;
use crate::model::clock;
use crate::model::wall::WallView;
use krada_text::Lang;
use leptos::prelude::*;

#[component]
pub(super) fn WallSides(
    view: RwSignal<Option<WallView>>,
    now: RwSignal<f64>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let ui = move || lang.get().ui();
    let side = move |i: u8| {
        let now = now.get();
        view.with(|v| {
            let v = v.as_ref()?;
            let s = v.sides.get(i as usize)?;
            let clock = v.clock.as_ref();
            let shown = clock.map(|c| {
                let face = clock::face(&c.config, v.used_ms(i, now), s.moves);
                (face.text(), face.overtime())
            });
            let running = clock.is_some_and(|c| c.to_move == i && c.running);
            Some((s.name.clone(), s.score, shown, running))
        })
    };
    let sides = move || {
        (0..2u8)
            .filter_map(|i| side(i).map(|s| (i, s)))
            .map(|(i, (name, score, shown, running))| {
                let overtime = shown.as_ref().is_some_and(|s| s.1);
                view! {
                    <div class=format!("wall-player side-{i}") class:running=running class:overtime=overtime data-testid=format!("wall-side-{i}")>
                        <span class="wall-name">{name}</span>
                        <span class="wall-score" data-testid=format!("wall-score-{i}")>{score}</span>
                        {shown.map(|(t, _)| view! { <span class="wall-time" role="timer" data-testid=format!("wall-time-{i}")>{t}</span> })}
                    </div>
                }
            })
            .collect_view()
    };
    let countdown = move || {
        let now = now.get();
        view.with(|v| v.as_ref()?.countdown_left_s(now))
    };
    let bag = move || view.with(|v| v.as_ref()?.bag);
    let rack = move || view.with(|v| v.as_ref().map(|v| v.rack.clone()).unwrap_or_default());
    let result = move || view.with(|v| v.as_ref()?.result.clone());
    let link = move || view.with(|v| v.as_ref()?.link.clone());
    let game = Memo::new(move |_| view.with(|v| v.as_ref().map(|v| v.tiles.game())));
    view! {
        <section class="wall-sides" aria-label=move || ui().score_bar>
            <h1 class="wall-title" data-testid="wall-title">{move || view.with(|v| v.as_ref().map(|v| v.title.clone()))}</h1>
            {sides}
            {move || countdown().map(|s| view! {
                <p class="wall-countdown" class:done=s == 0 role="timer" data-testid="wall-countdown">
                    {clock::format_left(s as i64 * 1000)}
                </p>
            })}
            {move || {
                let rack = rack();
                (!rack.is_empty()).then(|| view! {
                    <div class="wall-rack" data-testid="wall-rack" aria-label=move || ui().class_rack>
                        {rack.into_iter().map(|t| view! { <span class="wall-rack-tile">{t}</span> }).collect_view()}
                    </div>
                })
            }}
            {move || bag().map(|n| view! {
                <p class="wall-bag" data-testid="wall-bag">{ui().in_the_bag(n)}</p>
            })}
            {move || result().map(|r| view! { <p class="wall-result" data-testid="wall-result">{r}</p> })}
            {move || link().map(|l| view! { <QrCode text=l /> })}
            // What the coloured squares do, as beside the laptop's board.
            {move || game.get().map(|game| {
                let words = Signal::derive(move || lang.get().ui().game(game));
                view! { <PremiumLegend words test_id="wall-legend" /> }
            })}
        </section>
    }
}
