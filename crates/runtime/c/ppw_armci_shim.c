/* The resolver of the ARMCI interposition archive (libppw-armci.a): at the first ARMCI call,
 * find libppw.so's table of hooks with dlsym and keep it if it was generated from the same
 * table for the same MPI, else keep the table of no hooks (every call forwards to PARMCI_*).
 * Also the service libppw.so asks the archive for: ARMCI-MPI's own communicator.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "ppw_armci_shim.h"

/* generated/armci_shim.c */
extern const uint32_t ppw_armci_shim_count;
extern const uint64_t ppw_armci_shim_signature;
extern void *const ppw_armci_shim_none[];

/* ppw_armci.h (libppw.so) hard-codes these to size ARMCI_Rmw's operand. */
_Static_assert(ARMCI_FETCH_AND_ADD_LONG == 1 && ARMCI_SWAP_LONG == 3,
               "ARMCI_Rmw operation codes differ from ARMCI-MPI's");

void *const *ppw_armci_shim_fns = NULL;

/* ppw's handle value of a communicator (PPW_H of ppw_wrap.h). */
static uint64_t ppw_armci_shim_handle(MPI_Comm c)
{
#if defined(OPEN_MPI)
    return (uint64_t)(uintptr_t)c;
#else
    return (uint64_t)(uint32_t)c;
#endif
}

static uint64_t ppw_armci_shim_world(void)
{
    ARMCI_Group g;
    ARMCI_Group_get_world(&g);
    return ppw_armci_shim_handle(g.comm);
}

static const ppw_armci_shim_info ppw_armci_shim_info_v = {PPW_ARMCI_ABI, 0,
                                                          ppw_armci_shim_world};

void *const *ppw_armci_shim_resolve(void)
{
    void *const *fns = ppw_armci_shim_none;
    const ppw_hook_table *t = (const ppw_hook_table *)dlsym(RTLD_DEFAULT, "ppw_armci_hooks");
    if (t) {
        if (t->abi == PPW_ARMCI_ABI && t->count == ppw_armci_shim_count &&
            t->signature == ppw_armci_shim_signature && t->flavor &&
            strcmp(t->flavor, PPW_ARMCI_FLAVOR) == 0 && t->fns) {
            if (t->connect) t->connect(&ppw_armci_shim_info_v);
            fns = t->fns;
        } else {
            fprintf(stderr,
                    "ppw: libppw-armci.a (%s MPI) does not match the loaded libppw.so (%s MPI, "
                    "or another ppw version): ARMCI calls are not recorded; relink with the "
                    "libppw-armci.a built with that libppw.so\n",
                    PPW_ARMCI_FLAVOR, t->flavor ? t->flavor : "?");
        }
    }
    __atomic_store_n(&ppw_armci_shim_fns, fns, __ATOMIC_RELEASE);
    return fns;
}
