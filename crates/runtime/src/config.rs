//! The runtime's settings: read from the environment (`PPW_MODE`, `PPW_BUFFER`, `PPW_DIR`) and
//! from `/proc/self/cmdline` once, on first use.

use std::path::PathBuf;
use std::sync::OnceLock;

/// Default trace buffer per thread (`PPW_BUFFER`).
const DEFAULT_BUFFER: usize = 8 << 20;

/// Settings read from the environment once.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) profile: bool,
    pub(crate) buffer_bytes: usize,
    pub(crate) dir: Option<PathBuf>,
    pub(crate) program: String,
    pub(crate) command: Vec<String>,
}

static CONFIG: OnceLock<Config> = OnceLock::new();

pub(crate) fn config() -> &'static Config {
    CONFIG.get_or_init(|| {
        let command: Vec<String> = std::fs::read("/proc/self/cmdline")
            .map(|b| {
                b.split(|c| *c == 0)
                    .filter(|s| !s.is_empty())
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect()
            })
            .unwrap_or_default();
        let program = command
            .first()
            .map(|p| p.rsplit('/').next().unwrap_or(p).to_string())
            .unwrap_or_else(|| "program".into());
        let buffer = std::env::var("PPW_BUFFER")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .unwrap_or(DEFAULT_BUFFER);
        Config {
            profile: std::env::var("PPW_MODE").is_ok_and(|m| m.trim() == "profile"),
            buffer_bytes: buffer,
            dir: std::env::var_os("PPW_DIR")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from),
            program,
            command,
        }
    })
}
