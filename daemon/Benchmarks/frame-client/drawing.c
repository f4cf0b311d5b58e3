#include "drawing.h"

#include <stdlib.h>

void paint_padding(struct strata_buffer *buffer) {
    size_t count = (size_t)buffer->width * (size_t)buffer->height;
    for (size_t i = 0; i < count; i++) buffer->pixels[i] = 0xFFFFFFFFu;
}

void paint_rings(struct strata_buffer *buffer, int padding, uint32_t time_ms) {
    const int w = buffer->width, h = buffer->height;
    const int cx = w / 2, cy = h / 2;
    int outer = (cx < cy ? cx : cy) - padding - 8;
    int inner = outer - 32;
    outer *= outer;
    inner *= inner;
    for (int y = padding; y < h - padding; y++) {
        uint32_t *row = buffer->pixels + (size_t)y * (size_t)w;
        const int dy2 = (y - cy) * (y - cy);
        for (int x = padding; x < w - padding; x++) {
            const int d2 = (x - cx) * (x - cx) + dy2;
            uint32_t shade;
            if (d2 < inner) shade = (uint32_t)d2 / 32 + time_ms / 64;       /* the disc: rings drifting outwards */
            else if (d2 < outer) shade = (uint32_t)y + time_ms / 32;         /* the annulus: rows scrolling */
            else shade = (uint32_t)x + time_ms / 16;                         /* outside: columns scrolling */
            row[x] = 0xFF000000u | ((shade * 0x00050301u) & 0x00FFFFFFu);
        }
    }
}

static float spread(unsigned *state, float low, float high) {
    *state = *state * 1103515245u + 12345u;
    return low + (float)((*state >> 8) & 0xFFFF) / 65535.0f * (high - low);
}

void ball_start(struct ball *ball, int width, int height, unsigned seed) {
    const float edge = BALL_BORDER + BALL_RADIUS;
    ball->x = spread(&seed, edge, (float)width - edge);
    ball->y = spread(&seed, edge, (float)height - edge);
    ball->dx = spread(&seed, 0, (float)width);
    ball->dy = spread(&seed, 0, (float)height);
    ball->last_us = 0;
}

/* Reflects position p off the walls low and high, flipping velocity v at each bounce. */
static void bounce(float *p, float *v, float low, float high) {
    while (*p < low || *p > high) {
        *p = *p < low ? 2 * low - *p : 2 * high - *p;
        *v = -*v;
    }
}

void ball_advance(struct ball *ball, int width, int height, uint64_t now_us) {
    if (ball->last_us != 0 && now_us > ball->last_us) {
        const float seconds = (float)(now_us - ball->last_us) / 1e6f;
        const float edge = BALL_BORDER + BALL_RADIUS;
        ball->x += ball->dx * seconds;
        ball->y += ball->dy * seconds;
        bounce(&ball->x, &ball->dx, edge, (float)width - edge);
        bounce(&ball->y, &ball->dy, edge, (float)height - edge);
    }
    ball->last_us = now_us;
}

struct strata_rect ball_square(const struct ball *ball) {
    return (struct strata_rect){ (int32_t)(ball->x - BALL_RADIUS), (int32_t)(ball->y - BALL_RADIUS),
                                 2 * BALL_RADIUS + 1, 2 * BALL_RADIUS + 1 };
}

static void fill(struct strata_buffer *buffer, int x, int y, int w, int h, uint32_t argb) {
    for (int j = y; j < y + h; j++) {
        uint32_t *row = buffer->pixels + (size_t)j * (size_t)buffer->width;
        for (int i = x; i < x + w; i++) row[i] = argb;
    }
}

void paint_ball_scene(struct strata_buffer *buffer, const struct ball *ball) {
    const int w = buffer->width, h = buffer->height, b = BALL_BORDER;
    fill(buffer, 0, 0, w, b, 0xFFFFFFFFu);
    fill(buffer, 0, h - b, w, b, 0xFFFFFFFFu);
    fill(buffer, 0, b, b, h - 2 * b, 0xFFFFFFFFu);
    fill(buffer, w - b, b, b, h - 2 * b, 0xFFFFFFFFu);
    fill(buffer, b, b, w - 2 * b, h - 2 * b, 0x80000000u);  /* black at 50 %, premultiplied */
    const int r = BALL_RADIUS;
    for (int j = (int)ball->y - r; j <= (int)ball->y + r; j++) {
        for (int i = (int)ball->x - r; i <= (int)ball->x + r; i++) {
            const float fx = (float)i + 0.5f - ball->x, fy = (float)j + 0.5f - ball->y;
            if (fx * fx + fy * fy <= (float)(r * r) && i >= 0 && j >= 0 && i < w && j < h)
                buffer->pixels[(size_t)j * (size_t)w + (size_t)i] = 0xFF00FF00u;
        }
    }
}
