/* GENERATED from crates/runtime/build/shmem.tbl by crates/runtime/gen/wrappers.rs: do not edit.
 * Regenerate after changing either: PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
 * The C wrappers: one per row, then the Fortran entry points (see crates/runtime/README.md). */
#include "ppw_shmem.h"

const int ppw_shmem_nregions = 481;

extern void pshmem_init(void) __attribute__((weak));
extern int pshmem_init_thread(int requested, int *provided) __attribute__((weak));
extern void pstart_pes(int npes) __attribute__((weak));
extern void pshmem_finalize(void) __attribute__((weak));
extern void pshmem_global_exit(int status) __attribute__((weak));
extern void * pshmem_malloc(size_t size) __attribute__((weak));
extern void * pshmem_calloc(size_t count, size_t size) __attribute__((weak));
extern void * pshmem_realloc(void *ptr, size_t size) __attribute__((weak));
extern void * pshmem_align(size_t alignment, size_t size) __attribute__((weak));
extern void pshmem_free(void *ptr) __attribute__((weak));
extern void * pshmalloc(size_t size) __attribute__((weak));
extern void * pshmemalign(size_t alignment, size_t size) __attribute__((weak));
extern void * pshrealloc(void *ptr, size_t size) __attribute__((weak));
extern void pshfree(void *ptr) __attribute__((weak));
extern void pshmem_char_put(char *dest, const char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_put(short *dest, const short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_put(int *dest, const int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_put(long *dest, const long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_put(long long *dest, const long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_put(long double *dest, const long double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_put(float *dest, const float *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_put(double *dest, const double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_put(signed char *dest, const signed char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_put(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_put(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_put(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_put(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_put(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_put(int8_t *dest, const int8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_put(int16_t *dest, const int16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_put(int32_t *dest, const int32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_put(int64_t *dest, const int64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_put(uint8_t *dest, const uint8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_put(uint16_t *dest, const uint16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_put(uint32_t *dest, const uint32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_put(uint64_t *dest, const uint64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_put(size_t *dest, const size_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_put(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_char_get(char *dest, const char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_get(short *dest, const short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_get(int *dest, const int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_get(long *dest, const long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_get(long long *dest, const long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_get(long double *dest, const long double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_get(float *dest, const float *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_get(double *dest, const double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_get(signed char *dest, const signed char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_get(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_get(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_get(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_get(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_get(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_get(int8_t *dest, const int8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_get(int16_t *dest, const int16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_get(int32_t *dest, const int32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_get(int64_t *dest, const int64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_get(uint8_t *dest, const uint8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_get(uint16_t *dest, const uint16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_get(uint32_t *dest, const uint32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_get(uint64_t *dest, const uint64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_get(size_t *dest, const size_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_get(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_char_p(char *dest, char value, int pe) __attribute__((weak));
extern void pshmem_short_p(short *dest, short value, int pe) __attribute__((weak));
extern void pshmem_int_p(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_p(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_p(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_longdouble_p(long double *dest, long double value, int pe) __attribute__((weak));
extern void pshmem_float_p(float *dest, float value, int pe) __attribute__((weak));
extern void pshmem_double_p(double *dest, double value, int pe) __attribute__((weak));
extern void pshmem_schar_p(signed char *dest, signed char value, int pe) __attribute__((weak));
extern void pshmem_uchar_p(unsigned char *dest, unsigned char value, int pe) __attribute__((weak));
extern void pshmem_ushort_p(unsigned short *dest, unsigned short value, int pe) __attribute__((weak));
extern void pshmem_uint_p(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_p(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_p(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_int8_p(int8_t *dest, int8_t value, int pe) __attribute__((weak));
extern void pshmem_int16_p(int16_t *dest, int16_t value, int pe) __attribute__((weak));
extern void pshmem_int32_p(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern void pshmem_int64_p(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern void pshmem_uint8_p(uint8_t *dest, uint8_t value, int pe) __attribute__((weak));
extern void pshmem_uint16_p(uint16_t *dest, uint16_t value, int pe) __attribute__((weak));
extern void pshmem_uint32_p(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern void pshmem_uint64_p(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern void pshmem_size_p(size_t *dest, size_t value, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe) __attribute__((weak));
extern char pshmem_char_g(const char *source, int pe) __attribute__((weak));
extern short pshmem_short_g(const short *source, int pe) __attribute__((weak));
extern int pshmem_int_g(const int *source, int pe) __attribute__((weak));
extern long pshmem_long_g(const long *source, int pe) __attribute__((weak));
extern long long pshmem_longlong_g(const long long *source, int pe) __attribute__((weak));
extern long double pshmem_longdouble_g(const long double *source, int pe) __attribute__((weak));
extern float pshmem_float_g(const float *source, int pe) __attribute__((weak));
extern double pshmem_double_g(const double *source, int pe) __attribute__((weak));
extern signed char pshmem_schar_g(const signed char *source, int pe) __attribute__((weak));
extern unsigned char pshmem_uchar_g(const unsigned char *source, int pe) __attribute__((weak));
extern unsigned short pshmem_ushort_g(const unsigned short *source, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_g(const unsigned int *source, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_g(const unsigned long *source, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_g(const unsigned long long *source, int pe) __attribute__((weak));
extern int8_t pshmem_int8_g(const int8_t *source, int pe) __attribute__((weak));
extern int16_t pshmem_int16_g(const int16_t *source, int pe) __attribute__((weak));
extern int32_t pshmem_int32_g(const int32_t *source, int pe) __attribute__((weak));
extern int64_t pshmem_int64_g(const int64_t *source, int pe) __attribute__((weak));
extern uint8_t pshmem_uint8_g(const uint8_t *source, int pe) __attribute__((weak));
extern uint16_t pshmem_uint16_g(const uint16_t *source, int pe) __attribute__((weak));
extern uint32_t pshmem_uint32_g(const uint32_t *source, int pe) __attribute__((weak));
extern uint64_t pshmem_uint64_g(const uint64_t *source, int pe) __attribute__((weak));
extern size_t pshmem_size_g(const size_t *source, int pe) __attribute__((weak));
extern ptrdiff_t pshmem_ptrdiff_g(const ptrdiff_t *source, int pe) __attribute__((weak));
extern void pshmem_char_iput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_iput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_iput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_iput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_iput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_iput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_iput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_iput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_iput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_iput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_iput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_iput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_iput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_iput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_iput(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_iput(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_iput(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_iput(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_iput(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_iput(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_iput(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_iput(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_iput(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_iput(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_char_iget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_iget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_iget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_iget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_iget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_iget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_iget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_iget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_iget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_iget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_iget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_iget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_iget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_iget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_iget(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_iget(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_iget(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_iget(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_iget(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_iget(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_iget(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_iget(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_iget(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_iget(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_char_put_nbi(char *dest, const char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_put_nbi(short *dest, const short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_put_nbi(int *dest, const int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_put_nbi(long *dest, const long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_put_nbi(long long *dest, const long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_put_nbi(long double *dest, const long double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_put_nbi(float *dest, const float *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_put_nbi(double *dest, const double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_put_nbi(signed char *dest, const signed char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_put_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_put_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_put_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_put_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_put_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_put_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_put_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_put_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_put_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_put_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_put_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_put_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_put_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_put_nbi(size_t *dest, const size_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_put_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_char_get_nbi(char *dest, const char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_short_get_nbi(short *dest, const short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int_get_nbi(int *dest, const int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_long_get_nbi(long *dest, const long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longlong_get_nbi(long long *dest, const long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_longdouble_get_nbi(long double *dest, const long double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_float_get_nbi(float *dest, const float *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_double_get_nbi(double *dest, const double *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_schar_get_nbi(signed char *dest, const signed char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uchar_get_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ushort_get_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint_get_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulong_get_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ulonglong_get_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int8_get_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int16_get_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int32_get_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_int64_get_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint8_get_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint16_get_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint32_get_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_uint64_get_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_size_get_nbi(size_t *dest, const size_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_ptrdiff_get_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put8(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put16(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put32(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put64(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put128(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get8(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get16(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get32(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get64(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get128(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iput8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iput16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iput32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iput64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iput128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iget8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iget16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iget32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iget64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_iget128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put8_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put16_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put32_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put64_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_put128_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get8_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get16_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get32_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get64_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_get128_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_putmem(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_getmem(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_putmem_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_getmem_nbi(void *dest, const void *source, size_t nelems, int pe) __attribute__((weak));
extern void pshmem_quiet(void) __attribute__((weak));
extern void pshmem_fence(void) __attribute__((weak));
extern int pshmem_int_atomic_fetch_add(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch_add(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch_add(long long *dest, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch_add(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch_add(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch_add(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_fetch_inc(int *dest, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch_inc(long *dest, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch_inc(long long *dest, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch_inc(unsigned int *dest, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch_inc(unsigned long *dest, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch_inc(unsigned long long *dest, int pe) __attribute__((weak));
extern void pshmem_int_atomic_add(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_atomic_add(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_add(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_add(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_add(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_add(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_int_atomic_inc(int *dest, int pe) __attribute__((weak));
extern void pshmem_long_atomic_inc(long *dest, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_inc(long long *dest, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_inc(unsigned int *dest, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_inc(unsigned long *dest, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_inc(unsigned long long *dest, int pe) __attribute__((weak));
extern int pshmem_int_atomic_compare_swap(int *dest, int cond, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_compare_swap(long *dest, long cond, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_compare_swap(long long *dest, long long cond, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_compare_swap(unsigned int *dest, unsigned int cond, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_compare_swap(unsigned long *dest, unsigned long cond, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_compare_swap(unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_fetch(const int *source, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch(const long *source, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch(const long long *source, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch(const unsigned int *source, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch(const unsigned long *source, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch(const unsigned long long *source, int pe) __attribute__((weak));
extern float pshmem_float_atomic_fetch(const float *source, int pe) __attribute__((weak));
extern double pshmem_double_atomic_fetch(const double *source, int pe) __attribute__((weak));
extern void pshmem_int_atomic_set(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_atomic_set(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_set(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_set(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_set(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_set(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_float_atomic_set(float *dest, float value, int pe) __attribute__((weak));
extern void pshmem_double_atomic_set(double *dest, double value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_swap(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_swap(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_swap(long long *dest, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_swap(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_swap(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_swap(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern float pshmem_float_atomic_swap(float *dest, float value, int pe) __attribute__((weak));
extern double pshmem_double_atomic_swap(double *dest, double value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_fetch_and(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch_and(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch_and(long long *dest, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch_and(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch_and(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch_and(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern int32_t pshmem_int32_atomic_fetch_and(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern int64_t pshmem_int64_atomic_fetch_and(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern uint32_t pshmem_uint32_atomic_fetch_and(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern uint64_t pshmem_uint64_atomic_fetch_and(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_fetch_or(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch_or(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch_or(long long *dest, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch_or(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch_or(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch_or(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern int32_t pshmem_int32_atomic_fetch_or(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern int64_t pshmem_int64_atomic_fetch_or(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern uint32_t pshmem_uint32_atomic_fetch_or(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern uint64_t pshmem_uint64_atomic_fetch_or(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern int pshmem_int_atomic_fetch_xor(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_atomic_fetch_xor(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_atomic_fetch_xor(long long *dest, long long value, int pe) __attribute__((weak));
extern unsigned int pshmem_uint_atomic_fetch_xor(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern unsigned long pshmem_ulong_atomic_fetch_xor(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern unsigned long long pshmem_ulonglong_atomic_fetch_xor(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern int32_t pshmem_int32_atomic_fetch_xor(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern int64_t pshmem_int64_atomic_fetch_xor(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern uint32_t pshmem_uint32_atomic_fetch_xor(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern uint64_t pshmem_uint64_atomic_fetch_xor(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern void pshmem_int_atomic_and(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_atomic_and(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_and(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_and(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_and(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_and(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_int32_atomic_and(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern void pshmem_int64_atomic_and(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern void pshmem_uint32_atomic_and(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern void pshmem_uint64_atomic_and(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern void pshmem_int_atomic_or(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_atomic_or(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_or(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_or(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_or(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_or(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_int32_atomic_or(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern void pshmem_int64_atomic_or(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern void pshmem_uint32_atomic_or(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern void pshmem_uint64_atomic_or(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern void pshmem_int_atomic_xor(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_atomic_xor(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_atomic_xor(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_uint_atomic_xor(unsigned int *dest, unsigned int value, int pe) __attribute__((weak));
extern void pshmem_ulong_atomic_xor(unsigned long *dest, unsigned long value, int pe) __attribute__((weak));
extern void pshmem_ulonglong_atomic_xor(unsigned long long *dest, unsigned long long value, int pe) __attribute__((weak));
extern void pshmem_int32_atomic_xor(int32_t *dest, int32_t value, int pe) __attribute__((weak));
extern void pshmem_int64_atomic_xor(int64_t *dest, int64_t value, int pe) __attribute__((weak));
extern void pshmem_uint32_atomic_xor(uint32_t *dest, uint32_t value, int pe) __attribute__((weak));
extern void pshmem_uint64_atomic_xor(uint64_t *dest, uint64_t value, int pe) __attribute__((weak));
extern int pshmem_int_fadd(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_fadd(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_fadd(long long *dest, long long value, int pe) __attribute__((weak));
extern int pshmem_int_finc(int *dest, int pe) __attribute__((weak));
extern long pshmem_long_finc(long *dest, int pe) __attribute__((weak));
extern long long pshmem_longlong_finc(long long *dest, int pe) __attribute__((weak));
extern void pshmem_int_add(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_add(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_add(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_int_inc(int *dest, int pe) __attribute__((weak));
extern void pshmem_long_inc(long *dest, int pe) __attribute__((weak));
extern void pshmem_longlong_inc(long long *dest, int pe) __attribute__((weak));
extern int pshmem_int_cswap(int *dest, int cond, int value, int pe) __attribute__((weak));
extern long pshmem_long_cswap(long *dest, long cond, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_cswap(long long *dest, long long cond, long long value, int pe) __attribute__((weak));
extern int pshmem_int_fetch(const int *source, int pe) __attribute__((weak));
extern long pshmem_long_fetch(const long *source, int pe) __attribute__((weak));
extern long long pshmem_longlong_fetch(const long long *source, int pe) __attribute__((weak));
extern float pshmem_float_fetch(const float *source, int pe) __attribute__((weak));
extern double pshmem_double_fetch(const double *source, int pe) __attribute__((weak));
extern void pshmem_int_set(int *dest, int value, int pe) __attribute__((weak));
extern void pshmem_long_set(long *dest, long value, int pe) __attribute__((weak));
extern void pshmem_longlong_set(long long *dest, long long value, int pe) __attribute__((weak));
extern void pshmem_float_set(float *dest, float value, int pe) __attribute__((weak));
extern void pshmem_double_set(double *dest, double value, int pe) __attribute__((weak));
extern int pshmem_int_swap(int *dest, int value, int pe) __attribute__((weak));
extern long pshmem_long_swap(long *dest, long value, int pe) __attribute__((weak));
extern long long pshmem_longlong_swap(long long *dest, long long value, int pe) __attribute__((weak));
extern float pshmem_float_swap(float *dest, float value, int pe) __attribute__((weak));
extern double pshmem_double_swap(double *dest, double value, int pe) __attribute__((weak));
extern void pshmem_short_wait_until(short *ivar, int cmp, short cmp_value) __attribute__((weak));
extern void pshmem_int_wait_until(int *ivar, int cmp, int cmp_value) __attribute__((weak));
extern void pshmem_long_wait_until(long *ivar, int cmp, long cmp_value) __attribute__((weak));
extern void pshmem_longlong_wait_until(long long *ivar, int cmp, long long cmp_value) __attribute__((weak));
extern void pshmem_ushort_wait_until(unsigned short *ivar, int cmp, unsigned short cmp_value) __attribute__((weak));
extern void pshmem_uint_wait_until(unsigned int *ivar, int cmp, unsigned int cmp_value) __attribute__((weak));
extern void pshmem_ulong_wait_until(unsigned long *ivar, int cmp, unsigned long cmp_value) __attribute__((weak));
extern void pshmem_ulonglong_wait_until(unsigned long long *ivar, int cmp, unsigned long long cmp_value) __attribute__((weak));
extern void pshmem_int32_wait_until(int32_t *ivar, int cmp, int32_t cmp_value) __attribute__((weak));
extern void pshmem_int64_wait_until(int64_t *ivar, int cmp, int64_t cmp_value) __attribute__((weak));
extern void pshmem_uint32_wait_until(uint32_t *ivar, int cmp, uint32_t cmp_value) __attribute__((weak));
extern void pshmem_uint64_wait_until(uint64_t *ivar, int cmp, uint64_t cmp_value) __attribute__((weak));
extern void pshmem_size_wait_until(size_t *ivar, int cmp, size_t cmp_value) __attribute__((weak));
extern void pshmem_ptrdiff_wait_until(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value) __attribute__((weak));
extern int pshmem_short_test(short *ivar, int cmp, short cmp_value) __attribute__((weak));
extern int pshmem_int_test(int *ivar, int cmp, int cmp_value) __attribute__((weak));
extern int pshmem_long_test(long *ivar, int cmp, long cmp_value) __attribute__((weak));
extern int pshmem_longlong_test(long long *ivar, int cmp, long long cmp_value) __attribute__((weak));
extern int pshmem_ushort_test(unsigned short *ivar, int cmp, unsigned short cmp_value) __attribute__((weak));
extern int pshmem_uint_test(unsigned int *ivar, int cmp, unsigned int cmp_value) __attribute__((weak));
extern int pshmem_ulong_test(unsigned long *ivar, int cmp, unsigned long cmp_value) __attribute__((weak));
extern int pshmem_ulonglong_test(unsigned long long *ivar, int cmp, unsigned long long cmp_value) __attribute__((weak));
extern int pshmem_int32_test(int32_t *ivar, int cmp, int32_t cmp_value) __attribute__((weak));
extern int pshmem_int64_test(int64_t *ivar, int cmp, int64_t cmp_value) __attribute__((weak));
extern int pshmem_uint32_test(uint32_t *ivar, int cmp, uint32_t cmp_value) __attribute__((weak));
extern int pshmem_uint64_test(uint64_t *ivar, int cmp, uint64_t cmp_value) __attribute__((weak));
extern int pshmem_size_test(size_t *ivar, int cmp, size_t cmp_value) __attribute__((weak));
extern int pshmem_ptrdiff_test(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value) __attribute__((weak));
extern void pshmem_short_wait(short *ivar, short cmp_value) __attribute__((weak));
extern void pshmem_int_wait(int *ivar, int cmp_value) __attribute__((weak));
extern void pshmem_long_wait(long *ivar, long cmp_value) __attribute__((weak));
extern void pshmem_longlong_wait(long long *ivar, long long cmp_value) __attribute__((weak));
extern void pshmem_wait(long *ivar, long cmp_value) __attribute__((weak));
extern void pshmem_wait_until(long *ivar, int cmp, long cmp_value) __attribute__((weak));
extern void pshmem_set_lock(long *lock) __attribute__((weak));
extern void pshmem_clear_lock(long *lock) __attribute__((weak));
extern int pshmem_test_lock(long *lock) __attribute__((weak));
extern void pshmem_barrier_all(void) __attribute__((weak));
extern void pshmem_sync_all(void) __attribute__((weak));
extern void pshmem_barrier(int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_sync(int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_broadcast32(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_broadcast64(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_collect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_collect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_fcollect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_fcollect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_alltoall32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_alltoall64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_alltoalls32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_alltoalls64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync) __attribute__((weak));
extern void pshmem_short_and_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_and_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_and_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_and_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_or_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_or_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_or_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_or_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_xor_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_xor_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_xor_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_xor_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_max_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_max_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_max_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_max_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_float_max_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_double_max_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longdouble_max_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_min_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_min_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_min_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_min_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_float_min_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_double_min_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longdouble_min_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_sum_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_sum_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_sum_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_sum_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_float_sum_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_double_sum_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longdouble_sum_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_complexf_sum_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_complexd_sum_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_short_prod_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_int_prod_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_long_prod_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longlong_prod_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_float_prod_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_double_prod_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_longdouble_prod_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_complexf_prod_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync) __attribute__((weak));
extern void pshmem_complexd_prod_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync) __attribute__((weak));

void shmem_init(void)
{
    if (!pshmem_init) ppw_missing_entry("pshmem_init");
    PPW_FWRAP_BEGIN(pshmem_init(), __builtin_return_address(0));
    const uint32_t ppw_region = 154;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shinit()
    PPW_CALL(pshmem_init());
    PPW_POST_shinit()
    PPW_WRAP_END;
}

int shmem_init_thread(int requested, int *provided)
{
    if (!pshmem_init_thread) ppw_missing_entry("pshmem_init_thread");
    PPW_WRAP_BEGIN(pshmem_init_thread(requested, provided), __builtin_return_address(0));
    const uint32_t ppw_region = 155;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shinit_thread()
    PPW_CALL(int ppw_ret = pshmem_init_thread(requested, provided));
    PPW_POST_shinit_thread()
    PPW_WRAP_END;
    return ppw_ret;
}

void start_pes(int npes)
{
    if (!pstart_pes) ppw_missing_entry("pstart_pes");
    PPW_FWRAP_BEGIN(pstart_pes(npes), __builtin_return_address(0));
    const uint32_t ppw_region = 156;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shinit()
    PPW_CALL(pstart_pes(npes));
    PPW_POST_shinit()
    PPW_WRAP_END;
}

void shmem_finalize(void)
{
    if (!pshmem_finalize) ppw_missing_entry("pshmem_finalize");
    PPW_FWRAP_BEGIN(pshmem_finalize(), __builtin_return_address(0));
    const uint32_t ppw_region = 157;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shfinalize()
    PPW_CALL(pshmem_finalize());
    PPW_POST_shfinalize()
    PPW_WRAP_END;
}

void shmem_global_exit(int status)
{
    if (!pshmem_global_exit) ppw_missing_entry("pshmem_global_exit");
    PPW_FWRAP_BEGIN(pshmem_global_exit(status), __builtin_return_address(0));
    const uint32_t ppw_region = 158;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shglobal_exit()
    PPW_CALL(pshmem_global_exit(status));
    PPW_POST_shglobal_exit()
    PPW_WRAP_END;
}

void * shmem_malloc(size_t size)
{
    if (!pshmem_malloc) ppw_missing_entry("pshmem_malloc");
    PPW_WRAP_BEGIN(pshmem_malloc(size), __builtin_return_address(0));
    const uint32_t ppw_region = 159;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shalloc(size)
    PPW_CALL(void * ppw_ret = pshmem_malloc(size));
    PPW_POST_shalloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void * shmem_calloc(size_t count, size_t size)
{
    if (!pshmem_calloc) ppw_missing_entry("pshmem_calloc");
    PPW_WRAP_BEGIN(pshmem_calloc(count, size), __builtin_return_address(0));
    const uint32_t ppw_region = 160;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shalloc(count * size)
    PPW_CALL(void * ppw_ret = pshmem_calloc(count, size));
    PPW_POST_shalloc(count * size)
    PPW_WRAP_END;
    return ppw_ret;
}

void * shmem_realloc(void *ptr, size_t size)
{
    if (!pshmem_realloc) ppw_missing_entry("pshmem_realloc");
    PPW_WRAP_BEGIN(pshmem_realloc(ptr, size), __builtin_return_address(0));
    const uint32_t ppw_region = 161;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shrealloc(size)
    PPW_CALL(void * ppw_ret = pshmem_realloc(ptr, size));
    PPW_POST_shrealloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void * shmem_align(size_t alignment, size_t size)
{
    if (!pshmem_align) ppw_missing_entry("pshmem_align");
    PPW_WRAP_BEGIN(pshmem_align(alignment, size), __builtin_return_address(0));
    const uint32_t ppw_region = 162;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shalloc(size)
    PPW_CALL(void * ppw_ret = pshmem_align(alignment, size));
    PPW_POST_shalloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_free(void *ptr)
{
    if (!pshmem_free) ppw_missing_entry("pshmem_free");
    PPW_FWRAP_BEGIN(pshmem_free(ptr), __builtin_return_address(0));
    const uint32_t ppw_region = 163;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shfree()
    PPW_CALL(pshmem_free(ptr));
    PPW_POST_shfree()
    PPW_WRAP_END;
}

void * shmalloc(size_t size)
{
    if (!pshmalloc) ppw_missing_entry("pshmalloc");
    PPW_WRAP_BEGIN(pshmalloc(size), __builtin_return_address(0));
    const uint32_t ppw_region = 164;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shalloc(size)
    PPW_CALL(void * ppw_ret = pshmalloc(size));
    PPW_POST_shalloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void * shmemalign(size_t alignment, size_t size)
{
    if (!pshmemalign) ppw_missing_entry("pshmemalign");
    PPW_WRAP_BEGIN(pshmemalign(alignment, size), __builtin_return_address(0));
    const uint32_t ppw_region = 165;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shalloc(size)
    PPW_CALL(void * ppw_ret = pshmemalign(alignment, size));
    PPW_POST_shalloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void * shrealloc(void *ptr, size_t size)
{
    if (!pshrealloc) ppw_missing_entry("pshrealloc");
    PPW_WRAP_BEGIN(pshrealloc(ptr, size), __builtin_return_address(0));
    const uint32_t ppw_region = 166;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shrealloc(size)
    PPW_CALL(void * ppw_ret = pshrealloc(ptr, size));
    PPW_POST_shrealloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

void shfree(void *ptr)
{
    if (!pshfree) ppw_missing_entry("pshfree");
    PPW_FWRAP_BEGIN(pshfree(ptr), __builtin_return_address(0));
    const uint32_t ppw_region = 167;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shfree()
    PPW_CALL(pshfree(ptr));
    PPW_POST_shfree()
    PPW_WRAP_END;
}

void shmem_char_put(char *dest, const char *source, size_t nelems, int pe)
{
    if (!pshmem_char_put) ppw_missing_entry("pshmem_char_put");
    PPW_FWRAP_BEGIN(pshmem_char_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 168;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(char))
    PPW_CALL(pshmem_char_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_put(short *dest, const short *source, size_t nelems, int pe)
{
    if (!pshmem_short_put) ppw_missing_entry("pshmem_short_put");
    PPW_FWRAP_BEGIN(pshmem_short_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 169;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(short))
    PPW_CALL(pshmem_short_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_put(int *dest, const int *source, size_t nelems, int pe)
{
    if (!pshmem_int_put) ppw_missing_entry("pshmem_int_put");
    PPW_FWRAP_BEGIN(pshmem_int_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 170;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int))
    PPW_CALL(pshmem_int_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_put(long *dest, const long *source, size_t nelems, int pe)
{
    if (!pshmem_long_put) ppw_missing_entry("pshmem_long_put");
    PPW_FWRAP_BEGIN(pshmem_long_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 171;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long))
    PPW_CALL(pshmem_long_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_put(long long *dest, const long long *source, size_t nelems, int pe)
{
    if (!pshmem_longlong_put) ppw_missing_entry("pshmem_longlong_put");
    PPW_FWRAP_BEGIN(pshmem_longlong_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 172;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_put(long double *dest, const long double *source, size_t nelems, int pe)
{
    if (!pshmem_longdouble_put) ppw_missing_entry("pshmem_longdouble_put");
    PPW_FWRAP_BEGIN(pshmem_longdouble_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 173;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_put(float *dest, const float *source, size_t nelems, int pe)
{
    if (!pshmem_float_put) ppw_missing_entry("pshmem_float_put");
    PPW_FWRAP_BEGIN(pshmem_float_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 174;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(float))
    PPW_CALL(pshmem_float_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_put(double *dest, const double *source, size_t nelems, int pe)
{
    if (!pshmem_double_put) ppw_missing_entry("pshmem_double_put");
    PPW_FWRAP_BEGIN(pshmem_double_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 175;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(double))
    PPW_CALL(pshmem_double_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_put(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    if (!pshmem_schar_put) ppw_missing_entry("pshmem_schar_put");
    PPW_FWRAP_BEGIN(pshmem_schar_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 176;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_put(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    if (!pshmem_uchar_put) ppw_missing_entry("pshmem_uchar_put");
    PPW_FWRAP_BEGIN(pshmem_uchar_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 177;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_put(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    if (!pshmem_ushort_put) ppw_missing_entry("pshmem_ushort_put");
    PPW_FWRAP_BEGIN(pshmem_ushort_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 178;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_put(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    if (!pshmem_uint_put) ppw_missing_entry("pshmem_uint_put");
    PPW_FWRAP_BEGIN(pshmem_uint_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 179;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_put(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    if (!pshmem_ulong_put) ppw_missing_entry("pshmem_ulong_put");
    PPW_FWRAP_BEGIN(pshmem_ulong_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 180;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_put(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_put) ppw_missing_entry("pshmem_ulonglong_put");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 181;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_put(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    if (!pshmem_int8_put) ppw_missing_entry("pshmem_int8_put");
    PPW_FWRAP_BEGIN(pshmem_int8_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 182;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_put(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    if (!pshmem_int16_put) ppw_missing_entry("pshmem_int16_put");
    PPW_FWRAP_BEGIN(pshmem_int16_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 183;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_put(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    if (!pshmem_int32_put) ppw_missing_entry("pshmem_int32_put");
    PPW_FWRAP_BEGIN(pshmem_int32_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 184;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_put(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    if (!pshmem_int64_put) ppw_missing_entry("pshmem_int64_put");
    PPW_FWRAP_BEGIN(pshmem_int64_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 185;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_put(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint8_put) ppw_missing_entry("pshmem_uint8_put");
    PPW_FWRAP_BEGIN(pshmem_uint8_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 186;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_put(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint16_put) ppw_missing_entry("pshmem_uint16_put");
    PPW_FWRAP_BEGIN(pshmem_uint16_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 187;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_put(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint32_put) ppw_missing_entry("pshmem_uint32_put");
    PPW_FWRAP_BEGIN(pshmem_uint32_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 188;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_put(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint64_put) ppw_missing_entry("pshmem_uint64_put");
    PPW_FWRAP_BEGIN(pshmem_uint64_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 189;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_put(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    if (!pshmem_size_put) ppw_missing_entry("pshmem_size_put");
    PPW_FWRAP_BEGIN(pshmem_size_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 190;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_put(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_put) ppw_missing_entry("pshmem_ptrdiff_put");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_put(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 191;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_put(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_char_get(char *dest, const char *source, size_t nelems, int pe)
{
    if (!pshmem_char_get) ppw_missing_entry("pshmem_char_get");
    PPW_FWRAP_BEGIN(pshmem_char_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 192;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(char))
    PPW_CALL(pshmem_char_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_get(short *dest, const short *source, size_t nelems, int pe)
{
    if (!pshmem_short_get) ppw_missing_entry("pshmem_short_get");
    PPW_FWRAP_BEGIN(pshmem_short_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 193;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(short))
    PPW_CALL(pshmem_short_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_get(int *dest, const int *source, size_t nelems, int pe)
{
    if (!pshmem_int_get) ppw_missing_entry("pshmem_int_get");
    PPW_FWRAP_BEGIN(pshmem_int_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 194;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int))
    PPW_CALL(pshmem_int_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_get(long *dest, const long *source, size_t nelems, int pe)
{
    if (!pshmem_long_get) ppw_missing_entry("pshmem_long_get");
    PPW_FWRAP_BEGIN(pshmem_long_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 195;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long))
    PPW_CALL(pshmem_long_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_get(long long *dest, const long long *source, size_t nelems, int pe)
{
    if (!pshmem_longlong_get) ppw_missing_entry("pshmem_longlong_get");
    PPW_FWRAP_BEGIN(pshmem_longlong_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 196;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_get(long double *dest, const long double *source, size_t nelems, int pe)
{
    if (!pshmem_longdouble_get) ppw_missing_entry("pshmem_longdouble_get");
    PPW_FWRAP_BEGIN(pshmem_longdouble_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 197;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_get(float *dest, const float *source, size_t nelems, int pe)
{
    if (!pshmem_float_get) ppw_missing_entry("pshmem_float_get");
    PPW_FWRAP_BEGIN(pshmem_float_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 198;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(float))
    PPW_CALL(pshmem_float_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_get(double *dest, const double *source, size_t nelems, int pe)
{
    if (!pshmem_double_get) ppw_missing_entry("pshmem_double_get");
    PPW_FWRAP_BEGIN(pshmem_double_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 199;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(double))
    PPW_CALL(pshmem_double_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_get(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    if (!pshmem_schar_get) ppw_missing_entry("pshmem_schar_get");
    PPW_FWRAP_BEGIN(pshmem_schar_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 200;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_get(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    if (!pshmem_uchar_get) ppw_missing_entry("pshmem_uchar_get");
    PPW_FWRAP_BEGIN(pshmem_uchar_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 201;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_get(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    if (!pshmem_ushort_get) ppw_missing_entry("pshmem_ushort_get");
    PPW_FWRAP_BEGIN(pshmem_ushort_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 202;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_get(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    if (!pshmem_uint_get) ppw_missing_entry("pshmem_uint_get");
    PPW_FWRAP_BEGIN(pshmem_uint_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 203;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_get(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    if (!pshmem_ulong_get) ppw_missing_entry("pshmem_ulong_get");
    PPW_FWRAP_BEGIN(pshmem_ulong_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 204;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_get(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_get) ppw_missing_entry("pshmem_ulonglong_get");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 205;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_get(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    if (!pshmem_int8_get) ppw_missing_entry("pshmem_int8_get");
    PPW_FWRAP_BEGIN(pshmem_int8_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 206;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_get(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    if (!pshmem_int16_get) ppw_missing_entry("pshmem_int16_get");
    PPW_FWRAP_BEGIN(pshmem_int16_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 207;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_get(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    if (!pshmem_int32_get) ppw_missing_entry("pshmem_int32_get");
    PPW_FWRAP_BEGIN(pshmem_int32_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 208;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_get(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    if (!pshmem_int64_get) ppw_missing_entry("pshmem_int64_get");
    PPW_FWRAP_BEGIN(pshmem_int64_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 209;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_get(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint8_get) ppw_missing_entry("pshmem_uint8_get");
    PPW_FWRAP_BEGIN(pshmem_uint8_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 210;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_get(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint16_get) ppw_missing_entry("pshmem_uint16_get");
    PPW_FWRAP_BEGIN(pshmem_uint16_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 211;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_get(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint32_get) ppw_missing_entry("pshmem_uint32_get");
    PPW_FWRAP_BEGIN(pshmem_uint32_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 212;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_get(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint64_get) ppw_missing_entry("pshmem_uint64_get");
    PPW_FWRAP_BEGIN(pshmem_uint64_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 213;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_get(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    if (!pshmem_size_get) ppw_missing_entry("pshmem_size_get");
    PPW_FWRAP_BEGIN(pshmem_size_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 214;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_get(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_get) ppw_missing_entry("pshmem_ptrdiff_get");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_get(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 215;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_get(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_char_p(char *dest, char value, int pe)
{
    if (!pshmem_char_p) ppw_missing_entry("pshmem_char_p");
    PPW_FWRAP_BEGIN(pshmem_char_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 216;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(char))
    PPW_CALL(pshmem_char_p(dest, value, pe));
    PPW_POST_shp(sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_p(short *dest, short value, int pe)
{
    if (!pshmem_short_p) ppw_missing_entry("pshmem_short_p");
    PPW_FWRAP_BEGIN(pshmem_short_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 217;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(short))
    PPW_CALL(pshmem_short_p(dest, value, pe));
    PPW_POST_shp(sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_p(int *dest, int value, int pe)
{
    if (!pshmem_int_p) ppw_missing_entry("pshmem_int_p");
    PPW_FWRAP_BEGIN(pshmem_int_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 218;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(int))
    PPW_CALL(pshmem_int_p(dest, value, pe));
    PPW_POST_shp(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_p(long *dest, long value, int pe)
{
    if (!pshmem_long_p) ppw_missing_entry("pshmem_long_p");
    PPW_FWRAP_BEGIN(pshmem_long_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 219;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(long))
    PPW_CALL(pshmem_long_p(dest, value, pe));
    PPW_POST_shp(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_p(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_p) ppw_missing_entry("pshmem_longlong_p");
    PPW_FWRAP_BEGIN(pshmem_longlong_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 220;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(long long))
    PPW_CALL(pshmem_longlong_p(dest, value, pe));
    PPW_POST_shp(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_p(long double *dest, long double value, int pe)
{
    if (!pshmem_longdouble_p) ppw_missing_entry("pshmem_longdouble_p");
    PPW_FWRAP_BEGIN(pshmem_longdouble_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 221;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(long double))
    PPW_CALL(pshmem_longdouble_p(dest, value, pe));
    PPW_POST_shp(sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_p(float *dest, float value, int pe)
{
    if (!pshmem_float_p) ppw_missing_entry("pshmem_float_p");
    PPW_FWRAP_BEGIN(pshmem_float_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 222;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(float))
    PPW_CALL(pshmem_float_p(dest, value, pe));
    PPW_POST_shp(sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_p(double *dest, double value, int pe)
{
    if (!pshmem_double_p) ppw_missing_entry("pshmem_double_p");
    PPW_FWRAP_BEGIN(pshmem_double_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 223;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(double))
    PPW_CALL(pshmem_double_p(dest, value, pe));
    PPW_POST_shp(sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_p(signed char *dest, signed char value, int pe)
{
    if (!pshmem_schar_p) ppw_missing_entry("pshmem_schar_p");
    PPW_FWRAP_BEGIN(pshmem_schar_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 224;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(signed char))
    PPW_CALL(pshmem_schar_p(dest, value, pe));
    PPW_POST_shp(sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_p(unsigned char *dest, unsigned char value, int pe)
{
    if (!pshmem_uchar_p) ppw_missing_entry("pshmem_uchar_p");
    PPW_FWRAP_BEGIN(pshmem_uchar_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 225;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_p(dest, value, pe));
    PPW_POST_shp(sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_p(unsigned short *dest, unsigned short value, int pe)
{
    if (!pshmem_ushort_p) ppw_missing_entry("pshmem_ushort_p");
    PPW_FWRAP_BEGIN(pshmem_ushort_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 226;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_p(dest, value, pe));
    PPW_POST_shp(sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_p(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_p) ppw_missing_entry("pshmem_uint_p");
    PPW_FWRAP_BEGIN(pshmem_uint_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 227;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_p(dest, value, pe));
    PPW_POST_shp(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_p(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_p) ppw_missing_entry("pshmem_ulong_p");
    PPW_FWRAP_BEGIN(pshmem_ulong_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 228;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_p(dest, value, pe));
    PPW_POST_shp(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_p(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_p) ppw_missing_entry("pshmem_ulonglong_p");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 229;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_p(dest, value, pe));
    PPW_POST_shp(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_p(int8_t *dest, int8_t value, int pe)
{
    if (!pshmem_int8_p) ppw_missing_entry("pshmem_int8_p");
    PPW_FWRAP_BEGIN(pshmem_int8_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 230;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(int8_t))
    PPW_CALL(pshmem_int8_p(dest, value, pe));
    PPW_POST_shp(sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_p(int16_t *dest, int16_t value, int pe)
{
    if (!pshmem_int16_p) ppw_missing_entry("pshmem_int16_p");
    PPW_FWRAP_BEGIN(pshmem_int16_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 231;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(int16_t))
    PPW_CALL(pshmem_int16_p(dest, value, pe));
    PPW_POST_shp(sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_p(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_p) ppw_missing_entry("pshmem_int32_p");
    PPW_FWRAP_BEGIN(pshmem_int32_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 232;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(int32_t))
    PPW_CALL(pshmem_int32_p(dest, value, pe));
    PPW_POST_shp(sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_p(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_p) ppw_missing_entry("pshmem_int64_p");
    PPW_FWRAP_BEGIN(pshmem_int64_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 233;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(int64_t))
    PPW_CALL(pshmem_int64_p(dest, value, pe));
    PPW_POST_shp(sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_p(uint8_t *dest, uint8_t value, int pe)
{
    if (!pshmem_uint8_p) ppw_missing_entry("pshmem_uint8_p");
    PPW_FWRAP_BEGIN(pshmem_uint8_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 234;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_p(dest, value, pe));
    PPW_POST_shp(sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_p(uint16_t *dest, uint16_t value, int pe)
{
    if (!pshmem_uint16_p) ppw_missing_entry("pshmem_uint16_p");
    PPW_FWRAP_BEGIN(pshmem_uint16_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 235;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_p(dest, value, pe));
    PPW_POST_shp(sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_p(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_p) ppw_missing_entry("pshmem_uint32_p");
    PPW_FWRAP_BEGIN(pshmem_uint32_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 236;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_p(dest, value, pe));
    PPW_POST_shp(sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_p(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_p) ppw_missing_entry("pshmem_uint64_p");
    PPW_FWRAP_BEGIN(pshmem_uint64_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 237;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_p(dest, value, pe));
    PPW_POST_shp(sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_p(size_t *dest, size_t value, int pe)
{
    if (!pshmem_size_p) ppw_missing_entry("pshmem_size_p");
    PPW_FWRAP_BEGIN(pshmem_size_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 238;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(size_t))
    PPW_CALL(pshmem_size_p(dest, value, pe));
    PPW_POST_shp(sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe)
{
    if (!pshmem_ptrdiff_p) ppw_missing_entry("pshmem_ptrdiff_p");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_p(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 239;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shp(sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_p(dest, value, pe));
    PPW_POST_shp(sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

char shmem_char_g(const char *source, int pe)
{
    if (!pshmem_char_g) ppw_missing_entry("pshmem_char_g");
    PPW_WRAP_BEGIN(pshmem_char_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 240;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(char))
    PPW_CALL(char ppw_ret = pshmem_char_g(source, pe));
    PPW_POST_shg(sizeof(char))
    PPW_WRAP_END;
    return ppw_ret;
}

short shmem_short_g(const short *source, int pe)
{
    if (!pshmem_short_g) ppw_missing_entry("pshmem_short_g");
    PPW_WRAP_BEGIN(pshmem_short_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 241;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(short))
    PPW_CALL(short ppw_ret = pshmem_short_g(source, pe));
    PPW_POST_shg(sizeof(short))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_g(const int *source, int pe)
{
    if (!pshmem_int_g) ppw_missing_entry("pshmem_int_g");
    PPW_WRAP_BEGIN(pshmem_int_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 242;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_g(source, pe));
    PPW_POST_shg(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_g(const long *source, int pe)
{
    if (!pshmem_long_g) ppw_missing_entry("pshmem_long_g");
    PPW_WRAP_BEGIN(pshmem_long_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 243;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_g(source, pe));
    PPW_POST_shg(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_g(const long long *source, int pe)
{
    if (!pshmem_longlong_g) ppw_missing_entry("pshmem_longlong_g");
    PPW_WRAP_BEGIN(pshmem_longlong_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 244;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_g(source, pe));
    PPW_POST_shg(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

long double shmem_longdouble_g(const long double *source, int pe)
{
    if (!pshmem_longdouble_g) ppw_missing_entry("pshmem_longdouble_g");
    PPW_WRAP_BEGIN(pshmem_longdouble_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 245;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(long double))
    PPW_CALL(long double ppw_ret = pshmem_longdouble_g(source, pe));
    PPW_POST_shg(sizeof(long double))
    PPW_WRAP_END;
    return ppw_ret;
}

float shmem_float_g(const float *source, int pe)
{
    if (!pshmem_float_g) ppw_missing_entry("pshmem_float_g");
    PPW_WRAP_BEGIN(pshmem_float_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 246;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(float))
    PPW_CALL(float ppw_ret = pshmem_float_g(source, pe));
    PPW_POST_shg(sizeof(float))
    PPW_WRAP_END;
    return ppw_ret;
}

double shmem_double_g(const double *source, int pe)
{
    if (!pshmem_double_g) ppw_missing_entry("pshmem_double_g");
    PPW_WRAP_BEGIN(pshmem_double_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 247;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(double))
    PPW_CALL(double ppw_ret = pshmem_double_g(source, pe));
    PPW_POST_shg(sizeof(double))
    PPW_WRAP_END;
    return ppw_ret;
}

signed char shmem_schar_g(const signed char *source, int pe)
{
    if (!pshmem_schar_g) ppw_missing_entry("pshmem_schar_g");
    PPW_WRAP_BEGIN(pshmem_schar_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 248;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(signed char))
    PPW_CALL(signed char ppw_ret = pshmem_schar_g(source, pe));
    PPW_POST_shg(sizeof(signed char))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned char shmem_uchar_g(const unsigned char *source, int pe)
{
    if (!pshmem_uchar_g) ppw_missing_entry("pshmem_uchar_g");
    PPW_WRAP_BEGIN(pshmem_uchar_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 249;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(unsigned char))
    PPW_CALL(unsigned char ppw_ret = pshmem_uchar_g(source, pe));
    PPW_POST_shg(sizeof(unsigned char))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned short shmem_ushort_g(const unsigned short *source, int pe)
{
    if (!pshmem_ushort_g) ppw_missing_entry("pshmem_ushort_g");
    PPW_WRAP_BEGIN(pshmem_ushort_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 250;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(unsigned short))
    PPW_CALL(unsigned short ppw_ret = pshmem_ushort_g(source, pe));
    PPW_POST_shg(sizeof(unsigned short))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_g(const unsigned int *source, int pe)
{
    if (!pshmem_uint_g) ppw_missing_entry("pshmem_uint_g");
    PPW_WRAP_BEGIN(pshmem_uint_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 251;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_g(source, pe));
    PPW_POST_shg(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_g(const unsigned long *source, int pe)
{
    if (!pshmem_ulong_g) ppw_missing_entry("pshmem_ulong_g");
    PPW_WRAP_BEGIN(pshmem_ulong_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 252;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_g(source, pe));
    PPW_POST_shg(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_g(const unsigned long long *source, int pe)
{
    if (!pshmem_ulonglong_g) ppw_missing_entry("pshmem_ulonglong_g");
    PPW_WRAP_BEGIN(pshmem_ulonglong_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 253;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_g(source, pe));
    PPW_POST_shg(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int8_t shmem_int8_g(const int8_t *source, int pe)
{
    if (!pshmem_int8_g) ppw_missing_entry("pshmem_int8_g");
    PPW_WRAP_BEGIN(pshmem_int8_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 254;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(int8_t))
    PPW_CALL(int8_t ppw_ret = pshmem_int8_g(source, pe));
    PPW_POST_shg(sizeof(int8_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int16_t shmem_int16_g(const int16_t *source, int pe)
{
    if (!pshmem_int16_g) ppw_missing_entry("pshmem_int16_g");
    PPW_WRAP_BEGIN(pshmem_int16_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 255;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(int16_t))
    PPW_CALL(int16_t ppw_ret = pshmem_int16_g(source, pe));
    PPW_POST_shg(sizeof(int16_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int32_t shmem_int32_g(const int32_t *source, int pe)
{
    if (!pshmem_int32_g) ppw_missing_entry("pshmem_int32_g");
    PPW_WRAP_BEGIN(pshmem_int32_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 256;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(int32_t))
    PPW_CALL(int32_t ppw_ret = pshmem_int32_g(source, pe));
    PPW_POST_shg(sizeof(int32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int64_t shmem_int64_g(const int64_t *source, int pe)
{
    if (!pshmem_int64_g) ppw_missing_entry("pshmem_int64_g");
    PPW_WRAP_BEGIN(pshmem_int64_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 257;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(int64_t))
    PPW_CALL(int64_t ppw_ret = pshmem_int64_g(source, pe));
    PPW_POST_shg(sizeof(int64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint8_t shmem_uint8_g(const uint8_t *source, int pe)
{
    if (!pshmem_uint8_g) ppw_missing_entry("pshmem_uint8_g");
    PPW_WRAP_BEGIN(pshmem_uint8_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 258;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(uint8_t))
    PPW_CALL(uint8_t ppw_ret = pshmem_uint8_g(source, pe));
    PPW_POST_shg(sizeof(uint8_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint16_t shmem_uint16_g(const uint16_t *source, int pe)
{
    if (!pshmem_uint16_g) ppw_missing_entry("pshmem_uint16_g");
    PPW_WRAP_BEGIN(pshmem_uint16_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 259;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(uint16_t))
    PPW_CALL(uint16_t ppw_ret = pshmem_uint16_g(source, pe));
    PPW_POST_shg(sizeof(uint16_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint32_t shmem_uint32_g(const uint32_t *source, int pe)
{
    if (!pshmem_uint32_g) ppw_missing_entry("pshmem_uint32_g");
    PPW_WRAP_BEGIN(pshmem_uint32_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 260;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(uint32_t))
    PPW_CALL(uint32_t ppw_ret = pshmem_uint32_g(source, pe));
    PPW_POST_shg(sizeof(uint32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint64_t shmem_uint64_g(const uint64_t *source, int pe)
{
    if (!pshmem_uint64_g) ppw_missing_entry("pshmem_uint64_g");
    PPW_WRAP_BEGIN(pshmem_uint64_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 261;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(uint64_t))
    PPW_CALL(uint64_t ppw_ret = pshmem_uint64_g(source, pe));
    PPW_POST_shg(sizeof(uint64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

size_t shmem_size_g(const size_t *source, int pe)
{
    if (!pshmem_size_g) ppw_missing_entry("pshmem_size_g");
    PPW_WRAP_BEGIN(pshmem_size_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 262;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(size_t))
    PPW_CALL(size_t ppw_ret = pshmem_size_g(source, pe));
    PPW_POST_shg(sizeof(size_t))
    PPW_WRAP_END;
    return ppw_ret;
}

ptrdiff_t shmem_ptrdiff_g(const ptrdiff_t *source, int pe)
{
    if (!pshmem_ptrdiff_g) ppw_missing_entry("pshmem_ptrdiff_g");
    PPW_WRAP_BEGIN(pshmem_ptrdiff_g(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 263;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shg(sizeof(ptrdiff_t))
    PPW_CALL(ptrdiff_t ppw_ret = pshmem_ptrdiff_g(source, pe));
    PPW_POST_shg(sizeof(ptrdiff_t))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_char_iput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_char_iput) ppw_missing_entry("pshmem_char_iput");
    PPW_FWRAP_BEGIN(pshmem_char_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 264;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(char))
    PPW_CALL(pshmem_char_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_iput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_short_iput) ppw_missing_entry("pshmem_short_iput");
    PPW_FWRAP_BEGIN(pshmem_short_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 265;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(short))
    PPW_CALL(pshmem_short_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_iput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int_iput) ppw_missing_entry("pshmem_int_iput");
    PPW_FWRAP_BEGIN(pshmem_int_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 266;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int))
    PPW_CALL(pshmem_int_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_iput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_long_iput) ppw_missing_entry("pshmem_long_iput");
    PPW_FWRAP_BEGIN(pshmem_long_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 267;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long))
    PPW_CALL(pshmem_long_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_iput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_longlong_iput) ppw_missing_entry("pshmem_longlong_iput");
    PPW_FWRAP_BEGIN(pshmem_longlong_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 268;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_iput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_longdouble_iput) ppw_missing_entry("pshmem_longdouble_iput");
    PPW_FWRAP_BEGIN(pshmem_longdouble_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 269;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_iput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_float_iput) ppw_missing_entry("pshmem_float_iput");
    PPW_FWRAP_BEGIN(pshmem_float_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 270;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(float))
    PPW_CALL(pshmem_float_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_iput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_double_iput) ppw_missing_entry("pshmem_double_iput");
    PPW_FWRAP_BEGIN(pshmem_double_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 271;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(double))
    PPW_CALL(pshmem_double_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_iput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_schar_iput) ppw_missing_entry("pshmem_schar_iput");
    PPW_FWRAP_BEGIN(pshmem_schar_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 272;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_iput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uchar_iput) ppw_missing_entry("pshmem_uchar_iput");
    PPW_FWRAP_BEGIN(pshmem_uchar_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 273;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_iput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ushort_iput) ppw_missing_entry("pshmem_ushort_iput");
    PPW_FWRAP_BEGIN(pshmem_ushort_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 274;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_iput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint_iput) ppw_missing_entry("pshmem_uint_iput");
    PPW_FWRAP_BEGIN(pshmem_uint_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 275;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_iput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ulong_iput) ppw_missing_entry("pshmem_ulong_iput");
    PPW_FWRAP_BEGIN(pshmem_ulong_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 276;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_iput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_iput) ppw_missing_entry("pshmem_ulonglong_iput");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 277;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_iput(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int8_iput) ppw_missing_entry("pshmem_int8_iput");
    PPW_FWRAP_BEGIN(pshmem_int8_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 278;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_iput(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int16_iput) ppw_missing_entry("pshmem_int16_iput");
    PPW_FWRAP_BEGIN(pshmem_int16_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 279;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_iput(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int32_iput) ppw_missing_entry("pshmem_int32_iput");
    PPW_FWRAP_BEGIN(pshmem_int32_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 280;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_iput(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int64_iput) ppw_missing_entry("pshmem_int64_iput");
    PPW_FWRAP_BEGIN(pshmem_int64_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 281;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_iput(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint8_iput) ppw_missing_entry("pshmem_uint8_iput");
    PPW_FWRAP_BEGIN(pshmem_uint8_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 282;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_iput(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint16_iput) ppw_missing_entry("pshmem_uint16_iput");
    PPW_FWRAP_BEGIN(pshmem_uint16_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 283;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_iput(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint32_iput) ppw_missing_entry("pshmem_uint32_iput");
    PPW_FWRAP_BEGIN(pshmem_uint32_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 284;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_iput(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint64_iput) ppw_missing_entry("pshmem_uint64_iput");
    PPW_FWRAP_BEGIN(pshmem_uint64_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 285;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_iput(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_size_iput) ppw_missing_entry("pshmem_size_iput");
    PPW_FWRAP_BEGIN(pshmem_size_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 286;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_iput(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_iput) ppw_missing_entry("pshmem_ptrdiff_iput");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_iput(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 287;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_iput(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_char_iget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_char_iget) ppw_missing_entry("pshmem_char_iget");
    PPW_FWRAP_BEGIN(pshmem_char_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 288;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(char))
    PPW_CALL(pshmem_char_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_iget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_short_iget) ppw_missing_entry("pshmem_short_iget");
    PPW_FWRAP_BEGIN(pshmem_short_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 289;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(short))
    PPW_CALL(pshmem_short_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_iget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int_iget) ppw_missing_entry("pshmem_int_iget");
    PPW_FWRAP_BEGIN(pshmem_int_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 290;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int))
    PPW_CALL(pshmem_int_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_iget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_long_iget) ppw_missing_entry("pshmem_long_iget");
    PPW_FWRAP_BEGIN(pshmem_long_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 291;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long))
    PPW_CALL(pshmem_long_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_iget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_longlong_iget) ppw_missing_entry("pshmem_longlong_iget");
    PPW_FWRAP_BEGIN(pshmem_longlong_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 292;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_iget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_longdouble_iget) ppw_missing_entry("pshmem_longdouble_iget");
    PPW_FWRAP_BEGIN(pshmem_longdouble_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 293;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_iget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_float_iget) ppw_missing_entry("pshmem_float_iget");
    PPW_FWRAP_BEGIN(pshmem_float_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 294;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(float))
    PPW_CALL(pshmem_float_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_iget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_double_iget) ppw_missing_entry("pshmem_double_iget");
    PPW_FWRAP_BEGIN(pshmem_double_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 295;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(double))
    PPW_CALL(pshmem_double_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_iget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_schar_iget) ppw_missing_entry("pshmem_schar_iget");
    PPW_FWRAP_BEGIN(pshmem_schar_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 296;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_iget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uchar_iget) ppw_missing_entry("pshmem_uchar_iget");
    PPW_FWRAP_BEGIN(pshmem_uchar_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 297;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_iget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ushort_iget) ppw_missing_entry("pshmem_ushort_iget");
    PPW_FWRAP_BEGIN(pshmem_ushort_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 298;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_iget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint_iget) ppw_missing_entry("pshmem_uint_iget");
    PPW_FWRAP_BEGIN(pshmem_uint_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 299;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_iget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ulong_iget) ppw_missing_entry("pshmem_ulong_iget");
    PPW_FWRAP_BEGIN(pshmem_ulong_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 300;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_iget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_iget) ppw_missing_entry("pshmem_ulonglong_iget");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 301;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_iget(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int8_iget) ppw_missing_entry("pshmem_int8_iget");
    PPW_FWRAP_BEGIN(pshmem_int8_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 302;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_iget(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int16_iget) ppw_missing_entry("pshmem_int16_iget");
    PPW_FWRAP_BEGIN(pshmem_int16_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 303;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_iget(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int32_iget) ppw_missing_entry("pshmem_int32_iget");
    PPW_FWRAP_BEGIN(pshmem_int32_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 304;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_iget(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_int64_iget) ppw_missing_entry("pshmem_int64_iget");
    PPW_FWRAP_BEGIN(pshmem_int64_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 305;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_iget(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint8_iget) ppw_missing_entry("pshmem_uint8_iget");
    PPW_FWRAP_BEGIN(pshmem_uint8_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 306;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_iget(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint16_iget) ppw_missing_entry("pshmem_uint16_iget");
    PPW_FWRAP_BEGIN(pshmem_uint16_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 307;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_iget(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint32_iget) ppw_missing_entry("pshmem_uint32_iget");
    PPW_FWRAP_BEGIN(pshmem_uint32_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 308;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_iget(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_uint64_iget) ppw_missing_entry("pshmem_uint64_iget");
    PPW_FWRAP_BEGIN(pshmem_uint64_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 309;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_iget(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_size_iget) ppw_missing_entry("pshmem_size_iget");
    PPW_FWRAP_BEGIN(pshmem_size_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 310;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_iget(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_iget) ppw_missing_entry("pshmem_ptrdiff_iget");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_iget(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 311;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_iget(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_char_put_nbi(char *dest, const char *source, size_t nelems, int pe)
{
    if (!pshmem_char_put_nbi) ppw_missing_entry("pshmem_char_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_char_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 312;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(char))
    PPW_CALL(pshmem_char_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_put_nbi(short *dest, const short *source, size_t nelems, int pe)
{
    if (!pshmem_short_put_nbi) ppw_missing_entry("pshmem_short_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_short_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 313;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(short))
    PPW_CALL(pshmem_short_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_put_nbi(int *dest, const int *source, size_t nelems, int pe)
{
    if (!pshmem_int_put_nbi) ppw_missing_entry("pshmem_int_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_int_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 314;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int))
    PPW_CALL(pshmem_int_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_put_nbi(long *dest, const long *source, size_t nelems, int pe)
{
    if (!pshmem_long_put_nbi) ppw_missing_entry("pshmem_long_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_long_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 315;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long))
    PPW_CALL(pshmem_long_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_put_nbi(long long *dest, const long long *source, size_t nelems, int pe)
{
    if (!pshmem_longlong_put_nbi) ppw_missing_entry("pshmem_longlong_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_longlong_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 316;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_put_nbi(long double *dest, const long double *source, size_t nelems, int pe)
{
    if (!pshmem_longdouble_put_nbi) ppw_missing_entry("pshmem_longdouble_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_longdouble_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 317;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_put_nbi(float *dest, const float *source, size_t nelems, int pe)
{
    if (!pshmem_float_put_nbi) ppw_missing_entry("pshmem_float_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_float_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 318;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(float))
    PPW_CALL(pshmem_float_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_put_nbi(double *dest, const double *source, size_t nelems, int pe)
{
    if (!pshmem_double_put_nbi) ppw_missing_entry("pshmem_double_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_double_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 319;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(double))
    PPW_CALL(pshmem_double_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_put_nbi(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    if (!pshmem_schar_put_nbi) ppw_missing_entry("pshmem_schar_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_schar_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 320;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_put_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    if (!pshmem_uchar_put_nbi) ppw_missing_entry("pshmem_uchar_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uchar_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 321;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_put_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    if (!pshmem_ushort_put_nbi) ppw_missing_entry("pshmem_ushort_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_ushort_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 322;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_put_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    if (!pshmem_uint_put_nbi) ppw_missing_entry("pshmem_uint_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 323;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_put_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    if (!pshmem_ulong_put_nbi) ppw_missing_entry("pshmem_ulong_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_ulong_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 324;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_put_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_put_nbi) ppw_missing_entry("pshmem_ulonglong_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 325;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_put_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    if (!pshmem_int8_put_nbi) ppw_missing_entry("pshmem_int8_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_int8_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 326;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_put_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    if (!pshmem_int16_put_nbi) ppw_missing_entry("pshmem_int16_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_int16_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 327;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_put_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    if (!pshmem_int32_put_nbi) ppw_missing_entry("pshmem_int32_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_int32_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 328;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_put_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    if (!pshmem_int64_put_nbi) ppw_missing_entry("pshmem_int64_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_int64_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 329;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_put_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint8_put_nbi) ppw_missing_entry("pshmem_uint8_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint8_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 330;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_put_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint16_put_nbi) ppw_missing_entry("pshmem_uint16_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint16_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 331;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_put_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint32_put_nbi) ppw_missing_entry("pshmem_uint32_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint32_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 332;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_put_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint64_put_nbi) ppw_missing_entry("pshmem_uint64_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint64_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 333;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_put_nbi(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    if (!pshmem_size_put_nbi) ppw_missing_entry("pshmem_size_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_size_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 334;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_put_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_put_nbi) ppw_missing_entry("pshmem_ptrdiff_put_nbi");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_put_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 335;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_put_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_char_get_nbi(char *dest, const char *source, size_t nelems, int pe)
{
    if (!pshmem_char_get_nbi) ppw_missing_entry("pshmem_char_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_char_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 336;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(char))
    PPW_CALL(pshmem_char_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(char))
    PPW_WRAP_END;
}

void shmem_short_get_nbi(short *dest, const short *source, size_t nelems, int pe)
{
    if (!pshmem_short_get_nbi) ppw_missing_entry("pshmem_short_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_short_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 337;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(short))
    PPW_CALL(pshmem_short_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_get_nbi(int *dest, const int *source, size_t nelems, int pe)
{
    if (!pshmem_int_get_nbi) ppw_missing_entry("pshmem_int_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_int_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 338;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int))
    PPW_CALL(pshmem_int_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_get_nbi(long *dest, const long *source, size_t nelems, int pe)
{
    if (!pshmem_long_get_nbi) ppw_missing_entry("pshmem_long_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_long_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 339;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long))
    PPW_CALL(pshmem_long_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_get_nbi(long long *dest, const long long *source, size_t nelems, int pe)
{
    if (!pshmem_longlong_get_nbi) ppw_missing_entry("pshmem_longlong_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_longlong_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 340;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long long))
    PPW_CALL(pshmem_longlong_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_longdouble_get_nbi(long double *dest, const long double *source, size_t nelems, int pe)
{
    if (!pshmem_longdouble_get_nbi) ppw_missing_entry("pshmem_longdouble_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_longdouble_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 341;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(long double))
    PPW_CALL(pshmem_longdouble_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_float_get_nbi(float *dest, const float *source, size_t nelems, int pe)
{
    if (!pshmem_float_get_nbi) ppw_missing_entry("pshmem_float_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_float_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 342;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(float))
    PPW_CALL(pshmem_float_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_get_nbi(double *dest, const double *source, size_t nelems, int pe)
{
    if (!pshmem_double_get_nbi) ppw_missing_entry("pshmem_double_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_double_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 343;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(double))
    PPW_CALL(pshmem_double_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(double))
    PPW_WRAP_END;
}

void shmem_schar_get_nbi(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    if (!pshmem_schar_get_nbi) ppw_missing_entry("pshmem_schar_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_schar_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 344;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(signed char))
    PPW_CALL(pshmem_schar_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(signed char))
    PPW_WRAP_END;
}

void shmem_uchar_get_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    if (!pshmem_uchar_get_nbi) ppw_missing_entry("pshmem_uchar_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uchar_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 345;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned char))
    PPW_CALL(pshmem_uchar_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned char))
    PPW_WRAP_END;
}

void shmem_ushort_get_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    if (!pshmem_ushort_get_nbi) ppw_missing_entry("pshmem_ushort_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_ushort_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 346;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned short))
    PPW_CALL(pshmem_ushort_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned short))
    PPW_WRAP_END;
}

void shmem_uint_get_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    if (!pshmem_uint_get_nbi) ppw_missing_entry("pshmem_uint_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 347;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned int))
    PPW_CALL(pshmem_uint_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_get_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    if (!pshmem_ulong_get_nbi) ppw_missing_entry("pshmem_ulong_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_ulong_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 348;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_get_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    if (!pshmem_ulonglong_get_nbi) ppw_missing_entry("pshmem_ulonglong_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 349;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int8_get_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    if (!pshmem_int8_get_nbi) ppw_missing_entry("pshmem_int8_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_int8_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 350;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int8_t))
    PPW_CALL(pshmem_int8_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int8_t))
    PPW_WRAP_END;
}

void shmem_int16_get_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    if (!pshmem_int16_get_nbi) ppw_missing_entry("pshmem_int16_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_int16_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 351;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int16_t))
    PPW_CALL(pshmem_int16_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int16_t))
    PPW_WRAP_END;
}

void shmem_int32_get_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    if (!pshmem_int32_get_nbi) ppw_missing_entry("pshmem_int32_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_int32_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 352;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int32_t))
    PPW_CALL(pshmem_int32_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_get_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    if (!pshmem_int64_get_nbi) ppw_missing_entry("pshmem_int64_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_int64_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 353;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(int64_t))
    PPW_CALL(pshmem_int64_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint8_get_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint8_get_nbi) ppw_missing_entry("pshmem_uint8_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint8_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 354;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_uint8_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_uint16_get_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint16_get_nbi) ppw_missing_entry("pshmem_uint16_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint16_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 355;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_uint16_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_uint32_get_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint32_get_nbi) ppw_missing_entry("pshmem_uint32_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint32_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 356;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_get_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    if (!pshmem_uint64_get_nbi) ppw_missing_entry("pshmem_uint64_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_uint64_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 357;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_size_get_nbi(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    if (!pshmem_size_get_nbi) ppw_missing_entry("pshmem_size_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_size_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 358;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(size_t))
    PPW_CALL(pshmem_size_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(size_t))
    PPW_WRAP_END;
}

void shmem_ptrdiff_get_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    if (!pshmem_ptrdiff_get_nbi) ppw_missing_entry("pshmem_ptrdiff_get_nbi");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_get_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 359;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(ptrdiff_t))
    PPW_CALL(pshmem_ptrdiff_get_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(ptrdiff_t))
    PPW_WRAP_END;
}

void shmem_put8(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put8) ppw_missing_entry("pshmem_put8");
    PPW_FWRAP_BEGIN(pshmem_put8(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 360;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_put8(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_put16(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put16) ppw_missing_entry("pshmem_put16");
    PPW_FWRAP_BEGIN(pshmem_put16(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 361;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_put16(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_put32(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put32) ppw_missing_entry("pshmem_put32");
    PPW_FWRAP_BEGIN(pshmem_put32(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 362;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_put32(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_put64(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put64) ppw_missing_entry("pshmem_put64");
    PPW_FWRAP_BEGIN(pshmem_put64(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 363;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_put64(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_put128(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put128) ppw_missing_entry("pshmem_put128");
    PPW_FWRAP_BEGIN(pshmem_put128(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 364;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_put128(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_get8(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get8) ppw_missing_entry("pshmem_get8");
    PPW_FWRAP_BEGIN(pshmem_get8(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 365;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_get8(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_get16(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get16) ppw_missing_entry("pshmem_get16");
    PPW_FWRAP_BEGIN(pshmem_get16(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 366;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_get16(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_get32(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get32) ppw_missing_entry("pshmem_get32");
    PPW_FWRAP_BEGIN(pshmem_get32(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 367;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_get32(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_get64(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get64) ppw_missing_entry("pshmem_get64");
    PPW_FWRAP_BEGIN(pshmem_get64(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 368;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_get64(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_get128(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get128) ppw_missing_entry("pshmem_get128");
    PPW_FWRAP_BEGIN(pshmem_get128(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 369;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_get128(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_iput8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iput8) ppw_missing_entry("pshmem_iput8");
    PPW_FWRAP_BEGIN(pshmem_iput8(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 370;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_iput8(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_iput16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iput16) ppw_missing_entry("pshmem_iput16");
    PPW_FWRAP_BEGIN(pshmem_iput16(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 371;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_iput16(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_iput32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iput32) ppw_missing_entry("pshmem_iput32");
    PPW_FWRAP_BEGIN(pshmem_iput32(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 372;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_iput32(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_iput64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iput64) ppw_missing_entry("pshmem_iput64");
    PPW_FWRAP_BEGIN(pshmem_iput64(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 373;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_iput64(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_iput128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iput128) ppw_missing_entry("pshmem_iput128");
    PPW_FWRAP_BEGIN(pshmem_iput128(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 374;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_iput128(dest, source, dst, sst, nelems, pe));
    PPW_POST_shput(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_iget8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iget8) ppw_missing_entry("pshmem_iget8");
    PPW_FWRAP_BEGIN(pshmem_iget8(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 375;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_iget8(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_iget16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iget16) ppw_missing_entry("pshmem_iget16");
    PPW_FWRAP_BEGIN(pshmem_iget16(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 376;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_iget16(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_iget32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iget32) ppw_missing_entry("pshmem_iget32");
    PPW_FWRAP_BEGIN(pshmem_iget32(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 377;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_iget32(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_iget64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iget64) ppw_missing_entry("pshmem_iget64");
    PPW_FWRAP_BEGIN(pshmem_iget64(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 378;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_iget64(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_iget128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe)
{
    if (!pshmem_iget128) ppw_missing_entry("pshmem_iget128");
    PPW_FWRAP_BEGIN(pshmem_iget128(dest, source, dst, sst, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 379;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_iget128(dest, source, dst, sst, nelems, pe));
    PPW_POST_shget(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_put8_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put8_nbi) ppw_missing_entry("pshmem_put8_nbi");
    PPW_FWRAP_BEGIN(pshmem_put8_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 380;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_put8_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_put16_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put16_nbi) ppw_missing_entry("pshmem_put16_nbi");
    PPW_FWRAP_BEGIN(pshmem_put16_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 381;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_put16_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_put32_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put32_nbi) ppw_missing_entry("pshmem_put32_nbi");
    PPW_FWRAP_BEGIN(pshmem_put32_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 382;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_put32_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_put64_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put64_nbi) ppw_missing_entry("pshmem_put64_nbi");
    PPW_FWRAP_BEGIN(pshmem_put64_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 383;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_put64_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_put128_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_put128_nbi) ppw_missing_entry("pshmem_put128_nbi");
    PPW_FWRAP_BEGIN(pshmem_put128_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 384;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_put128_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_get8_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get8_nbi) ppw_missing_entry("pshmem_get8_nbi");
    PPW_FWRAP_BEGIN(pshmem_get8_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 385;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint8_t))
    PPW_CALL(pshmem_get8_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint8_t))
    PPW_WRAP_END;
}

void shmem_get16_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get16_nbi) ppw_missing_entry("pshmem_get16_nbi");
    PPW_FWRAP_BEGIN(pshmem_get16_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 386;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint16_t))
    PPW_CALL(pshmem_get16_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint16_t))
    PPW_WRAP_END;
}

void shmem_get32_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get32_nbi) ppw_missing_entry("pshmem_get32_nbi");
    PPW_FWRAP_BEGIN(pshmem_get32_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 387;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint32_t))
    PPW_CALL(pshmem_get32_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_get64_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get64_nbi) ppw_missing_entry("pshmem_get64_nbi");
    PPW_FWRAP_BEGIN(pshmem_get64_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 388;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(uint64_t))
    PPW_CALL(pshmem_get64_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_get128_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_get128_nbi) ppw_missing_entry("pshmem_get128_nbi");
    PPW_FWRAP_BEGIN(pshmem_get128_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 389;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems * sizeof(__uint128_t))
    PPW_CALL(pshmem_get128_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems * sizeof(__uint128_t))
    PPW_WRAP_END;
}

void shmem_putmem(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_putmem) ppw_missing_entry("pshmem_putmem");
    PPW_FWRAP_BEGIN(pshmem_putmem(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 390;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems)
    PPW_CALL(pshmem_putmem(dest, source, nelems, pe));
    PPW_POST_shput(nelems)
    PPW_WRAP_END;
}

void shmem_getmem(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_getmem) ppw_missing_entry("pshmem_getmem");
    PPW_FWRAP_BEGIN(pshmem_getmem(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 391;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems)
    PPW_CALL(pshmem_getmem(dest, source, nelems, pe));
    PPW_POST_shget(nelems)
    PPW_WRAP_END;
}

void shmem_putmem_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_putmem_nbi) ppw_missing_entry("pshmem_putmem_nbi");
    PPW_FWRAP_BEGIN(pshmem_putmem_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 392;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shput(nelems)
    PPW_CALL(pshmem_putmem_nbi(dest, source, nelems, pe));
    PPW_POST_shput(nelems)
    PPW_WRAP_END;
}

void shmem_getmem_nbi(void *dest, const void *source, size_t nelems, int pe)
{
    if (!pshmem_getmem_nbi) ppw_missing_entry("pshmem_getmem_nbi");
    PPW_FWRAP_BEGIN(pshmem_getmem_nbi(dest, source, nelems, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 393;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shget(nelems)
    PPW_CALL(pshmem_getmem_nbi(dest, source, nelems, pe));
    PPW_POST_shget(nelems)
    PPW_WRAP_END;
}

void shmem_quiet(void)
{
    if (!pshmem_quiet) ppw_missing_entry("pshmem_quiet");
    PPW_FWRAP_BEGIN(pshmem_quiet(), __builtin_return_address(0));
    const uint32_t ppw_region = 394;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shquiet()
    PPW_CALL(pshmem_quiet());
    PPW_POST_shquiet()
    PPW_WRAP_END;
}

void shmem_fence(void)
{
    if (!pshmem_fence) ppw_missing_entry("pshmem_fence");
    PPW_FWRAP_BEGIN(pshmem_fence(), __builtin_return_address(0));
    const uint32_t ppw_region = 395;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(pshmem_fence());
    PPW_POST_plain()
    PPW_WRAP_END;
}

int shmem_int_atomic_fetch_add(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_fetch_add) ppw_missing_entry("pshmem_int_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 396;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch_add(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_fetch_add) ppw_missing_entry("pshmem_long_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 397;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch_add(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_fetch_add) ppw_missing_entry("pshmem_longlong_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 398;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch_add(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_fetch_add) ppw_missing_entry("pshmem_uint_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 399;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch_add(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_fetch_add) ppw_missing_entry("pshmem_ulong_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 400;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch_add(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch_add) ppw_missing_entry("pshmem_ulonglong_atomic_fetch_add");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 401;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_atomic_fetch_inc(int *dest, int pe)
{
    if (!pshmem_int_atomic_fetch_inc) ppw_missing_entry("pshmem_int_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 402;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch_inc(long *dest, int pe)
{
    if (!pshmem_long_atomic_fetch_inc) ppw_missing_entry("pshmem_long_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 403;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch_inc(long long *dest, int pe)
{
    if (!pshmem_longlong_atomic_fetch_inc) ppw_missing_entry("pshmem_longlong_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 404;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch_inc(unsigned int *dest, int pe)
{
    if (!pshmem_uint_atomic_fetch_inc) ppw_missing_entry("pshmem_uint_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 405;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch_inc(unsigned long *dest, int pe)
{
    if (!pshmem_ulong_atomic_fetch_inc) ppw_missing_entry("pshmem_ulong_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 406;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch_inc(unsigned long long *dest, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch_inc) ppw_missing_entry("pshmem_ulonglong_atomic_fetch_inc");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 407;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_int_atomic_add(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_add) ppw_missing_entry("pshmem_int_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 408;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_add(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_add) ppw_missing_entry("pshmem_long_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 409;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_add(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_add) ppw_missing_entry("pshmem_longlong_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 410;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_add(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_add) ppw_missing_entry("pshmem_uint_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 411;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_add(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_add) ppw_missing_entry("pshmem_ulong_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 412;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_add(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_add) ppw_missing_entry("pshmem_ulonglong_atomic_add");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 413;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_add(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int_atomic_inc(int *dest, int pe)
{
    if (!pshmem_int_atomic_inc) ppw_missing_entry("pshmem_int_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 414;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_inc(long *dest, int pe)
{
    if (!pshmem_long_atomic_inc) ppw_missing_entry("pshmem_long_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 415;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_inc(long long *dest, int pe)
{
    if (!pshmem_longlong_atomic_inc) ppw_missing_entry("pshmem_longlong_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 416;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_inc(unsigned int *dest, int pe)
{
    if (!pshmem_uint_atomic_inc) ppw_missing_entry("pshmem_uint_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 417;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_inc(unsigned long *dest, int pe)
{
    if (!pshmem_ulong_atomic_inc) ppw_missing_entry("pshmem_ulong_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 418;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_inc(unsigned long long *dest, int pe)
{
    if (!pshmem_ulonglong_atomic_inc) ppw_missing_entry("pshmem_ulonglong_atomic_inc");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 419;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_inc(dest, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

int shmem_int_atomic_compare_swap(int *dest, int cond, int value, int pe)
{
    if (!pshmem_int_atomic_compare_swap) ppw_missing_entry("pshmem_int_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_int_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 420;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_compare_swap(long *dest, long cond, long value, int pe)
{
    if (!pshmem_long_atomic_compare_swap) ppw_missing_entry("pshmem_long_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_long_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 421;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_compare_swap(long long *dest, long long cond, long long value, int pe)
{
    if (!pshmem_longlong_atomic_compare_swap) ppw_missing_entry("pshmem_longlong_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 422;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_compare_swap(unsigned int *dest, unsigned int cond, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_compare_swap) ppw_missing_entry("pshmem_uint_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 423;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_compare_swap(unsigned long *dest, unsigned long cond, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_compare_swap) ppw_missing_entry("pshmem_ulong_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 424;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_compare_swap(unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_compare_swap) ppw_missing_entry("pshmem_ulonglong_atomic_compare_swap");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_compare_swap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 425;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_compare_swap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_atomic_fetch(const int *source, int pe)
{
    if (!pshmem_int_atomic_fetch) ppw_missing_entry("pshmem_int_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 426;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch(const long *source, int pe)
{
    if (!pshmem_long_atomic_fetch) ppw_missing_entry("pshmem_long_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 427;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch(const long long *source, int pe)
{
    if (!pshmem_longlong_atomic_fetch) ppw_missing_entry("pshmem_longlong_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 428;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch(const unsigned int *source, int pe)
{
    if (!pshmem_uint_atomic_fetch) ppw_missing_entry("pshmem_uint_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 429;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch(const unsigned long *source, int pe)
{
    if (!pshmem_ulong_atomic_fetch) ppw_missing_entry("pshmem_ulong_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 430;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch(const unsigned long long *source, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch) ppw_missing_entry("pshmem_ulonglong_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 431;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

float shmem_float_atomic_fetch(const float *source, int pe)
{
    if (!pshmem_float_atomic_fetch) ppw_missing_entry("pshmem_float_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_float_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 432;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(float))
    PPW_CALL(float ppw_ret = pshmem_float_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(float))
    PPW_WRAP_END;
    return ppw_ret;
}

double shmem_double_atomic_fetch(const double *source, int pe)
{
    if (!pshmem_double_atomic_fetch) ppw_missing_entry("pshmem_double_atomic_fetch");
    PPW_WRAP_BEGIN(pshmem_double_atomic_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 433;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(double))
    PPW_CALL(double ppw_ret = pshmem_double_atomic_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(double))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_int_atomic_set(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_set) ppw_missing_entry("pshmem_int_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 434;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_set(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_set) ppw_missing_entry("pshmem_long_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 435;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_set(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_set) ppw_missing_entry("pshmem_longlong_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 436;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_set(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_set) ppw_missing_entry("pshmem_uint_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 437;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_set(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_set) ppw_missing_entry("pshmem_ulong_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 438;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_set(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_set) ppw_missing_entry("pshmem_ulonglong_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 439;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_float_atomic_set(float *dest, float value, int pe)
{
    if (!pshmem_float_atomic_set) ppw_missing_entry("pshmem_float_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_float_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 440;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(float))
    PPW_CALL(pshmem_float_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_atomic_set(double *dest, double value, int pe)
{
    if (!pshmem_double_atomic_set) ppw_missing_entry("pshmem_double_atomic_set");
    PPW_FWRAP_BEGIN(pshmem_double_atomic_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 441;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(double))
    PPW_CALL(pshmem_double_atomic_set(dest, value, pe));
    PPW_POST_shamo(sizeof(double))
    PPW_WRAP_END;
}

int shmem_int_atomic_swap(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_swap) ppw_missing_entry("pshmem_int_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_int_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 442;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_swap(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_swap) ppw_missing_entry("pshmem_long_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_long_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 443;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_swap(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_swap) ppw_missing_entry("pshmem_longlong_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 444;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_swap(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_swap) ppw_missing_entry("pshmem_uint_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 445;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_swap(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_swap) ppw_missing_entry("pshmem_ulong_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 446;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_swap(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_swap) ppw_missing_entry("pshmem_ulonglong_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 447;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

float shmem_float_atomic_swap(float *dest, float value, int pe)
{
    if (!pshmem_float_atomic_swap) ppw_missing_entry("pshmem_float_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_float_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 448;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(float))
    PPW_CALL(float ppw_ret = pshmem_float_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(float))
    PPW_WRAP_END;
    return ppw_ret;
}

double shmem_double_atomic_swap(double *dest, double value, int pe)
{
    if (!pshmem_double_atomic_swap) ppw_missing_entry("pshmem_double_atomic_swap");
    PPW_WRAP_BEGIN(pshmem_double_atomic_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 449;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(double))
    PPW_CALL(double ppw_ret = pshmem_double_atomic_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(double))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_atomic_fetch_and(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_fetch_and) ppw_missing_entry("pshmem_int_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 450;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch_and(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_fetch_and) ppw_missing_entry("pshmem_long_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 451;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch_and(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_fetch_and) ppw_missing_entry("pshmem_longlong_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 452;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch_and(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_fetch_and) ppw_missing_entry("pshmem_uint_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 453;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch_and(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_fetch_and) ppw_missing_entry("pshmem_ulong_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 454;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch_and(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch_and) ppw_missing_entry("pshmem_ulonglong_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 455;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int32_t shmem_int32_atomic_fetch_and(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_fetch_and) ppw_missing_entry("pshmem_int32_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_int32_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 456;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(int32_t ppw_ret = pshmem_int32_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int64_t shmem_int64_atomic_fetch_and(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_fetch_and) ppw_missing_entry("pshmem_int64_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_int64_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 457;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(int64_t ppw_ret = pshmem_int64_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint32_t shmem_uint32_atomic_fetch_and(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_fetch_and) ppw_missing_entry("pshmem_uint32_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_uint32_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 458;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(uint32_t ppw_ret = pshmem_uint32_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint64_t shmem_uint64_atomic_fetch_and(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_fetch_and) ppw_missing_entry("pshmem_uint64_atomic_fetch_and");
    PPW_WRAP_BEGIN(pshmem_uint64_atomic_fetch_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 459;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(uint64_t ppw_ret = pshmem_uint64_atomic_fetch_and(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_atomic_fetch_or(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_fetch_or) ppw_missing_entry("pshmem_int_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 460;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch_or(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_fetch_or) ppw_missing_entry("pshmem_long_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 461;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch_or(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_fetch_or) ppw_missing_entry("pshmem_longlong_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 462;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch_or(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_fetch_or) ppw_missing_entry("pshmem_uint_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 463;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch_or(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_fetch_or) ppw_missing_entry("pshmem_ulong_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 464;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch_or(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch_or) ppw_missing_entry("pshmem_ulonglong_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 465;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int32_t shmem_int32_atomic_fetch_or(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_fetch_or) ppw_missing_entry("pshmem_int32_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_int32_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 466;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(int32_t ppw_ret = pshmem_int32_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int64_t shmem_int64_atomic_fetch_or(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_fetch_or) ppw_missing_entry("pshmem_int64_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_int64_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 467;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(int64_t ppw_ret = pshmem_int64_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint32_t shmem_uint32_atomic_fetch_or(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_fetch_or) ppw_missing_entry("pshmem_uint32_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_uint32_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 468;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(uint32_t ppw_ret = pshmem_uint32_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint64_t shmem_uint64_atomic_fetch_or(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_fetch_or) ppw_missing_entry("pshmem_uint64_atomic_fetch_or");
    PPW_WRAP_BEGIN(pshmem_uint64_atomic_fetch_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 469;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(uint64_t ppw_ret = pshmem_uint64_atomic_fetch_or(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_atomic_fetch_xor(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_fetch_xor) ppw_missing_entry("pshmem_int_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_int_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 470;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_atomic_fetch_xor(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_fetch_xor) ppw_missing_entry("pshmem_long_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_long_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 471;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_atomic_fetch_xor(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_fetch_xor) ppw_missing_entry("pshmem_longlong_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_longlong_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 472;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned int shmem_uint_atomic_fetch_xor(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_fetch_xor) ppw_missing_entry("pshmem_uint_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_uint_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 473;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(unsigned int ppw_ret = pshmem_uint_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long shmem_ulong_atomic_fetch_xor(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_fetch_xor) ppw_missing_entry("pshmem_ulong_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_ulong_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 474;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(unsigned long ppw_ret = pshmem_ulong_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
    return ppw_ret;
}

unsigned long long shmem_ulonglong_atomic_fetch_xor(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_fetch_xor) ppw_missing_entry("pshmem_ulonglong_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_ulonglong_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 475;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(unsigned long long ppw_ret = pshmem_ulonglong_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int32_t shmem_int32_atomic_fetch_xor(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_fetch_xor) ppw_missing_entry("pshmem_int32_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_int32_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 476;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(int32_t ppw_ret = pshmem_int32_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

int64_t shmem_int64_atomic_fetch_xor(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_fetch_xor) ppw_missing_entry("pshmem_int64_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_int64_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 477;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(int64_t ppw_ret = pshmem_int64_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint32_t shmem_uint32_atomic_fetch_xor(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_fetch_xor) ppw_missing_entry("pshmem_uint32_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_uint32_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 478;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(uint32_t ppw_ret = pshmem_uint32_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
    return ppw_ret;
}

uint64_t shmem_uint64_atomic_fetch_xor(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_fetch_xor) ppw_missing_entry("pshmem_uint64_atomic_fetch_xor");
    PPW_WRAP_BEGIN(pshmem_uint64_atomic_fetch_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 479;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(uint64_t ppw_ret = pshmem_uint64_atomic_fetch_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_int_atomic_and(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_and) ppw_missing_entry("pshmem_int_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 480;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_and(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_and) ppw_missing_entry("pshmem_long_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 481;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_and(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_and) ppw_missing_entry("pshmem_longlong_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 482;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_and(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_and) ppw_missing_entry("pshmem_uint_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 483;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_and(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_and) ppw_missing_entry("pshmem_ulong_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 484;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_and(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_and) ppw_missing_entry("pshmem_ulonglong_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 485;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int32_atomic_and(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_and) ppw_missing_entry("pshmem_int32_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_int32_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 486;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(pshmem_int32_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_atomic_and(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_and) ppw_missing_entry("pshmem_int64_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_int64_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 487;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(pshmem_int64_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint32_atomic_and(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_and) ppw_missing_entry("pshmem_uint32_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_uint32_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 488;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_atomic_and(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_and) ppw_missing_entry("pshmem_uint64_atomic_and");
    PPW_FWRAP_BEGIN(pshmem_uint64_atomic_and(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 489;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_atomic_and(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_int_atomic_or(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_or) ppw_missing_entry("pshmem_int_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 490;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_or(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_or) ppw_missing_entry("pshmem_long_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 491;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_or(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_or) ppw_missing_entry("pshmem_longlong_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 492;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_or(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_or) ppw_missing_entry("pshmem_uint_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 493;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_or(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_or) ppw_missing_entry("pshmem_ulong_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 494;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_or(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_or) ppw_missing_entry("pshmem_ulonglong_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 495;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int32_atomic_or(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_or) ppw_missing_entry("pshmem_int32_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_int32_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 496;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(pshmem_int32_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_atomic_or(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_or) ppw_missing_entry("pshmem_int64_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_int64_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 497;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(pshmem_int64_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint32_atomic_or(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_or) ppw_missing_entry("pshmem_uint32_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_uint32_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 498;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_atomic_or(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_or) ppw_missing_entry("pshmem_uint64_atomic_or");
    PPW_FWRAP_BEGIN(pshmem_uint64_atomic_or(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 499;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_atomic_or(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
}

void shmem_int_atomic_xor(int *dest, int value, int pe)
{
    if (!pshmem_int_atomic_xor) ppw_missing_entry("pshmem_int_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_int_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 500;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_atomic_xor(long *dest, long value, int pe)
{
    if (!pshmem_long_atomic_xor) ppw_missing_entry("pshmem_long_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_long_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 501;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_atomic_xor(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_atomic_xor) ppw_missing_entry("pshmem_longlong_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_longlong_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 502;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_uint_atomic_xor(unsigned int *dest, unsigned int value, int pe)
{
    if (!pshmem_uint_atomic_xor) ppw_missing_entry("pshmem_uint_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_uint_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 503;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned int))
    PPW_CALL(pshmem_uint_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned int))
    PPW_WRAP_END;
}

void shmem_ulong_atomic_xor(unsigned long *dest, unsigned long value, int pe)
{
    if (!pshmem_ulong_atomic_xor) ppw_missing_entry("pshmem_ulong_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_ulong_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 504;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long))
    PPW_CALL(pshmem_ulong_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long))
    PPW_WRAP_END;
}

void shmem_ulonglong_atomic_xor(unsigned long long *dest, unsigned long long value, int pe)
{
    if (!pshmem_ulonglong_atomic_xor) ppw_missing_entry("pshmem_ulonglong_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 505;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(unsigned long long))
    PPW_CALL(pshmem_ulonglong_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(unsigned long long))
    PPW_WRAP_END;
}

void shmem_int32_atomic_xor(int32_t *dest, int32_t value, int pe)
{
    if (!pshmem_int32_atomic_xor) ppw_missing_entry("pshmem_int32_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_int32_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 506;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int32_t))
    PPW_CALL(pshmem_int32_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int32_t))
    PPW_WRAP_END;
}

void shmem_int64_atomic_xor(int64_t *dest, int64_t value, int pe)
{
    if (!pshmem_int64_atomic_xor) ppw_missing_entry("pshmem_int64_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_int64_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 507;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int64_t))
    PPW_CALL(pshmem_int64_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(int64_t))
    PPW_WRAP_END;
}

void shmem_uint32_atomic_xor(uint32_t *dest, uint32_t value, int pe)
{
    if (!pshmem_uint32_atomic_xor) ppw_missing_entry("pshmem_uint32_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_uint32_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 508;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint32_t))
    PPW_CALL(pshmem_uint32_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(uint32_t))
    PPW_WRAP_END;
}

void shmem_uint64_atomic_xor(uint64_t *dest, uint64_t value, int pe)
{
    if (!pshmem_uint64_atomic_xor) ppw_missing_entry("pshmem_uint64_atomic_xor");
    PPW_FWRAP_BEGIN(pshmem_uint64_atomic_xor(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 509;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(uint64_t))
    PPW_CALL(pshmem_uint64_atomic_xor(dest, value, pe));
    PPW_POST_shamo(sizeof(uint64_t))
    PPW_WRAP_END;
}

int shmem_int_fadd(int *dest, int value, int pe)
{
    if (!pshmem_int_fadd) ppw_missing_entry("pshmem_int_fadd");
    PPW_WRAP_BEGIN(pshmem_int_fadd(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 510;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_fadd(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_fadd(long *dest, long value, int pe)
{
    if (!pshmem_long_fadd) ppw_missing_entry("pshmem_long_fadd");
    PPW_WRAP_BEGIN(pshmem_long_fadd(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 511;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_fadd(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_fadd(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_fadd) ppw_missing_entry("pshmem_longlong_fadd");
    PPW_WRAP_BEGIN(pshmem_longlong_fadd(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 512;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_fadd(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_finc(int *dest, int pe)
{
    if (!pshmem_int_finc) ppw_missing_entry("pshmem_int_finc");
    PPW_WRAP_BEGIN(pshmem_int_finc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 513;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_finc(dest, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_finc(long *dest, int pe)
{
    if (!pshmem_long_finc) ppw_missing_entry("pshmem_long_finc");
    PPW_WRAP_BEGIN(pshmem_long_finc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 514;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_finc(dest, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_finc(long long *dest, int pe)
{
    if (!pshmem_longlong_finc) ppw_missing_entry("pshmem_longlong_finc");
    PPW_WRAP_BEGIN(pshmem_longlong_finc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 515;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_finc(dest, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_int_add(int *dest, int value, int pe)
{
    if (!pshmem_int_add) ppw_missing_entry("pshmem_int_add");
    PPW_FWRAP_BEGIN(pshmem_int_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 516;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_add(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_add(long *dest, long value, int pe)
{
    if (!pshmem_long_add) ppw_missing_entry("pshmem_long_add");
    PPW_FWRAP_BEGIN(pshmem_long_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 517;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_add(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_add) ppw_missing_entry("pshmem_longlong_add");
    PPW_FWRAP_BEGIN(pshmem_longlong_add(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 518;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_add(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_int_inc(int *dest, int pe)
{
    if (!pshmem_int_inc) ppw_missing_entry("pshmem_int_inc");
    PPW_FWRAP_BEGIN(pshmem_int_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 519;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_inc(dest, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_inc(long *dest, int pe)
{
    if (!pshmem_long_inc) ppw_missing_entry("pshmem_long_inc");
    PPW_FWRAP_BEGIN(pshmem_long_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 520;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_inc(dest, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_inc(long long *dest, int pe)
{
    if (!pshmem_longlong_inc) ppw_missing_entry("pshmem_longlong_inc");
    PPW_FWRAP_BEGIN(pshmem_longlong_inc(dest, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 521;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_inc(dest, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

int shmem_int_cswap(int *dest, int cond, int value, int pe)
{
    if (!pshmem_int_cswap) ppw_missing_entry("pshmem_int_cswap");
    PPW_WRAP_BEGIN(pshmem_int_cswap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 522;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_cswap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_cswap(long *dest, long cond, long value, int pe)
{
    if (!pshmem_long_cswap) ppw_missing_entry("pshmem_long_cswap");
    PPW_WRAP_BEGIN(pshmem_long_cswap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 523;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_cswap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_cswap(long long *dest, long long cond, long long value, int pe)
{
    if (!pshmem_longlong_cswap) ppw_missing_entry("pshmem_longlong_cswap");
    PPW_WRAP_BEGIN(pshmem_longlong_cswap(dest, cond, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 524;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_cswap(dest, cond, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_fetch(const int *source, int pe)
{
    if (!pshmem_int_fetch) ppw_missing_entry("pshmem_int_fetch");
    PPW_WRAP_BEGIN(pshmem_int_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 525;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_fetch(const long *source, int pe)
{
    if (!pshmem_long_fetch) ppw_missing_entry("pshmem_long_fetch");
    PPW_WRAP_BEGIN(pshmem_long_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 526;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_fetch(const long long *source, int pe)
{
    if (!pshmem_longlong_fetch) ppw_missing_entry("pshmem_longlong_fetch");
    PPW_WRAP_BEGIN(pshmem_longlong_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 527;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

float shmem_float_fetch(const float *source, int pe)
{
    if (!pshmem_float_fetch) ppw_missing_entry("pshmem_float_fetch");
    PPW_WRAP_BEGIN(pshmem_float_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 528;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(float))
    PPW_CALL(float ppw_ret = pshmem_float_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(float))
    PPW_WRAP_END;
    return ppw_ret;
}

double shmem_double_fetch(const double *source, int pe)
{
    if (!pshmem_double_fetch) ppw_missing_entry("pshmem_double_fetch");
    PPW_WRAP_BEGIN(pshmem_double_fetch(source, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 529;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo_fetch(sizeof(double))
    PPW_CALL(double ppw_ret = pshmem_double_fetch(source, pe));
    PPW_POST_shamo_fetch(sizeof(double))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_int_set(int *dest, int value, int pe)
{
    if (!pshmem_int_set) ppw_missing_entry("pshmem_int_set");
    PPW_FWRAP_BEGIN(pshmem_int_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 530;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(pshmem_int_set(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_set(long *dest, long value, int pe)
{
    if (!pshmem_long_set) ppw_missing_entry("pshmem_long_set");
    PPW_FWRAP_BEGIN(pshmem_long_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 531;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(pshmem_long_set(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_set(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_set) ppw_missing_entry("pshmem_longlong_set");
    PPW_FWRAP_BEGIN(pshmem_longlong_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 532;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(pshmem_longlong_set(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
}

void shmem_float_set(float *dest, float value, int pe)
{
    if (!pshmem_float_set) ppw_missing_entry("pshmem_float_set");
    PPW_FWRAP_BEGIN(pshmem_float_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 533;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(float))
    PPW_CALL(pshmem_float_set(dest, value, pe));
    PPW_POST_shamo(sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_set(double *dest, double value, int pe)
{
    if (!pshmem_double_set) ppw_missing_entry("pshmem_double_set");
    PPW_FWRAP_BEGIN(pshmem_double_set(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 534;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(double))
    PPW_CALL(pshmem_double_set(dest, value, pe));
    PPW_POST_shamo(sizeof(double))
    PPW_WRAP_END;
}

int shmem_int_swap(int *dest, int value, int pe)
{
    if (!pshmem_int_swap) ppw_missing_entry("pshmem_int_swap");
    PPW_WRAP_BEGIN(pshmem_int_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 535;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(int))
    PPW_CALL(int ppw_ret = pshmem_int_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(int))
    PPW_WRAP_END;
    return ppw_ret;
}

long shmem_long_swap(long *dest, long value, int pe)
{
    if (!pshmem_long_swap) ppw_missing_entry("pshmem_long_swap");
    PPW_WRAP_BEGIN(pshmem_long_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 536;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long))
    PPW_CALL(long ppw_ret = pshmem_long_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(long))
    PPW_WRAP_END;
    return ppw_ret;
}

long long shmem_longlong_swap(long long *dest, long long value, int pe)
{
    if (!pshmem_longlong_swap) ppw_missing_entry("pshmem_longlong_swap");
    PPW_WRAP_BEGIN(pshmem_longlong_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 537;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(long long))
    PPW_CALL(long long ppw_ret = pshmem_longlong_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(long long))
    PPW_WRAP_END;
    return ppw_ret;
}

float shmem_float_swap(float *dest, float value, int pe)
{
    if (!pshmem_float_swap) ppw_missing_entry("pshmem_float_swap");
    PPW_WRAP_BEGIN(pshmem_float_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 538;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(float))
    PPW_CALL(float ppw_ret = pshmem_float_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(float))
    PPW_WRAP_END;
    return ppw_ret;
}

double shmem_double_swap(double *dest, double value, int pe)
{
    if (!pshmem_double_swap) ppw_missing_entry("pshmem_double_swap");
    PPW_WRAP_BEGIN(pshmem_double_swap(dest, value, pe), __builtin_return_address(0));
    const uint32_t ppw_region = 539;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shamo(sizeof(double))
    PPW_CALL(double ppw_ret = pshmem_double_swap(dest, value, pe));
    PPW_POST_shamo(sizeof(double))
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_short_wait_until(short *ivar, int cmp, short cmp_value)
{
    if (!pshmem_short_wait_until) ppw_missing_entry("pshmem_short_wait_until");
    PPW_FWRAP_BEGIN(pshmem_short_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 540;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_short_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_int_wait_until(int *ivar, int cmp, int cmp_value)
{
    if (!pshmem_int_wait_until) ppw_missing_entry("pshmem_int_wait_until");
    PPW_FWRAP_BEGIN(pshmem_int_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 541;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_int_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_long_wait_until(long *ivar, int cmp, long cmp_value)
{
    if (!pshmem_long_wait_until) ppw_missing_entry("pshmem_long_wait_until");
    PPW_FWRAP_BEGIN(pshmem_long_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 542;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_long_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_longlong_wait_until(long long *ivar, int cmp, long long cmp_value)
{
    if (!pshmem_longlong_wait_until) ppw_missing_entry("pshmem_longlong_wait_until");
    PPW_FWRAP_BEGIN(pshmem_longlong_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 543;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_longlong_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_ushort_wait_until(unsigned short *ivar, int cmp, unsigned short cmp_value)
{
    if (!pshmem_ushort_wait_until) ppw_missing_entry("pshmem_ushort_wait_until");
    PPW_FWRAP_BEGIN(pshmem_ushort_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 544;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_ushort_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_uint_wait_until(unsigned int *ivar, int cmp, unsigned int cmp_value)
{
    if (!pshmem_uint_wait_until) ppw_missing_entry("pshmem_uint_wait_until");
    PPW_FWRAP_BEGIN(pshmem_uint_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 545;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_uint_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_ulong_wait_until(unsigned long *ivar, int cmp, unsigned long cmp_value)
{
    if (!pshmem_ulong_wait_until) ppw_missing_entry("pshmem_ulong_wait_until");
    PPW_FWRAP_BEGIN(pshmem_ulong_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 546;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_ulong_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_ulonglong_wait_until(unsigned long long *ivar, int cmp, unsigned long long cmp_value)
{
    if (!pshmem_ulonglong_wait_until) ppw_missing_entry("pshmem_ulonglong_wait_until");
    PPW_FWRAP_BEGIN(pshmem_ulonglong_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 547;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_ulonglong_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_int32_wait_until(int32_t *ivar, int cmp, int32_t cmp_value)
{
    if (!pshmem_int32_wait_until) ppw_missing_entry("pshmem_int32_wait_until");
    PPW_FWRAP_BEGIN(pshmem_int32_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 548;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_int32_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_int64_wait_until(int64_t *ivar, int cmp, int64_t cmp_value)
{
    if (!pshmem_int64_wait_until) ppw_missing_entry("pshmem_int64_wait_until");
    PPW_FWRAP_BEGIN(pshmem_int64_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 549;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_int64_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_uint32_wait_until(uint32_t *ivar, int cmp, uint32_t cmp_value)
{
    if (!pshmem_uint32_wait_until) ppw_missing_entry("pshmem_uint32_wait_until");
    PPW_FWRAP_BEGIN(pshmem_uint32_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 550;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_uint32_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_uint64_wait_until(uint64_t *ivar, int cmp, uint64_t cmp_value)
{
    if (!pshmem_uint64_wait_until) ppw_missing_entry("pshmem_uint64_wait_until");
    PPW_FWRAP_BEGIN(pshmem_uint64_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 551;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_uint64_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_size_wait_until(size_t *ivar, int cmp, size_t cmp_value)
{
    if (!pshmem_size_wait_until) ppw_missing_entry("pshmem_size_wait_until");
    PPW_FWRAP_BEGIN(pshmem_size_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 552;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_size_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_ptrdiff_wait_until(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value)
{
    if (!pshmem_ptrdiff_wait_until) ppw_missing_entry("pshmem_ptrdiff_wait_until");
    PPW_FWRAP_BEGIN(pshmem_ptrdiff_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 553;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_ptrdiff_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

int shmem_short_test(short *ivar, int cmp, short cmp_value)
{
    if (!pshmem_short_test) ppw_missing_entry("pshmem_short_test");
    PPW_WRAP_BEGIN(pshmem_short_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 554;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_short_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int_test(int *ivar, int cmp, int cmp_value)
{
    if (!pshmem_int_test) ppw_missing_entry("pshmem_int_test");
    PPW_WRAP_BEGIN(pshmem_int_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 555;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_int_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_long_test(long *ivar, int cmp, long cmp_value)
{
    if (!pshmem_long_test) ppw_missing_entry("pshmem_long_test");
    PPW_WRAP_BEGIN(pshmem_long_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 556;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_long_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_longlong_test(long long *ivar, int cmp, long long cmp_value)
{
    if (!pshmem_longlong_test) ppw_missing_entry("pshmem_longlong_test");
    PPW_WRAP_BEGIN(pshmem_longlong_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 557;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_longlong_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_ushort_test(unsigned short *ivar, int cmp, unsigned short cmp_value)
{
    if (!pshmem_ushort_test) ppw_missing_entry("pshmem_ushort_test");
    PPW_WRAP_BEGIN(pshmem_ushort_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 558;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_ushort_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_uint_test(unsigned int *ivar, int cmp, unsigned int cmp_value)
{
    if (!pshmem_uint_test) ppw_missing_entry("pshmem_uint_test");
    PPW_WRAP_BEGIN(pshmem_uint_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 559;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_uint_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_ulong_test(unsigned long *ivar, int cmp, unsigned long cmp_value)
{
    if (!pshmem_ulong_test) ppw_missing_entry("pshmem_ulong_test");
    PPW_WRAP_BEGIN(pshmem_ulong_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 560;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_ulong_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_ulonglong_test(unsigned long long *ivar, int cmp, unsigned long long cmp_value)
{
    if (!pshmem_ulonglong_test) ppw_missing_entry("pshmem_ulonglong_test");
    PPW_WRAP_BEGIN(pshmem_ulonglong_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 561;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_ulonglong_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int32_test(int32_t *ivar, int cmp, int32_t cmp_value)
{
    if (!pshmem_int32_test) ppw_missing_entry("pshmem_int32_test");
    PPW_WRAP_BEGIN(pshmem_int32_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 562;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_int32_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_int64_test(int64_t *ivar, int cmp, int64_t cmp_value)
{
    if (!pshmem_int64_test) ppw_missing_entry("pshmem_int64_test");
    PPW_WRAP_BEGIN(pshmem_int64_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 563;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_int64_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_uint32_test(uint32_t *ivar, int cmp, uint32_t cmp_value)
{
    if (!pshmem_uint32_test) ppw_missing_entry("pshmem_uint32_test");
    PPW_WRAP_BEGIN(pshmem_uint32_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 564;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_uint32_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_uint64_test(uint64_t *ivar, int cmp, uint64_t cmp_value)
{
    if (!pshmem_uint64_test) ppw_missing_entry("pshmem_uint64_test");
    PPW_WRAP_BEGIN(pshmem_uint64_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 565;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_uint64_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_size_test(size_t *ivar, int cmp, size_t cmp_value)
{
    if (!pshmem_size_test) ppw_missing_entry("pshmem_size_test");
    PPW_WRAP_BEGIN(pshmem_size_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 566;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_size_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

int shmem_ptrdiff_test(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value)
{
    if (!pshmem_ptrdiff_test) ppw_missing_entry("pshmem_ptrdiff_test");
    PPW_WRAP_BEGIN(pshmem_ptrdiff_test(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 567;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest()
    PPW_CALL(int ppw_ret = pshmem_ptrdiff_test(ivar, cmp, cmp_value));
    PPW_POST_shtest()
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_short_wait(short *ivar, short cmp_value)
{
    if (!pshmem_short_wait) ppw_missing_entry("pshmem_short_wait");
    PPW_FWRAP_BEGIN(pshmem_short_wait(ivar, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 568;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_short_wait(ivar, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_int_wait(int *ivar, int cmp_value)
{
    if (!pshmem_int_wait) ppw_missing_entry("pshmem_int_wait");
    PPW_FWRAP_BEGIN(pshmem_int_wait(ivar, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 569;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_int_wait(ivar, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_long_wait(long *ivar, long cmp_value)
{
    if (!pshmem_long_wait) ppw_missing_entry("pshmem_long_wait");
    PPW_FWRAP_BEGIN(pshmem_long_wait(ivar, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 570;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_long_wait(ivar, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_longlong_wait(long long *ivar, long long cmp_value)
{
    if (!pshmem_longlong_wait) ppw_missing_entry("pshmem_longlong_wait");
    PPW_FWRAP_BEGIN(pshmem_longlong_wait(ivar, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 571;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_longlong_wait(ivar, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_wait(long *ivar, long cmp_value)
{
    if (!pshmem_wait) ppw_missing_entry("pshmem_wait");
    PPW_FWRAP_BEGIN(pshmem_wait(ivar, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 572;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_wait(ivar, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_wait_until(long *ivar, int cmp, long cmp_value)
{
    if (!pshmem_wait_until) ppw_missing_entry("pshmem_wait_until");
    PPW_FWRAP_BEGIN(pshmem_wait_until(ivar, cmp, cmp_value), __builtin_return_address(0));
    const uint32_t ppw_region = 573;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shwait()
    PPW_CALL(pshmem_wait_until(ivar, cmp, cmp_value));
    PPW_POST_shwait()
    PPW_WRAP_END;
}

void shmem_set_lock(long *lock)
{
    if (!pshmem_set_lock) ppw_missing_entry("pshmem_set_lock");
    PPW_FWRAP_BEGIN(pshmem_set_lock(lock), __builtin_return_address(0));
    const uint32_t ppw_region = 574;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shset_lock()
    PPW_CALL(pshmem_set_lock(lock));
    PPW_POST_shset_lock()
    PPW_WRAP_END;
}

void shmem_clear_lock(long *lock)
{
    if (!pshmem_clear_lock) ppw_missing_entry("pshmem_clear_lock");
    PPW_FWRAP_BEGIN(pshmem_clear_lock(lock), __builtin_return_address(0));
    const uint32_t ppw_region = 575;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shclear_lock()
    PPW_CALL(pshmem_clear_lock(lock));
    PPW_POST_shclear_lock()
    PPW_WRAP_END;
}

int shmem_test_lock(long *lock)
{
    if (!pshmem_test_lock) ppw_missing_entry("pshmem_test_lock");
    PPW_WRAP_BEGIN(pshmem_test_lock(lock), __builtin_return_address(0));
    const uint32_t ppw_region = 576;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shtest_lock()
    PPW_CALL(int ppw_ret = pshmem_test_lock(lock));
    PPW_POST_shtest_lock()
    PPW_WRAP_END;
    return ppw_ret;
}

void shmem_barrier_all(void)
{
    if (!pshmem_barrier_all) ppw_missing_entry("pshmem_barrier_all");
    PPW_FWRAP_BEGIN(pshmem_barrier_all(), __builtin_return_address(0));
    const uint32_t ppw_region = 577;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shbarrier_all()
    PPW_CALL(pshmem_barrier_all());
    PPW_POST_shbarrier_all()
    PPW_WRAP_END;
}

void shmem_sync_all(void)
{
    if (!pshmem_sync_all) ppw_missing_entry("pshmem_sync_all");
    PPW_FWRAP_BEGIN(pshmem_sync_all(), __builtin_return_address(0));
    const uint32_t ppw_region = 578;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shbarrier_all()
    PPW_CALL(pshmem_sync_all());
    PPW_POST_shbarrier_all()
    PPW_WRAP_END;
}

void shmem_barrier(int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_barrier) ppw_missing_entry("pshmem_barrier");
    PPW_FWRAP_BEGIN(pshmem_barrier(PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 579;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(0, 0)
    PPW_CALL(pshmem_barrier(PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(0, 0)
    PPW_WRAP_END;
}

void shmem_sync(int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_sync) ppw_missing_entry("pshmem_sync");
    PPW_FWRAP_BEGIN(pshmem_sync(PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 580;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(0, 0)
    PPW_CALL(pshmem_sync(PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(0, 0)
    PPW_WRAP_END;
}

void shmem_broadcast32(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_broadcast32) ppw_missing_entry("pshmem_broadcast32");
    PPW_FWRAP_BEGIN(pshmem_broadcast32(dest, source, nelems, PE_root, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 581;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shbcast(nelems * 4)
    PPW_CALL(pshmem_broadcast32(dest, source, nelems, PE_root, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shbcast(nelems * 4)
    PPW_WRAP_END;
}

void shmem_broadcast64(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_broadcast64) ppw_missing_entry("pshmem_broadcast64");
    PPW_FWRAP_BEGIN(pshmem_broadcast64(dest, source, nelems, PE_root, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 582;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shbcast(nelems * 8)
    PPW_CALL(pshmem_broadcast64(dest, source, nelems, PE_root, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shbcast(nelems * 8)
    PPW_WRAP_END;
}

void shmem_collect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_collect32) ppw_missing_entry("pshmem_collect32");
    PPW_FWRAP_BEGIN(pshmem_collect32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 583;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 4, 0)
    PPW_CALL(pshmem_collect32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 4, 0)
    PPW_WRAP_END;
}

void shmem_collect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_collect64) ppw_missing_entry("pshmem_collect64");
    PPW_FWRAP_BEGIN(pshmem_collect64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 584;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 8, 0)
    PPW_CALL(pshmem_collect64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 8, 0)
    PPW_WRAP_END;
}

void shmem_fcollect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_fcollect32) ppw_missing_entry("pshmem_fcollect32");
    PPW_FWRAP_BEGIN(pshmem_fcollect32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 585;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 4, nelems * 4)
    PPW_CALL(pshmem_fcollect32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 4, nelems * 4)
    PPW_WRAP_END;
}

void shmem_fcollect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_fcollect64) ppw_missing_entry("pshmem_fcollect64");
    PPW_FWRAP_BEGIN(pshmem_fcollect64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 586;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 8, nelems * 8)
    PPW_CALL(pshmem_fcollect64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 8, nelems * 8)
    PPW_WRAP_END;
}

void shmem_alltoall32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_alltoall32) ppw_missing_entry("pshmem_alltoall32");
    PPW_FWRAP_BEGIN(pshmem_alltoall32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 587;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 4, nelems * 4)
    PPW_CALL(pshmem_alltoall32(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 4, nelems * 4)
    PPW_WRAP_END;
}

void shmem_alltoall64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_alltoall64) ppw_missing_entry("pshmem_alltoall64");
    PPW_FWRAP_BEGIN(pshmem_alltoall64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 588;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 8, nelems * 8)
    PPW_CALL(pshmem_alltoall64(dest, source, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 8, nelems * 8)
    PPW_WRAP_END;
}

void shmem_alltoalls32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_alltoalls32) ppw_missing_entry("pshmem_alltoalls32");
    PPW_FWRAP_BEGIN(pshmem_alltoalls32(dest, source, dst, sst, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 589;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 4, nelems * 4)
    PPW_CALL(pshmem_alltoalls32(dest, source, dst, sst, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 4, nelems * 4)
    PPW_WRAP_END;
}

void shmem_alltoalls64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync)
{
    if (!pshmem_alltoalls64) ppw_missing_entry("pshmem_alltoalls64");
    PPW_FWRAP_BEGIN(pshmem_alltoalls64(dest, source, dst, sst, nelems, PE_start, logPE_stride, PE_size, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 590;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nelems * 8, nelems * 8)
    PPW_CALL(pshmem_alltoalls64(dest, source, dst, sst, nelems, PE_start, logPE_stride, PE_size, pSync));
    PPW_POST_shteam(nelems * 8, nelems * 8)
    PPW_WRAP_END;
}

void shmem_short_and_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_and_to_all) ppw_missing_entry("pshmem_short_and_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 591;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_and_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_and_to_all) ppw_missing_entry("pshmem_int_and_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 592;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_and_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_and_to_all) ppw_missing_entry("pshmem_long_and_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 593;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_and_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_and_to_all) ppw_missing_entry("pshmem_longlong_and_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 594;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_and_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_short_or_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_or_to_all) ppw_missing_entry("pshmem_short_or_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 595;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_or_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_or_to_all) ppw_missing_entry("pshmem_int_or_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 596;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_or_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_or_to_all) ppw_missing_entry("pshmem_long_or_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 597;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_or_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_or_to_all) ppw_missing_entry("pshmem_longlong_or_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 598;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_or_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_short_xor_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_xor_to_all) ppw_missing_entry("pshmem_short_xor_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 599;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_xor_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_xor_to_all) ppw_missing_entry("pshmem_int_xor_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 600;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_xor_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_xor_to_all) ppw_missing_entry("pshmem_long_xor_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 601;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_xor_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_xor_to_all) ppw_missing_entry("pshmem_longlong_xor_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 602;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_xor_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_short_max_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_max_to_all) ppw_missing_entry("pshmem_short_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 603;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_max_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_max_to_all) ppw_missing_entry("pshmem_int_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 604;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_max_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_max_to_all) ppw_missing_entry("pshmem_long_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 605;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_max_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_max_to_all) ppw_missing_entry("pshmem_longlong_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 606;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_float_max_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync)
{
    if (!pshmem_float_max_to_all) ppw_missing_entry("pshmem_float_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_float_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 607;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_CALL(pshmem_float_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_max_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync)
{
    if (!pshmem_double_max_to_all) ppw_missing_entry("pshmem_double_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_double_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 608;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_CALL(pshmem_double_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_WRAP_END;
}

void shmem_longdouble_max_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync)
{
    if (!pshmem_longdouble_max_to_all) ppw_missing_entry("pshmem_longdouble_max_to_all");
    PPW_FWRAP_BEGIN(pshmem_longdouble_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 609;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_CALL(pshmem_longdouble_max_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_short_min_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_min_to_all) ppw_missing_entry("pshmem_short_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 610;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_min_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_min_to_all) ppw_missing_entry("pshmem_int_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 611;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_min_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_min_to_all) ppw_missing_entry("pshmem_long_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 612;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_min_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_min_to_all) ppw_missing_entry("pshmem_longlong_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 613;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_float_min_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync)
{
    if (!pshmem_float_min_to_all) ppw_missing_entry("pshmem_float_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_float_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 614;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_CALL(pshmem_float_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_min_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync)
{
    if (!pshmem_double_min_to_all) ppw_missing_entry("pshmem_double_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_double_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 615;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_CALL(pshmem_double_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_WRAP_END;
}

void shmem_longdouble_min_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync)
{
    if (!pshmem_longdouble_min_to_all) ppw_missing_entry("pshmem_longdouble_min_to_all");
    PPW_FWRAP_BEGIN(pshmem_longdouble_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 616;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_CALL(pshmem_longdouble_min_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_short_sum_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_sum_to_all) ppw_missing_entry("pshmem_short_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 617;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_sum_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_sum_to_all) ppw_missing_entry("pshmem_int_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 618;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_sum_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_sum_to_all) ppw_missing_entry("pshmem_long_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 619;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_sum_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_sum_to_all) ppw_missing_entry("pshmem_longlong_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 620;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_float_sum_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync)
{
    if (!pshmem_float_sum_to_all) ppw_missing_entry("pshmem_float_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_float_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 621;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_CALL(pshmem_float_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_sum_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync)
{
    if (!pshmem_double_sum_to_all) ppw_missing_entry("pshmem_double_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_double_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 622;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_CALL(pshmem_double_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_WRAP_END;
}

void shmem_longdouble_sum_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync)
{
    if (!pshmem_longdouble_sum_to_all) ppw_missing_entry("pshmem_longdouble_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_longdouble_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 623;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_CALL(pshmem_longdouble_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_complexf_sum_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync)
{
    if (!pshmem_complexf_sum_to_all) ppw_missing_entry("pshmem_complexf_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_complexf_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 624;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float _Complex), nreduce * sizeof(float _Complex))
    PPW_CALL(pshmem_complexf_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float _Complex), nreduce * sizeof(float _Complex))
    PPW_WRAP_END;
}

void shmem_complexd_sum_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync)
{
    if (!pshmem_complexd_sum_to_all) ppw_missing_entry("pshmem_complexd_sum_to_all");
    PPW_FWRAP_BEGIN(pshmem_complexd_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 625;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double _Complex), nreduce * sizeof(double _Complex))
    PPW_CALL(pshmem_complexd_sum_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double _Complex), nreduce * sizeof(double _Complex))
    PPW_WRAP_END;
}

void shmem_short_prod_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync)
{
    if (!pshmem_short_prod_to_all) ppw_missing_entry("pshmem_short_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_short_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 626;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_CALL(pshmem_short_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(short), nreduce * sizeof(short))
    PPW_WRAP_END;
}

void shmem_int_prod_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync)
{
    if (!pshmem_int_prod_to_all) ppw_missing_entry("pshmem_int_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_int_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 627;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_CALL(pshmem_int_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(int), nreduce * sizeof(int))
    PPW_WRAP_END;
}

void shmem_long_prod_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync)
{
    if (!pshmem_long_prod_to_all) ppw_missing_entry("pshmem_long_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_long_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 628;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_CALL(pshmem_long_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long), nreduce * sizeof(long))
    PPW_WRAP_END;
}

void shmem_longlong_prod_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync)
{
    if (!pshmem_longlong_prod_to_all) ppw_missing_entry("pshmem_longlong_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_longlong_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 629;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_CALL(pshmem_longlong_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long long), nreduce * sizeof(long long))
    PPW_WRAP_END;
}

void shmem_float_prod_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync)
{
    if (!pshmem_float_prod_to_all) ppw_missing_entry("pshmem_float_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_float_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 630;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_CALL(pshmem_float_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float), nreduce * sizeof(float))
    PPW_WRAP_END;
}

void shmem_double_prod_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync)
{
    if (!pshmem_double_prod_to_all) ppw_missing_entry("pshmem_double_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_double_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 631;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_CALL(pshmem_double_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double), nreduce * sizeof(double))
    PPW_WRAP_END;
}

void shmem_longdouble_prod_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync)
{
    if (!pshmem_longdouble_prod_to_all) ppw_missing_entry("pshmem_longdouble_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_longdouble_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 632;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_CALL(pshmem_longdouble_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(long double), nreduce * sizeof(long double))
    PPW_WRAP_END;
}

void shmem_complexf_prod_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync)
{
    if (!pshmem_complexf_prod_to_all) ppw_missing_entry("pshmem_complexf_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_complexf_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 633;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(float _Complex), nreduce * sizeof(float _Complex))
    PPW_CALL(pshmem_complexf_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(float _Complex), nreduce * sizeof(float _Complex))
    PPW_WRAP_END;
}

void shmem_complexd_prod_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync)
{
    if (!pshmem_complexd_prod_to_all) ppw_missing_entry("pshmem_complexd_prod_to_all");
    PPW_FWRAP_BEGIN(pshmem_complexd_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync), __builtin_return_address(0));
    const uint32_t ppw_region = 634;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_shteam(nreduce * sizeof(double _Complex), nreduce * sizeof(double _Complex))
    PPW_CALL(pshmem_complexd_prod_to_all(dest, source, nreduce, PE_start, logPE_stride, PE_size, pWrk, pSync));
    PPW_POST_shteam(nreduce * sizeof(double _Complex), nreduce * sizeof(double _Complex))
    PPW_WRAP_END;
}

