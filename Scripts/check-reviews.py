#!/usr/bin/env python3
"""Measure the rules on the review suites in Reviews/ (see Reviews/README.md).

Suites are folders of modules, Reviews/KIND/SUITE/MODULE/; a `.swift` file in the suite's own
folder is shared by its modules (a stand-in of Combine, say). Two kinds of suite:

* Reviews/compiler/SUITE/MODULE/: multi-file modules whose `referee.txt` holds what swiftc 6.3.1
  reports for `existential_any` and `static_var_concurrency` (one line per diagnostic:
  `file:line:column: rule: message`). Findings are matched by (file, line, rule), counting
  repeats; a `static_var_concurrency` match whose quoted type differs from swiftc's is
  "differed". `--referee` type-checks the modules again and rewrites the files.
* Reviews/documents/SUITE/MODULE/: modules labelled by hand from the rule documents, for
  `unretained_cancellable`, `looping_task_strong_self` and `single_use_generic`:
  `// expect: rule_id[, rule_id]` on a line where a finding is expected; any other finding of
  those rules is a false positive. `--fixes` also applies `--fix --only single_use_generic` to
  a copy of each module and type-checks it (the modules type-check before).

Each module is linted alone, in a temporary folder outside the repository (so that neither
the repository's .lint.yml nor its sources take part):

    python3 Scripts/check-reviews.py                       # both kinds, the release build
    python3 Scripts/check-reviews.py --linter .build/debug/swiftlint-lite compiler
    python3 Scripts/check-reviews.py documents --fixes     # needs swiftc
    python3 Scripts/check-reviews.py compiler s76a        # one suite (or one module's name)

Prints each module's counts, then every miss, extra and difference, then the totals. Exits 0
(it measures), or with `--no-false-findings` (as CI runs it) 1 when any finding is extra or
false: the suites hold no false positive today, and a change that adds one should be seen.
"""
import argparse
import collections
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REVIEWS = os.path.join(ROOT, "Reviews")
COMPILER_RULES = ("existential_any", "static_var_concurrency")
DOCUMENT_RULES = ("unretained_cancellable", "looping_task_strong_self", "single_use_generic")
SWIFTC = ["swiftc", "-typecheck", "-module-name", "M", "-swift-version", "5", "-strict-concurrency=complete",
          "-enable-upcoming-feature", "ExistentialAny"]
DIAGNOSTIC = re.compile(r"^([^\s:][^:]*\.swift):(\d+):(\d+): (warning|error): (.*)$")
COMPILER_TAIL = re.compile(r"(; this (will be|is) an error in (a future Swift language mode|the Swift 6 language mode))?( \[#\w+\])?$")
QUOTED_TYPE = re.compile(r"because non-'Sendable' (?:type '(.*?)'((?: \(aka '.*?'\))?)|function type of '.*?') may have")
EXPECT = re.compile(r"//\s*expect:\s*([a-z_, ]+)")


def compiler_rule(message):
    """The rule a swiftc diagnostic belongs to, or None."""
    if "must be written 'any" in message or "[#ExistentialAny]" in message:
        return "existential_any"
    if "is not concurrency-safe because it is nonisolated global shared mutable state" in message:
        return "static_var_concurrency"
    if "because non-'Sendable' type" in message and "may have shared mutable state" in message:
        return "static_var_concurrency"
    return None


def quoted_type(message):
    """The type a static_var_concurrency message quotes (with its aka), or the message."""
    match = QUOTED_TYPE.search(message)
    if not match:
        return message
    return (match.group(1) or "function") + (match.group(2) or "")


def swift_files(folder):
    return sorted(os.path.basename(path) for path in glob.glob(os.path.join(folder, "*.swift")))


def copy_module(module, folder):
    """Copies `module`'s Swift files, and those its suite shares, into `folder`."""
    for source in (os.path.dirname(module), module):
        for name in swift_files(source):
            shutil.copy(os.path.join(source, name), folder)


def lint(linter, module, extra=()):
    """The linter's findings in a copy of `module`: (file, line, rule, message) tuples."""
    with tempfile.TemporaryDirectory(prefix="review-") as folder:
        copy_module(module, folder)
        run = subprocess.run([linter, "--quiet", "--reporter", "json", *extra, "."], cwd=folder,
                             capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit(f"{linter} failed on {module}: {run.stderr.strip()}")
        return [(os.path.basename(f["path"]), f["line"], f["rule"], f["message"]) for f in json.loads(run.stdout or "[]")]


def write_referee(module):
    """Type-checks `module` (with an empty z.swift, so that no file is a main file) and
    writes referee.txt."""
    with tempfile.TemporaryDirectory(prefix="referee-") as folder:
        copy_module(module, folder)
        files = swift_files(folder)
        open(os.path.join(folder, "zz_empty.swift"), "w").close()
        run = subprocess.run(SWIFTC + files + ["zz_empty.swift"], cwd=folder, capture_output=True, text=True)
    lines = set()
    for line in (run.stdout + run.stderr).splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path, line_number, column, kind, message = match.groups()
        if kind == "error" and "concurrency-safe" not in message:
            print(f"  {os.path.basename(module)}: does not type-check: {line}", file=sys.stderr)
        rule = compiler_rule(message)
        if rule:
            lines.add((os.path.basename(path), int(line_number), int(column), rule, COMPILER_TAIL.sub("", message).strip()))
    with open(os.path.join(module, "referee.txt"), "w") as out:
        for entry in sorted(lines):
            out.write("%s:%d:%d: %s: %s\n" % entry)


def read_referee(module):
    entries = []
    for line in open(os.path.join(module, "referee.txt")):
        path, line_number, _column, rest = line.rstrip("\n").split(":", 3)
        rule, message = rest.strip().split(": ", 1)
        entries.append((path, int(line_number), rule, message))
    return entries


def check_compiler(linter, modules, totals, notes):
    for module in modules:
        expected = collections.defaultdict(list)
        for path, line, rule, message in read_referee(module):
            expected[(path, line, rule)].append(message)
        found = collections.defaultdict(list)
        for path, line, rule, message in lint(linter, module):
            if rule in COMPILER_RULES:
                found[(path, line, rule)].append(message)
        counts = collections.Counter()
        name = os.path.relpath(module, os.path.dirname(os.path.dirname(module)))
        for key in sorted(set(expected) | set(found)):
            wanted, got = expected.get(key, []), found.get(key, [])
            rule = key[2]
            for index in range(max(len(wanted), len(got))):
                if index >= len(got):
                    counts[rule, "missed"] += 1
                    notes.append(f"MISSED  {name}/{key[0]}:{key[1]} {rule}: {wanted[index]}")
                elif index >= len(wanted):
                    counts[rule, "extra"] += 1
                    notes.append(f"EXTRA   {name}/{key[0]}:{key[1]} {rule}: {got[index]}")
                elif rule == "static_var_concurrency" and quoted_type(wanted[index]) != quoted_type(got[index]):
                    counts[rule, "differed"] += 1
                    notes.append(f"DIFFERED {name}/{key[0]}:{key[1]}: swiftc {quoted_type(wanted[index])!r}, "
                                 f"linter {quoted_type(got[index])!r}")
                else:
                    counts[rule, "matched"] += 1
        totals.update(counts)
        print(f"{name}: " + "; ".join(
            f"{rule} {counts[rule, 'matched']}/{counts[rule, 'missed']}/{counts[rule, 'extra']}/{counts[rule, 'differed']}"
            for rule in COMPILER_RULES))


def fixes_type_check(linter, module):
    """Whether the module, fixed by single_use_generic, still type-checks (None: no fix)."""
    with tempfile.TemporaryDirectory(prefix="review-fix-") as folder:
        copy_module(module, folder)
        before = {name: open(os.path.join(folder, name), "rb").read() for name in swift_files(folder)}
        subprocess.run([linter, "--quiet", "--fix", "--only", "single_use_generic", "."], cwd=folder, capture_output=True)
        if all(open(os.path.join(folder, name), "rb").read() == data for name, data in before.items()):
            return None
        run = subprocess.run(["swiftc", "-typecheck", *swift_files(folder)], cwd=folder, capture_output=True, text=True)
        return run.returncode == 0


def check_documents(linter, modules, totals, notes, fixes):
    for module in modules:
        expected = collections.Counter()
        for path in swift_files(module):
            for number, text in enumerate(open(os.path.join(module, path), encoding="utf-8"), start=1):
                match = EXPECT.search(text)
                if match:
                    for word in re.split(r"[,\s]+", match.group(1)):
                        if word in DOCUMENT_RULES:
                            expected[(path, number, word)] += 1
        found = collections.Counter((path, line, rule) for path, line, rule, _ in lint(linter, module) if rule in DOCUMENT_RULES)
        counts = collections.Counter()
        name = os.path.relpath(module, os.path.dirname(os.path.dirname(module)))
        for key in sorted(set(expected) | set(found)):
            counts[key[2], "found"] += min(expected[key], found[key])
            if expected[key] > found[key]:
                counts[key[2], "missed"] += expected[key] - found[key]
                notes.append(f"MISSED  {name}/{key[0]}:{key[1]} {key[2]}")
            if found[key] > expected[key]:
                counts[key[2], "false"] += found[key] - expected[key]
                notes.append(f"FALSE   {name}/{key[0]}:{key[1]} {key[2]}")
        if fixes:
            verdict = fixes_type_check(linter, module)
            if verdict is False:
                counts["single_use_generic", "broken fix"] += 1
                notes.append(f"BROKEN FIX {name}")
        totals.update(counts)
        print(f"{name}: " + "; ".join(
            f"{rule} {counts[rule, 'found']}/{counts[rule, 'missed']}/{counts[rule, 'false']}" for rule in DOCUMENT_RULES))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", nargs="?", choices=("compiler", "documents", "all"), default="all")
    parser.add_argument("modules", nargs="*", help="suite or module folder names (default: every module of the kind)")
    parser.add_argument("--linter", help="the binary (default: .build/release/swiftlint-lite, else the debug build)")
    parser.add_argument("--referee", action="store_true", help="type-check the compiler suites again first")
    parser.add_argument("--fixes", action="store_true", help="type-check single_use_generic's fixes of the document suites")
    parser.add_argument("--no-false-findings", action="store_true", help="exit 1 when a finding is extra or false")
    args = parser.parse_args()
    linter = args.linter or next((path for path in (os.path.join(ROOT, ".build/release/swiftlint-lite"),
                                                    os.path.join(ROOT, ".build/debug/swiftlint-lite"))
                                  if os.path.exists(path)), None)
    if not linter:
        sys.exit("no linter binary: build first, or pass --linter")
    linter = os.path.abspath(linter)
    kinds = ("compiler", "documents") if args.kind == "all" else (args.kind,)
    false_findings = 0
    for kind in kinds:
        modules = sorted(path for path in glob.glob(os.path.join(REVIEWS, kind, "*", "*")) if os.path.isdir(path))
        if args.modules:
            modules = [path for path in modules
                       if os.path.basename(path) in args.modules or os.path.basename(os.path.dirname(path)) in args.modules]
        totals, notes = collections.Counter(), []
        print(f"== {kind}: {len(modules)} modules")
        if kind == "compiler":
            if args.referee:
                for module in modules:
                    write_referee(module)
            check_compiler(linter, modules, totals, notes)
            print("\n".join(notes))
            false_findings += sum(totals[rule, "extra"] for rule in COMPILER_RULES)
            for rule in COMPILER_RULES:
                print(f"TOTAL {rule}: matched {totals[rule, 'matched']}, missed {totals[rule, 'missed']}, "
                      f"extra {totals[rule, 'extra']}, differed {totals[rule, 'differed']}")
        else:
            check_documents(linter, modules, totals, notes, args.fixes)
            print("\n".join(notes))
            false_findings += sum(totals[rule, "false"] for rule in DOCUMENT_RULES)
            for rule in DOCUMENT_RULES:
                line = f"TOTAL {rule}: found {totals[rule, 'found']}, missed {totals[rule, 'missed']}, false {totals[rule, 'false']}"
                if args.fixes and rule == "single_use_generic":
                    line += f", broken fixes {totals[rule, 'broken fix']}"
                print(line)
    if args.no_false_findings and false_findings:
        sys.exit(f"{false_findings} findings the referees do not report")


if __name__ == "__main__":
    main()
