//! The lab stays out of the page: neither the page, its worker nor the
//! crates they build on name `krada-lab`, and the studies live here, not
//! in the computer player's crate.

fn manifest(relative: &str) -> String {
    let path = format!("{}/../../{relative}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn nothing_the_page_links_names_the_lab() {
    for crate_manifest in [
        "Cargo.toml",
        "crates/engine/Cargo.toml",
        "crates/ai/Cargo.toml",
        "crates/features/Cargo.toml",
        "crates/text/Cargo.toml",
    ] {
        let text = manifest(crate_manifest);
        // The workspace's own table may list it; a package's dependencies may not.
        let dependencies = text
            .split("\n[")
            .filter(|table| table.starts_with("dependencies]") || table.contains("dependencies]"))
            .filter(|table| !table.starts_with("workspace.dependencies]"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            !dependencies.contains("krada-lab"),
            "{crate_manifest} depends on the lab"
        );
    }
}

/// The studies' modules, which belong to the lab.
const STUDIES: [&str; 4] = [
    "leave_fit.rs",
    "choice_study.rs",
    "matches.rs",
    "chance_fit.rs",
];

#[test]
fn the_studies_are_not_in_the_players_crate() {
    let player_src = format!("{}/../ai/src", env!("CARGO_MANIFEST_DIR"));
    let modules: Vec<String> = std::fs::read_dir(&player_src)
        .expect("crates/ai/src lists")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    for study in STUDIES {
        assert!(
            !modules.iter().any(|m| m == study),
            "{study} is in crates/ai"
        );
    }
    let lab_src = format!("{}/src", env!("CARGO_MANIFEST_DIR"));
    for study in STUDIES {
        assert!(
            std::path::Path::new(&lab_src).join(study).exists(),
            "{study} is missing from the lab"
        );
    }
}
