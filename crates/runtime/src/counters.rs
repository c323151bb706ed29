//! Performance counters of each thread (`PPW_METRICS`), read with Linux `perf_event_open`
//! wherever the thread's CPU time is read (region boundaries, see `thread.rs`).
//!
//! Every thread opens its counters on itself as one group (one `read` returns them all); a
//! counter the kernel refuses (no PMU on a virtual machine: `ENOENT`; not allowed: `EACCES`)
//! is left out and defined as unavailable, with the reason, so that the results say
//! "unavailable" instead of showing zeros. The available counters get the COUNTER indices
//! `0..k` (the records hold them in that order), the unavailable ones the indices after.

use crate::rankfile;
use ppw_event::counters::{CounterKind, MAX_COUNTERS};
use std::sync::Once;

/// `perf_event_attr` up to `PERF_ATTR_SIZE_VER5` (112 bytes).
#[repr(C)]
#[derive(Default)]
struct Attr {
    kind: u32,
    size: u32,
    config: u64,
    sample_period: u64,
    sample_type: u64,
    read_format: u64,
    flags: u64,
    wakeup_events: u32,
    bp_type: u32,
    config1: u64,
    config2: u64,
    branch_sample_type: u64,
    sample_regs_user: u64,
    sample_stack_user: u32,
    clockid: i32,
    sample_regs_intr: u64,
    aux_watermark: u32,
    sample_max_stack: u16,
    reserved: u16,
}

const PERF_FORMAT_GROUP: u64 = 1 << 3;
const FLAG_EXCLUDE_KERNEL: u64 = 1 << 5;
const FLAG_EXCLUDE_HV: u64 = 1 << 6;
const PERF_FLAG_FD_CLOEXEC: libc::c_ulong = 1 << 3;

/// Where a counter's value comes from.
#[derive(Clone, Copy, Debug)]
enum Slot {
    /// The n-th value of the group read.
    Perf(usize),
    /// `CLOCK_THREAD_CPUTIME_ID`: `task-clock` and `cpu-clock`. Read in a group, the kernel's
    /// clock events advance only at context switches and timer ticks; the thread's CPU clock
    /// is exact at every reading.
    ThreadClock,
}

/// One thread's open counters.
#[derive(Debug)]
pub(crate) struct Set {
    /// The group leader's file descriptor, then the others'.
    fds: Vec<i32>,
    /// Per available counter, in COUNTER index order: where its value comes from.
    slots: Vec<Slot>,
}

impl Drop for Set {
    fn drop(&mut self) {
        for fd in &self.fds {
            // Safety: closing descriptors this set opened.
            unsafe { libc::close(*fd) };
        }
    }
}

fn open(c: &CounterKind, group: i32, exclude_kernel: bool) -> Result<i32, i32> {
    let attr = Attr {
        kind: c.perf_type,
        size: std::mem::size_of::<Attr>() as u32,
        config: c.perf_config,
        read_format: PERF_FORMAT_GROUP,
        flags: FLAG_EXCLUDE_HV
            | if exclude_kernel {
                FLAG_EXCLUDE_KERNEL
            } else {
                0
            },
        ..Default::default()
    };
    // Safety: `attr` is a valid perf_event_attr of the size it states; pid 0 and cpu -1
    // count the calling thread on any CPU.
    let fd = unsafe {
        libc::syscall(
            libc::SYS_perf_event_open,
            &attr as *const Attr,
            0 as libc::pid_t,
            -1 as libc::c_int,
            group as libc::c_int,
            PERF_FLAG_FD_CLOEXEC,
        )
    };
    if fd < 0 {
        Err(std::io::Error::last_os_error().raw_os_error().unwrap_or(0))
    } else {
        Ok(fd as i32)
    }
}

/// Why the kernel refused a counter, in words.
fn reason(errno: i32) -> String {
    match errno {
        libc::ENOENT | libc::EOPNOTSUPP | libc::ENODEV => {
            "this machine has no such counter (no PMU: a virtual machine?)".into()
        }
        libc::EACCES | libc::EPERM => {
            "not allowed (see /proc/sys/kernel/perf_event_paranoid)".into()
        }
        libc::ENOSYS => "the kernel has no perf_event_open".into(),
        e => format!(
            "perf_event_open failed: {}",
            std::io::Error::from_raw_os_error(e)
        ),
    }
}

/// Open `kinds` on the calling thread; the available ones in order, and the others with the
/// reason. The first call of the process defines them in the rank file.
pub(crate) fn open_thread(kinds: &[&'static CounterKind]) -> Option<Set> {
    if kinds.is_empty() {
        return None;
    }
    let mut fds = Vec::new();
    let mut slots = Vec::new();
    let mut available: Vec<&CounterKind> = Vec::new();
    let mut refused: Vec<(&CounterKind, String)> = Vec::new();
    for c in kinds.iter().take(MAX_COUNTERS) {
        if c.perf_type == ppw_event::counters::PERF_TYPE_SOFTWARE && c.perf_config <= 1 {
            slots.push(Slot::ThreadClock);
            available.push(c);
            continue;
        }
        let group = fds.first().copied().unwrap_or(-1);
        // Counting in the kernel too (page faults happen there); where that is not allowed,
        // user space only.
        let r = open(c, group, false).or_else(|e| {
            if e == libc::EACCES || e == libc::EPERM {
                open(c, group, true)
            } else {
                Err(e)
            }
        });
        match r {
            Ok(fd) => {
                slots.push(Slot::Perf(fds.len()));
                fds.push(fd);
                available.push(c);
            }
            Err(e) => refused.push((c, reason(e))),
        }
    }
    static DEFINED: Once = Once::new();
    DEFINED.call_once(|| {
        rankfile::define(|d| {
            for (i, c) in available.iter().enumerate() {
                d.counter(i as u32, c.name, c.unit, true, "");
            }
            for (i, (c, why)) in refused.iter().enumerate() {
                d.counter((available.len() + i) as u32, c.name, c.unit, false, why);
            }
        })
    });
    (!slots.is_empty()).then_some(Set { fds, slots })
}

impl Set {
    /// Number of counters read.
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// Read every counter into `out` (in COUNTER index order); a counter whose read failed
    /// keeps its previous value.
    pub(crate) fn read(&self, out: &mut [u64; MAX_COUNTERS]) {
        let mut buf = [0u64; MAX_COUNTERS + 1];
        let mut got = 0;
        if let Some(&leader) = self.fds.first() {
            // Safety: reading at most the buffer's size into it.
            let n = unsafe {
                libc::read(
                    leader,
                    buf.as_mut_ptr() as *mut libc::c_void,
                    std::mem::size_of_val(&buf),
                )
            };
            let k = (buf[0] as usize).min(self.fds.len());
            if n >= 8 * (k as isize + 1) {
                got = k;
            }
        }
        for (i, slot) in self.slots.iter().enumerate() {
            match *slot {
                Slot::Perf(j) if j < got => out[i] = buf[1 + j],
                Slot::Perf(_) => {}
                Slot::ThreadClock => {
                    let mut ts = libc::timespec {
                        tv_sec: 0,
                        tv_nsec: 0,
                    };
                    // Safety: `ts` is a valid timespec.
                    if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
                        out[i] = ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64;
                    }
                }
            }
        }
    }
}
