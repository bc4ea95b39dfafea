// Nothing to compile: this C target only exports the declaration in include/FuzzEntry.h.
//
// Why the fuzz targets need it: on Linux, SwiftPM links every executable target with
// `--defsym main=<target>_main` (so that tests can call an executable's entry point), and
// under `-parse-as-library` no such symbol is emitted, so the link fails with
// "undefined symbol 'fuzz_lint_main' referenced in expression". Each target therefore
// defines `<target>_main` itself (with @_cdecl) and hands over to libFuzzer's driver through
// LLVMFuzzerRunDriver, which does what libFuzzer's own `main` would.
#include "FuzzEntry.h"
