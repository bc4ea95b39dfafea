#!/usr/bin/env python3
"""Generate the package catalog: the public interface stubs of common Swift packages.

When a package is linted before its dependencies are checked out (CI's usual order: lint,
then build), `.build/checkouts` is empty and the index does not know the dependencies'
protocols (`EventLoop`, `Logger`'s `LogHandler`, ...). The catalog stands in for those
checkouts: for each package listed in `Scripts/package-catalog.txt` (`owner/name version`,
the packages this machine's package mirror holds), it keeps

* the package's dependencies (the `url:` arguments of its `Package.swift`), and
* per module (`Sources/<Module>/`), the stub `swiftlint-lite dump interface` prints: public
  protocols, types and typealiases (headers only), conformance extensions, `@_exported`
  imports.

The linter adds a dependency's stubs to the index as if they were files of its checkout,
only when the checkout itself is absent (see `Sources/LintKit/Index/Catalog/PackageCatalog.swift`).

Usage:
    python3 Scripts/generate-package-catalog.py [--linter PATH] [--list PATH] [--output PATH]
                                                [--work DIR]

Each package is cloned at its version from https://github.com/OWNER/NAME.git (on this
machine git rewrites that to the local package mirror). The output is deterministic.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_LIST = os.path.join(REPO_ROOT, "Scripts", "package-catalog.txt")
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog", "PackageStubs")
LINES_PER_FILE = 500
DEFAULT_LINTER = os.path.join(REPO_ROOT, ".build", "release", "swiftlint-lite")

URL_PATTERN = re.compile(r'url\s*:\s*"([^"]+)"')
LINE_COMMENT = re.compile(r'^\s*//.*$')


def repo_name(url):
    """`https://github.com/apple/swift-nio.git` -> `swift-nio` (SwiftPM's checkout folder name)."""
    name = url.rstrip("/").rsplit("/", 1)[-1]
    return name[:-4] if name.endswith(".git") else name


def clone(owner_name, version, into):
    for tag in (version, "v" + version):
        result = subprocess.run(["git", "clone", "-q", "--depth", "1", "--branch", tag,
                                 "https://github.com/%s.git" % owner_name, into],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if result.returncode == 0:
            return True
    return False


def dependencies(package_dir):
    manifest = os.path.join(package_dir, "Package.swift")
    if not os.path.exists(manifest):
        return []
    with open(manifest, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    # Line comments out, as the linter's own manifest reader (PackageCatalog.dependencyNames,
    # which lexes the manifest) ignores a commented-out `.package(url: …)`.
    text = "\n".join(LINE_COMMENT.sub("", line) for line in text.split("\n"))
    return sorted({repo_name(url) for url in URL_PATTERN.findall(text)})


def stubs(linter, package_dir):
    sources = os.path.join(package_dir, "Sources")
    if not os.path.isdir(sources):
        return []
    modules = []
    for module in sorted(os.listdir(sources)):
        folder = os.path.join(sources, module)
        if not os.path.isdir(folder):
            continue
        result = subprocess.run([linter, "dump", "interface", folder], capture_output=True, text=True)
        text = result.stdout
        if text.strip():
            modules.append((module, text))
    return modules


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linter", default=DEFAULT_LINTER)
    parser.add_argument("--list", default=DEFAULT_LIST)
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--work", help="folder to clone into (default: a temporary folder)")
    args = parser.parse_args()
    if not os.path.exists(args.linter):
        sys.exit("linter not found at %s (swift build -c release first, or --linter)" % args.linter)
    work = args.work or tempfile.mkdtemp(prefix="package-catalog-")
    entries = []
    with open(args.list) as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            owner_name, version = line.split()
            name = owner_name.split("/", 1)[1]
            folder = os.path.join(work, name)
            if not os.path.isdir(folder) and not clone(owner_name, version, folder):
                sys.exit("cannot clone %s %s" % (owner_name, version))
            entries.append((name, version, dependencies(folder), stubs(args.linter, folder)))
    lines = []
    for name, version, deps, modules in sorted(entries, key=lambda entry: entry[0].lower()):
        lines.append(">package %s %s%s" % (name, version, "".join(" " + dep for dep in deps)))
        for module, text in modules:
            lines.append(">module %s" % module)
            lines.extend(text.rstrip("\n").split("\n"))
    table = "\n".join(lines)
    if '"""#' in table:
        sys.exit("a stub contains the raw string's delimiter")
    # Files of at most LINES_PER_FILE table lines (the project keeps source files short); the
    # parts are joined again at run time.
    os.makedirs(args.output, exist_ok=True)
    for stale in os.listdir(args.output):
        if stale.startswith("PackageCatalog+") and stale.endswith(".generated.swift"):
            os.remove(os.path.join(args.output, stale))
    parts = [lines[start:start + LINES_PER_FILE] for start in range(0, len(lines), LINES_PER_FILE)]
    header = "// Generated by Scripts/generate-package-catalog.py from Scripts/package-catalog.txt. Do not edit by hand.\n"
    for number, part in enumerate(parts, start=1):
        with open(os.path.join(args.output, "PackageCatalog+%02d.generated.swift" % number), "w") as out:
            out.write(header)
            out.write("extension PackageCatalog {\n")
            out.write("    /// Part %d of the table (see ``PackageCatalog/table``).\n" % number)
            out.write("    static let part%d = #\"\"\"\n" % number)
            for line in part:
                out.write(("    " + line).rstrip() + "\n")
            out.write("    \"\"\"#\n}\n")
    with open(os.path.join(args.output, "PackageCatalog+00.generated.swift"), "w") as out:
        out.write(header)
        out.write("extension PackageCatalog {\n")
        out.write("    /// `>package NAME VERSION DEPENDENCY…`, then per module `>module NAME` and its stub.\n")
        out.write("    static var table: String {\n")
        out.write("        [%s].joined(separator: \"\\n\")\n" % ", ".join("part%d" % n for n in range(1, len(parts) + 1)))
        out.write("    }\n}\n")
    print("%d packages, %d modules, %d bytes of stubs" % (
        len(entries), sum(len(entry[3]) for entry in entries), len(table)), file=sys.stderr)


if __name__ == "__main__":
    main()
