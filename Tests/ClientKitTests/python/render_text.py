#!/usr/bin/python3
"""Independent reference renderer for ClientKit's text tests.

Reads a JSON scene on stdin and writes the rendered image as raw premultiplied
ARGB32 pixels (native-endian uint32, row after row, no padding) to the path given as
the first argument. It uses Pango/PangoCairo through PyGObject directly, and computes
placement (vertical centring, single-line ellipsis, caret position) itself from the
UIKit rules the tests state, so it shares no code with ClientKit's text engine.

Scene: {"width": W, "height": H, "background": [r, g, b, a], "fontFiles": [path, ...],
        "texts": [{"text": str, "family": str, "size": px, "weight": css,
                   "color": [r, g, b, a], "x": .., "y": .., "boxWidth": .., "boxHeight": ..,
                   "wrap": bool, "ellipsize": bool, "clip": bool,
                   "caret": [r, g, b, a] or null}]}
A text is laid out at boxWidth (wrapped at word/char boundaries when "wrap", else
one line ellipsized at the end when "ellipsize"), clipped to the box's columns
when "clip", centred vertically in the box with
its top rounded down to a whole pixel. A caret is a 2-pixel bar from the top of the
first line, as tall as the line rounded up, at the end of the text rounded to a pixel.
"fontFiles" (optional) are registered with fontconfig (FcConfigAppFontAddFile,
through ctypes) before Pango starts, so texts can use the families they hold.
Requires Debian packages gir1.2-pango-1.0 and python3-gi-cairo.
"""
import ctypes
import ctypes.util
import json
import math
import sys

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402


def make_layout(cr, spec):
    context = PangoCairo.create_context(cr)
    options = cairo.FontOptions()
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    PangoCairo.context_set_font_options(context, options)
    context.set_round_glyph_positions(False)
    layout = Pango.Layout.new(context)
    desc = Pango.FontDescription()
    desc.set_family(spec["family"])
    desc.set_weight(Pango.Weight(spec.get("weight", 400)))
    desc.set_absolute_size(spec["size"] * Pango.SCALE)
    layout.set_font_description(desc)
    layout.set_text(spec["text"], -1)
    layout.set_width(int(round(spec["boxWidth"] * Pango.SCALE)))
    if spec.get("wrap"):
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    elif spec.get("ellipsize"):
        # Height -1 with an ellipsize mode: each paragraph is one line.
        layout.set_ellipsize(Pango.EllipsizeMode.END)
        layout.set_height(-1)
    return layout


def register_font_files(paths):
    """Adds font files to fontconfig's current configuration, which Pango's font map
    uses when it is created."""
    if not paths:
        return
    fontconfig = ctypes.CDLL(ctypes.util.find_library("fontconfig") or "libfontconfig.so.1")
    fontconfig.FcConfigAppFontAddFile.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    fontconfig.FcConfigAppFontAddFile.restype = ctypes.c_int
    for path in paths:
        if not fontconfig.FcConfigAppFontAddFile(None, path.encode()):
            sys.exit("fontconfig could not add " + path)


def main():
    scene = json.load(sys.stdin)
    register_font_files(scene.get("fontFiles", []))
    width, height = scene["width"], scene["height"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    cr = cairo.Context(surface)
    cr.set_source_rgba(*scene.get("background", [1, 1, 1, 1]))
    cr.paint()
    for spec in scene["texts"]:
        layout = make_layout(cr, spec)
        _, logical = layout.get_extents()
        text_height = logical.height / Pango.SCALE
        top = spec["y"] + math.floor((spec["boxHeight"] - text_height) / 2)
        cr.save()
        if spec.get("clip"):
            cr.rectangle(spec["x"], 0, spec["boxWidth"], height)
            cr.clip()
        cr.set_source_rgba(*spec["color"])
        cr.move_to(spec["x"], top)
        PangoCairo.show_layout(cr, layout)
        cr.restore()
        if spec.get("caret"):
            end_x = spec["x"] + logical.width / Pango.SCALE
            cr.set_source_rgba(*spec["caret"])
            cr.rectangle(round(end_x), top, 2, math.ceil(text_height))
            cr.fill()
    surface.flush()
    stride = surface.get_stride()
    data = bytes(surface.get_data())
    with open(sys.argv[1], "wb") as out:
        for y in range(height):
            out.write(data[y * stride:y * stride + width * 4])


if __name__ == "__main__":
    main()
