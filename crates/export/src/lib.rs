//! Exports: OTF2 traces, CUBE4 results, Perfetto timelines
