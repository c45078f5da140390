//! A view whose code may still be on its way: the screens and panels a
//! first visit does not need are split out of the page's wasm (`#[lazy]`,
//! split by `cargo xtask` with wasm-split) and fetched when first shown.

use krada_text::Lang;
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

/// A view's code being fetched; one type for all, so the page holds one
/// copy of the code that waits for them.
pub type Part = Pin<Box<dyn Future<Output = AnyView>>>;

/// `part` once it is here, a loading line in `lang` until then.
pub fn on_demand(lang: Lang, part: Part) -> AnyView {
    let part = send_wrapper::SendWrapper::new(part);
    let loading = lang.ui().screen_loading;
    view! {
        <Suspense fallback=move || {
            view! { <p class="screen-loading" role="status">{loading}</p> }
        }>{Suspend::new(async move {
            let view = part.await;
            crate::parts::screen_arrived();
            view
        })}</Suspense>
    }
    .into_any()
}

/// `part` once it is here, nothing until then: for a second part of a
/// screen whose first already says it is loading.
pub fn quietly_on_demand(part: Part) -> AnyView {
    let part = send_wrapper::SendWrapper::new(part);
    view! {
        <Suspense fallback=|| ()>{Suspend::new(async move {
            let view = part.await;
            crate::parts::screen_arrived();
            view
        })}</Suspense>
    }
    .into_any()
}
