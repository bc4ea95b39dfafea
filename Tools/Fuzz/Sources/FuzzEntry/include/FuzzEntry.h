// libFuzzer's driver, called from each fuzz target's entry point (see FuzzEntry.c).
#ifndef FUZZ_ENTRY_H
#define FUZZ_ENTRY_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv` on `callback` (libFuzzer's own entry,
/// defined in libclang_rt.fuzzer, which `-sanitize=fuzzer` links).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
