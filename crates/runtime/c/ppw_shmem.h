/* The PRE/POST macros of the OpenSHMEM wrappers (generated/shmem_wrappers.c, made from
 * build/shmem.tbl by gen/wrappers.rs), on top of the MPI ones of ppw_wrap.h.
 *
 * OpenSHMEM maps onto the records MPI one-sided communication already has (crates/runtime
 * README, "OpenSHMEM"): PEs are MPI_COMM_WORLD ranks (Open MPI's oshmem initializes MPI
 * inside shmem_init); the symmetric heap and the static symmetric data are one window,
 * "symmetric memory", over all PEs, defined at shmem_init under the handle PPW_SHMEM_WIN; puts,
 * gets and atomics are RMA transfers on it to the target PE, shmem_quiet completes them all
 * (a flush of every target); shmem_barrier_all is a barrier on MPI_COMM_WORLD, the active-set
 * collectives are collectives on a team definition per (PE_start, logPE_stride, PE_size).
 */
#ifndef PPW_SHMEM_H
#define PPW_SHMEM_H

#include <stddef.h>
#include <stdint.h>
#include "ppw_wrap.h"
#include "shmem_regions.h"

/* The window handle of symmetric memory (never a real MPI_Win: not a user-space pointer, not
 * an MPICH handle). */
#define PPW_SHMEM_WIN 0xFFFD000000000001ull

/* A wrapped OpenSHMEM function whose pshmem_ entry point the program does not have. */
void ppw_missing_entry(const char *name) __attribute__((noreturn));
/* ppw_core.c: shmem_init returned (MPI is initialized inside it). */
void ppw_c_shmem_started(int provided);
/* ppw_core.c: this PE's number. */
int ppw_c_shmem_my_pe(void);
/* src/ffi.rs: the communicator handle of an active set, defined on first use. */
uint64_t ppw_shmem_team(int start, int log_stride, int size);

#define PPW_PRE_shinit() ppw_cpu_pre(ppw_h);
#define PPW_POST_shinit()                                                                   \
    ppw_c_shmem_started(MPI_THREAD_SINGLE);                                                 \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
#define PPW_PRE_shinit_thread() ppw_cpu_pre(ppw_h);
#define PPW_POST_shinit_thread()                                                            \
    if (ppw_ret == 0) ppw_c_shmem_started(*provided);                                       \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_call_plain(ppw_h, ppw_setup_region, ppw_ra, ppw_t1, ppw_ticks());
#define PPW_PRE_shfinalize() ppw_mpi_finalizing();
#define PPW_POST_shfinalize()                                                               \
    ppw_call_plain(PPW_A);                                                                  \
    ppw_mpi_finalized();
#define PPW_PRE_shglobal_exit() ppw_call_abort(ppw_h, ppw_region, ppw_ra, ppw_ticks());
#define PPW_POST_shglobal_exit()

/* Transfers: `bytes` moved to or from PE `pe`, at the remote symmetric address `addr` (the
 * wrapped function's `dest` for puts and atomics, `source` for gets and atomic fetches); puts
 * and gets of arrays also record their local buffer (`source` of a put, `dest` of a get: the
 * data-structure attribution), single-element ones (shmem_T_p, shmem_T_g) and atomics have
 * none (a value). */
#define PPW_SHMEM_RMA(k, bytes, addr)                                                       \
    if (pe >= 0)                                                                            \
        ppw_call_pgas_rma(PPW_A, PPW_RMA_##k, PPW_SHMEM_WIN, pe, (int64_t)(bytes),          \
                          (uint64_t)(uintptr_t)(addr));                                     \
    else                                                                                    \
        ppw_call_plain(PPW_A);
#define PPW_SHMEM_RMA_BUF(k, bytes, addr, local)                                            \
    if (pe >= 0) {                                                                          \
        ppw_call_pgas_rma(PPW_A, PPW_RMA_##k, PPW_SHMEM_WIN, pe, (int64_t)(bytes),          \
                          (uint64_t)(uintptr_t)(addr));                                     \
        ppw_data_buf(ppw_h, ppw_t1, (local));                                               \
    } else                                                                                  \
        ppw_call_plain(PPW_A);
#define PPW_PRE_shput(bytes)
#define PPW_POST_shput(bytes) PPW_SHMEM_RMA_BUF(PUT, bytes, dest, source)
#define PPW_PRE_shget(bytes)
#define PPW_POST_shget(bytes) PPW_SHMEM_RMA_BUF(GET, bytes, source, dest)
#define PPW_PRE_shp(bytes)
#define PPW_POST_shp(bytes) PPW_SHMEM_RMA(PUT, bytes, dest)
#define PPW_PRE_shg(bytes)
#define PPW_POST_shg(bytes) PPW_SHMEM_RMA(GET, bytes, source)
#define PPW_PRE_shamo(bytes)
#define PPW_POST_shamo(bytes) PPW_SHMEM_RMA(ATOMIC, bytes, dest)
#define PPW_PRE_shamo_fetch(bytes)
#define PPW_POST_shamo_fetch(bytes) PPW_SHMEM_RMA(ATOMIC, bytes, source)
#define PPW_PRE_shquiet()
#define PPW_POST_shquiet() ppw_call_win(PPW_A, PPW_WIN_FLUSH_ALL, PPW_SHMEM_WIN, -1, 0, 0);

/* Symmetric heap: the block the call returned (`ppw_ret`) and its size, the block it replaced
 * (realloc), or the block it freed. */
#define PPW_SHMEM_ALLOC(addr, bytes, old)                                                   \
    ppw_call_alloc(PPW_A, PPW_SHMEM_WIN, (uint64_t)(uintptr_t)(addr), (int64_t)(bytes),      \
                   (uint64_t)(uintptr_t)(old));
#define PPW_PRE_shalloc(bytes)
#define PPW_POST_shalloc(bytes)                                                             \
    PPW_SHMEM_ALLOC(ppw_ret, bytes, 0)                                                      \
    PPW_HEAP_BLOCK(ppw_ret, bytes)
#define PPW_PRE_shrealloc(bytes)
#define PPW_POST_shrealloc(bytes)                                                           \
    PPW_SHMEM_ALLOC(ppw_ret, bytes, ppw_ret ? ptr : 0)                                      \
    PPW_HEAP_BLOCK(ppw_ret, bytes)
#define PPW_PRE_shfree()
#define PPW_POST_shfree()                                                                   \
    PPW_SHMEM_ALLOC(ptr, -1, 0)                                                             \
    PPW_HEAP_FREE(ptr)

/* Point-to-point synchronization on a symmetric variable (wait-on-value change: reached at
 * the exit of a wait, of a test that returned 1) and distributed locks (exclusive; requested
 * at the enter, acquired at the exit of set_lock and of a test_lock that returned 0, released
 * at the enter of clear_lock). */
#define PPW_SHMEM_SYNC(what, addr, ok)                                                      \
    ppw_call_addr_sync(PPW_A, PPW_SYNC_##what, PPW_SHMEM_WIN, (uint64_t)(uintptr_t)(addr), ok);
#define PPW_PRE_shwait()
#define PPW_POST_shwait() PPW_SHMEM_SYNC(WAIT_VALUE, ivar, 1)
#define PPW_PRE_shtest()
#define PPW_POST_shtest() PPW_SHMEM_SYNC(WAIT_VALUE, ivar, ppw_ret != 0)
#define PPW_PRE_shset_lock()
#define PPW_POST_shset_lock() PPW_SHMEM_SYNC(LOCK, lock, 1)
#define PPW_PRE_shtest_lock()
#define PPW_POST_shtest_lock() PPW_SHMEM_SYNC(LOCK, lock, ppw_ret == 0)
#define PPW_PRE_shclear_lock()
#define PPW_POST_shclear_lock() PPW_SHMEM_SYNC(UNLOCK, lock, 1)

/* Collectives. All PEs: MPI_COMM_WORLD. Active sets: their team; `sent` and `recvd` are the
 * bytes per other member, as the MPI collectives count them. */
#define PPW_PRE_shbarrier_all()
#define PPW_POST_shbarrier_all() ppw_call_coll(PPW_A, PPW_H(MPI_COMM_WORLD), -1, 0, 0, 0);
#define PPW_PRE_shteam(sent, recvd)
#define PPW_POST_shteam(sent, recvd)                                                        \
    ppw_call_coll(PPW_A, ppw_shmem_team(PE_start, logPE_stride, PE_size), -1,              \
                  (int64_t)(sent) * (PE_size - 1), (int64_t)(recvd) * (PE_size - 1), 0);
#define PPW_PRE_shbcast(bytes)
#define PPW_POST_shbcast(bytes)                                                             \
    {                                                                                       \
        int ppw_me = PE_size > 0 ? (ppw_c_shmem_my_pe() - PE_start) >> logPE_stride : 0;    \
        ppw_call_coll(PPW_A, ppw_shmem_team(PE_start, logPE_stride, PE_size), PE_root,     \
                      ppw_me == PE_root ? (int64_t)(bytes) * (PE_size - 1) : 0,             \
                      ppw_me == PE_root ? 0 : (int64_t)(bytes), 0);                         \
    }

#endif
