/* What the frame client draws: the same work per frame, and the same damage, as
 * Weston's two shared-memory demo clients, in our own code.
 *  - "shm" (weston-simple-shm): a 250x250 opaque window whose inside, 20 pixels from
 *    each edge, is recomputed pixel by pixel every frame; damage: that 210x210 square.
 *  - "damage" (weston-simple-damage): a translucent window with a 10-pixel white
 *    border and a green ball of radius 10 bouncing inside; every frame repaints the
 *    whole buffer, and damages the ball's old and new 21x21 squares only. */
#ifndef STRATA_FRAME_DRAWING_H
#define STRATA_FRAME_DRAWING_H

#include <stdint.h>
#include "strata_link.h"

enum { SHM_PADDING = 20, BALL_BORDER = 10, BALL_RADIUS = 10 };

/* Fills the whole buffer white (the padding the shm client never repaints). */
void paint_padding(struct strata_buffer *buffer);

/* Recomputes the inside of the buffer (all but padding pixels on each side) for time_ms. */
void paint_rings(struct strata_buffer *buffer, int padding, uint32_t time_ms);

struct ball {
    float x, y;      /* centre, in buffer pixels */
    float dx, dy;    /* velocity, pixels per second */
    uint64_t last_us; /* time of the last step (0: none yet) */
};

/* A ball at a pseudo-random place with a pseudo-random velocity from seed. */
void ball_start(struct ball *ball, int width, int height, unsigned seed);

/* Moves the ball to time now_us, bouncing off the border. */
void ball_advance(struct ball *ball, int width, int height, uint64_t now_us);

/* The 21x21 square the ball covers. */
struct strata_rect ball_square(const struct ball *ball);

/* Repaints the whole buffer: border, translucent inside, the ball. */
void paint_ball_scene(struct strata_buffer *buffer, const struct ball *ball);

#endif
