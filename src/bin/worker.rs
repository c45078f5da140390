//! The computer player's Web Worker: it thinks while the page and the clock
//! stay responsive. It answers one request at a time and announces itself
//! once loaded, since messages sent before that would be lost.

#[cfg(target_arch = "wasm32")]
fn main() {
    use krada::worker_protocol::{Request, handle};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;

    use krada_engine::lexicon::Lexicon;
    use std::cell::RefCell;
    use std::sync::Arc;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    // A panic is never silent: its message to the console and to the page,
    // which tells the player (the worker aborts after it).
    let panic_scope = scope.clone();
    std::panic::set_hook(Box::new(move |info| {
        let message = format!("{}{info}", krada::worker_protocol::PANIC_PREFIX);
        web_sys::console::error_1(&message.clone().into());
        let _ = panic_scope.post_message(&message.into());
    }));
    // Crossword's word graph, sent once as bytes before the requests that need it.
    let words: RefCell<Option<Arc<Lexicon>>> = RefCell::new(None);
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            if let Some(bytes) = data.dyn_ref::<js_sys::Uint8Array>() {
                let lexicon = Lexicon::from_bytes(&bytes.to_vec()).ok().map(Arc::new);
                // Crossword's search from the board's letters walks the GADDAG:
                // built now, while the player makes the first move, not when
                // the computer is first asked to find one.
                if let Some(lexicon) = &lexicon {
                    krada_ai::gaddag::Gaddag::shared(lexicon);
                }
                *words.borrow_mut() = lexicon;
                return;
            }
            let Some(text) = data.as_string() else {
                return;
            };
            // The page's tests ask for a panic to see it reported.
            if text == krada::worker_protocol::PANIC_TEST {
                panic!("a test of the panic report ({text})");
            }
            let reply = match serde_json::from_str::<Request>(&text) {
                Ok(mut request) => {
                    if request.position.tiles.needs_words() {
                        request.position.lexicon = words.borrow().clone();
                    }
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
