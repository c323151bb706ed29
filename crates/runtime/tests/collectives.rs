//! Collectives: roots as world ranks, the byte convention, non-blocking collectives.

use crate::both_mpis;
use crate::support::{Mpi, Run};
use ppw_event::{EventKind, NO_RANK};

fn collectives(m: &Mpi) {
    let exe = m.compile("coll.c", &[]);
    let (dir, status) = m.run("coll", &exe, &[], 3, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete);
    let n = 3u64;
    let mut per_instance: Vec<Vec<(u64, u64)>> = Vec::new();
    for rank in 0..3u32 {
        let rk = rank as u64;
        let c = r.colls(rank);
        let got: Vec<(&str, u32, u64, u64, bool)> = c
            .iter()
            .map(|x| (x.0.as_str(), x.1, x.2, x.3, x.4 != 0))
            .collect();
        let others = n - 1;
        let want = vec![
            ("MPI_Barrier", NO_RANK, 0, 0, false),
            (
                "MPI_Bcast",
                2,
                if rank == 2 { 32 * others } else { 0 },
                if rank == 2 { 0 } else { 32 },
                false,
            ),
            (
                "MPI_Reduce",
                1,
                if rank == 1 { 0 } else { 16 },
                if rank == 1 { 16 * others } else { 0 },
                false,
            ),
            ("MPI_Allreduce", NO_RANK, 24 * others, 24 * others, false),
            (
                "MPI_Gather",
                0,
                if rank == 0 { 0 } else { 8 },
                if rank == 0 { 8 * others } else { 0 },
                false,
            ),
            (
                "MPI_Scatter",
                0,
                if rank == 0 { 16 * others } else { 0 },
                if rank == 0 { 0 } else { 16 },
                false,
            ),
            ("MPI_Allgather", NO_RANK, 8 * others, 8 * others, false),
            ("MPI_Alltoall", NO_RANK, 16 * others, 16 * others, false),
            ("MPI_Scan", NO_RANK, 8 * (n - 1 - rk), 8 * rk, false),
            ("MPI_Allreduce", NO_RANK, 24 * others, 24 * others, false),
            ("MPI_Ibarrier", NO_RANK, 0, 0, true),
            ("MPI_Iallreduce", NO_RANK, 8 * others, 8 * others, true),
        ];
        assert_eq!(got, want, "rank {rank}");
        assert!(
            c.iter().all(|x| x.5 == vec![0, 1, 2]),
            "all on MPI_COMM_WORLD"
        );
        // Non-blocking collectives complete in the Waitall with their request ids.
        let reqs: Vec<u64> = c.iter().filter(|x| x.4 != 0).map(|x| x.4).collect();
        let done: Vec<(String, u64)> = r
            .attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::RequestComplete { request } => Some((e.region.clone(), request.0)),
                _ => None,
            })
            .collect();
        assert_eq!(
            done,
            reqs.iter()
                .map(|q| ("MPI_Waitall".to_string(), *q))
                .collect::<Vec<_>>()
        );
        for (i, x) in c.iter().enumerate() {
            if per_instance.len() <= i {
                per_instance.push(Vec::new());
            }
            per_instance[i].push((x.2, x.3));
        }
    }
    for (i, v) in per_instance.iter().enumerate() {
        let (s, rcv): (u64, u64) = v.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
        assert_eq!(
            s, rcv,
            "collective #{i}: bytes sent and received over all ranks agree"
        );
    }
}
both_mpis!(collectives_roots_and_bytes, super::collectives);
