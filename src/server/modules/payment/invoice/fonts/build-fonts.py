"""Builds the invoice's Devanagari fonts from @fontsource/noto-sans-devanagari (see README.md).

    cd "$(mktemp -d)" && npm pack @fontsource/noto-sans-devanagari@5.3.0 && tar xzf *.tgz
    python3 <this file> package/files <this folder>

Needs fontTools (Debian: python3-fonttools). Fontsource splits the family by script, as a
browser loads it; a PDF writer sets a line in one font, so the Devanagari, Latin and Latin
Extended parts of each weight are merged back into one font, their shaping rules (GSUB, GPOS)
included.
"""

import sys
from pathlib import Path

from fontTools.merge import Merger
from fontTools.ttLib import TTFont

FILES, OUT = Path(sys.argv[1]), Path(sys.argv[2])
WEIGHTS = {"400": "Regular", "700": "Bold"}
SUBSETS = ("devanagari", "latin", "latin-ext")

for weight, style in WEIGHTS.items():
    parts = []
    for subset in SUBSETS:
        font = TTFont(FILES / f"noto-sans-devanagari-{subset}-{weight}-normal.woff")
        font.flavor = None
        part = OUT / f".{subset}-{weight}.ttf"
        font.save(part)
        parts.append(part)
    merged = Merger().merge([str(p) for p in parts])
    merged.save(OUT / f"NotoSansDevanagari-{style}.ttf")
    for part in parts:
        part.unlink()
