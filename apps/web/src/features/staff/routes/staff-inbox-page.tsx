import { Card, Container, Loader, SimpleGrid, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { STAFF_INBOX_LISTS as STAFF_INBOX_STATES } from '@oxstrength/shared/schemas/staff-forms';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useStaffInbox, type StaffInboxState } from '../api/staff-api';
import { INBOX_LISTS, InboxList } from '../components/inbox-list';
import { ShopInbox } from '../components/shop-inbox';

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
      <Title order={1} mb="md">
        Staff inbox
      </Title>
      <ShopInbox />
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
            <CountCard state={state} />
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
            <InboxList state={state} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

/** A count with its list's name: a link that opens the list. */
function CountCard({ state }: { state: StaffInboxState }) {
  const query = useStaffInbox(state);
  const { label } = INBOX_LISTS[state];
  const count = query.data?.totalDocuments;
  return (
    <Card component={Link} to={`/staff?list=${state}`} withBorder radius="md" padding="md">
      {/* The name is the visible text ("Consultation requests: 1"), as axe's label-content-name-mismatch asks. */}
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
        {count !== undefined && <VisuallyHidden>: </VisuallyHidden>}
      </Text>
      {count === undefined ? (
        query.isError ? (
          <Text fz={28} fw={700} aria-hidden="true">
            -
          </Text>
        ) : (
          <Loader size="sm" mt="xs" aria-hidden="true" />
        )
      ) : (
        <Text fz={28} fw={700}>
          {count}
        </Text>
      )}
    </Card>
  );
}
