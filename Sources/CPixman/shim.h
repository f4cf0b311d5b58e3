#ifndef STRATA_CPIXMAN_SHIM_H
#define STRATA_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
