#!/usr/bin/env python3
# Builds ColorTest.ttf, the colour-glyph fixture of ColorFontFixtureTests, with fontTools
# (`pip install fonttools`). Run once at authoring time; the tests read the committed .ttf.
#
# 1000 units per em, ascender 800, descender -200. Two colour glyphs:
#   U+F0000 COLR v0, three layers over a 1000 × 800 box:
#             left half (x 0–500)    CPAL palette 0 entry 0, red   #FF0000
#             right half (x 500–1000) entry 1, blue  #0000FF
#             centre square (x 400–600, y 300–500) entry 0xFFFF, the text colour
#   U+F0001 sbix PNG strikes, each picture as wide and tall as its strike's pixels per em,
#           placed on the baseline (1 em square from y 0 to 1000):
#             20 ppem: top half yellow #FFFF00, bottom half cyan   #00FFFF
#             80 ppem: top half orange #FF8000, bottom half purple #8000FF
import struct
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables.sbixGlyph import Glyph as SbixGlyph
from fontTools.ttLib.tables.sbixStrike import Strike


def rect(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def png(size, top, bottom):
    """An RGBA PNG, size × size, its top half `top` and bottom half `bottom` (RGB tuples)."""
    rows = b"".join(
        b"\x00" + bytes((top if y < size // 2 else bottom) + (255,)) * size for y in range(size))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


order = [".notdef", "colr", "colr.left", "colr.right", "colr.centre", "sbix"]
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0xF0000: "colr", 0xF0001: "sbix"})
fb.setupGlyf({
    ".notdef": rect(100, 0, 500, 700),
    "colr": rect(0, 0, 1000, 800),
    "colr.left": rect(0, 0, 500, 800),
    "colr.right": rect(500, 0, 1000, 800),
    "colr.centre": rect(400, 300, 600, 500),
    "sbix": empty(),
})
# Each glyph's left side bearing is its xMin, as rasterizers place glyf outlines by it.
glyf = fb.font["glyf"]
fb.setupHorizontalMetrics({
    name: (1000 if name != ".notdef" else 600, getattr(glyf[name], "xMin", 0)) for name in order})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({
    "familyName": "Render Gifs Color Test",
    "styleName": "Regular",
    "copyright": "Made for render-gifs' tests; dedicated to the public domain (CC0 1.0).",
    "licenseDescription": "CC0 1.0 Universal: no rights reserved.",
})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
fb.setupCPAL([[(1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)]])
fb.setupCOLR({"colr": [("colr.left", 0), ("colr.right", 1), ("colr.centre", 0xFFFF)]}, version=0)

sbix = newTable("sbix")
sbix.version = 1
sbix.flags = 1
sbix.strikes = {}
for ppem, top, bottom in [(20, (255, 255, 0), (0, 255, 255)), (80, (255, 128, 0), (128, 0, 255))]:
    strike = Strike(ppem=ppem, resolution=72)
    strike.glyphs["sbix"] = SbixGlyph(glyphName="sbix", graphicType="png ", imageData=png(ppem, top, bottom))
    sbix.strikes[ppem] = strike
fb.font["sbix"] = sbix
fb.save("ColorTest.ttf")
