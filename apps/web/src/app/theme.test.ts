import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, readableOn, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('theme contrast', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(full).light;

  it('gives every light variant text at least 4.5:1 on its light background', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrast(text, shades[1]), `${name}: ${text} on ${shades[1]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a colour that already reads as it is', () => {
    expect(readableOn('#ffffff', '#212529')).toBe('#212529');
    expect(contrast(readableOn('#fff3bf', '#e67700'), '#fff3bf')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white on the primary red and black on orange, whichever reads better', () => {
    const primary = full.colors.red[full.primaryShade as number]!;
    expect(luminance(primary)).toBeLessThan(full.luminanceThreshold);
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const orange = full.colors.orange[full.primaryShade as number]!;
    expect(luminance(orange)).toBeGreaterThan(full.luminanceThreshold);
    expect(contrast(orange, '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});
