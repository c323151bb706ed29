//! OpenSHMEM active sets as team definitions.
//!
//! A collective on an active set (`PE_start`, `logPE_stride`, `PE_size`) is recorded on a
//! COMM definition of kind `Team` whose members are the set's PEs, registered in the
//! communicator table of [`crate::comm`] under a synthetic handle made from the triplet (no
//! MPI handle has its top bits set). Its global id is made from the triplet too, so every PE
//! that uses the same active set defines the same team without communicating.

use crate::comm;
use crate::rankfile;
use ppw_event::CommKind;

/// The synthetic handle of an active set.
pub(crate) fn team_handle(start: i32, log_stride: i32, size: i32) -> u64 {
    0xFFFE_0000_0000_0000
        | ((start as u32 as u64 & 0xF_FFFF) << 28)
        | ((log_stride as u32 as u64 & 0xFF) << 20)
        | (size as u32 as u64 & 0xF_FFFF)
}

/// Define the active set's team unless it is defined already; `offset` is the experiment rank
/// of PE 0.
pub(crate) fn team(start: i32, log_stride: i32, size: i32, offset: u32) -> u64 {
    let h = team_handle(start, log_stride, size);
    if comm::lookup(h).is_some() {
        return h;
    }
    let stride = 1u32.checked_shl(log_stride.max(0) as u32).unwrap_or(0);
    let members: Vec<u32> = (0..size.max(0) as u32)
        .map(|i| offset + start.max(0) as u32 + i * stride)
        .collect();
    let id = comm::insert(h);
    let global = (1u64 << 58) | (1 << 56) | (h & 0xFFFF_FFFF_FFFF);
    let name = format!("PEs {start}+{size}x{stride}");
    rankfile::define(|d| d.comm(id, global, CommKind::Team, &name, &members));
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_differ_per_triplet_and_are_not_mpi_handles() {
        let a = team_handle(0, 0, 4);
        assert_ne!(a, team_handle(0, 1, 4));
        assert_ne!(a, team_handle(1, 0, 4));
        assert_ne!(a, team_handle(0, 0, 2));
        assert!(a >> 48 == 0xFFFE);
    }
}
