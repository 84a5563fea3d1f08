import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { AuditSection } from './audit-section';

/**
 * Admins only: an Audit button that opens the record's audit entries in a dialog (a record shown as a row, with
 * no page of its own: a paid consultation, a trainer's capacity). Nothing for a trainer.
 */
export function RecordAuditButton({
  id,
  name,
  recordType = 'subscription',
}: {
  id: string;
  name: string;
  recordType?: 'subscription' | 'trainer' | 'user';
}) {
  const { user } = useSession();
  const smallScreen = useSmallScreen();
  const [opened, setOpened] = useState(false);
  if (user?.user_type !== 'Admin') return null;
  return (
    <>
      <Button
        size="compact-md"
        variant="subtle"
        onClick={() => setOpened(true)}
        aria-label={`Audit of ${name}`}
      >
        Audit
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Audit: ${name}`}
        size="xl"
        fullScreen={smallScreen}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <AuditSection id={id} recordType={recordType} />}
      </Modal>
    </>
  );
}
