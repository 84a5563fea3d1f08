import { Alert, Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import { STAFF_STEP_TEXTS } from '@oxstrength/shared/training';
import { useId } from 'react';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/calendar-date';
import { useSession } from '../../../lib/session';
import { coachingDecisions } from '../api/programme-staff-api';
import { AuditSection } from './audit-section';
import { DecisionPanel } from './decision-panel';
import { decisionSteps, weekOneReady } from './decision-steps';

const consultationState = (c: NonNullable<SubscribedCoachingDetail['latest_consultation']>) =>
  c.completed ? 'Held' : c.proposed ? 'Proposed' : c.approved ? 'Approved' : 'Not approved';

/**
 * A coaching's consultation and status decisions (issue 17): its latest consultation (approve the date, propose
 * another, mark it held with remarks), activation once the first consultation is held, Inactive with a reason
 * and back; each mails the client. Admins also read the coaching's audit.
 */
export function CoachingDecisions({ coaching: s }: { coaching: SubscribedCoachingDetail }) {
  const { user } = useSession();
  const headingId = useId();
  const steps = decisionSteps({ kind: 'coaching', subscription: s });
  const c = s.latest_consultation;
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId} mb="sm">
          Consultation and status
        </Title>
        <Stack gap="sm">
          <Box>
            <Text fz="sm" c="dimmed">
              Latest consultation
            </Text>
            <Text fw={600}>
              {c
                ? `${shortDate(c.consultation_date)} · ${consultationState(c)}`
                : 'No consultation asked for'}
            </Text>
            {c?.proposal_reason && <Text fz="sm">Why this date was proposed: {c.proposal_reason}</Text>}
            {c?.remarks && <Text fz="sm">Remarks: {c.remarks}</Text>}
            <Text fz="sm" c="dimmed">
              First consultation: {s.first_consultation_completed ? 'held' : 'not held yet'}
            </Text>
          </Box>
          {s.status === 'Pending' &&
            s.started_on === null &&
            s.first_consultation_completed &&
            !weekOneReady(s) && (
              <Alert color="orange" variant="light" title="Not ready to activate">
                <Text fz="sm">{STAFF_STEP_TEXTS.weekOneUnwritten}.</Text>
                <Anchor component={Link} to={`/staff/coaching/${s._id}/weeks/1`} fw={600}>
                  Write Week 1
                </Anchor>
              </Alert>
            )}
          {steps.length > 0 && (
            <DecisionPanel
              steps={steps}
              record={{
                id: s._id,
                consultationId: c?._id,
                date: c?.consultation_date ?? null,
                paths: coachingDecisions,
              }}
            />
          )}
        </Stack>
      </Paper>
      {user?.user_type === 'Admin' && <AuditSection id={s._id} />}
    </>
  );
}
