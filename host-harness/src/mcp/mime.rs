//! MIME types by file extension, for `resources/read` and directory listings.

/// What a directory is listed as (SEP-2640).
pub const DIRECTORY: &str = "inode/directory";

/// The MIME type of a skill file named `path` whose bytes are, or are not, UTF-8.
/// `SKILL.md` and other Markdown are `text/markdown`; an unknown extension is
/// `text/plain` for UTF-8 bytes and `application/octet-stream` otherwise.
pub fn of(path: &str, utf8: bool) -> &'static str {
    match by_extension(path) {
        Some(mime) => mime,
        None if utf8 => "text/plain",
        None => "application/octet-stream",
    }
}

/// The MIME type of a known extension, `None` for any other.
pub fn by_extension(path: &str) -> Option<&'static str> {
    let name = path.rsplit('/').next().unwrap_or(path);
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    let mime = match extension.as_deref() {
        Some("md" | "markdown") => "text/markdown",
        Some("txt") => "text/plain",
        Some("html" | "htm") => "text/html",
        Some("css") => "text/css",
        Some("csv") => "text/csv",
        Some("xml") => "application/xml",
        Some("json") => "application/json",
        Some("yaml" | "yml") => "application/yaml",
        Some("toml") => "application/toml",
        Some("js" | "mjs" | "cjs") => "text/javascript",
        Some("ts") => "text/x-typescript",
        Some("py") => "text/x-python",
        Some("rs") => "text/x-rust",
        Some("sh" | "bash") => "application/x-sh",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("svg") => "image/svg+xml",
        Some("webp") => "image/webp",
        Some("pdf") => "application/pdf",
        Some("zip") => "application/zip",
        _ => return None,
    };
    Some(mime)
}
