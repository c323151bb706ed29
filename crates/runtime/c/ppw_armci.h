/* The PRE/POST macros of the ARMCI hooks (generated/armci_wrappers.c, made from
 * build/armci.tbl by gen/wrappers.rs), on top of the MPI ones of ppw_wrap.h, and the ARMCI
 * types the hooks' prototypes need.
 *
 * ARMCI maps onto the records MPI one-sided communication already has (crates/runtime README,
 * "ARMCI"): procs are the ranks of the communicator ARMCI was initialized on (MPI_COMM_WORLD
 * unless ARMCI_Init_thread_comm); ARMCI's global memory is one window, "ARMCI global memory",
 * over them, defined at the first ARMCI_Init under the handle PPW_ARMCI_WIN; puts, gets,
 * accumulates (contiguous, strided, vector) and ARMCI_Rmw are RMA transfers on it to the target
 * proc, recorded once at the ARMCI level: the hook sets the thread's nesting bit, so the MPI
 * calls ARMCI-MPI makes inside (MPI_Win_lock, MPI_Put, ...) are forwarded unrecorded and their
 * time is the ARMCI call's. Non-blocking transfers carry a request that ARMCI_Wait /
 * ARMCI_Test / ARMCI_WaitProc / ARMCI_WaitAll complete (src/armci.rs); ARMCI_Fence is a flush
 * of one target, ARMCI_AllFence of all; ARMCI_Barrier a barrier on ARMCI's communicator;
 * ARMCI_Malloc / ARMCI_Free collectives on the window (window creation / release for the
 * analysis) whose `sent` is the bytes this process allocated.
 *
 * libppw.so is built without armci.h: the types below are layout-compatible stand-ins
 * (armci_giov_t is read; handles and groups are only passed on as pointers).
 */
#ifndef PPW_ARMCI_H
#define PPW_ARMCI_H

#include <stddef.h>
#include <stdint.h>
#include "ppw_wrap.h"
#include "ppw_armci_abi.h"
#include "armci_regions.h"

typedef long armci_size_t;
/* Only its address is used (the key of a non-blocking request). */
typedef struct ppw_armci_hdl armci_hdl_t;
/* armci.h's I/O vector descriptor. */
typedef struct {
    void **src_ptr_array;
    void **dst_ptr_array;
    int bytes;
    int ptr_array_len;
} armci_giov_t;

/* ARMCI-MPI's ARMCI_Rmw operations (enum ARMCI_Rmw_e of armci.h; the archive checks them). */
#define PPW_ARMCI_FETCH_AND_ADD_LONG 1
#define PPW_ARMCI_SWAP_LONG 3

/* The window handle of ARMCI global memory (never a real MPI_Win; PPW_SHMEM_WIN is ...01). */
#define PPW_ARMCI_WIN 0xFFFD000000000002ull

/* c/ppw_armci.c: ARMCI_Init returned on communicator `comm`. */
void ppw_c_armci_started(MPI_Comm comm);
/* c/ppw_armci.c: the archive found the table (PPW_HOOK_TABLE's connect function). */
void ppw_c_armci_connect(const ppw_armci_shim_info *info);
/* Set once the window is defined: the collectives on it may be recorded. */
extern int ppw_armci_ready;
/* The handle (PPW_H) of ARMCI's communicator, for ARMCI_Barrier (0 before ARMCI_Init:
 * MPI_COMM_WORLD is used). */
extern uint64_t ppw_armci_comm;

/* src/armci.rs: register a non-blocking transfer under handle address `key` (0: ARMCI's
 * implicit handle) to `target`; returns the request handle for ppw_call_rma. */
uint64_t ppw_armci_issue(uint64_t key, int32_t target);
/* src/armci.rs: a completion call; `what` PPW_ARMCI_HANDLE completes the requests of `key`,
 * PPW_ARMCI_PROC the implicit ones to `target`, PPW_ARMCI_ALL all implicit ones. */
enum { PPW_ARMCI_HANDLE = 0, PPW_ARMCI_PROC = 1, PPW_ARMCI_ALL = 2 };
void ppw_call_armci_wait(PPW_ARGS, uint32_t what, uint64_t key, int32_t target);

#define PPW_HOOK_TABLE(n, sig, fns)                                                         \
    {PPW_ARMCI_ABI, (n), (sig), PPW_ARMCI_FLAVOR, ppw_c_armci_connect, (fns)}

/* Bytes of a strided transfer: count[0] contiguous bytes, count[1..=levels] repetitions. */
static inline int64_t ppw_armci_strided(const int *count, int levels)
{
    if (count == NULL || levels < 0) return 0;
    int64_t b = 1;
    for (int i = 0; i <= levels; i++) b *= count[i] > 0 ? count[i] : 0;
    return b;
}

/* Bytes of a vector transfer: every descriptor's segments. */
static inline int64_t ppw_armci_iov(const armci_giov_t *iov, int n)
{
    int64_t b = 0;
    for (int i = 0; iov != NULL && i < n; i++)
        if (iov[i].bytes > 0 && iov[i].ptr_array_len > 0)
            b += (int64_t)iov[i].bytes * iov[i].ptr_array_len;
    return b;
}

/* Operand size of an ARMCI_Rmw. */
static inline int64_t ppw_armci_rmw_bytes(int op)
{
    return op == PPW_ARMCI_FETCH_AND_ADD_LONG || op == PPW_ARMCI_SWAP_LONG ? (int64_t)sizeof(long)
                                                                           : (int64_t)sizeof(int);
}

/* ---- initialization and termination -------------------------------------------------------- */
/* The window (and ARMCI's communicator) are defined after the call, as ppw's set-up. */
#define PPW_PRE_arinit(c)
#define PPW_POST_arinit(c)                                                                  \
    if (ppw_ret == 0) ppw_c_armci_started(c);                                               \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());

/* ---- global memory --------------------------------------------------------------------------- */
#define PPW_PRE_aralloc(bytes)
#define PPW_POST_aralloc(bytes)                                                             \
    if (ppw_armci_ready)                                                                    \
        ppw_call_coll(PPW_A, PPW_ARMCI_WIN, -1, (int64_t)(bytes), 0, 0);                    \
    else                                                                                    \
        ppw_call_plain(PPW_A);

/* ---- transfers ------------------------------------------------------------------------------- */
/* `local`: the transfer's local buffer (0: a value), recorded for the data-structure
 * attribution. */
#define PPW_PRE_armci(k, bytes, proc, local)
#define PPW_POST_armci(k, bytes, proc, local)                                               \
    if ((proc) >= 0) {                                                                      \
        ppw_call_rma(PPW_A, PPW_RMA_##k, PPW_ARMCI_WIN, (proc), (int64_t)(bytes), 0);      \
        if ((local) != 0) ppw_data_buf(ppw_h, ppw_t1, (local));                             \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_armcinb(k, bytes, proc, hdl, local)
#define PPW_POST_armcinb(k, bytes, proc, hdl, local)                                        \
    if ((proc) >= 0) {                                                                      \
        ppw_call_rma(PPW_A, PPW_RMA_##k, PPW_ARMCI_WIN, (proc), (int64_t)(bytes),          \
                     ppw_armci_issue((uint64_t)(uintptr_t)(hdl), (proc)));                  \
        if ((local) != 0) ppw_data_buf(ppw_h, ppw_t1, (local));                             \
    } else                                                                                  \
        ppw_call_plain(PPW_A);

/* ---- completion and ordering ----------------------------------------------------------------- */
#define PPW_PRE_arwait(what, hdl, proc)
#define PPW_POST_arwait(what, hdl, proc)                                                    \
    ppw_call_armci_wait(PPW_A, PPW_ARMCI_##what, (uint64_t)(uintptr_t)(hdl), (proc));
/* ARMCI_Test returns 0 once the operation completed. */
#define PPW_PRE_artest()
#define PPW_POST_artest()                                                                   \
    if (ppw_ret == 0)                                                                       \
        ppw_call_armci_wait(PPW_A, PPW_ARMCI_HANDLE, (uint64_t)(uintptr_t)hdl, -1);         \
    else                                                                                    \
        ppw_call_plain(PPW_A);
#define PPW_PRE_arfence()
#define PPW_POST_arfence()                                                                  \
    if (proc >= 0)                                                                          \
        ppw_call_win(PPW_A, PPW_WIN_FLUSH, PPW_ARMCI_WIN, proc, 0, 0);                      \
    else                                                                                    \
        ppw_call_plain(PPW_A);
#define PPW_PRE_arallfence()
#define PPW_POST_arallfence() ppw_call_win(PPW_A, PPW_WIN_FLUSH_ALL, PPW_ARMCI_WIN, -1, 0, 0);
#define PPW_PRE_arbarrier()
#define PPW_POST_arbarrier()                                                                \
    ppw_call_coll(PPW_A, ppw_armci_comm ? ppw_armci_comm : PPW_H(MPI_COMM_WORLD), -1, 0, 0, 0);

/* ---- mutexes --------------------------------------------------------------------------------- */
/* Lock steps on ARMCI global memory (exclusive, as SHMEM's locks): requested at ARMCI_Lock's
 * enter, acquired at its exit, released at ARMCI_Unlock's enter. ARMCI mutexes have no
 * address: the lock's identity is the pair (mutex number, proc), written where a PGAS lock has
 * its address, above every user-space address (so the reader leaves it as it is). */
#define PPW_ARMCI_MUTEX(mutex, proc)                                                        \
    ((1ull << 62) | ((uint64_t)(uint32_t)(proc) << 32) | (uint64_t)(uint32_t)(mutex))
#define PPW_PRE_armlock()
#define PPW_POST_armlock()                                                                  \
    ppw_call_addr_sync(PPW_A, PPW_SYNC_LOCK, PPW_ARMCI_WIN, PPW_ARMCI_MUTEX(mutex, proc), 1);
#define PPW_PRE_armunlock()
#define PPW_POST_armunlock()                                                                \
    ppw_call_addr_sync(PPW_A, PPW_SYNC_UNLOCK, PPW_ARMCI_WIN, PPW_ARMCI_MUTEX(mutex, proc), 1);

#endif
