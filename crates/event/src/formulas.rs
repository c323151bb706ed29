//! Operation duration and program-induced (PI) delay formulas of thesis Figs. 4-4 to 4-7.
//!
//! Timestamps are nanoseconds. Every function clamps at zero: a negative delay means "no delay"
//! (the condition was already fulfilled when the operation needed it).
//!
//! Which of these ppw can evaluate depends on which theoretical events are available (see
//! [`crate::OpGroup::availability`]): e.g. `Transfers_Received` of a single-phase group
//! operation is derived as the latest enter of all participants, and `Matching_Enter` of a
//! two-sided operation is the enter of the matched send or receive.

#[inline]
fn diff(later: u64, earlier: u64) -> u64 {
    later.saturating_sub(earlier)
}

/// Duration of any blocking operation: `TS(Exit) - TS(Enter)`.
pub fn duration_blocking(enter: u64, exit: u64) -> u64 {
    diff(exit, enter)
}

/// Fig. 4-4, split-phase group operation:
/// `[TS(Notification_End) - TS(Enter)] + [TS(Exit) - TS(Wait_Begin)]`.
pub fn duration_group_split(enter: u64, notification_end: u64, wait_begin: u64, exit: u64) -> u64 {
    diff(notification_end, enter) + diff(exit, wait_begin)
}

/// Fig. 4-4, single-phase group operation: `TS(Transfers_Received) - TS(Notification_End)`.
///
/// With interposition, `Notification_End` is estimated by the enter and `Transfers_Received` by
/// the latest enter over the group; the delay cannot exceed the operation itself, so it is
/// capped at the own exit (this is Scalasca's Wait at Barrier / Wait at N x N).
pub fn pi_delay_group_single(notification_end: u64, transfers_received: u64, exit: u64) -> u64 {
    diff(transfers_received.min(exit), notification_end)
}

/// Fig. 4-4, split-phase group operation: `TS(Transfers_Received) - TS(Wait_Begin)`.
pub fn pi_delay_group_split(wait_begin: u64, transfers_received: u64, exit: u64) -> u64 {
    diff(transfers_received.min(exit), wait_begin)
}

/// Fig. 4-5, non-blocking one-sided duration, estimated from the synchronization end:
/// `TS(Synchronization_End) - TS(Enter)`.
pub fn duration_onesided_estimated(enter: u64, synchronization_end: u64) -> u64 {
    diff(synchronization_end, enter)
}

/// Fig. 4-5, non-blocking one-sided duration from the actual completion:
/// `TS(Transfer_Complete) - TS(Enter)`.
pub fn duration_onesided_actual(enter: u64, transfer_complete: u64) -> u64 {
    diff(transfer_complete, enter)
}

/// Fig. 4-5, blocking put/get: `TS(Transfer_Begin) - TS(Enter)`.
pub fn pi_delay_onesided_blocking(enter: u64, transfer_begin: u64) -> u64 {
    diff(transfer_begin, enter)
}

/// Fig. 4-5, non-blocking put/get with implicit synchronization:
/// `TS(Transfer_Complete) - TS(Synchronization_Begin)`.
pub fn pi_delay_onesided_implicit(synchronization_begin: u64, transfer_complete: u64) -> u64 {
    diff(transfer_complete, synchronization_begin)
}

/// Fig. 4-5, non-blocking put/get with explicit synchronization:
/// `TS(Transfer_Begin) - TS(Synchronization_Begin)`.
pub fn pi_delay_onesided_explicit(synchronization_begin: u64, transfer_begin: u64) -> u64 {
    diff(transfer_begin, synchronization_begin)
}

/// Fig. 4-6, non-blocking two-sided duration, estimated: `TS(Wait_End) - TS(Enter)`.
pub fn duration_twosided_estimated(enter: u64, wait_end: u64) -> u64 {
    diff(wait_end, enter)
}

/// Fig. 4-6, non-blocking two-sided duration, actual:
/// `[TS(Exit) - TS(Enter)] + [TS(Wait_End) - TS(Signal_Received)]`.
pub fn duration_twosided_actual(enter: u64, exit: u64, signal_received: u64, wait_end: u64) -> u64 {
    diff(exit, enter) + diff(wait_end, signal_received)
}

/// Fig. 4-6, blocking send/receive: `TS(Matching_Enter) - TS(Enter)`, capped at the exit.
pub fn pi_delay_twosided_blocking(enter: u64, matching_enter: u64, exit: u64) -> u64 {
    diff(matching_enter.min(exit), enter)
}

/// Fig. 4-6, non-blocking send/receive with a matching blocking one:
/// `TS(Matching_Enter) - TS(Wait_Begin)`, capped at the wait's end.
pub fn pi_delay_twosided_nonblocking(wait_begin: u64, matching_enter: u64, wait_end: u64) -> u64 {
    diff(matching_enter.min(wait_end), wait_begin)
}

/// Fig. 4-7a, lock / wait-on-value: `TS(Condition_Fulfilled) - TS(Enter)`, capped at the exit.
pub fn pi_delay_condition(enter: u64, condition_fulfilled: u64, exit: u64) -> u64 {
    diff(condition_fulfilled.min(exit), enter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_single_phase() {
        // Fig. 4-4a: X enters at 0, last participant at 30, X exits at 35.
        assert_eq!(pi_delay_group_single(0, 30, 35), 30);
        // The last one to arrive has no delay.
        assert_eq!(pi_delay_group_single(30, 30, 35), 0);
    }

    #[test]
    fn group_split_phase() {
        assert_eq!(duration_group_split(0, 2, 10, 15), 7);
        // Enough overlapping computation: no delay.
        assert_eq!(pi_delay_group_split(40, 30, 41), 0);
        assert_eq!(pi_delay_group_split(20, 30, 31), 10);
    }

    #[test]
    fn two_sided() {
        // Late sender: receive entered at 5, send entered at 20, receive left at 22.
        assert_eq!(pi_delay_twosided_blocking(5, 20, 22), 15);
        // Sender early: no delay.
        assert_eq!(pi_delay_twosided_blocking(5, 1, 22), 0);
        assert_eq!(pi_delay_twosided_nonblocking(10, 25, 30), 15);
        assert_eq!(duration_twosided_actual(0, 2, 8, 10), 4);
        assert_eq!(duration_twosided_estimated(0, 10), 10);
    }

    #[test]
    fn one_sided_and_conditions() {
        assert_eq!(pi_delay_onesided_blocking(3, 9), 6);
        assert_eq!(pi_delay_onesided_implicit(10, 14), 4);
        assert_eq!(pi_delay_onesided_explicit(10, 8), 0);
        assert_eq!(duration_onesided_actual(0, 14), 14);
        assert_eq!(duration_onesided_estimated(0, 20), 20);
        assert_eq!(pi_delay_condition(0, 50, 40), 40);
        assert_eq!(duration_blocking(7, 9), 2);
    }
}
