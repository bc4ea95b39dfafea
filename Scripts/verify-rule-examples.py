#!/usr/bin/env python3
"""Check the examples in Rules/*.md against the Swift compiler.

For `existential_any` and `static_var_concurrency` the compiler is the referee: every
example (except those marked `no-swiftc`) is written to a temporary directory and
type-checked with

    swiftc -typecheck [-parse-as-library] -swift-version 5 \
        -enable-upcoming-feature ExistentialAny -strict-concurrency=complete FILE

(`-parse-as-library` is left out for `path=main.swift`). The compiler's `[#ExistentialAny]`
warnings (existential_any) or "is not concurrency-safe" diagnostics (static_var_concurrency)
must sit at exactly the `↓` marker positions of a triggering example, a non-triggering
example must get none, and no example may have a compile error. Corrections: `before` must
get at least one such diagnostic, `after` none, and both must compile.

For the other rules every example must parse (`swiftc -parse`); the `before`/`after` pairs of
`single_use_generic` must also type-check, so a rewrite is proven to be valid Swift.
Examples marked `no-swiftc` (Combine, SwiftUI, UIKit, unknown modules) are only parsed:
parsing does not resolve imports.

The document format is checked too (title, property table, sections, markers only in
triggering examples, at least 25 triggering and 25 non-triggering examples).

Usage: Scripts/verify-rule-examples.py [--parse-only] [--typecheck-all] [--rule ID] [-j N]
  --parse-only     only run `swiftc -parse` on every example of every rule (fast)
  --typecheck-all  also type-check the examples of the parse-only rules and print the
                   failures as notes (not counted: Combine/SwiftUI/UIKit are missing on Linux)
Prints one line per mismatch and `N examples checked, M mismatches`; exit status 1 on any
mismatch.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

MARKER = "\u2193"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES_DIR = os.path.join(REPO, "Rules")
COMPILER_RULES = ("existential_any", "static_var_concurrency")
PARSE_RULES = ("single_use_generic", "looping_task_strong_self", "unretained_cancellable")
ALL_RULES = COMPILER_RULES + PARSE_RULES
TYPECHECKED_CORRECTIONS = ("existential_any", "single_use_generic")
MIN_EXAMPLES = 25
SECTIONS = ("Why this matters", "How to fix", "Options", "Triggering examples",
            "Non-triggering examples")
DIAG_RE = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): "
                     r"(?P<kind>error|warning|note|remark): (?P<msg>.*)$")


def find_swiftc():
    for candidate in (os.environ.get("SWIFTC"), "/opt/swift/usr/bin/swiftc", shutil.which("swiftc")):
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("swiftc not found (set SWIFTC)")


class Example:
    def __init__(self, rule, doc, line, kind, info, body):
        self.rule = rule          # rule id
        self.doc = doc            # path of the .md file
        self.line = line          # line of the opening fence in the .md file
        self.kind = kind          # triggering | non-triggering | before | after
        self.info = info          # the fence's info string
        self.body = body          # text with markers
        self.path = "Example.swift"
        self.options = {}
        self.no_swiftc = False
        self.problems = []
        for extra in info.split()[1:]:
            if extra in ("before", "after"):
                continue
            if extra == "no-swiftc":
                self.no_swiftc = True
            elif extra.startswith("path="):
                self.path = extra[len("path="):]
            elif extra.startswith("option:") and "=" in extra:
                key, value = extra[len("option:"):].split("=", 1)
                self.options[key] = value
            else:
                self.problems.append("unknown info string extra %r" % extra)
        self.text, self.markers = strip_markers(body)

    def where(self):
        return "%s:%d: [%s] %s example" % (os.path.relpath(self.doc, REPO), self.line,
                                           self.rule, self.kind)


def strip_markers(body):
    """Returns the text without markers and the marked positions as (line, utf8 column)."""
    out_lines, markers = [], []
    for number, line in enumerate(body.split("\n"), start=1):
        clean = ""
        for ch in line:
            if ch == MARKER:
                markers.append((number, len(clean.encode("utf-8")) + 1))
            else:
                clean += ch
        out_lines.append(clean)
    return "\n".join(out_lines), sorted(markers)


def parse_doc(path):
    """Returns (rule id, examples, format problems) for one Rules/*.md file."""
    rule = os.path.splitext(os.path.basename(path))[0]
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    problems, examples, sections = [], [], []
    if not lines or lines[0] != "# " + rule:
        problems.append("first line must be '# %s'" % rule)
    text = "\n".join(lines)
    for row in ("| Identifier | `%s` |" % rule, "| Default severity |", "| Enabled by default |",
                "| Autofix |"):
        if row not in text:
            problems.append("property table lacks %r" % row)
    section, i = None, 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("## "):
            section = line[3:].strip()
            sections.append(section)
        elif line.startswith("```"):
            info, start, body = line[3:].strip(), i + 1, []
            i += 1
            while i < len(lines) and lines[i] != "```":
                body.append(lines[i])
                i += 1
            if i == len(lines):
                problems.append("line %d: unterminated fence" % start)
                break
            words = info.split()
            kind = None
            if words and words[0] == "swift":
                if section == "Triggering examples" and not ({"before", "after"} & set(words)):
                    kind = "triggering"
                elif section == "Non-triggering examples" and not ({"before", "after"} & set(words)):
                    kind = "non-triggering"
                elif section == "Corrections" and len(words) >= 2 and words[1] in ("before", "after"):
                    kind = words[1]
            if kind:
                example = Example(rule, path, start, kind, info, "\n".join(body) + "\n")
                examples.append(example)
                if kind != "triggering" and example.markers:
                    problems.append("line %d: marker outside a triggering example" % start)
                if kind == "triggering" and not example.markers:
                    problems.append("line %d: triggering example without a marker" % start)
                problems.extend("line %d: %s" % (start, p) for p in example.problems)
            elif MARKER in "\n".join(body):
                problems.append("line %d: marker in a block the test ignores (%r)" % (start, info))
        i += 1
    for required in SECTIONS:
        if required not in sections:
            problems.append("missing section '## %s'" % required)
    counts = collections.Counter(e.kind for e in examples)
    for kind in ("triggering", "non-triggering"):
        if counts[kind] < MIN_EXAMPLES:
            problems.append("only %d %s examples (at least %d)" % (counts[kind], kind, MIN_EXAMPLES))
    befores = [e for e in examples if e.kind in ("before", "after")]
    for index in range(0, len(befores), 2):
        pair = befores[index:index + 2]
        if len(pair) != 2 or pair[0].kind != "before" or pair[1].kind != "after":
            problems.append("line %d: corrections must come as 'swift before' then 'swift after'"
                            % pair[0].line)
            break
    if befores and "Corrections" not in sections:
        problems.append("before/after blocks outside '## Corrections'")
    return rule, examples, problems


def run_swiftc(swiftc, example, mode):
    """Runs swiftc on the example; returns (diagnostics in the file, errors, raw output)."""
    with tempfile.TemporaryDirectory(prefix="rule-example-") as tmp:
        name = os.path.basename(example.path)
        with open(os.path.join(tmp, name), "w", encoding="utf-8") as handle:
            handle.write(example.text)
        if mode == "parse":
            cmd = [swiftc, "-parse", name]
        else:
            cmd = [swiftc, "-typecheck"]
            if name != "main.swift":
                cmd.append("-parse-as-library")
            cmd += ["-swift-version", "5", "-enable-upcoming-feature", "ExistentialAny",
                    "-strict-concurrency=complete", "-diagnostic-style", "llvm", name]
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True)
    output = proc.stdout + proc.stderr
    diags, errors = [], []
    for line in output.split("\n"):
        match = DIAG_RE.match(line)
        if not match:
            continue
        entry = (int(match.group("line")), int(match.group("col")), match.group("kind"),
                 match.group("msg"))
        if os.path.basename(match.group("path")) != name:
            continue  # e.g. diagnostics inside macro expansion buffers
        diags.append(entry)
        if entry[2] == "error":
            errors.append(entry)
    if proc.returncode != 0 and not errors:
        errors.append((0, 0, "error", "swiftc exited with status %d" % proc.returncode))
    return diags, errors, output


def is_relevant(rule, msg):
    if rule == "existential_any":
        return msg.endswith("[#ExistentialAny]")
    if rule == "static_var_concurrency":
        return "is not concurrency-safe" in msg
    return False


def fmt(positions):
    return "[" + ", ".join("%d:%d" % p for p in positions) + "]"


def check(swiftc, example, parse_only, typecheck_all):
    """Returns (mismatch lines, note lines) for one example."""
    where = example.where()
    compiler_rule = example.rule in COMPILER_RULES
    typecheck_correction = (example.rule in TYPECHECKED_CORRECTIONS
                            and example.kind in ("before", "after"))
    if parse_only or example.no_swiftc or not (compiler_rule or typecheck_correction):
        diags, errors, _ = run_swiftc(swiftc, example, "parse")
        bad = ["%s does not parse: %d:%d: %s" % (where, l, c, m) for l, c, _, m in errors[:3]]
        notes = []
        if typecheck_all and not parse_only and not example.no_swiftc and not errors:
            _, terrors, _ = run_swiftc(swiftc, example, "typecheck")
            notes = ["note: %s does not type-check: %d:%d: %s" % (where, l, c, m)
                     for l, c, _, m in terrors[:2]]
        return bad, notes
    diags, errors, _ = run_swiftc(swiftc, example, "typecheck")
    bad = ["%s does not compile: %d:%d: %s" % (where, l, c, m) for l, c, _, m in errors[:3]]
    relevant = sorted((l, c) for l, c, k, m in diags if k != "note" and is_relevant(example.rule, m))
    if example.kind == "triggering":
        if relevant != example.markers:
            missing = sorted((collections.Counter(example.markers) - collections.Counter(relevant)).elements())
            extra = sorted((collections.Counter(relevant) - collections.Counter(example.markers)).elements())
            bad.append("%s: markers %s, compiler %s (not reported by swiftc: %s; unmarked: %s)"
                       % (where, fmt(example.markers), fmt(relevant), fmt(missing), fmt(extra)))
    elif example.kind == "non-triggering" or example.kind == "after":
        if relevant:
            messages = ["%d:%d %s" % (l, c, m) for l, c, k, m in diags
                        if k != "note" and is_relevant(example.rule, m)]
            bad.append("%s: compiler reports %s" % (where, "; ".join(messages[:3])))
    elif example.kind == "before" and compiler_rule and not relevant:
        bad.append("%s: compiler reports nothing to correct" % where)
    return bad, []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--parse-only", action="store_true")
    parser.add_argument("--typecheck-all", action="store_true")
    parser.add_argument("--rule", action="append", choices=ALL_RULES)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    swiftc = find_swiftc()
    rules = args.rule or list(ALL_RULES)
    mismatches, notes, examples = [], [], []
    for rule in rules:
        path = os.path.join(RULES_DIR, rule + ".md")
        if not os.path.exists(path):
            mismatches.append("%s: missing" % os.path.relpath(path, REPO))
            continue
        _, found, problems = parse_doc(path)
        mismatches.extend("%s: %s" % (os.path.relpath(path, REPO), p) for p in problems)
        counts = collections.Counter(e.kind for e in found)
        skipped = sum(1 for e in found if e.no_swiftc)
        print("%s: %d triggering, %d non-triggering, %d correction pairs (%d no-swiftc)"
              % (rule, counts["triggering"], counts["non-triggering"], counts["before"], skipped))
        examples.extend(found)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda e: check(swiftc, e, args.parse_only, args.typecheck_all),
                                examples))
    for bad, note in results:
        mismatches.extend(bad)
        notes.extend(note)
    for line in mismatches:
        print(line)
    for line in notes:
        print(line)
    print("%d examples checked, %d mismatches" % (len(examples), len(mismatches)))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
