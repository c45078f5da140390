//! The new-game form: a one-tap game against the computer with the last
//! settings, and every choice (tile set, sides, clock, check mode, hints,
//! seed) folded under "More options". The choices are one [`GameForm`]
//! value; these components only show it and start the game.

#[macro_use]
mod fields;
mod clock_fields;
mod more_options;
mod opponent;
mod quick_start;
mod sides;
mod while_playing;
mod word_lists;

use more_options::MoreOptions;
use quick_start::QuickStart;

use crate::browser;
use crate::model::session::{Opponent, Session};
use crate::model::setup::GameForm;
use crate::state::stored;
use crate::state::{AppState, use_app};
use crate::words::SiteList;
use fields::choice;
use krada_engine::rules::GameKind;
use leptos::prelude::*;
use word_lists::WordLists;

/// Whether a game was started on this device before: only then does the
/// one-tap start promise the last settings.
fn remembers_a_form() -> bool {
    stored::form().is_some()
}

fn last_form() -> GameForm {
    stored::form()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Starts the game the form describes, or says what is wrong with it.
fn start(app: AppState, form: GameForm, problem: RwSignal<Option<&'static str>>) {
    let computer =
        matches!(form.opponent, Opponent::Computer { .. }).then(crate::computer::use_computer);
    leptos::task::spawn_local(async move {
        start_game(app, form, problem).await;
        // The computer's worker (its own wasm) once the board is drawn, not
        // beside the game's part: on a phone's network the two would share
        // the bandwidth and the rack would wait (it is usually there
        // already: the menu's warm-up starts it).
        if let Some(computer) = computer {
            computer.ensure_started();
        }
    });
}

/// [`start`]: the code that lays a game out comes with the first game.
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn start_game(app: AppState, form: GameForm, problem: RwSignal<Option<&'static str>>) {
    let ui = app.lang.get_untracked().ui();
    let lexicon = match form.needs_words() {
        true => match app.words.get(&form.list) {
            Some(lexicon) => Some(lexicon),
            None => return problem.set(Some(ui.words_needed)),
        },
        false => None,
    };
    let (config, options) = match form.to_config(ui, browser::random_u64()) {
        Ok(both) => both,
        Err(e) => return problem.set(Some(e.text(ui))),
    };
    if let Ok(text) = serde_json::to_string(&form) {
        stored::set_form(&text);
    }
    problem.set(None);
    let id = format!("{:012x}", browser::random_u64() >> 16);
    app.start(Session::new(
        id,
        browser::wall_ms(),
        config,
        options,
        lexicon,
    ));
}

/// Keeps the form's word lists ready: a game that needs words fetches the
/// site's list and compiles the player's own; without the site's list the
/// player's is the one chosen.
fn keep_words_ready(app: AppState, form: RwSignal<GameForm>, needs_words: Memo<bool>) {
    let words = app.words;
    Effect::new(move |_| {
        if needs_words.get() {
            words.load_site();
            if let Some((name, 0)) = words.own.get_untracked() {
                leptos::task::spawn_local(async move {
                    words.ensure(&name).await;
                });
            }
        }
    });
    Effect::new(move |_| {
        if words.site.get() == SiteList::Missing
            && let Some((name, _)) = words.own.get_untracked()
        {
            form.update(|f| f.list = name);
        }
    });
}

#[component]
pub fn NewGame() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let form = RwSignal::new(GameForm {
        projector: stored::projector(),
        ..last_form()
    });
    let needs_words = Memo::new(move |_| form.with(GameForm::needs_words));
    keep_words_ready(app, form, needs_words);
    let problem = RwSignal::new(None::<&'static str>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        start(app, form.get_untracked(), problem);
    };
    view! {
        <main class="new-game" data-testid="new-game">
            <form class="panel" on:submit=submit>
                <h2>{move || ui().new_game}</h2>
                <QuickStart form problem remembered=remembers_a_form() />
                <fieldset>
                    <legend>{move || ui().game_choice}</legend>
                    {choice(form, "game", "amath", GameKind::AMath, field!(game), |u| u.game_amath, ui)}
                    {choice(form, "game", "crossword", GameKind::Crossword, field!(game), |u| u.game_crossword, ui)}
                </fieldset>
                <Show when=move || needs_words.get()><WordLists form /></Show>
                <MoreOptions form />
                {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                <button type="submit" class="primary" data-testid="start">
                    {move || ui().start_game}
                </button>
            </form>
        </main>
    }
}
