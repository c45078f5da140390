//! The new-game form: a one-tap game against the computer with the last
//! settings, and every choice (tile set, sides, clock, check mode, hints,
//! seed) folded under "More options". The choices are one [`GameForm`]
//! value; this component only shows it and starts the game.

use crate::browser;
use crate::model::session::{Opponent, Session, THINK_SECONDS};
use crate::model::setup::{ClockChoice, GameForm};
use crate::state::{AppState, Notice, use_app};
use crate::words::{ENABLE, SiteList};
use krada_ai::player::Level;
use krada_engine::game::CheckMode;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use krada_text::{Ui, count, fill};
use leptos::prelude::*;

/// Where the last form used is kept.
const FORM_KEY: &str = "krada.form";

fn last_form() -> GameForm {
    browser::read_pref(FORM_KEY)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// One field of the form: how to read it and how to write it.
#[derive(Clone, Copy)]
struct Field<T> {
    get: fn(&GameForm) -> T,
    set: fn(&mut GameForm, T),
}

/// A radio button for one value of a form field.
fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    form: RwSignal<GameForm>,
    name: &'static str,
    code: &'static str,
    value: T,
    field: Field<T>,
    label: fn(&Ui) -> &'static str,
    ui: impl Fn() -> &'static Ui + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <label class="choice">
            <input
                type="radio"
                name=name
                data-testid=format!("{name}-{code}")
                prop:checked=move || form.with(|f| (field.get)(f) == value)
                on:change=move |_| form.update(|f| (field.set)(f, value))
            />
            {move || label(ui())}
        </label>
    }
}

/// What the form calls a computer level.
fn level_name(ui: &Ui, level: Level) -> &'static str {
    match level {
        Level::Easy => ui.computer_easy,
        Level::Medium | Level::Greedy => ui.computer_medium,
        Level::Hard => ui.computer_hard,
        Level::Expert => ui.computer_expert,
    }
}

/// A text box bound to one form field.
fn text_field(form: RwSignal<GameForm>, test_id: String, field: Field<String>) -> impl IntoView {
    view! {
        <input
            type="text"
            maxlength="40"
            data-testid=test_id
            prop:value=move || form.with(field.get)
            on:input=move |ev| form.update(|f| (field.set)(f, event_target_value(&ev)))
        />
    }
}

/// A checkbox bound to one form field.
fn check_field(
    form: RwSignal<GameForm>,
    test_id: &'static str,
    field: Field<bool>,
) -> impl IntoView {
    view! {
        <input
            type="checkbox"
            data-testid=test_id
            prop:checked=move || form.with(field.get)
            on:change=move |ev| form.update(|f| (field.set)(f, event_target_checked(&ev)))
        />
    }
}

/// The form's fields, each read and written through its own pair.
macro_rules! field {
    ($($path:tt)+) => {
        Field {
            get: |f: &GameForm| f.$($path)+.clone(),
            set: |f: &mut GameForm, v| f.$($path)+ = v,
        }
    };
}

/// Starts the game the form describes, or says what is wrong with it.
fn start(app: AppState, form: GameForm, problem: RwSignal<Option<&'static str>>) {
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
        browser::write_pref(FORM_KEY, &text);
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

#[component]
pub fn NewGame() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let form = RwSignal::new(GameForm {
        projector: crate::browser::read_pref(crate::browser::PROJECTOR_KEY).as_deref()
            == Some("on"),
        ..last_form()
    });
    let needs_words = Memo::new(move |_| form.with(GameForm::needs_words));
    let words = app.words;
    // Crossword chosen: fetch the site's word list, compile the player's own.
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
    // A site without a word list: the player's own is the one to use.
    Effect::new(move |_| {
        if words.site.get() == SiteList::Missing
            && let Some((name, _)) = words.own.get_untracked()
        {
            form.update(|f| f.list = name);
        }
    });
    // The primary school's 20 minutes belong to A-Math.
    Effect::new(move |_| {
        let offered = form.with(|f| f.clock_offered(f.clock));
        if !offered {
            form.update(|f| f.clock = ClockChoice::Tournament);
        }
    });
    let upload = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |name, text| {
            let lang = app.lang.get_untracked();
            let Some(text) = text else {
                app.notice.set(Some(Notice::WordsUnreadable(name)));
                return;
            };
            match words.set_own(&name, &text) {
                Ok(kept) => {
                    form.update(|f| f.list = name);
                    app.notice.set(kept.map(|_| Notice::WordsNotKept));
                }
                Err(e) => app.notice.set(Some(Notice::WordsUnreadable(format!(
                    "{name}: {}",
                    lang.lexicon_error(&e)
                )))),
            }
        });
    };
    let problem = RwSignal::new(None::<&'static str>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        start(app, form.get_untracked(), problem);
    };
    let quick = move |_| start(app, form.get_untracked().against_computer(), problem);
    let quick_what = move || {
        let ui = ui();
        let f = form.get().against_computer();
        let game = ui.game(f.game).name;
        let level = match f.opponent {
            Opponent::Computer { level } => level_name(ui, level),
            Opponent::Hotseat => ui.computer_medium,
        };
        fill(ui.quick_with, &[("game", game), ("level", level)])
    };

    let side_fields = move |i: usize| {
        let [name, player, partner] = match i {
            0 => [
                field!(sides[0].name),
                field!(sides[0].player),
                field!(sides[0].partner),
            ],
            _ => [
                field!(sides[1].name),
                field!(sides[1].player),
                field!(sides[1].partner),
            ],
        };
        view! {
            <fieldset class="side">
                <legend>{move || fill(ui().side_default, &[("n", &(i + 1).to_string())])}</legend>
                <label>{move || ui().side_name} {text_field(form, format!("side-{i}-name"), name)}</label>
                <label>
                    {move || ui().player_names}
                    {text_field(form, format!("side-{i}-player-1"), player)}
                    <span class="visually-hidden">{move || ui().partner}</span>
                    {text_field(form, format!("side-{i}-player-2"), partner)}
                </label>
            </fieldset>
        }
    };
    let word_lists = move || {
        view! {
            <fieldset data-testid="word-lists">
                <legend>{move || ui().word_list}</legend>
                <label class="choice">
                    <input
                        type="radio"
                        name="words"
                        data-testid="words-enable"
                        disabled=move || !matches!(words.site.get(), SiteList::Ready { .. })
                        prop:checked=move || form.with(|f| f.list == ENABLE)
                        on:change=move |_| form.update(|f| f.list = ENABLE.to_string())
                    />
                    <span data-testid="words-enable-status">
                        {move || match words.site.get() {
                            SiteList::Ready { words } => fill(ui().words_enable, &[("count", &count(words))]),
                            SiteList::Missing => ui().words_missing.to_string(),
                            SiteList::Failed => ui().words_failed.to_string(),
                            SiteList::NotLoaded | SiteList::Loading => ui().words_loading.to_string(),
                        }}
                    </span>
                </label>
                {move || {
                    words
                        .own
                        .get()
                        .map(|(name, size)| {
                            let value = name.clone();
                            let checked = name.clone();
                            view! {
                                <label class="choice">
                                    <input
                                        type="radio"
                                        name="words"
                                        data-testid="words-own"
                                        prop:checked=move || form.with(|f| f.list == checked)
                                        on:change=move |_| form.update(|f| f.list = value.clone())
                                    />
                                    <span data-testid="words-own-status">
                                        {move || fill(ui().words_own, &[("name", &name), ("count", &count(size))])}
                                    </span>
                                </label>
                            }
                        })
                }}
                <label class="load-record">
                    {move || ui().words_upload}
                    <input type="file" accept=".txt,text/plain" data-testid="words-upload" on:change=upload />
                </label>
            </fieldset>
        }
    };
    let level = |code, level| {
        choice(
            form,
            "opponent",
            code,
            Opponent::Computer { level },
            field!(opponent),
            match level {
                Level::Easy => |u: &Ui| level_name(u, Level::Easy),
                Level::Hard => |u: &Ui| level_name(u, Level::Hard),
                Level::Expert => |u: &Ui| level_name(u, Level::Expert),
                _ => |u: &Ui| level_name(u, Level::Medium),
            },
            ui,
        )
    };
    let expert_chosen = move || {
        form.with(|f| {
            f.opponent
                == Opponent::Computer {
                    level: Level::Expert,
                }
        })
    };
    let think_time = move || {
        let choices = THINK_SECONDS
            .into_iter()
            .map(|seconds| {
                view! {
                    <label class="choice">
                        <input
                            type="radio"
                            name="think"
                            data-testid=format!("think-{seconds}")
                            prop:checked=move || form.with(|f| f.think_seconds == seconds)
                            on:change=move |_| form.update(|f| f.think_seconds = seconds)
                        />
                        {move || fill(ui().think_seconds, &[("seconds", &seconds.to_string())])}
                    </label>
                }
            })
            .collect_view();
        view! {
            <fieldset data-testid="think-time">
                <legend>{move || ui().think_time}</legend>
                {choices}
            </fieldset>
        }
    };
    view! {
        <main class="new-game" data-testid="new-game">
            <form class="panel" on:submit=submit>
                <h2>{move || ui().new_game}</h2>
                <div class="quick">
                    <button type="button" class="primary" data-testid="quick-computer" on:click=quick>
                        {move || ui().quick_computer}
                    </button>
                    <span class="quick-what" data-testid="quick-what">{quick_what}</span>
                </div>
                <fieldset>
                    <legend>{move || ui().game_choice}</legend>
                    {choice(form, "game", "amath", GameKind::AMath, field!(game), |u| u.game_amath, ui)}
                    {choice(form, "game", "crossword", GameKind::Crossword, field!(game), |u| u.game_crossword, ui)}
                </fieldset>
                <Show when=move || needs_words.get()>{word_lists}</Show>
                <details class="more-options" data-testid="more-options">
                    <summary>{move || ui().more_options}</summary>
                    <Show when=move || form.with(GameForm::offers_tile_sets)>
                        <fieldset>
                            <legend>{move || ui().tile_set}</legend>
                            {choice(form, "tiles", "standard", TileSetId::Standard, field!(tiles), |u| u.tiles_standard, ui)}
                            {choice(form, "tiles", "primary", TileSetId::Primary, field!(tiles), |u| u.tiles_primary, ui)}
                        </fieldset>
                    </Show>
                    {side_fields(0)}
                    {side_fields(1)}
                    <fieldset>
                        <legend>{move || ui().opponent}</legend>
                        {choice(form, "opponent", "hotseat", Opponent::Hotseat, field!(opponent), |u| u.hotseat, ui)}
                        {level("easy", Level::Easy)}
                        {level("medium", Level::Medium)}
                        {level("hard", Level::Hard)}
                        {level("expert", Level::Expert)}
                    </fieldset>
                    <Show when=expert_chosen>{think_time}</Show>
                    <fieldset>
                        <legend>{move || ui().check_mode}</legend>
                        {choice(form, "check", "checked", CheckMode::Checked, field!(check), |u| u.checked_mode, ui)}
                        {choice(form, "check", "challenge", CheckMode::Challenge, field!(check), |u| u.challenge_mode, ui)}
                    </fieldset>
                    <fieldset>
                        <legend>{move || ui().clock}</legend>
                        {choice(form, "clock", "off", ClockChoice::Off, field!(clock), |u| u.clock_none, ui)}
                        {choice(form, "clock", "22", ClockChoice::Tournament, field!(clock), |u| u.clock_22, ui)}
                        <Show when=move || form.with(|f| f.clock_offered(ClockChoice::PrimaryTournament))>
                            {choice(form, "clock", "20", ClockChoice::PrimaryTournament, field!(clock), |u| u.clock_20, ui)}
                        </Show>
                        {choice(form, "clock", "custom", ClockChoice::Custom, field!(clock), |u| u.clock_custom, ui)}
                        <label>{move || ui().minutes} {text_field(form, "clock-minutes".into(), field!(clock_minutes))}</label>
                        <label class="check">
                            {check_field(form, "move-limit", field!(move_limit))}
                            {move || ui().move_limit}
                            {text_field(form, "move-minutes".into(), field!(move_minutes))}
                        </label>
                        <label>{move || ui().penalty_per_minute} {text_field(form, "penalty".into(), field!(penalty))}</label>
                        <label class="check">{check_field(form, "forfeit", field!(forfeit))} {move || ui().forfeit_option}</label>
                        <label class="check">{check_field(form, "pause-hidden", field!(pause_hidden))} {move || ui().pause_when_hidden}</label>
                    </fieldset>
                    <fieldset>
                        <legend>{move || ui().table_options}</legend>
                        <label class="check">
                            <input
                                type="checkbox"
                                data-testid="privacy"
                                prop:checked=move || form.with(GameForm::privacy_on)
                                on:change=move |ev| form.update(|f| f.privacy = Some(event_target_checked(&ev)))
                            />
                            {move || ui().privacy_option}
                        </label>
                        <label class="check">
                            <input
                                type="checkbox"
                                data-testid="hints"
                                prop:checked=move || form.with(GameForm::hints_on)
                                on:change=move |ev| form.update(|f| f.hints = Some(event_target_checked(&ev)))
                            />
                            {move || ui().hints_option}
                        </label>
                        <label>
                            {move || ui().seed}
                            <input
                                type="text"
                                inputmode="numeric"
                                data-testid="seed"
                                placeholder=move || ui().seed_placeholder
                                prop:value=move || form.with(|f| f.seed.clone())
                                on:input=move |ev| form.update(|f| f.seed = event_target_value(&ev))
                            />
                        </label>
                    </fieldset>
                </details>
                {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                <button type="submit" class="primary" data-testid="start">
                    {move || ui().start_game}
                </button>
            </form>
        </main>
    }
}
