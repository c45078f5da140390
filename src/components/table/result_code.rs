//! The finished game's result for the tournament desk: a QR code the
//! director's device reads, and the short code to type without a camera.
//! Shown when the sheet names its round and table (`Table::result_code`).

use crate::components::qr::QrCode;
use crate::state::table::TableCtx;
use crate::state::use_app;
use leptos::prelude::*;

#[component]
pub fn TableResultCode() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<TableCtx>();
    let code = move || ctx.with(|t| t.result_code()).flatten();
    view! {
        {move || code().map(|code| {
            let short = code.short();
            view! {
                <section class="table-result-code" data-testid="table-result-code">
                    <h3>{move || ui().table_result_code}</h3>
                    <QrCode text=code.qr_text() enlarge=true />
                    <p>
                        {move || ui().table_result_code_typed} " "
                        <strong class="short-code" data-testid="table-short-code">{short.clone()}</strong>
                    </p>
                </section>
            }
        })}
    }
}
