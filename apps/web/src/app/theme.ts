import { Badge, createTheme, darken, Loader, luminance, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'red',
  // Red 9 (#c92a2a, the logo's red): red 8 as text on the light grey panels is 4.3:1, below the 4.5:1 of AA.
  primaryShade: 9,
  /**
   * With autoContrast, text on a filled colour is black or white, whichever contrasts more: below this
   * luminance white does (the two are equal at 0.179), so an orange badge gets black text (4.9:1, not 4:1).
   */
  luminanceThreshold: 0.179,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'sm',
  components: {
    Badge: Badge.extend({ defaultProps: { autoContrast: true } }),
    // A spinner named "Loading ..." is a status message (an aria-label on a bare span is not allowed).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** `color`, darkened in small steps until it reads at least 4.5:1 (WCAG AA for small text) on `background`. */
export function readableOn(background: string, color: string) {
  let readable = color;
  for (let step = 1; step <= 10 && contrast(readable, background) < 4.6; step++) {
    readable = darken(color, step * 0.05);
  }
  return readable;
}

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1) is below the 4.5:1 contrast WCAG AA asks of small text;
 * gray 7 (8.2:1) still reads as secondary. The text of a light variant (a "Pending" badge, the sandbox badge)
 * is shade 9 on shade 1, which for yellow, orange, lime, green and teal is below 4.5:1: it is darkened until
 * it reads.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableOn(shades[1], shades[9]),
      ]),
    ),
  },
  dark: {},
});
