#!/usr/bin/env python3
"""Generate the toolchain's initializer table that `static_var_concurrency` types calls with.

`static let defaults = UserDefaults(suiteName: "group")` makes a `UserDefaults?`: the
initializer is failable (`init?`), and swiftc prints the Optional in its message. The linter
sees the project's initializers but not the toolchain's, so this script lists, for every class
of `SendabilityCatalog.nonSendableClasses` (the Foundation classes whose values the rule
reports) and every type of `ProjectIndex.knownNonSendableNames` (the standard library's:
`UnsafeMutablePointer<Int>(bitPattern: 8)` is an Optional) that has a failable initializer,
every initializer it declares or inherits from a superclass without redeclaring it (by
labels): each parameter's argument label, whether it has a default value, is variadic or
takes a closure, and whether the initializer is failable. All of them, failable or not, so
that a call whose labels could mean either is left as it is.

Writes `Sources/LintKit/Index/Catalog/FailableInitializerCatalog+Generated.swift`.

Source: `swift-symbolgraph-extract` output for Foundation and the standard library (public
symbols; `memberOf` relationships give each type's initializers, their declaration fragments
the rest).
Superclasses come from `inheritsFrom` relationships.

Usage:
    python3 Scripts/generate-failable-initializer-catalog.py [--toolchain /opt/swift/usr] [--output FILE]

Python 3 standard library only. The output is sorted and deterministic.
"""

import argparse
import os
import re
import subprocess
import tempfile

import symbol_graphs
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "Catalog")
SENDABILITY = os.path.join(CATALOG, "SendabilityCatalog.swift")
CONCURRENCY = os.path.join(REPO_ROOT, "Sources", "LintKit", "Index", "ProjectIndex+Concurrency.swift")
DEFAULT_OUTPUT = os.path.join(CATALOG, "FailableInitializerCatalog+Generated.swift")


def catalogued_classes():
    """The class names of `nonSendableClasses` (string literals on lines of their own)."""
    text = open(SENDABILITY, encoding="utf-8").read()
    start = text.index("nonSendableClasses")
    return set(re.findall(r'^\s+"(\w+)",', text[start:], re.M))


def standard_library_types():
    """The names of `knownNonSendableNames` (string literals up to the closing bracket)."""
    text = open(CONCURRENCY, encoding="utf-8").read()
    start = text.index("knownNonSendableNames")
    return set(re.findall(r'"(\w+)"', text[start:text.index("]", start)]))


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
    """(parameters, failable) of an initializer's declaration text, or None; each parameter is
    (label, defaulted, variadic, takes a closure)."""
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
    parameters = []
    for parameter in split_top_level(declaration[start:end - 1]):
        words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\S", parameter.strip())
        while words and words[0] == "@":
            words = words[2:]
        if not words:
            continue
        written_type = parameter.split(" = ")[0]
        parameters.append((words[0], " = " in parameter, "..." in parameter, "->" in written_type))
    return tuple(parameters), failable


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--toolchain")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    toolchain = symbol_graphs.find_toolchain(arguments.toolchain)
    classes = catalogued_classes() | standard_library_types()
    with tempfile.TemporaryDirectory() as work:
        symbol_graphs.extract(toolchain, ("Foundation", "Swift"), work)
        symbols, relationships = symbol_graphs.read(work)
    owners = {relation["source"]: relation["target"] for relation in relationships if relation["kind"] == "memberOf"}
    inherits = [relation for relation in relationships if relation["kind"] == "inheritsFrom"]
    # Every class's own initializers, by qualified name, and each class's superclass.
    declared, superclass, names = {}, {}, {}
    for identifier, symbol in symbols.items():
        if symbol["kind"]["identifier"] in ("swift.class", "swift.struct"):
            names[identifier] = ".".join(symbol["pathComponents"])
    for identifier, symbol in symbols.items():
        if symbol["kind"]["identifier"] != "swift.init":
            continue
        owner = owners.get(identifier, "")
        if owner not in names:
            continue
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        parsed = shape(declaration)
        if parsed:
            declared.setdefault(names[owner], set()).add(parsed)
    for relation in inherits:
        if relation["source"] in names and relation["target"] in names:
            superclass[names[relation["source"]]] = names[relation["target"]]
    # A class also has the initializers of its superclasses that it does not redeclare with the
    # same labels (`NSMutableArray(contentsOfFile:)` is `NSArray`'s `init?(contentsOfFile:)`).
    # A type's own initializers are all kept, also two with the same labels (the standard
    # library's pointers declare `init(_:)` and `init?(_:)`: a call with those labels is then
    # left as it is).
    table = {}
    for name in classes:
        shapes, seen, current = set(), set(), name
        while current and current not in seen:
            seen.add(current)
            redeclared = {tuple(parameter[0] for parameter in known[0]) for known in shapes}
            for entry in declared.get(current, set()):
                if tuple(parameter[0] for parameter in entry[0]) not in redeclared:
                    shapes.add(entry)
            current = superclass.get(current)
        # Only classes with a failable initializer need entries: for the others every call is
        # typed as before.
        if any(entry[1] for entry in shapes):
            table[name] = shapes

    lines = [
        "// Generated by Scripts/generate-failable-initializer-catalog.py from %s." % toolchain_version(toolchain),
        "// Do not edit by hand.",
        "extension FailableInitializerCatalog {",
        "    /// The initializers each type declares (see ``FailableInitializerCatalog``).",
        "    static let table: [String: [InitializerShape]] = [",
    ]
    for name in sorted(table):
        lines.append('        "%s": [' % name)
        for parameters, failable in sorted(table[name]):
            spelled = []
            for label, defaulted, variadic, closure in parameters:
                flags = "".join([", isDefaulted: true" if defaulted else "", ", isVariadic: true" if variadic else "",
                                 ", takesClosure: true" if closure else ""])
                spelled.append('.init(label: "%s"%s)' % (label, flags))
            lines.append("            InitializerShape(parameters: [%s], isFailable: %s)," % (
                ", ".join(spelled), "true" if failable else "false"))
        lines.append("        ],")
    lines += ["    ]", "}", ""]
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write("\n".join(lines))
    print("wrote %s: %d types" % (os.path.relpath(arguments.output, REPO_ROOT), len(table)))


def toolchain_version(toolchain):
    result = subprocess.run([os.path.join(toolchain, "bin", "swift"), "--version"], capture_output=True, text=True)
    first = (result.stdout or result.stderr).splitlines()[0] if (result.stdout or result.stderr) else "swift"
    return first.strip()


if __name__ == "__main__":
    main()
