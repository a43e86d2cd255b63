//! Downloads over https (http only from this machine), with curl: what an archive URL
//! and a skills index are fetched by.

use std::path::Path;
use std::process::{Command, Stdio};

/// Downloads `url` to `file` with curl: https only (http only from this machine, as
/// the parser allows), redirects followed within those, at most the archive limit,
/// five minutes at most, and no credentials prompted for.
pub(super) fn download(url: &str, file: &Path, progress: bool) -> Result<(), String> {
    let protocols = if url.starts_with("http://") { "=http" } else { "=https" };
    let mut command = Command::new("curl");
    command.args(["--fail", "--show-error", "--location", "--max-redirs", "5"]);
    command.arg(if progress { "--progress-bar" } else { "--silent" });
    command
        .args(["--proto", protocols, "--proto-redir", protocols])
        .args(["--max-filesize", "67108864", "--max-time", "300", "--output"])
        .arg(file)
        .arg("--")
        .arg(url)
        .stdin(Stdio::null());
    super::workdir::dies_with_this_process(&mut command);
    if progress {
        command.stderr(Stdio::inherit());
    }
    let output = command
        .output()
        .map_err(|e| format!("cannot run curl ({e}); is it installed?"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let why = if progress {
            "see above".into()
        } else {
            crate::api::text::terminal_safe(stderr.trim())
        };
        return Err(format!("downloading {url} failed: {why}"));
    }
    Ok(())
}
