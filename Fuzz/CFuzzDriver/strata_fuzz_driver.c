// libFuzzer's driver, reached through a weak reference: a fuzz target built normally
// has no libFuzzer and replays files instead; built with -sanitize=fuzzer, SwiftPM
// still points `main` at the target's own entry point (its --defsym main=<module>_main),
// so that entry point starts libFuzzer through LLVMFuzzerRunDriver.
#include "strata_fuzz_driver.h"

extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const uint8_t *data, size_t size)) __attribute__((weak));

int strata_fuzz_has_libfuzzer(void) {
    return LLVMFuzzerRunDriver != NULL;
}

int strata_fuzz_run_libfuzzer(int argc, char **argv, strata_fuzz_callback callback) {
    return LLVMFuzzerRunDriver(&argc, &argv, callback);
}
