import { Box, Button, Container, Group, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { STAFF_INBOX_LISTS as STAFF_INBOX_STATES } from '@oxstrength/shared/schemas/staff-forms';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useCoachingInbox, usePaidInbox } from '../api/programme-staff-api';
import { useStaffInbox, type StaffInboxState } from '../api/staff-api';
import { CoachingInbox } from '../components/coaching-inbox';
import { INBOX_LISTS, InboxList } from '../components/inbox-list';
import { CoachingInboxList, PaidInboxList } from '../components/programme-inbox';
import { ShopInbox } from '../components/shop-inbox';
import { CountCard } from '../components/count-card';

const isInboxState = (value: string | null): value is StaffInboxState =>
  (STAFF_INBOX_STATES as readonly string[]).includes(value ?? '');

/**
 * The staff inbox (issue 17): three counts, each a link to its list, and the lists as tabs (the one shown is in
 * the address, `?list=`, so a count's link opens it).
 */
export function Component() {
  usePageTitle('Staff inbox');
  const [params, setParams] = useSearchParams();
  const list = params.get('list');
  const current: StaffInboxState = isInboxState(list) ? list : 'consultation_requests';
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" align="center" gap="sm" mb="md">
        <Title order={1}>Staff inbox</Title>
        <Button component={Link} to="/staff/calendar" variant="light">
          Consultation Calendar
        </Button>
      </Group>
      <ShopInbox />
      <CoachingInbox />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        mb="lg"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {STAFF_INBOX_STATES.map((state) => (
          <li key={state}>
            <InboxCount state={state} />
          </li>
        ))}
      </SimpleGrid>
      <Tabs
        value={current}
        onChange={(value) => {
          if (isInboxState(value)) setParams({ list: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {STAFF_INBOX_STATES.map((state) => (
            <Tabs.Tab key={state} value={state}>
              {INBOX_LISTS[state].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAFF_INBOX_STATES.map((state) => (
          <Tabs.Panel key={state} value={state}>
            <Stack gap="lg">
              <InboxSection title="Templates">
                <InboxList state={state} />
              </InboxSection>
              <InboxSection title="Coaching">
                <CoachingInboxList state={state} />
              </InboxSection>
              {state === 'consultation_requests' && (
                <InboxSection title="Paid consultations">
                  <PaidInboxList />
                </InboxSection>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

/** One kind's part of a list (templates, coaching, paid consultations), under its heading. */
function InboxSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A count with its list's name (templates, coaching and paid consultations together): a link that opens it. */
function InboxCount({ state }: { state: StaffInboxState }) {
  const templates = useStaffInbox(state);
  const coaching = useCoachingInbox(state);
  const paid = usePaidInbox(1, state === 'consultation_requests');
  const parts = state === 'consultation_requests' ? [templates, coaching, paid] : [templates, coaching];
  const { label } = INBOX_LISTS[state];
  const count = parts.every((q) => q.data)
    ? parts.reduce((sum, q) => sum + (q.data?.totalDocuments ?? 0), 0)
    : undefined;
  return (
    <CountCard
      to={`/staff?list=${state}`}
      label={label}
      count={count}
      failed={parts.some((q) => q.isError)}
    />
  );
}
