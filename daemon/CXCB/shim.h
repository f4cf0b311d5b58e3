#ifndef STRATA_CXCB_SHIM_H
#define STRATA_CXCB_SHIM_H
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb/shm.h>

/* xcb_shm_id is a mutable C global, which Swift 6 will not touch: look it up here. */
static inline const xcb_query_extension_reply_t *strata_xcb_shm_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_shm_id);
}
#endif
