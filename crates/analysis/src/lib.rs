//! Automatic analysis: reconstruction, wait-state patterns, bottleneck detection
