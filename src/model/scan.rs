//! A QR code read from a camera frame: the frame's grey levels in, the
//! code's text out. Used where the browser has no `BarcodeDetector`
//! (Chromium on Linux and Windows, Firefox).

/// The text of the first QR code found in a `width`×`height` frame of grey
/// levels (one byte a pixel, row by row).
pub fn read_qr(grey: &[u8], width: usize, height: usize) -> Option<String> {
    if width == 0 || height == 0 || grey.len() < width * height {
        return None;
    }
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| grey[y * width + x]);
    image
        .detect_grids()
        .iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

/// An RGBA frame (a canvas's pixels) as grey levels.
pub fn grey_of_rgba(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .map(|p| {
            ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use qrcodegen::{QrCode, QrCodeEcc};

    /// `text` as a QR code drawn `scale` pixels a module on a grey frame
    /// of `side` pixels, at (`left`, `top`), as RGBA.
    fn frame(text: &str, scale: usize, side: usize, left: usize, top: usize) -> Vec<u8> {
        let code = QrCode::encode_text(text, QrCodeEcc::Low).unwrap();
        let mut rgba = vec![200u8; side * side * 4];
        let quiet = 4;
        let size = code.size() as usize;
        for y in 0..(size + 2 * quiet) * scale {
            for x in 0..(size + 2 * quiet) * scale {
                let (mx, my) = (
                    (x / scale) as i32 - quiet as i32,
                    (y / scale) as i32 - quiet as i32,
                );
                let dark = code.get_module(mx, my);
                let at = ((top + y) * side + left + x) * 4;
                let level = if dark { 20 } else { 245 };
                rgba[at..at + 3].fill(level);
            }
        }
        rgba
    }

    #[test]
    fn a_tables_result_code_reads_back_from_a_camera_frame() {
        let text = r#"["krada-result",1,"Cup",2,7,"สมชาย ใจดี","Ben",412,380]"#;
        let rgba = frame(text, 4, 400, 37, 51);
        let grey = grey_of_rgba(&rgba);
        assert_eq!(grey.len(), 400 * 400);
        assert_eq!(read_qr(&grey, 400, 400).as_deref(), Some(text));
        // A frame with no code, or one too short for its size, reads nothing.
        assert_eq!(read_qr(&vec![128; 400 * 400], 400, 400), None);
        assert_eq!(read_qr(&grey[..10], 400, 400), None);
    }
}
