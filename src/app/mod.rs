//! The page: header, the current screen, and the services every screen
//! shares (clock repaint, autosave, the hidden-tab pause).

mod wall_window;
use crate::browser;
use crate::components::{
    ClassScreen, DeskScreen, GameScreen, HowTo, JudgeScreen, NewGame, NoticeBar, Part,
    ProgressScreen, PuzzlesScreen, ReplayScreen, SavedGames, TableScreen, TopBar, Wall,
    WorksheetScreen, on_demand, open_puzzle_with,
};
use crate::history::{self, History};
use crate::lang::provide_lang;
use crate::model::class::ClassState;
use crate::model::replay::{LinkOpens, link_opens};
use crate::model::storage::Kept;
use crate::model::wall;
use crate::state::{AppState, Notice, Screen, stored};
use crate::words::ENABLE;
use krada_features::link::{self, LinkError};
use krada_text::Lang;
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;
pub use wall_window::WallWindow;

fn provide_projector() -> RwSignal<bool> {
    let projector = RwSignal::new(stored::projector());
    Effect::new(move |_| {
        let on = projector.get();
        stored::set_projector(on);
        if let Some(body) = document().body() {
            let _ = body.class_list().toggle_with_force("projector", on);
        }
    });
    projector
}

/// Opens the game saved as current, if any, on the screen a reload showed
/// (else on the game screen); an unreadable one is reported on the saved-games
/// screen and left in storage. Whether there was one to open.
fn resume(app: AppState, reloaded: Option<Screen>) -> bool {
    let saved = stored::current_game();
    let resuming = saved.is_some();
    if let Some(id) = saved {
        leptos::task::spawn_local(open_saved(app, id, reloaded));
    }
    resuming
}

/// Opens a saved game. Its code (reading a save) is in the game's part,
/// fetched before the page is drawn when there is a save
/// ([`fetch_resume`]), so a returning player's game is there at once.
#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn open_saved(app: AppState, id: String, reloaded: Option<Screen>) {
    app.open_saved(id, reloaded);
}

/// Fetches the code that opens a saved game, when there is one to open (a
/// failure is left to the opening, which fetches it again).
pub async fn fetch_resume() {
    if stored::current_game().is_some() {
        let _ = crate::parts::fetch_game().await;
    }
}

/// How often the clock is repainted; the time itself comes from timestamps.
const REPAINT: Duration = Duration::from_millis(250);

/// Moves the page's clock on a few times a second: a game's clocks, a class
/// round's countdown and the puzzles' timers all read it.
fn repaint_clock(app: AppState) {
    if let Ok(handle) = set_interval_with_handle(move || app.now.set(browser::now()), REPAINT) {
        on_cleanup(move || handle.clear());
    }
}

/// Keeps the wall's view up to date once this device has shown a wall:
/// the screen at hand decides what the room sees (a review, a class round,
/// else the game on the game screen).
fn publish_wall(app: AppState) {
    Effect::new(move |_| {
        let lang = app.lang.get();
        let screen = app.screen.get();
        if !stored::wall_on() {
            return;
        }
        match screen {
            Screen::Replay => app.replay.track(),
            Screen::Class => app.class.track(),
            _ => app.session.track(),
        }
        // Views are written in the order of the changes: each waits for the
        // writer's code (fetched once a wall is open) and the ones before.
        leptos::task::spawn_local(write_wall_view(app, screen, lang));
    });
}

/// Writes what the wall shows of `screen` for it to read.
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn write_wall_view(app: AppState, screen: Screen, lang: Lang) {
    let sent = browser::wall_ms();
    let now = browser::now();
    // Each view carries a link to what it shows, for its QR code.
    let view = match screen {
        Screen::Replay => app.replay.with_untracked(|r| {
            let r = r.as_ref()?;
            Some((
                wall::of_replay(r, lang, sent),
                r.share_fragment(app.words.get(ENABLE)),
            ))
        }),
        Screen::Class => app.class.with_untracked(|c| {
            let c = c.as_ref()?;
            Some((c.wall_view(lang, sent), Some(c.round_fragment())))
        }),
        _ => app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            Some((
                wall::of_session(s, lang, now, sent),
                Some(s.share_fragment()),
            ))
        }),
    };
    if let Some((mut view, fragment)) = view {
        view.link = fragment.map(|f| browser::address_with(&f));
        stored::set_wall_view(&view);
    }
}

/// Brings back the class session saved on this device; one that cannot
/// be read is reported and kept aside, never wiped.
fn resume_class(app: AppState) {
    if stored::has_class() {
        // Read now: the screen's own effect writes it before the class is back.
        let open = stored::class_screen();
        leptos::task::spawn_local(resume_class_from(app, open));
    }
}

/// Reads a saved class session (code fetched only when there is one).
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn resume_class_from(app: AppState, open: bool) {
    match stored::class() {
        Kept::Value(state) => {
            app.class.set(Some(state));
            // A reload in the middle of a class goes back to it.
            if open {
                app.screen.set(Screen::Class);
            }
        }
        Kept::SetAside(detail) => app.notice.set(Some(Notice::ClassUnreadable(detail))),
        Kept::Nothing => {}
    }
}

/// Saves the class session on every change: the one place it is written.
fn persist_class(app: AppState) {
    Effect::new(move |_| {
        let on = app.screen.get() == Screen::Class;
        stored::set_class_screen(on);
    });
    Effect::new(move |first: Option<()>| {
        let json = app.class.with(|c| c.as_ref().map(ClassState::to_json));
        if first.is_none() {
            return;
        }
        match json {
            Some(json) => {
                if let Err(e) = stored::set_class(Some(&json)) {
                    app.notice.set(Some(Notice::Storage(e)));
                }
            }
            None => {
                let _ = stored::set_class(None);
            }
        }
    });
}

/// Opens what a link in the page address carries: a position, a puzzle,
/// a finished game or a class session; one that cannot be opened says why.
/// Whether there was one.
fn open_link(app: AppState) -> bool {
    let fragment = history::link_fragment();
    let linked = fragment.is_some();
    if let Some(fragment) = fragment {
        open_link_now(app, history::use_history(), fragment);
    }
    linked
}

/// Opens a link's fragment in the current history entry.
fn open_link_now(app: AppState, history: History, fragment: String) {
    leptos::task::spawn_local(open_shared(app, history, fragment));
}

/// Opens a link's fragment (code fetched only when a link is opened).
#[leptos::wasm_split::wasm_split(
    replay,
    wasm_split_path = ::leptos::wasm_split,
    return_wrapper(let future = _; { future.await } -> ())
)]
fn open_shared(
    app: AppState,
    history: History,
    fragment: String,
) -> Pin<Box<dyn Future<Output = ()>>> {
    Box::pin(async move {
        let mut result = link::decode(&fragment, None);
        if result.as_ref().err() == Some(&LinkError::NeedsWords) {
            let words = app.words.ensure(ENABLE).await;
            result = link::decode(&fragment, words);
        }
        let shared = match result {
            Ok(shared) => shared,
            Err(e) => {
                history.link_failed(app);
                app.notice.set(Some(Notice::LinkUnreadable(e)));
                // The menu it stays on is drawn: the warm-up goes on.
                crate::parts::screen_arrived();
                return;
            }
        };
        let best_plays = app.lang.get_untracked().ui().class_best_plays;
        let from = app.screen.get_untracked();
        match link_opens(shared, fragment.clone(), from, best_plays) {
            LinkOpens::Puzzle(spec) => {
                history.opened_link(Screen::Puzzles, fragment);
                app.screen.set(Screen::Puzzles);
                leptos::task::spawn_local(async move {
                    open_puzzle_with(history, app, spec, Default::default(), |_| {}).await;
                });
            }
            LinkOpens::Replay(replay) => {
                app.replay.set(Some(*replay));
                history.opened_link(Screen::Replay, fragment);
                app.screen.set(Screen::Replay);
            }
            LinkOpens::Table(invite) => {
                app.table_invite.set(Some(invite));
                history.opened_link(Screen::Table, fragment);
                app.screen.set(Screen::Table);
            }
        }
    })
}

/// The page, speaking `lang` (whose words are loaded) at first.
#[component]
pub fn App(lang: Lang) -> impl IntoView {
    let lang = provide_lang(lang);
    let projector = provide_projector();
    let words = crate::words::new_words();
    let app = AppState::new(lang, words);
    provide_context(app);
    let computer = crate::computer::provide_computer(app.seat());
    let reloaded = history::reloaded_screen().map(|s| history::restorable(s, app));
    let resuming = resume(app, reloaded);
    history::follow(app, reloaded, resuming, open_link_now);
    repaint_clock(app);
    publish_wall(app);
    resume_class(app);
    persist_class(app);
    let linked = open_link(app);
    let screen = app.screen;
    // The screen shown changes only when another is chosen: setting the same
    // one again (a game adopted from another tab) keeps it, and its state.
    // It also keeps the page alive: rebuilt in the same tick as the game
    // changes, the old game screen's views run once more after their owner is
    // disposed, and a `.get()` of its signals then panics ("you tried to
    // access a reactive value … already disposed", controls.rs' pass
    // confirmation first; leptos-rs/leptos#4590). That was the `unreachable`
    // trap seen after the split build: with `panic = abort` and no hook it
    // had no message.
    let shown = Memo::new(move |_| screen.get());
    // After the first screen is drawn, at idle: what a first game needs
    // when it is the menu, else what it needs first.
    let menu_first = !linked && !resuming && reloaded.is_none_or(|s| s == Screen::NewGame);
    crate::parts::warm_up(move || computer.ensure_started(), menu_first);
    view! {
        <TopBar projector=projector />
        <NoticeBar />
        {move || match shown.get() {
            Screen::NewGame => view! { <NewGame /> }.into_any(),
            screen => on_demand(lang.get_untracked(), screen_part(screen)),
        }}
    }
}

/// The code of a screen other than the first, fetched when first opened.
fn screen_part(screen: Screen) -> Part {
    match screen {
        Screen::NewGame => Box::pin(async { view! { <NewGame /> }.into_any() }),
        Screen::Game => Box::pin(game_view()),
        Screen::Saved => Box::pin(saved_view()),
        Screen::Replay => Box::pin(replay_view()),
        Screen::HowTo => Box::pin(how_to_view()),
        Screen::Puzzles => Box::pin(puzzles_view()),
        Screen::Class => Box::pin(class_view()),
        Screen::Judge => Box::pin(judge_view()),
        Screen::Table => Box::pin(table_view()),
        Screen::Progress => Box::pin(progress_view()),
        Screen::Worksheet => Box::pin(worksheet_view()),
        Screen::Desk => Box::pin(desk_view()),
    }
}

#[leptos::wasm_split::wasm_split(game, wasm_split_path = ::leptos::wasm_split)]
fn game_view() -> AnyView {
    view! { <GameScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn saved_view() -> AnyView {
    view! { <SavedGames /> }.into_any()
}
#[leptos::wasm_split::wasm_split(replay, wasm_split_path = ::leptos::wasm_split)]
fn replay_view() -> AnyView {
    view! { <ReplayScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(how_to, wasm_split_path = ::leptos::wasm_split)]
fn how_to_view() -> AnyView {
    view! { <HowTo /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn puzzles_view() -> AnyView {
    view! { <PuzzlesScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn class_view() -> AnyView {
    view! { <ClassScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn judge_view() -> AnyView {
    view! { <JudgeScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn table_view() -> AnyView {
    view! { <TableScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn desk_view() -> AnyView {
    view! { <DeskScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn progress_view() -> AnyView {
    view! { <ProgressScreen /> }.into_any()
}
#[leptos::wasm_split::wasm_split(study, wasm_split_path = ::leptos::wasm_split)]
fn worksheet_view() -> AnyView {
    view! { <WorksheetScreen /> }.into_any()
}

#[leptos::wasm_split::wasm_split(room, wasm_split_path = ::leptos::wasm_split)]
fn wall_view() -> AnyView {
    view! { <Wall /> }.into_any()
}
