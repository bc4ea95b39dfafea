#!/usr/bin/env python3
"""Time a linter build on a package whose modules re-export one another in a chain: N, then 4N.

    Scripts/reexport-chain-growth.py [--modules N] BINARY

Module k of the package (a SwiftPM target with one file) declares a protocol and a few
functions taking protocols of modules below it, and re-exports module k-1
(`@_exported import`), so a file of module k sees k modules. Working out what each file sees
as a set of module names made the run quadratic (a file per module, k names each: in session
65, 3,200 modules took 2.77 s of CPU and 209 MB against 0.29 s and 40 MB for 800). This script writes the two
packages in a temporary folder, runs `BINARY --quiet --reporter sarif --output FILE PACKAGE`
twice on each, and prints the least CPU time (user + system) and the peak memory of each and
their ratios, flagging a time ratio above 6 when the larger run takes more than 0.05 s.
"""

import argparse
import os
import resource
import subprocess
import tempfile
import time


def write_chain(root, count):
    targets = ",\n".join(
        f'        .target(name: "M{k}"' + (f', dependencies: ["M{k - 1}"]' if k else "") + ")" for k in range(count))
    os.makedirs(root)
    with open(os.path.join(root, "Package.swift"), "w") as manifest:
        manifest.write('// swift-tools-version:5.9\nimport PackageDescription\n'
                       f'let package = Package(name: "Chain", targets: [\n{targets}\n])\n')
    for k in range(count):
        folder = os.path.join(root, "Sources", f"M{k}")
        os.makedirs(folder)
        lines = [f"@_exported import M{k - 1}"] if k else []
        lines.append(f"public protocol P{k} {{ func f() }}")
        lines.append(f"public struct S{k} {{ public var p: P{k}?; public var q: P{max(0, k - 1)}? }}")
        lines += [f"public func use{k}_{j}(_ x: P{(k * 7 + j) % (k + 1)}) {{}}" for j in range(5)]
        with open(os.path.join(folder, "F.swift"), "w") as source:
            source.write("\n".join(lines) + "\n")


def least_cpu(binary, package, work):
    """The least user + system CPU seconds of two runs, and the larger peak RSS in MB."""
    best, peak = None, 0.0
    for _ in range(2):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([binary, "--quiet", "--reporter", "sarif", "--output", os.path.join(work, "out.sarif"), package],
                       cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = cpu if best is None else min(best, cpu)
        peak = max(peak, after.ru_maxrss / 1024)
    return best, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=int, default=400, help="modules of the smaller chain (default 400)")
    parser.add_argument("binary")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    with tempfile.TemporaryDirectory() as work:
        results = []
        for count in (args.modules, 4 * args.modules):
            package = os.path.join(work, f"chain{count}")
            write_chain(package, count)
            started = time.monotonic()
            cpu, rss = least_cpu(binary, package, work)
            results.append((count, cpu, rss))
            print(f"{count:6d} modules: CPU {cpu:.3f} s, peak RSS {rss:.0f} MB (measured in {time.monotonic() - started:.1f} s)")
        (_, small_cpu, small_rss), (_, large_cpu, large_rss) = results
        ratio = large_cpu / max(small_cpu, 1e-6)
        flag = "  QUADRATIC?" if ratio > 6 and large_cpu > 0.05 else ""
        print(f"4x the modules: CPU x{ratio:.1f}, peak RSS x{large_rss / max(small_rss, 1e-6):.1f}{flag}")


if __name__ == "__main__":
    main()
