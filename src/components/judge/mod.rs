//! The judge of a game on a real board: an equation or a play's words in,
//! the verdict out in type large enough to read across a table. What it
//! decides is `model::judge`; this draws it.

use crate::model::judge::{self, Judged, Verdict};
use crate::state::use_app;
use crate::words::ENABLE;
use leptos::prelude::*;

#[component]
pub fn JudgeScreen() -> impl IntoView {
    let app = use_app();
    let lang = app.lang;
    let ui = move || lang.get().ui();
    let judged = RwSignal::new(Judged::Equation);
    let text = RwSignal::new(String::new());
    let list = RwSignal::new(ENABLE.to_string());
    let verdict: RwSignal<Option<Verdict>> = RwSignal::new(None);
    let waiting = RwSignal::new(false);
    let own = move || app.words.own.get().map(|(name, _)| name);
    let decide = move || {
        let written = text.get_untracked();
        let lang = lang.get_untracked();
        match judged.get_untracked() {
            Judged::Equation => verdict.set(judge::equation(&written, lang)),
            Judged::Words => {
                let name = list.get_untracked();
                waiting.set(true);
                leptos::task::spawn_local(async move {
                    let words = app.words.ensure(&name).await;
                    // The screen may have closed while the list came.
                    waiting.try_set(false);
                    verdict.try_set(match words {
                        Some(words) => judge::words(&written, &words, &name, lang),
                        None => Some(Verdict {
                            valid: false,
                            said: lang.ui().judge_no_list.to_string(),
                            why: None,
                        }),
                    });
                });
            }
        }
    };
    let choose = move |kind| {
        judged.set(kind);
        verdict.set(None);
    };
    view! {
        <main class="judge" data-testid="judge">
            <h2>{move || ui().judge_title}</h2>
            <p class="judge-intro">{move || ui().judge_intro}</p>
            <div class="judge-kinds" role="group">
                <button
                    data-testid="judge-equation"
                    aria-pressed=move || (judged.get() == Judged::Equation).to_string()
                    on:click=move |_| choose(Judged::Equation)
                >
                    {move || ui().judge_equation}
                </button>
                <button
                    data-testid="judge-words"
                    aria-pressed=move || (judged.get() == Judged::Words).to_string()
                    on:click=move |_| choose(Judged::Words)
                >
                    {move || ui().judge_words}
                </button>
            </div>
            <form on:submit=move |ev| {
                ev.prevent_default();
                decide();
            }>
                <label for="judge-input">
                    {move || match judged.get() {
                        Judged::Equation => ui().judge_equation_label,
                        Judged::Words => ui().judge_words_label,
                    }}
                </label>
                <input
                    id="judge-input"
                    data-testid="judge-input"
                    class="judge-input"
                    autocomplete="off"
                    spellcheck="false"
                    prop:value=move || text.get()
                    on:input=move |ev| {
                        text.set(event_target_value(&ev));
                        verdict.set(None);
                    }
                />
                <Show when=move || judged.get() == Judged::Words && own().is_some()>
                    <label class="judge-list">
                        {move || ui().judge_list_choice} " "
                        <select
                            data-testid="judge-list"
                            on:change=move |ev| {
                                list.set(event_target_value(&ev));
                                verdict.set(None);
                            }
                        >
                            <option value=ENABLE selected=move || list.get() == ENABLE>{ENABLE}</option>
                            {move || own().map(|name| {
                                let value = name.clone();
                                view! { <option value=value.clone() selected=move || list.get() == value>{name}</option> }
                            })}
                        </select>
                    </label>
                </Show>
                <button type="submit" data-testid="judge-check" class="primary">
                    {move || ui().judge_check}
                </button>
            </form>
            <Show when=move || waiting.get()>
                <p class="judge-waiting" role="status">{move || ui().judge_loading}</p>
            </Show>
            {move || verdict.get().map(|v| view! {
                <div
                    class="judge-verdict"
                    class:valid=v.valid
                    data-testid="judge-verdict"
                    data-valid=v.valid.to_string()
                    role="status"
                >
                    <p class="judge-said">{v.said}</p>
                    {v.why.map(|why| view! { <p class="judge-why">{why}</p> })}
                </div>
            })}
        </main>
    }
}
