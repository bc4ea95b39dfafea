#!/usr/bin/env python3
"""Generate the list of toolchain protocols whose existentials are Sendable.

`static_var_concurrency` must know whether a protocol refines `Sendable`: a `static let` of
type `any P`, or `P.Type`, is reported by swiftc exactly when `P` does not. For the project's
protocols the index follows their inheritance clauses; a project protocol that refines a
toolchain protocol (`protocol AppError: LocalizedError`, `protocol Key: CodingKey`) needs to
know about the toolchain's, and this list says which of them refine `Sendable`.

The compiler decides: every protocol of the toolchain catalog
(`Sources/LintKit/Index/Catalog/ToolchainCatalog+Generated.swift`) whose module can be
imported on this machine becomes one global of an optional existential type,

    let sendableProbe17: (any Foundation.LocalizedError)? = nil

and one of its existential metatype, `(any Foundation.LocalizedError.Type)?`, and the file
is type-checked with `-swift-version 5 -strict-concurrency=complete`. A global
that swiftc reports as "non-'Sendable' type" does not refine `Sendable`; one it accepts
without any diagnostic does; one with an error (a protocol that cannot be an existential) is
left out. Apple-only modules (Combine, SwiftUI, UIKit, AppKit) cannot be checked on Linux and
are left out.

Writes `Sources/LintKit/Index/Catalog/SendableProtocols+Generated.swift`.

Usage: python3 Scripts/generate-sendable-protocols.py [--output PATH] [--verbose]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog", "ToolchainCatalog+Generated.swift")
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog", "SendableProtocols+Generated.swift")


def catalog_protocols():
    """(module, qualified name) of every protocol line of the catalog table."""
    protocols = []
    with open(CATALOG, encoding="utf-8") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) >= 3 and parts[0] == "protocol":
                protocols.append((parts[1], parts[2]))
    return protocols


def importable(module):
    """Whether `import module` type-checks here."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probe.swift")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"import {module}\n")
        return subprocess.run(["swiftc", "-typecheck", path], capture_output=True).returncode == 0


def probe(protocols):
    """Type-checks one global per protocol; returns {(module, name): True/False/None}."""
    modules = sorted({module for module, _ in protocols})
    usable = [module for module in modules if module == "Swift" or importable(module)]
    lines = [f"import {module}" for module in usable if module != "Swift"]
    first_line = len(lines) + 1
    probed = [(module, name) for module, name in protocols if module in usable]
    for number, (module, name) in enumerate(probed):
        lines.append(f"let sendableProbe{number}: (any {module}.{name})? = nil")
    # Then the same protocols' existential metatypes, one line each after the values.
    for number, (module, name) in enumerate(probed):
        lines.append(f"let sendableMetatypeProbe{number}: (any {module}.{name}.Type)? = nil")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probe.swift")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        result = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "5", "-strict-concurrency=complete", path],
                                capture_output=True, text=True)
    reported, failed = set(), set()
    pattern = re.compile(r"probe\.swift:(\d+):\d+: (warning|error): (.*)")
    for line in result.stderr.splitlines():
        match = pattern.search(line)
        if not match:
            continue
        index = int(match.group(1)) - first_line
        if not 0 <= index < 2 * len(probed):
            continue
        if match.group(2) == "error":
            failed.add(index % len(probed))
        elif "non-'Sendable' type" in match.group(3):
            reported.add(index)
    verdicts, metatypes = {}, {}
    for index, key in enumerate(probed):
        verdicts[key] = None if index in failed else index not in reported
        metatypes[key] = None if index in failed else index + len(probed) not in reported
    return verdicts, metatypes, usable


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    verdicts, metatypes, usable = probe(catalog_protocols())
    sendable = sorted({f"{module}.{name}" for (module, name), refines in verdicts.items() if refines})
    checked = sum(1 for value in verdicts.values() if value is not None)
    if arguments.verbose:
        for (module, name), refines in sorted(verdicts.items()):
            print(f"{module}.{name}: {refines}", file=sys.stderr)
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    out = [
        f"// Generated by Scripts/generate-sendable-protocols.py from {version}. Do not edit by hand.",
        f"// {checked} toolchain protocols checked with swiftc; {len(sendable)} refine Sendable.",
        "extension ProtocolCatalog {",
        "    /// The toolchain protocols (`Module.Name`) whose existentials swiftc takes as `Sendable`:",
        "    /// those that refine `Sendable`, directly or through another protocol (`Error`,",
        "    /// `CodingKey`, `LocalizedError`, `Clock`). Every other protocol of the catalog's modules",
        "    /// that can be imported on Linux was checked and does not.",
        "    static let sendableProtocolTable: [String] = [",
    ]
    def table(doc, declaration, entries):
        """A table's doc comment lines, its declaration and one quoted entry per line."""
        return ["", *("    /// " + line for line in doc), f"    static let {declaration} = ["] \
            + [f'        "{entry}",' for entry in entries] + ["    ]"]

    out += [f'        "{name}",' for name in sendable] + ["    ]"]
    out += table(["The toolchain protocols (`Module.Name`) whose existential metatypes (`any P.Type`) swiftc",
                  "takes as `Sendable` although their values are not: those that refine `SendableMetatype`",
                  "but not `Sendable`."],
                 "sendableMetatypeProtocolTable: [String]",
                 [f"{module}.{name}" for (module, name), refines in sorted(metatypes.items()) if refines and not verdicts[(module, name)]])
    out += table(["The modules whose protocols were all checked (the others cannot be imported here)."],
                 "sendabilityCheckedModules: Set<String>", usable)
    out += table(["Protocols of those modules that cannot be an existential's constraint (swiftc gave an",
                  "error), so were not checked."],
                 "sendabilityUncheckedProtocols: Set<String>",
                 [f"{module}.{name}" for (module, name), refines in sorted(verdicts.items()) if refines is None])
    out += ["}", ""]
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"{checked} protocols checked, {len(sendable)} refine Sendable -> {os.path.relpath(arguments.output, REPO_ROOT)}")


if __name__ == "__main__":
    main()
