#!/usr/bin/env python3
"""measure-run.py OUT -- COMMAND...: runs COMMAND once and writes to OUT one line

    WALL_SECONDS CPU_SECONDS PEAK_RSS_KB EXIT_STATUS SIGNAL USER_SECONDS SYSTEM_SECONDS

Used by Scripts/bench.sh for every timed run. The figures come from the same place as GNU
time's (`/usr/bin/time -v`): CPU seconds (user + system) and peak RSS from the rusage that
wait4 returns for the child; wall seconds from a monotonic clock around fork and wait. GNU
time prints wall and CPU seconds to 0.01 s, which is 4 % of a 0.25 s run; this prints them
to the microsecond. The command's standard input, output and error are the caller's.
EXIT_STATUS is the command's exit status (-1 when a signal ended it); SIGNAL is the signal
number, or 0. USER_SECONDS and SYSTEM_SECONDS are the two parts of CPU_SECONDS (time in
the program and time in the kernel on its behalf: page faults, reads). Like GNU time's, the peak RSS is the child process's: the larger of the
command's and of the forked copy of the timing process before it ran the command (about
15 MB here; GNU time's own is smaller), so it is exact for any command that needs more.
"""
import os
import subprocess
import sys
import time


def main(arguments):
    if len(arguments) < 3 or arguments[1] != "--":
        sys.stderr.write("usage: measure-run.py OUT -- COMMAND...\n")
        return 2
    out, command = arguments[0], arguments[2:]
    start = time.perf_counter()
    try:
        child = subprocess.Popen(command)
    except OSError as error:
        sys.stderr.write("measure-run.py: cannot run %s: %s\n" % (command[0], error))
        return 2
    while True:
        try:
            _, status, usage = os.wait4(child.pid, 0)
            break
        except InterruptedError:
            continue
    wall = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    if os.WIFSIGNALED(status):
        exit_status, signal = -1, os.WTERMSIG(status)
    else:
        exit_status, signal = os.WEXITSTATUS(status), 0
    with open(out, "w") as handle:
        handle.write("%.6f %.6f %d %d %d %.6f %.6f\n" % (wall, cpu, usage.ru_maxrss, exit_status, signal,
                                                     usage.ru_utime, usage.ru_stime))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
