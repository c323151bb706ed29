/* pupc.h: the UPC user-level measurement functions of GASP 1.5 (measurement control and user
 * events), as libppw.so provides them.
 *
 * The specification lets a UPC compiler translate these calls into gasp_control /
 * gasp_create_event / gasp_event_notify itself (Berkeley UPC does: its runtime defines
 * _pupc_* entry points and passes the source position). libppw.so defines them too, for
 * runtimes and C programs that do not; they act on the calling thread's UPC context (the one
 * its gasp_init call created) and pass no source position.
 *
 *   unsigned int solve = pupc_create_event("solve", "iteration %d");
 *   pupc_event_start(solve, it);
 *   ...
 *   pupc_event_end(solve, it);
 *   pupc_control(0);    measurement off for this thread (returns the previous setting)
 */
#ifndef PPW_PUPC_H
#define PPW_PUPC_H

#ifdef __cplusplus
extern "C" {
#endif

int pupc_control(int on);
unsigned int pupc_create_event(const char *name, const char *desc);
void pupc_event_start(unsigned int evttag, ...);
void pupc_event_end(unsigned int evttag, ...);
void pupc_event_atomic(unsigned int evttag, ...);

#ifdef __cplusplus
}
#endif

#endif
