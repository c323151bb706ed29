//! CLI integration tests (see the modules).
