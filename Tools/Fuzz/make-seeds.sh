#!/usr/bin/env bash
# make-seeds.sh DEST [SWIFT_CORPUS_DIR]
#
# Writes seed corpora for the fuzz targets under DEST (never into the repository):
#   DEST/lint      the ```swift blocks of ../../Rules/*.md, plus up to 300 small (200 B–6 KB)
#                  .swift files of SWIFT_CORPUS_DIR (e.g. the dev corpus extracted with
#                  /work/shared/corpus.sh DIR dev), taken evenly from its packages
#   DEST/multi     150 NUL-joined groups of 2–4 files of DEST/lint (for fuzz-lint-multi)
#   DEST/config    the ```yaml blocks of ../../README.md and ../../Rules/*.md, and the
#                  string literals of ../../Tests/LintKitTests/YAMLReaderTests.swift
#   DEST/cheaders  the multi-line string literals of the C-header tests
set -euo pipefail
dest=${1:?usage: make-seeds.sh DEST [SWIFT_CORPUS_DIR]}
corpus=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$dest/lint" "$dest/multi" "$dest/config" "$dest/cheaders"

# Fenced blocks of one language out of markdown files: one file per block.
blocks() {  # blocks LANG_REGEX OUT_PREFIX OUT_SUFFIX FILE...
  local lang=$1 prefix=$2 suffix=$3; shift 3
  awk -v lang="$lang" -v prefix="$prefix" -v suffix="$suffix" '
    FNR == 1 { name = FILENAME; sub(/.*\//, "", name); sub(/\.md$/, "", name) }
    !inside && $0 ~ "^```(" lang ")([ \t].*)?$" { inside = 1; n++; out = sprintf("%s%s-%04d%s", prefix, name, n, suffix); printf "" > out; next }
    inside && /^```[ \t]*$/ { inside = 0; close(out); next }
    inside { print >> out }
  ' "$@"
}
blocks 'swift' "$dest/lint/md-" .swift "$root"/Rules/*.md
blocks 'ya?ml' "$dest/config/md-" .yml "$root/README.md" "$root"/Rules/*.md

# Multi-line ("""…""") string literals of Swift test files: one file per literal, indentation
# of the closing quotes removed.
literals() {  # literals OUT_PREFIX OUT_SUFFIX FILE...
  local prefix=$1 suffix=$2; shift 2
  awk -v prefix="$prefix" -v suffix="$suffix" '
    !inside && /"""[ \t]*$/ { inside = 1; n++; text = ""; next }
    inside && /^[ \t]*"""/ {
      inside = 0; match($0, /^[ \t]*/); indent = RLENGTH
      out = sprintf("%s%04d%s", prefix, n, suffix); count = split(text, lines, "\n")
      printf "" > out
      for (i = 1; i < count; i++) print substr(lines[i], indent + 1) >> out
      close(out); next
    }
    inside { text = text $0 "\n" }
  ' "$@"
}
literals "$dest/config/test-" .yml "$root/Tests/LintKitTests/YAMLReaderTests.swift"
literals "$dest/cheaders/test-" .h "$root"/Tests/LintKitTests/CHeader*Tests.swift
# One-line literals with an escaped newline ("a: 1\nb: 2") of the YAML tests, unescaped.
i=0
grep -o '"\([^"\\]\|\\.\)*\\n\([^"\\]\|\\.\)*"' "$root/Tests/LintKitTests/YAMLReaderTests.swift" | while IFS= read -r literal; do
  i=$((i + 1))
  literal=${literal#\"}; literal=${literal%\"}
  printf '%b' "${literal//\\\"/\"}" > "$dest/config/line-$(printf %04d "$i").yml" 2>/dev/null || true
done

if [ -n "$corpus" ]; then
  packages=$(find "$corpus" -mindepth 1 -maxdepth 1 -type d | sort)
  count=$(echo "$packages" | wc -l)
  per=$(( 300 / (count > 0 ? count : 1) ))
  for package in $packages; do
    find "$package" -name '*.swift' -size +200c -size -6k | sort | awk -v per="$per" '
      { files[NR] = $0 } END { step = NR / per; if (step < 1) step = 1; for (i = 1; i <= NR && taken < per; i += step) { print files[int(i)]; taken++ } }
    ' | while read -r file; do
      cp "$file" "$dest/lint/$(basename "$package")-$(echo "$file" | cksum | cut -d' ' -f1)-$(basename "$file")"
    done
  done
fi

# fuzz-lint-multi: groups of 2–4 files joined by NUL bytes.
mapfile -t swift < <(ls "$dest/lint")
n=${#swift[@]}
if [ "$n" -gt 0 ]; then
  for i in $(seq 0 149); do
    parts=$(( 2 + i % 3 ))
    out="$dest/multi/group-$i.swift"
    : > "$out"
    for j in $(seq 1 "$parts"); do
      [ "$j" -gt 1 ] && printf '\0' >> "$out"
      cat "$dest/lint/${swift[$(( (i * 7919 + j * 104729) % n ))]}" >> "$out"
    done
  done
fi
for kind in lint multi config cheaders; do echo "$kind: $(ls "$dest/$kind" | wc -l) seeds"; done
