/* GENERATED from crates/runtime/build/caf.tbl by crates/runtime/gen/wrappers.rs: do not edit.
 * Regenerate after changing either: PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
 * The C wrappers: one per row, then the Fortran entry points (see crates/runtime/README.md). */
#include "ppw_caf.h"

const int ppw_caf_nregions = 50;

static void (*ppw_next__gfortran_caf_init)(int *argc, char ***argv);
static void (*ppw_next__gfortran_caf_finalize)(void);
static void (*ppw_next__gfortran_caf_stop_numeric)(int stop_code, _Bool quiet);
static void (*ppw_next__gfortran_caf_stop_str)(const char *string, size_t len, _Bool quiet);
static void (*ppw_next__gfortran_caf_error_stop)(int error, _Bool quiet);
static void (*ppw_next__gfortran_caf_error_stop_str)(const char *string, size_t len, _Bool quiet);
static void (*ppw_next__gfortran_caf_fail_image)(void);
static int (*ppw_next__gfortran_caf_this_image)(int distance);
static int (*ppw_next__gfortran_caf_num_images)(int distance, int failed);
static int (*ppw_next__gfortran_caf_image_status)(int image);
static void (*ppw_next__gfortran_caf_failed_images)(void *array, void *team, int *kind);
static void (*ppw_next__gfortran_caf_stopped_images)(void *array, void *team, int *kind);
static int (*ppw_next__gfortran_caf_team_number)(void **team);
static int (*ppw_next__gfortran_caf_get_communicator)(void **team);
static int (*ppw_next__gfortran_caf_is_present)(void *token, int image_index, void *refs);
static _Bool (*ppw_next__gfortran_caf_is_contiguous)(void *desc);
static void (*ppw_next__gfortran_caf_event_query)(void *token, size_t index, int image_index, int *count, int *stat);
static void (*ppw_next__gfortran_caf_random_init)(_Bool repeatable, _Bool image_distinct);
static void (*ppw_next__gfortran_caf_register)(size_t size, int type, void **token, void *desc, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_deregister)(void **token, int type, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_send)(void *token, size_t offset, int image_index, void *dest, void *dst_vector, void *src, int dst_kind, int src_kind, _Bool may_require_tmp, int *stat);
static void (*ppw_next__gfortran_caf_get)(void *token, size_t offset, int image_index, void *src, void *src_vector, void *dest, int src_kind, int dst_kind, _Bool may_require_tmp, int *stat);
static void (*ppw_next__gfortran_caf_sendget)(void *dst_token, size_t dst_offset, int dst_image_index, void *dest, void *dst_vector, void *src_token, size_t src_offset, int src_image_index, void *src, void *src_vector, int dst_kind, int src_kind, _Bool may_require_tmp, int *stat);
static void (*ppw_next__gfortran_caf_send_by_ref)(void *token, int image_index, void *src, void *refs, int dst_kind, int src_kind, _Bool may_require_tmp, _Bool dst_reallocatable, int *stat, int dst_type);
static void (*ppw_next__gfortran_caf_get_by_ref)(void *token, int image_index, void *dst, void *refs, int dst_kind, int src_kind, _Bool may_require_tmp, _Bool dst_reallocatable, int *stat, int src_type);
static void (*ppw_next__gfortran_caf_sendget_by_ref)(void *dst_token, int dst_image_index, void *dst_refs, void *src_token, int src_image_index, void *src_refs, int dst_kind, int src_kind, _Bool may_require_tmp, int *dst_stat, int *src_stat, int dst_type, int src_type);
static void (*ppw_next__gfortran_caf_atomic_define)(void *token, size_t offset, int image_index, void *value, int *stat, int type, int kind);
static void (*ppw_next__gfortran_caf_atomic_ref)(void *token, size_t offset, int image_index, void *value, int *stat, int type, int kind);
static void (*ppw_next__gfortran_caf_atomic_cas)(void *token, size_t offset, int image_index, void *old, void *compare, void *new_val, int *stat, int type, int kind);
static void (*ppw_next__gfortran_caf_atomic_op)(int op, void *token, size_t offset, int image_index, void *value, void *old, int *stat, int type, int kind);
static void (*ppw_next__gfortran_caf_sync_all)(int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_sync_images)(int count, int images[], int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_sync_memory)(int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_lock)(void *token, size_t index, int image_index, int *acquired_lock, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_unlock)(void *token, size_t index, int image_index, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_event_post)(void *token, size_t index, int image_index, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_event_wait)(void *token, size_t index, int until_count, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_co_sum)(void *a, int result_image, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_co_min)(void *a, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_co_max)(void *a, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_co_reduce)(void *a, void *opr, int opr_flags, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_co_broadcast)(void *a, int source_image, int *stat, char *errmsg, size_t errmsg_len);
static void (*ppw_next__gfortran_caf_form_team)(int team_id, void **team, int index);
static void (*ppw_next__gfortran_caf_change_team)(void **team, int coselector);
static void (*ppw_next__gfortran_caf_end_team)(void **team);
static void (*ppw_next__gfortran_caf_sync_team)(void **team, int unused);

void _gfortran_caf_init(int *argc, char ***argv)
{
    PPW_NEXT(ppw_next__gfortran_caf_init, "_gfortran_caf_init");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_init(argc, argv), __builtin_return_address(0));
    const uint32_t ppw_region = 690;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafinit()
    PPW_CALL(ppw_next__gfortran_caf_init(argc, argv));
    PPW_POST_cafinit()
    PPW_WRAP_END;
}

void _gfortran_caf_finalize(void)
{
    PPW_NEXT(ppw_next__gfortran_caf_finalize, "_gfortran_caf_finalize");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_finalize(), __builtin_return_address(0));
    const uint32_t ppw_region = 691;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_caffinalize()
    PPW_CALL(ppw_next__gfortran_caf_finalize());
    PPW_POST_caffinalize()
    PPW_WRAP_END;
}

void _gfortran_caf_stop_numeric(int stop_code, _Bool quiet)
{
    PPW_NEXT(ppw_next__gfortran_caf_stop_numeric, "_gfortran_caf_stop_numeric");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_stop_numeric(stop_code, quiet), __builtin_return_address(0));
    const uint32_t ppw_region = 692;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafstop()
    PPW_CALL(ppw_next__gfortran_caf_stop_numeric(stop_code, quiet));
    PPW_POST_cafstop()
    PPW_WRAP_END;
}

void _gfortran_caf_stop_str(const char *string, size_t len, _Bool quiet)
{
    PPW_NEXT(ppw_next__gfortran_caf_stop_str, "_gfortran_caf_stop_str");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_stop_str(string, len, quiet), __builtin_return_address(0));
    const uint32_t ppw_region = 692;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafstop()
    PPW_CALL(ppw_next__gfortran_caf_stop_str(string, len, quiet));
    PPW_POST_cafstop()
    PPW_WRAP_END;
}

void _gfortran_caf_error_stop(int error, _Bool quiet)
{
    PPW_NEXT(ppw_next__gfortran_caf_error_stop, "_gfortran_caf_error_stop");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_error_stop(error, quiet), __builtin_return_address(0));
    const uint32_t ppw_region = 693;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_caferror()
    PPW_CALL(ppw_next__gfortran_caf_error_stop(error, quiet));
    PPW_POST_caferror()
    PPW_WRAP_END;
}

void _gfortran_caf_error_stop_str(const char *string, size_t len, _Bool quiet)
{
    PPW_NEXT(ppw_next__gfortran_caf_error_stop_str, "_gfortran_caf_error_stop_str");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_error_stop_str(string, len, quiet), __builtin_return_address(0));
    const uint32_t ppw_region = 693;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_caferror()
    PPW_CALL(ppw_next__gfortran_caf_error_stop_str(string, len, quiet));
    PPW_POST_caferror()
    PPW_WRAP_END;
}

void _gfortran_caf_fail_image(void)
{
    PPW_NEXT(ppw_next__gfortran_caf_fail_image, "_gfortran_caf_fail_image");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_fail_image(), __builtin_return_address(0));
    const uint32_t ppw_region = 694;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_caferror()
    PPW_CALL(ppw_next__gfortran_caf_fail_image());
    PPW_POST_caferror()
    PPW_WRAP_END;
}

int _gfortran_caf_this_image(int distance)
{
    PPW_NEXT(ppw_next__gfortran_caf_this_image, "_gfortran_caf_this_image");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_this_image(distance), __builtin_return_address(0));
    const uint32_t ppw_region = 695;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_this_image(distance));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

int _gfortran_caf_num_images(int distance, int failed)
{
    PPW_NEXT(ppw_next__gfortran_caf_num_images, "_gfortran_caf_num_images");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_num_images(distance, failed), __builtin_return_address(0));
    const uint32_t ppw_region = 696;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_num_images(distance, failed));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

int _gfortran_caf_image_status(int image)
{
    PPW_NEXT(ppw_next__gfortran_caf_image_status, "_gfortran_caf_image_status");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_image_status(image), __builtin_return_address(0));
    const uint32_t ppw_region = 697;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_image_status(image));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

void _gfortran_caf_failed_images(void *array, void *team, int *kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_failed_images, "_gfortran_caf_failed_images");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_failed_images(array, team, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 698;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_failed_images(array, team, kind));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

void _gfortran_caf_stopped_images(void *array, void *team, int *kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_stopped_images, "_gfortran_caf_stopped_images");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_stopped_images(array, team, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 699;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_stopped_images(array, team, kind));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

int _gfortran_caf_team_number(void **team)
{
    PPW_NEXT(ppw_next__gfortran_caf_team_number, "_gfortran_caf_team_number");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_team_number(team), __builtin_return_address(0));
    const uint32_t ppw_region = 700;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_team_number(team));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

int _gfortran_caf_get_communicator(void **team)
{
    PPW_NEXT(ppw_next__gfortran_caf_get_communicator, "_gfortran_caf_get_communicator");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_get_communicator(team), __builtin_return_address(0));
    const uint32_t ppw_region = 701;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_get_communicator(team));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

int _gfortran_caf_is_present(void *token, int image_index, void *refs)
{
    PPW_NEXT(ppw_next__gfortran_caf_is_present, "_gfortran_caf_is_present");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_is_present(token, image_index, refs), __builtin_return_address(0));
    const uint32_t ppw_region = 702;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(int ppw_ret = ppw_next__gfortran_caf_is_present(token, image_index, refs));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

_Bool _gfortran_caf_is_contiguous(void *desc)
{
    PPW_NEXT(ppw_next__gfortran_caf_is_contiguous, "_gfortran_caf_is_contiguous");
    PPW_WRAP_BEGIN(ppw_next__gfortran_caf_is_contiguous(desc), __builtin_return_address(0));
    const uint32_t ppw_region = 703;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(_Bool ppw_ret = ppw_next__gfortran_caf_is_contiguous(desc));
    PPW_POST_cafplain()
    PPW_WRAP_END;
    return ppw_ret;
}

void _gfortran_caf_event_query(void *token, size_t index, int image_index, int *count, int *stat)
{
    PPW_NEXT(ppw_next__gfortran_caf_event_query, "_gfortran_caf_event_query");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_event_query(token, index, image_index, count, stat), __builtin_return_address(0));
    const uint32_t ppw_region = 704;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_event_query(token, index, image_index, count, stat));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

void _gfortran_caf_random_init(_Bool repeatable, _Bool image_distinct)
{
    PPW_NEXT(ppw_next__gfortran_caf_random_init, "_gfortran_caf_random_init");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_random_init(repeatable, image_distinct), __builtin_return_address(0));
    const uint32_t ppw_region = 705;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_random_init(repeatable, image_distinct));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

void _gfortran_caf_register(size_t size, int type, void **token, void *desc, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_register, "_gfortran_caf_register");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_register(size, type, token, desc, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 706;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafregister()
    PPW_CALL(ppw_next__gfortran_caf_register(size, type, token, desc, stat, errmsg, errmsg_len));
    PPW_POST_cafregister()
    PPW_WRAP_END;
}

void _gfortran_caf_deregister(void **token, int type, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_deregister, "_gfortran_caf_deregister");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_deregister(token, type, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 707;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafderegister()
    PPW_CALL(ppw_next__gfortran_caf_deregister(token, type, stat, errmsg, errmsg_len));
    PPW_POST_cafderegister()
    PPW_WRAP_END;
}

void _gfortran_caf_send(void *token, size_t offset, int image_index, void *dest, void *dst_vector, void *src, int dst_kind, int src_kind, _Bool may_require_tmp, int *stat)
{
    PPW_NEXT(ppw_next__gfortran_caf_send, "_gfortran_caf_send");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_send(token, offset, image_index, dest, dst_vector, src, dst_kind, src_kind, may_require_tmp, stat), __builtin_return_address(0));
    const uint32_t ppw_region = 708;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsend()
    PPW_CALL(ppw_next__gfortran_caf_send(token, offset, image_index, dest, dst_vector, src, dst_kind, src_kind, may_require_tmp, stat));
    PPW_POST_cafsend()
    PPW_WRAP_END;
}

void _gfortran_caf_get(void *token, size_t offset, int image_index, void *src, void *src_vector, void *dest, int src_kind, int dst_kind, _Bool may_require_tmp, int *stat)
{
    PPW_NEXT(ppw_next__gfortran_caf_get, "_gfortran_caf_get");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_get(token, offset, image_index, src, src_vector, dest, src_kind, dst_kind, may_require_tmp, stat), __builtin_return_address(0));
    const uint32_t ppw_region = 709;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafget()
    PPW_CALL(ppw_next__gfortran_caf_get(token, offset, image_index, src, src_vector, dest, src_kind, dst_kind, may_require_tmp, stat));
    PPW_POST_cafget()
    PPW_WRAP_END;
}

void _gfortran_caf_sendget(void *dst_token, size_t dst_offset, int dst_image_index, void *dest, void *dst_vector, void *src_token, size_t src_offset, int src_image_index, void *src, void *src_vector, int dst_kind, int src_kind, _Bool may_require_tmp, int *stat)
{
    PPW_NEXT(ppw_next__gfortran_caf_sendget, "_gfortran_caf_sendget");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sendget(dst_token, dst_offset, dst_image_index, dest, dst_vector, src_token, src_offset, src_image_index, src, src_vector, dst_kind, src_kind, may_require_tmp, stat), __builtin_return_address(0));
    const uint32_t ppw_region = 710;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsendget()
    PPW_CALL(ppw_next__gfortran_caf_sendget(dst_token, dst_offset, dst_image_index, dest, dst_vector, src_token, src_offset, src_image_index, src, src_vector, dst_kind, src_kind, may_require_tmp, stat));
    PPW_POST_cafsendget()
    PPW_WRAP_END;
}

void _gfortran_caf_send_by_ref(void *token, int image_index, void *src, void *refs, int dst_kind, int src_kind, _Bool may_require_tmp, _Bool dst_reallocatable, int *stat, int dst_type)
{
    PPW_NEXT(ppw_next__gfortran_caf_send_by_ref, "_gfortran_caf_send_by_ref");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_send_by_ref(token, image_index, src, refs, dst_kind, src_kind, may_require_tmp, dst_reallocatable, stat, dst_type), __builtin_return_address(0));
    const uint32_t ppw_region = 708;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsend_ref()
    PPW_CALL(ppw_next__gfortran_caf_send_by_ref(token, image_index, src, refs, dst_kind, src_kind, may_require_tmp, dst_reallocatable, stat, dst_type));
    PPW_POST_cafsend_ref()
    PPW_WRAP_END;
}

void _gfortran_caf_get_by_ref(void *token, int image_index, void *dst, void *refs, int dst_kind, int src_kind, _Bool may_require_tmp, _Bool dst_reallocatable, int *stat, int src_type)
{
    PPW_NEXT(ppw_next__gfortran_caf_get_by_ref, "_gfortran_caf_get_by_ref");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_get_by_ref(token, image_index, dst, refs, dst_kind, src_kind, may_require_tmp, dst_reallocatable, stat, src_type), __builtin_return_address(0));
    const uint32_t ppw_region = 709;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafget_ref()
    PPW_CALL(ppw_next__gfortran_caf_get_by_ref(token, image_index, dst, refs, dst_kind, src_kind, may_require_tmp, dst_reallocatable, stat, src_type));
    PPW_POST_cafget_ref()
    PPW_WRAP_END;
}

void _gfortran_caf_sendget_by_ref(void *dst_token, int dst_image_index, void *dst_refs, void *src_token, int src_image_index, void *src_refs, int dst_kind, int src_kind, _Bool may_require_tmp, int *dst_stat, int *src_stat, int dst_type, int src_type)
{
    PPW_NEXT(ppw_next__gfortran_caf_sendget_by_ref, "_gfortran_caf_sendget_by_ref");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sendget_by_ref(dst_token, dst_image_index, dst_refs, src_token, src_image_index, src_refs, dst_kind, src_kind, may_require_tmp, dst_stat, src_stat, dst_type, src_type), __builtin_return_address(0));
    const uint32_t ppw_region = 710;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsendget_ref()
    PPW_CALL(ppw_next__gfortran_caf_sendget_by_ref(dst_token, dst_image_index, dst_refs, src_token, src_image_index, src_refs, dst_kind, src_kind, may_require_tmp, dst_stat, src_stat, dst_type, src_type));
    PPW_POST_cafsendget_ref()
    PPW_WRAP_END;
}

void _gfortran_caf_atomic_define(void *token, size_t offset, int image_index, void *value, int *stat, int type, int kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_atomic_define, "_gfortran_caf_atomic_define");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_atomic_define(token, offset, image_index, value, stat, type, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 711;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafatomic()
    PPW_CALL(ppw_next__gfortran_caf_atomic_define(token, offset, image_index, value, stat, type, kind));
    PPW_POST_cafatomic()
    PPW_WRAP_END;
}

void _gfortran_caf_atomic_ref(void *token, size_t offset, int image_index, void *value, int *stat, int type, int kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_atomic_ref, "_gfortran_caf_atomic_ref");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_atomic_ref(token, offset, image_index, value, stat, type, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 712;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafatomic()
    PPW_CALL(ppw_next__gfortran_caf_atomic_ref(token, offset, image_index, value, stat, type, kind));
    PPW_POST_cafatomic()
    PPW_WRAP_END;
}

void _gfortran_caf_atomic_cas(void *token, size_t offset, int image_index, void *old, void *compare, void *new_val, int *stat, int type, int kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_atomic_cas, "_gfortran_caf_atomic_cas");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_atomic_cas(token, offset, image_index, old, compare, new_val, stat, type, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 713;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafatomic()
    PPW_CALL(ppw_next__gfortran_caf_atomic_cas(token, offset, image_index, old, compare, new_val, stat, type, kind));
    PPW_POST_cafatomic()
    PPW_WRAP_END;
}

void _gfortran_caf_atomic_op(int op, void *token, size_t offset, int image_index, void *value, void *old, int *stat, int type, int kind)
{
    PPW_NEXT(ppw_next__gfortran_caf_atomic_op, "_gfortran_caf_atomic_op");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_atomic_op(op, token, offset, image_index, value, old, stat, type, kind), __builtin_return_address(0));
    const uint32_t ppw_region = 714;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafatomic_op()
    PPW_CALL(ppw_next__gfortran_caf_atomic_op(op, token, offset, image_index, value, old, stat, type, kind));
    PPW_POST_cafatomic_op()
    PPW_WRAP_END;
}

void _gfortran_caf_sync_all(int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_sync_all, "_gfortran_caf_sync_all");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sync_all(stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 722;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsync_all()
    PPW_CALL(ppw_next__gfortran_caf_sync_all(stat, errmsg, errmsg_len));
    PPW_POST_cafsync_all()
    PPW_WRAP_END;
}

void _gfortran_caf_sync_images(int count, int images[], int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_sync_images, "_gfortran_caf_sync_images");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sync_images(count, images, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 723;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsync_images()
    PPW_CALL(ppw_next__gfortran_caf_sync_images(count, images, stat, errmsg, errmsg_len));
    PPW_POST_cafsync_images()
    PPW_WRAP_END;
}

void _gfortran_caf_sync_memory(int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_sync_memory, "_gfortran_caf_sync_memory");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sync_memory(stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 724;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_sync_memory(stat, errmsg, errmsg_len));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

void _gfortran_caf_lock(void *token, size_t index, int image_index, int *acquired_lock, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_lock, "_gfortran_caf_lock");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_lock(token, index, image_index, acquired_lock, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 725;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_caflock()
    PPW_CALL(ppw_next__gfortran_caf_lock(token, index, image_index, acquired_lock, stat, errmsg, errmsg_len));
    PPW_POST_caflock()
    PPW_WRAP_END;
}

void _gfortran_caf_unlock(void *token, size_t index, int image_index, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_unlock, "_gfortran_caf_unlock");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_unlock(token, index, image_index, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 726;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafunlock()
    PPW_CALL(ppw_next__gfortran_caf_unlock(token, index, image_index, stat, errmsg, errmsg_len));
    PPW_POST_cafunlock()
    PPW_WRAP_END;
}

void _gfortran_caf_event_post(void *token, size_t index, int image_index, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_event_post, "_gfortran_caf_event_post");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_event_post(token, index, image_index, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 729;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafevent_post()
    PPW_CALL(ppw_next__gfortran_caf_event_post(token, index, image_index, stat, errmsg, errmsg_len));
    PPW_POST_cafevent_post()
    PPW_WRAP_END;
}

void _gfortran_caf_event_wait(void *token, size_t index, int until_count, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_event_wait, "_gfortran_caf_event_wait");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_event_wait(token, index, until_count, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 730;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafevent_wait()
    PPW_CALL(ppw_next__gfortran_caf_event_wait(token, index, until_count, stat, errmsg, errmsg_len));
    PPW_POST_cafevent_wait()
    PPW_WRAP_END;
}

void _gfortran_caf_co_sum(void *a, int result_image, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_co_sum, "_gfortran_caf_co_sum");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_co_sum(a, result_image, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 731;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafco(result_image)
    PPW_CALL(ppw_next__gfortran_caf_co_sum(a, result_image, stat, errmsg, errmsg_len));
    PPW_POST_cafco(result_image)
    PPW_WRAP_END;
}

void _gfortran_caf_co_min(void *a, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_co_min, "_gfortran_caf_co_min");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_co_min(a, result_image, stat, errmsg, a_len, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 732;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafco(result_image)
    PPW_CALL(ppw_next__gfortran_caf_co_min(a, result_image, stat, errmsg, a_len, errmsg_len));
    PPW_POST_cafco(result_image)
    PPW_WRAP_END;
}

void _gfortran_caf_co_max(void *a, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_co_max, "_gfortran_caf_co_max");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_co_max(a, result_image, stat, errmsg, a_len, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 733;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafco(result_image)
    PPW_CALL(ppw_next__gfortran_caf_co_max(a, result_image, stat, errmsg, a_len, errmsg_len));
    PPW_POST_cafco(result_image)
    PPW_WRAP_END;
}

void _gfortran_caf_co_reduce(void *a, void *opr, int opr_flags, int result_image, int *stat, char *errmsg, int a_len, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_co_reduce, "_gfortran_caf_co_reduce");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_co_reduce(a, opr, opr_flags, result_image, stat, errmsg, a_len, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 734;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafco(result_image)
    PPW_CALL(ppw_next__gfortran_caf_co_reduce(a, opr, opr_flags, result_image, stat, errmsg, a_len, errmsg_len));
    PPW_POST_cafco(result_image)
    PPW_WRAP_END;
}

void _gfortran_caf_co_broadcast(void *a, int source_image, int *stat, char *errmsg, size_t errmsg_len)
{
    PPW_NEXT(ppw_next__gfortran_caf_co_broadcast, "_gfortran_caf_co_broadcast");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_co_broadcast(a, source_image, stat, errmsg, errmsg_len), __builtin_return_address(0));
    const uint32_t ppw_region = 735;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafbcast()
    PPW_CALL(ppw_next__gfortran_caf_co_broadcast(a, source_image, stat, errmsg, errmsg_len));
    PPW_POST_cafbcast()
    PPW_WRAP_END;
}

void _gfortran_caf_form_team(int team_id, void **team, int index)
{
    PPW_NEXT(ppw_next__gfortran_caf_form_team, "_gfortran_caf_form_team");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_form_team(team_id, team, index), __builtin_return_address(0));
    const uint32_t ppw_region = 736;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafplain()
    PPW_CALL(ppw_next__gfortran_caf_form_team(team_id, team, index));
    PPW_POST_cafplain()
    PPW_WRAP_END;
}

void _gfortran_caf_change_team(void **team, int coselector)
{
    PPW_NEXT(ppw_next__gfortran_caf_change_team, "_gfortran_caf_change_team");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_change_team(team, coselector), __builtin_return_address(0));
    const uint32_t ppw_region = 737;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafchange_team()
    PPW_CALL(ppw_next__gfortran_caf_change_team(team, coselector));
    PPW_POST_cafchange_team()
    PPW_WRAP_END;
}

void _gfortran_caf_end_team(void **team)
{
    PPW_NEXT(ppw_next__gfortran_caf_end_team, "_gfortran_caf_end_team");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_end_team(team), __builtin_return_address(0));
    const uint32_t ppw_region = 738;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafend_team()
    PPW_CALL(ppw_next__gfortran_caf_end_team(team));
    PPW_POST_cafend_team()
    PPW_WRAP_END;
}

void _gfortran_caf_sync_team(void **team, int unused)
{
    PPW_NEXT(ppw_next__gfortran_caf_sync_team, "_gfortran_caf_sync_team");
    PPW_FWRAP_BEGIN(ppw_next__gfortran_caf_sync_team(team, unused), __builtin_return_address(0));
    const uint32_t ppw_region = 739;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cafsync_team()
    PPW_CALL(ppw_next__gfortran_caf_sync_team(team, unused));
    PPW_POST_cafsync_team()
    PPW_WRAP_END;
}

extern __typeof__(_gfortran_caf_init) ppw_self__gfortran_caf_init __attribute__((alias("_gfortran_caf_init"), visibility("hidden")));
extern __typeof__(_gfortran_caf_finalize) ppw_self__gfortran_caf_finalize __attribute__((alias("_gfortran_caf_finalize"), visibility("hidden")));
extern __typeof__(_gfortran_caf_stop_numeric) ppw_self__gfortran_caf_stop_numeric __attribute__((alias("_gfortran_caf_stop_numeric"), visibility("hidden")));
extern __typeof__(_gfortran_caf_stop_str) ppw_self__gfortran_caf_stop_str __attribute__((alias("_gfortran_caf_stop_str"), visibility("hidden")));
extern __typeof__(_gfortran_caf_error_stop) ppw_self__gfortran_caf_error_stop __attribute__((alias("_gfortran_caf_error_stop"), visibility("hidden")));
extern __typeof__(_gfortran_caf_error_stop_str) ppw_self__gfortran_caf_error_stop_str __attribute__((alias("_gfortran_caf_error_stop_str"), visibility("hidden")));
extern __typeof__(_gfortran_caf_fail_image) ppw_self__gfortran_caf_fail_image __attribute__((alias("_gfortran_caf_fail_image"), visibility("hidden")));
extern __typeof__(_gfortran_caf_this_image) ppw_self__gfortran_caf_this_image __attribute__((alias("_gfortran_caf_this_image"), visibility("hidden")));
extern __typeof__(_gfortran_caf_num_images) ppw_self__gfortran_caf_num_images __attribute__((alias("_gfortran_caf_num_images"), visibility("hidden")));
extern __typeof__(_gfortran_caf_image_status) ppw_self__gfortran_caf_image_status __attribute__((alias("_gfortran_caf_image_status"), visibility("hidden")));
extern __typeof__(_gfortran_caf_failed_images) ppw_self__gfortran_caf_failed_images __attribute__((alias("_gfortran_caf_failed_images"), visibility("hidden")));
extern __typeof__(_gfortran_caf_stopped_images) ppw_self__gfortran_caf_stopped_images __attribute__((alias("_gfortran_caf_stopped_images"), visibility("hidden")));
extern __typeof__(_gfortran_caf_team_number) ppw_self__gfortran_caf_team_number __attribute__((alias("_gfortran_caf_team_number"), visibility("hidden")));
extern __typeof__(_gfortran_caf_get_communicator) ppw_self__gfortran_caf_get_communicator __attribute__((alias("_gfortran_caf_get_communicator"), visibility("hidden")));
extern __typeof__(_gfortran_caf_is_present) ppw_self__gfortran_caf_is_present __attribute__((alias("_gfortran_caf_is_present"), visibility("hidden")));
extern __typeof__(_gfortran_caf_is_contiguous) ppw_self__gfortran_caf_is_contiguous __attribute__((alias("_gfortran_caf_is_contiguous"), visibility("hidden")));
extern __typeof__(_gfortran_caf_event_query) ppw_self__gfortran_caf_event_query __attribute__((alias("_gfortran_caf_event_query"), visibility("hidden")));
extern __typeof__(_gfortran_caf_random_init) ppw_self__gfortran_caf_random_init __attribute__((alias("_gfortran_caf_random_init"), visibility("hidden")));
extern __typeof__(_gfortran_caf_register) ppw_self__gfortran_caf_register __attribute__((alias("_gfortran_caf_register"), visibility("hidden")));
extern __typeof__(_gfortran_caf_deregister) ppw_self__gfortran_caf_deregister __attribute__((alias("_gfortran_caf_deregister"), visibility("hidden")));
extern __typeof__(_gfortran_caf_send) ppw_self__gfortran_caf_send __attribute__((alias("_gfortran_caf_send"), visibility("hidden")));
extern __typeof__(_gfortran_caf_get) ppw_self__gfortran_caf_get __attribute__((alias("_gfortran_caf_get"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sendget) ppw_self__gfortran_caf_sendget __attribute__((alias("_gfortran_caf_sendget"), visibility("hidden")));
extern __typeof__(_gfortran_caf_send_by_ref) ppw_self__gfortran_caf_send_by_ref __attribute__((alias("_gfortran_caf_send_by_ref"), visibility("hidden")));
extern __typeof__(_gfortran_caf_get_by_ref) ppw_self__gfortran_caf_get_by_ref __attribute__((alias("_gfortran_caf_get_by_ref"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sendget_by_ref) ppw_self__gfortran_caf_sendget_by_ref __attribute__((alias("_gfortran_caf_sendget_by_ref"), visibility("hidden")));
extern __typeof__(_gfortran_caf_atomic_define) ppw_self__gfortran_caf_atomic_define __attribute__((alias("_gfortran_caf_atomic_define"), visibility("hidden")));
extern __typeof__(_gfortran_caf_atomic_ref) ppw_self__gfortran_caf_atomic_ref __attribute__((alias("_gfortran_caf_atomic_ref"), visibility("hidden")));
extern __typeof__(_gfortran_caf_atomic_cas) ppw_self__gfortran_caf_atomic_cas __attribute__((alias("_gfortran_caf_atomic_cas"), visibility("hidden")));
extern __typeof__(_gfortran_caf_atomic_op) ppw_self__gfortran_caf_atomic_op __attribute__((alias("_gfortran_caf_atomic_op"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sync_all) ppw_self__gfortran_caf_sync_all __attribute__((alias("_gfortran_caf_sync_all"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sync_images) ppw_self__gfortran_caf_sync_images __attribute__((alias("_gfortran_caf_sync_images"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sync_memory) ppw_self__gfortran_caf_sync_memory __attribute__((alias("_gfortran_caf_sync_memory"), visibility("hidden")));
extern __typeof__(_gfortran_caf_lock) ppw_self__gfortran_caf_lock __attribute__((alias("_gfortran_caf_lock"), visibility("hidden")));
extern __typeof__(_gfortran_caf_unlock) ppw_self__gfortran_caf_unlock __attribute__((alias("_gfortran_caf_unlock"), visibility("hidden")));
extern __typeof__(_gfortran_caf_event_post) ppw_self__gfortran_caf_event_post __attribute__((alias("_gfortran_caf_event_post"), visibility("hidden")));
extern __typeof__(_gfortran_caf_event_wait) ppw_self__gfortran_caf_event_wait __attribute__((alias("_gfortran_caf_event_wait"), visibility("hidden")));
extern __typeof__(_gfortran_caf_co_sum) ppw_self__gfortran_caf_co_sum __attribute__((alias("_gfortran_caf_co_sum"), visibility("hidden")));
extern __typeof__(_gfortran_caf_co_min) ppw_self__gfortran_caf_co_min __attribute__((alias("_gfortran_caf_co_min"), visibility("hidden")));
extern __typeof__(_gfortran_caf_co_max) ppw_self__gfortran_caf_co_max __attribute__((alias("_gfortran_caf_co_max"), visibility("hidden")));
extern __typeof__(_gfortran_caf_co_reduce) ppw_self__gfortran_caf_co_reduce __attribute__((alias("_gfortran_caf_co_reduce"), visibility("hidden")));
extern __typeof__(_gfortran_caf_co_broadcast) ppw_self__gfortran_caf_co_broadcast __attribute__((alias("_gfortran_caf_co_broadcast"), visibility("hidden")));
extern __typeof__(_gfortran_caf_form_team) ppw_self__gfortran_caf_form_team __attribute__((alias("_gfortran_caf_form_team"), visibility("hidden")));
extern __typeof__(_gfortran_caf_change_team) ppw_self__gfortran_caf_change_team __attribute__((alias("_gfortran_caf_change_team"), visibility("hidden")));
extern __typeof__(_gfortran_caf_end_team) ppw_self__gfortran_caf_end_team __attribute__((alias("_gfortran_caf_end_team"), visibility("hidden")));
extern __typeof__(_gfortran_caf_sync_team) ppw_self__gfortran_caf_sync_team __attribute__((alias("_gfortran_caf_sync_team"), visibility("hidden")));

const ppw_next_row ppw_caf_entries[] = {
    {"_gfortran_caf_init", (void *)ppw_self__gfortran_caf_init, (void **)&ppw_next__gfortran_caf_init},
    {"_gfortran_caf_finalize", (void *)ppw_self__gfortran_caf_finalize, (void **)&ppw_next__gfortran_caf_finalize},
    {"_gfortran_caf_stop_numeric", (void *)ppw_self__gfortran_caf_stop_numeric, (void **)&ppw_next__gfortran_caf_stop_numeric},
    {"_gfortran_caf_stop_str", (void *)ppw_self__gfortran_caf_stop_str, (void **)&ppw_next__gfortran_caf_stop_str},
    {"_gfortran_caf_error_stop", (void *)ppw_self__gfortran_caf_error_stop, (void **)&ppw_next__gfortran_caf_error_stop},
    {"_gfortran_caf_error_stop_str", (void *)ppw_self__gfortran_caf_error_stop_str, (void **)&ppw_next__gfortran_caf_error_stop_str},
    {"_gfortran_caf_fail_image", (void *)ppw_self__gfortran_caf_fail_image, (void **)&ppw_next__gfortran_caf_fail_image},
    {"_gfortran_caf_this_image", (void *)ppw_self__gfortran_caf_this_image, (void **)&ppw_next__gfortran_caf_this_image},
    {"_gfortran_caf_num_images", (void *)ppw_self__gfortran_caf_num_images, (void **)&ppw_next__gfortran_caf_num_images},
    {"_gfortran_caf_image_status", (void *)ppw_self__gfortran_caf_image_status, (void **)&ppw_next__gfortran_caf_image_status},
    {"_gfortran_caf_failed_images", (void *)ppw_self__gfortran_caf_failed_images, (void **)&ppw_next__gfortran_caf_failed_images},
    {"_gfortran_caf_stopped_images", (void *)ppw_self__gfortran_caf_stopped_images, (void **)&ppw_next__gfortran_caf_stopped_images},
    {"_gfortran_caf_team_number", (void *)ppw_self__gfortran_caf_team_number, (void **)&ppw_next__gfortran_caf_team_number},
    {"_gfortran_caf_get_communicator", (void *)ppw_self__gfortran_caf_get_communicator, (void **)&ppw_next__gfortran_caf_get_communicator},
    {"_gfortran_caf_is_present", (void *)ppw_self__gfortran_caf_is_present, (void **)&ppw_next__gfortran_caf_is_present},
    {"_gfortran_caf_is_contiguous", (void *)ppw_self__gfortran_caf_is_contiguous, (void **)&ppw_next__gfortran_caf_is_contiguous},
    {"_gfortran_caf_event_query", (void *)ppw_self__gfortran_caf_event_query, (void **)&ppw_next__gfortran_caf_event_query},
    {"_gfortran_caf_random_init", (void *)ppw_self__gfortran_caf_random_init, (void **)&ppw_next__gfortran_caf_random_init},
    {"_gfortran_caf_register", (void *)ppw_self__gfortran_caf_register, (void **)&ppw_next__gfortran_caf_register},
    {"_gfortran_caf_deregister", (void *)ppw_self__gfortran_caf_deregister, (void **)&ppw_next__gfortran_caf_deregister},
    {"_gfortran_caf_send", (void *)ppw_self__gfortran_caf_send, (void **)&ppw_next__gfortran_caf_send},
    {"_gfortran_caf_get", (void *)ppw_self__gfortran_caf_get, (void **)&ppw_next__gfortran_caf_get},
    {"_gfortran_caf_sendget", (void *)ppw_self__gfortran_caf_sendget, (void **)&ppw_next__gfortran_caf_sendget},
    {"_gfortran_caf_send_by_ref", (void *)ppw_self__gfortran_caf_send_by_ref, (void **)&ppw_next__gfortran_caf_send_by_ref},
    {"_gfortran_caf_get_by_ref", (void *)ppw_self__gfortran_caf_get_by_ref, (void **)&ppw_next__gfortran_caf_get_by_ref},
    {"_gfortran_caf_sendget_by_ref", (void *)ppw_self__gfortran_caf_sendget_by_ref, (void **)&ppw_next__gfortran_caf_sendget_by_ref},
    {"_gfortran_caf_atomic_define", (void *)ppw_self__gfortran_caf_atomic_define, (void **)&ppw_next__gfortran_caf_atomic_define},
    {"_gfortran_caf_atomic_ref", (void *)ppw_self__gfortran_caf_atomic_ref, (void **)&ppw_next__gfortran_caf_atomic_ref},
    {"_gfortran_caf_atomic_cas", (void *)ppw_self__gfortran_caf_atomic_cas, (void **)&ppw_next__gfortran_caf_atomic_cas},
    {"_gfortran_caf_atomic_op", (void *)ppw_self__gfortran_caf_atomic_op, (void **)&ppw_next__gfortran_caf_atomic_op},
    {"_gfortran_caf_sync_all", (void *)ppw_self__gfortran_caf_sync_all, (void **)&ppw_next__gfortran_caf_sync_all},
    {"_gfortran_caf_sync_images", (void *)ppw_self__gfortran_caf_sync_images, (void **)&ppw_next__gfortran_caf_sync_images},
    {"_gfortran_caf_sync_memory", (void *)ppw_self__gfortran_caf_sync_memory, (void **)&ppw_next__gfortran_caf_sync_memory},
    {"_gfortran_caf_lock", (void *)ppw_self__gfortran_caf_lock, (void **)&ppw_next__gfortran_caf_lock},
    {"_gfortran_caf_unlock", (void *)ppw_self__gfortran_caf_unlock, (void **)&ppw_next__gfortran_caf_unlock},
    {"_gfortran_caf_event_post", (void *)ppw_self__gfortran_caf_event_post, (void **)&ppw_next__gfortran_caf_event_post},
    {"_gfortran_caf_event_wait", (void *)ppw_self__gfortran_caf_event_wait, (void **)&ppw_next__gfortran_caf_event_wait},
    {"_gfortran_caf_co_sum", (void *)ppw_self__gfortran_caf_co_sum, (void **)&ppw_next__gfortran_caf_co_sum},
    {"_gfortran_caf_co_min", (void *)ppw_self__gfortran_caf_co_min, (void **)&ppw_next__gfortran_caf_co_min},
    {"_gfortran_caf_co_max", (void *)ppw_self__gfortran_caf_co_max, (void **)&ppw_next__gfortran_caf_co_max},
    {"_gfortran_caf_co_reduce", (void *)ppw_self__gfortran_caf_co_reduce, (void **)&ppw_next__gfortran_caf_co_reduce},
    {"_gfortran_caf_co_broadcast", (void *)ppw_self__gfortran_caf_co_broadcast, (void **)&ppw_next__gfortran_caf_co_broadcast},
    {"_gfortran_caf_form_team", (void *)ppw_self__gfortran_caf_form_team, (void **)&ppw_next__gfortran_caf_form_team},
    {"_gfortran_caf_change_team", (void *)ppw_self__gfortran_caf_change_team, (void **)&ppw_next__gfortran_caf_change_team},
    {"_gfortran_caf_end_team", (void *)ppw_self__gfortran_caf_end_team, (void **)&ppw_next__gfortran_caf_end_team},
    {"_gfortran_caf_sync_team", (void *)ppw_self__gfortran_caf_sync_team, (void **)&ppw_next__gfortran_caf_sync_team},
};
const size_t ppw_caf_nentries = 46;
