//! A panic is never silent: its message goes to the console, and the player
//! is told in their language, with a way to reload (the game is saved on
//! every change, so nothing is lost). The page's wasm aborts after a panic,
//! so the notice is written into the page directly, not through the app.

use krada_text::Lang;
use wasm_bindgen::JsCast;

/// The address that, opened in a test, makes the page panic once it is up,
/// so the report can be seen working.
const TEST_QUERY: &str = "krada-panic-test";

/// Reports every panic of the page from now on.
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Krada stopped: {info}").into());
        show_notice(crate::lang::stored_or_browser_lang());
    }));
}

/// Panics when the address asks for it (see [`TEST_QUERY`]).
pub fn panic_if_asked() {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    if search.contains(TEST_QUERY) {
        panic!("a test of the panic report ({TEST_QUERY})");
    }
}

/// The notice over the page, with a link that loads it again.
fn show_notice(lang: Lang) {
    let [stopped, reload_words] = lang.crash_words();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(notice), Ok(text), Ok(reload)) = (
        document.create_element("div"),
        document.create_element("span"),
        document.create_element("a"),
    ) else {
        return;
    };
    notice.set_class_name("notice crash");
    let _ = notice.set_attribute("role", "alert");
    let _ = notice.set_attribute("data-testid", "crash");
    text.set_text_content(Some(stopped));
    // Without the test's query and the link's fragment: a plain reload of
    // what the device was doing.
    let address = crate::browser::address_with("");
    let address = address.split('?').next().unwrap_or_default();
    let reload: web_sys::HtmlAnchorElement = reload.unchecked_into();
    reload.set_href(address);
    reload.set_class_name("button primary");
    let _ = reload.set_attribute("data-testid", "crash-reload");
    reload.set_text_content(Some(reload_words));
    let _ = notice.append_child(&text);
    let _ = notice.append_child(&reload);
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&notice);
    }
}
