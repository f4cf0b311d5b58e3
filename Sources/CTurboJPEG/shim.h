#ifndef STRATA_CTURBOJPEG_SHIM_H
#define STRATA_CTURBOJPEG_SHIM_H
// TurboJPEG, libjpeg-turbo's simpler API: unlike the classic libjpeg API, whose default
// error handler calls exit() and can only be escaped with longjmp (which Swift cannot
// do), every call returns -1 on an error.
#include <turbojpeg.h>
#endif
