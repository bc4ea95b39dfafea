#!/usr/bin/env bash
# bench.sh — the whole-run and throughput benchmark (issues 2 and 5). Benchmarks/README.md
# explains each figure.
#
#   Scripts/bench.sh [--runs N] [--paused-runs N] [--no-swift-format] [--no-build] [--no-scaling]
#                    [--no-instructions] [DIR]
#
# DIR (default /tmp/swiftlint-lite-perf) receives the perf corpus (../shared/corpus.sh DIR perf,
# 2,874 files, 27.6 MB; extracted once, reused afterwards). The script then
#   1. builds the release binary as README says (swift build -c release --static-swift-stdlib --experimental-lto-mode=full
#      on Linux) and the single-threaded throughput harness Scripts/bench-throughput.swift
#      (linked against the release build's LintKit, the same way);
#   2. (a) times swiftlint-lite on the whole corpus, all rules, SARIF to a file: best of N runs
#      (default 3) by wall time, with that run's CPU time and peak RSS (from the child's rusage,
#      as GNU time reports them, but to the microsecond: Scripts/measure-run.py); when
#      swift-format runs, half of the N runs come after it, so both tools see the machine at
#      more than one moment;
#      (b) times `swift-format lint --recursive --parallel` on the same corpus (one run; about
#      100 s of CPU; --no-swift-format skips it) and prints the ratio;
#      (c) tokenizer and tokenizer+parser throughput in MB/s on one core, best of 5;
#      (d) scaling: the corpus twice (two copies) and one ~20 MB file made of corpus files,
#      in N rounds that run the corpus, the corpus twice and the 20 MB file one after the other
#      (in turning order); each ratio is the median of the rounds' (--no-scaling skips it). The
#      20 MB file's ratio is also given for user and system CPU time apart, and, when valgrind
#      is installed, as instructions per byte (valgrind --tool=callgrind, one run of each
#      input; about 40 s; --no-instructions skips it): a count that does not depend on how
#      busy the machine is, where CPU time does;
#      (e) the corpus again, each run after a 4 s pause (--paused-runs, default 5; 0 skips):
#      the median run. Back-to-back runs reuse the memory the run before freed; after a pause,
#      as in CI or a developer's occasional run, a virtual machine may have handed that memory
#      back to its host, and touching fresh memory then costs far more (Benchmarks/README.md);
#   3. prints a table labelled with the machine (uname -m, lscpu), the toolchain and the date.
# MB means 10^6 bytes throughout. Exit status 0 whether or not the goals are met (the table
# says PASS/MISS); 2 when something could not be run.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=3
paused_runs=5
pause=4
swift_format=1
build=1
scaling=1
instructions=1
corpus=/tmp/swiftlint-lite-perf
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --runs=*) runs=${1#--runs=}; shift ;;
    --paused-runs) paused_runs=${2:?--paused-runs needs a number}; shift 2 ;;
    --paused-runs=*) paused_runs=${1#--paused-runs=}; shift ;;
    --no-swift-format) swift_format=0; shift ;;
    --no-build) build=0; shift ;;
    --no-scaling) scaling=0; shift ;;
    --no-instructions) instructions=0; shift ;;
    -h|--help) sed -n '2,34p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bench.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) corpus=$1; shift ;;
  esac
done
case "$runs" in ''|*[!0-9]*|0) echo "bench.sh: --runs needs a positive number" >&2; exit 2 ;; esac
case "$paused_runs" in ''|*[!0-9]*) echo "bench.sh: --paused-runs needs a number (0 skips them)" >&2; exit 2 ;; esac

if ! command -v python3 >/dev/null 2>&1; then
  echo "bench.sh: python3 is missing (it times each run and computes the medians)" >&2
  exit 2
fi
shared="$repo/../shared"
if [ ! -x "$shared/corpus.sh" ] && [ ! -f "$shared/corpus.sh" ]; then
  echo "bench.sh: $shared/corpus.sh not found (the shared folder beside the repository)" >&2
  exit 2
fi

load_at_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*average: *//')
work=$(mktemp -d "${TMPDIR:-/tmp}/swiftlint-lite-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
log() { printf '%s\n' "$*" >&2; }
verdict() { awk -v v="$1" -v g="$3" -v op="$2" 'BEGIN { if (v == "") { print "-"; exit } ok = (op == "<=") ? (v + 0 <= g + 0) : (v + 0 >= g + 0); print ok ? "PASS" : "MISS" }'; }
div() { awk -v a="$1" -v b="$2" -v f="${3:-%.1f}" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print ""; else printf f, a / b }'; }

# ---------------------------------------------------------------------------------------------
log "== corpus: $corpus"
bash "$shared/corpus.sh" "$corpus" perf
corpus=$(cd "$corpus" && pwd)

# The files the linter lints: .swift files, hidden folders and .build skipped (as discovery does).
list_swift() { find "$1" -mindepth 1 \( -name '.*' -o -name .build \) -prune -o -type f -name '*.swift' -print0; }
corpus_files=$(list_swift "$corpus" | tr -cd '\0' | wc -c)
corpus_bytes=$(list_swift "$corpus" | xargs -0 cat | wc -c)
corpus_lines=$(list_swift "$corpus" | xargs -0 cat | wc -l)
corpus_mb=$(awk -v b="$corpus_bytes" 'BEGIN { printf "%.2f", b / 1e6 }')

# ---------------------------------------------------------------------------------------------
cd "$repo"
# README's release build: on Linux the Swift runtime and Foundation are linked statically
# (faster start, direct calls into the runtime); macOS has them in the system.
# The modules are optimized together at link time (their objects are LLVM bitcode, so the
# throughput program below is linked with LTO too).
static_flag=(--experimental-lto-mode=full); swiftc_static=(-lto=llvm-full)
if [ "$(uname -s)" = Linux ]; then static_flag+=(--static-swift-stdlib); swiftc_static+=(-static-stdlib); fi
if [ "$build" = 1 ]; then
  log "== swift build -c release ${static_flag[*]}"
  swift build -c release "${static_flag[@]}" --product swiftlint-lite >&2
fi
bin_dir=$(swift build -c release "${static_flag[@]}" --show-bin-path)
linter="$bin_dir/swiftlint-lite"
[ -x "$linter" ] || { echo "bench.sh: $linter not found (run without --no-build)" >&2; exit 2; }

throughput="$work/lintkit-throughput"
log "== compiling Scripts/bench-throughput.swift"
objects=()
if [ -d "$bin_dir/LintKit.build" ]; then
  # Only objects of sources that still exist: a file removed since an earlier build leaves its
  # object behind, which would no longer link.
  # (With link-time optimization the objects are LLVM bitcode, `*.swift.bc`.)
  while IFS= read -r -d '' object; do
    name=$(basename "$object"); name=${name%.o}; name=${name%.bc}
    [ -n "$(find Sources/LintKit -name "$name" -print -quit)" ] && objects+=("$object")
  done < <(find "$bin_dir/LintKit.build" \( -name '*.swift.o' -o -name '*.swift.bc' \) -print0)
fi
modules="$bin_dir/Modules"; [ -d "$modules" ] || modules="$bin_dir"
if [ "${#objects[@]}" -gt 0 ] \
   && swiftc -O "${swiftc_static[@]}" -parse-as-library Scripts/bench-throughput.swift -I "$modules" "${objects[@]}" -o "$throughput" >"$work/swiftc.log" 2>&1; then
  log "   linked against the release build's LintKit (${#objects[@]} objects)"
else
  log "   linking against the release build failed; compiling it with the LintKit sources (slower)"
  sources=()
  while IFS= read -r -d '' source; do sources+=("$source"); done < <(find Sources/LintKit -name '*.swift' -print0 | sort -z)
  if ! swiftc -O "${swiftc_static[@]}" -wmo -parse-as-library -module-name LintKit "${sources[@]}" Scripts/bench-throughput.swift \
         -o "$throughput" >"$work/swiftc.log" 2>&1; then
    grep -E "error" "$work/swiftc.log" >&2 || tail -n 20 "$work/swiftc.log" >&2
    echo "bench.sh: could not compile Scripts/bench-throughput.swift" >&2
    exit 2
  fi
fi

# ---------------------------------------------------------------------------------------------
# measure NAME -- COMMAND...: runs COMMAND once under Scripts/measure-run.py in an empty folder
# (so no .lint.yml applies) and sets m_wall, m_cpu, m_rss_mb, m_status, and m_user and m_sys (the
# two parts of m_cpu). measure-run.py reads
# CPU time and peak RSS from the rusage of the child, as GNU time does, but prints wall and CPU
# seconds to the microsecond (GNU time rounds them to 0.01 s, 4 % of a 0.25 s run).
measure() {
  local timing="$work/time.txt"
  shift  # the name is only for the reader of this script
  [ "$1" = "--" ] && shift
  mkdir -p "$work/cwd"
  : >"$timing"
  (cd "$work/cwd" && python3 "$repo/Scripts/measure-run.py" "$timing" -- "$@" >"$work/stdout.txt" 2>"$work/stderr.txt") || true
  local signal=""
  read -r m_wall m_cpu m_rss_mb m_status signal m_user m_sys < <(awk '{ printf "%.3f %.3f %.0f %d %d %.3f %.3f\n", $1, $2, $3 / 1024, $4, $5, $6, $7 }' "$timing") || true
  if [ -z "$signal" ] || [ "$signal" != 0 ] || { [ "${lenient_status:-0}" = 0 ] && [ "$m_status" -gt 2 ]; }; then
    log "bench.sh: the command failed (status ${m_status:-?}, signal ${signal:-?}): $*"
    tail -n 20 "$work/stderr.txt" >&2
    exit 2
  fi
}

# best_of N NAME -- COMMAND...: the run with the least wall time; sets b_wall, b_cpu, b_rss_mb.
# With keep_best=1 the runs continue an earlier best_of (the best of both is kept).
best_of() {
  local count=$1; shift
  if [ "${keep_best:-0}" != 1 ]; then b_wall=""; b_cpu=""; b_rss_mb=""; b_runs=0; fi
  local i
  for ((i = 1; i <= count; i++)); do
    measure "$@"
    b_runs=$((b_runs + 1))
    log "   run $b_runs: wall ${m_wall} s, CPU ${m_cpu} s, peak RSS ${m_rss_mb} MB, exit ${m_status}"
    if [ -z "$b_wall" ] || awk -v a="$m_wall" -v b="$b_wall" 'BEGIN { exit !(a < b) }'; then
      b_wall=$m_wall; b_cpu=$m_cpu; b_rss_mb=$m_rss_mb
    fi
  done
}

sarif="$work/lint.sarif"
log "== (a) swiftlint-lite, all rules, SARIF to a file, best of $runs"
measure warm-up -- "$linter" --quiet --reporter sarif --output "$sarif" "$corpus"   # warm the page cache
# Half of the runs now and half after swift-format's (when it runs): the machine's speed
# drifts over minutes on shared hosts, and the ratio should not hang on one moment of it.
lite_later=0
if [ "$swift_format" = 1 ] && command -v swift-format >/dev/null 2>&1; then lite_later=$((runs / 2)); fi
best_of $((runs - lite_later)) swiftlint-lite -- "$linter" --quiet --reporter sarif --output "$sarif" "$corpus"
lite_wall=$b_wall lite_cpu=$b_cpu lite_rss=$b_rss_mb lite_status=$m_status
# One more run with --timings, for where the time goes (printed after the table).
(cd "$work/cwd" && "$linter" --quiet --timings --reporter sarif --output "$sarif" "$corpus" >/dev/null 2>"$work/timings.txt") || true
findings=$(python3 -c 'import json,sys; print(sum(len(r.get("results", [])) for r in json.load(open(sys.argv[1]))["runs"]))' "$sarif" 2>/dev/null || echo "?")
lite_rules=$("$linter" rules 2>/dev/null | awk 'NR > 1 && NF' | wc -l)

sf_wall="" sf_cpu="" sf_rss=""
if [ "$swift_format" = 1 ]; then
  if command -v swift-format >/dev/null 2>&1; then
    log "== (b) swift-format lint --recursive --parallel (one run; takes a while; --no-swift-format skips it)"
    lenient_status=1 measure swift-format -- swift-format lint --recursive --parallel "$corpus"
    sf_wall=$m_wall sf_cpu=$m_cpu sf_rss=$m_rss_mb
    sf_version=$(swift-format --version 2>/dev/null | head -n 1 || true)
    log "   wall ${sf_wall} s, CPU ${sf_cpu} s, peak RSS ${sf_rss} MB, exit ${m_status}"
    if [ "$lite_later" -gt 0 ]; then
      log "== (a, continued) swiftlint-lite, the other $lite_later runs"
      keep_best=1 best_of "$lite_later" swiftlint-lite -- "$linter" --quiet --reporter sarif --output "$sarif" "$corpus"
      lite_wall=$b_wall lite_cpu=$b_cpu lite_rss=$b_rss_mb lite_status=$m_status
    fi
  else
    log "== (b) swift-format not found on PATH; skipped"
  fi
fi

log "== (c) tokenizer and parser throughput, one thread, best of 5"
"$throughput" --runs 5 "$corpus" >"$work/throughput.txt"
cat "$work/throughput.txt" >&2
tok_mbps=$(sed -n 's/^RESULT .*tokenizer_mbps=\([0-9.]*\).*/\1/p' "$work/throughput.txt")
parse_mbps=$(sed -n 's/^RESULT .*parser_mbps=\([0-9.]*\) .*/\1/p' "$work/throughput.txt")
tokparse_mbps=$(sed -n 's/^RESULT .*tokenizer_parser_mbps=\([0-9.]*\).*/\1/p' "$work/throughput.txt")

if [ "$scaling" = 1 ]; then
  log "== (d) scaling: the corpus twice; one ~20 MB file; $runs rounds of (corpus, corpus twice, 20 MB file)"
  # Two real copies (hard links where possible): the linter resolves symbolic links, so two
  # links to one folder would be linted once.
  mkdir -p "$work/double"
  for copy in a b; do
    cp -al "$corpus" "$work/double/$copy" 2>/dev/null || cp -R "$corpus" "$work/double/$copy"
  done
  mkdir -p "$work/big"
  big="$work/big/Big.swift"
  { list_swift "$corpus" | sort -z | xargs -0 cat | head -c 20000000 > "$big"; } 2>/dev/null || true
  big_bytes=$(stat -c %s "$big")
  # The three inputs run one after the other in each round, so each comparison is between
  # runs seconds apart: the machine's speed drifts over minutes, and comparing best-of-N
  # blocks measured minutes apart compares two moments as much as two inputs. Each round
  # gives a ratio; the table shows their median (and the best run of each input).
  rounds="$work/rounds.txt"
  : >"$rounds"
  # The order turns from round to round (corpus first, then twice first, then the 20 MB file
  # first): a run is faster when the one before it has just freed much memory (in a virtual
  # machine fresh memory can cost more than memory handed back a moment ago), and no input
  # should always come after the same one.
  for ((round = 1; round <= runs; round++)); do
    for ((slot = 0; slot < 3; slot++)); do
      case $(( (round - 1 + slot) % 3 )) in
        0) measure corpus -- "$linter" --quiet --reporter sarif --output "$sarif" "$corpus"
           c_wall=$m_wall c_cpu=$m_cpu c_rss=$m_rss_mb c_user=$m_user c_sys=$m_sys ;;
        1) measure corpus-x2 -- "$linter" --quiet --reporter sarif --output "$sarif" "$work/double"
           d_wall=$m_wall d_cpu=$m_cpu d_rss=$m_rss_mb ;;
        2) measure big -- "$linter" --quiet --reporter sarif --output "$sarif" "$big"
           b_wall=$m_wall b_cpu=$m_cpu b_rss=$m_rss_mb b_user=$m_user b_sys=$m_sys ;;
      esac
    done
    log "   round $round: corpus ${c_wall} s (CPU ${c_cpu} s), twice ${d_wall} s (CPU ${d_cpu} s), 20 MB file ${b_wall} s (CPU ${b_cpu} s, RSS ${b_rss} MB)"
    echo "$c_wall $c_cpu $c_rss $d_wall $d_cpu $d_rss $b_wall $b_cpu $b_rss $c_user $c_sys $b_user $b_sys" >>"$rounds"
  done
  # Per round: x2 = twice's wall / corpus's wall; per_byte = the 20 MB file's CPU MB/s over
  # the corpus's. Medians over the rounds; best runs by wall time for the table's rows.
  read -r x2_ratio x2_wall x2_cpu x2_rss big_wall big_cpu big_rss big_ratio big_cpu_mbps_med lite_cpu_mbps_med x2_min x2_max big_ratio_min big_ratio_max x2_best big_best big_user_ratio big_sys_ratio < <(
    python3 - "$rounds" "$corpus_bytes" "$big_bytes" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1]) if line.strip()]
corpus_mb, big_mb = int(sys.argv[2]) / 1e6, int(sys.argv[3]) / 1e6
x2 = [r[3] / r[0] for r in rows if r[0] > 0]
big_mbps = [big_mb / r[7] for r in rows if r[7] > 0]
corpus_mbps = [corpus_mb / r[1] for r in rows if r[1] > 0]
per_byte = [(big_mb / r[7]) / (corpus_mb / r[1]) for r in rows if r[7] > 0 and r[1] > 0]
# The same ratio for each part of the CPU time: user (the program) and system (the kernel:
# page faults above all). Columns 9-12: corpus user, corpus system, 20 MB user, 20 MB system.
def part_ratio(big_column, corpus_column):
    ratios = [(r[corpus_column] / corpus_mb) / (r[big_column] / big_mb) for r in rows
              if r[big_column] > 0 and r[corpus_column] > 0]
    return statistics.median(ratios) if ratios else 0.0
best_x2 = min(rows, key=lambda r: r[3])
best_big = min(rows, key=lambda r: r[6])
best_corpus = min(rows, key=lambda r: r[0])
# The best runs' ratios too (best twice over best corpus; best 20 MB file's CPU MB/s over the
# best corpus run's), the way earlier versions of this script compared them.
print("%.2f %.3f %.3f %.0f %.3f %.3f %.0f %.2f %.1f %.1f %.2f %.2f %.2f %.2f %.2f %.0f %.0f %.0f" % (
    statistics.median(x2), best_x2[3], best_x2[4], best_x2[5], best_big[6], best_big[7], best_big[8],
    statistics.median(per_byte), statistics.median(big_mbps), statistics.median(corpus_mbps),
    min(x2), max(x2), min(per_byte), max(per_byte),
    best_x2[3] / best_corpus[0], 100 * (big_mb / best_big[7]) / (corpus_mb / best_corpus[1]),
    100 * part_ratio(11, 9), 100 * part_ratio(12, 10)))
PY
  )
fi

# Instructions per byte of the 20 MB file and of the corpus, counted by callgrind (one run
# each; under valgrind the linter is not restarted with allocator settings, and its threads
# take turns on one core, so the count is the work done, whatever the machine is doing).
big_ir_per_byte="" corpus_ir_per_byte=""
if [ "$scaling" = 1 ] && [ "$instructions" = 1 ]; then
  if command -v valgrind >/dev/null 2>&1; then
    log "== instructions per byte (valgrind --tool=callgrind, one run each of the corpus and the 20 MB file)"
    count_instructions() {
      mkdir -p "$work/cwd"
      (cd "$work/cwd" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
         "$linter" --quiet --reporter sarif --output "$work/callgrind.sarif" "$1" 2>&1 >/dev/null) \
        | sed -n 's/.*I *refs: *//p' | tr -d ', ' | head -n 1
    }
    corpus_ir=$(count_instructions "$corpus")
    big_ir=$(count_instructions "$big")
    corpus_ir_per_byte=$(div "$corpus_ir" "$corpus_bytes")
    big_ir_per_byte=$(div "$big_ir" "$big_bytes")
    log "   corpus: ${corpus_ir:-?} instructions (${corpus_ir_per_byte:-?} per byte); 20 MB file: ${big_ir:-?} (${big_ir_per_byte:-?} per byte)"
  else
    log "== instructions per byte: skipped (valgrind is not installed: apt-get install valgrind)"
  fi
fi

if [ "$paused_runs" -gt 0 ]; then
  log "== (e) swiftlint-lite on the corpus, each run after a ${pause} s pause, $paused_runs runs"
  : >"$work/paused.txt"
  for ((i = 1; i <= paused_runs; i++)); do
    sleep "$pause"
    measure paused -- "$linter" --quiet --reporter sarif --output "$sarif" "$corpus"
    log "   run $i: wall ${m_wall} s, CPU ${m_cpu} s, peak RSS ${m_rss_mb} MB"
    echo "$m_wall $m_cpu $m_rss_mb" >>"$work/paused.txt"
  done
  read -r p_wall p_cpu p_rss p_min p_max < <(python3 - "$work/paused.txt" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1]) if line.strip()]
walls = [r[0] for r in rows]
print("%.3f %.3f %.0f %.3f %.3f" % (statistics.median(walls), statistics.median(r[1] for r in rows),
                                    statistics.median(r[2] for r in rows), min(walls), max(walls)))
PY
  )
fi

# ---------------------------------------------------------------------------------------------

cpu_model=$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
cpu_count=$(nproc 2>/dev/null || echo "?")
swift_version=$(swift --version 2>/dev/null | head -n 1 | sed 's/ *(.*//')
commit=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo "?")
dirty=$(git -C "$repo" status --porcelain --untracked-files=no -- Sources 2>/dev/null | head -n 1 || true)
[ -n "$dirty" ] && commit="$commit+local changes"

lite_mbps=$(div "$corpus_mb" "$lite_wall")
echo
echo "swiftlint-lite benchmark — $(uname -m), ${cpu_model:-unknown CPU} (${cpu_count} CPUs), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "toolchain: ${swift_version:-?}; swiftlint-lite $commit (release build)"
echo "corpus: $corpus (perf set): ${corpus_files} files, ${corpus_lines} lines, ${corpus_mb} MB"
echo "load average (1, 5, 15 min) at start: ${load_at_start:-?}; at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?)"
echo
printf '%-44s %8s %8s %9s %9s   %s\n' "" "wall s" "CPU s" "MB/s" "RSS MB" "goal"
printf '%-44s %8s %8s %9s %9s   %s\n' "swiftlint-lite, ${lite_rules} rules, SARIF (best of $runs)" \
  "$lite_wall" "$lite_cpu" "$lite_mbps" "$lite_rss" \
  "wall <= 1.0 s: $(verdict "$lite_wall" "<=" 1.0); RSS <= 150 MB: $(verdict "$lite_rss" "<=" 150)"
if [ -n "$sf_wall" ]; then
  printf '%-44s %8s %8s %9s %9s\n' "swift-format lint --recursive --parallel" \
    "$sf_wall" "$sf_cpu" "$(div "$corpus_mb" "$sf_wall" "%.2f")" "$sf_rss"
  wall_ratio=$(div "$sf_wall" "$lite_wall" "%.0f")
  cpu_ratio=$(div "$sf_cpu" "$lite_cpu" "%.0f")
  printf '%-44s %8s %8s %9s %9s   %s\n' "ratio swift-format / swiftlint-lite" "${wall_ratio}x" "${cpu_ratio}x" "" "" \
    ">= 100x (wall): $(verdict "$wall_ratio" ">=" 100)"
else
  printf '%-44s %8s\n' "swift-format lint" "skipped"
fi
if [ "$paused_runs" -gt 0 ]; then
  printf '%-44s %8s %8s %9s %9s   %s\n' "swiftlint-lite after a ${pause} s pause (median of $paused_runs)" \
    "$p_wall" "$p_cpu" "$(div "$corpus_mb" "$p_wall")" "$p_rss" "runs ${p_min}-${p_max} s${sf_wall:+; swift-format / this: $(div "$sf_wall" "$p_wall" "%.0f")x}"
fi
printf '%-44s %8s %8s %9s %9s   %s\n' "tokenizer (1 thread, in memory, best of 5)" "" "" "$tok_mbps" "" \
  ">= 150 MB/s: $(verdict "$tok_mbps" ">=" 150)"
printf '%-44s %8s %8s %9s %9s   %s\n' "parser alone (1 thread, in memory)" "" "" "$parse_mbps" "" ""
printf '%-44s %8s %8s %9s %9s   %s\n' "tokenizer + parser (1 thread, in memory)" "" "" "$tokparse_mbps" "" \
  ">= 60 MB/s: $(verdict "$tokparse_mbps" ">=" 60)"
if [ "$scaling" = 1 ]; then
  printf '%-44s %8s %8s %9s %9s   %s\n' "the corpus twice ($(awk -v m="$corpus_mb" 'BEGIN { printf "%.1f", 2 * m }') MB; best of $runs)" \
    "$x2_wall" "$x2_cpu" "$(div "$(awk -v m="$corpus_mb" 'BEGIN { print 2 * m }')" "$x2_wall")" "$x2_rss" \
    "time x${x2_ratio} for 2x input (median of $runs rounds; ${x2_min}-${x2_max}; best runs x${x2_best}); <= 2.1: $(verdict "$x2_ratio" "<=" 2.1)"
  big_mb=$(awk -v b="$big_bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
  big_percent=$(awk -v r="$big_ratio" 'BEGIN { printf "%.0f", 100 * r }')
  printf '%-44s %8s %8s %9s %9s   %s\n' "one ${big_mb} MB file of corpus code (best of $runs)" "$big_wall" "$big_cpu" "$(div "$big_mb" "$big_wall")" "$big_rss" \
    "CPU MB/s ${big_cpu_mbps_med} vs ${lite_cpu_mbps_med} on many files (medians): ${big_percent} % per byte"
  printf '%-44s %8s %8s %9s %9s   %s\n' "" "" "" "" "" \
    "(median of $runs rounds; ${big_ratio_min}-${big_ratio_max}; best runs ${big_best} %); >= 1.0: $(verdict "$big_ratio" ">=" 1.0)"
  printf '%-44s %8s %8s %9s %9s   %s\n' "" "" "" "" "" \
    "per byte, user CPU time alone: ${big_user_ratio} %; system CPU time alone: ${big_sys_ratio} % (medians of the rounds)"
  if [ -n "$big_ir_per_byte" ] && [ -n "$corpus_ir_per_byte" ]; then
    printf '%-44s %8s %8s %9s %9s   %s\n' "" "" "" "" "" \
      "instructions per byte (callgrind): ${big_ir_per_byte} vs ${corpus_ir_per_byte} on many files: $(div "$corpus_ir_per_byte" "$big_ir_per_byte" "%.2f" | awk '{ printf "%.0f", 100 * $1 }') % (work, not time)"
  fi
fi
echo
echo "findings in the SARIF log: $findings; linter exit status: $lite_status"
if grep -q "^stage" "$work/timings.txt" 2>/dev/null; then
  echo
  echo "where the time goes (one more run with --timings; per-file stages summed over worker threads):"
  sed -n '/^stage/,/^$/p' "$work/timings.txt"
fi
[ -n "$sf_wall" ] && [ -n "${sf_version:-}" ] && echo "swift-format: $sf_version"
exit 0
