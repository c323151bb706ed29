/* GENERATED from crates/runtime/build/armci.tbl by crates/runtime/gen/wrappers.rs: do not edit.
 * Regenerate after changing either: PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
 * The interposition archive's half (libppw-armci.a): NAME calls libppw.so's hook when
 * it is loaded, the library's profiling entry point otherwise. */
#include "ppw_armci_shim.h"

const uint32_t ppw_armci_shim_count = 55;
const uint64_t ppw_armci_shim_signature = 0x5dcd72101755fafbull;
void *const ppw_armci_shim_none[55] = {0};

typedef int (*ppw_hook_ARMCI_Init_t)(int (*)(void), void *);
int ARMCI_Init(void)
{
    void *ppw_f = PPW_SHIM_HOOK(0);
    if (ppw_f) return ((ppw_hook_ARMCI_Init_t)ppw_f)(PARMCI_Init, __builtin_return_address(0));
    return PARMCI_Init();
}

typedef int (*ppw_hook_ARMCI_Init_args_t)(int (*)(int *argc, char ***argv), void *, int *argc, char ***argv);
int ARMCI_Init_args(int *argc, char ***argv)
{
    void *ppw_f = PPW_SHIM_HOOK(1);
    if (ppw_f) return ((ppw_hook_ARMCI_Init_args_t)ppw_f)(PARMCI_Init_args, __builtin_return_address(0), argc, argv);
    return PARMCI_Init_args(argc, argv);
}

typedef int (*ppw_hook_ARMCI_Init_thread_t)(int (*)(int armci_requested), void *, int armci_requested);
int ARMCI_Init_thread(int armci_requested)
{
    void *ppw_f = PPW_SHIM_HOOK(2);
    if (ppw_f) return ((ppw_hook_ARMCI_Init_thread_t)ppw_f)(PARMCI_Init_thread, __builtin_return_address(0), armci_requested);
    return PARMCI_Init_thread(armci_requested);
}

typedef int (*ppw_hook_ARMCI_Init_thread_comm_t)(int (*)(int armci_requested, MPI_Comm comm), void *, int armci_requested, MPI_Comm comm);
int ARMCI_Init_thread_comm(int armci_requested, MPI_Comm comm)
{
    void *ppw_f = PPW_SHIM_HOOK(3);
    if (ppw_f) return ((ppw_hook_ARMCI_Init_thread_comm_t)ppw_f)(PARMCI_Init_thread_comm, __builtin_return_address(0), armci_requested, comm);
    return PARMCI_Init_thread_comm(armci_requested, comm);
}

typedef int (*ppw_hook_ARMCI_Finalize_t)(int (*)(void), void *);
int ARMCI_Finalize(void)
{
    void *ppw_f = PPW_SHIM_HOOK(4);
    if (ppw_f) return ((ppw_hook_ARMCI_Finalize_t)ppw_f)(PARMCI_Finalize, __builtin_return_address(0));
    return PARMCI_Finalize();
}

typedef int (*ppw_hook_ARMCI_Malloc_t)(int (*)(void **base_ptrs, armci_size_t size), void *, void **base_ptrs, armci_size_t size);
int ARMCI_Malloc(void **base_ptrs, armci_size_t size)
{
    void *ppw_f = PPW_SHIM_HOOK(5);
    if (ppw_f) return ((ppw_hook_ARMCI_Malloc_t)ppw_f)(PARMCI_Malloc, __builtin_return_address(0), base_ptrs, size);
    return PARMCI_Malloc(base_ptrs, size);
}

typedef int (*ppw_hook_ARMCI_Free_t)(int (*)(void *ptr), void *, void *ptr);
int ARMCI_Free(void *ptr)
{
    void *ppw_f = PPW_SHIM_HOOK(6);
    if (ppw_f) return ((ppw_hook_ARMCI_Free_t)ppw_f)(PARMCI_Free, __builtin_return_address(0), ptr);
    return PARMCI_Free(ptr);
}

typedef void * (*ppw_hook_ARMCI_Malloc_local_t)(void * (*)(armci_size_t size), void *, armci_size_t size);
void * ARMCI_Malloc_local(armci_size_t size)
{
    void *ppw_f = PPW_SHIM_HOOK(7);
    if (ppw_f) return ((ppw_hook_ARMCI_Malloc_local_t)ppw_f)(PARMCI_Malloc_local, __builtin_return_address(0), size);
    return PARMCI_Malloc_local(size);
}

typedef int (*ppw_hook_ARMCI_Free_local_t)(int (*)(void *ptr), void *, void *ptr);
int ARMCI_Free_local(void *ptr)
{
    void *ppw_f = PPW_SHIM_HOOK(8);
    if (ppw_f) return ((ppw_hook_ARMCI_Free_local_t)ppw_f)(PARMCI_Free_local, __builtin_return_address(0), ptr);
    return PARMCI_Free_local(ptr);
}

typedef void (*ppw_hook_ARMCI_Access_begin_t)(void (*)(void *ptr), void *, void *ptr);
void ARMCI_Access_begin(void *ptr)
{
    void *ppw_f = PPW_SHIM_HOOK(9);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Access_begin_t)ppw_f)(PARMCI_Access_begin, __builtin_return_address(0), ptr);
        return;
    }
    PARMCI_Access_begin(ptr);
}

typedef void (*ppw_hook_ARMCI_Access_end_t)(void (*)(void *ptr), void *, void *ptr);
void ARMCI_Access_end(void *ptr)
{
    void *ppw_f = PPW_SHIM_HOOK(10);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Access_end_t)ppw_f)(PARMCI_Access_end, __builtin_return_address(0), ptr);
        return;
    }
    PARMCI_Access_end(ptr);
}

typedef int (*ppw_hook_ARMCI_Put_t)(int (*)(void *src, void *dst, int size, int target), void *, void *src, void *dst, int size, int target);
int ARMCI_Put(void *src, void *dst, int size, int target)
{
    void *ppw_f = PPW_SHIM_HOOK(11);
    if (ppw_f) return ((ppw_hook_ARMCI_Put_t)ppw_f)(PARMCI_Put, __builtin_return_address(0), src, dst, size, target);
    return PARMCI_Put(src, dst, size, target);
}

typedef int (*ppw_hook_ARMCI_Get_t)(int (*)(void *src, void *dst, int size, int target), void *, void *src, void *dst, int size, int target);
int ARMCI_Get(void *src, void *dst, int size, int target)
{
    void *ppw_f = PPW_SHIM_HOOK(12);
    if (ppw_f) return ((ppw_hook_ARMCI_Get_t)ppw_f)(PARMCI_Get, __builtin_return_address(0), src, dst, size, target);
    return PARMCI_Get(src, dst, size, target);
}

typedef int (*ppw_hook_ARMCI_Acc_t)(int (*)(int datatype, void *scale, void *src, void *dst, int bytes, int proc), void *, int datatype, void *scale, void *src, void *dst, int bytes, int proc);
int ARMCI_Acc(int datatype, void *scale, void *src, void *dst, int bytes, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(13);
    if (ppw_f) return ((ppw_hook_ARMCI_Acc_t)ppw_f)(PARMCI_Acc, __builtin_return_address(0), datatype, scale, src, dst, bytes, proc);
    return PARMCI_Acc(datatype, scale, src, dst, bytes, proc);
}

typedef int (*ppw_hook_ARMCI_PutS_t)(int (*)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc), void *, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
int ARMCI_PutS(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(14);
    if (ppw_f) return ((ppw_hook_ARMCI_PutS_t)ppw_f)(PARMCI_PutS, __builtin_return_address(0), src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
    return PARMCI_PutS(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
}

typedef int (*ppw_hook_ARMCI_GetS_t)(int (*)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc), void *, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
int ARMCI_GetS(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(15);
    if (ppw_f) return ((ppw_hook_ARMCI_GetS_t)ppw_f)(PARMCI_GetS, __builtin_return_address(0), src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
    return PARMCI_GetS(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
}

typedef int (*ppw_hook_ARMCI_AccS_t)(int (*)(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc), void *, int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc);
int ARMCI_AccS(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(16);
    if (ppw_f) return ((ppw_hook_ARMCI_AccS_t)ppw_f)(PARMCI_AccS, __builtin_return_address(0), datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
    return PARMCI_AccS(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc);
}

typedef int (*ppw_hook_ARMCI_PutV_t)(int (*)(armci_giov_t *iov, int iov_len, int proc), void *, armci_giov_t *iov, int iov_len, int proc);
int ARMCI_PutV(armci_giov_t *iov, int iov_len, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(17);
    if (ppw_f) return ((ppw_hook_ARMCI_PutV_t)ppw_f)(PARMCI_PutV, __builtin_return_address(0), iov, iov_len, proc);
    return PARMCI_PutV(iov, iov_len, proc);
}

typedef int (*ppw_hook_ARMCI_GetV_t)(int (*)(armci_giov_t *iov, int iov_len, int proc), void *, armci_giov_t *iov, int iov_len, int proc);
int ARMCI_GetV(armci_giov_t *iov, int iov_len, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(18);
    if (ppw_f) return ((ppw_hook_ARMCI_GetV_t)ppw_f)(PARMCI_GetV, __builtin_return_address(0), iov, iov_len, proc);
    return PARMCI_GetV(iov, iov_len, proc);
}

typedef int (*ppw_hook_ARMCI_AccV_t)(int (*)(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc), void *, int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc);
int ARMCI_AccV(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(19);
    if (ppw_f) return ((ppw_hook_ARMCI_AccV_t)ppw_f)(PARMCI_AccV, __builtin_return_address(0), datatype, scale, iov, iov_len, proc);
    return PARMCI_AccV(datatype, scale, iov, iov_len, proc);
}

typedef int (*ppw_hook_ARMCI_Put_flag_t)(int (*)(void *src, void *dst, int size, int *flag, int value, int proc), void *, void *src, void *dst, int size, int *flag, int value, int proc);
int ARMCI_Put_flag(void *src, void *dst, int size, int *flag, int value, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(20);
    if (ppw_f) return ((ppw_hook_ARMCI_Put_flag_t)ppw_f)(PARMCI_Put_flag, __builtin_return_address(0), src, dst, size, flag, value, proc);
    return PARMCI_Put_flag(src, dst, size, flag, value, proc);
}

typedef int (*ppw_hook_ARMCI_PutS_flag_t)(int (*)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int *flag, int value, int proc), void *, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int *flag, int value, int proc);
int ARMCI_PutS_flag(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int *flag, int value, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(21);
    if (ppw_f) return ((ppw_hook_ARMCI_PutS_flag_t)ppw_f)(PARMCI_PutS_flag, __builtin_return_address(0), src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, flag, value, proc);
    return PARMCI_PutS_flag(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, flag, value, proc);
}

typedef int (*ppw_hook_ARMCI_PutValueInt_t)(int (*)(int src, void *dst, int proc), void *, int src, void *dst, int proc);
int ARMCI_PutValueInt(int src, void *dst, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(22);
    if (ppw_f) return ((ppw_hook_ARMCI_PutValueInt_t)ppw_f)(PARMCI_PutValueInt, __builtin_return_address(0), src, dst, proc);
    return PARMCI_PutValueInt(src, dst, proc);
}

typedef int (*ppw_hook_ARMCI_PutValueLong_t)(int (*)(long src, void *dst, int proc), void *, long src, void *dst, int proc);
int ARMCI_PutValueLong(long src, void *dst, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(23);
    if (ppw_f) return ((ppw_hook_ARMCI_PutValueLong_t)ppw_f)(PARMCI_PutValueLong, __builtin_return_address(0), src, dst, proc);
    return PARMCI_PutValueLong(src, dst, proc);
}

typedef int (*ppw_hook_ARMCI_PutValueFloat_t)(int (*)(float src, void *dst, int proc), void *, float src, void *dst, int proc);
int ARMCI_PutValueFloat(float src, void *dst, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(24);
    if (ppw_f) return ((ppw_hook_ARMCI_PutValueFloat_t)ppw_f)(PARMCI_PutValueFloat, __builtin_return_address(0), src, dst, proc);
    return PARMCI_PutValueFloat(src, dst, proc);
}

typedef int (*ppw_hook_ARMCI_PutValueDouble_t)(int (*)(double src, void *dst, int proc), void *, double src, void *dst, int proc);
int ARMCI_PutValueDouble(double src, void *dst, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(25);
    if (ppw_f) return ((ppw_hook_ARMCI_PutValueDouble_t)ppw_f)(PARMCI_PutValueDouble, __builtin_return_address(0), src, dst, proc);
    return PARMCI_PutValueDouble(src, dst, proc);
}

typedef int (*ppw_hook_ARMCI_GetValueInt_t)(int (*)(void *src, int proc), void *, void *src, int proc);
int ARMCI_GetValueInt(void *src, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(26);
    if (ppw_f) return ((ppw_hook_ARMCI_GetValueInt_t)ppw_f)(PARMCI_GetValueInt, __builtin_return_address(0), src, proc);
    return PARMCI_GetValueInt(src, proc);
}

typedef long (*ppw_hook_ARMCI_GetValueLong_t)(long (*)(void *src, int proc), void *, void *src, int proc);
long ARMCI_GetValueLong(void *src, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(27);
    if (ppw_f) return ((ppw_hook_ARMCI_GetValueLong_t)ppw_f)(PARMCI_GetValueLong, __builtin_return_address(0), src, proc);
    return PARMCI_GetValueLong(src, proc);
}

typedef float (*ppw_hook_ARMCI_GetValueFloat_t)(float (*)(void *src, int proc), void *, void *src, int proc);
float ARMCI_GetValueFloat(void *src, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(28);
    if (ppw_f) return ((ppw_hook_ARMCI_GetValueFloat_t)ppw_f)(PARMCI_GetValueFloat, __builtin_return_address(0), src, proc);
    return PARMCI_GetValueFloat(src, proc);
}

typedef double (*ppw_hook_ARMCI_GetValueDouble_t)(double (*)(void *src, int proc), void *, void *src, int proc);
double ARMCI_GetValueDouble(void *src, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(29);
    if (ppw_f) return ((ppw_hook_ARMCI_GetValueDouble_t)ppw_f)(PARMCI_GetValueDouble, __builtin_return_address(0), src, proc);
    return PARMCI_GetValueDouble(src, proc);
}

typedef int (*ppw_hook_ARMCI_Rmw_t)(int (*)(int op, void *ploc, void *prem, int value, int proc), void *, int op, void *ploc, void *prem, int value, int proc);
int ARMCI_Rmw(int op, void *ploc, void *prem, int value, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(30);
    if (ppw_f) return ((ppw_hook_ARMCI_Rmw_t)ppw_f)(PARMCI_Rmw, __builtin_return_address(0), op, ploc, prem, value, proc);
    return PARMCI_Rmw(op, ploc, prem, value, proc);
}

typedef int (*ppw_hook_ARMCI_NbPut_t)(int (*)(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl), void *, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
int ARMCI_NbPut(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(31);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPut_t)ppw_f)(PARMCI_NbPut, __builtin_return_address(0), src, dst, bytes, proc, hdl);
    return PARMCI_NbPut(src, dst, bytes, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbGet_t)(int (*)(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl), void *, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
int ARMCI_NbGet(void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(32);
    if (ppw_f) return ((ppw_hook_ARMCI_NbGet_t)ppw_f)(PARMCI_NbGet, __builtin_return_address(0), src, dst, bytes, proc, hdl);
    return PARMCI_NbGet(src, dst, bytes, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbAcc_t)(int (*)(int datatype, void *scale, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl), void *, int datatype, void *scale, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl);
int ARMCI_NbAcc(int datatype, void *scale, void *src, void *dst, int bytes, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(33);
    if (ppw_f) return ((ppw_hook_ARMCI_NbAcc_t)ppw_f)(PARMCI_NbAcc, __builtin_return_address(0), datatype, scale, src, dst, bytes, proc, hdl);
    return PARMCI_NbAcc(datatype, scale, src, dst, bytes, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbPutS_t)(int (*)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl), void *, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
int ARMCI_NbPutS(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(34);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutS_t)ppw_f)(PARMCI_NbPutS, __builtin_return_address(0), src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
    return PARMCI_NbPutS(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbGetS_t)(int (*)(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl), void *, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
int ARMCI_NbGetS(void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(35);
    if (ppw_f) return ((ppw_hook_ARMCI_NbGetS_t)ppw_f)(PARMCI_NbGetS, __builtin_return_address(0), src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
    return PARMCI_NbGetS(src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbAccS_t)(int (*)(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl), void *, int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl);
int ARMCI_NbAccS(int datatype, void *scale, void *src_ptr, int src_stride_ar[], void *dst_ptr, int dst_stride_ar[], int count[], int stride_levels, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(36);
    if (ppw_f) return ((ppw_hook_ARMCI_NbAccS_t)ppw_f)(PARMCI_NbAccS, __builtin_return_address(0), datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
    return PARMCI_NbAccS(datatype, scale, src_ptr, src_stride_ar, dst_ptr, dst_stride_ar, count, stride_levels, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbPutV_t)(int (*)(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle), void *, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
int ARMCI_NbPutV(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    void *ppw_f = PPW_SHIM_HOOK(37);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutV_t)ppw_f)(PARMCI_NbPutV, __builtin_return_address(0), iov, iov_len, proc, handle);
    return PARMCI_NbPutV(iov, iov_len, proc, handle);
}

typedef int (*ppw_hook_ARMCI_NbGetV_t)(int (*)(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle), void *, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
int ARMCI_NbGetV(armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    void *ppw_f = PPW_SHIM_HOOK(38);
    if (ppw_f) return ((ppw_hook_ARMCI_NbGetV_t)ppw_f)(PARMCI_NbGetV, __builtin_return_address(0), iov, iov_len, proc, handle);
    return PARMCI_NbGetV(iov, iov_len, proc, handle);
}

typedef int (*ppw_hook_ARMCI_NbAccV_t)(int (*)(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle), void *, int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle);
int ARMCI_NbAccV(int datatype, void *scale, armci_giov_t *iov, int iov_len, int proc, armci_hdl_t *handle)
{
    void *ppw_f = PPW_SHIM_HOOK(39);
    if (ppw_f) return ((ppw_hook_ARMCI_NbAccV_t)ppw_f)(PARMCI_NbAccV, __builtin_return_address(0), datatype, scale, iov, iov_len, proc, handle);
    return PARMCI_NbAccV(datatype, scale, iov, iov_len, proc, handle);
}

typedef int (*ppw_hook_ARMCI_NbPutValueInt_t)(int (*)(int src, void *dst, int proc, armci_hdl_t *hdl), void *, int src, void *dst, int proc, armci_hdl_t *hdl);
int ARMCI_NbPutValueInt(int src, void *dst, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(40);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutValueInt_t)ppw_f)(PARMCI_NbPutValueInt, __builtin_return_address(0), src, dst, proc, hdl);
    return PARMCI_NbPutValueInt(src, dst, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbPutValueLong_t)(int (*)(long src, void *dst, int proc, armci_hdl_t *hdl), void *, long src, void *dst, int proc, armci_hdl_t *hdl);
int ARMCI_NbPutValueLong(long src, void *dst, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(41);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutValueLong_t)ppw_f)(PARMCI_NbPutValueLong, __builtin_return_address(0), src, dst, proc, hdl);
    return PARMCI_NbPutValueLong(src, dst, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbPutValueFloat_t)(int (*)(float src, void *dst, int proc, armci_hdl_t *hdl), void *, float src, void *dst, int proc, armci_hdl_t *hdl);
int ARMCI_NbPutValueFloat(float src, void *dst, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(42);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutValueFloat_t)ppw_f)(PARMCI_NbPutValueFloat, __builtin_return_address(0), src, dst, proc, hdl);
    return PARMCI_NbPutValueFloat(src, dst, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_NbPutValueDouble_t)(int (*)(double src, void *dst, int proc, armci_hdl_t *hdl), void *, double src, void *dst, int proc, armci_hdl_t *hdl);
int ARMCI_NbPutValueDouble(double src, void *dst, int proc, armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(43);
    if (ppw_f) return ((ppw_hook_ARMCI_NbPutValueDouble_t)ppw_f)(PARMCI_NbPutValueDouble, __builtin_return_address(0), src, dst, proc, hdl);
    return PARMCI_NbPutValueDouble(src, dst, proc, hdl);
}

typedef int (*ppw_hook_ARMCI_Wait_t)(int (*)(armci_hdl_t *hdl), void *, armci_hdl_t *hdl);
int ARMCI_Wait(armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(44);
    if (ppw_f) return ((ppw_hook_ARMCI_Wait_t)ppw_f)(PARMCI_Wait, __builtin_return_address(0), hdl);
    return PARMCI_Wait(hdl);
}

typedef int (*ppw_hook_ARMCI_Test_t)(int (*)(armci_hdl_t *hdl), void *, armci_hdl_t *hdl);
int ARMCI_Test(armci_hdl_t *hdl)
{
    void *ppw_f = PPW_SHIM_HOOK(45);
    if (ppw_f) return ((ppw_hook_ARMCI_Test_t)ppw_f)(PARMCI_Test, __builtin_return_address(0), hdl);
    return PARMCI_Test(hdl);
}

typedef int (*ppw_hook_ARMCI_WaitProc_t)(int (*)(int proc), void *, int proc);
int ARMCI_WaitProc(int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(46);
    if (ppw_f) return ((ppw_hook_ARMCI_WaitProc_t)ppw_f)(PARMCI_WaitProc, __builtin_return_address(0), proc);
    return PARMCI_WaitProc(proc);
}

typedef int (*ppw_hook_ARMCI_WaitAll_t)(int (*)(void), void *);
int ARMCI_WaitAll(void)
{
    void *ppw_f = PPW_SHIM_HOOK(47);
    if (ppw_f) return ((ppw_hook_ARMCI_WaitAll_t)ppw_f)(PARMCI_WaitAll, __builtin_return_address(0));
    return PARMCI_WaitAll();
}

typedef void (*ppw_hook_ARMCI_Fence_t)(void (*)(int proc), void *, int proc);
void ARMCI_Fence(int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(48);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Fence_t)ppw_f)(PARMCI_Fence, __builtin_return_address(0), proc);
        return;
    }
    PARMCI_Fence(proc);
}

typedef void (*ppw_hook_ARMCI_AllFence_t)(void (*)(void), void *);
void ARMCI_AllFence(void)
{
    void *ppw_f = PPW_SHIM_HOOK(49);
    if (ppw_f) {
        ((ppw_hook_ARMCI_AllFence_t)ppw_f)(PARMCI_AllFence, __builtin_return_address(0));
        return;
    }
    PARMCI_AllFence();
}

typedef void (*ppw_hook_ARMCI_Barrier_t)(void (*)(void), void *);
void ARMCI_Barrier(void)
{
    void *ppw_f = PPW_SHIM_HOOK(50);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Barrier_t)ppw_f)(PARMCI_Barrier, __builtin_return_address(0));
        return;
    }
    PARMCI_Barrier();
}

typedef int (*ppw_hook_ARMCI_Create_mutexes_t)(int (*)(int count), void *, int count);
int ARMCI_Create_mutexes(int count)
{
    void *ppw_f = PPW_SHIM_HOOK(51);
    if (ppw_f) return ((ppw_hook_ARMCI_Create_mutexes_t)ppw_f)(PARMCI_Create_mutexes, __builtin_return_address(0), count);
    return PARMCI_Create_mutexes(count);
}

typedef int (*ppw_hook_ARMCI_Destroy_mutexes_t)(int (*)(void), void *);
int ARMCI_Destroy_mutexes(void)
{
    void *ppw_f = PPW_SHIM_HOOK(52);
    if (ppw_f) return ((ppw_hook_ARMCI_Destroy_mutexes_t)ppw_f)(PARMCI_Destroy_mutexes, __builtin_return_address(0));
    return PARMCI_Destroy_mutexes();
}

typedef void (*ppw_hook_ARMCI_Lock_t)(void (*)(int mutex, int proc), void *, int mutex, int proc);
void ARMCI_Lock(int mutex, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(53);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Lock_t)ppw_f)(PARMCI_Lock, __builtin_return_address(0), mutex, proc);
        return;
    }
    PARMCI_Lock(mutex, proc);
}

typedef void (*ppw_hook_ARMCI_Unlock_t)(void (*)(int mutex, int proc), void *, int mutex, int proc);
void ARMCI_Unlock(int mutex, int proc)
{
    void *ppw_f = PPW_SHIM_HOOK(54);
    if (ppw_f) {
        ((ppw_hook_ARMCI_Unlock_t)ppw_f)(PARMCI_Unlock, __builtin_return_address(0), mutex, proc);
        return;
    }
    PARMCI_Unlock(mutex, proc);
}

