/**
 * WCAG 2.x colour contrast, as used by the ContrastChecker demo: parse a hex colour, compute
 * relative luminance and the contrast ratio, and say which success criteria a pair meets.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** `#rgb`, `#rrggbb` (the `#` is optional, surrounding spaces ignored) → channels 0–255, else null. */
export function parseHexColor(input: string): Rgb | null {
  const value = input.trim();
  const short = SHORT_HEX.exec(value);
  if (short) {
    const [r, g, b] = short
      .slice(1)
      .map((digit) => Number.parseInt(digit + digit, 16));
    return { r, g, b };
  }
  const long = LONG_HEX.exec(value);
  if (long) {
    const [r, g, b] = long.slice(1).map((pair) => Number.parseInt(pair, 16));
    return { r, g, b };
  }
  return null;
}

/** Lower-case `#rrggbb`, the form `<input type="color">` accepts. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function linearChannel(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x definition), 0 for black to 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return (
    0.2126 * linearChannel(r) +
    0.7152 * linearChannel(g) +
    0.0722 * linearChannel(b)
  );
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort(
    (x, y) => y - x,
  );
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `4.4999` must not be shown as `4.50` (a pass it is not), so the ratio is truncated, never
 * rounded up, to two decimals: `"4.49:1"`.
 */
export function formatRatio(ratio: number): string {
  const truncated = Math.floor(ratio * 100) / 100;
  return `${truncated.toFixed(2)}:1`;
}

export interface WcagVerdict {
  /** 1.4.3, body text: 4.5:1 */
  normalAA: boolean;
  /** 1.4.6, body text: 7:1 */
  normalAAA: boolean;
  /** 1.4.3, large text (24px, or 18.66px bold): 3:1 */
  largeAA: boolean;
  /** 1.4.6, large text: 4.5:1 */
  largeAAA: boolean;
}

export function wcagVerdict(ratio: number): WcagVerdict {
  return {
    normalAA: ratio >= 4.5,
    normalAAA: ratio >= 7,
    largeAA: ratio >= 3,
    largeAAA: ratio >= 4.5,
  };
}
