//! What a table tells its players besides the screen: a short tone, a
//! buzz, and keeping the screen awake. Each is reached by name on the
//! page's objects, so a browser without it simply does without.

use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let method: Function = get(target, name)?.dyn_into().ok()?;
    let args: js_sys::Array = args.iter().collect();
    method.apply(target, &args).ok()
}

fn navigator() -> Option<JsValue> {
    Some(web_sys::window()?.navigator().into())
}

/// A buzz of `ms` milliseconds on a device that can.
pub fn buzz(ms: u32) {
    if let Some(navigator) = navigator() {
        call(&navigator, "vibrate", &[JsValue::from(ms)]);
    }
}

thread_local! {
    static AUDIO: std::cell::RefCell<Option<JsValue>> = const { std::cell::RefCell::new(None) };
}

/// One audio context for the page: browsers limit how many may be open.
fn audio() -> Option<JsValue> {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            let window: JsValue = web_sys::window()?.into();
            let class: Function = get(&window, "AudioContext")?.dyn_into().ok()?;
            *audio = Reflect::construct(&class, &js_sys::Array::new()).ok();
        }
        audio.clone()
    })
}

/// A short tone at `hz` for `ms` milliseconds.
pub fn beep(hz: f64, ms: f64) -> Option<()> {
    let audio = audio()?;
    let oscillator = call(&audio, "createOscillator", &[])?;
    let gain = call(&audio, "createGain", &[])?;
    let now = get(&audio, "currentTime")?.as_f64()?;
    Reflect::set(&get(&oscillator, "frequency")?, &"value".into(), &hz.into()).ok()?;
    Reflect::set(&get(&gain, "gain")?, &"value".into(), &0.2.into()).ok()?;
    call(&oscillator, "connect", std::slice::from_ref(&gain))?;
    call(&gain, "connect", &[get(&audio, "destination")?])?;
    call(&oscillator, "start", &[now.into()])?;
    call(&oscillator, "stop", &[(now + ms / 1000.0).into()])?;
    Some(())
}

/// Keeps the screen on while held (Screen Wake Lock). The browser lets
/// go when the page is hidden: `hold` again when it shows.
#[derive(Default)]
pub struct WakeLock {
    state: std::rc::Rc<LockState>,
}

#[derive(Default)]
struct LockState {
    wanted: std::cell::Cell<bool>,
    sentinel: std::cell::RefCell<Option<JsValue>>,
}

impl WakeLock {
    pub fn hold(&self) {
        self.state.wanted.set(true);
        let Some(lock) = navigator().and_then(|n| get(&n, "wakeLock")) else {
            return;
        };
        let Some(Ok(promise)) =
            call(&lock, "request", &["screen".into()]).map(|p| p.dyn_into::<js_sys::Promise>())
        else {
            return;
        };
        let state = self.state.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // Refused (a hidden page, a low battery): the screen may sleep.
            let Ok(held) = wasm_bindgen_futures::JsFuture::from(promise).await else {
                return;
            };
            // Let go while the browser was answering: let go of this too.
            let keep = state.wanted.get().then(|| held.clone());
            let old = std::mem::replace(&mut *state.sentinel.borrow_mut(), keep);
            for lock in old.iter().chain((!state.wanted.get()).then_some(&held)) {
                call(lock, "release", &[]);
            }
        });
    }

    pub fn release(&self) {
        self.state.wanted.set(false);
        let held = self.state.sentinel.borrow_mut().take();
        if let Some(held) = held {
            call(&held, "release", &[]);
        }
    }
}
