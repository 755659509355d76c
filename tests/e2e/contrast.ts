import type { Locator, Page } from '@playwright/test';

/** A colour's contrast with what is behind it, as the page computes both (WCAG's relative luminance). */
export type Measured = { ratio: number; colour: string; against: string };

/**
 * Measures, in the page, the contrast of `property` of the element (its text colour, a border's or the
 * outline's colour) against the background behind it: the element's own (`inside`, for text and for a
 * field's inside), the background around it (`outside`, for a border's or a ring's outer edge), or the
 * lower of the two (`both`). Backgrounds are composed up the ancestors down to the first opaque one over
 * white, so a translucent layer counts as it is painted. axe does not measure borders or focus rings, and
 * it skips text it cannot place (the notices, which slide in).
 */
export function contrastOf(
  el: Locator,
  property: 'color' | 'borderTopColor' | 'borderBottomColor' | 'outlineColor',
  against: 'inside' | 'outside' | 'both',
): Promise<Measured> {
  return el.evaluate(
    (node, { property, against }) => {
      type Rgba = { r: number; g: number; b: number; a: number };
      const parse = (c: string): Rgba | null => {
        const m = /rgba?\(([^)]+)\)/.exec(c);
        if (!m) return null;
        const p = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r: p[0]!, g: p[1]!, b: p[2]!, a: p[3] ?? 1 };
      };
      const over = (top: Rgba, under: Rgba): Rgba => ({
        r: top.r * top.a + under.r * (1 - top.a),
        g: top.g * top.a + under.g * (1 - top.a),
        b: top.b * top.a + under.b * (1 - top.a),
        a: 1,
      });
      const backdrop = (start: Element | null): Rgba => {
        const layers: Rgba[] = [];
        for (let n = start; n; n = n.parentElement) {
          const c = parse(getComputedStyle(n).backgroundColor);
          if (c && c.a > 0) layers.push(c);
          if (c && c.a === 1) break;
        }
        return layers.reverse().reduce((base, l) => over(l, base), { r: 255, g: 255, b: 255, a: 1 });
      };
      const lum = ({ r, g, b }: Rgba) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const ratio = (a: Rgba, b: Rgba) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const show = (c: Rgba) => `rgb(${[c.r, c.g, c.b].map(Math.round).join(', ')})`;
      const style = getComputedStyle(node);
      const raw = parse(style[property]);
      if (!raw) return { ratio: 0, colour: style[property], against: 'unparsed' };
      const sides =
        against === 'both' ? [node, node.parentElement] : [against === 'inside' ? node : node.parentElement];
      let worst: Measured = { ratio: Infinity, colour: '', against: '' };
      for (const side of sides) {
        const bg = backdrop(side);
        const fg = over(raw, bg);
        const r = ratio(fg, bg);
        if (r < worst.ratio) worst = { ratio: Math.round(r * 100) / 100, colour: show(fg), against: show(bg) };
      }
      return worst;
    },
    { property, against },
  );
}

/**
 * With CONTRAST_SHOTS=<dir>, a screenshot of the page as it stands, for a person to look over (the
 * journeys' checks do not depend on it).
 */
export async function shot(page: Page, name: string, fullPage = false) {
  const dir = process.env.CONTRAST_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
