import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): phones, and small tablets held upright. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * True on a small screen, from the first render (so a page does not draw its wide layout first), and
 * following the screen as it turns. For parts drawn only in the browser: the server cannot know the screen.
 */
export const useSmallScreen = () =>
  useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
