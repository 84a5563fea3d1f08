import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { BusyModal, StickyActions } from '../../../components/dialog-parts';

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
  return (
    <BusyModal opened={opened} onClose={onClose} title={title} busy={pending}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <StickyActions>
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </StickyActions>
        </Stack>
      </form>
    </BusyModal>
  );
}
