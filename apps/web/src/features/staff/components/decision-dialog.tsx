import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useSmallScreen } from '../../../lib/use-small-screen';

/**
 * The shell of every staff decision: a modal (full screen on a phone) with the form's fields, then Cancel and
 * the decision's button kept in view at the bottom while the fields scroll under them. It cannot be closed
 * while the decision is being sent.
 */
export function DecisionDialog({
  opened,
  title,
  submitLabel,
  pending,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The step cannot be taken yet (the dialog says why). */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const smallScreen = useSmallScreen();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      centered
      fullScreen={smallScreen}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
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
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
