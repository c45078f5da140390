//! The browser's local storage, the one place Krada keeps things between visits.

/// Keys are namespaced so other apps on the same origin are left alone.
pub const LANG_KEY: &str = "krada.lang";

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn read(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok()?
}

/// Whether the value was stored; storage may be full or switched off.
pub fn write(key: &str, value: &str) -> bool {
    local_storage().is_some_and(|s| s.set_item(key, value).is_ok())
}
