/*
 * Thin C entry points for the Linux calls Swift's Glibc module does not expose
 * (memfd and seals, eventfd, epoll, timerfd, signalfd, and a spawn that ties the
 * child's life to its parent). Only StrataSystem imports this module.
 *
 * Every function returns -1 and leaves errno set on failure, like the calls it wraps.
 */
#ifndef STRATA_SYS_H
#define STRATA_SYS_H

#include <stdint.h>
#include <sys/types.h>

/* memfd_create(2) with MFD_CLOEXEC | MFD_ALLOW_SEALING. */
int strata_memfd_create(const char *name);

/* Seal bits (F_SEAL_*), exposed as plain integers. */
int strata_seal_seal(void);
int strata_seal_shrink(void);
int strata_seal_grow(void);
int strata_seal_write(void);

/* fcntl(F_ADD_SEALS) / fcntl(F_GET_SEALS). */
int strata_add_seals(int fd, int seals);
int strata_get_seals(int fd);

/* eventfd(2), non-blocking and close-on-exec; write adds 1, read drains. */
int strata_eventfd_create(void);
int strata_eventfd_signal(int fd);
int strata_eventfd_drain(int fd);

/* epoll(7). Event bits are EPOLLIN etc. as plain integers; `data` is opaque. */
uint32_t strata_epoll_in(void);
uint32_t strata_epoll_out(void);
uint32_t strata_epoll_err(void);
uint32_t strata_epoll_hup(void);
int strata_epoll_create(void);
int strata_epoll_add(int epfd, int fd, uint32_t events, uint64_t data);
int strata_epoll_modify(int epfd, int fd, uint32_t events, uint64_t data);
int strata_epoll_remove(int epfd, int fd);
/* Waits up to timeout_ms (-1: forever); fills `events` and `datas` (each `max` long). */
int strata_epoll_wait(int epfd, uint32_t *events, uint64_t *datas, int max, int timeout_ms);

/* timerfd(2) on CLOCK_MONOTONIC, non-blocking. initial_ns == 0 disarms. */
int strata_timerfd_create(void);
int strata_timerfd_arm(int fd, uint64_t initial_ns, uint64_t interval_ns);
/* Reads the expiration count; 0 when nothing expired (EAGAIN). */
int64_t strata_timerfd_read(int fd);

/* Blocks `signals` in the calling thread and returns a signalfd for them. */
int strata_signalfd_create(const int *signals, int count);
/* Reads one pending signal number; 0 when none (EAGAIN). */
int strata_signalfd_read(int fd);

/* pipe2(fds, O_CLOEXEC). */
int strata_pipe_cloexec(int fds[2]);

/* CLOCK_MONOTONIC in microseconds. */
uint64_t strata_monotonic_us(void);

/*
 * fork + execvp with the child's stdio replaced by the given fds (-1 keeps the
 * parent's), the signal mask cleared, PR_SET_PDEATHSIG(SIGKILL) so the child
 * cannot outlive the thread that spawned it, and, when new_group is non-zero,
 * a process group of its own (so the whole group can be signalled).
 * Returns the child's pid, or -1 with errno set.
 */
pid_t strata_spawn(const char *file, char *const argv[], char *const envp[],
                   int stdin_fd, int stdout_fd, int stderr_fd, int new_group);

/*
 * Unix stream sockets for a D-Bus server of our own (StrataDBus's peer transport).
 * strata_unix_listen: a non-blocking, close-on-exec socket bound to `path` and
 * listening; -1 with errno set on failure.
 * strata_unix_accept: accept4 non-blocking and close-on-exec; -1 with errno (EAGAIN
 * when nobody is waiting).
 * strata_peer_credentials: SO_PEERCRED of a connected socket.
 * strata_recv_fds: recvmsg without waiting, Unix fds received close-on-exec into
 * `fds` (at most `max_fds`); *n_fds is how many arrived, or -1 when more arrived than
 * fit (they are lost: the caller treats it as a protocol violation). Returns the
 * bytes read, 0 at end of stream, -1 with errno.
 * strata_send_nowait: send without waiting and without SIGPIPE.
 */
int strata_unix_listen(const char *path);
int strata_unix_accept(int fd);
/* strata_unix_connect: a non-blocking connection to a Unix socket (-1 with errno).
 * strata_tcp_listen: a non-blocking listening TCP socket on host:port (numeric or a
 * name getaddrinfo resolves; the first address that binds), SO_REUSEADDR; -1 with errno.
 * strata_tcp_nodelay: sets TCP_NODELAY. Accept with strata_unix_accept (any socket). */
int strata_unix_connect(const char *path);
int strata_tcp_listen(const char *host, uint16_t port);
int strata_tcp_nodelay(int fd);
int strata_peer_credentials(int fd, int32_t *pid, uint32_t *uid, uint32_t *gid);
long strata_recv_fds(int fd, void *buffer, unsigned long length, int *fds, int max_fds, int *n_fds);
long strata_send_nowait(int fd, const void *buffer, unsigned long length);

#endif
