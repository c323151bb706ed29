/* ppw_gaspu.upc: the upcalls libppw.so makes into a UPC program (GASP lets a tool call code
 * written in the measured model): the calling thread's MYTHREAD and THREADS, and the thread a
 * pointer-to-shared (or a lock pointer) has affinity to and its address field. libppw.so finds
 * them with dlsym when gasp_init runs; without them it takes the thread number from the
 * launcher's environment, records transfer targets as unknown and identifies a lock by the
 * bytes of its pointer.
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

/* `pts` is what GASP passes for a pointer-to-shared argument: the address of a shared void *.
 * libppw.so also passes a lock argument (the address of a upc_lock_t *, which Berkeley UPC and
 * GCC UPC store as a generic pointer-to-shared): the lock's thread and address field are its
 * identity (crates/runtime/README.md, "Lock identity"). */
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
