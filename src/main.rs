//! Mounts the app; everything else lives in the library modules.

mod app;
mod browser;
mod components;
mod computer;
mod crash;
mod history;
mod lang;
mod model;
mod state;
mod words;

fn main() {
    crash::report_panics();
    browser::register_service_worker();
    // The same page is the projector's wall when opened as `…#wall`.
    if browser::fragment().as_deref() == Some(model::wall::WALL_FRAGMENT) {
        leptos::mount::mount_to_body(app::WallWindow);
    } else {
        leptos::mount::mount_to_body(app::App);
    }
    // index.html shows the name and a loading line until the app is here.
    if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
        loading.remove();
    }
    crash::panic_if_asked();
}
