//! Build script: re-embed the SQL migrations whenever the folder changes.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
