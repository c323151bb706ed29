/* The libppw.so side of ARMCI that is not per row (c/ppw_armci.h has the macros): the
 * connection from the interposition archive, and the definitions made when ARMCI starts: its
 * communicator and the window "ARMCI global memory" over it. Compiled into libppw.so with the
 * MPI compiler; needs no armci.h.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ppw_armci.h"

#define NOINSTR __attribute__((no_instrument_function))

/* c/ppw_core.c and src/ffi.rs */
int32_t *ppw_c_comm_members(MPI_Comm c, int *n);

int ppw_armci_ready = 0;
uint64_t ppw_armci_comm = 0;
/* The archive's service (NULL until it connected, or if its ABI differs). */
static uint64_t (*ppw_armci_world_fn)(void) = NULL;

NOINSTR void ppw_c_armci_connect(const ppw_armci_shim_info *info)
{
    if (info && info->abi == PPW_ARMCI_ABI) ppw_armci_world_fn = info->world_comm;
}

/* ARMCI_Init(_thread_comm) succeeded on `comm` (collective over it): at the first one, define
 * ARMCI's own communicator (a duplicate of `comm` ARMCI-MPI made inside, where ppw's MPI
 * wrappers forward without recording: the program's later MPI calls on it, armci_msg_barrier
 * for one, need it defined collectively) and the window of ARMCI global memory over it (global
 * id 2^58 | 2^55 | 1, the same on every proc). ARMCI_Init again (GA calls it more than once)
 * defines nothing. ARMCI_Finalize frees the duplicate unrecorded (GA calls it more than once
 * too, and only the last call does): the handle stays mapped, and a communicator that later
 * gets the same handle through a recorded call replaces the mapping. */
NOINSTR void ppw_c_armci_started(MPI_Comm comm)
{
    int n = 0;
    if (ppw_armci_ready) return;
    MPI_Comm world = comm;
    if (ppw_armci_world_fn) {
        MPI_Comm own = PPW_COMM(ppw_armci_world_fn());
        if (own != MPI_COMM_NULL && own != comm) {
            world = own;
            ppw_c_comm_new(own);
            ppw_comm_named(PPW_H(own), "ARMCI world");
        }
    }
    int32_t *m = ppw_c_comm_members(world, &n);
    if (!m) return;
    ppw_armci_comm = PPW_H(world);
    ppw_memory_created(PPW_ARMCI_WIN, (1ull << 58) | (1ull << 55) | 1, m, n,
                       "ARMCI global memory");
    free(m);
    ppw_armci_ready = 1;
}
