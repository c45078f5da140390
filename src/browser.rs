//! The few browser services the app uses, behind small functions.

pub mod alerts;
pub mod camera;

use crate::model::storage::{Store, StoreError};

/// The monotonic clock, in milliseconds.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Wall-clock time, for "saved at" and ordering saves.
pub fn wall_ms() -> f64 {
    js_sys::Date::now()
}

/// Runs `f` in a task of its own, right after the current one: a message
/// the page sends itself, which (unlike a timer) neither a background
/// tab's throttling nor a test's fake clock holds back. Without a channel
/// it runs at once.
pub fn in_next_task(f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return f();
    };
    let receiver = channel.port1();
    let sender = channel.port2();
    // The handler holds the channel, so nothing collects it meanwhile.
    let handler = wasm_bindgen::closure::Closure::once_into_js(move |_: web_sys::MessageEvent| {
        channel.port1().set_onmessage(None);
        f();
    });
    receiver.set_onmessage(Some(handler.unchecked_ref()));
    if sender.post_message(&wasm_bindgen::JsValue::NULL).is_err() {
        receiver.set_onmessage(None);
    }
}

/// A random 64-bit number from the platform's generator.
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    // The platform generator failing leaves a fixed seed: games still work.
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// The page address's `#…` part, with the `#`; `None` without one.
pub fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    (!hash.is_empty()).then_some(hash)
}

/// This page's address with another fragment (`#…`).
pub fn address_with(fragment: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{fragment}")
}

/// Puts text on the clipboard; a browser that refuses leaves the link in
/// its field, selected when focused.
pub fn copy_text(text: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Opens (or brings back) the wall window: this page with `#wall`. `false`
/// when the browser refused (a pop-up blocker).
pub fn open_wall(fragment: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let href = window.location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    matches!(
        window.open_with_url_and_target(&format!("{base}{fragment}"), "krada-wall"),
        Ok(Some(_))
    )
}

pub fn tab_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Hidden)
}

/// The browser's localStorage as a [`Store`]: `state::stored` reads and
/// writes it for the page (keys starting `krada.`, so other apps on the
/// same origin are left alone).
pub struct WebStore;

fn local_storage() -> Result<web_sys::Storage, StoreError> {
    web_sys::window()
        .ok_or(StoreError::Unavailable)?
        .local_storage()
        .map_err(|_| StoreError::Unavailable)?
        .ok_or(StoreError::Unavailable)
}

impl Store for WebStore {
    fn get(&self, key: &str) -> Option<String> {
        local_storage().ok()?.get_item(key).ok()?
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        local_storage()?
            .set_item(key, value)
            .map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) {
        if let Ok(storage) = local_storage() {
            let _ = storage.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Ok(storage) = local_storage() else {
            return vec![];
        };
        let len = storage.length().unwrap_or(0);
        (0..len)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }
}

/// Offers text as a file download.
pub fn download(name: &str, text: &str, mime: &str) {
    use wasm_bindgen::JsCast;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let anchor = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        // An `a` element is an anchor: no need to ask the browser.
        .map(JsCast::unchecked_into::<web_sys::HtmlAnchorElement>);
    if let Some(anchor) = anchor {
        anchor.set_href(&url);
        anchor.set_download(name);
        anchor.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Whether a click is one of its own, not the second (or third) click of a
/// double click or double tap: buttons that act on the game act once per
/// burst. A click from the keyboard counts 0 and acts.
pub fn single_click(ev: &web_sys::MouseEvent) -> bool {
    ev.detail() <= 1
}

/// Runs `f` when the browser is idle (the page drawn, no input waiting),
/// or after a second where it cannot say (Safari).
pub fn when_idle(f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = wasm_bindgen::closure::Closure::once_into_js(f);
    if window
        .request_idle_callback(callback.unchecked_ref())
        .is_err()
    {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 1000);
    }
}

/// Installs the service worker that keeps the game playable offline. A
/// browser without service workers (or a local file) just plays online.
pub fn register_service_worker() {
    if let Some(window) = web_sys::window() {
        let container = window.navigator().service_worker();
        let _ = container.register("./sw.js");
    }
}

/// The file chosen in a file input, with its name; the input is cleared
/// so the same file can be chosen again.
fn chosen_file(ev: &leptos::ev::Event) -> Option<web_sys::File> {
    use wasm_bindgen::JsCast;
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|f| f.get(0))?;
    input.set_value("");
    Some(file)
}

/// Reads the file chosen in a file input with `read` (its text, or its
/// bytes), then calls `done` with its name and what `convert` makes of the
/// result (`None` when it cannot be read).
fn read_chosen<T: 'static>(
    ev: &leptos::ev::Event,
    read: fn(&web_sys::File) -> js_sys::Promise,
    convert: fn(wasm_bindgen::JsValue) -> Option<T>,
    done: impl FnOnce(String, Option<T>) + 'static,
) {
    let Some(file) = chosen_file(ev) else {
        return;
    };
    let name = file.name();
    let promise = read(&file);
    leptos::task::spawn_local(async move {
        let result = wasm_bindgen_futures::JsFuture::from(promise).await.ok();
        done(name, result.and_then(convert));
    });
}

/// Reads the file chosen in a file input as UTF-8 text.
pub fn read_chosen_file(
    ev: &leptos::ev::Event,
    done: impl FnOnce(String, Option<String>) + 'static,
) {
    read_chosen(ev, |f| f.text(), |v| v.as_string(), done);
}

/// Reads the file chosen in a file input as bytes, for formats that say
/// their own encoding.
pub fn read_chosen_bytes(
    ev: &leptos::ev::Event,
    done: impl FnOnce(String, Option<Vec<u8>>) + 'static,
) {
    read_chosen(
        ev,
        |f| f.array_buffer(),
        |buffer| Some(js_sys::Uint8Array::new(&buffer).to_vec()),
        done,
    );
}

/// Asks the browser's yes-or-no question; `false` where it cannot ask.
pub fn confirm(message: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(message).ok())
        .unwrap_or(false)
}

/// Opens the browser's print dialogue for the page as shown.
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}

/// Today's date as `locale` writes it in full (Thai: the Buddhist year).
pub fn today_text(locale: &str) -> String {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"long".into());
    js_sys::Date::new_0()
        .to_locale_date_string(locale, &options)
        .into()
}
