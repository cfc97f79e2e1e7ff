// Colour arithmetic for the property's brand theme: the text colour that reads on a brand
// colour, and the shade/tint variants a UI kit derives from it. WCAG 2.x formulas.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHexColour(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new RangeError(`not a colour like #1a2b3c: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHexColour({ r, g, b }: Rgb): string {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** "56, 128, 255" — the form CSS rgba(var(--x-rgb), a) needs. */
export function rgbTriplet(hex: string): string {
  const { r, g, b } = parseHexColour(hex);
  return `${r}, ${g}, ${b}`;
}

export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHexColour(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the colour (always at least 4.58:1). */
export function contrastingText(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}

/** Mixes `colour` towards `other` by `weight` (0..1). */
export function mixColours(colour: string, other: string, weight: number): string {
  const a = parseHexColour(colour);
  const b = parseHexColour(other);
  return toHexColour({ r: a.r + (b.r - a.r) * weight, g: a.g + (b.g - a.g) * weight, b: a.b + (b.b - a.b) * weight });
}

/** The pressed variant (Ionic's shade: 12% towards black). */
export function shadeOf(colour: string): string {
  return mixColours(colour, '#000000', 0.12);
}

/** The hover variant (Ionic's tint: 10% towards white). */
export function tintOf(colour: string): string {
  return mixColours(colour, '#ffffff', 0.1);
}

/**
 * The colour itself if it reaches `minimumRatio` against `background`, else the nearest
 * darker (or lighter, on dark backgrounds) variant that does — for brand colours used as text.
 */
export function readableOn(colour: string, background: string, minimumRatio = 4.5): string {
  if (contrastRatio(colour, background) >= minimumRatio) return colour;
  const towards = contrastingText(background);
  for (let step = 1; step <= 20; step++) {
    const candidate = mixColours(colour, towards, step / 20);
    if (contrastRatio(candidate, background) >= minimumRatio) return candidate;
  }
  return towards;
}
