//! The distributed analysis over an exchange between threads (the MPI one is tested by the CLI
//! under mpirun): any number of processes gives the single-process result to the byte.

use ppw_analysis::{analyze, analyze_distributed, Analysis, Exchange, Options};
use ppw_event::TraceSource;
use ppw_synth::{SynthConfig, SynthTrace};
use std::sync::{Barrier, Mutex};

/// `n` "processes" that are threads; slots hold the parts in flight.
struct Threads {
    n: usize,
    barrier: Barrier,
    slots: Mutex<Vec<Option<Vec<u8>>>>,
}

/// One thread's view of [`Threads`].
struct Member<'a> {
    all: &'a Threads,
    rank: usize,
}

impl Exchange for Member<'_> {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.all.n
    }

    fn gather(
        &self,
        part: Vec<u8>,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        self.all.slots.lock().unwrap()[self.rank] = Some(part);
        self.all.barrier.wait();
        let mut out = Ok(());
        if self.rank == 0 {
            for p in 0..self.all.n {
                let part = self.all.slots.lock().unwrap()[p].take().unwrap();
                if out.is_ok() {
                    out = take(p, part);
                }
            }
        }
        self.all.barrier.wait();
        out
    }

    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String> {
        if let Some(parts) = parts {
            assert_eq!(parts.len(), self.all.n);
            *self.all.slots.lock().unwrap() = parts.into_iter().map(Some).collect();
        }
        self.all.barrier.wait();
        let mine = self.all.slots.lock().unwrap()[self.rank].take().unwrap();
        self.all.barrier.wait();
        Ok(mine)
    }
}

/// The result of `n` processes (process 0's), checking that the others get none.
fn distributed(src: &(dyn TraceSource + Sync), n: usize, opts: &Options) -> Analysis {
    let all = Threads {
        n,
        barrier: Barrier::new(n),
        slots: Mutex::new(vec![None; n]),
    };
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..n)
            .map(|rank| {
                let all = &all;
                s.spawn(move || analyze_distributed(src, opts, &Member { all, rank }).unwrap())
            })
            .collect();
        let mut results: Vec<Option<Analysis>> =
            handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert!(results[1..].iter().all(|r| r.is_none()));
        results[0].take().expect("process 0 has the result")
    })
}

fn opts() -> Options {
    Options {
        threads: 1,
        ..Options::default()
    }
}

#[test]
fn any_number_of_processes_gives_the_single_process_result() {
    for ranks in [4u32, 7] {
        let t = SynthTrace::new(SynthConfig {
            ranks,
            events_per_rank: 20_000,
            ..Default::default()
        });
        let one = analyze(&t, &opts()).unwrap();
        assert!(!one.findings.is_empty());
        assert!(one.findings.iter().any(|f| !f.cause.callpath.is_empty()));
        // More processes than locations: the extra ones own nothing.
        for n in [1, 2, 3, ranks as usize + 2] {
            let many = distributed(&t, n, &opts());
            assert_eq!(
                many.to_json(),
                one.to_json(),
                "{ranks} ranks, {n} processes"
            );
        }
    }
}

#[test]
fn one_sided_and_memory_budget_distributed() {
    let rma = ppw_synth::rma::RmaTrace::new(4, 200);
    let one = analyze(&rma, &opts()).unwrap();
    assert!(!one.one_sided.is_empty());
    let tight = Options {
        memory: Some(0),
        ..opts()
    };
    for n in [2, 3] {
        let many = distributed(&rma, n, &tight);
        assert!(many.spilled_bytes > 0);
        assert_eq!(many.to_json(), one.to_json(), "{n} processes");
    }
}

#[test]
fn without_cause_analysis_the_processes_still_meet() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 5,
        events_per_rank: 5_000,
        ..Default::default()
    });
    let o = Options {
        cause: false,
        ..opts()
    };
    let one = analyze(&t, &o).unwrap();
    assert_eq!(distributed(&t, 3, &o).to_json(), one.to_json());
}
