import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../lib/use-small-screen';

/**
 * A dialog that sends something: full screen on a phone, and not closed (by its X, Escape or a click outside)
 * while it is sending.
 */
export function BusyModal({
  opened,
  onClose,
  title,
  busy,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  children: ReactNode;
}) {
  const smallScreen = useSmallScreen();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      size="lg"
      centered
      fullScreen={smallScreen}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      {children}
    </Modal>
  );
}

/** A form's Cancel and submit buttons, kept in view at the bottom while the fields scroll under them. */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      py="sm"
      pos="sticky"
      bottom={0}
      style={{
        zIndex: 1,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Group>
  );
}
