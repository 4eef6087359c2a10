import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  parseHexColor,
  relativeLuminance,
  toHex,
  wcagVerdict,
} from './contrast';

describe('parsing a colour the reader types', () => {
  it('accepts #rrggbb and #rgb, with or without #, in any case', () => {
    expect(parseHexColor('#1F2937')).toEqual({ r: 31, g: 41, b: 55 });
    expect(parseHexColor('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('  #0a6 ')).toEqual({ r: 0, g: 170, b: 102 });
  });

  it('rejects anything else instead of guessing', () => {
    for (const input of ['', '#12', '#12345', 'red', '#ggg', 'rgb(0,0,0)']) {
      expect(parseHexColor(input), input).toBeNull();
    }
  });

  it('writes colours back in the form a colour picker accepts', () => {
    expect(toHex({ r: 0, g: 170, b: 102 })).toBe('#00aa66');
  });
});

describe('contrast ratio', () => {
  const black = { r: 0, g: 0, b: 0 };
  const white = { r: 255, g: 255, b: 255 };

  it('runs from 1:1 for one colour to 21:1 for black on white, in either order', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBe(1);
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, black)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches known pairs', () => {
    // #767676 on white is the classic lightest grey that passes AA for body text.
    expect(formatRatio(contrastRatio(parseHexColor('#767676')!, white))).toBe(
      '4.54:1',
    );
    expect(formatRatio(contrastRatio(parseHexColor('#777777')!, white))).toBe(
      '4.47:1',
    );
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(wcagVerdict(4.4999).normalAA).toBe(false);
  });
});

describe('WCAG verdicts', () => {
  it('applies 4.5 and 7 to body text, 3 and 4.5 to large text', () => {
    expect(wcagVerdict(3)).toEqual({
      normalAA: false,
      normalAAA: false,
      largeAA: true,
      largeAAA: false,
    });
    expect(wcagVerdict(4.5)).toEqual({
      normalAA: true,
      normalAAA: false,
      largeAA: true,
      largeAAA: true,
    });
    expect(wcagVerdict(7)).toEqual({
      normalAA: true,
      normalAAA: true,
      largeAA: true,
      largeAAA: true,
    });
    expect(wcagVerdict(2.99)).toEqual({
      normalAA: false,
      normalAAA: false,
      largeAA: false,
      largeAAA: false,
    });
  });
});
