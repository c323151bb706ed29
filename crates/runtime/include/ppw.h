/* ppw.h: user regions and phase markers for the ppw measurement runtime (libppw.so).
 *
 * Link nothing: the functions are resolved from libppw.so when the program runs under
 * `ppw run` (LD_PRELOAD). To run the program without ppw as well, declare them weak (define
 * PPW_WEAK before including this header) and test `ppw_region_begin != 0`, or link -lppw.
 *
 *   ppw_region_begin("solve");
 *   ...
 *   ppw_region_end("solve");
 *   ppw_phase("iteration 10");
 *
 * Regions must nest properly per thread; the name passed to ppw_region_end is checked only in
 * debug output (the innermost open region is closed).
 */
#ifndef PPW_USER_API_H
#define PPW_USER_API_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef PPW_WEAK
#define PPW_DECL __attribute__((weak))
#else
#define PPW_DECL
#endif

/* Enter the user region `name` on the calling thread. */
PPW_DECL void ppw_region_begin(const char *name);
/* Leave the innermost user region of the calling thread (`name` should match). */
PPW_DECL void ppw_region_end(const char *name);
/* Record a point marker (a phase boundary) named `name`. */
PPW_DECL void ppw_phase(const char *name);

#ifdef __cplusplus
}
#endif

#endif
