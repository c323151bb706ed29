/* GENERATED from crates/runtime/build/armci.tbl by crates/runtime/gen/wrappers.rs: do not edit.
 * Regenerate after changing either: PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
 * The libppw.so half: one hook per row and their table (the archive's half is the
 * _shim.c file; see crates/runtime/README.md). */
#include "ppw_armci.h"

const int ppw_armci_nregions = 55;

typedef int (*ppw_real_ARMCI_Init_t)(void);
static int ppw_hook_ARMCI_Init(ppw_real_ARMCI_Init_t ppw_real, void *ppw_ra_in)
{
    PPW_WRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 635;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arinit(MPI_COMM_WORLD)
    PPW_CALL(int ppw_ret = ppw_real());
    PPW_POST_arinit(MPI_COMM_WORLD)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Init_args_t)(int *argc, char ***argv);
static int ppw_hook_ARMCI_Init_args(ppw_real_ARMCI_Init_args_t ppw_real, void *ppw_ra_in, int *argc, char ***argv)
{
    PPW_WRAP_BEGIN(ppw_real(argc, argv), ppw_ra_in);
    const uint32_t ppw_region = 636;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arinit(MPI_COMM_WORLD)
    PPW_CALL(int ppw_ret = ppw_real(argc, argv));
    PPW_POST_arinit(MPI_COMM_WORLD)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Init_thread_t)(int armci_requested);
static int ppw_hook_ARMCI_Init_thread(ppw_real_ARMCI_Init_thread_t ppw_real, void *ppw_ra_in, int armci_requested)
{
    PPW_WRAP_BEGIN(ppw_real(armci_requested), ppw_ra_in);
    const uint32_t ppw_region = 637;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arinit(MPI_COMM_WORLD)
    PPW_CALL(int ppw_ret = ppw_real(armci_requested));
    PPW_POST_arinit(MPI_COMM_WORLD)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Init_thread_comm_t)(int armci_requested, MPI_Comm comm);
static int ppw_hook_ARMCI_Init_thread_comm(ppw_real_ARMCI_Init_thread_comm_t ppw_real, void *ppw_ra_in, int armci_requested, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(ppw_real(armci_requested, comm), ppw_ra_in);
    const uint32_t ppw_region = 638;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arinit(comm)
    PPW_CALL(int ppw_ret = ppw_real(armci_requested, comm));
    PPW_POST_arinit(comm)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Finalize_t)(void);
static int ppw_hook_ARMCI_Finalize(ppw_real_ARMCI_Finalize_t ppw_real, void *ppw_ra_in)
{
    PPW_WRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 639;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = ppw_real());
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Malloc_t)(void **base_ptrs, armci_size_t size);
static int ppw_hook_ARMCI_Malloc(ppw_real_ARMCI_Malloc_t ppw_real, void *ppw_ra_in, void **base_ptrs, armci_size_t size)
{
    PPW_WRAP_BEGIN(ppw_real(base_ptrs, size), ppw_ra_in);
    const uint32_t ppw_region = 640;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_aralloc(size)
    PPW_CALL(int ppw_ret = ppw_real(base_ptrs, size));
    PPW_POST_aralloc(size)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Free_t)(void *ptr);
static int ppw_hook_ARMCI_Free(ppw_real_ARMCI_Free_t ppw_real, void *ppw_ra_in, void *ptr)
{
    PPW_WRAP_BEGIN(ppw_real(ptr), ppw_ra_in);
    const uint32_t ppw_region = 641;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_aralloc(0)
    PPW_CALL(int ppw_ret = ppw_real(ptr));
    PPW_POST_aralloc(0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef void * (*ppw_real_ARMCI_Malloc_local_t)(armci_size_t size);
static void * ppw_hook_ARMCI_Malloc_local(ppw_real_ARMCI_Malloc_local_t ppw_real, void *ppw_ra_in, armci_size_t size)
{
    PPW_WRAP_BEGIN(ppw_real(size), ppw_ra_in);
    const uint32_t ppw_region = 642;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(void * ppw_ret = ppw_real(size));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Free_local_t)(void *ptr);
static int ppw_hook_ARMCI_Free_local(ppw_real_ARMCI_Free_local_t ppw_real, void *ppw_ra_in, void *ptr)
{
    PPW_WRAP_BEGIN(ppw_real(ptr), ppw_ra_in);
    const uint32_t ppw_region = 643;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = ppw_real(ptr));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef void (*ppw_real_ARMCI_Access_begin_t)(void *ptr);
static void ppw_hook_ARMCI_Access_begin(ppw_real_ARMCI_Access_begin_t ppw_real, void *ppw_ra_in, void *ptr)
{
    PPW_FWRAP_BEGIN(ppw_real(ptr), ppw_ra_in);
    const uint32_t ppw_region = 644;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(ppw_real(ptr));
    PPW_POST_plain()
    PPW_WRAP_END;
}

typedef void (*ppw_real_ARMCI_Access_end_t)(void *ptr);
static void ppw_hook_ARMCI_Access_end(ppw_real_ARMCI_Access_end_t ppw_real, void *ppw_ra_in, void *ptr)
{
    PPW_FWRAP_BEGIN(ppw_real(ptr), ppw_ra_in);
    const uint32_t ppw_region = 645;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(ppw_real(ptr));
    PPW_POST_plain()
    PPW_WRAP_END;
}

typedef int (*ppw_real_ARMCI_Put_t)(void *src, void *dst, int size, int target);
static int ppw_hook_ARMCI_Put(ppw_real_ARMCI_Put_t ppw_real, void *ppw_ra_in, void *src, void *dst, int size, int target)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, size, target), ppw_ra_in);
    const uint32_t ppw_region = 646;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, size, target, src)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, size, target));
    PPW_POST_armci(PUT, size, target, src)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Get_t)(void *src, void *dst, int size, int target);
static int ppw_hook_ARMCI_Get(ppw_real_ARMCI_Get_t ppw_real, void *ppw_ra_in, void *src, void *dst, int size, int target)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, size, target), ppw_ra_in);
    const uint32_t ppw_region = 647;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, size, target, dst)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, size, target));
    PPW_POST_armci(GET, size, target, dst)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Acc_t)(int datatype, void *scale, void *src, void *dst, int bytes, int proc);
static int ppw_hook_ARMCI_Acc(ppw_real_ARMCI_Acc_t ppw_real, void *ppw_ra_in, int datatype, void *scale, void *src, void *dst, int bytes, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, src, dst, bytes, proc), ppw_ra_in);
    const uint32_t ppw_region = 648;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(ACC, bytes, proc, src)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, src, dst, bytes, proc));
    PPW_POST_armci(ACC, bytes, proc, src)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutS_t)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
static int ppw_hook_ARMCI_PutS(ppw_real_ARMCI_PutS_t ppw_real, void *ppw_ra_in, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc), ppw_ra_in);
    const uint32_t ppw_region = 649;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, ppw_armci_strided(count, stride_levels), proc, src_ptr)
    PPW_CALL(int ppw_ret = ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc));
    PPW_POST_armci(PUT, ppw_armci_strided(count, stride_levels), proc, src_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_GetS_t)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
static int ppw_hook_ARMCI_GetS(ppw_real_ARMCI_GetS_t ppw_real, void *ppw_ra_in, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc), ppw_ra_in);
    const uint32_t ppw_region = 650;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, ppw_armci_strided(count, stride_levels), proc, dst_ptr)
    PPW_CALL(int ppw_ret = ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc));
    PPW_POST_armci(GET, ppw_armci_strided(count, stride_levels), proc, dst_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_AccS_t)(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
static int ppw_hook_ARMCI_AccS(ppw_real_ARMCI_AccS_t ppw_real, void *ppw_ra_in, int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc), ppw_ra_in);
    const uint32_t ppw_region = 651;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(ACC, ppw_armci_strided(count, stride_levels), proc, src_ptr)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc));
    PPW_POST_armci(ACC, ppw_armci_strided(count, stride_levels), proc, src_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutV_t)(armci_giov_t *iov, int iov_len, int proc);
static int ppw_hook_ARMCI_PutV(ppw_real_ARMCI_PutV_t ppw_real, void *ppw_ra_in, armci_giov_t *iov, int iov_len, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(iov, iov_len, proc), ppw_ra_in);
    const uint32_t ppw_region = 652;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(iov, iov_len, proc));
    PPW_POST_armci(PUT, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_GetV_t)(armci_giov_t *iov, int iov_len, int proc);
static int ppw_hook_ARMCI_GetV(ppw_real_ARMCI_GetV_t ppw_real, void *ppw_ra_in, armci_giov_t *iov, int iov_len, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(iov, iov_len, proc), ppw_ra_in);
    const uint32_t ppw_region = 653;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(iov, iov_len, proc));
    PPW_POST_armci(GET, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_AccV_t)(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc);
static int ppw_hook_ARMCI_AccV(ppw_real_ARMCI_AccV_t ppw_real, void *ppw_ra_in, int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, iov, iov_len, proc), ppw_ra_in);
    const uint32_t ppw_region = 654;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(ACC, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, iov, iov_len, proc));
    PPW_POST_armci(ACC, ppw_armci_iov(iov, iov_len), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Put_flag_t)(void *src, void *dst, int size, int *flag, int value, int proc);
static int ppw_hook_ARMCI_Put_flag(ppw_real_ARMCI_Put_flag_t ppw_real, void *ppw_ra_in, void *src, void *dst, int size, int *flag, int value, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, size, flag, value, proc), ppw_ra_in);
    const uint32_t ppw_region = 655;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, (int64_t)size + (int64_t)sizeof(int), proc, src)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, size, flag, value, proc));
    PPW_POST_armci(PUT, (int64_t)size + (int64_t)sizeof(int), proc, src)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutS_flag_t)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int *flag, int value, int proc);
static int ppw_hook_ARMCI_PutS_flag(ppw_real_ARMCI_PutS_flag_t ppw_real, void *ppw_ra_in, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int *flag, int value, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, flag, value, proc), ppw_ra_in);
    const uint32_t ppw_region = 656;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, ppw_armci_strided(count, stride_levels) + (int64_t)sizeof(int), proc, src_ptr)
    PPW_CALL(int ppw_ret = ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, flag, value, proc));
    PPW_POST_armci(PUT, ppw_armci_strided(count, stride_levels) + (int64_t)sizeof(int), proc, src_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutValueInt_t)(int src, void *dst, int proc);
static int ppw_hook_ARMCI_PutValueInt(ppw_real_ARMCI_PutValueInt_t ppw_real, void *ppw_ra_in, int src, void *dst, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc), ppw_ra_in);
    const uint32_t ppw_region = 657;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, sizeof(int), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc));
    PPW_POST_armci(PUT, sizeof(int), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutValueLong_t)(long src, void *dst, int proc);
static int ppw_hook_ARMCI_PutValueLong(ppw_real_ARMCI_PutValueLong_t ppw_real, void *ppw_ra_in, long src, void *dst, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc), ppw_ra_in);
    const uint32_t ppw_region = 658;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, sizeof(long), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc));
    PPW_POST_armci(PUT, sizeof(long), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutValueFloat_t)(float src, void *dst, int proc);
static int ppw_hook_ARMCI_PutValueFloat(ppw_real_ARMCI_PutValueFloat_t ppw_real, void *ppw_ra_in, float src, void *dst, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc), ppw_ra_in);
    const uint32_t ppw_region = 659;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, sizeof(float), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc));
    PPW_POST_armci(PUT, sizeof(float), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_PutValueDouble_t)(double src, void *dst, int proc);
static int ppw_hook_ARMCI_PutValueDouble(ppw_real_ARMCI_PutValueDouble_t ppw_real, void *ppw_ra_in, double src, void *dst, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc), ppw_ra_in);
    const uint32_t ppw_region = 660;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(PUT, sizeof(double), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc));
    PPW_POST_armci(PUT, sizeof(double), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_GetValueInt_t)(void *src, int proc);
static int ppw_hook_ARMCI_GetValueInt(ppw_real_ARMCI_GetValueInt_t ppw_real, void *ppw_ra_in, void *src, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, proc), ppw_ra_in);
    const uint32_t ppw_region = 661;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, sizeof(int), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, proc));
    PPW_POST_armci(GET, sizeof(int), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef long (*ppw_real_ARMCI_GetValueLong_t)(void *src, int proc);
static long ppw_hook_ARMCI_GetValueLong(ppw_real_ARMCI_GetValueLong_t ppw_real, void *ppw_ra_in, void *src, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, proc), ppw_ra_in);
    const uint32_t ppw_region = 662;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, sizeof(long), proc, 0)
    PPW_CALL(long ppw_ret = ppw_real(src, proc));
    PPW_POST_armci(GET, sizeof(long), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef float (*ppw_real_ARMCI_GetValueFloat_t)(void *src, int proc);
static float ppw_hook_ARMCI_GetValueFloat(ppw_real_ARMCI_GetValueFloat_t ppw_real, void *ppw_ra_in, void *src, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, proc), ppw_ra_in);
    const uint32_t ppw_region = 663;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, sizeof(float), proc, 0)
    PPW_CALL(float ppw_ret = ppw_real(src, proc));
    PPW_POST_armci(GET, sizeof(float), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef double (*ppw_real_ARMCI_GetValueDouble_t)(void *src, int proc);
static double ppw_hook_ARMCI_GetValueDouble(ppw_real_ARMCI_GetValueDouble_t ppw_real, void *ppw_ra_in, void *src, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(src, proc), ppw_ra_in);
    const uint32_t ppw_region = 664;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(GET, sizeof(double), proc, 0)
    PPW_CALL(double ppw_ret = ppw_real(src, proc));
    PPW_POST_armci(GET, sizeof(double), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Rmw_t)(int op, void *ploc, void *prem, int value, int proc);
static int ppw_hook_ARMCI_Rmw(ppw_real_ARMCI_Rmw_t ppw_real, void *ppw_ra_in, int op, void *ploc, void *prem, int value, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(op, ploc, prem, value, proc), ppw_ra_in);
    const uint32_t ppw_region = 665;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armci(ATOMIC, ppw_armci_rmw_bytes(op), proc, 0)
    PPW_CALL(int ppw_ret = ppw_real(op, ploc, prem, value, proc));
    PPW_POST_armci(ATOMIC, ppw_armci_rmw_bytes(op), proc, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPut_t)(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPut(ppw_real_ARMCI_NbPut_t ppw_real, void *ppw_ra_in, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, bytes, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 666;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, bytes, proc, hdl, src)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, bytes, proc, hdl));
    PPW_POST_armcinb(PUT, bytes, proc, hdl, src)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbGet_t)(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbGet(ppw_real_ARMCI_NbGet_t ppw_real, void *ppw_ra_in, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, bytes, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 667;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(GET, bytes, proc, hdl, dst)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, bytes, proc, hdl));
    PPW_POST_armcinb(GET, bytes, proc, hdl, dst)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbAcc_t)(int datatype, void *scale, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbAcc(ppw_real_ARMCI_NbAcc_t ppw_real, void *ppw_ra_in, int datatype, void *scale, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, src, dst, bytes, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 668;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(ACC, bytes, proc, hdl, src)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, src, dst, bytes, proc, hdl));
    PPW_POST_armcinb(ACC, bytes, proc, hdl, src)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutS_t)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPutS(ppw_real_ARMCI_NbPutS_t ppw_real, void *ppw_ra_in, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 669;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, ppw_armci_strided(count, stride_levels), proc, hdl, src_ptr)
    PPW_CALL(int ppw_ret = ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl));
    PPW_POST_armcinb(PUT, ppw_armci_strided(count, stride_levels), proc, hdl, src_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbGetS_t)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbGetS(ppw_real_ARMCI_NbGetS_t ppw_real, void *ppw_ra_in, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 670;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(GET, ppw_armci_strided(count, stride_levels), proc, hdl, dst_ptr)
    PPW_CALL(int ppw_ret = ppw_real(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl));
    PPW_POST_armcinb(GET, ppw_armci_strided(count, stride_levels), proc, hdl, dst_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbAccS_t)(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbAccS(ppw_real_ARMCI_NbAccS_t ppw_real, void *ppw_ra_in, int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 671;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(ACC, ppw_armci_strided(count, stride_levels), proc, hdl, src_ptr)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl));
    PPW_POST_armcinb(ACC, ppw_armci_strided(count, stride_levels), proc, hdl, src_ptr)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutV_t)(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
static int ppw_hook_ARMCI_NbPutV(ppw_real_ARMCI_NbPutV_t ppw_real, void *ppw_ra_in, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    PPW_WRAP_BEGIN(ppw_real(iov, iov_len, proc, handle), ppw_ra_in);
    const uint32_t ppw_region = 672;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_CALL(int ppw_ret = ppw_real(iov, iov_len, proc, handle));
    PPW_POST_armcinb(PUT, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbGetV_t)(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
static int ppw_hook_ARMCI_NbGetV(ppw_real_ARMCI_NbGetV_t ppw_real, void *ppw_ra_in, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    PPW_WRAP_BEGIN(ppw_real(iov, iov_len, proc, handle), ppw_ra_in);
    const uint32_t ppw_region = 673;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(GET, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_CALL(int ppw_ret = ppw_real(iov, iov_len, proc, handle));
    PPW_POST_armcinb(GET, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbAccV_t)(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
static int ppw_hook_ARMCI_NbAccV(ppw_real_ARMCI_NbAccV_t ppw_real, void *ppw_ra_in, int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    PPW_WRAP_BEGIN(ppw_real(datatype, scale, iov, iov_len, proc, handle), ppw_ra_in);
    const uint32_t ppw_region = 674;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(ACC, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_CALL(int ppw_ret = ppw_real(datatype, scale, iov, iov_len, proc, handle));
    PPW_POST_armcinb(ACC, ppw_armci_iov(iov, iov_len), proc, handle, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutValueInt_t)(int src, void *dst, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPutValueInt(ppw_real_ARMCI_NbPutValueInt_t ppw_real, void *ppw_ra_in, int src, void *dst, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 675;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, sizeof(int), proc, hdl, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc, hdl));
    PPW_POST_armcinb(PUT, sizeof(int), proc, hdl, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutValueLong_t)(long src, void *dst, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPutValueLong(ppw_real_ARMCI_NbPutValueLong_t ppw_real, void *ppw_ra_in, long src, void *dst, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 676;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, sizeof(long), proc, hdl, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc, hdl));
    PPW_POST_armcinb(PUT, sizeof(long), proc, hdl, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutValueFloat_t)(float src, void *dst, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPutValueFloat(ppw_real_ARMCI_NbPutValueFloat_t ppw_real, void *ppw_ra_in, float src, void *dst, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 677;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, sizeof(float), proc, hdl, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc, hdl));
    PPW_POST_armcinb(PUT, sizeof(float), proc, hdl, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_NbPutValueDouble_t)(double src, void *dst, int proc, armci_hdl_t *hdl);
static int ppw_hook_ARMCI_NbPutValueDouble(ppw_real_ARMCI_NbPutValueDouble_t ppw_real, void *ppw_ra_in, double src, void *dst, int proc, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(src, dst, proc, hdl), ppw_ra_in);
    const uint32_t ppw_region = 678;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armcinb(PUT, sizeof(double), proc, hdl, 0)
    PPW_CALL(int ppw_ret = ppw_real(src, dst, proc, hdl));
    PPW_POST_armcinb(PUT, sizeof(double), proc, hdl, 0)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Wait_t)(armci_hdl_t *hdl);
static int ppw_hook_ARMCI_Wait(ppw_real_ARMCI_Wait_t ppw_real, void *ppw_ra_in, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(hdl), ppw_ra_in);
    const uint32_t ppw_region = 679;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arwait(HANDLE, hdl, -1)
    PPW_CALL(int ppw_ret = ppw_real(hdl));
    PPW_POST_arwait(HANDLE, hdl, -1)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Test_t)(armci_hdl_t *hdl);
static int ppw_hook_ARMCI_Test(ppw_real_ARMCI_Test_t ppw_real, void *ppw_ra_in, armci_hdl_t *hdl)
{
    PPW_WRAP_BEGIN(ppw_real(hdl), ppw_ra_in);
    const uint32_t ppw_region = 680;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_artest()
    PPW_CALL(int ppw_ret = ppw_real(hdl));
    PPW_POST_artest()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_WaitProc_t)(int proc);
static int ppw_hook_ARMCI_WaitProc(ppw_real_ARMCI_WaitProc_t ppw_real, void *ppw_ra_in, int proc)
{
    PPW_WRAP_BEGIN(ppw_real(proc), ppw_ra_in);
    const uint32_t ppw_region = 681;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arwait(PROC, 0, proc)
    PPW_CALL(int ppw_ret = ppw_real(proc));
    PPW_POST_arwait(PROC, 0, proc)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_WaitAll_t)(void);
static int ppw_hook_ARMCI_WaitAll(ppw_real_ARMCI_WaitAll_t ppw_real, void *ppw_ra_in)
{
    PPW_WRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 682;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arwait(ALL, 0, -1)
    PPW_CALL(int ppw_ret = ppw_real());
    PPW_POST_arwait(ALL, 0, -1)
    PPW_WRAP_END;
    return ppw_ret;
}

typedef void (*ppw_real_ARMCI_Fence_t)(int proc);
static void ppw_hook_ARMCI_Fence(ppw_real_ARMCI_Fence_t ppw_real, void *ppw_ra_in, int proc)
{
    PPW_FWRAP_BEGIN(ppw_real(proc), ppw_ra_in);
    const uint32_t ppw_region = 683;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arfence()
    PPW_CALL(ppw_real(proc));
    PPW_POST_arfence()
    PPW_WRAP_END;
}

typedef void (*ppw_real_ARMCI_AllFence_t)(void);
static void ppw_hook_ARMCI_AllFence(ppw_real_ARMCI_AllFence_t ppw_real, void *ppw_ra_in)
{
    PPW_FWRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 684;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arallfence()
    PPW_CALL(ppw_real());
    PPW_POST_arallfence()
    PPW_WRAP_END;
}

typedef void (*ppw_real_ARMCI_Barrier_t)(void);
static void ppw_hook_ARMCI_Barrier(ppw_real_ARMCI_Barrier_t ppw_real, void *ppw_ra_in)
{
    PPW_FWRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 685;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_arbarrier()
    PPW_CALL(ppw_real());
    PPW_POST_arbarrier()
    PPW_WRAP_END;
}

typedef int (*ppw_real_ARMCI_Create_mutexes_t)(int count);
static int ppw_hook_ARMCI_Create_mutexes(ppw_real_ARMCI_Create_mutexes_t ppw_real, void *ppw_ra_in, int count)
{
    PPW_WRAP_BEGIN(ppw_real(count), ppw_ra_in);
    const uint32_t ppw_region = 686;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = ppw_real(count));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef int (*ppw_real_ARMCI_Destroy_mutexes_t)(void);
static int ppw_hook_ARMCI_Destroy_mutexes(ppw_real_ARMCI_Destroy_mutexes_t ppw_real, void *ppw_ra_in)
{
    PPW_WRAP_BEGIN(ppw_real(), ppw_ra_in);
    const uint32_t ppw_region = 687;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = ppw_real());
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef void (*ppw_real_ARMCI_Lock_t)(int mutex, int proc);
static void ppw_hook_ARMCI_Lock(ppw_real_ARMCI_Lock_t ppw_real, void *ppw_ra_in, int mutex, int proc)
{
    PPW_FWRAP_BEGIN(ppw_real(mutex, proc), ppw_ra_in);
    const uint32_t ppw_region = 688;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armlock()
    PPW_CALL(ppw_real(mutex, proc));
    PPW_POST_armlock()
    PPW_WRAP_END;
}

typedef void (*ppw_real_ARMCI_Unlock_t)(int mutex, int proc);
static void ppw_hook_ARMCI_Unlock(ppw_real_ARMCI_Unlock_t ppw_real, void *ppw_ra_in, int mutex, int proc)
{
    PPW_FWRAP_BEGIN(ppw_real(mutex, proc), ppw_ra_in);
    const uint32_t ppw_region = 689;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_armunlock()
    PPW_CALL(ppw_real(mutex, proc));
    PPW_POST_armunlock()
    PPW_WRAP_END;
}

static void *const ppw_armci_fns[55] = {
    (void *)ppw_hook_ARMCI_Init,
    (void *)ppw_hook_ARMCI_Init_args,
    (void *)ppw_hook_ARMCI_Init_thread,
    (void *)ppw_hook_ARMCI_Init_thread_comm,
    (void *)ppw_hook_ARMCI_Finalize,
    (void *)ppw_hook_ARMCI_Malloc,
    (void *)ppw_hook_ARMCI_Free,
    (void *)ppw_hook_ARMCI_Malloc_local,
    (void *)ppw_hook_ARMCI_Free_local,
    (void *)ppw_hook_ARMCI_Access_begin,
    (void *)ppw_hook_ARMCI_Access_end,
    (void *)ppw_hook_ARMCI_Put,
    (void *)ppw_hook_ARMCI_Get,
    (void *)ppw_hook_ARMCI_Acc,
    (void *)ppw_hook_ARMCI_PutS,
    (void *)ppw_hook_ARMCI_GetS,
    (void *)ppw_hook_ARMCI_AccS,
    (void *)ppw_hook_ARMCI_PutV,
    (void *)ppw_hook_ARMCI_GetV,
    (void *)ppw_hook_ARMCI_AccV,
    (void *)ppw_hook_ARMCI_Put_flag,
    (void *)ppw_hook_ARMCI_PutS_flag,
    (void *)ppw_hook_ARMCI_PutValueInt,
    (void *)ppw_hook_ARMCI_PutValueLong,
    (void *)ppw_hook_ARMCI_PutValueFloat,
    (void *)ppw_hook_ARMCI_PutValueDouble,
    (void *)ppw_hook_ARMCI_GetValueInt,
    (void *)ppw_hook_ARMCI_GetValueLong,
    (void *)ppw_hook_ARMCI_GetValueFloat,
    (void *)ppw_hook_ARMCI_GetValueDouble,
    (void *)ppw_hook_ARMCI_Rmw,
    (void *)ppw_hook_ARMCI_NbPut,
    (void *)ppw_hook_ARMCI_NbGet,
    (void *)ppw_hook_ARMCI_NbAcc,
    (void *)ppw_hook_ARMCI_NbPutS,
    (void *)ppw_hook_ARMCI_NbGetS,
    (void *)ppw_hook_ARMCI_NbAccS,
    (void *)ppw_hook_ARMCI_NbPutV,
    (void *)ppw_hook_ARMCI_NbGetV,
    (void *)ppw_hook_ARMCI_NbAccV,
    (void *)ppw_hook_ARMCI_NbPutValueInt,
    (void *)ppw_hook_ARMCI_NbPutValueLong,
    (void *)ppw_hook_ARMCI_NbPutValueFloat,
    (void *)ppw_hook_ARMCI_NbPutValueDouble,
    (void *)ppw_hook_ARMCI_Wait,
    (void *)ppw_hook_ARMCI_Test,
    (void *)ppw_hook_ARMCI_WaitProc,
    (void *)ppw_hook_ARMCI_WaitAll,
    (void *)ppw_hook_ARMCI_Fence,
    (void *)ppw_hook_ARMCI_AllFence,
    (void *)ppw_hook_ARMCI_Barrier,
    (void *)ppw_hook_ARMCI_Create_mutexes,
    (void *)ppw_hook_ARMCI_Destroy_mutexes,
    (void *)ppw_hook_ARMCI_Lock,
    (void *)ppw_hook_ARMCI_Unlock,
};

const ppw_hook_table ppw_armci_hooks = PPW_HOOK_TABLE(55, 0x5dcd72101755fafbull, ppw_armci_fns);
