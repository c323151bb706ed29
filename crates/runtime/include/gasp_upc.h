/* gasp_upc.h: the UPC half of the GASP 1.5 interface: opaque UPC types, the system event ids
 * with the numbering of Berkeley UPC's runtime (the reference implementation), the reduction
 * type codes, and the upcalls through which libppw.so asks the program about UPC threads.
 *
 * Event ids. The system events start at _GASP_UPC_SYSEVT_START (1000) and user events take
 * 100..999, as in Berkeley UPC's profile/gasp_upc.h (GASP_UPC_VERSION 0x020311); GCC UPC
 * numbers the same events 1..43 and its user events 1000..1999, so a runtime built against
 * GCC UPC's header is not understood. Berkeley's header leaves out the events its runtime never
 * generates (the specification asks for that): upc_barrier (its runtime reports notify + wait),
 * upc_fence, upc_forall, the non-blocking DATA events and the shared-variable cache events.
 * Their ids below, GASP_UPC_BARRIER .. GASP_UPC_CACHE_INVALIDATE (1900..1907), are ppw's own
 * choice, outside every range Berkeley uses: a runtime that wants ppw to see those events must
 * use these values.
 *
 * Arguments (after colnum), per event; "PTS" is a gasp_upc_PTS_t *, the address of a
 * pointer-to-shared (one level of indirection more than the UPC value), valid only during the
 * call:
 *   ALLOC             START size_t nbytes                 END size_t nbytes, PTS newptr
 *   GLOBAL_ALLOC, ALL_ALLOC START size_t nblocks, size_t nbytes  END + PTS newptr
 *   FREE              START/END PTS ptr
 *   GLOBAL_LOCK_ALLOC, ALL_LOCK_ALLOC START (none)        END gasp_upc_lock_t *lck
 *   LOCK_FREE, LOCK, UNLOCK START/END gasp_upc_lock_t *lck
 *   LOCK_ATTEMPT      START lck                            END lck, int result
 *   C_MALLOC          START size_t n                       END size_t n, void *ptr
 *   C_REALLOC         START void *ptr, size_t n            END + void *newptr
 *   C_FREE            START/END void *ptr
 *   C_FUNC            START/END const char *funcsig (NULL if unknown)
 *   MEMGET            START/END void *dst, PTS src, size_t n
 *   MEMPUT            START/END PTS dst, void *src, size_t n
 *   MEMCPY            START/END PTS dst, PTS src, size_t n
 *   MEMSET            START/END PTS dst, int c, size_t n
 *   NOTIFY, WAIT, BARRIER START/END int named, int expr
 *   FENCE, FORALL     START/END (none)
 *   PUT               START/END int is_relaxed, PTS dst, void *src, size_t n
 *   GET               START/END int is_relaxed, void *dst, PTS src, size_t n
 *   NB_PUT_INIT       START as PUT                         END as PUT + gasp_upc_nb_handle_t h
 *   NB_GET_INIT       START as GET                         END as GET + gasp_upc_nb_handle_t h
 *   NB_GET_DATA, NB_PUT_DATA, NB_SYNC START/END gasp_upc_nb_handle_t h
 *   BUPC_NB_TRYSYNC   START h                              END h, int success
 *   BUPC_NB_MEMGET_INIT / _MEMPUT_INIT / _MEMCPY_INIT  START as MEMGET / MEMPUT / MEMCPY,
 *                     END + gasp_upc_nb_handle_t h
 *   BUPC_STATIC_SHARED ATOMIC (Berkeley-specific description of a static shared array)
 *   COLLECTIVE_EXIT   START/END int status;   NONCOLLECTIVE_EXIT ATOMIC int status
 *   ALL_BROADCAST, ALL_SCATTER, ALL_GATHER, ALL_GATHER_ALL, ALL_EXCHANGE
 *                     START/END PTS dst, PTS src, size_t nbytes, int upc_flags
 *   ALL_PERMUTE       START/END PTS dst, PTS src, PTS perm, size_t nbytes, int upc_flags
 *   ALL_REDUCE, ALL_PREFIX_REDUCE START/END PTS dst, PTS src, int upc_op, size_t nelems,
 *                     size_t blk_size, void *func, int upc_flags, gasp_upc_reduction_t type
 *   CACHE_MISS        ATOMIC size_t n, size_t n_lines;  CACHE_HIT ATOMIC size_t n
 *   CACHE_INVALIDATE  ATOMIC size_t n_dirty
 */
#ifndef PPW_GASP_UPC_H
#define PPW_GASP_UPC_H

#include "gasp.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A generic pointer-to-shared (shared void *) and a UPC lock pointer (upc_lock_t *): only
 * their addresses travel through C, and only UPC code may look inside. */
typedef void gasp_upc_PTS_t;
typedef void gasp_upc_lock_t;
/* A runtime's handle of non-blocking transfers; several transfers may share one. */
typedef void *gasp_upc_nb_handle_t;

/* Handles meaning "already complete" (explicit and implicit-handle forms): a SYNC or DATA
 * event with one of these is ignored. */
#define GASP_UPC_NB_TRIVIAL ((gasp_upc_nb_handle_t)0)
#define GASP_UPC_NBI_TRIVIAL ((gasp_upc_nb_handle_t)-1)
#define GASP_NB_TRIVIAL GASP_UPC_NB_TRIVIAL

/* The Berkeley UPC header version whose numbering is used here. */
#define PPW_GASP_BERKELEY_VERSION 0x020311
#ifndef GASP_UPC_VERSION
#define GASP_UPC_VERSION PPW_GASP_BERKELEY_VERSION
#endif

#define GASP_UPC_EVT_NONE 0
/* Ids gasp_create_event hands out. */
#define GASP_UPC_USEREVT_START 100
#define GASP_UPC_USEREVT_END 999

#define _GASP_UPC_SYSEVT_START 1000

/* UPC library: allocation and locks. */
#define GASP_UPC_ALLOC (_GASP_UPC_SYSEVT_START + 0)
#define GASP_UPC_GLOBAL_ALLOC (_GASP_UPC_SYSEVT_START + 1)
#define GASP_UPC_ALL_ALLOC (_GASP_UPC_SYSEVT_START + 2)
#define GASP_UPC_FREE (_GASP_UPC_SYSEVT_START + 3)
#define GASP_UPC_GLOBAL_LOCK_ALLOC (_GASP_UPC_SYSEVT_START + 10)
#define GASP_UPC_ALL_LOCK_ALLOC (_GASP_UPC_SYSEVT_START + 11)
#define GASP_UPC_LOCK_FREE (_GASP_UPC_SYSEVT_START + 12)
#define GASP_UPC_LOCK_ATTEMPT (_GASP_UPC_SYSEVT_START + 13)
#define GASP_UPC_LOCK (_GASP_UPC_SYSEVT_START + 14)
#define GASP_UPC_UNLOCK (_GASP_UPC_SYSEVT_START + 15)

/* C-level events (specification section "C interface"). */
#define GASP_C_MALLOC (_GASP_UPC_SYSEVT_START + 20)
#define GASP_C_REALLOC (_GASP_UPC_SYSEVT_START + 21)
#define GASP_C_FREE (_GASP_UPC_SYSEVT_START + 22)
#define GASP_C_FUNC (_GASP_UPC_SYSEVT_START + 23)

/* UPC library: bulk transfers. */
#define GASP_UPC_MEMGET (_GASP_UPC_SYSEVT_START + 30)
#define GASP_UPC_MEMPUT (_GASP_UPC_SYSEVT_START + 31)
#define GASP_UPC_MEMCPY (_GASP_UPC_SYSEVT_START + 32)
#define GASP_UPC_MEMSET (_GASP_UPC_SYSEVT_START + 33)

/* Language: split-phase barrier and direct shared accesses. */
#define GASP_UPC_NOTIFY (_GASP_UPC_SYSEVT_START + 100)
#define GASP_UPC_WAIT (_GASP_UPC_SYSEVT_START + 101)
#define GASP_UPC_PUT (_GASP_UPC_SYSEVT_START + 110)
#define GASP_UPC_GET (_GASP_UPC_SYSEVT_START + 111)
#define GASP_UPC_NB_GET_INIT (_GASP_UPC_SYSEVT_START + 120)
#define GASP_UPC_NB_PUT_INIT (_GASP_UPC_SYSEVT_START + 121)
#define GASP_UPC_NB_SYNC (_GASP_UPC_SYSEVT_START + 122)

/* Berkeley's own events: non-blocking library extensions and static shared data. */
#define GASP_BUPC_NB_TRYSYNC (_GASP_UPC_SYSEVT_START + 130)
#define GASP_BUPC_NB_MEMGET_INIT (_GASP_UPC_SYSEVT_START + 131)
#define GASP_BUPC_NB_MEMPUT_INIT (_GASP_UPC_SYSEVT_START + 132)
#define GASP_BUPC_NB_MEMCPY_INIT (_GASP_UPC_SYSEVT_START + 133)
#define GASP_BUPC_STATIC_SHARED (_GASP_UPC_SYSEVT_START + 140)

/* End of the program. */
#define GASP_UPC_COLLECTIVE_EXIT (_GASP_UPC_SYSEVT_START + 210)
#define GASP_UPC_NONCOLLECTIVE_EXIT (_GASP_UPC_SYSEVT_START + 211)

/* Collective library. */
#define GASP_UPC_ALL_BROADCAST (_GASP_UPC_SYSEVT_START + 300)
#define GASP_UPC_ALL_SCATTER (_GASP_UPC_SYSEVT_START + 310)
#define GASP_UPC_ALL_GATHER (_GASP_UPC_SYSEVT_START + 320)
#define GASP_UPC_ALL_GATHER_ALL (_GASP_UPC_SYSEVT_START + 330)
#define GASP_UPC_ALL_EXCHANGE (_GASP_UPC_SYSEVT_START + 340)
#define GASP_UPC_ALL_PERMUTE (_GASP_UPC_SYSEVT_START + 350)
#define GASP_UPC_ALL_REDUCE (_GASP_UPC_SYSEVT_START + 400)
#define GASP_UPC_ALL_PREFIX_REDUCE (_GASP_UPC_SYSEVT_START + 410)

/* Specification events that Berkeley's header does not define: ppw's numbering (see above). */
#define GASP_UPC_BARRIER (_GASP_UPC_SYSEVT_START + 900)
#define GASP_UPC_FENCE (_GASP_UPC_SYSEVT_START + 901)
#define GASP_UPC_FORALL (_GASP_UPC_SYSEVT_START + 902)
#define GASP_UPC_NB_GET_DATA (_GASP_UPC_SYSEVT_START + 903)
#define GASP_UPC_NB_PUT_DATA (_GASP_UPC_SYSEVT_START + 904)
#define GASP_UPC_CACHE_MISS (_GASP_UPC_SYSEVT_START + 905)
#define GASP_UPC_CACHE_HIT (_GASP_UPC_SYSEVT_START + 906)
#define GASP_UPC_CACHE_INVALIDATE (_GASP_UPC_SYSEVT_START + 907)

/* Element types of the reductions (the suffix is the UPC type letter code). */
typedef enum {
    GASP_UPC_REDUCTION_C = 0,
    GASP_UPC_REDUCTION_UC = 1,
    GASP_UPC_REDUCTION_S = 2,
    GASP_UPC_REDUCTION_US = 3,
    GASP_UPC_REDUCTION_I = 4,
    GASP_UPC_REDUCTION_UI = 5,
    GASP_UPC_REDUCTION_L = 6,
    GASP_UPC_REDUCTION_UL = 7,
    GASP_UPC_REDUCTION_F = 8,
    GASP_UPC_REDUCTION_D = 9,
    GASP_UPC_REDUCTION_LD = 10
} gasp_upc_reduction_t;

/* ---- upcalls (ppw-specific) --------------------------------------------------------------
 * A pointer-to-shared can only be taken apart by UPC code, and MYTHREAD / THREADS are UPC
 * expressions. GASP lets a tool call code written in the model, so ppw looks for these two
 * functions in the program (dlsym at gasp_init; crates/runtime/upc/ppw_gaspu.upc defines them
 * in UPC, to be compiled into the program): without them a thread's number comes from the
 * launcher's environment and transfer targets are unknown (-1). The executable must export
 * them (linking libppw.so with -lppw does, else -rdynamic). */
void ppw_gaspu_init(int *mythread, int *threads);
int ppw_gaspu_threadof(gasp_upc_PTS_t *pts);

#ifdef __cplusplus
}
#endif

#endif
