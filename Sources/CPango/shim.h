#ifndef STRATA_CPANGO_SHIM_H
#define STRATA_CPANGO_SHIM_H
#include <pango/pangocairo.h>

/* PANGO_SCALE is a macro Swift imports, but the *_TO_PANGO helpers are not. */
static inline int strata_pango_units_from_double(double d) { return pango_units_from_double(d); }
#endif
