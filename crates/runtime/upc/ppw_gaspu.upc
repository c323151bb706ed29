/* ppw_gaspu.upc: the two upcalls libppw.so makes into a UPC program (GASP lets a tool call code
 * written in the measured model): the calling thread's MYTHREAD and THREADS, and the thread a
 * pointer-to-shared has affinity to. libppw.so finds them with dlsym when gasp_init runs;
 * without them it takes the thread number from the launcher's environment and records transfer
 * targets as unknown.
 *
 * Compile this file into the program with the UPC compiler, without instrumentation (the pragma
 * below; the upcalls must not generate events), e.g. with Berkeley UPC:
 *
 *   upcc --inst --inst-toolname=ppw app.upc $PPW/share/ppw_gaspu.upc -L$PPW/lib -lppw
 *
 * Linking libppw.so makes the executable export these functions (libppw.so refers to them);
 * see crates/runtime/README.md, "UPC (GASP)".
 */
#include <upc.h>

#pragma pupc off

void ppw_gaspu_init(int *mythread, int *threads)
{
    *mythread = MYTHREAD;
    *threads = THREADS;
}

/* `pts` is what GASP passes for a pointer-to-shared argument: the address of a shared void *. */
int ppw_gaspu_threadof(void *pts)
{
    shared void *p = *(shared void **)pts;
    return (int)upc_threadof(p);
}

/* Its address field: where in the owner's part of the shared space it lies (the same for an
 * object allocated collectively, on every thread): ppw's symmetric address for UPC. */
size_t ppw_gaspu_addrfield(void *pts)
{
    shared void *p = *(shared void **)pts;
    return upc_addrfield(p);
}
