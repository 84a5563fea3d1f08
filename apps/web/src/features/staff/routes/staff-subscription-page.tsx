import { Badge, Box, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { shortDate } from '../../../lib/calendar-date';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useStaffSubscription, type StaffSubscriptionDetail } from '../api/staff-api';
import { AuditSection } from '../components/audit-section';
import { DecisionPanel } from '../components/decision-panel';
import { decisionSteps } from '../components/decision-steps';
import { dateState } from '../components/inbox-list';
import { WeekReview } from '../components/week-review';
import { Fact, StaffRecordPage } from '../components/record-parts';

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
    <StaffRecordPage
      query={query}
      notFound={{
        title: 'Subscription not found',
        text: 'It does not exist, or it is not one of your templates.',
      }}
      loadingLabel="Loading subscription"
      failure="Could not load the subscription."
    >
      {(s) => <SubscriptionView subscription={s} />}
    </StaffRecordPage>
  );
}

function SubscriptionView({ subscription: s }: { subscription: StaffSubscriptionDetail }) {
  const { user } = useSession();
  const isAdmin = user?.user_type === 'Admin';
  const steps = decisionSteps({ kind: 'template', subscription: s }, isAdmin);
  const actionsId = useId();
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
          <Fact label="Client">{s.client ? `${s.client.name} (${s.client.email})` : 'Account removed'}</Fact>
          {s.client && (
            <Fact label="Phone">
              <PhoneLink phone={s.client.mobile_num} name={s.client.name} />
            </Fact>
          )}
          <Fact label="Consultation date">
            {s.consultation_date ? `${shortDate(s.consultation_date)} · ${dateState(s)}` : 'Not set'}
          </Fact>
          <Fact label="Progress">{`${s.weeks_completed} of ${s.weeks} weeks completed`}</Fact>
          {s.consultation_proposal_reason && (
            <Fact label="Why this date was proposed">{s.consultation_proposal_reason}</Fact>
          )}
          {s.started_on && <Fact label="Started on">{shortDate(s.started_on)}</Fact>}
          {s.remarks && <Fact label="Consultation remarks">{s.remarks}</Fact>}
          {s.status_reason && <Fact label="Reason">{s.status_reason}</Fact>}
        </SimpleGrid>
      </Paper>
      {steps.length > 0 && (
        <Box component="section" aria-labelledby={actionsId}>
          <Title order={2} size="h3" id={actionsId} mb="sm">
            Actions
          </Title>
          <DecisionPanel
            steps={steps}
            record={{
              id: s._id,
              date: s.consultation_date,
              early: s.status !== 'Consultation Completed',
            }}
          />
        </Box>
      )}
      <WeekReview subscription={s} />
      {isAdmin && <AuditSection id={s._id} />}
    </Stack>
  );
}
