//! The screens as browser history entries (decided by [`crate::model::nav`]):
//! Back walks back through the screens, a reload shows the same one, and a
//! shared link pasted into a tab already showing Krada opens at once.

use crate::browser;
use crate::computer::Computer;
use crate::model::nav::{self, Entry, Held, Nav, Screen};
use crate::state::AppState;
use krada_features::link;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// The history's side of the app, shared through context.
#[derive(Clone, Copy)]
pub struct History(StoredValue<Nav>, Computer);

pub fn use_history() -> History {
    expect_context::<History>()
}

impl History {
    /// The computer player (a shared puzzle is made by it): taken when the
    /// history is set up, since a link pasted later arrives outside any
    /// component.
    pub fn computer(self) -> Computer {
        self.1
    }

    /// A link's fragment is about to be opened in the current entry.
    pub fn opening_link(self) {
        self.0.update_value(Nav::opening_link);
    }

    /// The link opened on `screen` (set just after): the entry keeps its
    /// address while that screen shows it.
    pub fn opened_link(self, screen: Screen, fragment: String) {
        self.0.update_value(|n| n.opened_link(screen, fragment));
    }

    /// The link could not be opened: its entry names the screen still shown.
    pub fn link_failed(self, app: AppState) {
        if self.0.try_update_value(Nav::link_failed).unwrap_or(false) {
            write(Entry::Replace, app.screen.get_untracked(), None);
        }
    }
}

/// The screen the current entry names, when the page is reloaded (not for
/// an address carrying a shared link: the link decides).
pub fn reloaded_screen() -> Option<Screen> {
    if link_fragment().is_some() {
        return None;
    }
    entry_screen()
}

/// What a screen named by history shows now (a review is gone after a
/// reload; a game is kept as the current one).
pub fn restorable(screen: Screen, app: AppState) -> Screen {
    let held = Held {
        game: crate::state::stored::current_game().is_some()
            || app.session.with_untracked(Option::is_some),
        replay: app.replay.with_untracked(Option::is_some),
    };
    nav::shown_for(screen, held)
}

/// Starts keeping the history: the entries a visit starts with, one more
/// for each screen the app moves to, and the person's steps back and forth.
/// `reloaded` is the screen a reload restored; `open_link` opens a link
/// pasted into the address (the page's, handed in: the history is below
/// the page and never calls back up into it).
pub fn follow(app: AppState, reloaded: Option<Screen>, resuming: bool, open_link: OpenLink) {
    let nav = StoredValue::new(Nav::default());
    let history = History(nav, crate::computer::use_computer());
    provide_context(history);
    let now = app.screen.get_untracked();
    match reloaded {
        Some(screen) => {
            // A saved game that failed to open shows its report on the
            // saved games instead.
            let shown = if now == Screen::NewGame { screen } else { now };
            // A game is shown once it is loaded (perhaps after its words).
            if shown != Screen::Game {
                app.screen.set(shown);
            }
            nav.update_value(|n| n.stepped_to(shown));
            write(Entry::Replace, shown, None);
        }
        None if link_fragment().is_some() => {
            nav.update_value(|n| {
                n.stepped_to(now);
                n.opening_link();
            });
        }
        None => {
            // A saved game opens once its part is here: the visit starts on it.
            let now = if resuming { Screen::Game } else { now };
            for (i, screen) in nav::first_entries(now).into_iter().enumerate() {
                write(
                    if i == 0 { Entry::Replace } else { Entry::Push },
                    screen,
                    None,
                );
            }
            nav.update_value(|n| n.stepped_to(now));
        }
    }
    record_moves(app, nav);
    follow_steps(app, history, open_link);
}

/// Opens a link's fragment in the current history entry.
pub type OpenLink = fn(AppState, History, String);

/// One entry for each screen the app moves to.
fn record_moves(app: AppState, nav: StoredValue<Nav>) {
    Effect::new(move |first: Option<()>| {
        let screen = app.screen.get();
        // The screen at start is written already (a game still loading
        // after a reload is not the menu it shows meanwhile).
        if first.is_none() {
            return;
        }
        if let Some((entry, fragment)) = nav.try_update_value(|n| n.moved_to(screen)) {
            write(entry, screen, fragment);
        }
    });
}

/// Back and forward through the entries, and links pasted into the address.
fn follow_steps(app: AppState, history: History, open_link: OpenLink) {
    let popstate = window_event_listener(leptos::ev::popstate, move |ev| {
        // An entry of ours; a fragment typed or pasted (no state) is the
        // `hashchange` below's.
        let Some(screen) = ev.state().as_string().and_then(|k| Screen::from_key(&k)) else {
            return;
        };
        if let Some(fragment) = link_fragment() {
            // A shared view's entry: the link is opened again.
            history.0.update_value(|n| n.stepped_to(screen));
            history.opening_link();
            open_link(app, history, fragment);
            return;
        }
        let shown = restorable(screen, app);
        history.0.update_value(|n| n.stepped_to(shown));
        if shown != screen {
            write(Entry::Replace, shown, None);
        }
        app.screen.set(shown);
    });
    on_cleanup(move || popstate.remove());
    let hashchange = window_event_listener(leptos::ev::hashchange, move |_| {
        if entry_screen().is_some() {
            return;
        }
        if let Some(fragment) = link_fragment() {
            history.opening_link();
            open_link(app, history, fragment);
        }
    });
    on_cleanup(move || hashchange.remove());
}

/// The address's fragment when it is a shared link.
pub fn link_fragment() -> Option<String> {
    browser::fragment().filter(|f| link::is_link(f))
}

/// The screen the current history entry names.
fn entry_screen() -> Option<Screen> {
    let state = web_sys::window()?.history().ok()?.state().ok()?;
    Screen::from_key(&state.as_string()?)
}

/// Writes an entry naming `screen`, its address this page's with `fragment`.
fn write(entry: Entry, screen: Screen, fragment: Option<String>) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let url = browser::address_with(fragment.as_deref().unwrap_or_default());
    let state = JsValue::from_str(screen.key());
    let _ = match entry {
        Entry::Keep => Ok(()),
        Entry::Push => history.push_state_with_url(&state, "", Some(&url)),
        Entry::Replace => history.replace_state_with_url(&state, "", Some(&url)),
    };
}
