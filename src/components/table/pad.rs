//! The number pad: the next line's score (or, with `correcting`, a line
//! being changed, once both sides agree), and one tap each for an exchange,
//! a pass and the two ends of a challenge.

use crate::components::table::play_field::TablePlayField;
use crate::model::table::Entry;
use crate::model::table::entry::ScorePad;
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TablePad(correcting: RwSignal<Option<usize>>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let pad = RwSignal::new(ScorePad::default());
    let play = RwSignal::new(String::new());
    let agree = RwSignal::new(false);
    let refused = RwSignal::new(false);
    let title = move || {
        let ui = ui();
        ctx.with(|t| {
            let (side, n) = match correcting.get() {
                Some(i) => (t.sheet.turns[i].side, i / 2 + 1),
                None => (t.sheet.next_side(), t.sheet.turns.len() / 2 + 1),
            };
            let text = match correcting.get() {
                Some(_) => ui.table_correct_title,
                None => ui.table_score_for,
            };
            text.replace("{name}", &t.names[side as usize])
                .replace("{n}", &n.to_string())
        })
    };
    let write = move |entry: Entry| {
        let done = match correcting.get_untracked() {
            Some(_) if !agree.get_untracked() => false,
            Some(i) => ctx.change(|t, _| t.sheet.correct(i, entry).is_ok()) == Some(true),
            None => ctx.change(|t, _| t.enter(entry).is_ok()) == Some(true),
        };
        if done {
            pad.set(ScorePad::default());
            play.set(String::new());
            correcting.set(None);
            agree.set(false);
        }
        refused.set(!done);
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let written = play.get_untracked();
        if correcting.get_untracked().is_none() && !written.trim().is_empty() {
            // The play itself: scored by the rules, or its reason shown.
            if ctx.change(|t, _| t.enter_written(&written).is_ok()) == Some(true) {
                pad.set(ScorePad::default());
                play.set(String::new());
                refused.set(false);
                // The play went out: the game is over, both clocks stop.
                if ctx.with(|t| t.went_out().is_some()) == Some(true) {
                    ctx.open_end();
                }
            }
            return;
        }
        match pad.with_untracked(ScorePad::entry) {
            Some(entry) => write(entry),
            None => refused.set(true),
        }
    };
    let key = move |digit: char| {
        view! {
            <button type="button" class="pad-key" on:click=move |_| pad.update(|p| p.push(digit))>{digit.to_string()}</button>
        }
    };
    let one_tap = move |entry: Entry,
                        id: &'static str,
                        text: fn(&krada_text::Ui) -> &'static str| {
        view! {
            <button type="button" data-testid=id on:click=move |_| write(entry)>{move || text(ui())}</button>
        }
    };
    view! {
        <form class="table-pad" class:correcting=move || correcting.get().is_some() on:submit=submit>
            <label class="pad-title" for="table-score">{title}</label>
            <div class="pad-line">
                <input id="table-score" data-testid="table-score" inputmode="numeric" autocomplete="off"
                    prop:value=move || pad.get().digits
                    on:input=move |ev| pad.update(|p| p.set(&event_target_value(&ev))) />
                <button type="submit" class="primary" data-testid="table-enter">{move || ui().table_enter}</button>
            </div>
            <div class="pad-keys">
                {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(key)}
                <button type="button" class="pad-key" aria-label=move || ui().table_delete
                    on:click=move |_| pad.update(ScorePad::delete)>"⌫"</button>
                {key('0')}
            </div>
            <Show when=move || correcting.get().is_some()>
                <label class="pad-agree">
                    <input type="checkbox" data-testid="table-agree" prop:checked=move || agree.get()
                        on:change=move |ev| agree.set(event_target_checked(&ev)) />
                    {move || ui().table_agree}
                </label>
                <button type="button" data-testid="table-cancel" on:click=move |_| {
                    correcting.set(None);
                    agree.set(false);
                }>{move || ui().table_cancel}</button>
            </Show>
            <Show when=move || refused.get()>
                <p class="notice-inline" role="alert">{move || match correcting.get() {
                    Some(_) => ui().table_agree,
                    None => ui().table_score_invalid,
                }}</p>
            </Show>
            <div class="pad-turns">
                {one_tap(Entry::Pass, "table-pass", |ui| ui.pass_button)}
                {one_tap(Entry::Exchange, "table-exchange", |ui| ui.table_exchange)}
                {one_tap(Entry::ChallengedOff, "table-challenged-off", |ui| ui.table_challenged_off)}
                {one_tap(Entry::LostChallenge, "table-lost-challenge", |ui| ui.table_lost_challenge)}
            </div>
            <Show when=move || correcting.get().is_none()>
                <TablePlayField play />
            </Show>
        </form>
    }
}
