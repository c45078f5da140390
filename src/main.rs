//! Mounts the app; everything else lives in the library modules.

mod app;
mod components;
mod lang;
mod storage;

fn main() {
    leptos::mount::mount_to_body(app::App);
}
