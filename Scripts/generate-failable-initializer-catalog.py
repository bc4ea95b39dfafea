#!/usr/bin/env python3
"""Generate the toolchain's initializer table that `static_var_concurrency` types calls with.

`static let defaults = UserDefaults(suiteName: "group")` makes a `UserDefaults?`: the
initializer is failable (`init?`), and swiftc prints the Optional in its message. The linter
sees the project's initializers but not Foundation's, so this script lists, for every class
of `SendabilityCatalog.nonSendableClasses` (the toolchain classes whose values the rule
reports), every initializer the class itself declares: its argument labels, which
parameters have default values, whether one is variadic, and whether it is failable. All of
them, failable or not, so that a call whose labels could mean either is left as it is.

Writes `Sources/LintKit/Index/Catalog/FailableInitializerCatalog+Generated.swift`.

Source: `swift-symbolgraph-extract` output for Foundation (public symbols; `memberOf`
relationships give each class's initializers, their declaration fragments the rest).
Initializers a class inherits without redeclaring them are not listed (a call of one is
typed as a non-Optional instance, as before this table).

Usage:
    python3 Scripts/generate-failable-initializer-catalog.py [--toolchain /opt/swift/usr] [--output FILE]

Python 3 standard library only. The output is sorted and deterministic.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TARGET = "x86_64-unknown-linux-gnu"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog")
SENDABILITY = os.path.join(CATALOG, "SendabilityCatalog.swift")
DEFAULT_OUTPUT = os.path.join(CATALOG, "FailableInitializerCatalog+Generated.swift")


def find_toolchain(explicit):
    if explicit:
        return os.path.abspath(explicit)
    swift = shutil.which("swift")
    if not swift:
        sys.exit("swift is not on PATH; pass --toolchain")
    return os.path.dirname(os.path.dirname(os.path.realpath(swift)))


def catalogued_classes():
    """The class names of `nonSendableClasses` (string literals on lines of their own)."""
    text = open(SENDABILITY, encoding="utf-8").read()
    start = text.index("nonSendableClasses")
    return set(re.findall(r'^\s+"(\w+)",', text[start:], re.M))


def extract(toolchain, output_dir):
    extractor = os.path.join(toolchain, "bin", "swift-symbolgraph-extract")
    sdk_modules = os.path.join(toolchain, "lib", "swift", "linux")
    subprocess.run([extractor, "-module-name", "Foundation", "-target", TARGET, "-I", sdk_modules,
                    "-output-dir", output_dir, "-minimum-access-level", "public"],
                   check=True, stdout=subprocess.DEVNULL)


def split_top_level(text):
    """`text` split at commas outside brackets."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return parts


def shape(declaration):
    """(labels, defaulted, variadic, failable) of an initializer's declaration text, or None."""
    match = re.search(r"\binit([?!]?)\s*(<[^(]*>)?\s*\(", declaration)
    if not match:
        return None
    failable = match.group(1) != ""
    start = match.end()
    depth, end = 1, start
    while end < len(declaration) and depth > 0:
        if declaration[end] in "([{":
            depth += 1
        elif declaration[end] in ")]}":
            depth -= 1
        end += 1
    labels, defaulted, variadic = [], [], False
    for parameter in split_top_level(declaration[start:end - 1]):
        words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\S", parameter.strip())
        while words and words[0] == "@":
            words = words[2:]
        if not words:
            continue
        labels.append(words[0])
        defaulted.append(" = " in parameter)
        variadic = variadic or "..." in parameter
    return labels, defaulted, variadic, failable


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--toolchain")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    toolchain = find_toolchain(arguments.toolchain)
    classes = catalogued_classes()
    with tempfile.TemporaryDirectory() as work:
        extract(toolchain, work)
        symbols, owners = {}, {}
        for path in glob.glob(os.path.join(work, "*.symbols.json")):
            graph = json.load(open(path, encoding="utf-8"))
            for symbol in graph["symbols"]:
                symbols[symbol["identifier"]["precise"]] = symbol
            for relation in graph["relationships"]:
                if relation["kind"] == "memberOf":
                    owners[relation["source"]] = relation["target"]
    table = {}
    for identifier, symbol in symbols.items():
        if symbol["kind"]["identifier"] != "swift.init":
            continue
        owner = symbols.get(owners.get(identifier, ""))
        if owner is None or owner["kind"]["identifier"] != "swift.class":
            continue
        name = ".".join(owner["pathComponents"])
        if name not in classes:
            continue
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        parsed = shape(declaration)
        if parsed:
            table.setdefault(name, set()).add((tuple(parsed[0]), tuple(parsed[1]), parsed[2], parsed[3]))
    # Only classes with a failable initializer need entries: for the others every call is typed
    # as before.
    table = {name: shapes for name, shapes in table.items() if any(entry[3] for entry in shapes)}

    def literal(strings):
        return "[" + ", ".join('"%s"' % item for item in strings) + "]"

    lines = [
        "// Generated by Scripts/generate-failable-initializer-catalog.py from %s." % toolchain_version(toolchain),
        "// Do not edit by hand.",
        "extension FailableInitializerCatalog {",
        "    /// The initializers each class declares (see ``FailableInitializerCatalog``).",
        "    static let table: [String: [InitializerShape]] = [",
    ]
    for name in sorted(table):
        lines.append('        "%s": [' % name)
        for labels, defaulted, variadic, failable in sorted(table[name]):
            flags = ", hasVariadic: true" if variadic else ""
            lines.append("            InitializerShape(labels: %s, defaulted: [%s]%s, isFailable: %s)," % (
                literal(labels), ", ".join("true" if item else "false" for item in defaulted), flags,
                "true" if failable else "false"))
        lines.append("        ],")
    lines += ["    ]", "}", ""]
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write("\n".join(lines))
    print("wrote %s: %d classes" % (os.path.relpath(arguments.output, REPO_ROOT), len(table)))


def toolchain_version(toolchain):
    result = subprocess.run([os.path.join(toolchain, "bin", "swift"), "--version"], capture_output=True, text=True)
    first = (result.stdout or result.stderr).splitlines()[0] if (result.stdout or result.stderr) else "swift"
    return first.strip()


if __name__ == "__main__":
    main()
