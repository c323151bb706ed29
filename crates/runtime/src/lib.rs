//! libppw.so: the LD_PRELOAD-able measurement runtime.
