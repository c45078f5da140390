//! The camera for reading a QR code: the back camera's stream on a video
//! element, a frame's grey levels, and the browser's own `BarcodeDetector`
//! where it has one (it is not in web-sys' stable API, so it is called
//! through `js_sys`).

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlCanvasElement, HtmlVideoElement, MediaStream, MediaStreamConstraints};

/// Starts the back camera (any camera where there is no back one) on
/// `video`; `None` when there is none or the person said no.
pub async fn open(video: &HtmlVideoElement) -> Option<MediaStream> {
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let constraints = MediaStreamConstraints::new();
    let wanted = Object::new();
    let facing = Object::new();
    Reflect::set(&facing, &"ideal".into(), &"environment".into()).ok()?;
    Reflect::set(&wanted, &"facingMode".into(), &facing).ok()?;
    constraints.set_video(&wanted);
    let promise = devices.get_user_media_with_constraints(&constraints).ok()?;
    let stream: MediaStream = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    video.set_src_object(Some(&stream));
    // Muted and inline, so a phone plays it without a tap.
    video.set_muted(true);
    let _ = video.set_attribute("playsinline", "");
    if let Ok(playing) = video.play() {
        let _ = JsFuture::from(playing).await;
    }
    Some(stream)
}

/// Stops every track of `stream` (the camera's light goes out).
pub fn stop(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.stop();
        }
    }
}

/// The video's current frame as grey levels, drawn through `canvas`.
pub fn frame_grey(
    video: &HtmlVideoElement,
    canvas: &HtmlCanvasElement,
) -> Option<(Vec<u8>, usize, usize)> {
    let (width, height) = (video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_video_element(video, 0.0, 0.0)
        .ok()?;
    let pixels = context
        .get_image_data(0.0, 0.0, f64::from(width), f64::from(height))
        .ok()?
        .data();
    let grey = crate::model::scan::grey_of_rgba(&pixels);
    Some((grey, width as usize, height as usize))
}

/// The browser's QR reader, where it has one.
pub fn barcode_detector() -> Option<JsValue> {
    let window = web_sys::window()?;
    let class: Function = Reflect::get(&window, &"BarcodeDetector".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let options = Object::new();
    Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into())).ok()?;
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

/// What `detector` reads in the video's frame: the first code's text.
pub async fn detect(detector: &JsValue, video: &HtmlVideoElement) -> Option<String> {
    let detect: Function = Reflect::get(detector, &"detect".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: js_sys::Promise = detect.call1(detector, video).ok()?.dyn_into().ok()?;
    let found: Array = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    let first = found.get(0);
    Reflect::get(&first, &"rawValue".into()).ok()?.as_string()
}
