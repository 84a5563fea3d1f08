import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import { STAFF_STEP_TEXTS } from '@oxstrength/shared/training';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/calendar-date';
import { useSession } from '../../../lib/session';
import { coachingDecisions } from '../api/programme-staff-api';
import { AuditSection } from './audit-section';
import {
  ActivateDialog,
  ApproveDateDialog,
  MarkHeldDialog,
  ProposeDateDialog,
  StatusReasonDialog,
} from './decision-forms';

type Action = 'approve' | 'propose' | 'held' | 'activate' | 'inactive' | 'reactivate';

/** Week 1 is written and published: the coaching can be activated (the client has a week to train on). */
const weekOneReady = (s: SubscribedCoachingDetail) => s.schedule.some((w) => w.week === 1 && w.published);

/** The actions a coaching's state allows (COACHING_SUBSCRIPTION_MACHINE and its consultations' machine). */
export function coachingActions(s: SubscribedCoachingDetail): Action[] {
  const actions: Action[] = [];
  const c = s.latest_consultation;
  if (c && !c.completed) {
    if (!c.approved || c.proposed) actions.push('approve');
    actions.push('propose', 'held');
  }
  if (s.status === 'Pending' && s.started_on === null && s.first_consultation_completed && weekOneReady(s))
    actions.push('activate');
  if (s.status === 'Pending' || s.status === 'Active') actions.push('inactive');
  if (s.status === 'Inactive') actions.push('reactivate');
  return actions;
}

const LABELS: Record<Action, string> = {
  approve: 'Approve Date',
  propose: 'Propose Another Date',
  held: 'Mark as Held',
  activate: 'Activate',
  inactive: 'Make Inactive',
  reactivate: 'Make Active Again',
};

const consultationState = (c: NonNullable<SubscribedCoachingDetail['latest_consultation']>) =>
  c.completed ? 'Held' : c.proposed ? 'Proposed' : c.approved ? 'Approved' : 'Not approved';

/**
 * A coaching's consultation and status decisions (issue 17): its latest consultation (approve the date, propose
 * another, mark it held with remarks), activation once the first consultation is held, Inactive with a reason
 * and back; each mails the client. Admins also read the coaching's audit.
 */
export function CoachingDecisions({ coaching: s }: { coaching: SubscribedCoachingDetail }) {
  const { user } = useSession();
  const [dialog, setDialog] = useState<Action | null>(null);
  const headingId = useId();
  const close = () => setDialog(null);
  const actions = coachingActions(s);
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
          {actions.length > 0 && (
            <Group gap="sm">
              {actions.map((a) => (
                <Button
                  key={a}
                  variant={a === 'inactive' ? 'default' : 'filled'}
                  color={a === 'inactive' ? 'red' : undefined}
                  onClick={() => setDialog(a)}
                >
                  {LABELS[a]}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
        {c && dialog === 'approve' && (
          <ApproveDateDialog
            opened
            id={c._id}
            date={c.consultation_date}
            onClose={close}
            paths={coachingDecisions}
          />
        )}
        {c && dialog === 'propose' && (
          <ProposeDateDialog opened id={c._id} onClose={close} paths={coachingDecisions} />
        )}
        {c && dialog === 'held' && (
          <MarkHeldDialog
            opened
            id={c._id}
            date={c.consultation_date}
            onClose={close}
            paths={coachingDecisions}
          />
        )}
        {dialog === 'activate' && (
          <ActivateDialog opened id={s._id} early={false} onClose={close} paths={coachingDecisions} />
        )}
        {(dialog === 'inactive' || dialog === 'reactivate') && (
          <StatusReasonDialog opened id={s._id} kind={dialog} onClose={close} paths={coachingDecisions} />
        )}
      </Paper>
      {user?.user_type === 'Admin' && <AuditSection id={s._id} />}
    </>
  );
}
