#!/usr/bin/env python3
"""Compare builds (or settings) of swiftlint-lite on one input, in alternating runs.

    Scripts/ab-runs.py [--rounds N] [--pause S] [--evict] INPUT NAME=COMMAND [NAME=COMMAND ...]

Each round runs every COMMAND once on INPUT (`COMMAND --quiet --reporter sarif --output FILE
INPUT`, from an empty folder), in an order that turns from round to round, and reads wall
time from a monotonic clock and user/system CPU time and peak RSS from the child's rusage.
COMMAND is split on spaces, so `old=env GLIBC_TUNABLES= /tmp/old-binary` works. With
`--pause S` every run waits S seconds first: freed memory is then handed back to the host by
a virtual machine with free page reporting, as it is before a run in CI, and fresh memory
costs what it costs there (Benchmarks/README.md, session 10). With `--evict` every run
starts with INPUT's `.swift` files dropped from the page cache (`posix_fadvise` with
`POSIX_FADV_DONTNEED` on each; no privileges needed), so that it reads them from the disk,
as a run does some seconds after the last one on this kind of virtual machine (session 59).
Prints the median and the least of each figure per command.
"""

import argparse
import os
import statistics
import subprocess
import tempfile
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--pause", type=float, default=0.0)
    parser.add_argument("--evict", action="store_true", help="drop INPUT's .swift files from the page cache before each run")
    parser.add_argument("input")
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = parser.parse_args()
    commands = []
    for spec in args.commands:
        name, _, command = spec.partition("=")
        if not command:
            parser.error("expected NAME=COMMAND, got %r" % spec)
        # Runs start in an empty folder: relative paths (the binary's) are made absolute here.
        words = [os.path.abspath(word) if "/" in word and os.path.exists(word) else word for word in command.split()]
        commands.append((name, words))
    args.input = os.path.abspath(args.input)
    sources = swift_files(args.input) if args.evict else []
    results = {name: [] for name, _ in commands}
    with tempfile.TemporaryDirectory(prefix="ab-runs-") as folder:
        for round_index in range(args.rounds):
            turn = round_index % len(commands)
            for name, command in commands[turn:] + commands[:turn]:
                if args.evict:
                    evict(sources)
                if args.pause:
                    time.sleep(args.pause)
                output = os.path.join(folder, name + ".sarif")
                start = time.perf_counter()
                child = subprocess.Popen(command + ["--quiet", "--reporter", "sarif", "--output", output, args.input],
                                         cwd=folder, stdout=subprocess.DEVNULL)
                _, status, usage = os.wait4(child.pid, 0)
                wall = time.perf_counter() - start
                if os.waitstatus_to_exitcode(status) not in (0, 1):
                    raise SystemExit("%s failed with status %d" % (name, os.waitstatus_to_exitcode(status)))
                results[name].append((wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss / 1024))
    print("%d rounds%s%s on %s" % (args.rounds, ", each run after a %g s pause" % args.pause if args.pause else "",
                                  ", each run's files evicted from the page cache first" if args.evict else "", args.input))
    for name, _ in commands:
        runs = results[name]
        wall = [r[0] for r in runs]
        print("%-12s wall median %.3f s (least %.3f) | user %.3f s | system %.3f s | CPU %.3f s | peak RSS %.0f MB" % (
            name, statistics.median(wall), min(wall), statistics.median(r[1] for r in runs),
            statistics.median(r[2] for r in runs), statistics.median(r[1] + r[2] for r in runs),
            statistics.median(r[3] for r in runs)))


def swift_files(root):
    """The `.swift` files under `root` (or `root` itself), hidden folders and `.build` skipped."""
    if os.path.isfile(root):
        return [root]
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if not name.startswith(".") and name != ".build"]
        found += [os.path.join(folder, name) for name in files if name.endswith(".swift")]
    return found


def evict(paths):
    """Drops `paths` from the page cache (clean pages only; a file that cannot be opened is skipped)."""
    for path in paths:
        try:
            descriptor = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)


if __name__ == "__main__":
    main()
