#!/usr/bin/env python3
"""Compare the linter with swiftc on every public type and protocol of the toolchain.

The rules know the toolchain's types by catalogs (which classes are Sendable, which
initializers are failable, which protocols exist). This sweep writes probe files from the
toolchain's own symbol graphs and checks each catalog against swiftc, the referee:

  types       `static let tN: T? = nil` for every non-generic public class, struct and enum of
              the standard library, Foundation and Dispatch (static_var_concurrency);
  generics    the same for every generic one, with `Int` arguments and with a class's;
  inits       `static let cN = C()` for every Foundation class with a public `init()`;
  protocols   `var pN: P?` for every public protocol (existential_any).

swiftc runs in the oracle's mode (`-swift-version 5 -strict-concurrency=complete`;
`-enable-upcoming-feature ExistentialAny` for protocols). A line is compared when swiftc
reports no error on it (a generic argument that breaks a constraint, a `~Escapable` type):
the finding's line and quoted type for static_var_concurrency, the line and column for
existential_any. Disagreements are printed per probe, each with the module that declares the
type; the exit status is 0 either way. Expected among them: Foundation's and Dispatch's types
that swiftc reports on Linux but that are Sendable on Apple platforms (`NSString`,
`Notification`, ...), which static_var_concurrency leaves out on purpose (its document says
so), and types no `static let` can hold (task groups, `~Escapable` spans).

Usage: python3 Scripts/toolchain-sweep.py BINARY [--toolchain /opt/swift/usr] [--keep DIR]
Python 3 standard library only. Takes about 10 s (swiftc type-checks five files).
"""

import argparse
import os
import re
import subprocess
import tempfile

import symbol_graphs

MODULES = ("Swift", "Foundation", "FoundationEssentials", "Dispatch", "_Concurrency")
CONCURRENCY = ["-swift-version", "5", "-strict-concurrency=complete"]


def symbols(toolchain, work):
    """Every symbol of the modules' graphs, and the `memberOf` relationships (owner → members)."""
    symbol_graphs.extract(toolchain, MODULES, work, check=False)
    found, relationships = symbol_graphs.read(work)
    owners = {}
    for relation in relationships:
        if relation["kind"] == "memberOf":
            owners.setdefault(relation["target"], []).append(relation["source"])
    return found, owners


def top_level(found, kinds):
    """Public top-level symbols of `kinds`, by name, with their generic parameter counts."""
    result = {}
    for symbol in found.values():
        path = symbol["pathComponents"]
        if symbol["kind"]["identifier"] in kinds and len(path) == 1 and not path[0].startswith("_"):
            parameters = symbol.get("swiftGenerics", {}).get("parameters") or []
            result[path[0]] = (symbol, len([p for p in parameters if p.get("depth", 0) == 0]))
    return result


def module_of(symbol):
    """The module a symbol is declared in, read from its precise identifier (`s:10Foundation…`)."""
    match = re.match(r"s:(\d+)", symbol["identifier"]["precise"])
    if not match:
        return "Swift"
    length = int(match.group(1))
    start = match.end()
    return symbol["identifier"]["precise"][start:start + length]


def probes(found, owners):
    """The probe files' texts, by name, and the module of the type on each probe line."""
    types = top_level(found, ("swift.class", "swift.struct", "swift.enum"))
    header = "import Foundation\nimport Dispatch\nfinal class Ref {}\nenum Probe {\n"
    plain = [name for name, (_, count) in sorted(types.items()) if count == 0]
    generic = [(name, count) for name, (_, count) in sorted(types.items()) if count > 0]
    modules = {name: module_of(symbol) for name, (symbol, _) in types.items()}
    files = {
        "types": header + "".join("    static let t%d: %s? = nil\n" % (i, n) for i, n in enumerate(plain)) + "}\n",
        "generics": header + "".join("    static let g%d: %s<%s>? = nil\n" % (i, n, ", ".join(["Int"] * c))
                                     for i, (n, c) in enumerate(generic)) + "}\n",
        "generics-class": header + "".join("    static let g%d: %s<%s>? = nil\n" % (i, n, ", ".join(["Ref"] * c))
                                           for i, (n, c) in enumerate(generic)) + "}\n",
    }
    constructible = []
    for name, (symbol, count) in sorted(types.items()):
        if symbol["kind"]["identifier"] != "swift.class" or count or not symbol["identifier"]["precise"].startswith("s:10Foundation"):
            continue
        for member in owners.get(symbol["identifier"]["precise"], []):
            declaration = "".join(f["spelling"] for f in found.get(member, {}).get("declarationFragments", []))
            if found.get(member, {}).get("kind", {}).get("identifier") == "swift.init" and re.search(r"\binit\(\)$", declaration):
                constructible.append(name)
                break
    files["inits"] = header + "".join("    static let c%d = %s()\n" % (i, n) for i, n in enumerate(constructible)) + "}\n"
    protocols = sorted(top_level(found, ("swift.protocol",)))
    files["protocols"] = ("import Foundation\nimport Dispatch\nstruct Probe {\n"
                          + "".join("    var p%d: %s?\n" % (i, n) for i, n in enumerate(protocols)) + "}\n")
    return files, modules


def compare(name, text, binary, toolchain, work, modules):
    """Prints where swiftc and the linter disagree on the probe `text`; returns the count."""
    path = os.path.join(work, name.replace("-", "_") + ".swift")
    with open(path, "w", encoding="utf-8") as probe:
        probe.write(text)
    flags = ["-enable-upcoming-feature", "ExistentialAny"] if name == "protocols" else CONCURRENCY
    swiftc = os.path.join(toolchain, "bin", "swiftc")
    compiled = subprocess.run([swiftc, "-typecheck", "-parse-as-library", *flags, path], capture_output=True, text=True)
    rule = "existential_any" if name == "protocols" else "static_var_concurrency"
    diagnostic = re.compile(r"^%s:(\d+):(\d+): (warning|error): (.*)$" % re.escape(path))
    errors, expected = set(), set()
    for line in compiled.stderr.splitlines():
        match = diagnostic.match(line)
        if not match:
            continue
        row, column, severity, message = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        if severity == "error" and "[#" not in message:
            errors.add(row)
        elif rule == "existential_any" and "#ExistentialAny" in message:
            expected.add((row, column))
        elif rule == "static_var_concurrency" and "is not concurrency-safe" in message:
            quoted = re.search(r"type '([^']*)'", message)
            expected.add((row, quoted.group(1) if quoted else "?"))
    linted = subprocess.run([binary, "--quiet", path], capture_output=True, text=True, cwd=work)
    found = set()
    for line in linted.stdout.splitlines():
        match = re.match(r"^.*?:(\d+):(\d+): \w+: (.*) \((\w+)\)$", line)
        if not match or match.group(4) != rule:
            continue
        if rule == "existential_any":
            found.add((int(match.group(1)), match.group(2)))
        else:
            quoted = re.search(r"type '([^']*)'", match.group(3))
            found.add((int(match.group(1)), quoted.group(1) if quoted else "?"))
    lines = text.splitlines()
    missing = sorted(entry for entry in expected - found if entry[0] not in errors)
    extra = sorted(entry for entry in found - expected if entry[0] not in errors)
    probed = [row for row, line in enumerate(lines, 1) if line.startswith(("    static let ", "    var p"))]
    compared = len([row for row in probed if row not in errors])
    print("%-15s %4d lines compared, swiftc reports %4d, the linter %4d; missing %d, extra %d"
          % (name, compared, len(expected), len(found), len(missing), len(extra)))
    for label, entries in (("missing", missing), ("extra", extra)):
        for row, detail in entries:
            written = re.search(r"(?::|=) ([A-Za-z_]\w*)", lines[row - 1])
            module = modules.get(written.group(1), "Swift") if written else "?"
            print("    %s: %s  (%s; %s)" % (label, lines[row - 1].strip(), detail, module))
    return len(missing) + len(extra)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--toolchain")
    parser.add_argument("--keep", help="write the probe files to this folder and keep them")
    arguments = parser.parse_args()
    toolchain = symbol_graphs.find_toolchain(arguments.toolchain)
    binary = os.path.abspath(arguments.binary)
    with tempfile.TemporaryDirectory() as scratch:
        work = os.path.abspath(arguments.keep) if arguments.keep else scratch
        os.makedirs(work, exist_ok=True)
        graphs = os.path.join(scratch, "graphs")
        os.makedirs(graphs)
        found, owners = symbols(toolchain, graphs)
        total = 0
        files, modules = probes(found, owners)
        for name, text in files.items():
            total += compare(name, text, binary, toolchain, work, modules)
        print("disagreements: %d" % total)


if __name__ == "__main__":
    main()
