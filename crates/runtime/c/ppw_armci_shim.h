/* The interposition archive libppw-armci.a (its functions: generated/armci_shim.c; its
 * resolver: c/ppw_armci_shim.c). Compiled against the system's armci.h with the program's MPI
 * compiler; it never includes libppw.so's headers, and the program links it without
 * libppw.so: the hooks are found at run time (c/ppw_armci_abi.h).
 */
#ifndef PPW_ARMCI_SHIM_H
#define PPW_ARMCI_SHIM_H

#include <armci.h>
#include <stddef.h>
#include <stdint.h>
#include "ppw_armci_abi.h"

/* libppw.so's hooks (row order of build/armci.tbl), or ppw_armci_shim_none (all NULL) when no
 * matching libppw.so is loaded; NULL until the first call resolved it. */
extern void *const *ppw_armci_shim_fns;
void *const *ppw_armci_shim_resolve(void);

/* One load and one test per call once resolved. */
static inline __attribute__((always_inline)) void *const *ppw_armci_shim_table(void)
{
    void *const *t = __atomic_load_n(&ppw_armci_shim_fns, __ATOMIC_ACQUIRE);
    if (__builtin_expect(t == NULL, 0)) t = ppw_armci_shim_resolve();
    return t;
}

#define PPW_SHIM_HOOK(i) (ppw_armci_shim_table()[i])

#endif
