/* nulltool.c: a GASP tool that measures nothing (every entry point returns at once), the
 * baseline of bench/gasp/run.sh: what a GASP-instrumented UPC runtime costs before any tool
 * does work (the runtime's own event calls). Build: cc -O2 -shared -fPIC -I crates/runtime/include
 */
#include <stdarg.h>

#include "gasp.h"

struct _gasp_context_S {
    int unused;
};
static struct _gasp_context_S null_context;

gasp_context_t gasp_init(gasp_model_t srcmodel, int *argc, char ***argv)
{
    (void)srcmodel;
    (void)argc;
    (void)argv;
    return &null_context;
}

void gasp_event_notify(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                       const char *filename, int linenum, int colnum, ...)
{
    (void)context;
    (void)evttag;
    (void)evttype;
    (void)filename;
    (void)linenum;
    (void)colnum;
}

void gasp_event_notifyVA(gasp_context_t context, unsigned int evttag, gasp_evttype_t evttype,
                         const char *filename, int linenum, int colnum, va_list varargs)
{
    (void)context;
    (void)evttag;
    (void)evttype;
    (void)filename;
    (void)linenum;
    (void)colnum;
    (void)varargs;
}

int gasp_control(gasp_context_t context, int on)
{
    (void)context;
    (void)on;
    return 1;
}

unsigned int gasp_create_event(gasp_context_t context, const char *name, const char *desc)
{
    (void)context;
    (void)name;
    (void)desc;
    return 100;
}
