/* GENERATED from crates/runtime/build/mpi.tbl by crates/runtime/gen/wrappers.rs: do not edit.
 * Regenerate after changing either: PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
 * The C wrappers: one per row, then the Fortran entry points (see crates/runtime/README.md). */
#include "ppw_wrap.h"

const int ppw_mpi_nregions = 154;

int MPI_Init(int *argc, char ***argv)
{
    PPW_WRAP_BEGIN(PMPI_Init(argc, argv), __builtin_return_address(0));
    const uint32_t ppw_region = 0;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_init()
    PPW_CALL(int ppw_ret = PMPI_Init(argc, argv));
    PPW_POST_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided)
{
    PPW_WRAP_BEGIN(PMPI_Init_thread(argc, argv, required, provided), __builtin_return_address(0));
    const uint32_t ppw_region = 1;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_init_thread()
    PPW_CALL(int ppw_ret = PMPI_Init_thread(argc, argv, required, provided));
    PPW_POST_init_thread()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Finalize(void)
{
    PPW_WRAP_BEGIN(PMPI_Finalize(), __builtin_return_address(0));
    const uint32_t ppw_region = 2;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_finalize()
    PPW_CALL(int ppw_ret = PMPI_Finalize());
    PPW_POST_finalize()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Abort(MPI_Comm comm, int errorcode)
{
    PPW_WRAP_BEGIN(PMPI_Abort(comm, errorcode), __builtin_return_address(0));
    const uint32_t ppw_region = 3;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_abort()
    PPW_CALL(int ppw_ret = PMPI_Abort(comm, errorcode));
    PPW_POST_abort()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Send(buf, count, datatype, dest, tag, comm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Send());
    const uint32_t ppw_region = 4;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PROFILE_send(PMPI_Send(buf, count, datatype, dest, tag, comm))
    PPW_PRE_send()
    PPW_CALL(int ppw_ret = PMPI_Send(buf, count, datatype, dest, tag, comm));
    PPW_POST_send()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Bsend(buf, count, datatype, dest, tag, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 5;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PROFILE_send(PMPI_Bsend(buf, count, datatype, dest, tag, comm))
    PPW_PRE_send()
    PPW_CALL(int ppw_ret = PMPI_Bsend(buf, count, datatype, dest, tag, comm));
    PPW_POST_send()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Ssend(buf, count, datatype, dest, tag, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 6;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PROFILE_send(PMPI_Ssend(buf, count, datatype, dest, tag, comm))
    PPW_PRE_send()
    PPW_CALL(int ppw_ret = PMPI_Ssend(buf, count, datatype, dest, tag, comm));
    PPW_POST_send()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Rsend(buf, count, datatype, dest, tag, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 7;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PROFILE_send(PMPI_Rsend(buf, count, datatype, dest, tag, comm))
    PPW_PRE_send()
    PPW_CALL(int ppw_ret = PMPI_Rsend(buf, count, datatype, dest, tag, comm));
    PPW_POST_send()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Recv(buf, count, datatype, source, tag, comm, status), __builtin_return_address(0));
    const uint32_t ppw_region = 8;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PROFILE_recv(PMPI_Recv(buf, count, datatype, source, tag, comm, status))
    PPW_PRE_recv()
    PPW_CALL(int ppw_ret = PMPI_Recv(buf, count, datatype, source, tag, comm, status));
    PPW_POST_recv()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status), __builtin_return_address(0));
    const uint32_t ppw_region = 9;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_sendrecv()
    PPW_CALL(int ppw_ret = PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status));
    PPW_POST_sendrecv()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status), __builtin_return_address(0));
    const uint32_t ppw_region = 10;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_sendrecv_replace()
    PPW_CALL(int ppw_ret = PMPI_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status));
    PPW_POST_sendrecv_replace()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Probe(source, tag, comm, status), __builtin_return_address(0));
    const uint32_t ppw_region = 11;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Probe(source, tag, comm, status));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Iprobe(source, tag, comm, flag, status), __builtin_return_address(0));
    const uint32_t ppw_region = 12;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Iprobe(source, tag, comm, flag, status));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Mprobe(source, tag, comm, message, status), __builtin_return_address(0));
    const uint32_t ppw_region = 13;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_mprobe()
    PPW_CALL(int ppw_ret = PMPI_Mprobe(source, tag, comm, message, status));
    PPW_POST_mprobe()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Improbe(source, tag, comm, flag, message, status), __builtin_return_address(0));
    const uint32_t ppw_region = 14;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_improbe()
    PPW_CALL(int ppw_ret = PMPI_Improbe(source, tag, comm, flag, message, status));
    PPW_POST_improbe()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Mrecv(void *buf, int count, MPI_Datatype datatype, MPI_Message *message, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Mrecv(buf, count, datatype, message, status), __builtin_return_address(0));
    const uint32_t ppw_region = 15;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_mrecv()
    PPW_CALL(int ppw_ret = PMPI_Mrecv(buf, count, datatype, message, status));
    PPW_POST_mrecv()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Isend(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0), PPW_CAF_CAP_MPI_Isend());
    const uint32_t ppw_region = 16;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_isend()
    PPW_CALL(int ppw_ret = PMPI_Isend(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_isend()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ibsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ibsend(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 17;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_isend()
    PPW_CALL(int ppw_ret = PMPI_Ibsend(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_isend()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Issend(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 18;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_isend()
    PPW_CALL(int ppw_ret = PMPI_Issend(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_isend()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Irsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Irsend(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 19;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_isend()
    PPW_CALL(int ppw_ret = PMPI_Irsend(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_isend()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Irecv(buf, count, datatype, source, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 20;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_irecv()
    PPW_CALL(int ppw_ret = PMPI_Irecv(buf, count, datatype, source, tag, comm, request));
    PPW_POST_irecv()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Imrecv(void *buf, int count, MPI_Datatype datatype, MPI_Message *message, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Imrecv(buf, count, datatype, message, request), __builtin_return_address(0));
    const uint32_t ppw_region = 21;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_imrecv()
    PPW_CALL(int ppw_ret = PMPI_Imrecv(buf, count, datatype, message, request));
    PPW_POST_imrecv()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Send_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Send_init(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 22;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_send_init()
    PPW_CALL(int ppw_ret = PMPI_Send_init(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_send_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Bsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Bsend_init(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 23;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_send_init()
    PPW_CALL(int ppw_ret = PMPI_Bsend_init(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_send_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ssend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ssend_init(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 24;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_send_init()
    PPW_CALL(int ppw_ret = PMPI_Ssend_init(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_send_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Rsend_init(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Rsend_init(buf, count, datatype, dest, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 25;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_send_init()
    PPW_CALL(int ppw_ret = PMPI_Rsend_init(buf, count, datatype, dest, tag, comm, request));
    PPW_POST_send_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Recv_init(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Recv_init(buf, count, datatype, source, tag, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 26;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_recv_init()
    PPW_CALL(int ppw_ret = PMPI_Recv_init(buf, count, datatype, source, tag, comm, request));
    PPW_POST_recv_init()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Start(MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Start(request), __builtin_return_address(0));
    const uint32_t ppw_region = 27;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_start()
    PPW_CALL(int ppw_ret = PMPI_Start(request));
    PPW_POST_start()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Startall(int count, MPI_Request array_of_requests[])
{
    PPW_WRAP_BEGIN(PMPI_Startall(count, array_of_requests), __builtin_return_address(0));
    const uint32_t ppw_region = 28;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_startall()
    PPW_CALL(int ppw_ret = PMPI_Startall(count, array_of_requests));
    PPW_POST_startall()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Request_free(MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Request_free(request), __builtin_return_address(0));
    const uint32_t ppw_region = 29;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_request_free()
    PPW_CALL(int ppw_ret = PMPI_Request_free(request));
    PPW_POST_request_free()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Cancel(MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Cancel(request), __builtin_return_address(0));
    const uint32_t ppw_region = 30;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_cancel()
    PPW_CALL(int ppw_ret = PMPI_Cancel(request));
    PPW_POST_cancel()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Wait(MPI_Request *request, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Wait(request, status), __builtin_return_address(0));
    const uint32_t ppw_region = 31;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_wait()
    PPW_CALL(int ppw_ret = PMPI_Wait(request, status));
    PPW_POST_wait()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Test(request, flag, status), __builtin_return_address(0));
    const uint32_t ppw_region = 32;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_test()
    PPW_CALL(int ppw_ret = PMPI_Test(request, flag, status));
    PPW_POST_test()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Waitall(int count, MPI_Request array_of_requests[], MPI_Status array_of_statuses[])
{
    PPW_WRAP_BEGIN(PMPI_Waitall(count, array_of_requests, array_of_statuses), __builtin_return_address(0));
    const uint32_t ppw_region = 33;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_waitall()
    PPW_CALL(int ppw_ret = PMPI_Waitall(count, array_of_requests, array_of_statuses));
    PPW_POST_waitall()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Testall(int count, MPI_Request array_of_requests[], int *flag, MPI_Status array_of_statuses[])
{
    PPW_WRAP_BEGIN(PMPI_Testall(count, array_of_requests, flag, array_of_statuses), __builtin_return_address(0));
    const uint32_t ppw_region = 34;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_testall()
    PPW_CALL(int ppw_ret = PMPI_Testall(count, array_of_requests, flag, array_of_statuses));
    PPW_POST_testall()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Waitany(int count, MPI_Request array_of_requests[], int *index, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Waitany(count, array_of_requests, index, status), __builtin_return_address(0));
    const uint32_t ppw_region = 35;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_waitany()
    PPW_CALL(int ppw_ret = PMPI_Waitany(count, array_of_requests, index, status));
    PPW_POST_waitany()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Testany(int count, MPI_Request array_of_requests[], int *index, int *flag, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_Testany(count, array_of_requests, index, flag, status), __builtin_return_address(0));
    const uint32_t ppw_region = 36;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_testany()
    PPW_CALL(int ppw_ret = PMPI_Testany(count, array_of_requests, index, flag, status));
    PPW_POST_testany()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Waitsome(int incount, MPI_Request array_of_requests[], int *outcount, int array_of_indices[], MPI_Status array_of_statuses[])
{
    PPW_WRAP_BEGIN(PMPI_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses), __builtin_return_address(0));
    const uint32_t ppw_region = 37;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_waitsome()
    PPW_CALL(int ppw_ret = PMPI_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses));
    PPW_POST_waitsome()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Testsome(int incount, MPI_Request array_of_requests[], int *outcount, int array_of_indices[], MPI_Status array_of_statuses[])
{
    PPW_WRAP_BEGIN(PMPI_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses), __builtin_return_address(0));
    const uint32_t ppw_region = 38;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_waitsome()
    PPW_CALL(int ppw_ret = PMPI_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses));
    PPW_POST_waitsome()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Barrier(MPI_Comm comm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Barrier(comm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Barrier());
    const uint32_t ppw_region = 39;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(barrier)
    PPW_CALL(int ppw_ret = PMPI_Barrier(comm));
    PPW_POST_coll(barrier)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Bcast(buffer, count, datatype, root, comm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Bcast());
    const uint32_t ppw_region = 40;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(bcast)
    PPW_CALL(int ppw_ret = PMPI_Bcast(buffer, count, datatype, root, comm));
    PPW_POST_coll(bcast)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 41;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(gather)
    PPW_CALL(int ppw_ret = PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
    PPW_POST_coll(gather)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 42;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(gatherv)
    PPW_CALL(int ppw_ret = PMPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm));
    PPW_POST_coll(gatherv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 43;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(scatter)
    PPW_CALL(int ppw_ret = PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm));
    PPW_POST_coll(scatter)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Scatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 44;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(scatterv)
    PPW_CALL(int ppw_ret = PMPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm));
    PPW_POST_coll(scatterv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 45;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(allgather)
    PPW_CALL(int ppw_ret = PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
    PPW_POST_coll(allgather)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 46;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(allgatherv)
    PPW_CALL(int ppw_ret = PMPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm));
    PPW_POST_coll(allgatherv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 47;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(alltoall)
    PPW_CALL(int ppw_ret = PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm));
    PPW_POST_coll(alltoall)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Alltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 48;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(alltoallv)
    PPW_CALL(int ppw_ret = PMPI_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm));
    PPW_POST_coll(alltoallv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Alltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 49;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(alltoallw)
    PPW_CALL(int ppw_ret = PMPI_Alltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm));
    PPW_POST_coll(alltoallw)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Reduce());
    const uint32_t ppw_region = 50;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(reduce)
    PPW_CALL(int ppw_ret = PMPI_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm));
    PPW_POST_coll(reduce)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Allreduce(sendbuf, recvbuf, count, datatype, op, comm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Allreduce());
    const uint32_t ppw_region = 51;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(allreduce)
    PPW_CALL(int ppw_ret = PMPI_Allreduce(sendbuf, recvbuf, count, datatype, op, comm));
    PPW_POST_coll(allreduce)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 52;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(redscat)
    PPW_CALL(int ppw_ret = PMPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm));
    PPW_POST_coll(redscat)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 53;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(redscatb)
    PPW_CALL(int ppw_ret = PMPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm));
    PPW_POST_coll(redscatb)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Scan(sendbuf, recvbuf, count, datatype, op, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 54;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(scan)
    PPW_CALL(int ppw_ret = PMPI_Scan(sendbuf, recvbuf, count, datatype, op, comm));
    PPW_POST_coll(scan)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
    PPW_WRAP_BEGIN(PMPI_Exscan(sendbuf, recvbuf, count, datatype, op, comm), __builtin_return_address(0));
    const uint32_t ppw_region = 55;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_coll(scan)
    PPW_CALL(int ppw_ret = PMPI_Exscan(sendbuf, recvbuf, count, datatype, op, comm));
    PPW_POST_coll(scan)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ibarrier(MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ibarrier(comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 56;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(barrier)
    PPW_CALL(int ppw_ret = PMPI_Ibarrier(comm, request));
    PPW_POST_icoll(barrier)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ibcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ibcast(buffer, count, datatype, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 57;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(bcast)
    PPW_CALL(int ppw_ret = PMPI_Ibcast(buffer, count, datatype, root, comm, request));
    PPW_POST_icoll(bcast)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Igather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 58;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(gather)
    PPW_CALL(int ppw_ret = PMPI_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request));
    PPW_POST_icoll(gather)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Igatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 59;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(gatherv)
    PPW_CALL(int ppw_ret = PMPI_Igatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm, request));
    PPW_POST_icoll(gatherv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iscatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 60;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(scatter)
    PPW_CALL(int ppw_ret = PMPI_Iscatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm, request));
    PPW_POST_icoll(scatter)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iscatterv(const void *sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 61;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(scatterv)
    PPW_CALL(int ppw_ret = PMPI_Iscatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm, request));
    PPW_POST_icoll(scatterv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iallgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 62;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(allgather)
    PPW_CALL(int ppw_ret = PMPI_Iallgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request));
    PPW_POST_icoll(allgather)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iallgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 63;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(allgatherv)
    PPW_CALL(int ppw_ret = PMPI_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, request));
    PPW_POST_icoll(allgatherv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ialltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 64;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(alltoall)
    PPW_CALL(int ppw_ret = PMPI_Ialltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm, request));
    PPW_POST_icoll(alltoall)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ialltoallv(const void *sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype, void *recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 65;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(alltoallv)
    PPW_CALL(int ppw_ret = PMPI_Ialltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm, request));
    PPW_POST_icoll(alltoallv)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ialltoallw(const void *sendbuf, const int sendcounts[], const int sdispls[], const MPI_Datatype sendtypes[], void *recvbuf, const int recvcounts[], const int rdispls[], const MPI_Datatype recvtypes[], MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 66;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(alltoallw)
    PPW_CALL(int ppw_ret = PMPI_Ialltoallw(sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm, request));
    PPW_POST_icoll(alltoallw)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ireduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 67;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(reduce)
    PPW_CALL(int ppw_ret = PMPI_Ireduce(sendbuf, recvbuf, count, datatype, op, root, comm, request));
    PPW_POST_icoll(reduce)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iallreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 68;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(allreduce)
    PPW_CALL(int ppw_ret = PMPI_Iallreduce(sendbuf, recvbuf, count, datatype, op, comm, request));
    PPW_POST_icoll(allreduce)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ireduce_scatter(const void *sendbuf, void *recvbuf, const int recvcounts[], MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 69;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(redscat)
    PPW_CALL(int ppw_ret = PMPI_Ireduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm, request));
    PPW_POST_icoll(redscat)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Ireduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 70;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(redscatb)
    PPW_CALL(int ppw_ret = PMPI_Ireduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm, request));
    PPW_POST_icoll(redscatb)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 71;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(scan)
    PPW_CALL(int ppw_ret = PMPI_Iscan(sendbuf, recvbuf, count, datatype, op, comm, request));
    PPW_POST_icoll(scan)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Iexscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request), __builtin_return_address(0));
    const uint32_t ppw_region = 72;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_icoll(scan)
    PPW_CALL(int ppw_ret = PMPI_Iexscan(sendbuf, recvbuf, count, datatype, op, comm, request));
    PPW_POST_icoll(scan)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_dup(comm, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 73;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_dup(comm, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Comm_split(comm, color, key, newcomm), __builtin_return_address(0), PPW_CAF_CAP_MPI_Comm_split());
    const uint32_t ppw_region = 74;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_split(comm, color, key, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_split_type(MPI_Comm comm, int split_type, int key, MPI_Info info, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_split_type(comm, split_type, key, info, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 75;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_split_type(comm, split_type, key, info, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_create(MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_create(comm, group, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 76;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_create(comm, group, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_create_group(MPI_Comm comm, MPI_Group group, int tag, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_create_group(comm, group, tag, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 77;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_create_group(comm, group, tag, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Cart_create(MPI_Comm comm_old, int ndims, const int dims[], const int periods[], int reorder, MPI_Comm *comm_cart)
{
    PPW_WRAP_BEGIN(PMPI_Cart_create(comm_old, ndims, dims, periods, reorder, comm_cart), __builtin_return_address(0));
    const uint32_t ppw_region = 78;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(comm_cart)
    PPW_CALL(int ppw_ret = PMPI_Cart_create(comm_old, ndims, dims, periods, reorder, comm_cart));
    PPW_POST_newcomm(comm_cart)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Cart_sub(MPI_Comm comm, const int remain_dims[], MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Cart_sub(comm, remain_dims, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 79;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Cart_sub(comm, remain_dims, newcomm));
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Graph_create(MPI_Comm comm_old, int nnodes, const int index[], const int edges[], int reorder, MPI_Comm *comm_graph)
{
    PPW_WRAP_BEGIN(PMPI_Graph_create(comm_old, nnodes, index, edges, reorder, comm_graph), __builtin_return_address(0));
    const uint32_t ppw_region = 80;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(comm_graph)
    PPW_CALL(int ppw_ret = PMPI_Graph_create(comm_old, nnodes, index, edges, reorder, comm_graph));
    PPW_POST_newcomm(comm_graph)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Dist_graph_create(MPI_Comm comm_old, int n, const int sources[], const int degrees[], const int destinations[], const int weights[], MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    PPW_WRAP_BEGIN(PMPI_Dist_graph_create(comm_old, n, sources, degrees, destinations, weights, info, reorder, comm_dist_graph), __builtin_return_address(0));
    const uint32_t ppw_region = 81;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(comm_dist_graph)
    PPW_CALL(int ppw_ret = PMPI_Dist_graph_create(comm_old, n, sources, degrees, destinations, weights, info, reorder, comm_dist_graph));
    PPW_POST_newcomm(comm_dist_graph)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Dist_graph_create_adjacent(MPI_Comm comm_old, int indegree, const int sources[], const int sourceweights[], int outdegree, const int destinations[], const int destweights[], MPI_Info info, int reorder, MPI_Comm *comm_dist_graph)
{
    PPW_WRAP_BEGIN(PMPI_Dist_graph_create_adjacent(comm_old, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph), __builtin_return_address(0));
    const uint32_t ppw_region = 82;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(comm_dist_graph)
    PPW_CALL(int ppw_ret = PMPI_Dist_graph_create_adjacent(comm_old, indegree, sources, sourceweights, outdegree, destinations, destweights, info, reorder, comm_dist_graph));
    PPW_POST_newcomm(comm_dist_graph)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Intercomm_create(MPI_Comm local_comm, int local_leader, MPI_Comm peer_comm, int remote_leader, int tag, MPI_Comm *newintercomm)
{
    PPW_WRAP_BEGIN(PMPI_Intercomm_create(local_comm, local_leader, peer_comm, remote_leader, tag, newintercomm), __builtin_return_address(0));
    const uint32_t ppw_region = 83;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newintercomm)
    PPW_CALL(int ppw_ret = PMPI_Intercomm_create(local_comm, local_leader, peer_comm, remote_leader, tag, newintercomm));
    PPW_POST_newcomm(newintercomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Intercomm_merge(MPI_Comm intercomm, int high, MPI_Comm *newintracomm)
{
    PPW_WRAP_BEGIN(PMPI_Intercomm_merge(intercomm, high, newintracomm), __builtin_return_address(0));
    const uint32_t ppw_region = 84;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_newcomm(newintracomm)
    PPW_CALL(int ppw_ret = PMPI_Intercomm_merge(intercomm, high, newintracomm));
    PPW_POST_newcomm(newintracomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_free(MPI_Comm *comm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_free(comm), __builtin_return_address(0));
    const uint32_t ppw_region = 85;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_comm_free()
    PPW_CALL(int ppw_ret = PMPI_Comm_free(comm));
    PPW_POST_comm_free()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_set_name(MPI_Comm comm, const char *comm_name)
{
    PPW_WRAP_BEGIN(PMPI_Comm_set_name(comm, comm_name), __builtin_return_address(0));
    const uint32_t ppw_region = 86;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_comm_set_name()
    PPW_CALL(int ppw_ret = PMPI_Comm_set_name(comm, comm_name));
    PPW_POST_comm_set_name()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_group(MPI_Comm comm, MPI_Group *group)
{
    PPW_WRAP_BEGIN(PMPI_Comm_group(comm, group), __builtin_return_address(0));
    const uint32_t ppw_region = 87;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Comm_group(comm, group));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Group_incl(MPI_Group group, int n, const int ranks[], MPI_Group *newgroup)
{
    PPW_WRAP_BEGIN(PMPI_Group_incl(group, n, ranks, newgroup), __builtin_return_address(0));
    const uint32_t ppw_region = 88;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Group_incl(group, n, ranks, newgroup));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Group_excl(MPI_Group group, int n, const int ranks[], MPI_Group *newgroup)
{
    PPW_WRAP_BEGIN(PMPI_Group_excl(group, n, ranks, newgroup), __builtin_return_address(0));
    const uint32_t ppw_region = 89;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Group_excl(group, n, ranks, newgroup));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Group_free(MPI_Group *group)
{
    PPW_WRAP_BEGIN(PMPI_Group_free(group), __builtin_return_address(0));
    const uint32_t ppw_region = 90;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Group_free(group));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Group_translate_ranks(MPI_Group group1, int n, const int ranks1[], MPI_Group group2, int ranks2[])
{
    PPW_WRAP_BEGIN(PMPI_Group_translate_ranks(group1, n, ranks1, group2, ranks2), __builtin_return_address(0));
    const uint32_t ppw_region = 91;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Group_translate_ranks(group1, n, ranks1, group2, ranks2));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_create(void *base, MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Win_create(base, size, disp_unit, info, comm, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Win_create());
    const uint32_t ppw_region = 92;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_new(win)
    PPW_CALL(int ppw_ret = PMPI_Win_create(base, size, disp_unit, info, comm, win));
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_allocate(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Win_allocate(size, disp_unit, info, comm, baseptr, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Win_allocate());
    const uint32_t ppw_region = 93;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_new(win)
    PPW_CALL(int ppw_ret = PMPI_Win_allocate(size, disp_unit, info, comm, baseptr, win));
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_allocate_shared(MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm, void *baseptr, MPI_Win *win)
{
    PPW_WRAP_BEGIN(PMPI_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win), __builtin_return_address(0));
    const uint32_t ppw_region = 94;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_new(win)
    PPW_CALL(int ppw_ret = PMPI_Win_allocate_shared(size, disp_unit, info, comm, baseptr, win));
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
    PPW_WRAP_BEGIN(PMPI_Win_create_dynamic(info, comm, win), __builtin_return_address(0));
    const uint32_t ppw_region = 95;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_new(win)
    PPW_CALL(int ppw_ret = PMPI_Win_create_dynamic(info, comm, win));
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_attach(MPI_Win win, void *base, MPI_Aint size)
{
    PPW_WRAP_BEGIN(PMPI_Win_attach(win, base, size), __builtin_return_address(0));
    const uint32_t ppw_region = 96;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Win_attach(win, base, size));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_detach(MPI_Win win, const void *base)
{
    PPW_WRAP_BEGIN(PMPI_Win_detach(win, base), __builtin_return_address(0));
    const uint32_t ppw_region = 97;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Win_detach(win, base));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_free(MPI_Win *win)
{
    PPW_WRAP_BEGIN(PMPI_Win_free(win), __builtin_return_address(0));
    const uint32_t ppw_region = 98;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_free()
    PPW_CALL(int ppw_ret = PMPI_Win_free(win));
    PPW_POST_win_free()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_set_name(MPI_Win win, const char *win_name)
{
    PPW_WRAP_BEGIN(PMPI_Win_set_name(win, win_name), __builtin_return_address(0));
    const uint32_t ppw_region = 99;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_set_name()
    PPW_CALL(int ppw_ret = PMPI_Win_set_name(win, win_name));
    PPW_POST_win_set_name()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Put(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Put());
    const uint32_t ppw_region = 100;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma(PUT)
    PPW_CALL(int ppw_ret = PMPI_Put(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win));
    PPW_POST_rma(PUT)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Get(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Get());
    const uint32_t ppw_region = 101;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma(GET)
    PPW_CALL(int ppw_ret = PMPI_Get(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win));
    PPW_POST_rma(GET)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Accumulate());
    const uint32_t ppw_region = 102;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma(ACC)
    PPW_CALL(int ppw_ret = PMPI_Accumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win));
    PPW_POST_rma(ACC)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Get_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Get_accumulate());
    const uint32_t ppw_region = 103;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma(ATOMIC)
    PPW_CALL(int ppw_ret = PMPI_Get_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win));
    PPW_POST_rma(ATOMIC)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Fetch_and_op(const void *origin_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Op op, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Fetch_and_op());
    const uint32_t ppw_region = 104;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma1()
    PPW_CALL(int ppw_ret = PMPI_Fetch_and_op(origin_addr, result_addr, datatype, target_rank, target_disp, op, win));
    PPW_POST_rma1()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Compare_and_swap(const void *origin_addr, const void *compare_addr, void *result_addr, MPI_Datatype datatype, int target_rank, MPI_Aint target_disp, MPI_Win win)
{
    PPW_WRAP_BEGIN_CAP(PMPI_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win), __builtin_return_address(0), PPW_CAF_CAP_MPI_Compare_and_swap());
    const uint32_t ppw_region = 105;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rma1()
    PPW_CALL(int ppw_ret = PMPI_Compare_and_swap(origin_addr, compare_addr, result_addr, datatype, target_rank, target_disp, win));
    PPW_POST_rma1()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Rput(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request), __builtin_return_address(0));
    const uint32_t ppw_region = 106;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rrma(PUT)
    PPW_CALL(int ppw_ret = PMPI_Rput(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request));
    PPW_POST_rrma(PUT)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Rget(void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request), __builtin_return_address(0));
    const uint32_t ppw_region = 107;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rrma(GET)
    PPW_CALL(int ppw_ret = PMPI_Rget(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, win, request));
    PPW_POST_rrma(GET)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Raccumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request), __builtin_return_address(0));
    const uint32_t ppw_region = 108;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rrma(ACC)
    PPW_CALL(int ppw_ret = PMPI_Raccumulate(origin_addr, origin_count, origin_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request));
    PPW_POST_rrma(ACC)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Rget_accumulate(const void *origin_addr, int origin_count, MPI_Datatype origin_datatype, void *result_addr, int result_count, MPI_Datatype result_datatype, int target_rank, MPI_Aint target_disp, int target_count, MPI_Datatype target_datatype, MPI_Op op, MPI_Win win, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request), __builtin_return_address(0));
    const uint32_t ppw_region = 109;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_rrma(ATOMIC)
    PPW_CALL(int ppw_ret = PMPI_Rget_accumulate(origin_addr, origin_count, origin_datatype, result_addr, result_count, result_datatype, target_rank, target_disp, target_count, target_datatype, op, win, request));
    PPW_POST_rrma(ATOMIC)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_fence(int assert, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_fence(assert, win), __builtin_return_address(0));
    const uint32_t ppw_region = 110;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(FENCE)
    PPW_CALL(int ppw_ret = PMPI_Win_fence(assert, win));
    PPW_POST_winsync(FENCE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_post(MPI_Group group, int assert, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_post(group, assert, win), __builtin_return_address(0));
    const uint32_t ppw_region = 111;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_gats(POST)
    PPW_CALL(int ppw_ret = PMPI_Win_post(group, assert, win));
    PPW_POST_gats(POST)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_start(MPI_Group group, int assert, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_start(group, assert, win), __builtin_return_address(0));
    const uint32_t ppw_region = 112;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_gats(START)
    PPW_CALL(int ppw_ret = PMPI_Win_start(group, assert, win));
    PPW_POST_gats(START)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_complete(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_complete(win), __builtin_return_address(0));
    const uint32_t ppw_region = 113;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(COMPLETE)
    PPW_CALL(int ppw_ret = PMPI_Win_complete(win));
    PPW_POST_winsync(COMPLETE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_wait(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_wait(win), __builtin_return_address(0));
    const uint32_t ppw_region = 114;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(WAIT)
    PPW_CALL(int ppw_ret = PMPI_Win_wait(win));
    PPW_POST_winsync(WAIT)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_test(MPI_Win win, int *flag)
{
    PPW_WRAP_BEGIN(PMPI_Win_test(win, flag), __builtin_return_address(0));
    const uint32_t ppw_region = 115;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_test()
    PPW_CALL(int ppw_ret = PMPI_Win_test(win, flag));
    PPW_POST_win_test()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_lock(int lock_type, int rank, int assert, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_lock(lock_type, rank, assert, win), __builtin_return_address(0));
    const uint32_t ppw_region = 116;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_lock()
    PPW_CALL(int ppw_ret = PMPI_Win_lock(lock_type, rank, assert, win));
    PPW_POST_win_lock()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_lock_all(int assert, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_lock_all(assert, win), __builtin_return_address(0));
    const uint32_t ppw_region = 117;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(LOCK_ALL)
    PPW_CALL(int ppw_ret = PMPI_Win_lock_all(assert, win));
    PPW_POST_winsync(LOCK_ALL)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_unlock(int rank, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_unlock(rank, win), __builtin_return_address(0));
    const uint32_t ppw_region = 118;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_target(UNLOCK)
    PPW_CALL(int ppw_ret = PMPI_Win_unlock(rank, win));
    PPW_POST_win_target(UNLOCK)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_unlock_all(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_unlock_all(win), __builtin_return_address(0));
    const uint32_t ppw_region = 119;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(UNLOCK_ALL)
    PPW_CALL(int ppw_ret = PMPI_Win_unlock_all(win));
    PPW_POST_winsync(UNLOCK_ALL)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_flush(int rank, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_flush(rank, win), __builtin_return_address(0));
    const uint32_t ppw_region = 120;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_target(FLUSH)
    PPW_CALL(int ppw_ret = PMPI_Win_flush(rank, win));
    PPW_POST_win_target(FLUSH)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_flush_all(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_flush_all(win), __builtin_return_address(0));
    const uint32_t ppw_region = 121;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(FLUSH_ALL)
    PPW_CALL(int ppw_ret = PMPI_Win_flush_all(win));
    PPW_POST_winsync(FLUSH_ALL)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_flush_local(int rank, MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_flush_local(rank, win), __builtin_return_address(0));
    const uint32_t ppw_region = 122;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_win_target(FLUSH)
    PPW_CALL(int ppw_ret = PMPI_Win_flush_local(rank, win));
    PPW_POST_win_target(FLUSH)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_flush_local_all(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_flush_local_all(win), __builtin_return_address(0));
    const uint32_t ppw_region = 123;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_winsync(FLUSH_ALL)
    PPW_CALL(int ppw_ret = PMPI_Win_flush_local_all(win));
    PPW_POST_winsync(FLUSH_ALL)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Win_sync(MPI_Win win)
{
    PPW_WRAP_BEGIN(PMPI_Win_sync(win), __builtin_return_address(0));
    const uint32_t ppw_region = 124;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_plain()
    PPW_CALL(int ppw_ret = PMPI_Win_sync(win));
    PPW_POST_plain()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_open(MPI_Comm comm, const char *filename, int amode, MPI_Info info, MPI_File *fh)
{
    PPW_WRAP_BEGIN(PMPI_File_open(comm, filename, amode, info, fh), __builtin_return_address(0));
    const uint32_t ppw_region = 125;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(0)
    PPW_CALL(int ppw_ret = PMPI_File_open(comm, filename, amode, info, fh));
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_close(MPI_File *fh)
{
    PPW_WRAP_BEGIN(PMPI_File_close(fh), __builtin_return_address(0));
    const uint32_t ppw_region = 126;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(0)
    PPW_CALL(int ppw_ret = PMPI_File_close(fh));
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_seek(MPI_File fh, MPI_Offset offset, int whence)
{
    PPW_WRAP_BEGIN(PMPI_File_seek(fh, offset, whence), __builtin_return_address(0));
    const uint32_t ppw_region = 127;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(0)
    PPW_CALL(int ppw_ret = PMPI_File_seek(fh, offset, whence));
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_set_view(MPI_File fh, MPI_Offset disp, MPI_Datatype etype, MPI_Datatype filetype, const char *datarep, MPI_Info info)
{
    PPW_WRAP_BEGIN(PMPI_File_set_view(fh, disp, etype, filetype, datarep, info), __builtin_return_address(0));
    const uint32_t ppw_region = 128;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(0)
    PPW_CALL(int ppw_ret = PMPI_File_set_view(fh, disp, etype, filetype, datarep, info));
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_sync(MPI_File fh)
{
    PPW_WRAP_BEGIN(PMPI_File_sync(fh), __builtin_return_address(0));
    const uint32_t ppw_region = 129;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(0)
    PPW_CALL(int ppw_ret = PMPI_File_sync(fh));
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 130;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read(fh, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read_all(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read_all(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 131;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read_all(fh, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read_at(fh, offset, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 132;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read_at(fh, offset, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read_at_all(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read_at_all(fh, offset, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 133;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read_at_all(fh, offset, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read_shared(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read_shared(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 134;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read_shared(fh, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_read_ordered(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_read_ordered(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 135;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_read_ordered(fh, buf, count, datatype, status));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 136;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write(fh, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write_all(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write_all(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 137;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write_all(fh, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write_at(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write_at(fh, offset, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 138;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write_at(fh, offset, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write_at_all(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write_at_all(fh, offset, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 139;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write_at_all(fh, offset, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write_shared(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write_shared(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 140;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write_shared(fh, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_write_ordered(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Status *status)
{
    PPW_WRAP_BEGIN(PMPI_File_write_ordered(fh, buf, count, datatype, status), __builtin_return_address(0));
    const uint32_t ppw_region = 141;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_write_ordered(fh, buf, count, datatype, status));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_iread(MPI_File fh, void *buf, int count, MPI_Datatype datatype, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_File_iread(fh, buf, count, datatype, request), __builtin_return_address(0));
    const uint32_t ppw_region = 142;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_iread(fh, buf, count, datatype, request));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_iread_at(MPI_File fh, MPI_Offset offset, void *buf, int count, MPI_Datatype datatype, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_File_iread_at(fh, offset, buf, count, datatype, request), __builtin_return_address(0));
    const uint32_t ppw_region = 143;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(READ)
    PPW_CALL(int ppw_ret = PMPI_File_iread_at(fh, offset, buf, count, datatype, request));
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_iwrite(MPI_File fh, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_File_iwrite(fh, buf, count, datatype, request), __builtin_return_address(0));
    const uint32_t ppw_region = 144;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_iwrite(fh, buf, count, datatype, request));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_File_iwrite_at(MPI_File fh, MPI_Offset offset, const void *buf, int count, MPI_Datatype datatype, MPI_Request *request)
{
    PPW_WRAP_BEGIN(PMPI_File_iwrite_at(fh, offset, buf, count, datatype, request), __builtin_return_address(0));
    const uint32_t ppw_region = 145;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(int ppw_ret = PMPI_File_iwrite_at(fh, offset, buf, count, datatype, request));
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_spawn(const char *command, char *argv[], int maxprocs, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[])
{
    PPW_WRAP_BEGIN(PMPI_Comm_spawn(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes), __builtin_return_address(0));
    const uint32_t ppw_region = 146;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_spawned(intercomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_spawn(command, argv, maxprocs, info, root, comm, intercomm, array_of_errcodes));
    PPW_POST_spawned(intercomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_spawn_multiple(int count, char *array_of_commands[], char **array_of_argv[], const int array_of_maxprocs[], const MPI_Info array_of_info[], int root, MPI_Comm comm, MPI_Comm *intercomm, int array_of_errcodes[])
{
    PPW_WRAP_BEGIN(PMPI_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes), __builtin_return_address(0));
    const uint32_t ppw_region = 147;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_spawned(intercomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_spawn_multiple(count, array_of_commands, array_of_argv, array_of_maxprocs, array_of_info, root, comm, intercomm, array_of_errcodes));
    PPW_POST_spawned(intercomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_get_parent(MPI_Comm *parent)
{
    PPW_WRAP_BEGIN(PMPI_Comm_get_parent(parent), __builtin_return_address(0));
    const uint32_t ppw_region = 148;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_get_parent()
    PPW_CALL(int ppw_ret = PMPI_Comm_get_parent(parent));
    PPW_POST_get_parent()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_accept(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_accept(port_name, info, root, comm, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 149;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_spawn(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_accept(port_name, info, root, comm, newcomm));
    PPW_POST_spawn(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Comm_connect(const char *port_name, MPI_Info info, int root, MPI_Comm comm, MPI_Comm *newcomm)
{
    PPW_WRAP_BEGIN(PMPI_Comm_connect(port_name, info, root, comm, newcomm), __builtin_return_address(0));
    const uint32_t ppw_region = 150;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_spawn(newcomm)
    PPW_CALL(int ppw_ret = PMPI_Comm_connect(port_name, info, root, comm, newcomm));
    PPW_POST_spawn(newcomm)
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Type_free(MPI_Datatype *datatype)
{
    PPW_WRAP_BEGIN(PMPI_Type_free(datatype), __builtin_return_address(0));
    const uint32_t ppw_region = 151;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_type_free()
    PPW_CALL(int ppw_ret = PMPI_Type_free(datatype));
    PPW_POST_type_free()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Alloc_mem(MPI_Aint size, MPI_Info info, void *baseptr)
{
    PPW_WRAP_BEGIN(PMPI_Alloc_mem(size, info, baseptr), __builtin_return_address(0));
    const uint32_t ppw_region = 152;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_alloc_mem()
    PPW_CALL(int ppw_ret = PMPI_Alloc_mem(size, info, baseptr));
    PPW_POST_alloc_mem()
    PPW_WRAP_END;
    return ppw_ret;
}

int MPI_Free_mem(void *base)
{
    PPW_WRAP_BEGIN(PMPI_Free_mem(base), __builtin_return_address(0));
    const uint32_t ppw_region = 153;
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_free_mem()
    PPW_CALL(int ppw_ret = PMPI_Free_mem(base));
    PPW_POST_free_mem()
    PPW_WRAP_END;
    return ppw_ret;
}

typedef void (*ppw_fn_mpi_finalize_t)(MPI_Fint *ierr);
static void *ppw_fcache_mpi_finalize[5];
static void ppw_fwrap_mpi_finalize(int mangling, void *ppw_ra_in, MPI_Fint *ierr)
{
    ppw_fn_mpi_finalize_t ppw_fn = (ppw_fn_mpi_finalize_t)ppw_fsym(ppw_fcache_mpi_finalize, mangling, "pmpi_finalize");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(ierr), ppw_ra_in);
    const uint32_t ppw_region = 2;
    const int ppw_ibase = 1; (void)ppw_ibase;
    PPW_PRE_finalize()
    PPW_CALL(ppw_fn(ierr); int ppw_ret = (int)*ierr);
    PPW_POST_finalize()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_finalize_(MPI_Fint *ierr) { ppw_fwrap_mpi_finalize(0, __builtin_return_address(0), ierr); }
void mpi_finalize__(MPI_Fint *ierr) { ppw_fwrap_mpi_finalize(1, __builtin_return_address(0), ierr); }
void mpi_finalize(MPI_Fint *ierr) { ppw_fwrap_mpi_finalize(2, __builtin_return_address(0), ierr); }
void MPI_FINALIZE(MPI_Fint *ierr) { ppw_fwrap_mpi_finalize(3, __builtin_return_address(0), ierr); }
void mpi_finalize_f08_(MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_finalize(4, __builtin_return_address(0), ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_abort_t)(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr);
static void *ppw_fcache_mpi_abort[5];
static void ppw_fwrap_mpi_abort(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr)
{
    ppw_fn_mpi_abort_t ppw_fn = (ppw_fn_mpi_abort_t)ppw_fsym(ppw_fcache_mpi_abort, mangling, "pmpi_abort");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_errorcode, ierr), ppw_ra_in);
    const uint32_t ppw_region = 3;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    int errorcode = (int)*f_errorcode;
    PPW_PRE_abort()
    PPW_CALL(ppw_fn(f_comm, f_errorcode, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_abort()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_abort_(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr) { ppw_fwrap_mpi_abort(0, __builtin_return_address(0), f_comm, f_errorcode, ierr); }
void mpi_abort__(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr) { ppw_fwrap_mpi_abort(1, __builtin_return_address(0), f_comm, f_errorcode, ierr); }
void mpi_abort(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr) { ppw_fwrap_mpi_abort(2, __builtin_return_address(0), f_comm, f_errorcode, ierr); }
void MPI_ABORT(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr) { ppw_fwrap_mpi_abort(3, __builtin_return_address(0), f_comm, f_errorcode, ierr); }
void mpi_abort_f08_(MPI_Fint *f_comm, MPI_Fint *f_errorcode, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_abort(4, __builtin_return_address(0), f_comm, f_errorcode, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_send_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_send[5];
static void ppw_fwrap_mpi_send(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_send_t ppw_fn = (ppw_fn_mpi_send_t)ppw_fsym(ppw_fcache_mpi_send, mangling, "pmpi_send");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 4;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_send()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_send()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_send_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_send(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_send__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_send(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_send(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_send(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void MPI_SEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_send(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_send_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_send(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_bsend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_bsend[5];
static void ppw_fwrap_mpi_bsend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_bsend_t ppw_fn = (ppw_fn_mpi_bsend_t)ppw_fsym(ppw_fcache_mpi_bsend, mangling, "pmpi_bsend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 5;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_send()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_send()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_bsend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_bsend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_bsend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void MPI_BSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_bsend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_bsend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ssend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ssend[5];
static void ppw_fwrap_mpi_ssend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_ssend_t ppw_fn = (ppw_fn_mpi_ssend_t)ppw_fsym(ppw_fcache_mpi_ssend, mangling, "pmpi_ssend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 6;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_send()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_send()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ssend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_ssend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_ssend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void MPI_SSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_ssend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ssend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_rsend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_rsend[5];
static void ppw_fwrap_mpi_rsend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_rsend_t ppw_fn = (ppw_fn_mpi_rsend_t)ppw_fsym(ppw_fcache_mpi_rsend, mangling, "pmpi_rsend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 7;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_send()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_send()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_rsend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_rsend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_rsend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void MPI_RSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr); }
void mpi_rsend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_rsend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_recv_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_recv[5];
static void ppw_fwrap_mpi_recv(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_recv_t ppw_fn = (ppw_fn_mpi_recv_t)ppw_fsym(ppw_fcache_mpi_recv, mangling, "pmpi_recv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 8;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_recv()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_recv()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_recv_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_recv(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr); }
void mpi_recv__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_recv(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr); }
void mpi_recv(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_recv(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr); }
void MPI_RECV(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_recv(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr); }
void mpi_recv_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_recv(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_sendrecv_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_sendrecv[5];
static void ppw_fwrap_mpi_sendrecv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_sendrecv_t ppw_fn = (ppw_fn_mpi_sendrecv_t)ppw_fsym(ppw_fcache_mpi_sendrecv, mangling, "pmpi_sendrecv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 9;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    int dest = (int)*f_dest;
    int sendtag = (int)*f_sendtag;
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int source = (int)*f_source;
    int recvtag = (int)*f_recvtag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_sendrecv()
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_sendrecv()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_sendrecv_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr); }
void MPI_SENDRECV(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_sendrecv(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_dest, f_sendtag, f_recvbuf, f_recvcount, f_recvtype, f_source, f_recvtag, f_comm, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_sendrecv_replace_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_sendrecv_replace[5];
static void ppw_fwrap_mpi_sendrecv_replace(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_sendrecv_replace_t ppw_fn = (ppw_fn_mpi_sendrecv_replace_t)ppw_fsym(ppw_fcache_mpi_sendrecv_replace, mangling, "pmpi_sendrecv_replace");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 10;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int sendtag = (int)*f_sendtag;
    int source = (int)*f_source;
    int recvtag = (int)*f_recvtag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_sendrecv_replace()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_sendrecv_replace()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_sendrecv_replace_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv_replace(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv_replace__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv_replace(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv_replace(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv_replace(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr); }
void MPI_SENDRECV_REPLACE(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_sendrecv_replace(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr); }
void mpi_sendrecv_replace_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_sendtag, MPI_Fint *f_source, MPI_Fint *f_recvtag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_sendrecv_replace(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_sendtag, f_source, f_recvtag, f_comm, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_probe_t)(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_probe[5];
static void ppw_fwrap_mpi_probe(int mangling, void *ppw_ra_in, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_probe_t ppw_fn = (ppw_fn_mpi_probe_t)ppw_fsym(ppw_fcache_mpi_probe, mangling, "pmpi_probe");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_source, f_tag, f_comm, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 11;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_source, f_tag, f_comm, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_probe_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_probe(0, __builtin_return_address(0), f_source, f_tag, f_comm, f_status, ierr); }
void mpi_probe__(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_probe(1, __builtin_return_address(0), f_source, f_tag, f_comm, f_status, ierr); }
void mpi_probe(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_probe(2, __builtin_return_address(0), f_source, f_tag, f_comm, f_status, ierr); }
void MPI_PROBE(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_probe(3, __builtin_return_address(0), f_source, f_tag, f_comm, f_status, ierr); }
void mpi_probe_f08_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_probe(4, __builtin_return_address(0), f_source, f_tag, f_comm, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iprobe_t)(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iprobe[5];
static void ppw_fwrap_mpi_iprobe(int mangling, void *ppw_ra_in, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_iprobe_t ppw_fn = (ppw_fn_mpi_iprobe_t)ppw_fsym(ppw_fcache_mpi_iprobe, mangling, "pmpi_iprobe");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_source, f_tag, f_comm, f_flag, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 12;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    int *flag = (int *)f_flag;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_source, f_tag, f_comm, f_flag, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iprobe_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_iprobe(0, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_status, ierr); }
void mpi_iprobe__(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_iprobe(1, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_status, ierr); }
void mpi_iprobe(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_iprobe(2, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_status, ierr); }
void MPI_IPROBE(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_iprobe(3, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_status, ierr); }
void mpi_iprobe_f08_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iprobe(4, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_mprobe_t)(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_mprobe[5];
static void ppw_fwrap_mpi_mprobe(int mangling, void *ppw_ra_in, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_mprobe_t ppw_fn = (ppw_fn_mpi_mprobe_t)ppw_fsym(ppw_fcache_mpi_mprobe, mangling, "pmpi_mprobe");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_source, f_tag, f_comm, f_message, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 13;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Message message_c = PMPI_Message_f2c(*f_message);
    MPI_Message *message = &message_c;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_mprobe()
    PPW_CALL(ppw_fn(f_source, f_tag, f_comm, f_message, status_f, ierr); int ppw_ret = (int)*ierr);
    message_c = PMPI_Message_f2c(*f_message);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_mprobe()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_mprobe_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mprobe(0, __builtin_return_address(0), f_source, f_tag, f_comm, f_message, f_status, ierr); }
void mpi_mprobe__(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mprobe(1, __builtin_return_address(0), f_source, f_tag, f_comm, f_message, f_status, ierr); }
void mpi_mprobe(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mprobe(2, __builtin_return_address(0), f_source, f_tag, f_comm, f_message, f_status, ierr); }
void MPI_MPROBE(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mprobe(3, __builtin_return_address(0), f_source, f_tag, f_comm, f_message, f_status, ierr); }
void mpi_mprobe_f08_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_mprobe(4, __builtin_return_address(0), f_source, f_tag, f_comm, f_message, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_improbe_t)(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_improbe[5];
static void ppw_fwrap_mpi_improbe(int mangling, void *ppw_ra_in, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_improbe_t ppw_fn = (ppw_fn_mpi_improbe_t)ppw_fsym(ppw_fcache_mpi_improbe, mangling, "pmpi_improbe");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 14;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    int *flag = (int *)f_flag;
    MPI_Message message_c = PMPI_Message_f2c(*f_message);
    MPI_Message *message = &message_c;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_improbe()
    PPW_CALL(ppw_fn(f_source, f_tag, f_comm, f_flag, f_message, status_f, ierr); int ppw_ret = (int)*ierr);
    message_c = PMPI_Message_f2c(*f_message);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_improbe()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_improbe_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_improbe(0, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr); }
void mpi_improbe__(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_improbe(1, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr); }
void mpi_improbe(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_improbe(2, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr); }
void MPI_IMPROBE(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_improbe(3, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr); }
void mpi_improbe_f08_(MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_flag, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_improbe(4, __builtin_return_address(0), f_source, f_tag, f_comm, f_flag, f_message, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_mrecv_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_mrecv[5];
static void ppw_fwrap_mpi_mrecv(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_mrecv_t ppw_fn = (ppw_fn_mpi_mrecv_t)ppw_fsym(ppw_fcache_mpi_mrecv, mangling, "pmpi_mrecv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_message, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 15;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Message message_c = PMPI_Message_f2c(*f_message);
    MPI_Message *message = &message_c;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_mrecv()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_message, status_f, ierr); int ppw_ret = (int)*ierr);
    message_c = PMPI_Message_f2c(*f_message);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_mrecv()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_mrecv_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mrecv(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_status, ierr); }
void mpi_mrecv__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mrecv(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_status, ierr); }
void mpi_mrecv(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mrecv(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_status, ierr); }
void MPI_MRECV(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_mrecv(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_status, ierr); }
void mpi_mrecv_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_mrecv(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_isend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_isend[5];
static void ppw_fwrap_mpi_isend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_isend_t ppw_fn = (ppw_fn_mpi_isend_t)ppw_fsym(ppw_fcache_mpi_isend, mangling, "pmpi_isend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 16;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_isend()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_isend()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_isend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_isend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_isend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_isend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_isend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_isend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_ISEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_isend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_isend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_isend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ibsend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ibsend[5];
static void ppw_fwrap_mpi_ibsend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ibsend_t ppw_fn = (ppw_fn_mpi_ibsend_t)ppw_fsym(ppw_fcache_mpi_ibsend, mangling, "pmpi_ibsend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 17;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_isend()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_isend()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ibsend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibsend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ibsend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibsend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ibsend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibsend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_IBSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibsend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ibsend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ibsend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_issend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_issend[5];
static void ppw_fwrap_mpi_issend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_issend_t ppw_fn = (ppw_fn_mpi_issend_t)ppw_fsym(ppw_fcache_mpi_issend, mangling, "pmpi_issend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 18;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_isend()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_isend()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_issend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_issend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_issend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_issend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_issend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_issend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_ISSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_issend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_issend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_issend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_irsend_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_irsend[5];
static void ppw_fwrap_mpi_irsend(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_irsend_t ppw_fn = (ppw_fn_mpi_irsend_t)ppw_fsym(ppw_fcache_mpi_irsend, mangling, "pmpi_irsend");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 19;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_isend()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_isend()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_irsend_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irsend(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_irsend__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irsend(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_irsend(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irsend(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_IRSEND(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irsend(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_irsend_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_irsend(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_irecv_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_irecv[5];
static void ppw_fwrap_mpi_irecv(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_irecv_t ppw_fn = (ppw_fn_mpi_irecv_t)ppw_fsym(ppw_fcache_mpi_irecv, mangling, "pmpi_irecv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 20;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_irecv()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_irecv()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_irecv_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irecv(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_irecv__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irecv(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_irecv(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irecv(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void MPI_IRECV(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_irecv(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_irecv_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_irecv(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_imrecv_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_imrecv[5];
static void ppw_fwrap_mpi_imrecv(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_imrecv_t ppw_fn = (ppw_fn_mpi_imrecv_t)ppw_fsym(ppw_fcache_mpi_imrecv, mangling, "pmpi_imrecv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_message, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 21;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Message message_c = PMPI_Message_f2c(*f_message);
    MPI_Message *message = &message_c;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_imrecv()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_message, f_request, ierr); int ppw_ret = (int)*ierr);
    message_c = PMPI_Message_f2c(*f_message);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_imrecv()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_imrecv_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_imrecv(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_request, ierr); }
void mpi_imrecv__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_imrecv(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_request, ierr); }
void mpi_imrecv(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_imrecv(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_request, ierr); }
void MPI_IMRECV(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_imrecv(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_request, ierr); }
void mpi_imrecv_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_message, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_imrecv(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_message, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_send_init_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_send_init[5];
static void ppw_fwrap_mpi_send_init(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_send_init_t ppw_fn = (ppw_fn_mpi_send_init_t)ppw_fsym(ppw_fcache_mpi_send_init, mangling, "pmpi_send_init");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 22;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_send_init()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_send_init()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_send_init_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_send_init(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_send_init__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_send_init(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_send_init(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_send_init(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_SEND_INIT(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_send_init(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_send_init_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_send_init(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_bsend_init_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_bsend_init[5];
static void ppw_fwrap_mpi_bsend_init(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_bsend_init_t ppw_fn = (ppw_fn_mpi_bsend_init_t)ppw_fsym(ppw_fcache_mpi_bsend_init, mangling, "pmpi_bsend_init");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 23;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_send_init()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_send_init()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_bsend_init_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend_init(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_bsend_init__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend_init(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_bsend_init(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend_init(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_BSEND_INIT(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_bsend_init(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_bsend_init_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_bsend_init(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ssend_init_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ssend_init[5];
static void ppw_fwrap_mpi_ssend_init(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ssend_init_t ppw_fn = (ppw_fn_mpi_ssend_init_t)ppw_fsym(ppw_fcache_mpi_ssend_init, mangling, "pmpi_ssend_init");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 24;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_send_init()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_send_init()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ssend_init_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend_init(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ssend_init__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend_init(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ssend_init(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend_init(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_SSEND_INIT(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ssend_init(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_ssend_init_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ssend_init(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_rsend_init_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_rsend_init[5];
static void ppw_fwrap_mpi_rsend_init(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_rsend_init_t ppw_fn = (ppw_fn_mpi_rsend_init_t)ppw_fsym(ppw_fcache_mpi_rsend_init, mangling, "pmpi_rsend_init");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 25;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int dest = (int)*f_dest;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_send_init()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_send_init()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_rsend_init_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend_init(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_rsend_init__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend_init(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_rsend_init(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend_init(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void MPI_RSEND_INIT(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rsend_init(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr); }
void mpi_rsend_init_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_dest, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_rsend_init(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_dest, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_recv_init_t)(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_recv_init[5];
static void ppw_fwrap_mpi_recv_init(int mangling, void *ppw_ra_in, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_recv_init_t ppw_fn = (ppw_fn_mpi_recv_init_t)ppw_fsym(ppw_fcache_mpi_recv_init, mangling, "pmpi_recv_init");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 26;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int source = (int)*f_source;
    int tag = (int)*f_tag;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_recv_init()
    PPW_CALL(ppw_fn(f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_recv_init()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_recv_init_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_recv_init(0, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_recv_init__(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_recv_init(1, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_recv_init(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_recv_init(2, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void MPI_RECV_INIT(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_recv_init(3, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr); }
void mpi_recv_init_f08_(void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_source, MPI_Fint *f_tag, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_recv_init(4, __builtin_return_address(0), f_buf, f_count, f_datatype, f_source, f_tag, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_start_t)(MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_start[5];
static void ppw_fwrap_mpi_start(int mangling, void *ppw_ra_in, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_start_t ppw_fn = (ppw_fn_mpi_start_t)ppw_fsym(ppw_fcache_mpi_start, mangling, "pmpi_start");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 27;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_start()
    PPW_CALL(ppw_fn(f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_start()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_start_(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_start(0, __builtin_return_address(0), f_request, ierr); }
void mpi_start__(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_start(1, __builtin_return_address(0), f_request, ierr); }
void mpi_start(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_start(2, __builtin_return_address(0), f_request, ierr); }
void MPI_START(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_start(3, __builtin_return_address(0), f_request, ierr); }
void mpi_start_f08_(MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_start(4, __builtin_return_address(0), f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_startall_t)(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr);
static void *ppw_fcache_mpi_startall[5];
static void ppw_fwrap_mpi_startall(int mangling, void *ppw_ra_in, MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr)
{
    ppw_fn_mpi_startall_t ppw_fn = (ppw_fn_mpi_startall_t)ppw_fsym(ppw_fcache_mpi_startall, mangling, "pmpi_startall");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_requests, ierr), ppw_ra_in);
    const uint32_t ppw_region = 28;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    int array_of_requests_n = ppw_nonneg(*f_count);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    PPW_PRE_startall()
    PPW_CALL(ppw_fn(f_count, f_array_of_requests, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    PPW_POST_startall()
    PPW_WRAP_END;
    free(array_of_requests);
    (void)ppw_ret;
}
void mpi_startall_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr) { ppw_fwrap_mpi_startall(0, __builtin_return_address(0), f_count, f_array_of_requests, ierr); }
void mpi_startall__(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr) { ppw_fwrap_mpi_startall(1, __builtin_return_address(0), f_count, f_array_of_requests, ierr); }
void mpi_startall(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr) { ppw_fwrap_mpi_startall(2, __builtin_return_address(0), f_count, f_array_of_requests, ierr); }
void MPI_STARTALL(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr) { ppw_fwrap_mpi_startall(3, __builtin_return_address(0), f_count, f_array_of_requests, ierr); }
void mpi_startall_f08_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_startall(4, __builtin_return_address(0), f_count, f_array_of_requests, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_request_free_t)(MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_request_free[5];
static void ppw_fwrap_mpi_request_free(int mangling, void *ppw_ra_in, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_request_free_t ppw_fn = (ppw_fn_mpi_request_free_t)ppw_fsym(ppw_fcache_mpi_request_free, mangling, "pmpi_request_free");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 29;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_request_free()
    PPW_CALL(ppw_fn(f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_request_free()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_request_free_(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_request_free(0, __builtin_return_address(0), f_request, ierr); }
void mpi_request_free__(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_request_free(1, __builtin_return_address(0), f_request, ierr); }
void mpi_request_free(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_request_free(2, __builtin_return_address(0), f_request, ierr); }
void MPI_REQUEST_FREE(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_request_free(3, __builtin_return_address(0), f_request, ierr); }
void mpi_request_free_f08_(MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_request_free(4, __builtin_return_address(0), f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_cancel_t)(MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_cancel[5];
static void ppw_fwrap_mpi_cancel(int mangling, void *ppw_ra_in, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_cancel_t ppw_fn = (ppw_fn_mpi_cancel_t)ppw_fsym(ppw_fcache_mpi_cancel, mangling, "pmpi_cancel");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 30;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_cancel()
    PPW_CALL(ppw_fn(f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_cancel()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_cancel_(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_cancel(0, __builtin_return_address(0), f_request, ierr); }
void mpi_cancel__(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_cancel(1, __builtin_return_address(0), f_request, ierr); }
void mpi_cancel(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_cancel(2, __builtin_return_address(0), f_request, ierr); }
void MPI_CANCEL(MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_cancel(3, __builtin_return_address(0), f_request, ierr); }
void mpi_cancel_f08_(MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_cancel(4, __builtin_return_address(0), f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_wait_t)(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_wait[5];
static void ppw_fwrap_mpi_wait(int mangling, void *ppw_ra_in, MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_wait_t ppw_fn = (ppw_fn_mpi_wait_t)ppw_fsym(ppw_fcache_mpi_wait, mangling, "pmpi_wait");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_request, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 31;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_wait()
    PPW_CALL(ppw_fn(f_request, status_f, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_wait()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_wait_(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_wait(0, __builtin_return_address(0), f_request, f_status, ierr); }
void mpi_wait__(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_wait(1, __builtin_return_address(0), f_request, f_status, ierr); }
void mpi_wait(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_wait(2, __builtin_return_address(0), f_request, f_status, ierr); }
void MPI_WAIT(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_wait(3, __builtin_return_address(0), f_request, f_status, ierr); }
void mpi_wait_f08_(MPI_Fint *f_request, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_wait(4, __builtin_return_address(0), f_request, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_test_t)(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_test[5];
static void ppw_fwrap_mpi_test(int mangling, void *ppw_ra_in, MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_test_t ppw_fn = (ppw_fn_mpi_test_t)ppw_fsym(ppw_fcache_mpi_test, mangling, "pmpi_test");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_request, f_flag, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 32;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    int *flag = (int *)f_flag;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_test()
    PPW_CALL(ppw_fn(f_request, f_flag, status_f, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_test()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_test_(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_test(0, __builtin_return_address(0), f_request, f_flag, f_status, ierr); }
void mpi_test__(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_test(1, __builtin_return_address(0), f_request, f_flag, f_status, ierr); }
void mpi_test(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_test(2, __builtin_return_address(0), f_request, f_flag, f_status, ierr); }
void MPI_TEST(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_test(3, __builtin_return_address(0), f_request, f_flag, f_status, ierr); }
void mpi_test_f08_(MPI_Fint *f_request, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_test(4, __builtin_return_address(0), f_request, f_flag, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_waitall_t)(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr);
static void *ppw_fcache_mpi_waitall[5];
static void ppw_fwrap_mpi_waitall(int mangling, void *ppw_ra_in, MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr)
{
    ppw_fn_mpi_waitall_t ppw_fn = (ppw_fn_mpi_waitall_t)ppw_fsym(ppw_fcache_mpi_waitall, mangling, "pmpi_waitall");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_requests, f_array_of_statuses, ierr), ppw_ra_in);
    const uint32_t ppw_region = 33;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    int array_of_requests_n = ppw_nonneg(*f_count);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int array_of_statuses_n = ppw_nonneg(*f_count);
    MPI_Fint *array_of_statuses_f = ppw_fstatuses_ignore(f_array_of_statuses) ? (MPI_Fint *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status)) : f_array_of_statuses;
    MPI_Status *array_of_statuses = (MPI_Status *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status));
    PPW_PRE_waitall()
    PPW_CALL(ppw_fn(f_count, f_array_of_requests, array_of_statuses_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    for (int i = 0; i < array_of_statuses_n; i++) PMPI_Status_f2c(array_of_statuses_f + i * PPW_FSTATUS_SIZE, &array_of_statuses[i]);
    PPW_POST_waitall()
    PPW_WRAP_END;
    free(array_of_requests);
    if (array_of_statuses_f != f_array_of_statuses) free(array_of_statuses_f);
    free(array_of_statuses);
    (void)ppw_ret;
}
void mpi_waitall_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitall(0, __builtin_return_address(0), f_count, f_array_of_requests, f_array_of_statuses, ierr); }
void mpi_waitall__(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitall(1, __builtin_return_address(0), f_count, f_array_of_requests, f_array_of_statuses, ierr); }
void mpi_waitall(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitall(2, __builtin_return_address(0), f_count, f_array_of_requests, f_array_of_statuses, ierr); }
void MPI_WAITALL(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitall(3, __builtin_return_address(0), f_count, f_array_of_requests, f_array_of_statuses, ierr); }
void mpi_waitall_f08_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_waitall(4, __builtin_return_address(0), f_count, f_array_of_requests, f_array_of_statuses, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_testall_t)(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr);
static void *ppw_fcache_mpi_testall[5];
static void ppw_fwrap_mpi_testall(int mangling, void *ppw_ra_in, MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr)
{
    ppw_fn_mpi_testall_t ppw_fn = (ppw_fn_mpi_testall_t)ppw_fsym(ppw_fcache_mpi_testall, mangling, "pmpi_testall");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr), ppw_ra_in);
    const uint32_t ppw_region = 34;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    int array_of_requests_n = ppw_nonneg(*f_count);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int *flag = (int *)f_flag;
    int array_of_statuses_n = ppw_nonneg(*f_count);
    MPI_Fint *array_of_statuses_f = ppw_fstatuses_ignore(f_array_of_statuses) ? (MPI_Fint *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status)) : f_array_of_statuses;
    MPI_Status *array_of_statuses = (MPI_Status *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status));
    PPW_PRE_testall()
    PPW_CALL(ppw_fn(f_count, f_array_of_requests, f_flag, array_of_statuses_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    for (int i = 0; i < array_of_statuses_n; i++) PMPI_Status_f2c(array_of_statuses_f + i * PPW_FSTATUS_SIZE, &array_of_statuses[i]);
    PPW_POST_testall()
    PPW_WRAP_END;
    free(array_of_requests);
    if (array_of_statuses_f != f_array_of_statuses) free(array_of_statuses_f);
    free(array_of_statuses);
    (void)ppw_ret;
}
void mpi_testall_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testall(0, __builtin_return_address(0), f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr); }
void mpi_testall__(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testall(1, __builtin_return_address(0), f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr); }
void mpi_testall(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testall(2, __builtin_return_address(0), f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr); }
void MPI_TESTALL(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testall(3, __builtin_return_address(0), f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr); }
void mpi_testall_f08_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_flag, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_testall(4, __builtin_return_address(0), f_count, f_array_of_requests, f_flag, f_array_of_statuses, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_waitany_t)(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_waitany[5];
static void ppw_fwrap_mpi_waitany(int mangling, void *ppw_ra_in, MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_waitany_t ppw_fn = (ppw_fn_mpi_waitany_t)ppw_fsym(ppw_fcache_mpi_waitany, mangling, "pmpi_waitany");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_requests, f_index, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 35;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    int array_of_requests_n = ppw_nonneg(*f_count);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int *index = (int *)f_index;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_waitany()
    PPW_CALL(ppw_fn(f_count, f_array_of_requests, f_index, status_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_waitany()
    PPW_WRAP_END;
    free(array_of_requests);
    (void)ppw_ret;
}
void mpi_waitany_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_waitany(0, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_status, ierr); }
void mpi_waitany__(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_waitany(1, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_status, ierr); }
void mpi_waitany(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_waitany(2, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_status, ierr); }
void MPI_WAITANY(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_waitany(3, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_status, ierr); }
void mpi_waitany_f08_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_waitany(4, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_testany_t)(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_testany[5];
static void ppw_fwrap_mpi_testany(int mangling, void *ppw_ra_in, MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_testany_t ppw_fn = (ppw_fn_mpi_testany_t)ppw_fsym(ppw_fcache_mpi_testany, mangling, "pmpi_testany");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_requests, f_index, f_flag, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 36;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    int array_of_requests_n = ppw_nonneg(*f_count);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int *index = (int *)f_index;
    int *flag = (int *)f_flag;
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_testany()
    PPW_CALL(ppw_fn(f_count, f_array_of_requests, f_index, f_flag, status_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_testany()
    PPW_WRAP_END;
    free(array_of_requests);
    (void)ppw_ret;
}
void mpi_testany_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_testany(0, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_flag, f_status, ierr); }
void mpi_testany__(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_testany(1, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_flag, f_status, ierr); }
void mpi_testany(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_testany(2, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_flag, f_status, ierr); }
void MPI_TESTANY(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_testany(3, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_flag, f_status, ierr); }
void mpi_testany_f08_(MPI_Fint *f_count, MPI_Fint *f_array_of_requests, MPI_Fint *f_index, MPI_Fint *f_flag, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_testany(4, __builtin_return_address(0), f_count, f_array_of_requests, f_index, f_flag, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_waitsome_t)(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr);
static void *ppw_fcache_mpi_waitsome[5];
static void ppw_fwrap_mpi_waitsome(int mangling, void *ppw_ra_in, MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr)
{
    ppw_fn_mpi_waitsome_t ppw_fn = (ppw_fn_mpi_waitsome_t)ppw_fsym(ppw_fcache_mpi_waitsome, mangling, "pmpi_waitsome");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr), ppw_ra_in);
    const uint32_t ppw_region = 37;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int incount = (int)*f_incount;
    int array_of_requests_n = ppw_nonneg(*f_incount);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int *outcount = (int *)f_outcount;
    int *array_of_indices = (int *)f_array_of_indices;
    int array_of_statuses_n = ppw_nonneg(*f_incount);
    MPI_Fint *array_of_statuses_f = ppw_fstatuses_ignore(f_array_of_statuses) ? (MPI_Fint *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status)) : f_array_of_statuses;
    MPI_Status *array_of_statuses = (MPI_Status *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status));
    PPW_PRE_waitsome()
    PPW_CALL(ppw_fn(f_incount, f_array_of_requests, f_outcount, f_array_of_indices, array_of_statuses_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    for (int i = 0; i < array_of_statuses_n; i++) PMPI_Status_f2c(array_of_statuses_f + i * PPW_FSTATUS_SIZE, &array_of_statuses[i]);
    PPW_POST_waitsome()
    PPW_WRAP_END;
    free(array_of_requests);
    if (array_of_statuses_f != f_array_of_statuses) free(array_of_statuses_f);
    free(array_of_statuses);
    (void)ppw_ret;
}
void mpi_waitsome_(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitsome(0, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_waitsome__(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitsome(1, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_waitsome(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitsome(2, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void MPI_WAITSOME(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_waitsome(3, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_waitsome_f08_(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_waitsome(4, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_testsome_t)(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr);
static void *ppw_fcache_mpi_testsome[5];
static void ppw_fwrap_mpi_testsome(int mangling, void *ppw_ra_in, MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr)
{
    ppw_fn_mpi_testsome_t ppw_fn = (ppw_fn_mpi_testsome_t)ppw_fsym(ppw_fcache_mpi_testsome, mangling, "pmpi_testsome");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr), ppw_ra_in);
    const uint32_t ppw_region = 38;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int incount = (int)*f_incount;
    int array_of_requests_n = ppw_nonneg(*f_incount);
    MPI_Request *array_of_requests = (MPI_Request *)malloc((array_of_requests_n + 1) * sizeof(MPI_Request));
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    int *outcount = (int *)f_outcount;
    int *array_of_indices = (int *)f_array_of_indices;
    int array_of_statuses_n = ppw_nonneg(*f_incount);
    MPI_Fint *array_of_statuses_f = ppw_fstatuses_ignore(f_array_of_statuses) ? (MPI_Fint *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status)) : f_array_of_statuses;
    MPI_Status *array_of_statuses = (MPI_Status *)malloc((array_of_statuses_n + 1) * sizeof(MPI_Status));
    PPW_PRE_waitsome()
    PPW_CALL(ppw_fn(f_incount, f_array_of_requests, f_outcount, f_array_of_indices, array_of_statuses_f, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_requests_n; i++) array_of_requests[i] = PMPI_Request_f2c(f_array_of_requests[i]);
    for (int i = 0; i < array_of_statuses_n; i++) PMPI_Status_f2c(array_of_statuses_f + i * PPW_FSTATUS_SIZE, &array_of_statuses[i]);
    PPW_POST_waitsome()
    PPW_WRAP_END;
    free(array_of_requests);
    if (array_of_statuses_f != f_array_of_statuses) free(array_of_statuses_f);
    free(array_of_statuses);
    (void)ppw_ret;
}
void mpi_testsome_(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testsome(0, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_testsome__(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testsome(1, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_testsome(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testsome(2, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void MPI_TESTSOME(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { ppw_fwrap_mpi_testsome(3, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr); }
void mpi_testsome_f08_(MPI_Fint *f_incount, MPI_Fint *f_array_of_requests, MPI_Fint *f_outcount, MPI_Fint *f_array_of_indices, MPI_Fint *f_array_of_statuses, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_testsome(4, __builtin_return_address(0), f_incount, f_array_of_requests, f_outcount, f_array_of_indices, f_array_of_statuses, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_barrier_t)(MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_barrier[5];
static void ppw_fwrap_mpi_barrier(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_barrier_t ppw_fn = (ppw_fn_mpi_barrier_t)ppw_fsym(ppw_fcache_mpi_barrier, mangling, "pmpi_barrier");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 39;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(barrier)
    PPW_CALL(ppw_fn(f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(barrier)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_barrier_(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_barrier(0, __builtin_return_address(0), f_comm, ierr); }
void mpi_barrier__(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_barrier(1, __builtin_return_address(0), f_comm, ierr); }
void mpi_barrier(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_barrier(2, __builtin_return_address(0), f_comm, ierr); }
void MPI_BARRIER(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_barrier(3, __builtin_return_address(0), f_comm, ierr); }
void mpi_barrier_f08_(MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_barrier(4, __builtin_return_address(0), f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_bcast_t)(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_bcast[5];
static void ppw_fwrap_mpi_bcast(int mangling, void *ppw_ra_in, void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_bcast_t ppw_fn = (ppw_fn_mpi_bcast_t)ppw_fsym(ppw_fcache_mpi_bcast, mangling, "pmpi_bcast");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buffer, f_count, f_datatype, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 40;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buffer = ppw_fbuf(f_buffer);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(bcast)
    PPW_CALL(ppw_fn(f_buffer, f_count, f_datatype, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(bcast)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_bcast_(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bcast(0, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, ierr); }
void mpi_bcast__(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bcast(1, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, ierr); }
void mpi_bcast(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bcast(2, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, ierr); }
void MPI_BCAST(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_bcast(3, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, ierr); }
void mpi_bcast_f08_(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_bcast(4, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_gather_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_gather[5];
static void ppw_fwrap_mpi_gather(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_gather_t ppw_fn = (ppw_fn_mpi_gather_t)ppw_fsym(ppw_fcache_mpi_gather, mangling, "pmpi_gather");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 41;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(gather)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(gather)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_gather_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gather(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_gather__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gather(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_gather(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gather(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void MPI_GATHER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gather(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_gather_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_gather(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_gatherv_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_gatherv[5];
static void ppw_fwrap_mpi_gatherv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_gatherv_t ppw_fn = (ppw_fn_mpi_gatherv_t)ppw_fsym(ppw_fcache_mpi_gatherv, mangling, "pmpi_gatherv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 42;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(gatherv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(gatherv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_gatherv_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gatherv(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr); }
void mpi_gatherv__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gatherv(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr); }
void mpi_gatherv(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gatherv(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr); }
void MPI_GATHERV(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_gatherv(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr); }
void mpi_gatherv_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_gatherv(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_scatter_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_scatter[5];
static void ppw_fwrap_mpi_scatter(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_scatter_t ppw_fn = (ppw_fn_mpi_scatter_t)ppw_fsym(ppw_fcache_mpi_scatter, mangling, "pmpi_scatter");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 43;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(scatter)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(scatter)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_scatter_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatter(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatter__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatter(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatter(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatter(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void MPI_SCATTER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatter(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatter_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_scatter(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_scatterv_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_scatterv[5];
static void ppw_fwrap_mpi_scatterv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_scatterv_t ppw_fn = (ppw_fn_mpi_scatterv_t)ppw_fsym(ppw_fcache_mpi_scatterv, mangling, "pmpi_scatterv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 44;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(scatterv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(scatterv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_scatterv_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatterv(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatterv__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatterv(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatterv(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatterv(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void MPI_SCATTERV(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scatterv(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr); }
void mpi_scatterv_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_scatterv(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_allgather_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_allgather[5];
static void ppw_fwrap_mpi_allgather(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_allgather_t ppw_fn = (ppw_fn_mpi_allgather_t)ppw_fsym(ppw_fcache_mpi_allgather, mangling, "pmpi_allgather");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 45;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(allgather)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(allgather)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_allgather_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgather(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_allgather__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgather(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_allgather(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgather(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void MPI_ALLGATHER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgather(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_allgather_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_allgather(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_allgatherv_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_allgatherv[5];
static void ppw_fwrap_mpi_allgatherv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_allgatherv_t ppw_fn = (ppw_fn_mpi_allgatherv_t)ppw_fsym(ppw_fcache_mpi_allgatherv, mangling, "pmpi_allgatherv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 46;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(allgatherv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(allgatherv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_allgatherv_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgatherv(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr); }
void mpi_allgatherv__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgatherv(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr); }
void mpi_allgatherv(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgatherv(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr); }
void MPI_ALLGATHERV(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allgatherv(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr); }
void mpi_allgatherv_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_allgatherv(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_alltoall_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_alltoall[5];
static void ppw_fwrap_mpi_alltoall(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_alltoall_t ppw_fn = (ppw_fn_mpi_alltoall_t)ppw_fsym(ppw_fcache_mpi_alltoall, mangling, "pmpi_alltoall");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 47;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(alltoall)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(alltoall)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_alltoall_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoall(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_alltoall__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoall(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_alltoall(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoall(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void MPI_ALLTOALL(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoall(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr); }
void mpi_alltoall_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_alltoall(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_alltoallv_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_alltoallv[5];
static void ppw_fwrap_mpi_alltoallv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_alltoallv_t ppw_fn = (ppw_fn_mpi_alltoallv_t)ppw_fsym(ppw_fcache_mpi_alltoallv, mangling, "pmpi_alltoallv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 48;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *sdispls = (const int *)f_sdispls;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *rdispls = (const int *)f_rdispls;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(alltoallv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(alltoallv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_alltoallv_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallv(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr); }
void mpi_alltoallv__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallv(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr); }
void mpi_alltoallv(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallv(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr); }
void MPI_ALLTOALLV(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallv(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr); }
void mpi_alltoallv_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_alltoallv(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_alltoallw_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_alltoallw[5];
static void ppw_fwrap_mpi_alltoallw(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_alltoallw_t ppw_fn = (ppw_fn_mpi_alltoallw_t)ppw_fsym(ppw_fcache_mpi_alltoallw, mangling, "pmpi_alltoallw");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 49;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *sdispls = (const int *)f_sdispls;
    int sendtypes_n = ppw_nonneg(ppw_comm_peers(PMPI_Comm_f2c(*f_comm)));
    MPI_Datatype *sendtypes = (MPI_Datatype *)malloc((sendtypes_n + 1) * sizeof(MPI_Datatype));
    for (int i = 0; i < sendtypes_n; i++) sendtypes[i] = PMPI_Type_f2c(f_sendtypes[i]);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *rdispls = (const int *)f_rdispls;
    int recvtypes_n = ppw_nonneg(ppw_comm_peers(PMPI_Comm_f2c(*f_comm)));
    MPI_Datatype *recvtypes = (MPI_Datatype *)malloc((recvtypes_n + 1) * sizeof(MPI_Datatype));
    for (int i = 0; i < recvtypes_n; i++) recvtypes[i] = PMPI_Type_f2c(f_recvtypes[i]);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(alltoallw)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < sendtypes_n; i++) sendtypes[i] = PMPI_Type_f2c(f_sendtypes[i]);
    for (int i = 0; i < recvtypes_n; i++) recvtypes[i] = PMPI_Type_f2c(f_recvtypes[i]);
    PPW_POST_coll(alltoallw)
    PPW_WRAP_END;
    free(sendtypes);
    free(recvtypes);
    (void)ppw_ret;
}
void mpi_alltoallw_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallw(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr); }
void mpi_alltoallw__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallw(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr); }
void mpi_alltoallw(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallw(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr); }
void MPI_ALLTOALLW(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_alltoallw(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr); }
void mpi_alltoallw_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_alltoallw(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_reduce_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_reduce[5];
static void ppw_fwrap_mpi_reduce(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_reduce_t ppw_fn = (ppw_fn_mpi_reduce_t)ppw_fsym(ppw_fcache_mpi_reduce, mangling, "pmpi_reduce");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 50;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(reduce)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(reduce)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_reduce_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr); }
void mpi_reduce__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr); }
void mpi_reduce(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr); }
void MPI_REDUCE(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr); }
void mpi_reduce_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_reduce(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_allreduce_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_allreduce[5];
static void ppw_fwrap_mpi_allreduce(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_allreduce_t ppw_fn = (ppw_fn_mpi_allreduce_t)ppw_fsym(ppw_fcache_mpi_allreduce, mangling, "pmpi_allreduce");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 51;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(allreduce)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(allreduce)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_allreduce_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allreduce(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_allreduce__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allreduce(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_allreduce(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allreduce(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void MPI_ALLREDUCE(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_allreduce(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_allreduce_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_allreduce(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_reduce_scatter_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_reduce_scatter[5];
static void ppw_fwrap_mpi_reduce_scatter(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_reduce_scatter_t ppw_fn = (ppw_fn_mpi_reduce_scatter_t)ppw_fsym(ppw_fcache_mpi_reduce_scatter, mangling, "pmpi_reduce_scatter");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 52;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(redscat)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(redscat)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_reduce_scatter_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr); }
void MPI_REDUCE_SCATTER(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_reduce_scatter(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_reduce_scatter_block_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_reduce_scatter_block[5];
static void ppw_fwrap_mpi_reduce_scatter_block(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_reduce_scatter_block_t ppw_fn = (ppw_fn_mpi_reduce_scatter_block_t)ppw_fsym(ppw_fcache_mpi_reduce_scatter_block, mangling, "pmpi_reduce_scatter_block");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 53;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(redscatb)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(redscatb)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_reduce_scatter_block_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter_block(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter_block__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter_block(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter_block(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter_block(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr); }
void MPI_REDUCE_SCATTER_BLOCK(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_reduce_scatter_block(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr); }
void mpi_reduce_scatter_block_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_reduce_scatter_block(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_scan_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_scan[5];
static void ppw_fwrap_mpi_scan(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_scan_t ppw_fn = (ppw_fn_mpi_scan_t)ppw_fsym(ppw_fcache_mpi_scan, mangling, "pmpi_scan");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 54;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(scan)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(scan)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_scan_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scan(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_scan__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scan(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_scan(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scan(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void MPI_SCAN(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_scan(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_scan_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_scan(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_exscan_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_exscan[5];
static void ppw_fwrap_mpi_exscan(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_exscan_t ppw_fn = (ppw_fn_mpi_exscan_t)ppw_fsym(ppw_fcache_mpi_exscan, mangling, "pmpi_exscan");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 55;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    PPW_PRE_coll(scan)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_coll(scan)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_exscan_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_exscan(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_exscan__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_exscan(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_exscan(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_exscan(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void MPI_EXSCAN(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_exscan(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr); }
void mpi_exscan_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_exscan(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ibarrier_t)(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ibarrier[5];
static void ppw_fwrap_mpi_ibarrier(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ibarrier_t ppw_fn = (ppw_fn_mpi_ibarrier_t)ppw_fsym(ppw_fcache_mpi_ibarrier, mangling, "pmpi_ibarrier");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 56;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(barrier)
    PPW_CALL(ppw_fn(f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(barrier)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ibarrier_(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibarrier(0, __builtin_return_address(0), f_comm, f_request, ierr); }
void mpi_ibarrier__(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibarrier(1, __builtin_return_address(0), f_comm, f_request, ierr); }
void mpi_ibarrier(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibarrier(2, __builtin_return_address(0), f_comm, f_request, ierr); }
void MPI_IBARRIER(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibarrier(3, __builtin_return_address(0), f_comm, f_request, ierr); }
void mpi_ibarrier_f08_(MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ibarrier(4, __builtin_return_address(0), f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ibcast_t)(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ibcast[5];
static void ppw_fwrap_mpi_ibcast(int mangling, void *ppw_ra_in, void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ibcast_t ppw_fn = (ppw_fn_mpi_ibcast_t)ppw_fsym(ppw_fcache_mpi_ibcast, mangling, "pmpi_ibcast");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 57;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * buffer = ppw_fbuf(f_buffer);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(bcast)
    PPW_CALL(ppw_fn(f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(bcast)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ibcast_(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibcast(0, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr); }
void mpi_ibcast__(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibcast(1, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr); }
void mpi_ibcast(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibcast(2, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr); }
void MPI_IBCAST(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ibcast(3, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr); }
void mpi_ibcast_f08_(void *f_buffer, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ibcast(4, __builtin_return_address(0), f_buffer, f_count, f_datatype, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_igather_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_igather[5];
static void ppw_fwrap_mpi_igather(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_igather_t ppw_fn = (ppw_fn_mpi_igather_t)ppw_fsym(ppw_fcache_mpi_igather, mangling, "pmpi_igather");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 58;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(gather)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(gather)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_igather_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igather(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igather__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igather(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igather(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igather(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void MPI_IGATHER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igather(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igather_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_igather(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_igatherv_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_igatherv[5];
static void ppw_fwrap_mpi_igatherv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_igatherv_t ppw_fn = (ppw_fn_mpi_igatherv_t)ppw_fsym(ppw_fcache_mpi_igatherv, mangling, "pmpi_igatherv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 59;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(gatherv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(gatherv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_igatherv_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igatherv(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igatherv__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igatherv(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igatherv(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igatherv(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr); }
void MPI_IGATHERV(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_igatherv(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_igatherv_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_igatherv(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iscatter_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iscatter[5];
static void ppw_fwrap_mpi_iscatter(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iscatter_t ppw_fn = (ppw_fn_mpi_iscatter_t)ppw_fsym(ppw_fcache_mpi_iscatter, mangling, "pmpi_iscatter");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 60;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(scatter)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(scatter)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iscatter_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatter(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatter__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatter(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatter(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatter(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void MPI_ISCATTER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatter(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatter_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iscatter(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iscatterv_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iscatterv[5];
static void ppw_fwrap_mpi_iscatterv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iscatterv_t ppw_fn = (ppw_fn_mpi_iscatterv_t)ppw_fsym(ppw_fcache_mpi_iscatterv, mangling, "pmpi_iscatterv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 61;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(scatterv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(scatterv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iscatterv_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatterv(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatterv__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatterv(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatterv(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatterv(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void MPI_ISCATTERV(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscatterv(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr); }
void mpi_iscatterv_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_displs, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iscatterv(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_displs, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iallgather_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iallgather[5];
static void ppw_fwrap_mpi_iallgather(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iallgather_t ppw_fn = (ppw_fn_mpi_iallgather_t)ppw_fsym(ppw_fcache_mpi_iallgather, mangling, "pmpi_iallgather");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 62;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(allgather)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(allgather)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iallgather_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgather(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgather__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgather(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgather(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgather(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void MPI_IALLGATHER(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgather(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgather_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iallgather(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iallgatherv_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iallgatherv[5];
static void ppw_fwrap_mpi_iallgatherv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iallgatherv_t ppw_fn = (ppw_fn_mpi_iallgatherv_t)ppw_fsym(ppw_fcache_mpi_iallgatherv, mangling, "pmpi_iallgatherv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 63;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *displs = (const int *)f_displs;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(allgatherv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(allgatherv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iallgatherv_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgatherv(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgatherv__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgatherv(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgatherv(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgatherv(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr); }
void MPI_IALLGATHERV(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallgatherv(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr); }
void mpi_iallgatherv_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_displs, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iallgatherv(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcounts, f_displs, f_recvtype, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ialltoall_t)(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ialltoall[5];
static void ppw_fwrap_mpi_ialltoall(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ialltoall_t ppw_fn = (ppw_fn_mpi_ialltoall_t)ppw_fsym(ppw_fcache_mpi_ialltoall, mangling, "pmpi_ialltoall");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 64;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    int sendcount = (int)*f_sendcount;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(alltoall)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(alltoall)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ialltoall_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoall(0, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoall__(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoall(1, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoall(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoall(2, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void MPI_IALLTOALL(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoall(3, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoall_f08_(void *f_sendbuf, MPI_Fint *f_sendcount, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ialltoall(4, __builtin_return_address(0), f_sendbuf, f_sendcount, f_sendtype, f_recvbuf, f_recvcount, f_recvtype, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ialltoallv_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ialltoallv[5];
static void ppw_fwrap_mpi_ialltoallv(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ialltoallv_t ppw_fn = (ppw_fn_mpi_ialltoallv_t)ppw_fsym(ppw_fcache_mpi_ialltoallv, mangling, "pmpi_ialltoallv");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 65;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *sdispls = (const int *)f_sdispls;
    MPI_Datatype sendtype = PMPI_Type_f2c(*f_sendtype);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *rdispls = (const int *)f_rdispls;
    MPI_Datatype recvtype = PMPI_Type_f2c(*f_recvtype);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(alltoallv)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(alltoallv)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ialltoallv_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallv(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoallv__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallv(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoallv(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallv(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr); }
void MPI_IALLTOALLV(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallv(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr); }
void mpi_ialltoallv_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtype, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtype, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ialltoallv(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtype, f_recvbuf, f_recvcounts, f_rdispls, f_recvtype, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ialltoallw_t)(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ialltoallw[5];
static void ppw_fwrap_mpi_ialltoallw(int mangling, void *ppw_ra_in, void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ialltoallw_t ppw_fn = (ppw_fn_mpi_ialltoallw_t)ppw_fsym(ppw_fcache_mpi_ialltoallw, mangling, "pmpi_ialltoallw");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 66;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    const int *sendcounts = (const int *)f_sendcounts;
    const int *sdispls = (const int *)f_sdispls;
    int sendtypes_n = ppw_nonneg(ppw_comm_peers(PMPI_Comm_f2c(*f_comm)));
    MPI_Datatype *sendtypes = (MPI_Datatype *)malloc((sendtypes_n + 1) * sizeof(MPI_Datatype));
    for (int i = 0; i < sendtypes_n; i++) sendtypes[i] = PMPI_Type_f2c(f_sendtypes[i]);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    const int *rdispls = (const int *)f_rdispls;
    int recvtypes_n = ppw_nonneg(ppw_comm_peers(PMPI_Comm_f2c(*f_comm)));
    MPI_Datatype *recvtypes = (MPI_Datatype *)malloc((recvtypes_n + 1) * sizeof(MPI_Datatype));
    for (int i = 0; i < recvtypes_n; i++) recvtypes[i] = PMPI_Type_f2c(f_recvtypes[i]);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(alltoallw)
    PPW_CALL(ppw_fn(f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    for (int i = 0; i < sendtypes_n; i++) sendtypes[i] = PMPI_Type_f2c(f_sendtypes[i]);
    for (int i = 0; i < recvtypes_n; i++) recvtypes[i] = PMPI_Type_f2c(f_recvtypes[i]);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(alltoallw)
    PPW_WRAP_END;
    free(sendtypes);
    free(recvtypes);
    (void)ppw_ret;
}
void mpi_ialltoallw_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallw(0, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr); }
void mpi_ialltoallw__(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallw(1, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr); }
void mpi_ialltoallw(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallw(2, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr); }
void MPI_IALLTOALLW(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ialltoallw(3, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr); }
void mpi_ialltoallw_f08_(void *f_sendbuf, MPI_Fint *f_sendcounts, MPI_Fint *f_sdispls, MPI_Fint *f_sendtypes, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_rdispls, MPI_Fint *f_recvtypes, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ialltoallw(4, __builtin_return_address(0), f_sendbuf, f_sendcounts, f_sdispls, f_sendtypes, f_recvbuf, f_recvcounts, f_rdispls, f_recvtypes, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ireduce_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ireduce[5];
static void ppw_fwrap_mpi_ireduce(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ireduce_t ppw_fn = (ppw_fn_mpi_ireduce_t)ppw_fsym(ppw_fcache_mpi_ireduce, mangling, "pmpi_ireduce");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 67;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(reduce)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(reduce)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ireduce_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr); }
void mpi_ireduce__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr); }
void mpi_ireduce(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr); }
void MPI_IREDUCE(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr); }
void mpi_ireduce_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ireduce(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_root, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iallreduce_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iallreduce[5];
static void ppw_fwrap_mpi_iallreduce(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iallreduce_t ppw_fn = (ppw_fn_mpi_iallreduce_t)ppw_fsym(ppw_fcache_mpi_iallreduce, mangling, "pmpi_iallreduce");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 68;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(allreduce)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(allreduce)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iallreduce_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallreduce(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iallreduce__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallreduce(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iallreduce(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallreduce(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void MPI_IALLREDUCE(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iallreduce(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iallreduce_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iallreduce(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ireduce_scatter_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ireduce_scatter[5];
static void ppw_fwrap_mpi_ireduce_scatter(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ireduce_scatter_t ppw_fn = (ppw_fn_mpi_ireduce_scatter_t)ppw_fsym(ppw_fcache_mpi_ireduce_scatter, mangling, "pmpi_ireduce_scatter");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 69;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    const int *recvcounts = (const int *)f_recvcounts;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(redscat)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(redscat)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ireduce_scatter_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr); }
void MPI_IREDUCE_SCATTER(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcounts, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ireduce_scatter(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcounts, f_datatype, f_op, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_ireduce_scatter_block_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_ireduce_scatter_block[5];
static void ppw_fwrap_mpi_ireduce_scatter_block(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_ireduce_scatter_block_t ppw_fn = (ppw_fn_mpi_ireduce_scatter_block_t)ppw_fsym(ppw_fcache_mpi_ireduce_scatter_block, mangling, "pmpi_ireduce_scatter_block");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 70;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int recvcount = (int)*f_recvcount;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(redscatb)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(redscatb)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_ireduce_scatter_block_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter_block(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter_block__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter_block(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter_block(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter_block(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr); }
void MPI_IREDUCE_SCATTER_BLOCK(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_ireduce_scatter_block(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_ireduce_scatter_block_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_recvcount, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_ireduce_scatter_block(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_recvcount, f_datatype, f_op, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iscan_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iscan[5];
static void ppw_fwrap_mpi_iscan(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iscan_t ppw_fn = (ppw_fn_mpi_iscan_t)ppw_fsym(ppw_fcache_mpi_iscan, mangling, "pmpi_iscan");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 71;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(scan)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(scan)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iscan_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscan(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iscan__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscan(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iscan(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscan(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void MPI_ISCAN(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iscan(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iscan_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iscan(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_iexscan_t)(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_iexscan[5];
static void ppw_fwrap_mpi_iexscan(int mangling, void *ppw_ra_in, void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_iexscan_t ppw_fn = (ppw_fn_mpi_iexscan_t)ppw_fsym(ppw_fcache_mpi_iexscan, mangling, "pmpi_iexscan");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 72;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * sendbuf = ppw_fbuf(f_sendbuf);
    void * recvbuf = ppw_fbuf(f_recvbuf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_icoll(scan)
    PPW_CALL(ppw_fn(f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_icoll(scan)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_iexscan_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iexscan(0, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iexscan__(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iexscan(1, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iexscan(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iexscan(2, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void MPI_IEXSCAN(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_iexscan(3, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr); }
void mpi_iexscan_f08_(void *f_sendbuf, void *f_recvbuf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_op, MPI_Fint *f_comm, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_iexscan(4, __builtin_return_address(0), f_sendbuf, f_recvbuf, f_count, f_datatype, f_op, f_comm, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_dup_t)(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_dup[5];
static void ppw_fwrap_mpi_comm_dup(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_dup_t ppw_fn = (ppw_fn_mpi_comm_dup_t)ppw_fsym(ppw_fcache_mpi_comm_dup, mangling, "pmpi_comm_dup");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 73;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_dup_(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_dup(0, __builtin_return_address(0), f_comm, f_newcomm, ierr); }
void mpi_comm_dup__(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_dup(1, __builtin_return_address(0), f_comm, f_newcomm, ierr); }
void mpi_comm_dup(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_dup(2, __builtin_return_address(0), f_comm, f_newcomm, ierr); }
void MPI_COMM_DUP(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_dup(3, __builtin_return_address(0), f_comm, f_newcomm, ierr); }
void mpi_comm_dup_f08_(MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_dup(4, __builtin_return_address(0), f_comm, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_split_t)(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_split[5];
static void ppw_fwrap_mpi_comm_split(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_split_t ppw_fn = (ppw_fn_mpi_comm_split_t)ppw_fsym(ppw_fcache_mpi_comm_split, mangling, "pmpi_comm_split");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_color, f_key, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 74;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    int color = (int)*f_color;
    int key = (int)*f_key;
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_color, f_key, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_split_(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split(0, __builtin_return_address(0), f_comm, f_color, f_key, f_newcomm, ierr); }
void mpi_comm_split__(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split(1, __builtin_return_address(0), f_comm, f_color, f_key, f_newcomm, ierr); }
void mpi_comm_split(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split(2, __builtin_return_address(0), f_comm, f_color, f_key, f_newcomm, ierr); }
void MPI_COMM_SPLIT(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split(3, __builtin_return_address(0), f_comm, f_color, f_key, f_newcomm, ierr); }
void mpi_comm_split_f08_(MPI_Fint *f_comm, MPI_Fint *f_color, MPI_Fint *f_key, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_split(4, __builtin_return_address(0), f_comm, f_color, f_key, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_split_type_t)(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_split_type[5];
static void ppw_fwrap_mpi_comm_split_type(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_split_type_t ppw_fn = (ppw_fn_mpi_comm_split_type_t)ppw_fsym(ppw_fcache_mpi_comm_split_type, mangling, "pmpi_comm_split_type");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_split_type, f_key, f_info, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 75;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    int split_type = (int)*f_split_type;
    int key = (int)*f_key;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_split_type, f_key, f_info, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_split_type_(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split_type(0, __builtin_return_address(0), f_comm, f_split_type, f_key, f_info, f_newcomm, ierr); }
void mpi_comm_split_type__(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split_type(1, __builtin_return_address(0), f_comm, f_split_type, f_key, f_info, f_newcomm, ierr); }
void mpi_comm_split_type(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split_type(2, __builtin_return_address(0), f_comm, f_split_type, f_key, f_info, f_newcomm, ierr); }
void MPI_COMM_SPLIT_TYPE(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_split_type(3, __builtin_return_address(0), f_comm, f_split_type, f_key, f_info, f_newcomm, ierr); }
void mpi_comm_split_type_f08_(MPI_Fint *f_comm, MPI_Fint *f_split_type, MPI_Fint *f_key, MPI_Fint *f_info, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_split_type(4, __builtin_return_address(0), f_comm, f_split_type, f_key, f_info, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_create_t)(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_create[5];
static void ppw_fwrap_mpi_comm_create(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_create_t ppw_fn = (ppw_fn_mpi_comm_create_t)ppw_fsym(ppw_fcache_mpi_comm_create, mangling, "pmpi_comm_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_group, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 76;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Group group = PMPI_Group_f2c(*f_group);
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_group, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_create_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create(0, __builtin_return_address(0), f_comm, f_group, f_newcomm, ierr); }
void mpi_comm_create__(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create(1, __builtin_return_address(0), f_comm, f_group, f_newcomm, ierr); }
void mpi_comm_create(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create(2, __builtin_return_address(0), f_comm, f_group, f_newcomm, ierr); }
void MPI_COMM_CREATE(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create(3, __builtin_return_address(0), f_comm, f_group, f_newcomm, ierr); }
void mpi_comm_create_f08_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_create(4, __builtin_return_address(0), f_comm, f_group, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_create_group_t)(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_create_group[5];
static void ppw_fwrap_mpi_comm_create_group(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_create_group_t ppw_fn = (ppw_fn_mpi_comm_create_group_t)ppw_fsym(ppw_fcache_mpi_comm_create_group, mangling, "pmpi_comm_create_group");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_group, f_tag, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 77;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Group group = PMPI_Group_f2c(*f_group);
    int tag = (int)*f_tag;
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_group, f_tag, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_create_group_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create_group(0, __builtin_return_address(0), f_comm, f_group, f_tag, f_newcomm, ierr); }
void mpi_comm_create_group__(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create_group(1, __builtin_return_address(0), f_comm, f_group, f_tag, f_newcomm, ierr); }
void mpi_comm_create_group(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create_group(2, __builtin_return_address(0), f_comm, f_group, f_tag, f_newcomm, ierr); }
void MPI_COMM_CREATE_GROUP(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_create_group(3, __builtin_return_address(0), f_comm, f_group, f_tag, f_newcomm, ierr); }
void mpi_comm_create_group_f08_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *f_tag, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_create_group(4, __builtin_return_address(0), f_comm, f_group, f_tag, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_cart_create_t)(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr);
static void *ppw_fcache_mpi_cart_create[5];
static void ppw_fwrap_mpi_cart_create(int mangling, void *ppw_ra_in, MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr)
{
    ppw_fn_mpi_cart_create_t ppw_fn = (ppw_fn_mpi_cart_create_t)ppw_fsym(ppw_fcache_mpi_cart_create, mangling, "pmpi_cart_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr), ppw_ra_in);
    const uint32_t ppw_region = 78;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm_old = PMPI_Comm_f2c(*f_comm_old);
    int ndims = (int)*f_ndims;
    const int *dims = (const int *)f_dims;
    const int *periods = (const int *)f_periods;
    int reorder = (int)*f_reorder;
    MPI_Comm comm_cart_c = PMPI_Comm_f2c(*f_comm_cart);
    MPI_Comm *comm_cart = &comm_cart_c;
    PPW_PRE_newcomm(comm_cart)
    PPW_CALL(ppw_fn(f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr); int ppw_ret = (int)*ierr);
    comm_cart_c = PMPI_Comm_f2c(*f_comm_cart);
    PPW_POST_newcomm(comm_cart)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_cart_create_(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_create(0, __builtin_return_address(0), f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr); }
void mpi_cart_create__(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_create(1, __builtin_return_address(0), f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr); }
void mpi_cart_create(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_create(2, __builtin_return_address(0), f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr); }
void MPI_CART_CREATE(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_create(3, __builtin_return_address(0), f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr); }
void mpi_cart_create_f08_(MPI_Fint *f_comm_old, MPI_Fint *f_ndims, MPI_Fint *f_dims, MPI_Fint *f_periods, MPI_Fint *f_reorder, MPI_Fint *f_comm_cart, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_cart_create(4, __builtin_return_address(0), f_comm_old, f_ndims, f_dims, f_periods, f_reorder, f_comm_cart, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_cart_sub_t)(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_cart_sub[5];
static void ppw_fwrap_mpi_cart_sub(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_cart_sub_t ppw_fn = (ppw_fn_mpi_cart_sub_t)ppw_fsym(ppw_fcache_mpi_cart_sub, mangling, "pmpi_cart_sub");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_remain_dims, f_newcomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 79;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    const int *remain_dims = (const int *)f_remain_dims;
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_newcomm(newcomm)
    PPW_CALL(ppw_fn(f_comm, f_remain_dims, f_newcomm, ierr); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_newcomm(newcomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_cart_sub_(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_sub(0, __builtin_return_address(0), f_comm, f_remain_dims, f_newcomm, ierr); }
void mpi_cart_sub__(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_sub(1, __builtin_return_address(0), f_comm, f_remain_dims, f_newcomm, ierr); }
void mpi_cart_sub(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_sub(2, __builtin_return_address(0), f_comm, f_remain_dims, f_newcomm, ierr); }
void MPI_CART_SUB(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr) { ppw_fwrap_mpi_cart_sub(3, __builtin_return_address(0), f_comm, f_remain_dims, f_newcomm, ierr); }
void mpi_cart_sub_f08_(MPI_Fint *f_comm, MPI_Fint *f_remain_dims, MPI_Fint *f_newcomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_cart_sub(4, __builtin_return_address(0), f_comm, f_remain_dims, f_newcomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_graph_create_t)(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr);
static void *ppw_fcache_mpi_graph_create[5];
static void ppw_fwrap_mpi_graph_create(int mangling, void *ppw_ra_in, MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr)
{
    ppw_fn_mpi_graph_create_t ppw_fn = (ppw_fn_mpi_graph_create_t)ppw_fsym(ppw_fcache_mpi_graph_create, mangling, "pmpi_graph_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr), ppw_ra_in);
    const uint32_t ppw_region = 80;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm_old = PMPI_Comm_f2c(*f_comm_old);
    int nnodes = (int)*f_nnodes;
    const int *index = (const int *)f_index;
    const int *edges = (const int *)f_edges;
    int reorder = (int)*f_reorder;
    MPI_Comm comm_graph_c = PMPI_Comm_f2c(*f_comm_graph);
    MPI_Comm *comm_graph = &comm_graph_c;
    PPW_PRE_newcomm(comm_graph)
    PPW_CALL(ppw_fn(f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr); int ppw_ret = (int)*ierr);
    comm_graph_c = PMPI_Comm_f2c(*f_comm_graph);
    PPW_POST_newcomm(comm_graph)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_graph_create_(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_graph_create(0, __builtin_return_address(0), f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr); }
void mpi_graph_create__(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_graph_create(1, __builtin_return_address(0), f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr); }
void mpi_graph_create(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_graph_create(2, __builtin_return_address(0), f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr); }
void MPI_GRAPH_CREATE(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_graph_create(3, __builtin_return_address(0), f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr); }
void mpi_graph_create_f08_(MPI_Fint *f_comm_old, MPI_Fint *f_nnodes, MPI_Fint *f_index, MPI_Fint *f_edges, MPI_Fint *f_reorder, MPI_Fint *f_comm_graph, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_graph_create(4, __builtin_return_address(0), f_comm_old, f_nnodes, f_index, f_edges, f_reorder, f_comm_graph, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_dist_graph_create_t)(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr);
static void *ppw_fcache_mpi_dist_graph_create[5];
static void ppw_fwrap_mpi_dist_graph_create(int mangling, void *ppw_ra_in, MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr)
{
    ppw_fn_mpi_dist_graph_create_t ppw_fn = (ppw_fn_mpi_dist_graph_create_t)ppw_fsym(ppw_fcache_mpi_dist_graph_create, mangling, "pmpi_dist_graph_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr), ppw_ra_in);
    const uint32_t ppw_region = 81;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm_old = PMPI_Comm_f2c(*f_comm_old);
    int n = (int)*f_n;
    const int *sources = (const int *)f_sources;
    const int *degrees = (const int *)f_degrees;
    const int *destinations = (const int *)f_destinations;
    const int *weights = (const int *)f_weights;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    int reorder = (int)*f_reorder;
    MPI_Comm comm_dist_graph_c = PMPI_Comm_f2c(*f_comm_dist_graph);
    MPI_Comm *comm_dist_graph = &comm_dist_graph_c;
    PPW_PRE_newcomm(comm_dist_graph)
    PPW_CALL(ppw_fn(f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr); int ppw_ret = (int)*ierr);
    comm_dist_graph_c = PMPI_Comm_f2c(*f_comm_dist_graph);
    PPW_POST_newcomm(comm_dist_graph)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_dist_graph_create_(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create(0, __builtin_return_address(0), f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create__(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create(1, __builtin_return_address(0), f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create(2, __builtin_return_address(0), f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void MPI_DIST_GRAPH_CREATE(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create(3, __builtin_return_address(0), f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create_f08_(MPI_Fint *f_comm_old, MPI_Fint *f_n, MPI_Fint *f_sources, MPI_Fint *f_degrees, MPI_Fint *f_destinations, MPI_Fint *f_weights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_dist_graph_create(4, __builtin_return_address(0), f_comm_old, f_n, f_sources, f_degrees, f_destinations, f_weights, f_info, f_reorder, f_comm_dist_graph, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_dist_graph_create_adjacent_t)(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr);
static void *ppw_fcache_mpi_dist_graph_create_adjacent[5];
static void ppw_fwrap_mpi_dist_graph_create_adjacent(int mangling, void *ppw_ra_in, MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr)
{
    ppw_fn_mpi_dist_graph_create_adjacent_t ppw_fn = (ppw_fn_mpi_dist_graph_create_adjacent_t)ppw_fsym(ppw_fcache_mpi_dist_graph_create_adjacent, mangling, "pmpi_dist_graph_create_adjacent");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr), ppw_ra_in);
    const uint32_t ppw_region = 82;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm_old = PMPI_Comm_f2c(*f_comm_old);
    int indegree = (int)*f_indegree;
    const int *sources = (const int *)f_sources;
    const int *sourceweights = (const int *)f_sourceweights;
    int outdegree = (int)*f_outdegree;
    const int *destinations = (const int *)f_destinations;
    const int *destweights = (const int *)f_destweights;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    int reorder = (int)*f_reorder;
    MPI_Comm comm_dist_graph_c = PMPI_Comm_f2c(*f_comm_dist_graph);
    MPI_Comm *comm_dist_graph = &comm_dist_graph_c;
    PPW_PRE_newcomm(comm_dist_graph)
    PPW_CALL(ppw_fn(f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr); int ppw_ret = (int)*ierr);
    comm_dist_graph_c = PMPI_Comm_f2c(*f_comm_dist_graph);
    PPW_POST_newcomm(comm_dist_graph)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_dist_graph_create_adjacent_(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create_adjacent(0, __builtin_return_address(0), f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create_adjacent__(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create_adjacent(1, __builtin_return_address(0), f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create_adjacent(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create_adjacent(2, __builtin_return_address(0), f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void MPI_DIST_GRAPH_CREATE_ADJACENT(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { ppw_fwrap_mpi_dist_graph_create_adjacent(3, __builtin_return_address(0), f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr); }
void mpi_dist_graph_create_adjacent_f08_(MPI_Fint *f_comm_old, MPI_Fint *f_indegree, MPI_Fint *f_sources, MPI_Fint *f_sourceweights, MPI_Fint *f_outdegree, MPI_Fint *f_destinations, MPI_Fint *f_destweights, MPI_Fint *f_info, MPI_Fint *f_reorder, MPI_Fint *f_comm_dist_graph, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_dist_graph_create_adjacent(4, __builtin_return_address(0), f_comm_old, f_indegree, f_sources, f_sourceweights, f_outdegree, f_destinations, f_destweights, f_info, f_reorder, f_comm_dist_graph, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_intercomm_create_t)(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_intercomm_create[5];
static void ppw_fwrap_mpi_intercomm_create(int mangling, void *ppw_ra_in, MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_intercomm_create_t ppw_fn = (ppw_fn_mpi_intercomm_create_t)ppw_fsym(ppw_fcache_mpi_intercomm_create, mangling, "pmpi_intercomm_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 83;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm local_comm = PMPI_Comm_f2c(*f_local_comm);
    int local_leader = (int)*f_local_leader;
    MPI_Comm peer_comm = PMPI_Comm_f2c(*f_peer_comm);
    int remote_leader = (int)*f_remote_leader;
    int tag = (int)*f_tag;
    MPI_Comm newintercomm_c = PMPI_Comm_f2c(*f_newintercomm);
    MPI_Comm *newintercomm = &newintercomm_c;
    PPW_PRE_newcomm(newintercomm)
    PPW_CALL(ppw_fn(f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr); int ppw_ret = (int)*ierr);
    newintercomm_c = PMPI_Comm_f2c(*f_newintercomm);
    PPW_POST_newcomm(newintercomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_intercomm_create_(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_create(0, __builtin_return_address(0), f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr); }
void mpi_intercomm_create__(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_create(1, __builtin_return_address(0), f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr); }
void mpi_intercomm_create(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_create(2, __builtin_return_address(0), f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr); }
void MPI_INTERCOMM_CREATE(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_create(3, __builtin_return_address(0), f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr); }
void mpi_intercomm_create_f08_(MPI_Fint *f_local_comm, MPI_Fint *f_local_leader, MPI_Fint *f_peer_comm, MPI_Fint *f_remote_leader, MPI_Fint *f_tag, MPI_Fint *f_newintercomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_intercomm_create(4, __builtin_return_address(0), f_local_comm, f_local_leader, f_peer_comm, f_remote_leader, f_tag, f_newintercomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_intercomm_merge_t)(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_intercomm_merge[5];
static void ppw_fwrap_mpi_intercomm_merge(int mangling, void *ppw_ra_in, MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr)
{
    ppw_fn_mpi_intercomm_merge_t ppw_fn = (ppw_fn_mpi_intercomm_merge_t)ppw_fsym(ppw_fcache_mpi_intercomm_merge, mangling, "pmpi_intercomm_merge");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_intercomm, f_high, f_newintracomm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 84;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm intercomm = PMPI_Comm_f2c(*f_intercomm);
    int high = (int)*f_high;
    MPI_Comm newintracomm_c = PMPI_Comm_f2c(*f_newintracomm);
    MPI_Comm *newintracomm = &newintracomm_c;
    PPW_PRE_newcomm(newintracomm)
    PPW_CALL(ppw_fn(f_intercomm, f_high, f_newintracomm, ierr); int ppw_ret = (int)*ierr);
    newintracomm_c = PMPI_Comm_f2c(*f_newintracomm);
    PPW_POST_newcomm(newintracomm)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_intercomm_merge_(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_merge(0, __builtin_return_address(0), f_intercomm, f_high, f_newintracomm, ierr); }
void mpi_intercomm_merge__(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_merge(1, __builtin_return_address(0), f_intercomm, f_high, f_newintracomm, ierr); }
void mpi_intercomm_merge(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_merge(2, __builtin_return_address(0), f_intercomm, f_high, f_newintracomm, ierr); }
void MPI_INTERCOMM_MERGE(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr) { ppw_fwrap_mpi_intercomm_merge(3, __builtin_return_address(0), f_intercomm, f_high, f_newintracomm, ierr); }
void mpi_intercomm_merge_f08_(MPI_Fint *f_intercomm, MPI_Fint *f_high, MPI_Fint *f_newintracomm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_intercomm_merge(4, __builtin_return_address(0), f_intercomm, f_high, f_newintracomm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_free_t)(MPI_Fint *f_comm, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_free[5];
static void ppw_fwrap_mpi_comm_free(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_free_t ppw_fn = (ppw_fn_mpi_comm_free_t)ppw_fsym(ppw_fcache_mpi_comm_free, mangling, "pmpi_comm_free");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, ierr), ppw_ra_in);
    const uint32_t ppw_region = 85;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm_c = PMPI_Comm_f2c(*f_comm);
    MPI_Comm *comm = &comm_c;
    PPW_PRE_comm_free()
    PPW_CALL(ppw_fn(f_comm, ierr); int ppw_ret = (int)*ierr);
    comm_c = PMPI_Comm_f2c(*f_comm);
    PPW_POST_comm_free()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_free_(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_free(0, __builtin_return_address(0), f_comm, ierr); }
void mpi_comm_free__(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_free(1, __builtin_return_address(0), f_comm, ierr); }
void mpi_comm_free(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_free(2, __builtin_return_address(0), f_comm, ierr); }
void MPI_COMM_FREE(MPI_Fint *f_comm, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_free(3, __builtin_return_address(0), f_comm, ierr); }
void mpi_comm_free_f08_(MPI_Fint *f_comm, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_free(4, __builtin_return_address(0), f_comm, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_set_name_t)(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len);
static void *ppw_fcache_mpi_comm_set_name[5];
static void ppw_fwrap_mpi_comm_set_name(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len)
{
    ppw_fn_mpi_comm_set_name_t ppw_fn = (ppw_fn_mpi_comm_set_name_t)ppw_fsym(ppw_fcache_mpi_comm_set_name, mangling, "pmpi_comm_set_name");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_comm_name, ierr, f_comm_name_len), ppw_ra_in);
    const uint32_t ppw_region = 86;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    char *comm_name = ppw_fstr(f_comm_name, (uint32_t)f_comm_name_len);
    PPW_PRE_comm_set_name()
    PPW_CALL(ppw_fn(f_comm, f_comm_name, ierr, f_comm_name_len); int ppw_ret = (int)*ierr);
    PPW_POST_comm_set_name()
    PPW_WRAP_END;
    free(comm_name);
    (void)ppw_ret;
}
void mpi_comm_set_name_(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len) { ppw_fwrap_mpi_comm_set_name(0, __builtin_return_address(0), f_comm, f_comm_name, ierr, f_comm_name_len); }
void mpi_comm_set_name__(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len) { ppw_fwrap_mpi_comm_set_name(1, __builtin_return_address(0), f_comm, f_comm_name, ierr, f_comm_name_len); }
void mpi_comm_set_name(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len) { ppw_fwrap_mpi_comm_set_name(2, __builtin_return_address(0), f_comm, f_comm_name, ierr, f_comm_name_len); }
void MPI_COMM_SET_NAME(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len) { ppw_fwrap_mpi_comm_set_name(3, __builtin_return_address(0), f_comm, f_comm_name, ierr, f_comm_name_len); }
void mpi_comm_set_name_f08_(MPI_Fint *f_comm, char *f_comm_name, MPI_Fint *ierr, size_t f_comm_name_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_set_name(4, __builtin_return_address(0), f_comm, f_comm_name, ierr ? ierr : &ppw_ierr, f_comm_name_len); }

typedef void (*ppw_fn_mpi_comm_group_t)(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_group[5];
static void ppw_fwrap_mpi_comm_group(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_group_t ppw_fn = (ppw_fn_mpi_comm_group_t)ppw_fsym(ppw_fcache_mpi_comm_group, mangling, "pmpi_comm_group");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_group, ierr), ppw_ra_in);
    const uint32_t ppw_region = 87;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Group group_c = PMPI_Group_f2c(*f_group);
    MPI_Group *group = &group_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_comm, f_group, ierr); int ppw_ret = (int)*ierr);
    group_c = PMPI_Group_f2c(*f_group);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_group_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_group(0, __builtin_return_address(0), f_comm, f_group, ierr); }
void mpi_comm_group__(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_group(1, __builtin_return_address(0), f_comm, f_group, ierr); }
void mpi_comm_group(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_group(2, __builtin_return_address(0), f_comm, f_group, ierr); }
void MPI_COMM_GROUP(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_group(3, __builtin_return_address(0), f_comm, f_group, ierr); }
void mpi_comm_group_f08_(MPI_Fint *f_comm, MPI_Fint *f_group, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_group(4, __builtin_return_address(0), f_comm, f_group, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_group_incl_t)(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr);
static void *ppw_fcache_mpi_group_incl[5];
static void ppw_fwrap_mpi_group_incl(int mangling, void *ppw_ra_in, MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr)
{
    ppw_fn_mpi_group_incl_t ppw_fn = (ppw_fn_mpi_group_incl_t)ppw_fsym(ppw_fcache_mpi_group_incl, mangling, "pmpi_group_incl");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group, f_n, f_ranks, f_newgroup, ierr), ppw_ra_in);
    const uint32_t ppw_region = 88;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group = PMPI_Group_f2c(*f_group);
    int n = (int)*f_n;
    const int *ranks = (const int *)f_ranks;
    MPI_Group newgroup_c = PMPI_Group_f2c(*f_newgroup);
    MPI_Group *newgroup = &newgroup_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_group, f_n, f_ranks, f_newgroup, ierr); int ppw_ret = (int)*ierr);
    newgroup_c = PMPI_Group_f2c(*f_newgroup);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_group_incl_(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_incl(0, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_incl__(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_incl(1, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_incl(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_incl(2, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void MPI_GROUP_INCL(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_incl(3, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_incl_f08_(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_group_incl(4, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_group_excl_t)(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr);
static void *ppw_fcache_mpi_group_excl[5];
static void ppw_fwrap_mpi_group_excl(int mangling, void *ppw_ra_in, MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr)
{
    ppw_fn_mpi_group_excl_t ppw_fn = (ppw_fn_mpi_group_excl_t)ppw_fsym(ppw_fcache_mpi_group_excl, mangling, "pmpi_group_excl");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group, f_n, f_ranks, f_newgroup, ierr), ppw_ra_in);
    const uint32_t ppw_region = 89;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group = PMPI_Group_f2c(*f_group);
    int n = (int)*f_n;
    const int *ranks = (const int *)f_ranks;
    MPI_Group newgroup_c = PMPI_Group_f2c(*f_newgroup);
    MPI_Group *newgroup = &newgroup_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_group, f_n, f_ranks, f_newgroup, ierr); int ppw_ret = (int)*ierr);
    newgroup_c = PMPI_Group_f2c(*f_newgroup);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_group_excl_(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_excl(0, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_excl__(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_excl(1, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_excl(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_excl(2, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void MPI_GROUP_EXCL(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { ppw_fwrap_mpi_group_excl(3, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr); }
void mpi_group_excl_f08_(MPI_Fint *f_group, MPI_Fint *f_n, MPI_Fint *f_ranks, MPI_Fint *f_newgroup, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_group_excl(4, __builtin_return_address(0), f_group, f_n, f_ranks, f_newgroup, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_group_free_t)(MPI_Fint *f_group, MPI_Fint *ierr);
static void *ppw_fcache_mpi_group_free[5];
static void ppw_fwrap_mpi_group_free(int mangling, void *ppw_ra_in, MPI_Fint *f_group, MPI_Fint *ierr)
{
    ppw_fn_mpi_group_free_t ppw_fn = (ppw_fn_mpi_group_free_t)ppw_fsym(ppw_fcache_mpi_group_free, mangling, "pmpi_group_free");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group, ierr), ppw_ra_in);
    const uint32_t ppw_region = 90;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group_c = PMPI_Group_f2c(*f_group);
    MPI_Group *group = &group_c;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_group, ierr); int ppw_ret = (int)*ierr);
    group_c = PMPI_Group_f2c(*f_group);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_group_free_(MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_group_free(0, __builtin_return_address(0), f_group, ierr); }
void mpi_group_free__(MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_group_free(1, __builtin_return_address(0), f_group, ierr); }
void mpi_group_free(MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_group_free(2, __builtin_return_address(0), f_group, ierr); }
void MPI_GROUP_FREE(MPI_Fint *f_group, MPI_Fint *ierr) { ppw_fwrap_mpi_group_free(3, __builtin_return_address(0), f_group, ierr); }
void mpi_group_free_f08_(MPI_Fint *f_group, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_group_free(4, __builtin_return_address(0), f_group, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_group_translate_ranks_t)(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr);
static void *ppw_fcache_mpi_group_translate_ranks[5];
static void ppw_fwrap_mpi_group_translate_ranks(int mangling, void *ppw_ra_in, MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr)
{
    ppw_fn_mpi_group_translate_ranks_t ppw_fn = (ppw_fn_mpi_group_translate_ranks_t)ppw_fsym(ppw_fcache_mpi_group_translate_ranks, mangling, "pmpi_group_translate_ranks");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr), ppw_ra_in);
    const uint32_t ppw_region = 91;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group1 = PMPI_Group_f2c(*f_group1);
    int n = (int)*f_n;
    const int *ranks1 = (const int *)f_ranks1;
    MPI_Group group2 = PMPI_Group_f2c(*f_group2);
    int *ranks2 = (int *)f_ranks2;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_group_translate_ranks_(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr) { ppw_fwrap_mpi_group_translate_ranks(0, __builtin_return_address(0), f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr); }
void mpi_group_translate_ranks__(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr) { ppw_fwrap_mpi_group_translate_ranks(1, __builtin_return_address(0), f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr); }
void mpi_group_translate_ranks(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr) { ppw_fwrap_mpi_group_translate_ranks(2, __builtin_return_address(0), f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr); }
void MPI_GROUP_TRANSLATE_RANKS(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr) { ppw_fwrap_mpi_group_translate_ranks(3, __builtin_return_address(0), f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr); }
void mpi_group_translate_ranks_f08_(MPI_Fint *f_group1, MPI_Fint *f_n, MPI_Fint *f_ranks1, MPI_Fint *f_group2, MPI_Fint *f_ranks2, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_group_translate_ranks(4, __builtin_return_address(0), f_group1, f_n, f_ranks1, f_group2, f_ranks2, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_create_t)(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_create[5];
static void ppw_fwrap_mpi_win_create(int mangling, void *ppw_ra_in, void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_create_t ppw_fn = (ppw_fn_mpi_win_create_t)ppw_fsym(ppw_fcache_mpi_win_create, mangling, "pmpi_win_create");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 92;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * base = ppw_fbuf(f_base);
    MPI_Aint size = *f_size;
    int disp_unit = (int)*f_disp_unit;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Win win_c = PMPI_Win_f2c(*f_win);
    MPI_Win *win = &win_c;
    PPW_PRE_win_new(win)
    PPW_CALL(ppw_fn(f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr); int ppw_ret = (int)*ierr);
    win_c = PMPI_Win_f2c(*f_win);
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_create_(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create(0, __builtin_return_address(0), f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr); }
void mpi_win_create__(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create(1, __builtin_return_address(0), f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr); }
void mpi_win_create(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create(2, __builtin_return_address(0), f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr); }
void MPI_WIN_CREATE(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create(3, __builtin_return_address(0), f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr); }
void mpi_win_create_f08_(void *f_base, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_create(4, __builtin_return_address(0), f_base, f_size, f_disp_unit, f_info, f_comm, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_allocate_t)(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_allocate[5];
static void ppw_fwrap_mpi_win_allocate(int mangling, void *ppw_ra_in, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_allocate_t ppw_fn = (ppw_fn_mpi_win_allocate_t)ppw_fsym(ppw_fcache_mpi_win_allocate, mangling, "pmpi_win_allocate");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 93;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Aint size = *f_size;
    int disp_unit = (int)*f_disp_unit;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    void * baseptr = ppw_fbuf(f_baseptr);
    MPI_Win win_c = PMPI_Win_f2c(*f_win);
    MPI_Win *win = &win_c;
    PPW_PRE_win_new(win)
    PPW_CALL(ppw_fn(f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); int ppw_ret = (int)*ierr);
    win_c = PMPI_Win_f2c(*f_win);
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_allocate_(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate(0, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate__(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate(1, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate(2, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void MPI_WIN_ALLOCATE(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate(3, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate_f08_(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_allocate(4, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_allocate_shared_t)(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_allocate_shared[5];
static void ppw_fwrap_mpi_win_allocate_shared(int mangling, void *ppw_ra_in, MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_allocate_shared_t ppw_fn = (ppw_fn_mpi_win_allocate_shared_t)ppw_fsym(ppw_fcache_mpi_win_allocate_shared, mangling, "pmpi_win_allocate_shared");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 94;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Aint size = *f_size;
    int disp_unit = (int)*f_disp_unit;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    void * baseptr = ppw_fbuf(f_baseptr);
    MPI_Win win_c = PMPI_Win_f2c(*f_win);
    MPI_Win *win = &win_c;
    PPW_PRE_win_new(win)
    PPW_CALL(ppw_fn(f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); int ppw_ret = (int)*ierr);
    win_c = PMPI_Win_f2c(*f_win);
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_allocate_shared_(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate_shared(0, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate_shared__(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate_shared(1, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate_shared(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate_shared(2, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void MPI_WIN_ALLOCATE_SHARED(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_allocate_shared(3, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr); }
void mpi_win_allocate_shared_f08_(MPI_Aint *f_size, MPI_Fint *f_disp_unit, MPI_Fint *f_info, MPI_Fint *f_comm, void *f_baseptr, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_allocate_shared(4, __builtin_return_address(0), f_size, f_disp_unit, f_info, f_comm, f_baseptr, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_create_dynamic_t)(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_create_dynamic[5];
static void ppw_fwrap_mpi_win_create_dynamic(int mangling, void *ppw_ra_in, MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_create_dynamic_t ppw_fn = (ppw_fn_mpi_win_create_dynamic_t)ppw_fsym(ppw_fcache_mpi_win_create_dynamic, mangling, "pmpi_win_create_dynamic");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_info, f_comm, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 95;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Win win_c = PMPI_Win_f2c(*f_win);
    MPI_Win *win = &win_c;
    PPW_PRE_win_new(win)
    PPW_CALL(ppw_fn(f_info, f_comm, f_win, ierr); int ppw_ret = (int)*ierr);
    win_c = PMPI_Win_f2c(*f_win);
    PPW_POST_win_new(win)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_create_dynamic_(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create_dynamic(0, __builtin_return_address(0), f_info, f_comm, f_win, ierr); }
void mpi_win_create_dynamic__(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create_dynamic(1, __builtin_return_address(0), f_info, f_comm, f_win, ierr); }
void mpi_win_create_dynamic(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create_dynamic(2, __builtin_return_address(0), f_info, f_comm, f_win, ierr); }
void MPI_WIN_CREATE_DYNAMIC(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_create_dynamic(3, __builtin_return_address(0), f_info, f_comm, f_win, ierr); }
void mpi_win_create_dynamic_f08_(MPI_Fint *f_info, MPI_Fint *f_comm, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_create_dynamic(4, __builtin_return_address(0), f_info, f_comm, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_attach_t)(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_attach[5];
static void ppw_fwrap_mpi_win_attach(int mangling, void *ppw_ra_in, MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_attach_t ppw_fn = (ppw_fn_mpi_win_attach_t)ppw_fsym(ppw_fcache_mpi_win_attach, mangling, "pmpi_win_attach");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, f_base, f_size, ierr), ppw_ra_in);
    const uint32_t ppw_region = 96;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    void * base = ppw_fbuf(f_base);
    MPI_Aint size = *f_size;
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_win, f_base, f_size, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_attach_(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr) { ppw_fwrap_mpi_win_attach(0, __builtin_return_address(0), f_win, f_base, f_size, ierr); }
void mpi_win_attach__(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr) { ppw_fwrap_mpi_win_attach(1, __builtin_return_address(0), f_win, f_base, f_size, ierr); }
void mpi_win_attach(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr) { ppw_fwrap_mpi_win_attach(2, __builtin_return_address(0), f_win, f_base, f_size, ierr); }
void MPI_WIN_ATTACH(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr) { ppw_fwrap_mpi_win_attach(3, __builtin_return_address(0), f_win, f_base, f_size, ierr); }
void mpi_win_attach_f08_(MPI_Fint *f_win, void *f_base, MPI_Aint *f_size, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_attach(4, __builtin_return_address(0), f_win, f_base, f_size, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_detach_t)(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_detach[5];
static void ppw_fwrap_mpi_win_detach(int mangling, void *ppw_ra_in, MPI_Fint *f_win, void *f_base, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_detach_t ppw_fn = (ppw_fn_mpi_win_detach_t)ppw_fsym(ppw_fcache_mpi_win_detach, mangling, "pmpi_win_detach");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, f_base, ierr), ppw_ra_in);
    const uint32_t ppw_region = 97;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    const void * base = ppw_fbuf(f_base);
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_win, f_base, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_detach_(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr) { ppw_fwrap_mpi_win_detach(0, __builtin_return_address(0), f_win, f_base, ierr); }
void mpi_win_detach__(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr) { ppw_fwrap_mpi_win_detach(1, __builtin_return_address(0), f_win, f_base, ierr); }
void mpi_win_detach(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr) { ppw_fwrap_mpi_win_detach(2, __builtin_return_address(0), f_win, f_base, ierr); }
void MPI_WIN_DETACH(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr) { ppw_fwrap_mpi_win_detach(3, __builtin_return_address(0), f_win, f_base, ierr); }
void mpi_win_detach_f08_(MPI_Fint *f_win, void *f_base, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_detach(4, __builtin_return_address(0), f_win, f_base, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_free_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_free[5];
static void ppw_fwrap_mpi_win_free(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_free_t ppw_fn = (ppw_fn_mpi_win_free_t)ppw_fsym(ppw_fcache_mpi_win_free, mangling, "pmpi_win_free");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 98;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win_c = PMPI_Win_f2c(*f_win);
    MPI_Win *win = &win_c;
    PPW_PRE_win_free()
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    win_c = PMPI_Win_f2c(*f_win);
    PPW_POST_win_free()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_free_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_free(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_free__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_free(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_free(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_free(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_FREE(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_free(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_free_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_free(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_set_name_t)(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len);
static void *ppw_fcache_mpi_win_set_name[5];
static void ppw_fwrap_mpi_win_set_name(int mangling, void *ppw_ra_in, MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len)
{
    ppw_fn_mpi_win_set_name_t ppw_fn = (ppw_fn_mpi_win_set_name_t)ppw_fsym(ppw_fcache_mpi_win_set_name, mangling, "pmpi_win_set_name");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, f_win_name, ierr, f_win_name_len), ppw_ra_in);
    const uint32_t ppw_region = 99;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    char *win_name = ppw_fstr(f_win_name, (uint32_t)f_win_name_len);
    PPW_PRE_win_set_name()
    PPW_CALL(ppw_fn(f_win, f_win_name, ierr, f_win_name_len); int ppw_ret = (int)*ierr);
    PPW_POST_win_set_name()
    PPW_WRAP_END;
    free(win_name);
    (void)ppw_ret;
}
void mpi_win_set_name_(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len) { ppw_fwrap_mpi_win_set_name(0, __builtin_return_address(0), f_win, f_win_name, ierr, f_win_name_len); }
void mpi_win_set_name__(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len) { ppw_fwrap_mpi_win_set_name(1, __builtin_return_address(0), f_win, f_win_name, ierr, f_win_name_len); }
void mpi_win_set_name(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len) { ppw_fwrap_mpi_win_set_name(2, __builtin_return_address(0), f_win, f_win_name, ierr, f_win_name_len); }
void MPI_WIN_SET_NAME(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len) { ppw_fwrap_mpi_win_set_name(3, __builtin_return_address(0), f_win, f_win_name, ierr, f_win_name_len); }
void mpi_win_set_name_f08_(MPI_Fint *f_win, char *f_win_name, MPI_Fint *ierr, size_t f_win_name_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_set_name(4, __builtin_return_address(0), f_win, f_win_name, ierr ? ierr : &ppw_ierr, f_win_name_len); }

typedef void (*ppw_fn_mpi_put_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_put[5];
static void ppw_fwrap_mpi_put(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_put_t ppw_fn = (ppw_fn_mpi_put_t)ppw_fsym(ppw_fcache_mpi_put, mangling, "pmpi_put");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 100;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma(PUT)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma(PUT)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_put_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_put(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_put__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_put(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_put(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_put(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void MPI_PUT(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_put(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_put_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_put(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_get_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_get[5];
static void ppw_fwrap_mpi_get(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_get_t ppw_fn = (ppw_fn_mpi_get_t)ppw_fsym(ppw_fcache_mpi_get, mangling, "pmpi_get");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 101;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma(GET)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma(GET)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_get_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_get__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_get(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void MPI_GET(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr); }
void mpi_get_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_get(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_accumulate_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_accumulate[5];
static void ppw_fwrap_mpi_accumulate(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_accumulate_t ppw_fn = (ppw_fn_mpi_accumulate_t)ppw_fsym(ppw_fcache_mpi_accumulate, mangling, "pmpi_accumulate");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 102;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma(ACC)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma(ACC)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_accumulate_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_accumulate(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_accumulate__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_accumulate(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_accumulate(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_accumulate(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void MPI_ACCUMULATE(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_accumulate(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_accumulate_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_accumulate(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_get_accumulate_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_get_accumulate[5];
static void ppw_fwrap_mpi_get_accumulate(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_get_accumulate_t ppw_fn = (ppw_fn_mpi_get_accumulate_t)ppw_fsym(ppw_fcache_mpi_get_accumulate, mangling, "pmpi_get_accumulate");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 103;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    void * result_addr = ppw_fbuf(f_result_addr);
    int result_count = (int)*f_result_count;
    MPI_Datatype result_datatype = PMPI_Type_f2c(*f_result_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma(ATOMIC)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma(ATOMIC)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_get_accumulate_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get_accumulate(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_get_accumulate__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get_accumulate(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_get_accumulate(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get_accumulate(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void MPI_GET_ACCUMULATE(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_get_accumulate(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr); }
void mpi_get_accumulate_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_get_accumulate(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_fetch_and_op_t)(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_fetch_and_op[5];
static void ppw_fwrap_mpi_fetch_and_op(int mangling, void *ppw_ra_in, void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_fetch_and_op_t ppw_fn = (ppw_fn_mpi_fetch_and_op_t)ppw_fsym(ppw_fcache_mpi_fetch_and_op, mangling, "pmpi_fetch_and_op");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 104;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    void * result_addr = ppw_fbuf(f_result_addr);
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma1()
    PPW_CALL(ppw_fn(f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma1()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_fetch_and_op_(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_fetch_and_op(0, __builtin_return_address(0), f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr); }
void mpi_fetch_and_op__(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_fetch_and_op(1, __builtin_return_address(0), f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr); }
void mpi_fetch_and_op(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_fetch_and_op(2, __builtin_return_address(0), f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr); }
void MPI_FETCH_AND_OP(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_fetch_and_op(3, __builtin_return_address(0), f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr); }
void mpi_fetch_and_op_f08_(void *f_origin_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_fetch_and_op(4, __builtin_return_address(0), f_origin_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_op, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_compare_and_swap_t)(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_compare_and_swap[5];
static void ppw_fwrap_mpi_compare_and_swap(int mangling, void *ppw_ra_in, void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_compare_and_swap_t ppw_fn = (ppw_fn_mpi_compare_and_swap_t)ppw_fsym(ppw_fcache_mpi_compare_and_swap, mangling, "pmpi_compare_and_swap");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 105;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    const void * compare_addr = ppw_fbuf(f_compare_addr);
    void * result_addr = ppw_fbuf(f_result_addr);
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_rma1()
    PPW_CALL(ppw_fn(f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_rma1()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_compare_and_swap_(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_compare_and_swap(0, __builtin_return_address(0), f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr); }
void mpi_compare_and_swap__(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_compare_and_swap(1, __builtin_return_address(0), f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr); }
void mpi_compare_and_swap(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_compare_and_swap(2, __builtin_return_address(0), f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr); }
void MPI_COMPARE_AND_SWAP(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_compare_and_swap(3, __builtin_return_address(0), f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr); }
void mpi_compare_and_swap_f08_(void *f_origin_addr, void *f_compare_addr, void *f_result_addr, MPI_Fint *f_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_compare_and_swap(4, __builtin_return_address(0), f_origin_addr, f_compare_addr, f_result_addr, f_datatype, f_target_rank, f_target_disp, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_rput_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_rput[5];
static void ppw_fwrap_mpi_rput(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_rput_t ppw_fn = (ppw_fn_mpi_rput_t)ppw_fsym(ppw_fcache_mpi_rput, mangling, "pmpi_rput");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 106;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_rrma(PUT)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_rrma(PUT)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_rput_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rput(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rput__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rput(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rput(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rput(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void MPI_RPUT(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rput(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rput_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_rput(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_rget_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_rget[5];
static void ppw_fwrap_mpi_rget(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_rget_t ppw_fn = (ppw_fn_mpi_rget_t)ppw_fsym(ppw_fcache_mpi_rget, mangling, "pmpi_rget");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 107;
    const int ppw_ibase = 1; (void)ppw_ibase;
    void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_rrma(GET)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_rrma(GET)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_rget_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rget__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rget(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void MPI_RGET(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr); }
void mpi_rget_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_rget(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_win, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_raccumulate_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_raccumulate[5];
static void ppw_fwrap_mpi_raccumulate(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_raccumulate_t ppw_fn = (ppw_fn_mpi_raccumulate_t)ppw_fsym(ppw_fcache_mpi_raccumulate, mangling, "pmpi_raccumulate");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 108;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_rrma(ACC)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_rrma(ACC)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_raccumulate_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_raccumulate(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_raccumulate__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_raccumulate(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_raccumulate(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_raccumulate(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void MPI_RACCUMULATE(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_raccumulate(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_raccumulate_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_raccumulate(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_rget_accumulate_t)(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_rget_accumulate[5];
static void ppw_fwrap_mpi_rget_accumulate(int mangling, void *ppw_ra_in, void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_rget_accumulate_t ppw_fn = (ppw_fn_mpi_rget_accumulate_t)ppw_fsym(ppw_fcache_mpi_rget_accumulate, mangling, "pmpi_rget_accumulate");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 109;
    const int ppw_ibase = 1; (void)ppw_ibase;
    const void * origin_addr = ppw_fbuf(f_origin_addr);
    int origin_count = (int)*f_origin_count;
    MPI_Datatype origin_datatype = PMPI_Type_f2c(*f_origin_datatype);
    void * result_addr = ppw_fbuf(f_result_addr);
    int result_count = (int)*f_result_count;
    MPI_Datatype result_datatype = PMPI_Type_f2c(*f_result_datatype);
    int target_rank = (int)*f_target_rank;
    MPI_Aint target_disp = *f_target_disp;
    int target_count = (int)*f_target_count;
    MPI_Datatype target_datatype = PMPI_Type_f2c(*f_target_datatype);
    MPI_Op op = PMPI_Op_f2c(*f_op);
    MPI_Win win = PMPI_Win_f2c(*f_win);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_rrma(ATOMIC)
    PPW_CALL(ppw_fn(f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_rrma(ATOMIC)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_rget_accumulate_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget_accumulate(0, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_rget_accumulate__(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget_accumulate(1, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_rget_accumulate(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget_accumulate(2, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void MPI_RGET_ACCUMULATE(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_rget_accumulate(3, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr); }
void mpi_rget_accumulate_f08_(void *f_origin_addr, MPI_Fint *f_origin_count, MPI_Fint *f_origin_datatype, void *f_result_addr, MPI_Fint *f_result_count, MPI_Fint *f_result_datatype, MPI_Fint *f_target_rank, MPI_Aint *f_target_disp, MPI_Fint *f_target_count, MPI_Fint *f_target_datatype, MPI_Fint *f_op, MPI_Fint *f_win, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_rget_accumulate(4, __builtin_return_address(0), f_origin_addr, f_origin_count, f_origin_datatype, f_result_addr, f_result_count, f_result_datatype, f_target_rank, f_target_disp, f_target_count, f_target_datatype, f_op, f_win, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_fence_t)(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_fence[5];
static void ppw_fwrap_mpi_win_fence(int mangling, void *ppw_ra_in, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_fence_t ppw_fn = (ppw_fn_mpi_win_fence_t)ppw_fsym(ppw_fcache_mpi_win_fence, mangling, "pmpi_win_fence");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_assert, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 110;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int assert = (int)*f_assert;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(FENCE)
    PPW_CALL(ppw_fn(f_assert, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(FENCE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_fence_(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_fence(0, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_fence__(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_fence(1, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_fence(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_fence(2, __builtin_return_address(0), f_assert, f_win, ierr); }
void MPI_WIN_FENCE(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_fence(3, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_fence_f08_(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_fence(4, __builtin_return_address(0), f_assert, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_post_t)(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_post[5];
static void ppw_fwrap_mpi_win_post(int mangling, void *ppw_ra_in, MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_post_t ppw_fn = (ppw_fn_mpi_win_post_t)ppw_fsym(ppw_fcache_mpi_win_post, mangling, "pmpi_win_post");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group, f_assert, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 111;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group = PMPI_Group_f2c(*f_group);
    int assert = (int)*f_assert;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_gats(POST)
    PPW_CALL(ppw_fn(f_group, f_assert, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_gats(POST)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_post_(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_post(0, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_post__(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_post(1, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_post(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_post(2, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void MPI_WIN_POST(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_post(3, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_post_f08_(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_post(4, __builtin_return_address(0), f_group, f_assert, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_start_t)(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_start[5];
static void ppw_fwrap_mpi_win_start(int mangling, void *ppw_ra_in, MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_start_t ppw_fn = (ppw_fn_mpi_win_start_t)ppw_fsym(ppw_fcache_mpi_win_start, mangling, "pmpi_win_start");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_group, f_assert, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 112;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Group group = PMPI_Group_f2c(*f_group);
    int assert = (int)*f_assert;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_gats(START)
    PPW_CALL(ppw_fn(f_group, f_assert, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_gats(START)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_start_(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_start(0, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_start__(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_start(1, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_start(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_start(2, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void MPI_WIN_START(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_start(3, __builtin_return_address(0), f_group, f_assert, f_win, ierr); }
void mpi_win_start_f08_(MPI_Fint *f_group, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_start(4, __builtin_return_address(0), f_group, f_assert, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_complete_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_complete[5];
static void ppw_fwrap_mpi_win_complete(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_complete_t ppw_fn = (ppw_fn_mpi_win_complete_t)ppw_fsym(ppw_fcache_mpi_win_complete, mangling, "pmpi_win_complete");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 113;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(COMPLETE)
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(COMPLETE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_complete_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_complete(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_complete__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_complete(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_complete(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_complete(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_COMPLETE(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_complete(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_complete_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_complete(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_wait_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_wait[5];
static void ppw_fwrap_mpi_win_wait(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_wait_t ppw_fn = (ppw_fn_mpi_win_wait_t)ppw_fsym(ppw_fcache_mpi_win_wait, mangling, "pmpi_win_wait");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 114;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(WAIT)
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(WAIT)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_wait_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_wait(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_wait__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_wait(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_wait(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_wait(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_WAIT(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_wait(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_wait_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_wait(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_test_t)(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_test[5];
static void ppw_fwrap_mpi_win_test(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_test_t ppw_fn = (ppw_fn_mpi_win_test_t)ppw_fsym(ppw_fcache_mpi_win_test, mangling, "pmpi_win_test");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, f_flag, ierr), ppw_ra_in);
    const uint32_t ppw_region = 115;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    int *flag = (int *)f_flag;
    PPW_PRE_win_test()
    PPW_CALL(ppw_fn(f_win, f_flag, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_win_test()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_test_(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr) { ppw_fwrap_mpi_win_test(0, __builtin_return_address(0), f_win, f_flag, ierr); }
void mpi_win_test__(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr) { ppw_fwrap_mpi_win_test(1, __builtin_return_address(0), f_win, f_flag, ierr); }
void mpi_win_test(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr) { ppw_fwrap_mpi_win_test(2, __builtin_return_address(0), f_win, f_flag, ierr); }
void MPI_WIN_TEST(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr) { ppw_fwrap_mpi_win_test(3, __builtin_return_address(0), f_win, f_flag, ierr); }
void mpi_win_test_f08_(MPI_Fint *f_win, MPI_Fint *f_flag, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_test(4, __builtin_return_address(0), f_win, f_flag, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_lock_t)(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_lock[5];
static void ppw_fwrap_mpi_win_lock(int mangling, void *ppw_ra_in, MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_lock_t ppw_fn = (ppw_fn_mpi_win_lock_t)ppw_fsym(ppw_fcache_mpi_win_lock, mangling, "pmpi_win_lock");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_lock_type, f_rank, f_assert, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 116;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int lock_type = (int)*f_lock_type;
    int rank = (int)*f_rank;
    int assert = (int)*f_assert;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_win_lock()
    PPW_CALL(ppw_fn(f_lock_type, f_rank, f_assert, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_win_lock()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_lock_(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock(0, __builtin_return_address(0), f_lock_type, f_rank, f_assert, f_win, ierr); }
void mpi_win_lock__(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock(1, __builtin_return_address(0), f_lock_type, f_rank, f_assert, f_win, ierr); }
void mpi_win_lock(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock(2, __builtin_return_address(0), f_lock_type, f_rank, f_assert, f_win, ierr); }
void MPI_WIN_LOCK(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock(3, __builtin_return_address(0), f_lock_type, f_rank, f_assert, f_win, ierr); }
void mpi_win_lock_f08_(MPI_Fint *f_lock_type, MPI_Fint *f_rank, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_lock(4, __builtin_return_address(0), f_lock_type, f_rank, f_assert, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_lock_all_t)(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_lock_all[5];
static void ppw_fwrap_mpi_win_lock_all(int mangling, void *ppw_ra_in, MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_lock_all_t ppw_fn = (ppw_fn_mpi_win_lock_all_t)ppw_fsym(ppw_fcache_mpi_win_lock_all, mangling, "pmpi_win_lock_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_assert, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 117;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int assert = (int)*f_assert;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(LOCK_ALL)
    PPW_CALL(ppw_fn(f_assert, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(LOCK_ALL)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_lock_all_(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock_all(0, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_lock_all__(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock_all(1, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_lock_all(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock_all(2, __builtin_return_address(0), f_assert, f_win, ierr); }
void MPI_WIN_LOCK_ALL(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_lock_all(3, __builtin_return_address(0), f_assert, f_win, ierr); }
void mpi_win_lock_all_f08_(MPI_Fint *f_assert, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_lock_all(4, __builtin_return_address(0), f_assert, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_unlock_t)(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_unlock[5];
static void ppw_fwrap_mpi_win_unlock(int mangling, void *ppw_ra_in, MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_unlock_t ppw_fn = (ppw_fn_mpi_win_unlock_t)ppw_fsym(ppw_fcache_mpi_win_unlock, mangling, "pmpi_win_unlock");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_rank, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 118;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int rank = (int)*f_rank;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_win_target(UNLOCK)
    PPW_CALL(ppw_fn(f_rank, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_win_target(UNLOCK)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_unlock_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock(0, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_unlock__(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock(1, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_unlock(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock(2, __builtin_return_address(0), f_rank, f_win, ierr); }
void MPI_WIN_UNLOCK(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock(3, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_unlock_f08_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_unlock(4, __builtin_return_address(0), f_rank, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_unlock_all_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_unlock_all[5];
static void ppw_fwrap_mpi_win_unlock_all(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_unlock_all_t ppw_fn = (ppw_fn_mpi_win_unlock_all_t)ppw_fsym(ppw_fcache_mpi_win_unlock_all, mangling, "pmpi_win_unlock_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 119;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(UNLOCK_ALL)
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(UNLOCK_ALL)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_unlock_all_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock_all(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_unlock_all__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock_all(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_unlock_all(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock_all(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_UNLOCK_ALL(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_unlock_all(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_unlock_all_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_unlock_all(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_flush_t)(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_flush[5];
static void ppw_fwrap_mpi_win_flush(int mangling, void *ppw_ra_in, MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_flush_t ppw_fn = (ppw_fn_mpi_win_flush_t)ppw_fsym(ppw_fcache_mpi_win_flush, mangling, "pmpi_win_flush");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_rank, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 120;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int rank = (int)*f_rank;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_win_target(FLUSH)
    PPW_CALL(ppw_fn(f_rank, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_win_target(FLUSH)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_flush_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush(0, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush__(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush(1, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush(2, __builtin_return_address(0), f_rank, f_win, ierr); }
void MPI_WIN_FLUSH(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush(3, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush_f08_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_flush(4, __builtin_return_address(0), f_rank, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_flush_all_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_flush_all[5];
static void ppw_fwrap_mpi_win_flush_all(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_flush_all_t ppw_fn = (ppw_fn_mpi_win_flush_all_t)ppw_fsym(ppw_fcache_mpi_win_flush_all, mangling, "pmpi_win_flush_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 121;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(FLUSH_ALL)
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(FLUSH_ALL)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_flush_all_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_all(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_all__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_all(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_all(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_all(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_FLUSH_ALL(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_all(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_all_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_flush_all(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_flush_local_t)(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_flush_local[5];
static void ppw_fwrap_mpi_win_flush_local(int mangling, void *ppw_ra_in, MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_flush_local_t ppw_fn = (ppw_fn_mpi_win_flush_local_t)ppw_fsym(ppw_fcache_mpi_win_flush_local, mangling, "pmpi_win_flush_local");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_rank, f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 122;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int rank = (int)*f_rank;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_win_target(FLUSH)
    PPW_CALL(ppw_fn(f_rank, f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_win_target(FLUSH)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_flush_local_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local(0, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush_local__(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local(1, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush_local(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local(2, __builtin_return_address(0), f_rank, f_win, ierr); }
void MPI_WIN_FLUSH_LOCAL(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local(3, __builtin_return_address(0), f_rank, f_win, ierr); }
void mpi_win_flush_local_f08_(MPI_Fint *f_rank, MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_flush_local(4, __builtin_return_address(0), f_rank, f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_flush_local_all_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_flush_local_all[5];
static void ppw_fwrap_mpi_win_flush_local_all(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_flush_local_all_t ppw_fn = (ppw_fn_mpi_win_flush_local_all_t)ppw_fsym(ppw_fcache_mpi_win_flush_local_all, mangling, "pmpi_win_flush_local_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 123;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_winsync(FLUSH_ALL)
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_winsync(FLUSH_ALL)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_flush_local_all_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local_all(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_local_all__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local_all(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_local_all(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local_all(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_FLUSH_LOCAL_ALL(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_flush_local_all(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_flush_local_all_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_flush_local_all(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_win_sync_t)(MPI_Fint *f_win, MPI_Fint *ierr);
static void *ppw_fcache_mpi_win_sync[5];
static void ppw_fwrap_mpi_win_sync(int mangling, void *ppw_ra_in, MPI_Fint *f_win, MPI_Fint *ierr)
{
    ppw_fn_mpi_win_sync_t ppw_fn = (ppw_fn_mpi_win_sync_t)ppw_fsym(ppw_fcache_mpi_win_sync, mangling, "pmpi_win_sync");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_win, ierr), ppw_ra_in);
    const uint32_t ppw_region = 124;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Win win = PMPI_Win_f2c(*f_win);
    PPW_PRE_plain()
    PPW_CALL(ppw_fn(f_win, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_plain()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_win_sync_(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_sync(0, __builtin_return_address(0), f_win, ierr); }
void mpi_win_sync__(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_sync(1, __builtin_return_address(0), f_win, ierr); }
void mpi_win_sync(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_sync(2, __builtin_return_address(0), f_win, ierr); }
void MPI_WIN_SYNC(MPI_Fint *f_win, MPI_Fint *ierr) { ppw_fwrap_mpi_win_sync(3, __builtin_return_address(0), f_win, ierr); }
void mpi_win_sync_f08_(MPI_Fint *f_win, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_win_sync(4, __builtin_return_address(0), f_win, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_open_t)(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len);
static void *ppw_fcache_mpi_file_open[5];
static void ppw_fwrap_mpi_file_open(int mangling, void *ppw_ra_in, MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len)
{
    ppw_fn_mpi_file_open_t ppw_fn = (ppw_fn_mpi_file_open_t)ppw_fsym(ppw_fcache_mpi_file_open, mangling, "pmpi_file_open");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len), ppw_ra_in);
    const uint32_t ppw_region = 125;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    char *filename = ppw_fstr(f_filename, (uint32_t)f_filename_len);
    int amode = (int)*f_amode;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    MPI_File fh_c = PMPI_File_f2c(*f_fh);
    MPI_File *fh = &fh_c;
    PPW_PRE_fileio(0)
    PPW_CALL(ppw_fn(f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len); int ppw_ret = (int)*ierr);
    fh_c = PMPI_File_f2c(*f_fh);
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    free(filename);
    (void)ppw_ret;
}
void mpi_file_open_(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len) { ppw_fwrap_mpi_file_open(0, __builtin_return_address(0), f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len); }
void mpi_file_open__(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len) { ppw_fwrap_mpi_file_open(1, __builtin_return_address(0), f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len); }
void mpi_file_open(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len) { ppw_fwrap_mpi_file_open(2, __builtin_return_address(0), f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len); }
void MPI_FILE_OPEN(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len) { ppw_fwrap_mpi_file_open(3, __builtin_return_address(0), f_comm, f_filename, f_amode, f_info, f_fh, ierr, f_filename_len); }
void mpi_file_open_f08_(MPI_Fint *f_comm, char *f_filename, MPI_Fint *f_amode, MPI_Fint *f_info, MPI_Fint *f_fh, MPI_Fint *ierr, size_t f_filename_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_open(4, __builtin_return_address(0), f_comm, f_filename, f_amode, f_info, f_fh, ierr ? ierr : &ppw_ierr, f_filename_len); }

typedef void (*ppw_fn_mpi_file_close_t)(MPI_Fint *f_fh, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_close[5];
static void ppw_fwrap_mpi_file_close(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_close_t ppw_fn = (ppw_fn_mpi_file_close_t)ppw_fsym(ppw_fcache_mpi_file_close, mangling, "pmpi_file_close");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, ierr), ppw_ra_in);
    const uint32_t ppw_region = 126;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh_c = PMPI_File_f2c(*f_fh);
    MPI_File *fh = &fh_c;
    PPW_PRE_fileio(0)
    PPW_CALL(ppw_fn(f_fh, ierr); int ppw_ret = (int)*ierr);
    fh_c = PMPI_File_f2c(*f_fh);
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_close_(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_close(0, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_close__(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_close(1, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_close(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_close(2, __builtin_return_address(0), f_fh, ierr); }
void MPI_FILE_CLOSE(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_close(3, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_close_f08_(MPI_Fint *f_fh, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_close(4, __builtin_return_address(0), f_fh, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_seek_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_seek[5];
static void ppw_fwrap_mpi_file_seek(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_seek_t ppw_fn = (ppw_fn_mpi_file_seek_t)ppw_fsym(ppw_fcache_mpi_file_seek, mangling, "pmpi_file_seek");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_whence, ierr), ppw_ra_in);
    const uint32_t ppw_region = 127;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    int whence = (int)*f_whence;
    PPW_PRE_fileio(0)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_whence, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_seek_(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr) { ppw_fwrap_mpi_file_seek(0, __builtin_return_address(0), f_fh, f_offset, f_whence, ierr); }
void mpi_file_seek__(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr) { ppw_fwrap_mpi_file_seek(1, __builtin_return_address(0), f_fh, f_offset, f_whence, ierr); }
void mpi_file_seek(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr) { ppw_fwrap_mpi_file_seek(2, __builtin_return_address(0), f_fh, f_offset, f_whence, ierr); }
void MPI_FILE_SEEK(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr) { ppw_fwrap_mpi_file_seek(3, __builtin_return_address(0), f_fh, f_offset, f_whence, ierr); }
void mpi_file_seek_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, MPI_Fint *f_whence, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_seek(4, __builtin_return_address(0), f_fh, f_offset, f_whence, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_set_view_t)(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len);
static void *ppw_fcache_mpi_file_set_view[5];
static void ppw_fwrap_mpi_file_set_view(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len)
{
    ppw_fn_mpi_file_set_view_t ppw_fn = (ppw_fn_mpi_file_set_view_t)ppw_fsym(ppw_fcache_mpi_file_set_view, mangling, "pmpi_file_set_view");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len), ppw_ra_in);
    const uint32_t ppw_region = 128;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset disp = *f_disp;
    MPI_Datatype etype = PMPI_Type_f2c(*f_etype);
    MPI_Datatype filetype = PMPI_Type_f2c(*f_filetype);
    char *datarep = ppw_fstr(f_datarep, (uint32_t)f_datarep_len);
    MPI_Info info = PMPI_Info_f2c(*f_info);
    PPW_PRE_fileio(0)
    PPW_CALL(ppw_fn(f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len); int ppw_ret = (int)*ierr);
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    free(datarep);
    (void)ppw_ret;
}
void mpi_file_set_view_(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len) { ppw_fwrap_mpi_file_set_view(0, __builtin_return_address(0), f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len); }
void mpi_file_set_view__(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len) { ppw_fwrap_mpi_file_set_view(1, __builtin_return_address(0), f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len); }
void mpi_file_set_view(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len) { ppw_fwrap_mpi_file_set_view(2, __builtin_return_address(0), f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len); }
void MPI_FILE_SET_VIEW(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len) { ppw_fwrap_mpi_file_set_view(3, __builtin_return_address(0), f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr, f_datarep_len); }
void mpi_file_set_view_f08_(MPI_Fint *f_fh, MPI_Offset *f_disp, MPI_Fint *f_etype, MPI_Fint *f_filetype, char *f_datarep, MPI_Fint *f_info, MPI_Fint *ierr, size_t f_datarep_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_set_view(4, __builtin_return_address(0), f_fh, f_disp, f_etype, f_filetype, f_datarep, f_info, ierr ? ierr : &ppw_ierr, f_datarep_len); }

typedef void (*ppw_fn_mpi_file_sync_t)(MPI_Fint *f_fh, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_sync[5];
static void ppw_fwrap_mpi_file_sync(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_sync_t ppw_fn = (ppw_fn_mpi_file_sync_t)ppw_fsym(ppw_fcache_mpi_file_sync, mangling, "pmpi_file_sync");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, ierr), ppw_ra_in);
    const uint32_t ppw_region = 129;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    PPW_PRE_fileio(0)
    PPW_CALL(ppw_fn(f_fh, ierr); int ppw_ret = (int)*ierr);
    PPW_POST_fileio(0)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_sync_(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_sync(0, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_sync__(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_sync(1, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_sync(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_sync(2, __builtin_return_address(0), f_fh, ierr); }
void MPI_FILE_SYNC(MPI_Fint *f_fh, MPI_Fint *ierr) { ppw_fwrap_mpi_file_sync(3, __builtin_return_address(0), f_fh, ierr); }
void mpi_file_sync_f08_(MPI_Fint *f_fh, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_sync(4, __builtin_return_address(0), f_fh, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read[5];
static void ppw_fwrap_mpi_file_read(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_t ppw_fn = (ppw_fn_mpi_file_read_t)ppw_fsym(ppw_fcache_mpi_file_read, mangling, "pmpi_file_read");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 130;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_all_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read_all[5];
static void ppw_fwrap_mpi_file_read_all(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_all_t ppw_fn = (ppw_fn_mpi_file_read_all_t)ppw_fsym(ppw_fcache_mpi_file_read_all, mangling, "pmpi_file_read_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 131;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_all_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_all(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_all__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_all(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_all(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_all(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ_ALL(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_all(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_all_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read_all(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_at_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read_at[5];
static void ppw_fwrap_mpi_file_read_at(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_at_t ppw_fn = (ppw_fn_mpi_file_read_at_t)ppw_fsym(ppw_fcache_mpi_file_read_at, mangling, "pmpi_file_read_at");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 132;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_at_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ_AT(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read_at(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_at_all_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read_at_all[5];
static void ppw_fwrap_mpi_file_read_at_all(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_at_all_t ppw_fn = (ppw_fn_mpi_file_read_at_all_t)ppw_fsym(ppw_fcache_mpi_file_read_at_all, mangling, "pmpi_file_read_at_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 133;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_at_all_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at_all(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at_all__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at_all(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at_all(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at_all(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ_AT_ALL(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_at_all(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_at_all_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read_at_all(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_shared_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read_shared[5];
static void ppw_fwrap_mpi_file_read_shared(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_shared_t ppw_fn = (ppw_fn_mpi_file_read_shared_t)ppw_fsym(ppw_fcache_mpi_file_read_shared, mangling, "pmpi_file_read_shared");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 134;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_shared_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_shared(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_shared__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_shared(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_shared(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_shared(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ_SHARED(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_shared(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_shared_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read_shared(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_read_ordered_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_read_ordered[5];
static void ppw_fwrap_mpi_file_read_ordered(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_read_ordered_t ppw_fn = (ppw_fn_mpi_file_read_ordered_t)ppw_fsym(ppw_fcache_mpi_file_read_ordered, mangling, "pmpi_file_read_ordered");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 135;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_read_ordered_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_ordered(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_ordered__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_ordered(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_ordered(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_ordered(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_READ_ORDERED(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_read_ordered(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_read_ordered_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_read_ordered(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write[5];
static void ppw_fwrap_mpi_file_write(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_t ppw_fn = (ppw_fn_mpi_file_write_t)ppw_fsym(ppw_fcache_mpi_file_write, mangling, "pmpi_file_write");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 136;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_all_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write_all[5];
static void ppw_fwrap_mpi_file_write_all(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_all_t ppw_fn = (ppw_fn_mpi_file_write_all_t)ppw_fsym(ppw_fcache_mpi_file_write_all, mangling, "pmpi_file_write_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 137;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_all_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_all(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_all__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_all(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_all(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_all(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE_ALL(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_all(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_all_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write_all(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_at_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write_at[5];
static void ppw_fwrap_mpi_file_write_at(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_at_t ppw_fn = (ppw_fn_mpi_file_write_at_t)ppw_fsym(ppw_fcache_mpi_file_write_at, mangling, "pmpi_file_write_at");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 138;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_at_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE_AT(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write_at(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_at_all_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write_at_all[5];
static void ppw_fwrap_mpi_file_write_at_all(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_at_all_t ppw_fn = (ppw_fn_mpi_file_write_at_all_t)ppw_fsym(ppw_fcache_mpi_file_write_at_all, mangling, "pmpi_file_write_at_all");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 139;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_at_all_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at_all(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at_all__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at_all(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at_all(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at_all(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE_AT_ALL(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_at_all(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_at_all_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write_at_all(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_shared_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write_shared[5];
static void ppw_fwrap_mpi_file_write_shared(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_shared_t ppw_fn = (ppw_fn_mpi_file_write_shared_t)ppw_fsym(ppw_fcache_mpi_file_write_shared, mangling, "pmpi_file_write_shared");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 140;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_shared_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_shared(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_shared__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_shared(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_shared(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_shared(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE_SHARED(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_shared(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_shared_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write_shared(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_write_ordered_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_write_ordered[5];
static void ppw_fwrap_mpi_file_write_ordered(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_write_ordered_t ppw_fn = (ppw_fn_mpi_file_write_ordered_t)ppw_fsym(ppw_fcache_mpi_file_write_ordered, mangling, "pmpi_file_write_ordered");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_status, ierr), ppw_ra_in);
    const uint32_t ppw_region = 141;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Fint status_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *status_f = ppw_fstatus_ignore(f_status) ? status_fs : f_status;
    MPI_Status status_c; memset(&status_c, 0, sizeof status_c);
    MPI_Status *status = &status_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, status_f, ierr); int ppw_ret = (int)*ierr);
    PMPI_Status_f2c(status_f, &status_c);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_write_ordered_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_ordered(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_ordered__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_ordered(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_ordered(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_ordered(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void MPI_FILE_WRITE_ORDERED(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { ppw_fwrap_mpi_file_write_ordered(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr); }
void mpi_file_write_ordered_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_status, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_write_ordered(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_status, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_iread_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_iread[5];
static void ppw_fwrap_mpi_file_iread(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_iread_t ppw_fn = (ppw_fn_mpi_file_iread_t)ppw_fsym(ppw_fcache_mpi_file_iread, mangling, "pmpi_file_iread");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 142;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_iread_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void MPI_FILE_IREAD(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_iread(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_iread_at_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_iread_at[5];
static void ppw_fwrap_mpi_file_iread_at(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_iread_at_t ppw_fn = (ppw_fn_mpi_file_iread_at_t)ppw_fsym(ppw_fcache_mpi_file_iread_at, mangling, "pmpi_file_iread_at");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 143;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_fileio(READ)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_fileio(READ)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_iread_at_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread_at(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread_at__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread_at(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread_at(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread_at(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void MPI_FILE_IREAD_AT(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iread_at(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iread_at_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_iread_at(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_iwrite_t)(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_iwrite[5];
static void ppw_fwrap_mpi_file_iwrite(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_iwrite_t ppw_fn = (ppw_fn_mpi_file_iwrite_t)ppw_fsym(ppw_fcache_mpi_file_iwrite, mangling, "pmpi_file_iwrite");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 144;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_buf, f_count, f_datatype, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_iwrite_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite(0, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite__(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite(1, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite(2, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void MPI_FILE_IWRITE(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite(3, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite_f08_(MPI_Fint *f_fh, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_iwrite(4, __builtin_return_address(0), f_fh, f_buf, f_count, f_datatype, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_file_iwrite_at_t)(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr);
static void *ppw_fcache_mpi_file_iwrite_at[5];
static void ppw_fwrap_mpi_file_iwrite_at(int mangling, void *ppw_ra_in, MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr)
{
    ppw_fn_mpi_file_iwrite_at_t ppw_fn = (ppw_fn_mpi_file_iwrite_at_t)ppw_fsym(ppw_fcache_mpi_file_iwrite_at, mangling, "pmpi_file_iwrite_at");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr), ppw_ra_in);
    const uint32_t ppw_region = 145;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_File fh = PMPI_File_f2c(*f_fh);
    MPI_Offset offset = *f_offset;
    const void * buf = ppw_fbuf(f_buf);
    int count = (int)*f_count;
    MPI_Datatype datatype = PMPI_Type_f2c(*f_datatype);
    MPI_Request request_c = PMPI_Request_f2c(*f_request);
    MPI_Request *request = &request_c;
    PPW_PRE_fileio(WRITE)
    PPW_CALL(ppw_fn(f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); int ppw_ret = (int)*ierr);
    request_c = PMPI_Request_f2c(*f_request);
    PPW_POST_fileio(WRITE)
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_file_iwrite_at_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite_at(0, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite_at__(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite_at(1, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite_at(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite_at(2, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void MPI_FILE_IWRITE_AT(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { ppw_fwrap_mpi_file_iwrite_at(3, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr); }
void mpi_file_iwrite_at_f08_(MPI_Fint *f_fh, MPI_Offset *f_offset, void *f_buf, MPI_Fint *f_count, MPI_Fint *f_datatype, MPI_Fint *f_request, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_file_iwrite_at(4, __builtin_return_address(0), f_fh, f_offset, f_buf, f_count, f_datatype, f_request, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_spawn_t)(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len);
static void *ppw_fcache_mpi_comm_spawn[5];
static void ppw_fwrap_mpi_comm_spawn(int mangling, void *ppw_ra_in, char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len)
{
    ppw_fn_mpi_comm_spawn_t ppw_fn = (ppw_fn_mpi_comm_spawn_t)ppw_fsym(ppw_fcache_mpi_comm_spawn, mangling, "pmpi_comm_spawn");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len), ppw_ra_in);
    const uint32_t ppw_region = 146;
    const int ppw_ibase = 1; (void)ppw_ibase;
    char *command = ppw_fstr(f_command, (uint32_t)f_command_len);
    /* argv: CHARACTER array, forwarded only */
    int maxprocs = (int)*f_maxprocs;
    MPI_Info info = PMPI_Info_f2c(*f_info);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Comm intercomm_c = PMPI_Comm_f2c(*f_intercomm);
    MPI_Comm *intercomm = &intercomm_c;
    int *array_of_errcodes = (int *)f_array_of_errcodes;
    PPW_PRE_spawned(intercomm)
    PPW_CALL(ppw_fn(f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len); int ppw_ret = (int)*ierr);
    intercomm_c = PMPI_Comm_f2c(*f_intercomm);
    PPW_POST_spawned(intercomm)
    PPW_WRAP_END;
    free(command);
    (void)ppw_ret;
}
void mpi_comm_spawn_(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len) { ppw_fwrap_mpi_comm_spawn(0, __builtin_return_address(0), f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len); }
void mpi_comm_spawn__(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len) { ppw_fwrap_mpi_comm_spawn(1, __builtin_return_address(0), f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len); }
void mpi_comm_spawn(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len) { ppw_fwrap_mpi_comm_spawn(2, __builtin_return_address(0), f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len); }
void MPI_COMM_SPAWN(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len) { ppw_fwrap_mpi_comm_spawn(3, __builtin_return_address(0), f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_command_len, f_argv_len); }
void mpi_comm_spawn_f08_(char *f_command, char *f_argv, MPI_Fint *f_maxprocs, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_command_len, size_t f_argv_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_spawn(4, __builtin_return_address(0), f_command, f_argv, f_maxprocs, f_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr ? ierr : &ppw_ierr, f_command_len, f_argv_len); }

typedef void (*ppw_fn_mpi_comm_spawn_multiple_t)(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len);
static void *ppw_fcache_mpi_comm_spawn_multiple[5];
static void ppw_fwrap_mpi_comm_spawn_multiple(int mangling, void *ppw_ra_in, MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len)
{
    ppw_fn_mpi_comm_spawn_multiple_t ppw_fn = (ppw_fn_mpi_comm_spawn_multiple_t)ppw_fsym(ppw_fcache_mpi_comm_spawn_multiple, mangling, "pmpi_comm_spawn_multiple");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len), ppw_ra_in);
    const uint32_t ppw_region = 147;
    const int ppw_ibase = 1; (void)ppw_ibase;
    int count = (int)*f_count;
    /* array_of_commands: CHARACTER array, forwarded only */
    /* array_of_argv: CHARACTER array, forwarded only */
    const int *array_of_maxprocs = (const int *)f_array_of_maxprocs;
    int array_of_info_n = ppw_nonneg(*f_count);
    MPI_Info *array_of_info = (MPI_Info *)malloc((array_of_info_n + 1) * sizeof(MPI_Info));
    for (int i = 0; i < array_of_info_n; i++) array_of_info[i] = PMPI_Info_f2c(f_array_of_info[i]);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Comm intercomm_c = PMPI_Comm_f2c(*f_intercomm);
    MPI_Comm *intercomm = &intercomm_c;
    int *array_of_errcodes = (int *)f_array_of_errcodes;
    PPW_PRE_spawned(intercomm)
    PPW_CALL(ppw_fn(f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len); int ppw_ret = (int)*ierr);
    for (int i = 0; i < array_of_info_n; i++) array_of_info[i] = PMPI_Info_f2c(f_array_of_info[i]);
    intercomm_c = PMPI_Comm_f2c(*f_intercomm);
    PPW_POST_spawned(intercomm)
    PPW_WRAP_END;
    free(array_of_info);
    (void)ppw_ret;
}
void mpi_comm_spawn_multiple_(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len) { ppw_fwrap_mpi_comm_spawn_multiple(0, __builtin_return_address(0), f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len); }
void mpi_comm_spawn_multiple__(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len) { ppw_fwrap_mpi_comm_spawn_multiple(1, __builtin_return_address(0), f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len); }
void mpi_comm_spawn_multiple(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len) { ppw_fwrap_mpi_comm_spawn_multiple(2, __builtin_return_address(0), f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len); }
void MPI_COMM_SPAWN_MULTIPLE(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len) { ppw_fwrap_mpi_comm_spawn_multiple(3, __builtin_return_address(0), f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr, f_array_of_commands_len, f_array_of_argv_len); }
void mpi_comm_spawn_multiple_f08_(MPI_Fint *f_count, char *f_array_of_commands, char *f_array_of_argv, MPI_Fint *f_array_of_maxprocs, MPI_Fint *f_array_of_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_intercomm, MPI_Fint *f_array_of_errcodes, MPI_Fint *ierr, size_t f_array_of_commands_len, size_t f_array_of_argv_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_spawn_multiple(4, __builtin_return_address(0), f_count, f_array_of_commands, f_array_of_argv, f_array_of_maxprocs, f_array_of_info, f_root, f_comm, f_intercomm, f_array_of_errcodes, ierr ? ierr : &ppw_ierr, f_array_of_commands_len, f_array_of_argv_len); }

typedef void (*ppw_fn_mpi_comm_get_parent_t)(MPI_Fint *f_parent, MPI_Fint *ierr);
static void *ppw_fcache_mpi_comm_get_parent[5];
static void ppw_fwrap_mpi_comm_get_parent(int mangling, void *ppw_ra_in, MPI_Fint *f_parent, MPI_Fint *ierr)
{
    ppw_fn_mpi_comm_get_parent_t ppw_fn = (ppw_fn_mpi_comm_get_parent_t)ppw_fsym(ppw_fcache_mpi_comm_get_parent, mangling, "pmpi_comm_get_parent");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_parent, ierr), ppw_ra_in);
    const uint32_t ppw_region = 148;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Comm parent_c = PMPI_Comm_f2c(*f_parent);
    MPI_Comm *parent = &parent_c;
    PPW_PRE_get_parent()
    PPW_CALL(ppw_fn(f_parent, ierr); int ppw_ret = (int)*ierr);
    parent_c = PMPI_Comm_f2c(*f_parent);
    PPW_POST_get_parent()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_comm_get_parent_(MPI_Fint *f_parent, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_get_parent(0, __builtin_return_address(0), f_parent, ierr); }
void mpi_comm_get_parent__(MPI_Fint *f_parent, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_get_parent(1, __builtin_return_address(0), f_parent, ierr); }
void mpi_comm_get_parent(MPI_Fint *f_parent, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_get_parent(2, __builtin_return_address(0), f_parent, ierr); }
void MPI_COMM_GET_PARENT(MPI_Fint *f_parent, MPI_Fint *ierr) { ppw_fwrap_mpi_comm_get_parent(3, __builtin_return_address(0), f_parent, ierr); }
void mpi_comm_get_parent_f08_(MPI_Fint *f_parent, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_get_parent(4, __builtin_return_address(0), f_parent, ierr ? ierr : &ppw_ierr); }

typedef void (*ppw_fn_mpi_comm_accept_t)(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len);
static void *ppw_fcache_mpi_comm_accept[5];
static void ppw_fwrap_mpi_comm_accept(int mangling, void *ppw_ra_in, char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len)
{
    ppw_fn_mpi_comm_accept_t ppw_fn = (ppw_fn_mpi_comm_accept_t)ppw_fsym(ppw_fcache_mpi_comm_accept, mangling, "pmpi_comm_accept");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len), ppw_ra_in);
    const uint32_t ppw_region = 149;
    const int ppw_ibase = 1; (void)ppw_ibase;
    char *port_name = ppw_fstr(f_port_name, (uint32_t)f_port_name_len);
    MPI_Info info = PMPI_Info_f2c(*f_info);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_spawn(newcomm)
    PPW_CALL(ppw_fn(f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_spawn(newcomm)
    PPW_WRAP_END;
    free(port_name);
    (void)ppw_ret;
}
void mpi_comm_accept_(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_accept(0, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_accept__(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_accept(1, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_accept(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_accept(2, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void MPI_COMM_ACCEPT(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_accept(3, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_accept_f08_(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_accept(4, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr ? ierr : &ppw_ierr, f_port_name_len); }

typedef void (*ppw_fn_mpi_comm_connect_t)(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len);
static void *ppw_fcache_mpi_comm_connect[5];
static void ppw_fwrap_mpi_comm_connect(int mangling, void *ppw_ra_in, char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len)
{
    ppw_fn_mpi_comm_connect_t ppw_fn = (ppw_fn_mpi_comm_connect_t)ppw_fsym(ppw_fcache_mpi_comm_connect, mangling, "pmpi_comm_connect");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len), ppw_ra_in);
    const uint32_t ppw_region = 150;
    const int ppw_ibase = 1; (void)ppw_ibase;
    char *port_name = ppw_fstr(f_port_name, (uint32_t)f_port_name_len);
    MPI_Info info = PMPI_Info_f2c(*f_info);
    int root = (int)*f_root;
    MPI_Comm comm = PMPI_Comm_f2c(*f_comm);
    MPI_Comm newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    MPI_Comm *newcomm = &newcomm_c;
    PPW_PRE_spawn(newcomm)
    PPW_CALL(ppw_fn(f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); int ppw_ret = (int)*ierr);
    newcomm_c = PMPI_Comm_f2c(*f_newcomm);
    PPW_POST_spawn(newcomm)
    PPW_WRAP_END;
    free(port_name);
    (void)ppw_ret;
}
void mpi_comm_connect_(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_connect(0, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_connect__(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_connect(1, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_connect(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_connect(2, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void MPI_COMM_CONNECT(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { ppw_fwrap_mpi_comm_connect(3, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr, f_port_name_len); }
void mpi_comm_connect_f08_(char *f_port_name, MPI_Fint *f_info, MPI_Fint *f_root, MPI_Fint *f_comm, MPI_Fint *f_newcomm, MPI_Fint *ierr, size_t f_port_name_len) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_comm_connect(4, __builtin_return_address(0), f_port_name, f_info, f_root, f_comm, f_newcomm, ierr ? ierr : &ppw_ierr, f_port_name_len); }

typedef void (*ppw_fn_mpi_type_free_t)(MPI_Fint *f_datatype, MPI_Fint *ierr);
static void *ppw_fcache_mpi_type_free[5];
static void ppw_fwrap_mpi_type_free(int mangling, void *ppw_ra_in, MPI_Fint *f_datatype, MPI_Fint *ierr)
{
    ppw_fn_mpi_type_free_t ppw_fn = (ppw_fn_mpi_type_free_t)ppw_fsym(ppw_fcache_mpi_type_free, mangling, "pmpi_type_free");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn(f_datatype, ierr), ppw_ra_in);
    const uint32_t ppw_region = 151;
    const int ppw_ibase = 1; (void)ppw_ibase;
    MPI_Datatype datatype_c = PMPI_Type_f2c(*f_datatype);
    MPI_Datatype *datatype = &datatype_c;
    PPW_PRE_type_free()
    PPW_CALL(ppw_fn(f_datatype, ierr); int ppw_ret = (int)*ierr);
    datatype_c = PMPI_Type_f2c(*f_datatype);
    PPW_POST_type_free()
    PPW_WRAP_END;
    (void)ppw_ret;
}
void mpi_type_free_(MPI_Fint *f_datatype, MPI_Fint *ierr) { ppw_fwrap_mpi_type_free(0, __builtin_return_address(0), f_datatype, ierr); }
void mpi_type_free__(MPI_Fint *f_datatype, MPI_Fint *ierr) { ppw_fwrap_mpi_type_free(1, __builtin_return_address(0), f_datatype, ierr); }
void mpi_type_free(MPI_Fint *f_datatype, MPI_Fint *ierr) { ppw_fwrap_mpi_type_free(2, __builtin_return_address(0), f_datatype, ierr); }
void MPI_TYPE_FREE(MPI_Fint *f_datatype, MPI_Fint *ierr) { ppw_fwrap_mpi_type_free(3, __builtin_return_address(0), f_datatype, ierr); }
void mpi_type_free_f08_(MPI_Fint *f_datatype, MPI_Fint *ierr) { MPI_Fint ppw_ierr; ppw_fwrap_mpi_type_free(4, __builtin_return_address(0), f_datatype, ierr ? ierr : &ppw_ierr); }

