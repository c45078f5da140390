//! The camera's view while a table's QR code is read: four frames a
//! second are looked at (by the browser's own reader where it has one,
//! else `model::scan`), and the first code read is handed on.

use crate::browser::camera;
use crate::model::scan::read_qr;
use crate::state::use_app;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// How often a frame is looked at.
const EVERY_MS: u64 = 250;

#[component]
pub(super) fn DeskScanner(on_read: Callback<String>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let video = NodeRef::<leptos::html::Video>::new();
    let no_camera = RwSignal::new(false);
    let stream = StoredValue::new_local(None::<web_sys::MediaStream>);
    let busy = StoredValue::new(false);
    let last = StoredValue::new(String::new());
    video.on_load(move |el| {
        let el: web_sys::HtmlVideoElement = el.unchecked_into();
        spawn_local(async move {
            match camera::open(&el).await {
                Some(s) => stream.set_value(Some(s)),
                None => no_camera.set(true),
            }
        });
    });
    let canvas = StoredValue::new_local(
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok()),
    );
    let detector = StoredValue::new_local(camera::barcode_detector());
    let look = move || {
        let Some(el) = video.get_untracked() else {
            return;
        };
        if busy.get_value() {
            return;
        }
        let el: web_sys::HtmlVideoElement = el.unchecked_into();
        busy.set_value(true);
        spawn_local(async move {
            let read = match detector.get_value() {
                Some(d) => camera::detect(&d, &el).await,
                None => canvas
                    .get_value()
                    .and_then(|c| camera::frame_grey(&el, &c))
                    .and_then(|(grey, w, h)| read_qr(&grey, w, h)),
            };
            // A code held still is read once, not four times a second.
            if let Some(text) = read
                && text != last.get_value()
            {
                last.set_value(text.clone());
                on_read.run(text);
            }
            busy.set_value(false);
        });
    };
    let ticks = set_interval_with_handle(look, std::time::Duration::from_millis(EVERY_MS));
    on_cleanup(move || {
        if let Ok(ticks) = ticks {
            ticks.clear();
        }
        if let Some(Some(s)) = stream.try_get_value() {
            camera::stop(&s);
        }
    });
    view! {
        <div class="desk-scanner" data-testid="desk-scanner">
            <Show
                when=move || no_camera.get()
                fallback=move || view! { <p class="hint">{move || ui().desk_scan_hint}</p> }
            >
                <p class="notice-inline" role="status">{move || ui().desk_no_camera}</p>
            </Show>
            <video node_ref=video class="desk-camera" muted=true playsinline=true aria-hidden="true"></video>
        </div>
    }
}
