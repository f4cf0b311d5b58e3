#define _GNU_SOURCE
#include "strata_sys.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

extern char **environ;

int strata_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

int strata_seal_seal(void) { return F_SEAL_SEAL; }
int strata_seal_shrink(void) { return F_SEAL_SHRINK; }
int strata_seal_grow(void) { return F_SEAL_GROW; }
int strata_seal_write(void) { return F_SEAL_WRITE; }

int strata_add_seals(int fd, int seals) { return fcntl(fd, F_ADD_SEALS, seals); }
int strata_get_seals(int fd) { return fcntl(fd, F_GET_SEALS); }

int strata_eventfd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

int strata_eventfd_signal(int fd) {
    uint64_t one = 1;
    ssize_t n;
    do { n = write(fd, &one, sizeof one); } while (n < 0 && errno == EINTR);
    if (n < 0 && errno == EAGAIN) return 0; /* counter saturated: already signalled */
    return n < 0 ? -1 : 0;
}

int strata_eventfd_drain(int fd) {
    uint64_t value;
    ssize_t n;
    do { n = read(fd, &value, sizeof value); } while (n < 0 && errno == EINTR);
    if (n < 0 && errno == EAGAIN) return 0;
    return n < 0 ? -1 : 0;
}

uint32_t strata_epoll_in(void) { return EPOLLIN; }
uint32_t strata_epoll_out(void) { return EPOLLOUT; }
uint32_t strata_epoll_err(void) { return EPOLLERR; }
uint32_t strata_epoll_hup(void) { return EPOLLHUP; }

int strata_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

static int epoll_op(int epfd, int op, int fd, uint32_t events, uint64_t data) {
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = events;
    ev.data.u64 = data;
    return epoll_ctl(epfd, op, fd, &ev);
}

int strata_epoll_add(int epfd, int fd, uint32_t events, uint64_t data) {
    return epoll_op(epfd, EPOLL_CTL_ADD, fd, events, data);
}

int strata_epoll_modify(int epfd, int fd, uint32_t events, uint64_t data) {
    return epoll_op(epfd, EPOLL_CTL_MOD, fd, events, data);
}

int strata_epoll_remove(int epfd, int fd) { return epoll_op(epfd, EPOLL_CTL_DEL, fd, 0, 0); }

int strata_epoll_wait(int epfd, uint32_t *events, uint64_t *datas, int max, int timeout_ms) {
    struct epoll_event buf[64];
    if (max > 64) max = 64;
    int n = epoll_wait(epfd, buf, max, timeout_ms);
    for (int i = 0; i < n; i++) {
        events[i] = buf[i].events;
        datas[i] = buf[i].data.u64;
    }
    return n;
}

int strata_timerfd_create(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
}

int strata_timerfd_arm(int fd, uint64_t initial_ns, uint64_t interval_ns) {
    struct itimerspec spec;
    spec.it_value.tv_sec = (time_t)(initial_ns / 1000000000ull);
    spec.it_value.tv_nsec = (long)(initial_ns % 1000000000ull);
    spec.it_interval.tv_sec = (time_t)(interval_ns / 1000000000ull);
    spec.it_interval.tv_nsec = (long)(interval_ns % 1000000000ull);
    return timerfd_settime(fd, 0, &spec, NULL);
}

int64_t strata_timerfd_read(int fd) {
    uint64_t count;
    ssize_t n;
    do { n = read(fd, &count, sizeof count); } while (n < 0 && errno == EINTR);
    if (n < 0 && errno == EAGAIN) return 0;
    return n < 0 ? -1 : (int64_t)count;
}

int strata_signalfd_create(const int *signals, int count) {
    sigset_t mask;
    sigemptyset(&mask);
    for (int i = 0; i < count; i++) sigaddset(&mask, signals[i]);
    if (pthread_sigmask(SIG_BLOCK, &mask, NULL) != 0) return -1;
    return signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
}

int strata_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n;
    do { n = read(fd, &info, sizeof info); } while (n < 0 && errno == EINTR);
    if (n < 0 && errno == EAGAIN) return 0;
    if (n != (ssize_t)sizeof info) return -1;
    return (int)info.ssi_signo;
}

int strata_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

uint64_t strata_monotonic_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000ull + (uint64_t)ts.tv_nsec / 1000ull;
}

pid_t strata_spawn(const char *file, char *const argv[], char *const envp[],
                   int stdin_fd, int stdout_fd, int stderr_fd, int new_group) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid; /* parent, or -1 with errno */

    /* Child: only async-signal-safe calls until exec. */
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, NULL);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127); /* the parent died before prctl */
    if (new_group) setpgid(0, 0);
    if (stdin_fd >= 0) dup2(stdin_fd, 0);
    if (stdout_fd >= 0) dup2(stdout_fd, 1);
    if (stderr_fd >= 0) dup2(stderr_fd, 2);
    if (envp) environ = (char **)envp;
    execvp(file, argv);
    _exit(127);
}

/* A non-blocking Unix stream socket and the address of `path` (-1 with errno). */
static int unix_socket_for(const char *path, struct sockaddr_un *address) {
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address->sun_path) { errno = ENAMETOOLONG; return -1; }
    strcpy(address->sun_path, path);
    return socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
}

/* Closes `fd` keeping errno; returns -1. */
static int close_failed(int fd) {
    int saved = errno;
    close(fd);
    errno = saved;
    return -1;
}

int strata_unix_listen(const char *path) {
    struct sockaddr_un address;
    int fd = unix_socket_for(path, &address);
    if (fd < 0) return -1;
    if (bind(fd, (struct sockaddr *)&address, sizeof address) < 0 || listen(fd, SOMAXCONN) < 0) return close_failed(fd);
    return fd;
}

int strata_unix_connect(const char *path) {
    struct sockaddr_un address;
    int fd = unix_socket_for(path, &address);
    if (fd < 0) return -1;
    if (connect(fd, (struct sockaddr *)&address, sizeof address) < 0 && errno != EINPROGRESS) return close_failed(fd);
    return fd;
}

int strata_tcp_listen(const char *host, uint16_t port) {
    struct addrinfo hints, *found = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    char service[8];
    snprintf(service, sizeof service, "%u", (unsigned)port);
    int status = getaddrinfo(host, service, &hints, &found);
    if (status != 0) { errno = status == EAI_SYSTEM ? errno : EADDRNOTAVAIL; return -1; }
    int fd = -1, saved = EADDRNOTAVAIL;
    for (struct addrinfo *entry = found; entry; entry = entry->ai_next) {
        fd = socket(entry->ai_family, entry->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, entry->ai_protocol);
        if (fd < 0) { saved = errno; continue; }
        int on = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
        if (bind(fd, entry->ai_addr, entry->ai_addrlen) == 0 && listen(fd, SOMAXCONN) == 0) break;
        saved = errno;
        close(fd);
        fd = -1;
    }
    freeaddrinfo(found);
    if (fd < 0) errno = saved;
    return fd;
}

int strata_tcp_nodelay(int fd) {
    int on = 1;
    return setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
}

int strata_unix_accept(int fd) {
    return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

int strata_peer_credentials(int fd, int32_t *pid, uint32_t *uid, uint32_t *gid) {
    struct ucred credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) < 0) return -1;
    *pid = credentials.pid;
    *uid = credentials.uid;
    *gid = credentials.gid;
    return 0;
}

long strata_recv_fds(int fd, void *buffer, unsigned long length, int *fds, int max_fds, int *n_fds) {
    /* Room for 32 descriptors, whatever max_fds says: more than that is a violation. */
    union { struct cmsghdr align; char bytes[CMSG_SPACE(sizeof(int) * 32)]; } control;
    struct iovec iov = { buffer, length };
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &iov;
    message.msg_iovlen = 1;
    message.msg_control = control.bytes;
    message.msg_controllen = sizeof control.bytes;
    *n_fds = 0;
    ssize_t got = recvmsg(fd, &message, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
    if (got < 0) return -1;
    int truncated = (message.msg_flags & MSG_CTRUNC) != 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&message); c; c = CMSG_NXTHDR(&message, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
        int count = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        int *received = (int *)CMSG_DATA(c);
        for (int i = 0; i < count; i++) {
            if (*n_fds < max_fds) fds[(*n_fds)++] = received[i];
            else { close(received[i]); truncated = 1; }
        }
    }
    if (truncated) {
        for (int i = 0; i < *n_fds; i++) close(fds[i]);
        *n_fds = -1;
    }
    return got;
}

long strata_send_nowait(int fd, const void *buffer, unsigned long length) {
    return send(fd, buffer, length, MSG_DONTWAIT | MSG_NOSIGNAL);
}
