#!/usr/bin/env bash
# fuzz.sh TARGET SECONDS WORKDIR [SEED_DIR...]
#
# Runs one fuzz target (fuzz-lint, fuzz-lint-multi, fuzz-config, fuzz-cheaders) for SECONDS
# seconds with one job, under `nice -n 10`, the way README.md describes: the corpus grows in
# WORKDIR/corpus/TARGET, crash/timeout/OOM inputs go to WORKDIR/artifacts/TARGET-*, the log to
# WORKDIR/logs/TARGET.log. SEED_DIRs are read but never written. Build first (README.md).
# Extra libFuzzer flags can be given in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-detect_leaks=1").
set -euo pipefail
target=${1:?usage: fuzz.sh TARGET SECONDS WORKDIR [SEED_DIR...]}
seconds=${2:?usage: fuzz.sh TARGET SECONDS WORKDIR [SEED_DIR...]}
work=${3:?usage: fuzz.sh TARGET SECONDS WORKDIR [SEED_DIR...]}
shift 3
here=$(cd "$(dirname "$0")" && pwd)
binary=${FUZZ_BINARY_DIR:-$here/.build-fuzz/release}/$target
[ -x "$binary" ] || { echo "no $binary: build first (see README.md)" >&2; exit 1; }
case "$target" in
  fuzz-lint|fuzz-lint-multi) dict=swift.dict; max_len=16384 ;;
  fuzz-config) dict=yaml.dict; max_len=4096 ;;
  fuzz-cheaders) dict=cheaders.dict; max_len=8192 ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
work=$(mkdir -p "$work" && cd "$work" && pwd)
mkdir -p "$work/corpus/$target" "$work/artifacts" "$work/logs" "$work/jobs/$target"
# -jobs=1 runs the fuzzer in a child process whose output goes to fuzz-0.log in the current
# folder: run it in a folder of its own and keep that log.
cd "$work/jobs/$target"
# Leak detection is off by default: see README.md ("Known reports"). AddressSanitizer's own
# check at exit is off too (unless ASAN_OPTIONS is set): it reported process-wide tables made
# on first use as leaks and wrote them as a crash of the empty input.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# shellcheck disable=SC2086
nice -n 10 "$binary" -jobs=1 -workers=1 \
  -max_total_time="$seconds" -max_len="$max_len" -timeout=5 -rss_limit_mb=4096 \
  -detect_leaks=0 -print_final_stats=1 -use_value_profile=1 \
  -dict="$here/$dict" -artifact_prefix="$work/artifacts/$target-" \
  ${FUZZ_FLAGS:-} "$work/corpus/$target" "$@" > "$work/logs/$target.driver.log" 2>&1 || true
cp fuzz-0.log "$work/logs/$target.log"
grep -E "^#[0-9]+[[:space:]]+(DONE|INITED)|^stat::|Done [0-9]+ runs|ERROR|SUMMARY|Test unit written" "$work/logs/$target.log" || true
