#!/usr/bin/env bash
# bench-fix.sh — what `--fix` costs beside a plain lint, on the same corpus, in the same run.
#
#   Scripts/bench-fix.sh [--runs N] [--binary PATH] [DIR]
#
# DIR (default /tmp/swiftlint-lite-perf) holds the perf corpus (../shared/corpus.sh DIR perf;
# extracted when missing). Each of N rounds (default 3) copies DIR to a fresh temporary folder,
# then times, one after the other, `swiftlint-lite -q COPY` (lint only) and `swiftlint-lite
# --fix COPY` (every rule's rewrites applied and written, then what remains reported), each
# with Scripts/measure-run.py (wall and CPU seconds, peak RSS). It prints every run, the
# medians, the ratio fix / lint (SwiftLint's users report `--fix` about 5× slower than a
# lint), how many files the fix rewrote, and how many project-wide runs it made (the `parse`
# calls of `--timings`, divided by the number of files). The binary is the release build
# (`swift build -c release --static-swift-stdlib`) unless --binary names another. The
# original DIR is never written.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=3
binary=""
dir=/tmp/swiftlint-lite-perf
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "bench-fix.sh: unknown option '$1'" >&2; exit 2 ;;
    *) dir=$1; shift ;;
  esac
done
if [ -z "$binary" ]; then
  # README's release build: the runtime linked in (Linux), the modules optimized together at link time.
  static_flag=(--experimental-lto-mode=full); [ "$(uname -s)" = Linux ] && static_flag+=(--static-swift-stdlib)
  (cd "$repo" && swift build -c release "${static_flag[@]}" >/dev/null)
  binary="$(cd "$repo" && swift build -c release "${static_flag[@]}" --show-bin-path)/swiftlint-lite"
fi
[ -d "$dir" ] || bash "$repo/../shared/corpus.sh" "$dir" perf
files=$(find "$dir" -name '*.swift' -type f | wc -l)
work=$(mktemp -d /tmp/bench-fix.XXXXXX)
trap 'rm -rf "$work"' EXIT
measure="$repo/Scripts/measure-run.py"

echo "== corpus: $dir ($files Swift files); binary: $binary"
for round in $(seq 1 "$runs"); do
  rm -rf "$work/copy" && cp -r "$dir" "$work/copy"
  (cd "$work" && python3 "$measure" "$work/lint.$round" -- "$binary" -q "$work/copy" >/dev/null 2>&1) || true
  (cd "$work" && python3 "$measure" "$work/fix.$round" -- "$binary" --fix --timings "$work/copy" >/dev/null 2>"$work/fix-err.$round") || true
  read -r lw lc lr _ < "$work/lint.$round"
  read -r fw fc fr _ < "$work/fix.$round"
  parses=$(awk '$1 == "parse" { print $NF }' "$work/fix-err.$round")
  rewritten=$(grep -o 'Applied [0-9]* fix[a-z]* in [0-9]* files\?' "$work/fix-err.$round" || true)
  printf '   round %d: lint %.3f s (CPU %.3f s, %d MB); fix %.3f s (CPU %.3f s, %d MB): %s; %s project-wide runs\n' \
    "$round" "$lw" "$lc" $((lr / 1024)) "$fw" "$fc" $((fr / 1024)) "${rewritten:-nothing applied}" \
    "$(awk -v p="${parses:-0}" -v f="$files" 'BEGIN { printf "%.1f", p / f }')"
done
python3 - "$work" "$runs" <<'EOF'
import statistics, sys
work, runs = sys.argv[1], int(sys.argv[2])
def column(kind, field):
    return statistics.median(float(open(f"{work}/{kind}.{r}").read().split()[field]) for r in range(1, runs + 1))
lint_wall, fix_wall = column("lint", 0), column("fix", 0)
lint_cpu, fix_cpu = column("lint", 1), column("fix", 1)
print(f"medians: lint {lint_wall:.3f} s wall ({lint_cpu:.3f} s CPU); fix {fix_wall:.3f} s wall ({fix_cpu:.3f} s CPU)")
print(f"RESULT fix_over_lint_wall={fix_wall / lint_wall:.2f} fix_over_lint_cpu={fix_cpu / lint_cpu:.2f}")
EOF
