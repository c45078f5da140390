//! The computer player's Web Worker: it thinks while the page and the clock
//! stay responsive. It answers one request at a time and announces itself
//! once loaded, since messages sent before that would be lost.

#[cfg(target_arch = "wasm32")]
fn main() {
    use krada::worker_protocol::{Request, handle};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let reply = match serde_json::from_str::<Request>(&text) {
                Ok(request) => {
                    let scope: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
                    let performance = scope.performance();
                    let now = move || {
                        performance
                            .as_ref()
                            .map_or_else(js_sys::Date::now, |p| p.now())
                    };
                    let deadline = now() + request.budget_ms as f64;
                    handle(request, &mut || now() > deadline, &now)
                }
                Err(e) => krada::worker_protocol::Reply::failed(0, &e.to_string()),
            };
            let json = serde_json::to_string(&reply).expect("replies serialise");
            let _ = reply_scope.post_message(&json.into());
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&"ready".into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser; see `cargo xtask serve`");
}
