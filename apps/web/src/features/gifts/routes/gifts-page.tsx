import { Anchor, Center, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { GIFT_KINDS, GIFT_MESSAGES } from '@oxstrength/shared/contracts/gifts';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useClaimGift, useGifts, type Gift, type GiftKind, type GiftTab } from '../api/gifts-api';
import { GiftCarousel } from '../components/gift-carousel';

const SECTION_TITLES: Record<GiftKind, string> = {
  templates: 'Templates',
  coachings: 'Coachings',
  consultations: 'Consultations',
};

/** No gifts on a tab (spec part 2, section 2): the tab's line and Explore Training Templates (/template). */
function EmptyGifts({ tab }: { tab: GiftTab }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="status">
      <IconGift size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      <Text fw={600}>{tab === 'gifted' ? GIFT_MESSAGES.emptyGifted : GIFT_MESSAGES.emptyReceived}</Text>
      <Anchor component={Link} to="/template" fw={600} py={6}>
        {GIFT_MESSAGES.explore}
      </Anchor>
    </Stack>
  );
}

/**
 * One tab: its three sections while any has gifts, a spinner while loading, else the empty state. A list that
 * fails to load only stops loading (spec section 8: silently).
 */
function GiftsTab({ tab }: { tab: GiftTab }) {
  const templates = useGifts(tab, 'templates');
  const coachings = useGifts(tab, 'coachings');
  const consultations = useGifts(tab, 'consultations');
  const lists: Record<GiftKind, typeof templates> = { templates, coachings, consultations };
  const claim = useClaimGift();
  const [claimingId, setClaimingId] = useState<string | null>(null);

  if (Object.values(lists).some((q) => q.isPending))
    return (
      <Center py="xl">
        <Loader aria-label="Loading gifts" />
      </Center>
    );
  const shown = GIFT_KINDS.filter((kind) => (lists[kind].data ?? []).length > 0);
  if (shown.length === 0) return <EmptyGifts tab={tab} />;

  const onClaim =
    tab === 'received'
      ? (gift: Gift, kind: GiftKind) => {
          setClaimingId(gift._id);
          claim.mutate(
            { kind, id: gift._id },
            {
              onSuccess: () => notifySuccess(GIFT_MESSAGES.claimed),
              onError: (err) => notifyError(err),
              onSettled: () => setClaimingId(null),
            },
          );
        }
      : undefined;

  return (
    <Stack gap="xl">
      {shown.map((kind) => (
        <GiftCarousel
          key={kind}
          title={SECTION_TITLES[kind]}
          gifts={lists[kind].data ?? []}
          onClaim={onClaim && ((gift) => onClaim(gift, kind))}
          claimingId={claimingId}
        />
      ))}
    </Stack>
  );
}

/** My Gifts (/dashboard/gifts): received and gifted tabs (?tab=gifted opens the second). */
export function Component() {
  usePageTitle('My Gifts');
  const [params, setParams] = useSearchParams();
  const tab: GiftTab = params.get('tab') === 'gifted' ? 'gifted' : 'received';
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="md">
        My Gifts
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'gifted' ? { tab: 'gifted' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="received">Received</Tabs.Tab>
          <Tabs.Tab value="gifted">Gifted</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received">
          <GiftsTab tab="received" />
        </Tabs.Panel>
        <Tabs.Panel value="gifted">
          <GiftsTab tab="gifted" />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
