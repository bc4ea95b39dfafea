#!/usr/bin/env python3
"""Generate the toolchain member-type catalog used by the `existential_any` rule.

Inside `extension Array { ... }` the name `Element` is Array's generic parameter, inside
`extension Collection` or a type that conforms to `Collection` it is the associated type,
and inside `extension Dictionary` the name `Keys` is a nested type: none of them is a
protocol `Element` or `Keys` that the linted project may declare. The linter sees the
project's types but not the standard library's, so this script lists, for every public
type and protocol of the toolchain's core modules, the member type names visible inside it.

Writes `Sources/LintKit/Index/Catalog/MemberTypeCatalog+<n>.generated.swift` (the table in
parts of at most 400 lines), one table line per type:

    <Qualified.Name> <kind> <GenericParam,GenericParam|-> <MemberType> <MemberType> ...

* kind: `struct`, `enum`, `class`, `actor` or `protocol`;
* generic parameters: the type's own and its enclosing types' (`Dictionary.Keys`: `Key`,
  `Value`); they are visible in the type's extensions, not in subclasses;
* member types: for a protocol, the types, typealiases and associated types it and the
  protocols it refines declare, transitively (visible in its extensions and in the protocols
  that refine it); for a concrete type, those it and its superclasses declare (in any of the
  modules read) plus the associated types of the protocols it conforms to, whose witnesses
  the interface declares as typealiases although symbol graphs leave some out (`Array`:
  `Index`, `SubSequence`, `ArrayLiteralElement`, ...); visible in its extensions and, for a
  class, in its subclasses. A conforming type of the project does not see its protocols'
  member types: swiftc resolves such a name to a top-level type of that name.

Source: `swift-symbolgraph-extract` output for the modules in MODULES (public symbols; the
`memberOf`/`requirementOf` relationships give the members, `conformsTo`/`inheritsFrom` the
supertypes). Names starting with `_` are left out.

Usage:
    python3 Scripts/generate-member-type-catalog.py [--toolchain /opt/swift/usr] [--output-dir DIR]

Python 3 standard library only. The output is sorted and deterministic.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

TARGET = "x86_64-unknown-linux-gnu"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT_DIR = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog")
# The standard library, concurrency, and Foundation's value types.
MODULES = ["Swift", "_Concurrency", "FoundationEssentials", "Foundation"]
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.actor"}
MEMBER_TYPE_KINDS = TYPE_KINDS | {"swift.typealias", "swift.associatedtype"}


def find_toolchain(explicit):
    if explicit:
        return os.path.abspath(explicit)
    swift = shutil.which("swift")
    if swift:
        return os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    return "/opt/swift/usr"


def swift_version_line(toolchain):
    out = subprocess.run([os.path.join(toolchain, "bin", "swift"), "--version"],
                         capture_output=True, text=True, check=True)
    return (out.stdout or out.stderr).strip().splitlines()[0].strip()


def extract(toolchain, module, outdir, cache):
    """Runs swift-symbolgraph-extract for `module`; returns the JSON files written."""
    cmd = [os.path.join(toolchain, "bin", "swift-symbolgraph-extract"),
           "-module-name", module, "-target", TARGET, "-sdk", "/",
           "-resource-dir", os.path.join(toolchain, "lib", "swift"),
           "-I", os.path.join(toolchain, "lib", "swift", "linux"),
           "-module-cache-path", cache, "-minimum-access-level", "public",
           "-output-dir", outdir]
    os.makedirs(outdir, exist_ok=True)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    files = sorted(glob.glob(os.path.join(outdir, "*.symbols.json")))
    if proc.returncode != 0 or not files:
        sys.exit(f"error: {' '.join(cmd)} failed:\n{proc.stderr or proc.stdout}")
    return files


def load(files):
    """Symbols by precise identifier, and every relationship, from all graphs."""
    symbols, relationships = {}, []
    for path in files:
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            symbols.setdefault(symbol["identifier"]["precise"], symbol)
        relationships.extend(graph["relationships"])
    return symbols, relationships


def build_table(symbols, relationships):
    """Table lines; see the module documentation for what each kind of type lists."""
    declared, requirements, supertypes = {}, {}, {}
    for relation in relationships:
        source, target, kind = relation["source"], relation["target"], relation["kind"]
        if kind in ("memberOf", "requirementOf"):
            member = symbols.get(source)
            if member and member["kind"]["identifier"] in MEMBER_TYPE_KINDS:
                name = member["pathComponents"][-1]
                declared.setdefault(target, set()).add(name)
                if member["kind"]["identifier"] == "swift.associatedtype":
                    requirements.setdefault(target, set()).add(name)
        elif kind in ("conformsTo", "inheritsFrom"):
            supertypes.setdefault(source, set()).add(target)

    def kind_of(precise):
        symbol = symbols.get(precise)
        return symbol["kind"]["identifier"] if symbol else None

    def closure(precise, follow):
        """`precise` and the supertypes reached through those `follow` accepts."""
        seen, stack = {precise}, [precise]
        while stack:
            for parent in supertypes.get(stack.pop(), ()):
                if parent not in seen and follow(parent):
                    seen.add(parent)
                    stack.append(parent)
        return seen

    def member_types(precise):
        if kind_of(precise) == "swift.protocol":
            # A protocol sees every member type of the protocols it refines.
            return set().union(*(declared.get(p, set()) for p in closure(precise, lambda p: True)))
        # A concrete type sees its own member types, its superclasses' (a class), and a type
        # witness for each associated type of its protocols: the interface declares them.
        classes = closure(precise, lambda p: kind_of(p) == "swift.class")
        names = set().union(*(declared.get(c, set()) for c in classes))
        for conformed in closure(precise, lambda p: True) - classes:
            names |= requirements.get(conformed, set())
        return names

    kinds = {"swift.struct": "struct", "swift.enum": "enum", "swift.class": "class",
             "swift.protocol": "protocol", "swift.actor": "actor"}
    lines = {}
    for precise, symbol in symbols.items():
        if symbol["kind"]["identifier"] not in TYPE_KINDS:
            continue
        path = symbol["pathComponents"]
        if any(component.startswith("_") for component in path):
            continue
        generics = sorted({p["name"] for p in symbol.get("swiftGenerics", {}).get("parameters", [])
                           if not p["name"].startswith("_")})
        names = sorted(name for name in member_types(precise) if not name.startswith("_"))
        if not generics and not names:
            continue
        key = ".".join(path)
        kind = kinds[symbol["kind"]["identifier"]]
        line = f"{key} {kind} {','.join(generics) or '-'} {' '.join(names)}".rstrip()
        # A name declared in two modules (rare): keep the longer line, deterministically.
        if key not in lines or (len(line), line) > (len(lines[key]), lines[key]):
            lines[key] = line
    return [lines[key] for key in sorted(lines)]


LINES_PER_FILE = 400


def render(lines, version):
    """The generated files, by file name: the table in parts of LINES_PER_FILE lines (no
    source file of the project is over 600 lines), `table` joining them."""
    parts = [lines[i:i + LINES_PER_FILE] for i in range(0, len(lines), LINES_PER_FILE)] or [[]]
    header = [f"// Generated by Scripts/generate-member-type-catalog.py from {version}. Do not edit by hand.",
              f"// Source: swift-symbolgraph-extract of {', '.join(MODULES)}."]
    files = {}
    for number, part in enumerate(parts):
        out = list(header) + ["extension MemberTypeCatalog {"]
        if number == 0:
            names = ", ".join(f"tablePart{i}" for i in range(len(parts)))
            out += ["    /// One line per type: `<Qualified.Name> <kind> <GenericParam,...|-> <MemberType> ...`",
                    "    /// (see ``MemberTypeCatalog``).",
                    "    static var toolchainTable: String {",
                    f"        [{names}].joined(separator: \"\\n\")",
                    "    }",
                    ""]
        out += [f"    /// Lines {number * LINES_PER_FILE + 1} to {number * LINES_PER_FILE + len(part)} of ``toolchainTable``.",
                f'    static let tablePart{number} = """']
        out += ["    " + line for line in part]
        out += ['    """', "}", ""]
        files[f"MemberTypeCatalog+{number}.generated.swift"] = "\n".join(out)
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--toolchain")
    parser.add_argument("--output-dir", default=DEFAULT_OUTPUT_DIR)
    args = parser.parse_args()
    toolchain = find_toolchain(args.toolchain)
    with tempfile.TemporaryDirectory() as temp:
        cache = os.path.join(temp, "cache")
        files = []
        for module in MODULES:
            files += extract(toolchain, module, os.path.join(temp, module), cache)
        symbols, relationships = load(files)
    lines = build_table(symbols, relationships)
    for stale in glob.glob(os.path.join(args.output_dir, "MemberTypeCatalog+*.generated.swift")):
        os.remove(stale)
    files = render(lines, swift_version_line(toolchain))
    for name, text in files.items():
        with open(os.path.join(args.output_dir, name), "w") as handle:
            handle.write(text)
    print(f"{len(lines)} types written to {len(files)} files in {os.path.relpath(args.output_dir, REPO_ROOT)}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
