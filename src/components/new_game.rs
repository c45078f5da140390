//! The new-game form: tile set, sides, clock, check mode, seed.

use crate::browser;
use crate::model::session::{COMPUTER_SIDE, Opponent, PlayOptions, Session};
use crate::state::{Notice, use_app};
use crate::words::{ENABLE, SiteList};
use krada_ai::player::Level;
use krada_engine::game::{CheckMode, ClockConfig, GameConfig, MINUTE_MS, SideConfig};
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use krada_text::{count, fill};
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClockChoice {
    Off,
    Minutes22,
    Minutes20,
    Custom,
}

/// Reads a whole number of minutes typed by the player; a fraction is allowed.
fn minutes(text: &str) -> Option<u64> {
    let value: f64 = text.trim().replace(',', ".").parse().ok()?;
    (value > 0.0 && value < 1_000.0).then_some((value * MINUTE_MS as f64) as u64)
}

#[component]
fn Choice<T: Copy + PartialEq + Send + Sync + 'static>(
    name: &'static str,
    code: &'static str,
    value: T,
    signal: RwSignal<T>,
    #[prop(into)] label: Signal<String>,
) -> impl IntoView {
    view! {
        <label class="choice">
            <input
                type="radio"
                name=name
                data-testid=format!("{name}-{code}")
                prop:checked=move || signal.get() == value
                on:change=move |_| signal.set(value)
            />
            {label}
        </label>
    }
}

#[component]
pub fn NewGame() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let game = RwSignal::new(GameKind::AMath);
    let tiles = RwSignal::new(TileSetId::Standard);
    let words = app.words;
    let list = RwSignal::new(ENABLE.to_string());
    // Crossword chosen: fetch the site's word list, compile the player's own.
    Effect::new(move |_| {
        if game.get() == GameKind::Crossword {
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
            list.set(name);
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
                    list.set(name);
                    app.notice.set(kept.map(|_| Notice::WordsNotKept));
                }
                Err(e) => app.notice.set(Some(Notice::WordsUnreadable(format!(
                    "{name}: {}",
                    lang.lexicon_error(&e)
                )))),
            }
        });
    };
    let names = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let partners = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let players = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let check = RwSignal::new(CheckMode::Checked);
    let opponent = RwSignal::new(Opponent::Hotseat);
    let clock = RwSignal::new(ClockChoice::Off);
    let custom = RwSignal::new("10".to_string());
    let move_limit = RwSignal::new(false);
    let move_minutes = RwSignal::new("3".to_string());
    let penalty = RwSignal::new("10".to_string());
    let forfeit = RwSignal::new(false);
    let pause_hidden = RwSignal::new(false);
    let privacy = RwSignal::new(true);
    let seed = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<&'static str>);
    // The primary school's 20 minutes belong to A-Math.
    Effect::new(move |_| {
        if game.get() == GameKind::Crossword && clock.get_untracked() == ClockChoice::Minutes20 {
            clock.set(ClockChoice::Minutes22);
        }
    });

    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let ui = ui();
        let total_ms = match clock.get_untracked() {
            ClockChoice::Off => None,
            ClockChoice::Minutes22 => Some(22 * MINUTE_MS),
            ClockChoice::Minutes20 => Some(20 * MINUTE_MS),
            ClockChoice::Custom => match minutes(&custom.get_untracked()) {
                Some(ms) => Some(ms),
                None => return problem.set(Some(ui.bad_minutes)),
            },
        };
        let move_ms = if move_limit.get_untracked() {
            match minutes(&move_minutes.get_untracked()) {
                Some(ms) => Some(ms),
                None => return problem.set(Some(ui.bad_minutes)),
            }
        } else {
            None
        };
        let Ok(penalty_per_minute) = penalty.get_untracked().trim().parse::<u32>() else {
            return problem.set(Some(ui.bad_penalty));
        };
        let seed_text = seed.get_untracked();
        let seed = if seed_text.trim().is_empty() {
            browser::random_u64()
        } else {
            match seed_text.trim().parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => return problem.set(Some(ui.bad_seed)),
            }
        };
        let computer = opponent.get_untracked() != Opponent::Hotseat;
        let side = |i: usize| {
            let name = names[i].get_untracked().trim().to_string();
            let name = match name.is_empty() {
                false => name,
                true if computer && i == COMPUTER_SIDE as usize => ui.computer_name.to_string(),
                true => fill(ui.side_default, &[("n", &(i + 1).to_string())]),
            };
            let players: Vec<String> = [players[i].get_untracked(), partners[i].get_untracked()]
                .into_iter()
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect();
            SideConfig { name, players }
        };
        let crossword = game.get_untracked() == GameKind::Crossword;
        let lexicon = if crossword {
            match words.get(&list.get_untracked()) {
                Some(lexicon) => Some(lexicon),
                None => return problem.set(Some(ui.words_needed)),
            }
        } else {
            None
        };
        let config = GameConfig {
            tiles: if crossword {
                TileSetId::English
            } else {
                tiles.get_untracked()
            },
            check: check.get_untracked(),
            clock: ClockConfig {
                total_ms,
                move_ms,
                penalty_per_minute,
                forfeit_after_ms: forfeit.get_untracked().then_some(5 * MINUTE_MS),
            },
            sides: [side(0), side(1)],
            seed,
            lexicon: crossword.then(|| list.get_untracked()),
        };
        let options = PlayOptions {
            privacy: privacy.get_untracked(),
            pause_when_hidden: pause_hidden.get_untracked(),
            opponent: opponent.get_untracked(),
        };
        let id = format!("{:012x}", browser::random_u64() >> 16);
        problem.set(None);
        app.start(Session::new(
            id,
            browser::wall_ms(),
            config,
            options,
            lexicon,
        ));
        app.save();
    };

    let side_fields = move |i: usize| {
        view! {
            <fieldset class="side">
                <legend>{move || fill(ui().side_default, &[("n", &(i + 1).to_string())])}</legend>
                <label>
                    {move || ui().side_name}
                    <input
                        type="text"
                        maxlength="40"
                        data-testid=format!("side-{i}-name")
                        prop:value=move || names[i].get()
                        on:input=move |ev| names[i].set(event_target_value(&ev))
                    />
                </label>
                <label>
                    {move || ui().player_names}
                    <input
                        type="text"
                        maxlength="40"
                        data-testid=format!("side-{i}-player-1")
                        prop:value=move || players[i].get()
                        on:input=move |ev| players[i].set(event_target_value(&ev))
                    />
                    <input
                        type="text"
                        maxlength="40"
                        data-testid=format!("side-{i}-player-2")
                        aria-label=move || ui().partner
                        prop:value=move || partners[i].get()
                        on:input=move |ev| partners[i].set(event_target_value(&ev))
                    />
                </label>
            </fieldset>
        }
    };
    let label =
        move |f: fn(&krada_text::Ui) -> &'static str| Signal::derive(move || f(ui()).to_string());

    view! {
        <main class="new-game" data-testid="new-game">
            <form class="panel" on:submit=start>
                <h2>{move || ui().new_game}</h2>
                <fieldset>
                    <legend>{move || ui().game_choice}</legend>
                    <Choice name="game" code="amath" value=GameKind::AMath signal=game label=label(|u| u.game_amath) />
                    <Choice name="game" code="crossword" value=GameKind::Crossword signal=game label=label(|u| u.game_crossword) />
                </fieldset>
                <Show when=move || game.get() == GameKind::AMath>
                    <fieldset>
                        <legend>{move || ui().tile_set}</legend>
                        <Choice name="tiles" code="standard" value=TileSetId::Standard signal=tiles label=label(|u| u.tiles_standard) />
                        <Choice name="tiles" code="primary" value=TileSetId::Primary signal=tiles label=label(|u| u.tiles_primary) />
                    </fieldset>
                </Show>
                <Show when=move || game.get() == GameKind::Crossword>
                    <fieldset data-testid="word-lists">
                        <legend>{move || ui().word_list}</legend>
                        <label class="choice">
                            <input
                                type="radio"
                                name="words"
                                data-testid="words-enable"
                                disabled=move || !matches!(words.site.get(), SiteList::Ready { .. })
                                prop:checked=move || list.get() == ENABLE
                                on:change=move |_| list.set(ENABLE.to_string())
                            />
                            <span data-testid="words-enable-status">
                                {move || match words.site.get() {
                                    SiteList::Ready { words } => {
                                        fill(ui().words_enable, &[("count", &count(words))])
                                    }
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
                                .map(|(name, count)| {
                                    let value = name.clone();
                                    let checked = name.clone();
                                    view! {
                                        <label class="choice">
                                            <input
                                                type="radio"
                                                name="words"
                                                data-testid="words-own"
                                                prop:checked=move || list.get() == checked
                                                on:change=move |_| list.set(value.clone())
                                            />
                                            <span data-testid="words-own-status">
                                                {move || fill(ui().words_own, &[("name", &name), ("count", &krada_text::count(count))])}
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
                </Show>
                {side_fields(0)}
                {side_fields(1)}
                <fieldset>
                    <legend>{move || ui().opponent}</legend>
                    <Choice name="opponent" code="hotseat" value=Opponent::Hotseat signal=opponent label=label(|u| u.hotseat) />
                    <Choice
                        name="opponent"
                        code="easy"
                        value=Opponent::Computer { level: Level::Easy }
                        signal=opponent
                        label=label(|u| u.computer_easy)
                    />
                    <Choice
                        name="opponent"
                        code="medium"
                        value=Opponent::Computer { level: Level::Medium }
                        signal=opponent
                        label=label(|u| u.computer_medium)
                    />
                    <Choice
                        name="opponent"
                        code="hard"
                        value=Opponent::Computer { level: Level::Hard }
                        signal=opponent
                        label=label(|u| u.computer_hard)
                    />
                </fieldset>
                <fieldset>
                    <legend>{move || ui().check_mode}</legend>
                    <Choice name="check" code="checked" value=CheckMode::Checked signal=check label=label(|u| u.checked_mode) />
                    <Choice name="check" code="challenge" value=CheckMode::Challenge signal=check label=label(|u| u.challenge_mode) />
                </fieldset>
                <fieldset>
                    <legend>{move || ui().clock}</legend>
                    <Choice name="clock" code="off" value=ClockChoice::Off signal=clock label=label(|u| u.clock_none) />
                    <Choice name="clock" code="22" value=ClockChoice::Minutes22 signal=clock label=label(|u| u.clock_22) />
                    <Show when=move || game.get() == GameKind::AMath>
                        <Choice name="clock" code="20" value=ClockChoice::Minutes20 signal=clock label=label(|u| u.clock_20) />
                    </Show>
                    <Choice name="clock" code="custom" value=ClockChoice::Custom signal=clock label=label(|u| u.clock_custom) />
                    <label>
                        {move || ui().minutes}
                        <input
                            type="text"
                            inputmode="decimal"
                            size="4"
                            data-testid="clock-minutes"
                            prop:value=move || custom.get()
                            on:input=move |ev| custom.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid="move-limit"
                            prop:checked=move || move_limit.get()
                            on:change=move |ev| move_limit.set(event_target_checked(&ev))
                        />
                        {move || ui().move_limit}
                        <input
                            type="text"
                            inputmode="decimal"
                            size="4"
                            data-testid="move-minutes"
                            aria-label=move || ui().minutes
                            prop:value=move || move_minutes.get()
                            on:input=move |ev| move_minutes.set(event_target_value(&ev))
                        />
                    </label>
                    <label>
                        {move || ui().penalty_per_minute}
                        <input
                            type="text"
                            inputmode="numeric"
                            size="4"
                            data-testid="penalty"
                            prop:value=move || penalty.get()
                            on:input=move |ev| penalty.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid="forfeit"
                            prop:checked=move || forfeit.get()
                            on:change=move |ev| forfeit.set(event_target_checked(&ev))
                        />
                        {move || ui().forfeit_option}
                    </label>
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid="pause-hidden"
                            prop:checked=move || pause_hidden.get()
                            on:change=move |ev| pause_hidden.set(event_target_checked(&ev))
                        />
                        {move || ui().pause_when_hidden}
                    </label>
                </fieldset>
                <fieldset>
                    <legend>{move || ui().table_options}</legend>
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid="privacy"
                            prop:checked=move || privacy.get()
                            on:change=move |ev| privacy.set(event_target_checked(&ev))
                        />
                        {move || ui().privacy_option}
                    </label>
                    <label>
                        {move || ui().seed}
                        <input
                            type="text"
                            inputmode="numeric"
                            data-testid="seed"
                            placeholder=move || ui().seed_placeholder
                            prop:value=move || seed.get()
                            on:input=move |ev| seed.set(event_target_value(&ev))
                        />
                    </label>
                </fieldset>
                {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p}</p> })}
                <button type="submit" class="primary" data-testid="start">
                    {move || ui().start_game}
                </button>
            </form>
        </main>
    }
}
