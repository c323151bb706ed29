/* ppw.h: user regions, program phases and markers for the ppw measurement runtime (libppw.so).
 *
 * Link nothing: the functions are resolved from libppw.so when the program runs under
 * `ppw run` (LD_PRELOAD). To run the program without ppw as well, declare them weak (define
 * PPW_WEAK before including this header) and test `ppw_region_begin != 0`, or link -lppw.
 *
 *   ppw_region_begin("solve");
 *   ...
 *   ppw_region_end("solve");
 *   ppw_phase_begin("exchange");
 *   ...
 *   ppw_phase_end("exchange");
 *   ppw_phase("iteration 10");
 *   ppw_name_buffer(halo, sizeof halo, "halo");
 *
 * Regions and phases must nest properly per thread; the name passed to ppw_region_end and
 * ppw_phase_end is not checked (the innermost open region or phase is closed). A phase is a
 * region that the analysis gives results of its own (`phases` in analysis.json, the report's
 * Phases section, `ppw analyze --phase NAME`); entering the same phase name again (each
 * iteration, or from several places) adds to the same phase.
 *
 * Fortran: `call ppw_phase_begin('exchange')`, `call ppw_phase_end('exchange')`, and the same
 * for ppw_region_begin / ppw_region_end / ppw_phase (names up to 255 characters). Fortran has
 * no weak symbols: link such a program against ppw's runtime with the MPI libraries kept,
 *   mpif90 -Wl,--no-as-needed prog.f90 PATH/libppw-openmpi.so -Wl,-rpath,PATH
 *
 * MPI_Pcontrol(0) switches the recording of MPI, OpenSHMEM, ARMCI and I/O calls off for the
 * process and MPI_Pcontrol(1) on again (regions, phases and functions are still recorded, so
 * that the call tree stays whole); other levels change nothing.
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
/* Record a point marker named `name` (no duration; the analysis does not use it). */
PPW_DECL void ppw_phase(const char *name);
/* Enter the program phase `name` on the calling thread. */
PPW_DECL void ppw_phase_begin(const char *name);
/* Leave the innermost phase (or region) of the calling thread (`name` should match). */
PPW_DECL void ppw_phase_end(const char *name);
/* Call the `bytes` bytes at `ptr` `name` in the data-structure results: messages sent from or
 * received into them are attributed to `name` (a buffer on the stack, or a heap block that
 * its allocation site would not name well). The name is copied. */
PPW_DECL void ppw_name_buffer(const void *ptr, unsigned long bytes, const char *name);

#ifdef __cplusplus
}
#endif

#endif
