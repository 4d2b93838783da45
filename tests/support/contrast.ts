/** WCAG 2 contrast of CSS colours (hex or rgb()/rgba()), translucent ones composited. */

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColor(css: string): Rgba {
  const text = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4].includes(hex.length))
    return parseColor(`#${[...hex].map((c) => c + c).join('')}`);
  if (hex && [6, 8].includes(hex.length)) {
    const [r, g, b, a = 255] = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(text)?.[1]
    .split(/[\s,/]+/)
    .filter(Boolean);
  if (parts && (parts.length === 3 || parts.length === 4)) {
    const [r, g, b, a = 1] = parts.map(Number);
    return { r, g, b, a };
  }
  if (text === 'white' || text === 'transparent')
    return { r: 255, g: 255, b: 255, a: text === 'white' ? 1 : 0 };
  throw new Error(`Not a colour: ${css}`);
}

/** `top` drawn over an opaque `under`. */
const over = (top: Rgba, under: Rgba): Rgba => ({
  r: top.r * top.a + under.r * (1 - top.a),
  g: top.g * top.a + under.g * (1 - top.a),
  b: top.b * top.a + under.b * (1 - top.a),
  a: 1,
});

const luminance = ({ r, g, b }: Rgba) => {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/**
 * The contrast ratio of text `foreground` on `background`, the background itself on `page`
 * (white unless told) when translucent.
 */
export function contrastRatio(foreground: string, background: string, page = '#ffffff'): number {
  const surface = over(parseColor(background), parseColor(page));
  const text = over(parseColor(foreground), surface);
  const [light, dark] = [luminance(text), luminance(surface)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether two CSS colours are the same colour (any notation). */
export function sameColour(one: string, other: string): boolean {
  const [x, y] = [parseColor(one), parseColor(other)];
  return x.r === y.r && x.g === y.g && x.b === y.b && Math.abs(x.a - y.a) < 0.005;
}
