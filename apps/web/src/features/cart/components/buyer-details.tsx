import { Accordion, Stack, Text } from '@mantine/core';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import { IconUser } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';

/** The signed-in buyer's email, full name and phone, in a section that opens on demand. */
export function BuyerDetails() {
  const { user } = useSession();
  const rows = [
    { label: 'Email', value: user?.email },
    { label: 'Full Name', value: user?.name },
    { label: 'Phone', value: formatPhoneNational(user?.mobile_num) },
  ];
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="buyer">
        <Accordion.Control icon={<IconUser size={18} aria-hidden="true" />}>Buyer Details</Accordion.Control>
        <Accordion.Panel>
          <Stack component="dl" gap={6} m={0}>
            {rows.map((row) => (
              <div key={row.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {row.value || 'Not provided'}
                </Text>
              </div>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
