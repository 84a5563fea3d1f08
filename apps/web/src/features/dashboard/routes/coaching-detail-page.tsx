import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { COACHING_TEXTS, OFFLINE_TEXTS, TRAINING_TEXTS } from '@oxstrength/shared/training';
import { previousWeekLogs } from '@oxstrength/shared/weight-progress';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  useSubscribedCoaching,
  type DateTarget,
  type SubscribedCoachingDetail,
} from '../api/programme-training-api';
import { isNotFound, useSaveWeekProgress, type DayActivity } from '../api/training-api';
import { coachingLine, planLabel } from '../components/coaching-status';
import { DayActivityDialog, type OpenDay } from '../components/day-activity-dialog';
import { STATUS_COLOURS } from '../components/package-status';
import { ProgrammeDateModal } from '../components/programme-date-modal';
import { WeightProgressSection } from '../api/weight-progress-section';
import { ProgressReport } from '../components/progress-report';
import { progressOf, withoutDrafts, type Drafts } from '../components/progress-drafts';
import { CongratulationDialog, WeekCompletionDialog } from '../components/week-completion-dialogs';
import { WeekSection, type CompletionControl } from '../components/week-section';
import { applyQueued } from '../offline/apply-queued';
import { QueuedEditsPanel } from '../offline/queued-edits-panel';
import { useQueuedEdits } from '../offline/use-queued-edits';

function BackLink() {
  return (
    <Anchor component={Link} to="/dashboard/trainers" fw={700} py={10} display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        BACK
      </Group>
    </Anchor>
  );
}

function NotFound() {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>Coaching not found</Title>
      <Text c="dimmed" mt="sm">
        This coaching does not exist, or it is not one of yours.
      </Text>
      <Button component={Link} to="/dashboard/trainers" mt="xl" leftSection={<IconArrowLeft size={18} />}>
        Back to My Trainers
      </Button>
    </Container>
  );
}

/**
 * /dashboard/trainers/{id}, the subscribed coaching (spec part 2): BACK, the progress report and the weeks its
 * trainer wrote, as a template's training detail; a week not published yet (locked or not) reads "Trainer is
 * estimating exercises for you...". A coaching that is not Active or Completed shows its status message instead.
 */
export function Component() {
  const { id = '' } = useParams();
  const query = useSubscribedCoaching(id);
  const subscription = query.data;
  usePageTitle(subscription ? `${subscription.coaching.title} | OxStrength` : 'My Coaching | OxStrength');

  if (query.isError && isNotFound(query.error)) return <NotFound />;

  return (
    <Container size="lg" py="xl">
      <BackLink />
      {subscription ? (
        <Training key={subscription._id} subscription={subscription} />
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading coaching"
          failure="This coaching could not be loaded."
        />
      )}
    </Container>
  );
}

function UnpublishedWeek({ week, status }: { week: number; status: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          Week {week}
        </Title>
        <Badge color="gray" variant="light">
          {status}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{COACHING_TEXTS.weekNotPublished}</Text>
      </Paper>
    </Box>
  );
}

function Training({ subscription }: { subscription: SubscribedCoachingDetail }) {
  const { coaching, status } = subscription;
  const [drafts, setDrafts] = useState<Drafts>({});
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const [completing, setCompleting] = useState<number | null>(null);
  const [congratulating, setCongratulating] = useState<number | null>(null);
  const [dating, setDating] = useState<DateTarget | null>(null);
  const saveWeek = useSaveWeekProgress('coaching');

  const queued = useQueuedEdits(subscription._id);
  // The schedule as the client left it: entries still waiting to be sent shown over the last load.
  const schedule = applyQueued(subscription.schedule, queued.waiting);
  const pending = new Set(queued.waiting.map((e) => e.activityId));
  const request = subscription.week_completed_req;
  const openRequest = request?.status === 'Open' ? request : null;
  const returned = request?.status === 'Returned' ? request : null;
  const showsSchedule = status === 'Active' || status === 'Completed';
  const line = coachingLine(subscription);

  const editableWeek = (weekStatus: string, published: boolean) =>
    status === 'Active' && published && weekStatus === 'In Progress' && openRequest === null;

  const completionOf = (week: number, weekStatus: string): CompletionControl => {
    if (status !== 'Active' || weekStatus !== 'In Progress') return null;
    if (openRequest) return openRequest.weeks_completed === String(week) ? 'requested' : null;
    return 'set';
  };

  const saveWeekProgress = (activities: DayActivity[]) =>
    saveWeek.mutate(
      {
        subscription: subscription._id,
        week_progresses: activities.map((a) => ({ _id: a._id, ...progressOf(drafts[a._id]!) })),
      },
      {
        onSuccess: (outcome) => {
          setDrafts((all) =>
            withoutDrafts(
              all,
              activities.map((a) => a._id),
            ),
          );
          notifySuccess(outcome.queued ? OFFLINE_TEXTS.queued : TRAINING_TEXTS.daySaved);
        },
        onError: (err) => notifyError(err),
      },
    );

  const openWeek = openDay ? schedule.find((w) => w.week === openDay.week) : undefined;
  const liveDay = openDay
    ? {
        ...openDay,
        activities:
          openWeek?.week_activities.find((d) => d.day === openDay.day)?.day_activities ?? openDay.activities,
        previous: previousWeekLogs(schedule, openDay.week),
      }
    : null;

  return (
    <Stack gap="xl" mt="md">
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {coaching.title}
        </Title>
        <Group gap="sm" mt="xs">
          <Text c="dimmed" fz="sm">
            {[
              planLabel(subscription.coaching_plan),
              subscription.coaching_trainer && `By: ${subscription.coaching_trainer.name}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Badge color={STATUS_COLOURS[status]} variant="light">
            {status}
          </Badge>
        </Group>
      </div>

      <QueuedEditsPanel
        schedule={subscription.schedule}
        waiting={queued.waiting}
        refused={queued.refused}
        onDismiss={queued.dismiss}
      />

      {!showsSchedule ? (
        <Paper withBorder radius="md" p="lg" role="status">
          <Stack gap="sm" align="flex-start">
            {line.message && <Text fw={500}>{line.message}</Text>}
            {line.action === 'set-date' && (
              <Button onClick={() => setDating({ kind: 'coaching', subscription, change: false })}>
                Set Consultation Date
              </Button>
            )}
            {line.action === 'change-date' && (
              <Button
                variant="default"
                onClick={() => setDating({ kind: 'coaching', subscription, change: true })}
              >
                Change Date
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <ProgressReport
            weeksCompleted={subscription.weeks_completed}
            totalWeeks={subscription.subscribed_weeks}
          />
          {openRequest && (
            <Alert
              color="blue"
              variant="light"
              title={`Week ${openRequest.weeks_completed} completion requested`}
            >
              Your completion is kept under review. The next training will be available after the review.
            </Alert>
          )}
          {returned && !openRequest && (
            <Alert
              color="orange"
              variant="light"
              title={`Week ${returned.weeks_completed} completion was returned`}
            >
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {returned.note ?? 'Our team returned your request.'}
              </Text>
              <Text fz="sm" mt={4}>
                You may set the week as completed again.
              </Text>
            </Alert>
          )}
          {schedule.map((week) =>
            !week.published ? (
              <UnpublishedWeek key={week.week} week={week.week} status={week.status} />
            ) : (
              <WeekSection
                key={week.week}
                week={week}
                drafts={drafts}
                editable={editableWeek(week.status, week.published)}
                completion={week.published ? completionOf(week.week, week.status) : null}
                savingWeek={saveWeek.isPending}
                onOpenDay={(d) => setOpenDay({ week: week.week, day: d.day, activities: d.day_activities })}
                onSaveWeek={saveWeekProgress}
                onSetCompleted={() => setCompleting(week.week)}
              />
            ),
          )}
          <WeightProgressSection schedule={subscription.schedule} />
        </>
      )}

      <DayActivityDialog
        subscriptionId={subscription._id}
        kind="coaching"
        openDay={liveDay}
        editable={openWeek ? editableWeek(openWeek.status, openWeek.published) : false}
        drafts={drafts}
        setDrafts={setDrafts}
        pending={pending}
        onClose={() => setOpenDay(null)}
      />
      <WeekCompletionDialog
        subscriptionId={subscription._id}
        schedule={subscription.schedule}
        kind="coaching"
        week={completing}
        onClose={() => setCompleting(null)}
        onRequested={(week) => {
          setCompleting(null);
          setCongratulating(week);
        }}
      />
      <CongratulationDialog week={congratulating} onClose={() => setCongratulating(null)} />
      <ProgrammeDateModal target={dating} onClose={() => setDating(null)} />
    </Stack>
  );
}
