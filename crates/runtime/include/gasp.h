/* gasp.h: the model-independent half of the GASP 1.5 tool interface as libppw.so implements it
 * (types, version and the four tool entry points a GASP-instrumented runtime calls).
 *
 * GASP (Global-Address-Space Performance interface, version 1.5; reprinted in the appendix of
 * the PPW thesis) splits the work between a GAS model implementation, which calls the tool at
 * the right moments, and the tool, which decides what to measure. A UPC compiler installs its
 * own gasp.h; this copy declares the same interface for tools, tests and runtimes built
 * against ppw. The UPC event ids are in gasp_upc.h, the user functions in pupc.h.
 *
 * Call order a runtime must keep, per thread: gasp_init once per model, then any number of
 * gasp_event_notify / gasp_event_notifyVA (each START followed later by the END of the same
 * event id, properly nested), gasp_control and gasp_create_event with the context gasp_init
 * returned to that thread.
 */
#ifndef PPW_GASP_H
#define PPW_GASP_H

#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The GASP version this interface follows, as the specification encodes it (YYYYMMDD). */
#ifndef GASP_VERSION
#define GASP_VERSION 20060914
#endif

/* Which programming model a context belongs to. */
typedef enum {
    GASP_MODEL_UPC,
    GASP_MODEL_TITANIUM,
    GASP_MODEL_CAF,
    GASP_MODEL_MPI,
    GASP_MODEL_SHMEM
} gasp_model_t;

/* The spelling of the thesis' reprint of the specification. */
#define GASP_LANG_UPC GASP_MODEL_UPC
#define GASP_LANG_TITANIUM GASP_MODEL_TITANIUM
#define GASP_LANG_CAF GASP_MODEL_CAF
#define GASP_LANG_MPI GASP_MODEL_MPI
#define GASP_LANG_SHMEM GASP_MODEL_SHMEM

/* Whether a notification opens an event, closes it, or stands alone. */
typedef enum { GASP_START, GASP_END, GASP_ATOMIC } gasp_evttype_t;

/* The tool's per-thread, per-model state; opaque to the runtime. */
struct _gasp_context_S;
typedef struct _gasp_context_S *gasp_context_t;

/* Called by every thread once the model's runtime is initialized and before the user's entry
 * point runs. The tool may look at and change the command line. */
gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv);

/* An event happened: `evttag` is its id (gasp_upc.h, or a value from gasp_create_event),
 * `evttype` START, END or ATOMIC, `filename`/`linenum`/`colnum` the model-level source position
 * (NULL / 0 when unknown; a non-NULL filename must stay valid until the program ends), and the
 * variable arguments those that the model's table lists for the event. */
void gasp_event_notify(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                       const char *filename, int linenum, int colnum, ...);
void gasp_event_notifyVA(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                         const char *filename, int linenum, int colnum, va_list varargs);

/* on == 0 stops measuring the events of the calling thread, nonzero resumes. Returns the
 * previous setting (nonzero before the first call). */
int gasp_control(gasp_context_t context, int on);

/* A new user event id for the calling thread, named `name`; `desc` is NULL or a printf-style
 * format of the values later passed with the event. */
unsigned int gasp_create_event(gasp_context_t context, const char *name, const char *desc);

#ifdef __cplusplus
}
#endif

#endif
