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

/// The code as an SVG, its modules sized by the stylesheet from `--modules`
/// (each at least 4 CSS pixels where there is room: a camera reads it off a
/// laptop or a projector too).
fn qr_svg(path: String, side: i32, label: Signal<&'static str>) -> impl IntoView {
    view! {
        <svg
            viewBox=format!("0 0 {side} {side}")
            role="img"
            aria-label=label
            shape-rendering="crispEdges"
        >
            <rect width=side height=side fill="#fff" />
            <path d=path fill="#000" />
        </svg>
    }
}

#[component]
pub fn QrCode(
    text: String,
    /// Offer a button that shows the code as large as the screen allows.
    #[prop(optional)]
    enlarge: bool,
) -> impl IntoView {
    let lang = use_context::<RwSignal<krada_text::Lang>>();
    let ui = move || lang.map_or(krada_text::Lang::En, |l| l.get()).ui();
    let label = Signal::derive(move || if lang.is_some() { ui().qr_label } else { "QR" });
    let big = RwSignal::new(false);
    qr_path(&text).map(|(path, side)| {
        let big_path = path.clone();
        // The stylesheet sizes the code by its modules. Set through the DOM:
        // the site's security policy refuses inline `style` attributes.
        let figure = NodeRef::<leptos::html::Figure>::new();
        figure.on_load(move |el| {
            let _ = el.style().set_property("--modules", &side.to_string());
        });
        view! {
            <figure class="qr" data-testid="qr" node_ref=figure>
                {qr_svg(path, side, label)}
                {enlarge
                    .then(|| {
                        view! {
                            <button class="qr-enlarge" data-testid="qr-enlarge" on:click=move |_| big.set(true)>
                                {move || ui().qr_show_big}
                            </button>
                        }
                    })}
            </figure>
            <Show when=move || big.get()>
                <div class="overlay qr-overlay" on:click=move |_| big.set(false)>
                    <div class="dialog qr-big" data-testid="qr-big" role="dialog" aria-label=label>
                        {qr_svg(big_path.clone(), side, label)}
                        <button data-testid="qr-big-close" on:click=move |_| big.set(false)>
                            {move || ui().close}
                        </button>
                    </div>
                </div>
            </Show>
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
