#!/usr/bin/env bash
# Scores existential_any and static_var_concurrency against what swiftc reports on the dev
# corpus (../shared/oracle). Usage: Scripts/score-oracle.sh [CORPUS_DIR] [--no-checkouts]
# The corpus is extracted if missing. Unless --no-checkouts is given, each package's
# dependencies are resolved first (swift package resolve, from the machine's package mirror),
# so protocols declared in .build/checkouts are indexed as they are in a real checkout.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-/tmp/swiftlint-lite-dev}
shared="$root/../shared"
[ -d "$corpus" ] || bash "$shared/corpus.sh" "$corpus" dev
if [ "${2:-}" != "--no-checkouts" ]; then
  for package in "$corpus"/*/; do
    [ -f "$package/Package.swift" ] && [ ! -d "$package/.build/checkouts" ] && (cd "$package" && swift package resolve >/dev/null 2>&1 || true)
  done
fi
# The release build as README gives it (on Linux the runtime linked in), so that this script
# does not replace the binary that benchmarks measure with a differently linked one.
# README's release build: the runtime linked in (Linux), the modules optimized together at link time.
static_flag=(--experimental-lto-mode=full); [ "$(uname -s)" = Linux ] && static_flag+=(--static-swift-stdlib)
(cd "$root" && swift build -c release "${static_flag[@]}" >/dev/null)
bin_dir=$(cd "$root" && swift build -c release "${static_flag[@]}" --show-bin-path)
(cd "$corpus" && "$bin_dir/swiftlint-lite" --quiet --reporter sarif --output /tmp/swiftlint-lite-dev.sarif . || true)
python3 "$shared/oracle/score.py" --truth "$shared/oracle/truth/dev" --corpus "$corpus" --sarif /tmp/swiftlint-lite-dev.sarif "${@:3}"
