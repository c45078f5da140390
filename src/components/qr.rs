//! A QR code of a link, drawn as one SVG path, so a phone's camera opens the
//! same position.

use leptos::prelude::*;
use qrcodegen::{QrCode as Code, QrCodeEcc};

/// The quiet zone the standard asks for around the code, in modules.
const QUIET: i32 = 4;

/// The SVG path of a code's dark modules, one unit square each, and the
/// side of the whole picture (quiet zone included); `None` when the text is
/// too long for any QR code.
pub fn qr_path(text: &str) -> Option<(String, i32)> {
    let code = Code::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET, y + QUIET));
            }
        }
    }
    Some((path, size + 2 * QUIET))
}

#[component]
pub fn QrCode(text: String) -> impl IntoView {
    let ui = use_context::<RwSignal<krada_text::Lang>>();
    qr_path(&text).map(|(path, side)| {
        view! {
            <figure class="qr" data-testid="qr">
                <svg
                    viewBox=format!("0 0 {side} {side}")
                    role="img"
                    aria-label=move || ui.map_or("QR", |l| l.get().ui().qr_label)
                    shape-rendering="crispEdges"
                >
                    <rect width=side height=side fill="#fff" />
                    <path d=path fill="#000" />
                </svg>
            </figure>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_code_with_its_quiet_zone() {
        let (path, side) = qr_path("https://example.org/krada/#p1.abc").unwrap();
        // Version 2 or 3 at this length: 25 or 29 modules, plus 8 of quiet zone.
        assert!(side == 33 || side == 37, "side {side}");
        assert!(path.starts_with('M'));
        // The finder pattern's corner is dark.
        assert!(path.contains(&format!("M{QUIET},{QUIET}h1")));
    }

    #[test]
    fn text_too_long_for_any_code_gives_none() {
        assert_eq!(qr_path(&"x".repeat(5000)), None);
    }
}
