#!/usr/bin/env bash
# verify-fixes-compile.sh — lets the compiler judge a rule's rewrites on a real package.
#
#   Scripts/verify-fixes-compile.sh [--rule ID] [--keep] PACKAGE_DIR
#
# Copies PACKAGE_DIR (a Swift package: a folder with Package.swift) twice to a temporary
# folder, runs `swiftlint-lite --fix --only ID` in one copy (default ID: single_use_generic),
# and builds both copies with `swift build --build-tests`. When the unchanged copy does not
# build with its tests on this machine (tests that need Apple's XCTest, say), both copies are
# built without them (`swift build`): the library and executable targets. Prints how many
# lines the rewrites changed and in how many files, and whether the rewritten package builds
# as the unchanged one does. A rewrite that swiftc rejects (a `some` where the generic
# parameter was needed, a lost constraint) makes it fail, and the compiler's errors are
# printed. When not even the unchanged library builds, the errors of the two builds are
# compared (by file and message: rewrites move lines): only errors the unchanged build does
# not have count against the rewrites.
#
# The original package is not touched. Dependencies are resolved as `swift build` resolves
# them (this machine's git rewrites github.com to its package mirror). Generated files ("do
# not edit", "@generated" near the top) are not rewritten by --fix, so their findings are not
# judged here. The linter is the release build (`swift build -c release
# --static-swift-stdlib`), built first if it is missing. --keep leaves both copies in place
# and prints their paths.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rule=single_use_generic
keep=0
package=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rule) rule=${2:?--rule needs a rule id}; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    -*) echo "verify-fixes-compile.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) package=$1; shift ;;
  esac
done
if [ -z "$package" ] || [ ! -f "$package/Package.swift" ]; then
  echo "verify-fixes-compile.sh: give a package folder (one with Package.swift); see --help" >&2
  exit 2
fi
package=$(cd "$package" && pwd)

# README's release build: the runtime linked in (Linux), the modules optimized together at link time.
static_flag=(--experimental-lto-mode=full); [ "$(uname -s)" = Linux ] && static_flag+=(--static-swift-stdlib)
linter="$(cd "$repo" && swift build -c release "${static_flag[@]}" --show-bin-path)/swiftlint-lite"
if [ ! -x "$linter" ]; then
  (cd "$repo" && swift build -c release "${static_flag[@]}" --product swiftlint-lite >&2)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/verify-fixes.XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$work"' EXIT; fi
name=$(basename "$package")
original="$work/unchanged/$name"
copy="$work/rewritten/$name"
# The package's own build folder is not copied: the copies build from scratch.
for target in "$original" "$copy"; do
  mkdir -p "$target"
  (cd "$package" && tar --exclude=./.build --exclude=./.swiftpm -cf - .) | (cd "$target" && tar -xf -)
done

echo "== $rule --fix in a copy of $package"
(cd "$copy" && "$linter" --quiet --fix --only "$rule" . >/dev/null) || true
diff -r "$original" "$copy" >"$work/rewrites.diff" 2>/dev/null || true
changed_files=$(grep -c '^diff -r ' "$work/rewrites.diff" || true)
changed_lines=$(grep -c '^>' "$work/rewrites.diff" || true)
echo "   rewritten: $changed_lines lines in $changed_files files"
if [ "$changed_files" = 0 ]; then
  echo "   nothing to judge"
  exit 0
fi

# build FOLDER LOG ARGS...: swift build in FOLDER; status 0 when it builds.
build() {
  local folder=$1 log=$2
  shift 2
  (cd "$folder" && swift build "$@" >"$log" 2>&1)
}
# The distinct errors of a build log, as "file: message" (the path inside the package, no line).
errors() {
  { grep -E '^/.*: error: ' "$1" || true; } | sed -E "s#^$2/##; s#:[0-9]+:[0-9]+: error: #: #" | sort -u
}

mode=(--build-tests)
label="with its tests"
echo "== swift build --build-tests (the unchanged copy)"
if ! build "$original" "$work/unchanged.log" --build-tests; then
  mode=()
  label="without its tests (rewrites in test targets are not judged)"
  echo "   the unchanged copy does not build with its tests; both copies are built without them"
  build "$original" "$work/unchanged.log" || true
fi
echo "== swift build${mode[*]:+ ${mode[*]}} (the rewritten copy)"
status=0
if build "$copy" "$work/rewritten.log" "${mode[@]}"; then
  echo "   the rewritten package builds $label: PASS"
else
  errors "$work/unchanged.log" "$original" >"$work/unchanged.errors"
  errors "$work/rewritten.log" "$copy" >"$work/rewritten.errors"
  if [ -s "$work/unchanged.errors" ]; then
    echo "   neither copy builds $label; comparing their errors"
  fi
  comm -13 "$work/unchanged.errors" "$work/rewritten.errors" >"$work/new.errors"
  if [ -s "$work/unchanged.errors" ] && [ ! -s "$work/new.errors" ]; then
    echo "   the rewritten package has no error the unchanged one does not have: PASS"
  else
    head -n 40 "$work/new.errors"
    log_copy="${TMPDIR:-/tmp}/verify-fixes-build.log"
    cp "$work/rewritten.log" "$log_copy"
    echo "   the rewrites break the build: FAIL (full log: $log_copy)"
    status=1
  fi
fi
[ "$keep" = 1 ] && echo "   the copies: $original, $copy"
exit $status
