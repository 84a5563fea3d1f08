import { Box, Progress } from '@mantine/core';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/** The page shell: skip link, top bar, the page, footer; a thin bar while the next page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-label="Loading page"
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      )}
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and does not jump while a page loads. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ flex: 1, minHeight: '100dvh', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}

/** Hidden until focused with the keyboard; jumps past the navigation to the page content. */
function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 1100,
              padding: '8px 16px',
              background: 'var(--mantine-color-body)',
              color: 'var(--mantine-color-text)',
              border: '2px solid var(--mantine-primary-color-filled)',
              borderRadius: 4,
              fontWeight: 700,
            }
          : {
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            }
      }
    >
      Skip to content
    </a>
  );
}
