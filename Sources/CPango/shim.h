#ifndef STRATA_CPANGO_SHIM_H
#define STRATA_CPANGO_SHIM_H
#include <pango/pangocairo.h>
/* Pango's fontconfig backend and fontconfig itself: the faces Pango draws come from
   fontconfig, and StrataCairo asks fontconfig which faces exist, which one a name
   means, and registers the font files apps ship. */
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* PANGO_SCALE is a macro Swift imports, but the *_TO_PANGO helpers are not. */
static inline int strata_pango_units_from_double(double d) { return pango_units_from_double(d); }
#endif
