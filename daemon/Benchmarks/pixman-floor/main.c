/* strata-pixman-floor: the least a compositor must do for one repaint of a scene, with
 * pixman alone — no IPC, no bookkeeping — for `make bench-daemon` to print beside the
 * daemons' CPU per repaint. It repaints the union of the windows' damage on an
 * x8r8g8b8 screen: the background where no opaque window covers it, then each window
 * bottom to top, opaque ones with SRC, translucent ones with OVER, clipped to the damage.
 *
 * usage: strata-pixman-floor [--screen WxH] [--repaints N] WINDOW...
 *   WINDOW is X,Y,W,H,opaque|alpha followed by its damage per repaint, in window
 *   coordinates, each as @X,Y,W,H (e.g. 0,0,250,250,opaque@20,20,210,210).
 * Prints one JSON line: CPU microseconds per repaint (CLOCK_PROCESS_CPUTIME_ID, mean of
 * N after a warm-up) and pixels written per repaint. */
#define _POSIX_C_SOURCE 200809L
#include <pixman.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_DAMAGE 16

struct window {
    int x, y, width, height;
    bool opaque;
    pixman_image_t *image;
    pixman_box32_t damage[MAX_DAMAGE];
    int damage_count;
};

static void usage(void) {
    fprintf(stderr, "usage: strata-pixman-floor [--screen WxH] [--repaints N] X,Y,W,H,opaque|alpha[@X,Y,W,H]...\n");
    exit(2);
}

static bool parse_window(const char *text, struct window *window) {
    char kind[8];
    int used = 0;
    if (sscanf(text, "%d,%d,%d,%d,%7[a-z]%n", &window->x, &window->y, &window->width, &window->height, kind, &used) != 5
        || window->width <= 0 || window->height <= 0)
        return false;
    window->opaque = strcmp(kind, "opaque") == 0;
    if (!window->opaque && strcmp(kind, "alpha") != 0) return false;
    window->damage_count = 0;
    for (const char *p = text + used; *p; ) {
        int x, y, w, h, n = 0;
        if (window->damage_count == MAX_DAMAGE || sscanf(p, "@%d,%d,%d,%d%n", &x, &y, &w, &h, &n) != 4) return false;
        window->damage[window->damage_count++] = (pixman_box32_t){ window->x + x, window->y + y,
                                                                    window->x + x + w, window->y + y + h };
        p += n;
    }
    /* Translucent black with a white border, like the damage client; opaque grey. */
    window->image = pixman_image_create_bits(window->opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8,
                                             window->width, window->height, NULL, window->width * 4);
    uint32_t *pixels = pixman_image_get_data(window->image);
    for (int i = 0; i < window->width * window->height; i++) pixels[i] = window->opaque ? 0xFF808080u : 0x80000000u;
    return true;
}

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* One repaint: returns the pixels written. */
static long repaint(pixman_image_t *screen, pixman_image_t *background, struct window *windows, int count,
                    pixman_region32_t *screen_bounds) {
    pixman_region32_t damage, uncovered, part;
    pixman_region32_init(&damage);
    for (int i = 0; i < count; i++) {
        pixman_region32_t r;
        pixman_region32_init_rects(&r, windows[i].damage, windows[i].damage_count);
        pixman_region32_union(&damage, &damage, &r);
        pixman_region32_fini(&r);
    }
    pixman_region32_intersect(&damage, &damage, screen_bounds);
    pixman_region32_init(&uncovered);
    pixman_region32_copy(&uncovered, &damage);
    for (int i = 0; i < count; i++) {
        if (!windows[i].opaque) continue;
        pixman_region32_t r;
        pixman_region32_init_rect(&r, windows[i].x, windows[i].y, (unsigned)windows[i].width, (unsigned)windows[i].height);
        pixman_region32_subtract(&uncovered, &uncovered, &r);
        pixman_region32_fini(&r);
    }
    long written = 0;
    pixman_region32_init(&part);
    int n;
    pixman_box32_t *boxes = pixman_region32_rectangles(&uncovered, &n);
    for (int b = 0; b < n; b++) {
        pixman_image_composite32(PIXMAN_OP_SRC, background, NULL, screen, 0, 0, 0, 0, boxes[b].x1, boxes[b].y1,
                                 boxes[b].x2 - boxes[b].x1, boxes[b].y2 - boxes[b].y1);
        written += (long)(boxes[b].x2 - boxes[b].x1) * (boxes[b].y2 - boxes[b].y1);
    }
    for (int i = 0; i < count; i++) {
        struct window *w = &windows[i];
        pixman_region32_t r;
        pixman_region32_init_rect(&r, w->x, w->y, (unsigned)w->width, (unsigned)w->height);
        pixman_region32_intersect(&part, &damage, &r);
        pixman_region32_fini(&r);
        boxes = pixman_region32_rectangles(&part, &n);
        for (int b = 0; b < n; b++) {
            pixman_image_composite32(w->opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, w->image, NULL, screen,
                                     boxes[b].x1 - w->x, boxes[b].y1 - w->y, 0, 0, boxes[b].x1, boxes[b].y1,
                                     boxes[b].x2 - boxes[b].x1, boxes[b].y2 - boxes[b].y1);
            written += (long)(boxes[b].x2 - boxes[b].x1) * (boxes[b].y2 - boxes[b].y1);
        }
    }
    pixman_region32_fini(&part);
    pixman_region32_fini(&uncovered);
    pixman_region32_fini(&damage);
    return written;
}

int main(int argc, char **argv) {
    int width = 1920, height = 1080;
    long repaints = 2000;
    struct window *windows = calloc((size_t)argc, sizeof *windows);
    int count = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--screen") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &width, &height) != 2 || width <= 0 || height <= 0) usage();
        } else if (strcmp(argv[i], "--repaints") == 0 && i + 1 < argc) {
            repaints = strtol(argv[++i], NULL, 10);
            if (repaints <= 0) usage();
        } else if (!parse_window(argv[i], &windows[count++])) {
            fprintf(stderr, "strata-pixman-floor: bad window '%s'\n", argv[i]);
            usage();
        }
    }
    if (count == 0) usage();
    pixman_image_t *screen = pixman_image_create_bits(PIXMAN_x8r8g8b8, width, height, NULL, width * 4);
    pixman_color_t black = { 0, 0, 0, 0xFFFF };
    pixman_image_t *background = pixman_image_create_solid_fill(&black);
    pixman_region32_t bounds;
    pixman_region32_init_rect(&bounds, 0, 0, (unsigned)width, (unsigned)height);
    long written = 0;
    for (long i = 0; i < repaints / 10 + 1; i++) written = repaint(screen, background, windows, count, &bounds);
    const double start = cpu_seconds();
    for (long i = 0; i < repaints; i++) written = repaint(screen, background, windows, count, &bounds);
    const double seconds = cpu_seconds() - start;
    printf("{\"us_per_repaint\": %.3f, \"pixels_per_repaint\": %ld}\n", seconds / (double)repaints * 1e6, written);
    return 0;
}
