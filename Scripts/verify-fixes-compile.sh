#!/usr/bin/env bash
# verify-fixes-compile.sh — lets the compiler judge a rule's rewrites on a real package.
#
#   Scripts/verify-fixes-compile.sh [--rule ID] [--keep] PACKAGE_DIR
#
# Copies PACKAGE_DIR (a Swift package: a folder with Package.swift) to a temporary folder,
# runs `swiftlint-lite --fix --only ID` there (default ID: single_use_generic), and builds
# the copy and its tests with `swift build --build-tests`. Prints how many lines the rewrites
# changed and in how many files, and whether the rewritten package still builds. A rewrite
# that swiftc rejects (a `some` where the generic parameter was needed, a lost constraint)
# makes the build fail, and the compiler's errors are printed.
#
# The original package is not touched. Build the package unchanged first if you are not sure
# it builds on this machine: a failure then says nothing about the rewrites. Dependencies are
# resolved as `swift build` resolves them (this machine's git rewrites github.com to its
# package mirror). Generated files ("do not edit", "@generated" near the top) are not rewritten
# by --fix, so their findings are not judged here. The linter is the release build
# (`swift build -c release --static-swift-stdlib`), built first if it is missing.
# --keep leaves the rewritten copy in place and prints its path.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rule=single_use_generic
keep=0
package=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rule) rule=${2:?--rule needs a rule id}; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "verify-fixes-compile.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) package=$1; shift ;;
  esac
done
if [ -z "$package" ] || [ ! -f "$package/Package.swift" ]; then
  echo "verify-fixes-compile.sh: give a package folder (one with Package.swift); see --help" >&2
  exit 2
fi
package=$(cd "$package" && pwd)

static_flag=(); [ "$(uname -s)" = Linux ] && static_flag=(--static-swift-stdlib)
linter="$(cd "$repo" && swift build -c release "${static_flag[@]}" --show-bin-path)/swiftlint-lite"
if [ ! -x "$linter" ]; then
  (cd "$repo" && swift build -c release "${static_flag[@]}" --product swiftlint-lite >&2)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/verify-fixes.XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$work"' EXIT; fi
copy="$work/$(basename "$package")"
# The package's own build folder is not copied: the copy builds from scratch.
mkdir -p "$copy"
(cd "$package" && tar --exclude=./.build --exclude=./.swiftpm -cf - .) | (cd "$copy" && tar -xf -)

echo "== $rule --fix in a copy of $package"
(cd "$copy" && "$linter" --quiet --fix --only "$rule" . >/dev/null) || true
changed_files=$(diff -rq "$package" "$copy" -x .build -x .swiftpm 2>/dev/null | grep -c '^Files .* differ$' || true)
changed_lines=$(diff -r "$package" "$copy" -x .build -x .swiftpm 2>/dev/null | grep -c '^>' || true)
echo "   rewritten: $changed_lines lines in $changed_files files"
if [ "$changed_files" = 0 ]; then
  echo "   nothing to judge"
  exit 0
fi

echo "== swift build --build-tests (the rewritten copy)"
if (cd "$copy" && swift build --build-tests >"$work/build.log" 2>&1); then
  echo "   the rewritten package builds: PASS"
  status=0
else
  grep -E "error:" "$work/build.log" | sort -u | head -n 40
  log_copy="${TMPDIR:-/tmp}/verify-fixes-build.log"
  cp "$work/build.log" "$log_copy"
  echo "   the rewritten package does not build: FAIL (full log: $log_copy)"
  status=1
fi
[ "$keep" = 1 ] && echo "   the copy: $copy"
exit $status
