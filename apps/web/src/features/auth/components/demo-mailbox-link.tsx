import { Anchor, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

/** The demo mailbox from a reply (`mailbox`, named only while the sandbox is on), if it is a path of this site. */
export function demoMailbox(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/sandbox\/[\w/-]*$/.test(value) ? value : undefined;
}

/**
 * In the demo no mail leaves the server: the verification mail is read in the demo mailbox (a page the server
 * draws, so a plain link, not the router's).
 */
export function DemoMailboxLink({ href }: { href: string }) {
  return (
    <Text fz="sm">
      This is the demo: no mail leaves this server.{' '}
      <Anchor href={href} underline="always" fw={600} inline>
        <IconInbox size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        Open the demo mailbox
      </Anchor>{' '}
      to read the verification mail.
    </Text>
  );
}
