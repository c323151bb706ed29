//! Native ppw experiment format: writer used by the runtime, streaming reader
