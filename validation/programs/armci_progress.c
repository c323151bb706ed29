/* Wait for Progress in ARMCI (issue 12, seed 003 Section 4), through ppw's interposition
 * archive (libppw-armci) in front of Debian's ARMCI-MPI: in each slot PE 0 computes work_ms
 * outside every library call and then enters ARMCI_Barrier; the other PEs ARMCI_Get 64 bytes
 * from PE 0 at the start of the slot. ARMCI-MPI on MPICH serves the get only once PE 0 calls
 * into MPI again. Expected: wait_for_progress at main/ARMCI_Get on every PE > 0 of (PE 0's
 * barrier enter - the get's enter) summed over slots, cause PE 0, from the times the PEs
 * measured themselves; exact transfer counts on "ARMCI global memory". Suite: 3 PEs, MPICH
 * (Open MPI's one-sided component on this machine serves the get without the target). */
#include "pv.h"
#include <armci.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    ARMCI_Init();
    pv_start(argc, argv, 100);
    int iters = pv_int("iters", 3);
    double work = pv_dbl("work_ms", 120), period = pv_dbl("period_ms", work + 120);
    int n = pv_size;
    double tg[PV_MAXIT], tb[PV_MAXIT];
    char buf[64];
    void **ptr = calloc(n, sizeof(void *));
    if (iters > PV_MAXIT) iters = PV_MAXIT;
    pv_region_begin("pv_setup");
    ARMCI_Malloc(ptr, 4096);
    ARMCI_Barrier();
    pv_region_end("pv_setup");

    for (int k = 0; k < iters; k++) {
        double t = pv_at(k * period);
        if (pv_rank == 0) {
            pv_spin_ms(work);
            tb[k] = pv_ms();
        } else {
            tg[k] = t;
            ARMCI_Get(ptr[0], buf, 64, 0);
        }
        ARMCI_Barrier();
    }

    double *ag = pv_gather(tg, iters), *ab = pv_gather(tb, iters);
    pv_region_begin("pv_epilogue");
    ARMCI_Free(ptr[pv_rank]);
    ARMCI_Finalize();
    pv_region_end("pv_epilogue");
    if (pv_rank == 0) {
        double total = 0;
        for (int r = 1; r < n; r++) {
            double w = pv_lag(ab, ag + r * iters, iters);
            total += w;
            pv_expect_cell("wait_for_progress", r, "main/ARMCI_Get", w, iters);
            pv_say("PPW_EXPECT_WINDOW {\"window\": \"ARMCI global memory\", \"rank\": %d, "
                   "\"gets\": %d, \"get_bytes\": %d}", r, iters, iters * 64);
        }
        pv_expect("wait_for_progress", -1, "main/ARMCI_Get", total, (n - 1) * iters, 0,
                  (n - 1) * iters * work / 1e3);
        pv_expect_none("[\"rma_comm_wait_for_progress\", \"rma_wait_for_progress\"]", 0);
    }
    free(ptr);
    return pv_finish();
}
