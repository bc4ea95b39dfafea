#!/usr/bin/env python3
"""Generate the toolchain protocol catalog used by the `existential_any` rule.

Reads the Swift toolchain itself and writes
`Sources/LintKit/Index/Catalog/ToolchainCatalog+Generated.swift` (and, for the Apple-only
frameworks, `AppleFrameworkCatalog+Generated.swift` beside it): one table line per
public protocol, and per public typealias whose right-hand side is a protocol or a
composition of protocols (and `AnyObject`), e.g. `Codable = Decodable & Encodable`.

Sources, per module folder `<lib>/swift/linux/<Module>.swiftmodule`:

* Modules that ship a public `x86_64-unknown-linux-gnu.swiftinterface` (Swift,
  _Concurrency, _StringProcessing, RegexBuilder, Observation, Distributed,
  Synchronization, Cxx, Testing, ...): the interface text is parsed directly. `#if`
  blocks are evaluated the way the installed compiler would evaluate them, so every
  declaration is read once, from its active branch.
* Binary-only modules (Foundation, FoundationEssentials, Dispatch, XCTest, ...):
  `swift-symbolgraph-extract` is run and its JSON read (`swift.protocol` symbols, and
  `swift.typealias` symbols whose declaration names only protocols joined by `&`).
  Symbol graphs omit underscored names, so underscored protocols of binary-only
  modules are missing (underscored protocols of interface modules are included).
* `Scripts/apple-only-protocols.txt`: a hand-curated list for Apple-only frameworks
  (Combine, SwiftUI, UIKit, AppKit, ...) that cannot be read on Linux.

Symbol graphs are also extracted for the interface modules; they resolve the precise
identifiers that binary-only typealiases refer to, and serve as a cross-check of the
interface parser (differences are printed to stderr).

Table line format (one entry per line, fields separated by one space):

    protocol <Module> <Name> [<PrimaryAssoc1>,<PrimaryAssoc2>...]
    alias <Module> <Name> <Target&Spelling>

A name nested in a type is written qualified (`Outer.Inner`). The Swift side registers a
nested protocol under both its qualified name and its last component, and a nested
typealias (`Unicode.Encoding = _UnicodeEncoding`, or an associated-type witness such as
`LocalTestingDistributedActorSystem.SerializationRequirement = Codable`) under its
qualified name only, since a last component such as `Encoding` is too common a name.

Usage:
    python3 Scripts/generate-protocol-catalog.py [--toolchain /opt/swift/usr]
        [--output PATH] [--apple-only PATH] [--keep-temp] [--verbose]

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
DEFAULT_OUTPUT = os.path.join(
    REPO_ROOT, "Sources", "LintKit", "Index", "Catalog", "ToolchainCatalog+Generated.swift")
DEFAULT_APPLE_ONLY = os.path.join(REPO_ROOT, "Scripts", "apple-only-protocols.txt")
DEFAULT_APPLE_OUTPUT = os.path.join(
    REPO_ROOT, "Sources", "LintKit", "Index", "Catalog", "AppleFrameworkCatalog+Generated.swift")

EXCLUDED_NAMES = {"Any", "AnyObject"}
IDENT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def log(msg):
    print(msg, file=sys.stderr)


# ---------------------------------------------------------------------------
# Toolchain discovery
# ---------------------------------------------------------------------------

def find_toolchain(explicit):
    if explicit:
        return os.path.abspath(explicit)
    swift = shutil.which("swift")
    if swift:
        # <toolchain>/usr/bin/swift -> <toolchain>/usr
        return os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    return "/opt/swift/usr"


def swift_version_line(toolchain):
    out = subprocess.run([os.path.join(toolchain, "bin", "swift"), "--version"],
                         capture_output=True, text=True, check=True)
    text = (out.stdout or out.stderr).strip()
    return text.splitlines()[0].strip()


def discover_modules(libdir):
    """Returns (interface_modules, binary_modules): dicts name -> file path."""
    interface_modules, binary_modules = {}, {}
    for folder in sorted(glob.glob(os.path.join(libdir, "*.swiftmodule"))):
        if not os.path.isdir(folder):
            continue
        name = os.path.basename(folder)[: -len(".swiftmodule")]
        interface = os.path.join(folder, TARGET + ".swiftinterface")
        binary = os.path.join(folder, TARGET + ".swiftmodule")
        if os.path.exists(interface):
            interface_modules[name] = interface
        elif os.path.exists(binary):
            binary_modules[name] = binary
        else:
            log(f"warning: {folder} has neither an interface nor a binary module for {TARGET}")
    return interface_modules, binary_modules


# ---------------------------------------------------------------------------
# Model
# ---------------------------------------------------------------------------

class Protocol:
    def __init__(self, module, path, primaries, source):
        self.module = module          # "Swift"
        self.path = tuple(path)       # ("Collection",) or ("NotificationCenter", "AsyncMessage")
        self.primaries = list(primaries)
        self.source = source          # "interface", "symbolgraph", "curated"


class RawAlias:
    """A typealias before resolution. components: list of ("anyobject",) |
    ("ref", key, spelling) | ("suppressed", spelling) | ("bad", text)."""

    def __init__(self, module, path, components, source):
        self.module = module
        self.path = tuple(path)
        self.components = components
        self.source = source


# ---------------------------------------------------------------------------
# .swiftinterface parsing
# ---------------------------------------------------------------------------

def eval_condition(expr):
    """Evaluate an `#if` condition as the installed compiler (Linux, x86_64, 64-bit,
    not Embedded, current compiler supporting every feature) would."""
    def atom(m):
        text = m.group(0)
        if text.startswith("$"):
            return " False " if text == "$Embedded" else " True "
        fn, arg = m.group(1), m.group(2).strip()
        if fn in ("compiler", "swift"):
            return " True "
        if fn == "hasFeature" or fn == "hasAttribute" or fn == "canImport":
            return " True "
        if fn == "os":
            return " True " if arg == "Linux" else " False "
        if fn == "arch":
            return " True " if arg == "x86_64" else " False "
        if fn == "_pointerBitWidth":
            return " True " if arg == "_64" else " False "
        if fn == "_endian":
            return " True " if arg == "little" else " False "
        if fn == "_runtime":
            return " True " if arg == "_Native" else " False "
        if fn in ("targetEnvironment", "_hasAtomicBitWidth", "_ptrauth"):
            return " True " if fn == "_hasAtomicBitWidth" else " False "
        log(f"warning: unknown #if condition {text!r}, assuming true")
        return " True "

    e = re.sub(r"([A-Za-z_][A-Za-z0-9_]*)\(([^()]*)\)|\$[A-Za-z_][A-Za-z0-9_]*", atom, expr)
    e = e.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    e = re.sub(r"\btrue\b", "True", e)
    e = re.sub(r"\bfalse\b", "False", e)
    words = re.findall(r"[A-Za-z]+|[()]|\S", e)
    if not words or any(w not in ("True", "False", "and", "or", "not", "(", ")") for w in words):
        log(f"warning: cannot evaluate #if condition {expr!r}, assuming true")
        return True
    return bool(eval(" ".join(words), {"__builtins__": {}}, {}))  # only True/False/and/or/not/()


def active_lines(text):
    """Drop `#if` directives and the lines of inactive branches (line numbers kept)."""
    out = []
    stack = []  # entries: [parent_active, branch_taken, this_active]
    for line in text.split("\n"):
        s = line.strip()
        active = all(frame[2] for frame in stack)
        m = re.match(r"#(if|elseif|else|endif)\b(.*)", s)
        if m:
            kind, cond = m.group(1), m.group(2).strip()
            if kind == "if":
                value = eval_condition(cond) if active else False
                stack.append([active, value, active and value])
            elif kind == "elseif":
                frame = stack[-1]
                value = (not frame[1]) and frame[0] and eval_condition(cond)
                frame[2] = value
                frame[1] = frame[1] or value
            elif kind == "else":
                frame = stack[-1]
                frame[2] = frame[0] and not frame[1]
                frame[1] = True
            else:
                stack.pop()
            out.append("")
            continue
        out.append(line if active else "")
    if stack:
        log("warning: unbalanced #if in interface")
    return "\n".join(out)


TOKEN_RE = re.compile(r'''
    (?P<nl>\n)
  | (?P<ws>[ \t\r\f]+)
  | (?P<lcomment>//[^\n]*)
  | (?P<bcomment>/\*)
  | (?P<mstring>\#*"""(?:.|\n)*?"""\#*)
  | (?P<string>\#*"(?:\\.|[^"\\\n])*"\#*)
  | (?P<ident>`[^`\n]+`|[A-Za-z_$][A-Za-z0-9_$]*)
  | (?P<number>[0-9][A-Za-z0-9_.]*)
  | (?P<punct>->|\.\.\.|.)
''', re.VERBOSE)


def tokenize(text):
    """Yields (kind, value, line) tokens; comments and whitespace dropped."""
    tokens = []
    pos, line, n = 0, 1, len(text)
    while pos < n:
        m = TOKEN_RE.match(text, pos)
        kind = m.lastgroup
        value = m.group(0)
        if kind == "bcomment":  # nested block comments
            depth, i = 1, m.end()
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            value = text[pos:i]
            line += value.count("\n")
            pos = i
            continue
        if kind == "nl":
            line += 1
        elif kind in ("ws", "lcomment"):
            pass
        else:
            if kind == "ident" and value.startswith("`"):
                value = value[1:-1]
            tokens.append((kind, value, line))
            line += value.count("\n") if kind == "mstring" else 0
        pos = m.end()
    return tokens


TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
NON_DECL_AFTER_CLASS = {"func", "var", "let", "subscript", "init", "deinit", "typealias",
                        "static", "final", "override", "public", "open", "internal",
                        "private", "fileprivate", "convenience", "required", "mutating",
                        "nonisolated", "dynamic", "lazy", "weak", "unowned", "protocol"}


def same_line_modifiers(tokens, i):
    """Identifiers on the same line before token i (its modifiers and attributes)."""
    line = tokens[i][2]
    mods = set()
    j = i - 1
    while j >= 0 and tokens[j][2] == line and tokens[j][1] not in ("{", "}", ";"):
        if tokens[j][0] == "ident":
            mods.add(tokens[j][1])
        j -= 1
    return mods


def read_type_path(tokens, i):
    """Reads `A.B<C>.D` starting at i; returns (path list, index after)."""
    path = []
    n = len(tokens)
    while i < n and tokens[i][0] == "ident":
        path.append(tokens[i][1])
        i += 1
        if i < n and tokens[i][1] == "<":  # skip generic arguments
            depth = 0
            while i < n:
                if tokens[i][1] == "<":
                    depth += 1
                elif tokens[i][1] == ">":
                    depth -= 1
                    if depth == 0:
                        i += 1
                        break
                i += 1
        if i < n and tokens[i][1] == "." and i + 1 < n and tokens[i + 1][0] == "ident":
            i += 1
            continue
        break
    return path, i


def split_components(rhs):
    """Splits RHS tokens at top-level `&`; None if the RHS is not a plain composition."""
    parts, cur, depth = [], [], 0
    for kind, value, _ in rhs:
        if value in ("<", "(", "["):
            depth += 1
        elif value in (">", ")", "]"):
            depth -= 1
        if value == "&" and depth == 0:
            parts.append(cur)
            cur = []
        else:
            cur.append((kind, value))
    parts.append(cur)
    return parts


def parse_interface(module, path, module_names):
    """Returns (protocols, aliases, nested_aliases) for one .swiftinterface file."""
    with open(path, encoding="utf-8") as f:
        text = active_lines(f.read())
    tokens = tokenize(text)
    protocols, aliases, nested_aliases = [], [], []
    stack = []       # frames: None (non-type scope) or (kind, path tuple, is_public)
    pending = None   # frame to push at the next "{"
    paren = 0
    n = len(tokens)
    i = 0
    while i < n:
        kind, value, line = tokens[i]
        if value in ("(", "["):
            paren += 1
        elif value in (")", "]"):
            paren -= 1
        elif value == "{":
            stack.append(pending)
            pending = None
        elif value == "}":
            if stack:
                stack.pop()
            pending = None
        elif kind == "ident" and value in TYPE_KEYWORDS and paren == 0 and \
                not (i > 0 and tokens[i - 1][1] in (".", "@")):
            nxt = tokens[i + 1] if i + 1 < n else None
            if nxt is None or nxt[0] != "ident" or (value == "class" and nxt[1] in NON_DECL_AFTER_CLASS):
                i += 1
                continue
            mods = same_line_modifiers(tokens, i)
            is_public = bool({"public", "open"} & mods) or value == "extension"
            enclosing = [f for f in stack]
            in_types = all(f is not None for f in enclosing)
            outer_public = all(f[2] for f in enclosing if f is not None)
            outer_path = tuple(p for f in enclosing if f is not None for p in f[1])
            if value == "extension":
                tpath, j = read_type_path(tokens, i + 1)
                if len(tpath) > 1 and tpath[0] in module_names:
                    tpath = tpath[1:]
                pending = ("extension", tuple(tpath), True)
                i = j
                continue
            name = nxt[1]
            full = outer_path + (name,)
            pending = (value, full, is_public and outer_public and in_types)
            if value == "protocol" and is_public and outer_public and in_types:
                primaries = []
                j = i + 2
                if j < n and tokens[j][1] == "<":
                    j += 1
                    while j < n and tokens[j][1] != ">":
                        if tokens[j][0] == "ident":
                            primaries.append(tokens[j][1])
                        j += 1
                protocols.append(Protocol(module, full, primaries, "interface"))
            i += 2
            continue
        elif kind == "ident" and value == "typealias" and paren == 0 and i + 1 < n:
            mods = same_line_modifiers(tokens, i)
            enclosing = list(stack)
            in_types = all(f is not None for f in enclosing)
            outer_public = all(f[2] for f in enclosing if f is not None)
            outer_path = tuple(p for f in enclosing if f is not None for p in f[1])
            name = tokens[i + 1][1]
            j = i + 2
            if j < n and tokens[j][1] == "<":  # generic typealias: never a composition
                depth = 0
                while j < n:
                    if tokens[j][1] == "<":
                        depth += 1
                    elif tokens[j][1] == ">":
                        depth -= 1
                        if depth == 0:
                            j += 1
                            break
                    j += 1
                generic = True
            else:
                generic = False
            if j < n and tokens[j][1] == "=":
                j += 1
                rhs = []
                while j < n and tokens[j][2] == tokens[i][2] and tokens[j][1] not in ("{", "}", ";", "where"):
                    rhs.append(tokens[j])
                    j += 1
                if ({"public", "open"} & mods) and in_types and outer_public and not generic:
                    comps = interface_components(rhs, module_names)
                    alias = RawAlias(module, outer_path + (name,), comps, "interface")
                    (nested_aliases if outer_path else aliases).append(alias)
                i = j
                continue
        i += 1
    return protocols, aliases, nested_aliases


def interface_components(rhs, module_names):
    comps = []
    for part in split_components(rhs):
        values = [v for _, v in part]
        text = "".join(values)
        if not values:
            comps.append(("bad", text))
        elif values in (["AnyObject"], ["Swift", ".", "AnyObject"]):
            comps.append(("anyobject",))
        elif values[0] == "~" and len(values) >= 2:
            comps.append(("suppressed", "~" + values[-1]))
        elif len(values) % 2 == 1 and all(IDENT_RE.match(v) for v in values[0::2]) \
                and all(v == "." for v in values[1::2]):
            path = tuple(values[0::2])
            if len(path) > 1 and path[0] in module_names:
                comps.append(("ref", ("qualified", path[0], path[1:]), text))
            else:
                comps.append(("ref", ("unqualified", None, path), text))
        else:
            comps.append(("bad", text))
    return comps


# ---------------------------------------------------------------------------
# Symbol graphs
# ---------------------------------------------------------------------------

def extract_symbol_graph(toolchain, module, outdir, cache):
    libdir = os.path.join(toolchain, "lib", "swift", "linux")
    cmd = [os.path.join(toolchain, "bin", "swift-symbolgraph-extract"),
           "-module-name", module,
           "-target", TARGET,
           "-sdk", "/",
           "-resource-dir", os.path.join(toolchain, "lib", "swift"),
           "-I", libdir,
           "-module-cache-path", cache,
           "-minimum-access-level", "public",
           "-output-dir", outdir]
    os.makedirs(outdir, exist_ok=True)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    files = sorted(glob.glob(os.path.join(outdir, "*.symbols.json")))
    if proc.returncode != 0 or not files:
        return None, " ".join(cmd), (proc.stderr or proc.stdout).strip()
    return files, " ".join(cmd), ""


def decl_text(symbol):
    return "".join(f["spelling"] for f in symbol.get("declarationFragments", []))


def graph_primaries(symbol):
    name = symbol["pathComponents"][-1]
    m = re.search(r"\bprotocol\s+" + re.escape(name) + r"\s*<([^>]*)>", decl_text(symbol))
    if not m:
        return []
    return [p.strip() for p in m.group(1).split(",") if p.strip()]


def graph_alias_components(symbol):
    frags = symbol.get("declarationFragments", [])
    # Fragments after the "=" text.
    idx = None
    for k, f in enumerate(frags):
        if f["kind"] == "text" and "=" in f["spelling"]:
            idx = k
            break
    if idx is None:
        return None
    after = frags[idx]["spelling"].split("=", 1)[1]
    seq = []
    if after.strip():
        seq.append({"kind": "text", "spelling": after})
    seq.extend(frags[idx + 1:])
    comps, cur = [], []

    def flush():
        if not cur:
            comps.append(("bad", ""))
            return
        spelled = "".join(f["spelling"] for f in cur).strip()
        kinds = [f["kind"] for f in cur if f["spelling"].strip()]
        if kinds == ["keyword"] and spelled == "AnyObject":
            comps.append(("anyobject",))
        elif kinds and all(k in ("typeIdentifier", "text") for k in kinds) and kinds[-1] == "typeIdentifier" \
                and all(f["spelling"].strip() in ("", ".") for f in cur if f["kind"] == "text"):
            last = [f for f in cur if f["kind"] == "typeIdentifier"][-1]
            comps.append(("ref", ("usr", last.get("preciseIdentifier", ""), None), spelled.replace(" ", "")))
        else:
            comps.append(("bad", spelled))

    for f in seq:
        if f["kind"] == "text" and "&" in f["spelling"]:
            pieces = f["spelling"].split("&")
            if pieces[0].strip():
                cur.append({"kind": "text", "spelling": pieces[0]})
            flush()
            cur = []
            for extra in pieces[1:-1]:
                comps.append(("bad", extra))
            if pieces[-1].strip():
                cur.append({"kind": "text", "spelling": pieces[-1]})
        elif f["kind"] == "text" and f["spelling"].strip() == "":
            continue
        else:
            cur.append(f)
    flush()
    return comps


def read_graph_files(files, module):
    """Protocols, aliases and USR tables of the graph files that belong to `module`
    (`M.symbols.json` and `M@Other.symbols.json`)."""
    protocols, aliases, nested_aliases = [], [], []
    proto_usrs, alias_usrs = {}, {}
    for path in files:
        base = os.path.basename(path)[: -len(".symbols.json")]
        owner = base.split("@", 1)[0]
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for s in data.get("symbols", []):
            kind = s["kind"]["identifier"]
            if s.get("accessLevel") not in ("public", "open"):
                continue
            usr = s["identifier"]["precise"]
            comps = tuple(s["pathComponents"])
            if kind == "swift.protocol":
                proto_usrs[usr] = (owner, comps)
                if owner == module:
                    protocols.append(Protocol(module, comps, graph_primaries(s), "symbolgraph"))
            elif kind == "swift.typealias":
                alias_usrs[usr] = (owner, comps)
                if owner == module:
                    if s.get("swiftGenerics", {}).get("parameters"):
                        continue
                    components = graph_alias_components(s)
                    if components is None:
                        continue
                    alias = RawAlias(module, comps, components, "symbolgraph")
                    (nested_aliases if len(comps) > 1 else aliases).append(alias)
    return protocols, aliases, nested_aliases, proto_usrs, alias_usrs


# ---------------------------------------------------------------------------
# Curated list
# ---------------------------------------------------------------------------

LINE_RE = re.compile(r"^(protocol|alias) (\S+) (\S+)(?: (\S+))?$")


def read_curated(path):
    protocols, aliases = [], []
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            m = LINE_RE.match(line)
            if not m:
                sys.exit(f"{path}:{number}: malformed line {line!r}")
            kind, module, name, extra = m.groups()
            if kind == "protocol":
                prims = extra.split(",") if extra else []
                protocols.append(Protocol(module, name.split("."), prims, "curated"))
            else:
                if not extra:
                    sys.exit(f"{path}:{number}: alias without a target")
                aliases.append((module, name, extra))
    return protocols, aliases


# ---------------------------------------------------------------------------
# Resolution and output
# ---------------------------------------------------------------------------

def resolve_aliases(raw_aliases, proto_index, usr_protos, usr_aliases):
    """Keeps aliases whose every component is a protocol, a kept alias, AnyObject or a
    suppressed `~X`, with at least one protocol. Returns {(module, path): target}."""
    alias_index = {(a.module, a.path): a for a in raw_aliases}
    resolved = {}

    def lookup(ref):
        how, a, b = ref
        if how == "qualified":
            key = (a, tuple(b))
            if key in proto_index:
                return ("protocol", key)
            if key in alias_index:
                return ("alias", key)
            return None
        if how == "unqualified":
            return None  # interfaces qualify every nominal type; bare names are generic params
        if how == "usr":
            if a in usr_protos:
                return ("protocol", usr_protos[a])
            if a in usr_aliases:
                return ("alias", usr_aliases[a])
        return None

    changed = True
    while changed:
        changed = False
        for key, alias in alias_index.items():
            if key in resolved:
                continue
            parts, has_proto, ok = [], False, True
            for comp in alias.components:
                if comp[0] == "anyobject":
                    parts.append("AnyObject")
                elif comp[0] == "suppressed":
                    parts.append(comp[1])
                elif comp[0] == "ref":
                    target = lookup(comp[1])
                    if target is None:
                        ok = False
                        break
                    tkind, tkey = target
                    if tkind == "protocol":
                        has_proto = True
                        parts.append(".".join(tkey[1]))
                    elif tkey in resolved:
                        has_proto = True
                        parts.append(".".join(tkey[1]))
                    else:
                        ok = None  # maybe later
                        break
                else:
                    ok = False
                    break
            if ok and has_proto:
                resolved[key] = "&".join(parts)
                changed = True
    return resolved


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--toolchain", help="toolchain usr directory (default: from `swift` on PATH, else /opt/swift/usr)")
    ap.add_argument("--output", default=DEFAULT_OUTPUT)
    ap.add_argument("--apple-only", default=DEFAULT_APPLE_ONLY)
    ap.add_argument("--apple-output", default=DEFAULT_APPLE_OUTPUT,
                    help="where the rows of the Apple-only frameworks go (the `appleTable`)")
    ap.add_argument("--keep-temp", action="store_true", help="keep the symbol graph folder")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()

    toolchain = find_toolchain(args.toolchain)
    libdir = os.path.join(toolchain, "lib", "swift", "linux")
    version = swift_version_line(toolchain)
    interface_modules, binary_modules = discover_modules(libdir)
    module_names = set(interface_modules) | set(binary_modules) | {"SwiftGlibc", "CoreFoundation"}
    log(f"toolchain: {toolchain} ({version})")
    log(f"interface modules: {', '.join(sorted(interface_modules))}")
    log(f"binary-only modules: {', '.join(sorted(binary_modules))}")

    protocols, raw_aliases, nested_aliases = [], [], []
    for module, path in sorted(interface_modules.items()):
        p, a, na = parse_interface(module, path, module_names)
        protocols += p
        raw_aliases += a
        nested_aliases += na

    tmp = tempfile.mkdtemp(prefix="protocol-catalog-")
    cache = os.path.join(tmp, "module-cache")
    usr_protos, usr_aliases = {}, {}
    graph_protocols_by_module = {}
    failures = {}
    try:
        for module in sorted(set(interface_modules) | set(binary_modules)):
            files, cmd, err = extract_symbol_graph(toolchain, module, os.path.join(tmp, module), cache)
            if args.verbose:
                log(f"$ {cmd}")
            if files is None:
                failures[module] = err.splitlines()[0] if err else "no output"
                continue
            p, a, na, pu, au = read_graph_files(files, module)
            for usr, (owner, comps) in pu.items():
                usr_protos.setdefault(usr, (owner, comps))
            for usr, (owner, comps) in au.items():
                usr_aliases.setdefault(usr, (owner, comps))
            graph_protocols_by_module[module] = p
            if module in binary_modules:
                protocols += p
                raw_aliases += a
                nested_aliases += na
    finally:
        if args.keep_temp:
            log(f"symbol graphs kept in {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)

    for module, err in sorted(failures.items()):
        level = "error" if module in binary_modules else "note"
        log(f"{level}: symbol graph extraction failed for {module}: {err}")

    # Cross-check: non-underscored protocols the symbol graph knows that the interface
    # parser missed (or vice versa).
    for module in sorted(interface_modules):
        if module not in graph_protocols_by_module:
            continue
        from_text = {p.path for p in protocols if p.module == module}
        from_graph = {p.path for p in graph_protocols_by_module[module]}
        visible_text = {p for p in from_text if not any(c.startswith("_") for c in p)}
        missing = sorted(from_graph - from_text)
        extra = sorted(visible_text - from_graph)
        if missing or extra:
            log(f"cross-check {module}: only in symbol graph {missing}; only in interface {extra}")

    curated_protocols, curated_aliases = read_curated(args.apple_only)
    protocols += curated_protocols

    # usr tables keyed to (module, path) as used by the indexes
    usr_protos = {u: (m, tuple(c)) for u, (m, c) in usr_protos.items()}
    usr_aliases = {u: (m, tuple(c)) for u, (m, c) in usr_aliases.items()}
    proto_index = {}
    for p in protocols:
        proto_index.setdefault((p.module, p.path), p)
    # A symbol graph USR may name a protocol whose owning graph file differs from the
    # module the protocol is catalogued under (e.g. _Concurrency protocols seen while
    # extracting Swift); map it to the catalogued module when the path is unique.
    by_path = {}
    for key in proto_index:
        by_path.setdefault(key[1], []).append(key)
    for usr, key in list(usr_protos.items()):
        if key not in proto_index and len(by_path.get(key[1], [])) == 1:
            usr_protos[usr] = by_path[key[1]][0]

    resolved = resolve_aliases(raw_aliases + nested_aliases, proto_index, usr_protos, usr_aliases)
    nested = sorted(k for k in resolved if len(k[1]) > 1)
    if nested:
        log("nested typealiases to protocols (catalogued under their qualified name only): " +
            ", ".join(f"{m}.{'.'.join(p)}={resolved[(m, p)]}" for m, p in nested))

    lines = {}
    for p in protocols:
        name = ".".join(p.path)
        if p.path[-1] in EXCLUDED_NAMES:
            continue
        key = ("protocol", p.module, name)
        prims = ",".join(p.primaries)
        if key not in lines or len(prims) > len(lines[key]):
            lines[key] = prims
    for (module, path), target in resolved.items():
        if path[-1] in EXCLUDED_NAMES:
            continue
        lines[("alias", module, ".".join(path))] = target
    for module, name, target in curated_aliases:
        lines[("alias", module, name)] = target

    table = sorted(" ".join(x for x in (kind, module, name, extra) if x)
                   for (kind, module, name), extra in lines.items())
    for row in table:
        if "\\" in row or '"""' in row or not re.fullmatch(r"[ -~]+", row):
            sys.exit(f"refusing to write unusual table line {row!r}")

    counts = {}
    for (kind, module, _), _extra in lines.items():
        c = counts.setdefault(module, [0, 0])
        c[0 if kind == "protocol" else 1] += 1
    log("entries per module (protocols, aliases):")
    for module in sorted(counts):
        log(f"  {module}: {counts[module][0]} protocols, {counts[module][1]} aliases")
    log(f"total: {len(table)} lines")

    # The Apple-only frameworks' rows (modules the toolchain does not have) go to a table of
    # their own, in a file of their own.
    apple_modules = {p.module for p in curated_protocols} | {m for m, _, _ in curated_aliases}
    apple_modules -= module_names
    toolchain_rows = [row for row in table if row.split(" ")[1] not in apple_modules]
    apple_rows = [row for row in table if row.split(" ")[1] in apple_modules]
    write_table(args.output, "toolchainTable", toolchain_rows, [
        f"// Generated by Scripts/generate-protocol-catalog.py from {version}. Do not edit by hand.",
        "// Sources: the toolchain's public .swiftinterface files, swift-symbolgraph-extract for",
        "// binary-only modules (the Apple-only frameworks' rows are in AppleFrameworkCatalog+Generated.swift).",
    ])
    write_table(args.apple_output, "appleTable", apple_rows, [
        "// Generated by Scripts/generate-protocol-catalog.py from the hand-curated",
        "// Scripts/apple-only-protocols.txt: the protocols of Apple-only frameworks. Do not edit by hand.",
    ])


def write_table(path, name, rows, header):
    """Writes `rows` as the multi-line string `ProtocolCatalog.<name>` to `path`."""
    out = list(header)
    out.append("extension ProtocolCatalog {")
    out.append("    /// One entry per line: `protocol <Module> <Name> [<PrimaryAssoc1>,<PrimaryAssoc2>]` or")
    out.append("    /// `alias <Module> <Name> <Target&Spelling>`.")
    out.append("    ///")
    out.append("    /// Names nested in types are written qualified (`Outer.Inner`): a nested protocol is also")
    out.append("    /// registered under its last component, a nested typealias only under its qualified name.")
    out.append(f'    static let {name} = """')
    for row in rows:
        out.append("    " + row)
    out.append('    """')
    out.append("}")
    content = "\n".join(out) + "\n"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(content)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
