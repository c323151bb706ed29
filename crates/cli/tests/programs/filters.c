/* Selective measurement (crates/cli/tests/filters.rs), built with -finstrument-functions.
 * Everything measured happens in body(), four levels down, where the runtime takes no CPU
 * readings, so that a run's events differ from another run's only by what was left out:
 *
 *   skipped()          1000 calls of about 10 us, from body(): the filter file excludes it
 *   "dropped region"   one user region around kept_work(): the filter file excludes it
 *   tiny()             200,000 calls of a few ns: throttling switches it off after 100,000
 *   kept_work()        5 ms, recorded (in the dropped region it moves up to body)
 */
#include <time.h>
#define PPW_WEAK
#include "ppw.h"

static volatile double sink;

__attribute__((no_instrument_function)) static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

__attribute__((no_instrument_function)) static void spin_us(double us)
{
    double t0 = now_us();
    while (now_us() - t0 < us) sink += 1;
}

__attribute__((noinline)) void skipped(int i)
{
    sink += i;
    spin_us(10);
}

__attribute__((noinline)) void tiny(int i) { sink += i; }

__attribute__((noinline)) void kept_work(void) { spin_us(5000); }

__attribute__((noinline)) void body(void)
{
    for (int i = 0; i < 1000; i++) skipped(i);
    for (int i = 0; i < 200000; i++) tiny(i);
    ppw_region_begin("dropped region");
    kept_work();
    ppw_region_end("dropped region");
}

__attribute__((noinline)) void middle(void) { body(); }
__attribute__((noinline)) void outer(void) { middle(); }

int main(void)
{
    outer();
    return 0;
}
