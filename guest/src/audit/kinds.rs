//! What a file is, from its first bytes (and its name where the bytes cannot tell):
//! text to scan, or something that cannot be read as text (a native executable,
//! bytecode, an archive, an Office document, or a known media format).

/// What a file's bytes say it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// Text: Markdown (and plain text).
    Markdown,
    /// Text: a script a shell or an interpreter runs.
    Script,
    /// Text of any other kind (JSON, YAML, CSV, HTML, source code).
    OtherText,
    /// ELF, Mach-O, PE or WebAssembly.
    Executable(&'static str),
    /// Python, Java or Lua bytecode.
    Bytecode(&'static str),
    /// zip, gzip, bzip2, xz, zstd, 7z, rar, tar.
    Archive(&'static str),
    /// An Office document: OOXML (a zip) or the older OLE2 format; `true` when it
    /// holds a VBA project.
    Office { macros: bool },
    /// An image, font, audio or video, or a PDF: read by no agent as instructions.
    Media,
    /// Binary of no kind named here.
    UnknownBinary,
}

impl FileKind {
    pub fn is_text(self) -> bool {
        matches!(self, FileKind::Markdown | FileKind::Script | FileKind::OtherText)
    }
}

const SCRIPT_EXTENSIONS: [&str; 17] = [
    "sh", "bash", "zsh", "fish", "ksh", "py", "js", "mjs", "cjs", "ts", "rb", "pl", "ps1", "psm1", "bat", "cmd", "php",
];
/// Prose the model reads: Markdown, and the agents' rule files (`.mdc` Cursor rules).
const MARKDOWN_EXTENSIONS: [&str; 6] = ["md", "markdown", "mdx", "txt", "rst", "mdc"];
/// Rule files agents read from a project's root, named without an extension.
const RULE_FILE_NAMES: [&str; 5] = [
    ".cursorrules",
    ".windsurfrules",
    ".clinerules",
    ".roorules",
    ".goosehints",
];

fn extension(path: &str) -> String {
    let name = path.rsplit('/').next().unwrap_or(path);
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => ext.to_ascii_lowercase(),
        _ => String::new(),
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// The kind of the file at `path` whose first bytes are `head` (the whole file, up to
/// the audit's scan cap).
pub fn classify(path: &str, head: &[u8]) -> FileKind {
    let starts = |magic: &[u8]| head.starts_with(magic);
    if starts(b"\x7fELF") {
        return FileKind::Executable("ELF");
    }
    if starts(&[0xfe, 0xed, 0xfa, 0xce])
        || starts(&[0xfe, 0xed, 0xfa, 0xcf])
        || starts(&[0xce, 0xfa, 0xed, 0xfe])
        || starts(&[0xcf, 0xfa, 0xed, 0xfe])
    {
        return FileKind::Executable("Mach-O");
    }
    if starts(&[0xca, 0xfe, 0xba, 0xbe]) {
        // A Mach-O universal binary and a Java class share the magic; a class file's
        // next bytes are a small minor version and a major version of 45 or more.
        let major = head.get(6..8).map(|b| u16::from_be_bytes([b[0], b[1]])).unwrap_or(0);
        return if major >= 45 || extension(path) == "class" {
            FileKind::Bytecode("Java class")
        } else {
            FileKind::Executable("Mach-O universal")
        };
    }
    if starts(b"MZ") && head.len() >= 64 {
        return FileKind::Executable("PE (Windows)");
    }
    if starts(b"\0asm") {
        return FileKind::Executable("WebAssembly");
    }
    if head.len() >= 4 && head[2] == b'\r' && head[3] == b'\n' && matches!(extension(path).as_str(), "pyc" | "pyo") {
        return FileKind::Bytecode("Python");
    }
    if starts(b"\x1bLua") {
        return FileKind::Bytecode("Lua");
    }
    if starts(&[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) {
        return FileKind::Office {
            macros: contains(head, b"_VBA_PROJECT") || contains(head, b"V\0B\0A\0"),
        };
    }
    if starts(b"PK\x03\x04") || starts(b"PK\x05\x06") {
        // OOXML names its parts in the zip's headers, stored uncompressed.
        if contains(head, b"[Content_Types].xml") {
            return FileKind::Office {
                macros: contains(head, b"vbaProject.bin"),
            };
        }
        return FileKind::Archive("zip");
    }
    for (magic, name) in [
        (&[0x1f, 0x8b][..], "gzip"),
        (b"BZh", "bzip2"),
        (&[0xfd, b'7', b'z', b'X', b'Z', 0x00], "xz"),
        (&[0x28, 0xb5, 0x2f, 0xfd], "zstd"),
        (&[b'7', b'z', 0xbc, 0xaf, 0x27, 0x1c], "7z"),
        (b"Rar!\x1a\x07", "rar"),
    ] {
        if starts(magic) {
            return FileKind::Archive(name);
        }
    }
    if head.get(257..262) == Some(b"ustar") {
        return FileKind::Archive("tar");
    }
    let media: [&[u8]; 12] = [
        b"\x89PNG",
        &[0xff, 0xd8, 0xff],
        b"GIF8",
        b"%PDF",
        b"RIFF",
        b"wOFF",
        b"wOF2",
        b"OTTO",
        &[0x00, 0x01, 0x00, 0x00, 0x00],
        b"ID3",
        b"OggS",
        b"fLaC",
    ];
    if media.iter().any(|m| starts(m)) || head.get(4..8) == Some(b"ftyp") || starts(b"<svg") {
        return FileKind::Media;
    }
    let ext = extension(path);
    if matches!(
        ext.as_str(),
        "exe" | "dll" | "so" | "dylib" | "scr" | "msi" | "com" | "sys" | "bin" | "elf"
    ) && head.contains(&0)
    {
        return FileKind::Executable("by its name");
    }
    // Text: no NUL in what was read (UTF-16 text has them; it is reported as binary).
    if head.contains(&0) {
        return FileKind::UnknownBinary;
    }
    if SCRIPT_EXTENSIONS.contains(&ext.as_str()) || head.starts_with(b"#!") {
        FileKind::Script
    } else if MARKDOWN_EXTENSIONS.contains(&ext.as_str())
        || RULE_FILE_NAMES.contains(&path.rsplit('/').next().unwrap_or(path).to_ascii_lowercase().as_str())
    {
        FileKind::Markdown
    } else {
        FileKind::OtherText
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_bytes_decide_before_names() {
        assert_eq!(classify("run", b"\x7fELF\x02\x01"), FileKind::Executable("ELF"));
        assert_eq!(classify("README.md", b"\x7fELF\x02\x01"), FileKind::Executable("ELF"));
        assert_eq!(classify("x.pyc", b"\x6f\x0d\r\n\0\0\0\0"), FileKind::Bytecode("Python"));
        assert_eq!(
            classify("A.class", &[0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61]),
            FileKind::Bytecode("Java class")
        );
        assert_eq!(classify("a.zip", b"PK\x03\x04rest"), FileKind::Archive("zip"));
        assert_eq!(
            classify("a.docm", b"PK\x03\x04..[Content_Types].xml..word/vbaProject.bin"),
            FileKind::Office { macros: true }
        );
        assert_eq!(
            classify("a.docx", b"PK\x03\x04..[Content_Types].xml..word/document.xml"),
            FileKind::Office { macros: false }
        );
        assert_eq!(classify("logo.png", b"\x89PNG\r\n"), FileKind::Media);
        assert_eq!(classify("install.sh", b"echo hi"), FileKind::Script);
        assert_eq!(classify("tool", b"#!/usr/bin/env python3\n"), FileKind::Script);
        assert_eq!(classify("notes.md", b"# Notes"), FileKind::Markdown);
        assert_eq!(classify("data.json", b"{}"), FileKind::OtherText);
        assert_eq!(classify("blob", b"a\0b"), FileKind::UnknownBinary);
    }
}
