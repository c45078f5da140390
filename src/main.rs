//! Mounts the app; everything else lives in the library modules.

mod app;
mod browser;
mod components;
mod computer;
mod crash;
mod history;
mod lang;
mod model;
mod parts;
mod state;
mod words;

fn main() {
    crash::report_panics();
    // The page is drawn in a task of its own, after the one that
    // instantiates the wasm: together they held the main thread for one
    // long stretch (Lighthouse's blocking time, issue 40). (Leptos' own
    // executor is set up by the mount, so this task is wasm-bindgen's.)
    browser::in_next_task(|| wasm_bindgen_futures::spawn_local(mount()));
}

/// Draws the page once the words it speaks are here (and the code that
/// reopens the game a returning player left).
async fn mount() {
    // The same page is the projector's wall when opened as `…#wall`; it
    // speaks the language of what it is shown, so it has both.
    let lang = lang::stored_or_browser_lang();
    if history::link_fragment().is_some() {
        parts::prefetch_for_link();
    }
    lang::load(lang).await;
    let wall = browser::fragment().as_deref() == Some(model::wall::WALL_FRAGMENT);
    if wall {
        lang::load(lang.other()).await;
        leptos::mount::mount_to_body(app::WallWindow);
    } else {
        app::fetch_resume().await;
        leptos::mount::mount_to_body(move || leptos::prelude::view! { <app::App lang /> });
    }
    // index.html shows the name and a loading line until the app is here.
    if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
        loading.remove();
    }
    crash::panic_if_asked();
    // The app's warm-up registers the service worker after the first
    // game's code (`parts::warm_up`); the wall plays no game.
    if wall {
        browser::in_next_task(browser::register_service_worker);
    }
}
