#!/usr/bin/env python3
"""Mutation fuzz of a swiftlint-lite binary: no crash and no hang on any input.

Each round copies 40 Swift files of CORPUS (small ones, under 200 KB) into a folder with
1 to 8 (--edits) random edits each (inserted brackets, quotes, `#if`, comment openers, odd bytes,
repeated or deleted stretches, truncation, stretches moved elsewhere), then runs the binary
on the folder twice, with an empty configuration (the caller's `.lint.yml` would apply
otherwise): SARIF to a file, then `--fix`. A run that ends by a signal, exits with
a status other than 0, 1 or 2, or takes more than --slow seconds (--timeout stops it) is a
failure: the folder is kept, and the one file that fails alone is named when there is one.

    python3 Scripts/fuzz-mutations.py .build/release/swiftlint-lite /tmp/swiftlint-lite-perf \\
        --rounds 400 --seed 7

The seed makes a run repeatable (the same corpus gives the same mutants). Against the binary
before session 67's parser fix, `--rounds 500 --seed 7 --timeout 15` on the perf corpus kept 3 files that
ran past the time limit and `--seed 8` 2: a parse that doubled with each unbalanced `{` inside
a balanced block; `RobustnessTests` keeps its shape.
"""
import argparse
import glob
import os
import random
import shutil
import subprocess
import sys
import time

SNIPPETS = [b'{', b'}', b'(', b')', b'[', b']', b'<', b'>', b'"', b'"""', b'#"', b'"#', b'\\(', b'/', b'/*',
            b'*/', b'//', b'#if', b'#else', b'#endif', b'#elseif', b'`', b'@', b'$', b'$0', b'#', b'\n', b'\r',
            b'\t', b' ', b'\x00', b'\xff', b'\xe2\x80\xa8', b'\xf0\x9f\x98\x80', b'any ', b'some ', b'func ',
            b'var ', b'static ', b'Task {', b'.sink {', b'for ', b'while ', b'protocol P ', b'typealias ',
            b'extension ', b'where ', b'->', b'...', b'?', b'!', b'<#p#>', b'/regex/', b'#/x/#', b'\\', b"'",
            b'0x', b'1e', b'_', b'::', b'%', b'&', b'|', b'^', b'~']


def mutate(data: bytes, rng: random.Random, most: int = 8) -> bytes:
    """`data` with 1 to `most` random edits."""
    edited = bytearray(data)
    for _ in range(rng.randint(1, most)):
        if not edited:
            edited += rng.choice(SNIPPETS)
            continue
        operation = rng.randrange(6)
        at = rng.randrange(len(edited) + 1)
        if operation == 0:  # a snippet, once or repeated
            edited[at:at] = rng.choice(SNIPPETS) * rng.choice([1, 1, 1, 2, 50, 3000])
        elif operation == 1:  # a stretch deleted
            del edited[at:min(len(edited), at + rng.randint(1, 200))]
        elif operation == 2:  # a stretch repeated in place
            stretch = edited[at:min(len(edited), at + rng.randint(1, 2000))]
            edited[at:at] = stretch * rng.choice([1, 2, 20])
        elif operation == 3:  # truncated
            del edited[at:]
        elif operation == 4 and at < len(edited):  # one byte changed
            edited[at] = rng.randrange(256)
        else:  # a stretch copied elsewhere
            stretch = bytes(edited[at:min(len(edited), at + rng.randint(1, 500))])
            to = rng.randrange(len(edited) + 1)
            edited[to:to] = stretch
    return bytes(edited)


def run(binary: str, arguments: list, timeout: float):
    """(status or 'timeout', seconds, standard error's tail)."""
    started = time.time()
    try:
        process = subprocess.run([binary, *arguments], capture_output=True, timeout=timeout)
        return process.returncode, time.time() - started, process.stderr[-300:]
    except subprocess.TimeoutExpired:
        return 'timeout', time.time() - started, b''


def failed(status, seconds: float, slow: float) -> bool:
    return status not in (0, 1, 2) or seconds > slow


def write_files(folder: str, files: dict) -> None:
    """A fresh `folder` holding `files` (name: bytes)."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for name, data in files.items():
        with open(os.path.join(folder, name), 'wb') as target:
            target.write(data)


def arguments_for(mode: str, target: str, sarif: str, config: str) -> list:
    """The command line of a run in `mode` ('sarif' or 'fix') on `target`. The configuration is
    given (an empty one): otherwise the caller's folder's `.lint.yml` would apply, and one whose
    `included` patterns leave out the target (this repository's own) lints nothing."""
    common = ['--quiet', '--config', config]
    return common + (['--reporter', 'sarif', '--output', sarif, target] if mode == 'sarif' else ['--fix', target])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('binary')
    parser.add_argument('corpus')
    parser.add_argument('--rounds', type=int, default=100)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--timeout', type=float, default=30)
    parser.add_argument('--slow', type=float, default=10, help='seconds after which a run counts as a hang')
    parser.add_argument('--edits', type=int, default=8, help='at most this many edits per file')
    parser.add_argument('--work', default='/tmp/swiftlint-lite-fuzz')
    options = parser.parse_args()
    rng = random.Random(options.seed)
    files = sorted(path for path in glob.glob(os.path.join(options.corpus, '**', '*.swift'), recursive=True)
                   if os.path.isfile(path) and os.path.getsize(path) < 200_000)
    if len(files) < 40:
        print(f'{options.corpus}: fewer than 40 Swift files', file=sys.stderr)
        return 2
    os.makedirs(options.work, exist_ok=True)
    batch = os.path.join(options.work, f'batch-{options.seed}')
    # The configuration's folder is the project around the batch, whose other files are
    # indexed: a folder of its own, so that the failures kept beside the batch (and any other
    # run's) are not read with every later round.
    os.makedirs(os.path.join(options.work, 'config'), exist_ok=True)
    config = os.path.join(options.work, 'config', 'empty.lint.yml')
    open(config, 'w').close()
    failures = 0
    for round_number in range(options.rounds):
        mutants = {}
        for number, path in enumerate(rng.sample(files, 40)):
            with open(path, 'rb') as source:
                mutants[f'f{number}.swift'] = mutate(source.read(), rng, options.edits)
        write_files(batch, mutants)
        for mode in ('sarif', 'fix'):
            status, seconds, error = run(options.binary, arguments_for(mode, batch, batch + '.sarif', config), options.timeout)
            if not failed(status, seconds, options.slow):
                continue
            failures += 1
            # The mutants as made (`--fix` may have rewritten the batch).
            kept = os.path.join(options.work, f'failure-seed{options.seed}-round{round_number}-{mode}')
            write_files(kept, mutants)
            print(f'round {round_number} ({mode}): status {status} after {seconds:.1f} s; kept in {kept}', flush=True)
            if error:
                print('  ' + error.decode('utf-8', 'replace').strip().replace('\n', '\n  '), flush=True)
            # Each file alone, from a scratch copy (`--fix` rewrites what it runs on).
            scratch = batch + '-one'
            for name in sorted(mutants):
                write_files(scratch, {name: mutants[name]})
                status, seconds, _ = run(options.binary, arguments_for(mode, scratch, scratch + '.sarif', config), options.timeout)
                if failed(status, seconds, options.slow):
                    print(f'  fails alone: {os.path.join(kept, name)}', flush=True)
    print(f'{options.rounds} rounds of 40 files, {failures} failing runs', flush=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
