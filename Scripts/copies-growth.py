#!/usr/bin/env python3
"""Time a linter build on folders of copies of one file: N copies, then 4N.

    Scripts/copies-growth.py [--copies N] [--corpus DIR --sample K --seed S] BINARY

Many files that declare the same names (copies of a file, or the `Config`, `Mode` or
`Handler` that each of many example targets declares) make the project index hold many
declarations under one name. An index question whose answer reads all of them, asked again
in every file, makes a run quadratic in the number of such files: 4x the copies then take
about 16x the time instead of 4x. This script builds the two folders (in a temporary
folder, as hard links for corpus files), runs `BINARY --quiet --reporter sarif --output
FILE FOLDER` twice on each from an empty folder, and prints the least CPU time (user +
system) of each and their ratio, flagging a ratio above 6 when the larger run takes more
than 0.05 s.

Without --corpus it times the built-in cases (small files written for the index questions
session 28 found quadratic: a type's Sendable verdict, a static member's type, a name's
resolution, a typealias chain, a class's members and methods). With --corpus DIR it times
K files of DIR of 2-60 KB, picked at random with the seed.
"""

import argparse
import os
import random
import resource
import shutil
import subprocess
import tempfile

CASES = {
    "a type's Sendable verdict": "struct Config {\n" + "".join(f"    var p{i}: Int\n" for i in range(8)) + "}\nlet shared = Config()\n",
    "a static member's type": "enum Mode { case a, b(Int) }\nenum Holder { static let m = Mode.a\n static var n = Mode.b(1) }\n",
    "one protocol, used bare": "protocol P { func f() }\nfunc use(_ p: P) {}\nstruct S: P { func f() {} }\nlet x: P = S()\n",
    "a typealias of a protocol": "protocol Base {}\ntypealias Handler = Base\nfunc use(_ h: Handler) {}\n",
    "a typealias chain": "protocol A {}\ntypealias B = A\ntypealias C = B\nfunc f(_ c: C) {}\n",
    "a protocol refining Sendable": "protocol Model: Sendable {}\nstruct M: Model { var a = 0 }\nenum R { static let m: Model = M() }\n",
    "a class's members for a task": "final class C { var n = 0\n func start() { Task { while true { n += 1 } } } }\n",
    "a class's methods in a list": "final class ServerTests {\n" + "".join(f"    func test{i}() {{}}\n" for i in range(1, 13))
        + "    static let allTests = [(\"test1\", test1), (\"test2\", test2)]\n}\n",
    "a class chain": "class Base { var x = 0 }\nclass Derived: Base {}\nenum E { static let d = Derived() }\n",
    "a generic struct": "struct Box<T> { var value: T }\nenum K { static let b = Box(value: 1) }\nfunc g<T: Equatable>(_ t: T) -> Bool { t == t }\n",
}


def cpu_seconds(binary, folder, work):
    best = float("inf")
    for _ in range(2):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([binary, "--quiet", "--reporter", "sarif", "--output", os.path.join(work, "out.sarif"), folder],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=os.path.join(work, "empty"))
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best = min(best, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return best


def fill(folder, count, text=None, source=None):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for index in range(count):
        path = os.path.join(folder, f"F{index}.swift")
        if source:
            os.link(source, path)
        else:
            with open(path, "w") as handle:
                handle.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--copies", type=int, default=300)
    parser.add_argument("--corpus")
    parser.add_argument("--sample", type=int, default=40)
    parser.add_argument("--seed", type=int, default=28)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    inputs = [(name, text, None) for name, text in CASES.items()]
    if args.corpus:
        files = []
        for folder, folders, names in os.walk(args.corpus):
            folders[:] = sorted(name for name in folders if not name.startswith("."))
            files += [os.path.join(folder, name) for name in sorted(names)
                      if name.endswith(".swift") and 2000 < os.path.getsize(os.path.join(folder, name)) < 60000]
        random.seed(args.seed)
        inputs = [(os.path.relpath(path, args.corpus), None, path) for path in random.sample(files, min(args.sample, len(files)))]
    with tempfile.TemporaryDirectory() as work:
        os.makedirs(os.path.join(work, "empty"))
        for name, text, source in inputs:
            times = []
            for count in (args.copies, 4 * args.copies):
                folder = os.path.join(work, f"copies{count}")
                fill(folder, count, text, source)
                times.append(cpu_seconds(binary, folder, work))
            ratio = times[1] / max(times[0], 1e-3)
            flag = "  <-- more than linear" if times[1] > 0.05 and ratio > 6 else ""
            print(f"{name[:60]:60s} {args.copies}: {times[0]:.3f} s  {4 * args.copies}: {times[1]:.3f} s  x{ratio:.1f}{flag}", flush=True)


if __name__ == "__main__":
    main()
