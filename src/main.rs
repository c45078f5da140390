//! Mounts the app; everything else lives in the library modules.

mod app;
mod browser;
mod components;
mod computer;
mod lang;
mod model;
mod state;
mod words;

fn main() {
    browser::register_service_worker();
    leptos::mount::mount_to_body(app::App);
}
