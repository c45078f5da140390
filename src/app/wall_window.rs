//! The wall window's page, fetched only by the wall.

use super::*;
use leptos::prelude::*;

#[component]
pub fn WallWindow() -> impl IntoView {
    on_demand(crate::lang::stored_or_browser_lang(), Box::pin(wall_view()))
}
