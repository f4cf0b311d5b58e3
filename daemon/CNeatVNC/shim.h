#ifndef STRATA_CNEATVNC_SHIM_H
#define STRATA_CNEATVNC_SHIM_H
#include <stdint.h>
#include <stdlib.h>
#include <pixman.h>
#include <aml.h>
#include <neatvnc.h>

/* DRM_FORMAT_XRGB8888 ('XR24'): pixman's x8r8g8b8 in memory, without libdrm's headers. */
#define STRATA_NVNC_FORMAT_XRGB8888 0x34325258u

/* neatvnc takes damage as a pixman_region16: build it here from (x, y, width, height)
 * quadruples, so Swift never handles pixman's 16-bit regions. */
static inline void strata_nvnc_feed(struct nvnc_display *display, struct nvnc_fb *fb,
                                    const int32_t *rects, int count) {
    pixman_region16_t region;
    pixman_region_init(&region);
    for (int i = 0; i < count; i++) {
        pixman_region_union_rect(&region, &region, rects[4 * i], rects[4 * i + 1],
                                 (unsigned)rects[4 * i + 2], (unsigned)rects[4 * i + 3]);
    }
    nvnc_display_feed_buffer(display, fb, &region);
    pixman_region_fini(&region);
}
#endif
