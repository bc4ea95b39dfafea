#!/usr/bin/env python3
"""mutate.py SEED OUT COUNT [CORPUS] — write COUNT randomly mutated copies of corpus files to OUT.

Each copy is a slice (at most 8,000 bytes) of a corpus file with 1–20 random edits: deletions,
insertions of the characters that matter to a Swift lexer (quotes, `#`, `\\(`, `/`, `*/`, line
breaks, invalid UTF-8, ...) and truncations. Run `diff-harness tokens --fine OUT` on the result.
"""
import os
import random
import sys

seed, out, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
corpus = sys.argv[4] if len(sys.argv) > 4 else "/work/corpus"
random.seed(seed)
files = sorted(os.path.join(root, name) for root, _, names in os.walk(corpus) for name in names if name.endswith(".swift"))
alphabet = [b'"', b"'", b'#', b'/', b'\\', b'(', b')', b'[', b']', b'{', b'}', b'<', b'>', b'!', b'?', b'.', b'=',
            b'-', b'+', b'*', b'&', b'`', b'$', b'@', b':', b'\n', b'\r', b'\t', b' ', b'0', b'1', b'x', b'e', b'_',
            b'\xc3\xa9', b'\xe2\x80\x9c', b'\xe2\x80\x9d', b'\xff', b'\x00', b'"""', b'#"', b'"#', b'\\(', b'\\#(',
            b'#/', b'/#', b'/*', b'*/', b'//', b'<#', b'#>', b'0x', b'1.5', b'\xc2\xa0', b'\xef\xbb\xbf',
            b'<<<<<<< ', b'>>>>>>> ', b'\r\n']
os.makedirs(out, exist_ok=True)
for index, path in enumerate(random.sample(files, min(count, len(files)))):
    data = bytearray(open(path, "rb").read())
    if len(data) > 8000:
        start = random.randrange(len(data) - 8000)
        data = data[start:start + 8000]
    for _ in range(random.randint(1, 20)):
        choice = random.random()
        position = random.randrange(len(data) + 1) if data else 0
        if choice < 0.35 and data:
            del data[position:position + random.randint(1, 5)]
        elif choice < 0.9:
            data[position:position] = b"".join(random.choice(alphabet) for _ in range(random.randint(1, 3)))
        elif choice < 0.95:
            data = data[:position]
        else:
            data = data[position:]
    with open(os.path.join(out, f"f{index:04d}.swift"), "wb") as handle:
        handle.write(bytes(data))
