//! Synthetic traces (placeholder).
