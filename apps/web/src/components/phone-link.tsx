import { Anchor, Text } from '@mantine/core';
import { formatPhoneNational, normalizePhone } from '@oxstrength/shared/phone';

/** The tel: address of a phone: the stored, international form (+97798...), whatever way it was written. */
export const telHref = (phone: string) =>
  `tel:${normalizePhone(phone, { landline: true }) ?? phone.replace(/[^\d+]/g, '')}`;

/**
 * A phone shown the way Nepalis write it (984-1234567, decision 016), a tap away from a call: a tel: link.
 * `name` says whose phone it is to a screen reader ("Call Maya Lama: 984-1234567"). No phone: "No phone given".
 */
export function PhoneLink({ phone, name }: { phone: string | null | undefined; name?: string }) {
  if (!phone)
    return (
      <Text span c="dimmed" fw={400} fz="inherit">
        No phone given
      </Text>
    );
  const shown = formatPhoneNational(phone);
  return (
    <Anchor
      href={telHref(phone)}
      fw={600}
      fz="inherit"
      aria-label={name ? `Call ${name}: ${shown}` : undefined}
      // Alone on its line a link is a touch target of its own: at least 24 px tall (WCAG 2.5.8, the sweep's axe).
      style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
    >
      {shown}
    </Anchor>
  );
}
