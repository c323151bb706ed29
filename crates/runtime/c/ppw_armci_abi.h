/* What libppw.so and the ARMCI interposition archive libppw-armci.a agree on: the table of
 * hooks libppw.so exports as `ppw_armci_hooks` (generated/armci_wrappers.c) and the archive
 * finds with dlsym at its first call (c/ppw_armci_shim.c), and what the archive tells
 * libppw.so back. Plain C types only: the archive includes this without libppw.so's headers,
 * libppw.so without armci.h.
 */
#ifndef PPW_ARMCI_ABI_H
#define PPW_ARMCI_ABI_H

#include <stdint.h>

/* Bumped when this layout changes (the archive then forwards only). */
#define PPW_ARMCI_ABI 1

/* The archive's services, handed to libppw.so once the table was found. */
typedef struct ppw_armci_shim_info {
    uint32_t abi;
    uint32_t reserved;
    /* The communicator ARMCI-MPI communicates on (its duplicate of the one ARMCI was
     * initialized on, ARMCI_Group_get_world), as ppw's handle value (PPW_H of ppw_wrap.h);
     * valid after ARMCI_Init returned. */
    uint64_t (*world_comm)(void);
} ppw_armci_shim_info;

/* The hooks libppw.so offers: `fns[i]` is row i of build/armci.tbl (NULL: forward). The
 * archive uses them only if `abi`, `count`, `signature` (a hash of the rows) and `flavor`
 * (the MPI both were compiled for: "openmpi", "mpich") equal its own. */
typedef struct ppw_hook_table {
    uint32_t abi;
    uint32_t count;
    uint64_t signature;
    const char *flavor;
    void (*connect)(const ppw_armci_shim_info *info);
    void *const *fns;
} ppw_hook_table;

/* The flavor name of the MPI headers being compiled against. */
#if defined(OPEN_MPI)
#define PPW_ARMCI_FLAVOR "openmpi"
#elif defined(MPICH)
#define PPW_ARMCI_FLAVOR "mpich"
#else
#define PPW_ARMCI_FLAVOR "mpi"
#endif

#endif
