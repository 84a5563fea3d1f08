import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { nepalDateOf } from '@oxstrength/shared/nepal-time';
import { useId, useState } from 'react';
import { shortDate } from '../../../lib/calendar-date';
import type { StaffSubscriptionDetail, StaffWeekRequest } from '../api/staff-api';
import { ApproveWeekDialog, ReturnWeekDialog } from './decision-forms';
import { LoadSuggestions } from './load-suggestions';
import { SkippedActivities } from './skipped-activities';
import type { ScheduleWeek } from '@oxstrength/shared/contracts/training';
import { WeekPlannedBesideLogged } from './week-planned-logged';

/**
 * Week review (issue 17): for the open request, the week as planned beside what the client logged (intensity
 * against actual RPE, weight used, feedback), one table per day, with the client's remarks; Approve Week N and
 * Return Week. Then the earlier requests with their outcome.
 */
export function WeekReview({ subscription }: { subscription: StaffSubscriptionDetail }) {
  const open = subscription.open_week_request;
  const headingId = useId();
  const [dialog, setDialog] = useState<'approve' | 'return' | null>(null);
  const earlier = subscription.week_requests.filter((r) => r.status !== 'Open');
  const week = open ? subscription.schedule.find((w) => w.week === open.week) : undefined;
  if (!open && earlier.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Week review
      </Title>
      {open && (
        <Stack gap="md">
          <WeekAskedFor number={open.week} request={open} week={week} />
          <WeekPlannedBesideLogged week={week} number={open.week} />
          {/* Issue 18: a template's weeks are the template's, so a suggestion is shown, never applied. */}
          {open.week < subscription.weeks && <LoadSuggestions week={week} number={open.week} />}
          <Group gap="sm">
            <Button onClick={() => setDialog('approve')}>Approve Week {open.week}</Button>
            <Button variant="default" onClick={() => setDialog('return')}>
              Return with a Note
            </Button>
          </Group>
          {dialog === 'approve' && (
            <ApproveWeekDialog opened requestId={open._id} week={open.week} onClose={() => setDialog(null)} />
          )}
          {dialog === 'return' && (
            <ReturnWeekDialog opened requestId={open._id} week={open.week} onClose={() => setDialog(null)} />
          )}
        </Stack>
      )}
      {earlier.length > 0 && <EarlierRequests requests={earlier} />}
    </Paper>
  );
}

function EarlierRequests({ requests }: { requests: StaffWeekRequest[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} mt="md">
      <Title order={3} size="h5" id={headingId} mb="xs">
        Earlier requests
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.map((r) => (
          <li key={r._id}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>Week {r.week}</Text>
              <Badge variant="light" color={r.status === 'Approved' ? 'green' : 'orange'}>
                {r.status}
              </Badge>
              {r.decided_at && (
                <Text fz="sm" c="dimmed">
                  {shortDate(nepalDateOf(r.decided_at))}
                </Text>
              )}
            </Group>
            <Text fz="sm">Client: {r.remarks || '-'}</Text>
            {r.note && <Text fz="sm">Note: {r.note}</Text>}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** A week completion request as staff review it (a template's or a coaching's): when, the remarks, the skips. */
export function WeekAskedFor({
  number,
  request,
  week,
}: {
  number: number;
  request: { createdAt: string; remarks: string; skipped_activities: string[]; skip_reason: string | null };
  week: ScheduleWeek | undefined;
}) {
  return (
    <>
      <Text>
        The client asked for week {number} to be marked complete on{' '}
        {shortDate(nepalDateOf(request.createdAt))}.
      </Text>
      <Box>
        <Text fz="sm" c="dimmed">
          Client&apos;s remarks
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{request.remarks || '-'}</Text>
      </Box>
      <SkippedActivities week={week} skipped={request.skipped_activities} reason={request.skip_reason} />
    </>
  );
}
