"""Poppins' Latin files with the rupee sign (U+20B9) copied in from its Latin Extended files (README.md).

Run once, by hand, with fontTools and brotli (Debian: python3-fonttools python3-brotli), from the
repository's root: python3 src/app/fonts/add-rupee.py. Nothing runs it at install, build or run time.
"""

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont

FILES = 'node_modules/@fontsource/poppins/files'
RUPEE = 0x20B9

for weight in ('400', '600'):
    latin = TTFont(f'{FILES}/poppins-latin-{weight}-normal.woff2')
    ext = TTFont(f'{FILES}/poppins-latin-ext-{weight}-normal.woff2')
    name = ext.getBestCmap()[RUPEE]
    glyph = ext['glyf'][name]
    assert not glyph.isComposite(), 'a composite glyph would need its parts copied too'
    assert RUPEE not in latin.getBestCmap()
    latin['glyf'][name] = glyph
    latin.setGlyphOrder(latin['glyf'].glyphOrder)
    latin['hmtx'][name] = ext['hmtx'][name]
    for table in latin['cmap'].tables:
        if table.isUnicode():
            table.cmap[RUPEE] = name
    latin['OS/2'].usLastCharIndex = max(latin['OS/2'].usLastCharIndex, RUPEE)
    latin['OS/2'].recalcUnicodeRanges(latin)
    latin.flavor = 'woff2'
    latin.save(f'src/app/fonts/poppins-latin-rupee-{weight}-normal.woff2')

# The sign alone, for headings (their faces have none; rupeeFont in src/app/fonts.ts): a file of its own
# that loads only when a heading shows ₹.
for weight in ('400', '600'):
    rupee = TTFont(f'src/app/fonts/poppins-latin-rupee-{weight}-normal.woff2')
    subsetter = Subsetter(Options(flavor='woff2', layout_features=[], name_IDs=['*'], notdef_outline=True))
    subsetter.populate(unicodes=[RUPEE])
    subsetter.subset(rupee)
    rupee.flavor = 'woff2'
    rupee.save(f'src/app/fonts/poppins-rupee-sign-{weight}-normal.woff2')
