//! The page's wasm, split in two: what the first screen needs, and chunks
//! fetched when a screen marked `#[lazy]` is first opened.
//!
//! Trunk 0.21 cannot split a wasm (0.22 can, but needs a newer rustc), so
//! Trunk builds the worker, the stylesheet and the copied files, and its
//! post-build hook runs `cargo xtask page`, which builds the page here:
//! cargo (keeping the linker's relocations, which the splitter reads),
//! wasm-split, wasm-bindgen, wasm-opt on every part; then it names each
//! file after the build's contents and writes the script that starts the
//! page into index.html.

use crate::bundles;
use crate::run::{self, root};
use std::collections::BTreeMap;
use std::fs;
use std::hash::{DefaultHasher, Hasher};
use std::path::{Path, PathBuf};

const BIN: &str = "krada-app";
const TARGET: &str = "wasm32-unknown-unknown";
/// What the split parts and the bindings call each other before the files
/// are named after the build.
const MAIN_JS: &str = "./krada-app.js";
const LINK_JS: &str = "./__wasm_split.js";
const WASM_OPT_FEATURES: [&str; 2] = ["--enable-bulk-memory", "--enable-nontrapping-float-to-int"];

/// Builds the page into Trunk's staging folder `staging`; `release` as
/// Trunk's own profile (`web` for the page, else `dev`).
pub fn build(staging: &Path, release: bool) -> Result<(), String> {
    let work = root().join("target/page");
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(work.join("bound")).map_err(|e| format!("{}: {e}", work.display()))?;
    let raw = compile(release)?;
    let chunks = split(&raw, &work)?;
    bind(&work)?;
    if release {
        for wasm in chunks.iter().chain([&work.join("bound/krada-app_bg.wasm")]) {
            optimise(wasm)?;
        }
    }
    publish(&work, &chunks, staging)
}

/// The page's wasm as the linker wrote it, relocations kept.
fn compile(release: bool) -> Result<PathBuf, String> {
    let profile = if release { "web" } else { "dev" };
    run::step(
        "cargo rustc (the page, relocations kept)",
        run::cargo(&[
            "rustc",
            "--bin",
            BIN,
            "--target",
            TARGET,
            "--profile",
            profile,
            "--",
            "-C",
            "link-arg=--emit-relocs",
        ]),
    )?;
    let folder = if release { "web" } else { "debug" };
    Ok(root()
        .join("target")
        .join(TARGET)
        .join(folder)
        .join(format!("{BIN}.wasm")))
}

/// Splits `raw` at its lazy functions: `work/main.wasm`, the chunks (whose
/// paths it returns) and the script that loads them, `work/__wasm_split.js`.
fn split(raw: &Path, work: &Path) -> Result<Vec<PathBuf>, String> {
    println!("\nxtask: ── wasm-split");
    let input = fs::read(raw).map_err(|e| format!("{}: {e}", raw.display()))?;
    let main = work.join("main.wasm");
    let split = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&input);
        options.output_dir = work;
        options.main_out_path = &main;
        options.main_module = MAIN_JS;
        options.link_name = LINK_JS;
        options
    })
    .map_err(|e| format!("wasm-split: {e:#}"))?;
    Ok(split.split_modules)
}

/// The bindings of the first part: `work/bound/krada-app.js` and `_bg.wasm`.
fn bind(work: &Path) -> Result<(), String> {
    let main = work.join("main.wasm");
    let out = work.join("bound");
    run::step(
        "wasm-bindgen (the page)",
        run::command(
            "wasm-bindgen",
            &[
                "--target",
                "web",
                "--no-typescript",
                // The chunks import the function table and the memory.
                "--keep-lld-exports",
                "--out-name",
                BIN,
                "--out-dir",
                &out.to_string_lossy(),
                &main.to_string_lossy(),
            ],
        ),
    )
}

fn optimise(wasm: &Path) -> Result<(), String> {
    let path = wasm.to_string_lossy();
    let mut args = vec!["-Oz", &*path, "-o", &*path];
    args.extend(WASM_OPT_FEATURES);
    let name = format!(
        "wasm-opt {}",
        wasm.file_name().unwrap_or_default().to_string_lossy()
    );
    run::step(&name, run::command("wasm-opt", &args))
}

/// Copies the parts into `staging` under names that change with their
/// contents (so no cache can pair an old part with a new one), and starts
/// the page from index.html.
fn publish(work: &Path, chunks: &[PathBuf], staging: &Path) -> Result<(), String> {
    let read = |p: &Path| fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
    let main_js = String::from_utf8(read(&work.join("bound/krada-app.js"))?)
        .map_err(|e| format!("bindings: {e}"))?;
    let main_wasm = read(&work.join("bound/krada-app_bg.wasm"))?;
    let mut link_js =
        String::from_utf8(read(&work.join(LINK_JS))?).map_err(|e| format!("split loader: {e}"))?;
    let mut hash = DefaultHasher::new();
    hash.write(main_js.as_bytes());
    hash.write(&main_wasm);
    hash.write(link_js.as_bytes());
    let mut chunk_bytes = Vec::new();
    for chunk in chunks {
        let bytes = read(chunk)?;
        hash.write(&bytes);
        chunk_bytes.push(bytes);
    }
    let id = format!("{:016x}", hash.finish());
    let stem = format!("{BIN}-{id}");
    let link_name = format!("{stem}-split.js");
    let planned = bundles::plan(&link_js);
    let mut bundled: BTreeMap<&str, Vec<u8>> = BTreeMap::new();
    for (chunk, bytes) in chunks.iter().zip(&chunk_bytes) {
        let old = chunk
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if let Some((_, group)) = planned.iter().find(|(c, _)| *c == old) {
            let bundle = bundled.entry(group).or_default();
            let from = bundles::fetch_from(
                &format!("bundle_{group}-{id}.wasm"),
                bundle.len(),
                bytes.len(),
            );
            link_js = replace_all(&link_js, &bundles::fetch_of(&old), &from)?;
            bundle.extend_from_slice(bytes);
            continue;
        }
        let new = format!("{old}-{id}.wasm");
        link_js = replace_all(
            &link_js,
            &format!("\"./{old}.wasm\""),
            &format!("\"./{new}\""),
        )?;
        write(&staging.join(&new), bytes)?;
    }
    for (group, bytes) in &bundled {
        write(&staging.join(format!("bundle_{group}-{id}.wasm")), bytes)?;
    }
    if !bundled.is_empty() {
        link_js = replace_all(
            &link_js,
            "function makeLoad(",
            &format!("{}function makeLoad(", bundles::HELPER),
        )?;
    }
    let link_js = replace_all(
        &link_js,
        &format!("from \"{MAIN_JS}\""),
        &format!("from \"./{stem}.js\""),
    )?;
    // Only the module paths: the import object's keys are the wasm's names.
    let main_js = replace_all(
        &main_js,
        &format!("from \"{LINK_JS}\""),
        &format!("from \"./{link_name}\""),
    )?;
    write(&staging.join(&link_name), link_js.as_bytes())?;
    write(&staging.join(format!("{stem}.js")), main_js.as_bytes())?;
    write(&staging.join(format!("{stem}_bg.wasm")), &main_wasm)?;
    start_in_index(staging, &stem)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// `text` with every `from` made `to`; an error if there is none (the
/// tools' output changed), so a broken link never ships.
fn replace_all(text: &str, from: &str, to: &str) -> Result<String, String> {
    match text.matches(from).count() {
        0 => Err(format!(
            "page: `{from}` not found where the split parts meet"
        )),
        _ => Ok(text.replace(from, to)),
    }
}

/// Preloads the first part and starts it, before `</head>` of the staged
/// index.html.
fn start_in_index(staging: &Path, stem: &str) -> Result<(), String> {
    let index = staging.join("index.html");
    let page = fs::read_to_string(&index).map_err(|e| format!("{}: {e}", index.display()))?;
    let start = format!(
        r#"<script type="module">
import init from './{stem}.js';
await init({{ module_or_path: './{stem}_bg.wasm' }});
</script>
<link rel="modulepreload" href="./{stem}.js"><link rel="preload" href="./{stem}_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">
"#
    );
    let page = replace_all(&page, "</head>", &format!("{start}</head>"))?;
    write(&index, page.as_bytes())
}
