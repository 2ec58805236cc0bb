/*
 * What appending a continuity record line costs a process that wakes every 5 ms, as a Counter tab's tap does at
 * 200 taps/s: one 90-byte line to one of 200 files per wake-up, by `write(2)` (O_APPEND, what
 * `DirectoryContinuityStore` does) or by a store into a shared mapping of the file (no system call), against the
 * wake-up alone. Prints user and system CPU a wake-up (getrusage) and the minor page faults.
 *
 *     cc -O2 record_append.c -o /tmp/record_append
 *     for run in 1 2 3; do for mode in none write mmap; do /tmp/record_append $mode 6000 "$(mktemp -d)"; done; done
 *
 * HISTORY.md, "A record line by write(2) or by a mapping", has what it read on this host.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

enum { FILES = 200, WINDOW = 64 * 1024, LINE = 90 };

static double microseconds(struct timeval t) { return t.tv_sec * 1e6 + t.tv_usec; }

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "none") && strcmp(argv[1], "write") && strcmp(argv[1], "mmap"))) {
        fprintf(stderr, "usage: record_append none|write|mmap WAKEUPS DIRECTORY\n");
        return 2;
    }
    const int mapped = !strcmp(argv[1], "mmap"), writes = !strcmp(argv[1], "write");
    const int wakeups = atoi(argv[2]);
    int descriptors[FILES];
    char *maps[FILES];
    size_t used[FILES];
    char line[LINE];
    memset(line, 'x', LINE - 1);
    line[LINE - 1] = '\n';
    for (int i = 0; i < FILES; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/record-%d.jsonl", argv[3], i);
        descriptors[i] = open(path, O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
        if (descriptors[i] < 0) { perror(path); return 1; }
        used[i] = 0;
        if (mapped) {
            if (ftruncate(descriptors[i], WINDOW) != 0) { perror("ftruncate"); return 1; }
            maps[i] = mmap(NULL, WINDOW, PROT_READ | PROT_WRITE, MAP_SHARED, descriptors[i], 0);
            if (maps[i] == MAP_FAILED) { perror("mmap"); return 1; }
        }
    }
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    const struct timespec pause = {0, 5 * 1000 * 1000};
    for (int wakeup = 0; wakeup < wakeups; wakeup++) {
        const int i = wakeup % FILES;
        if (writes && write(descriptors[i], line, LINE) != LINE) { perror("write"); return 1; }
        if (mapped) {
            if (used[i] + LINE > WINDOW) used[i] = 0;
            memcpy(maps[i] + used[i], line, LINE);
            used[i] += LINE;
        }
        nanosleep(&pause, NULL);
    }
    getrusage(RUSAGE_SELF, &after);
    printf("%-5s user %5.1f µs, system %5.1f µs a wake-up, %ld minor faults\n", argv[1],
           (microseconds(after.ru_utime) - microseconds(before.ru_utime)) / wakeups,
           (microseconds(after.ru_stime) - microseconds(before.ru_stime)) / wakeups, after.ru_minflt - before.ru_minflt);
    return 0;
}
