//! The user's language, from the shell's locale as other commands read it.

use krada_text::Lang;

/// Thai when `LC_ALL`, else `LC_MESSAGES`, else `LANG` names Thai; English
/// otherwise (an unset or `C` locale included).
pub fn user_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .map_or(Lang::En, |locale| Lang::from_locale(&locale))
}
