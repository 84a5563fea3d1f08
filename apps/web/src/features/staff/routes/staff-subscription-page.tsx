import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { QueryState } from '../../../components/query-state';
import { shortDate } from '../../../lib/calendar-date';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { isNotFound, useStaffSubscription, type StaffSubscriptionDetail } from '../api/staff-api';
import { AuditSection } from '../components/audit-section';
import {
  ActivateDialog,
  ApproveDateDialog,
  MarkHeldDialog,
  ProposeDateDialog,
  StatusReasonDialog,
} from '../components/decision-forms';
import { dateState } from '../components/inbox-list';
import { WeekReview } from '../components/week-review';

type Action = 'approve' | 'propose' | 'held' | 'activate' | 'inactive' | 'reactivate';

/** The actions the subscription's state allows (the transitions of status.ts), for this role. */
export function allowedActions(s: StaffSubscriptionDetail, isAdmin: boolean): Action[] {
  const actions: Action[] = [];
  if (s.status === 'Consultation Requested') {
    if (!s.consultation_approved) actions.push('approve');
    actions.push('propose', 'held');
  }
  // Once activated (started_on set) it is never activated again; an admin may start one before the consultation.
  if (s.started_on === null) {
    if (s.status === 'Consultation Completed') actions.push('activate');
    else if (isAdmin && (s.status === 'Pending' || s.status === 'Consultation Requested'))
      actions.push('activate');
  }
  if (s.status === 'Active' || s.status === 'Consultation Completed') actions.push('inactive');
  if (s.status === 'Inactive') actions.push('reactivate');
  return actions;
}

const ACTION_LABELS: Record<Action, string> = {
  approve: 'Approve Date',
  propose: 'Propose Another Date',
  held: 'Mark as Held',
  activate: 'Activate',
  inactive: 'Make Inactive',
  reactivate: 'Make Active Again',
};

/** One template subscription as staff see it: its facts, the actions its state allows, week review, audit. */
export function Component() {
  const { id = '' } = useParams();
  const query = useStaffSubscription(id);
  usePageTitle(
    query.data
      ? `${query.data.template.title}: ${query.data.client?.name ?? 'Subscription'}`
      : 'Subscription',
  );
  return (
    <Container size="lg" py="lg">
      <Anchor
        component={Link}
        to="/staff"
        fw={600}
        display="inline-flex"
        py={10}
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        Staff inbox
      </Anchor>
      {query.data ? (
        <SubscriptionView subscription={query.data} />
      ) : isNotFound(query.error) ? (
        <Stack gap="sm" py="xl">
          <Title order={1}>Subscription not found</Title>
          <Text c="dimmed">It does not exist, or it is not one of your templates.</Text>
        </Stack>
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading subscription"
          failure="Could not load the subscription."
        />
      )}
    </Container>
  );
}

function SubscriptionView({ subscription: s }: { subscription: StaffSubscriptionDetail }) {
  const { user } = useSession();
  const isAdmin = user?.user_type === 'Admin';
  const [dialog, setDialog] = useState<Action | null>(null);
  const actions = allowedActions(s, isAdmin);
  const actionsId = useId();
  const close = () => setDialog(null);
  const fact = (label: string, value: ReactNode) => (
    <Box>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  );
  return (
    <Stack gap="lg" mt="sm">
      <Box>
        <Title order={1}>{s.template.title}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{s.status}</Badge>
        </Group>
      </Box>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {fact('Client', s.client ? `${s.client.name} (${s.client.email})` : 'Account removed')}
          {s.client && fact('Phone', <PhoneLink phone={s.client.mobile_num} name={s.client.name} />)}
          {fact(
            'Consultation date',
            s.consultation_date ? `${shortDate(s.consultation_date)} · ${dateState(s)}` : 'Not set',
          )}
          {fact('Progress', `${s.weeks_completed} of ${s.weeks} weeks completed`)}
          {s.consultation_proposal_reason &&
            fact('Why this date was proposed', s.consultation_proposal_reason)}
          {s.started_on && fact('Started on', shortDate(s.started_on))}
          {s.remarks && fact('Consultation remarks', s.remarks)}
          {s.status_reason && fact('Reason', s.status_reason)}
        </SimpleGrid>
      </Paper>
      {actions.length > 0 && (
        <Box component="section" aria-labelledby={actionsId}>
          <Title order={2} size="h3" id={actionsId} mb="sm">
            Actions
          </Title>
          <Group gap="sm">
            {actions.map((a) => (
              <Button
                key={a}
                variant={a === 'inactive' ? 'default' : 'filled'}
                color={a === 'inactive' ? 'red' : undefined}
                onClick={() => setDialog(a)}
              >
                {ACTION_LABELS[a]}
              </Button>
            ))}
          </Group>
        </Box>
      )}
      {dialog === 'approve' && (
        <ApproveDateDialog opened id={s._id} date={s.consultation_date} onClose={close} />
      )}
      {dialog === 'propose' && <ProposeDateDialog opened id={s._id} onClose={close} />}
      {dialog === 'held' && <MarkHeldDialog opened id={s._id} date={s.consultation_date} onClose={close} />}
      {dialog === 'activate' && (
        <ActivateDialog opened id={s._id} early={s.status !== 'Consultation Completed'} onClose={close} />
      )}
      {(dialog === 'inactive' || dialog === 'reactivate') && (
        <StatusReasonDialog opened id={s._id} kind={dialog} onClose={close} />
      )}
      <WeekReview subscription={s} />
      {isAdmin && <AuditSection id={s._id} />}
    </Stack>
  );
}
