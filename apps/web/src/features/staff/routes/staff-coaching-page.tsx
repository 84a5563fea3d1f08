import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { StackedTable } from '../../../components/stacked-table';
import { shortDate } from '../../../lib/calendar-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { WeightProgressSection } from '../../dashboard/api/weight-progress-section';
import {
  useAcceptLoad,
  useCoachingWeekDecision,
  useStaffCoaching,
  type StaffCoachingDetail,
  type SubscribedCoachingDetail,
} from '../api/coaching-weeks-api';
import { CoachingDecisions } from '../components/coaching-decisions';
import { LoadSuggestions } from '../components/load-suggestions';
import { WeekPlannedBesideLogged } from '../components/week-planned-logged';
import { WeekAskedFor } from '../components/week-review';
import { Fact, StaffRecordPage } from '../components/record-parts';

type Week = SubscribedCoachingDetail['schedule'][number];

const exercisesOf = (w: Week) => w.week_activities.reduce((n, d) => n + d.day_activities.length, 0);

/**
 * /staff/coaching/{id} (issue 18): one coaching client as their trainer (or an admin) sees them: the weeks with
 * whether each is published and a link to write it, the week under review beside what was logged with load
 * suggestions to accept into the next week, approve or return, and the client's weight progress.
 */
export function Component() {
  const { id = '' } = useParams();
  const query = useStaffCoaching(id);
  usePageTitle(
    query.data
      ? `${query.data.coaching.title}: ${query.data.client?.name ?? 'coaching client'}`
      : 'Coaching client',
  );
  return (
    <StaffRecordPage
      query={query}
      notFound={{
        title: 'Coaching not found',
        text: 'It does not exist, or it is not one of your coaching clients.',
      }}
      loadingLabel="Loading the coaching"
      failure="Could not load the coaching."
    >
      {(c) => <CoachingView coaching={c} />}
    </StaffRecordPage>
  );
}

function CoachingView({ coaching: c }: { coaching: StaffCoachingDetail }) {
  return (
    <Stack gap="lg" mt="sm">
      <Box>
        <Title order={1}>{c.coaching.title}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{c.status}</Badge>
        </Group>
        <ClientLine client={c.client} />
      </Box>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Trainer">{c.coaching_trainer?.name ?? '-'}</Fact>
          <Fact label="Progress">{`${c.weeks_completed} of ${c.subscribed_weeks} weeks completed`}</Fact>
          <Fact label="Started on">{c.started_on ? shortDate(c.started_on) : 'Not activated'}</Fact>
        </SimpleGrid>
      </Paper>
      {/* Issue 17: the consultation, activation and status decisions, and (admins) the audit. */}
      <CoachingDecisions coaching={c} />
      <Review coaching={c} />
      <Weeks coaching={c} />
      <WeightProgressSection schedule={c.schedule} empty="The client has not logged a weight yet." />
    </Stack>
  );
}

/** Whose coaching it is: picture, name, email and phone (a tel: link), as the template subscription's page. */
function ClientLine({ client }: { client: StaffCoachingDetail['client'] }) {
  if (!client)
    return (
      <Text c="dimmed" mt="sm">
        Client: account removed
      </Text>
    );
  return (
    <Group gap="sm" mt="sm" wrap="nowrap" aria-label={`Client: ${client.name}`} role="group">
      <Avatar src={client.profile_pic} name={client.name} alt="" radius="xl" size={40} />
      <Box style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {client.name}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {client.email}
        </Text>
        <Text fz="sm">
          <PhoneLink phone={client.mobile_num} name={client.name} />
        </Text>
      </Box>
    </Group>
  );
}

function Weeks({ coaching: c }: { coaching: SubscribedCoachingDetail }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Weeks
      </Title>
      <StackedTable<Week>
        label="Weeks"
        rows={c.schedule}
        rowKey={(w) => String(w.week)}
        minWidth={560}
        columns={[
          { key: 'week', header: 'Week', place: 'main', cell: (w) => <Text fw={600}>Week {w.week}</Text> },
          { key: 'status', header: 'Status', cell: (w) => w.status },
          {
            key: 'published',
            header: 'Client sees it',
            cell: (w) => (
              <Badge variant="light" color={w.published ? 'green' : exercisesOf(w) ? 'gray' : 'orange'}>
                {w.published ? 'Published' : exercisesOf(w) ? 'Draft' : 'Not written'}
              </Badge>
            ),
          },
          { key: 'exercises', header: 'Exercises', cell: (w) => exercisesOf(w) },
          {
            key: 'edit',
            header: 'Edit',
            place: 'action',
            cell: (w) => (
              <Anchor
                component={Link}
                to={`/staff/coaching/${c._id}/weeks/${w.week}`}
                fw={600}
                display="inline-block"
                py={10}
              >
                {w.status === 'Completed' ? `View Week ${w.week}` : `Edit Week ${w.week}`}
              </Anchor>
            ),
          },
        ]}
      />
    </Paper>
  );
}

/** The open week request, else the week in progress: planned beside logged, suggestions, approve or return. */
function Review({ coaching: c }: { coaching: SubscribedCoachingDetail }) {
  const headingId = useId();
  const request = c.week_completed_req?.status === 'Open' ? c.week_completed_req : null;
  const number = request ? Number(request.weeks_completed) : c.weeks_completed + 1;
  const week = c.schedule.find((w) => w.week === number);
  const accept = useAcceptLoad(c._id);
  const decide = useCoachingWeekDecision();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  if (!week || c.status === 'Pending') return null;
  const hasNext = number < c.subscribed_weeks;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Week review
      </Title>
      <Stack gap="md">
        {request ? (
          <WeekAskedFor number={number} request={request} week={week} />
        ) : (
          <Text c="dimmed">Week {number} is in progress: what the client has logged so far.</Text>
        )}
        <WeekPlannedBesideLogged week={week} number={number} />
        {hasNext && (
          <LoadSuggestions
            week={week}
            number={number}
            accepting={accept.isPending ? (accept.variables ?? null) : null}
            onAccept={(activityId) =>
              accept.mutate(activityId, {
                onSuccess: (reply) => notifySuccess(reply.message ?? 'Load accepted'),
                onError: (err) => notifyError(err),
              })
            }
          />
        )}
        {request && (
          <Stack gap="sm">
            <Group gap="sm">
              <Button
                onClick={() =>
                  decide.mutate(
                    { requestId: request._id },
                    {
                      onSuccess: (reply) => notifySuccess(reply.message ?? `Week ${number} approved`),
                      onError: (err) => notifyError(err),
                    },
                  )
                }
                loading={decide.isPending && decide.variables?.note === undefined}
                disabled={decide.isPending}
              >
                Approve Week {number}
              </Button>
            </Group>
            <Textarea
              label="Note for the client"
              description="Returning the week shows the client this note."
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
              error={noteError}
              rows={3}
              maxLength={1000}
            />
            <Group>
              <Button
                variant="default"
                onClick={() => {
                  if (!note.trim()) return setNoteError('Note is required');
                  decide.mutate(
                    { requestId: request._id, note: note.trim() },
                    {
                      onSuccess: (reply) => {
                        setNote('');
                        notifySuccess(reply.message ?? `Week ${number} returned`);
                      },
                      onError: (err) => notifyError(err),
                    },
                  );
                }}
                loading={decide.isPending && decide.variables?.note !== undefined}
                disabled={decide.isPending}
              >
                Return with a Note
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
