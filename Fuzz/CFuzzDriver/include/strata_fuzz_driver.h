#ifndef STRATA_FUZZ_DRIVER_H
#define STRATA_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// The body of a fuzz target: LLVMFuzzerTestOneInput's shape.
typedef int (*strata_fuzz_callback)(const uint8_t *data, size_t size);

/// Whether libFuzzer is linked in (the target was built with -sanitize=fuzzer).
int strata_fuzz_has_libfuzzer(void);

/// Runs libFuzzer's driver (LLVMFuzzerRunDriver) with the process's arguments.
/// Only when strata_fuzz_has_libfuzzer() is true.
int strata_fuzz_run_libfuzzer(int argc, char **argv, strata_fuzz_callback callback);
#endif
