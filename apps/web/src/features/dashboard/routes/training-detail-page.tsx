import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OFFLINE_TEXTS, TRAINING_TEXTS } from '@oxstrength/shared/training';
import { previousWeekLogs } from '@oxstrength/shared/weight-progress';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  isNotFound,
  useSaveWeekProgress,
  useSubscribedTemplate,
  type DayActivity,
  type SubscribedTemplateDetail,
} from '../api/training-api';
import { DayActivityDialog, type OpenDay } from '../components/day-activity-dialog';
import { packageOverlay, STATUS_COLOURS } from '../components/package-status';
import { WeightProgressSection } from '../api/weight-progress-section';
import { ProgressReport } from '../components/progress-report';
import { progressOf, withoutDrafts, type Drafts } from '../components/progress-drafts';
import { ScheduleConsultationModal } from '../components/schedule-consultation-modal';
import { CongratulationDialog, WeekCompletionDialog } from '../components/week-completion-dialogs';
import { WeekSection, type CompletionControl } from '../components/week-section';
import { applyQueued } from '../offline/apply-queued';
import { QueuedEditsPanel } from '../offline/queued-edits-panel';
import { useQueuedEdits } from '../offline/use-queued-edits';

function BackLink() {
  return (
    <Anchor component={Link} to="/dashboard/packages" fw={700} py={10} display="inline-block">
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
      <Title order={1}>Package not found</Title>
      <Text c="dimmed" mt="sm">
        This package does not exist, or it is not one of yours.
      </Text>
      <Button component={Link} to="/dashboard/packages" mt="xl" leftSection={<IconArrowLeft size={18} />}>
        Back to My Templates
      </Button>
    </Container>
  );
}

/**
 * /dashboard/packages/{id}, the training detail (spec part 2, Template training detail): BACK, the progress
 * report and the schedule week by week. The week in progress takes the client's entries (unless its completion
 * is under review) and can be set as completed. A package that is not Active or Completed shows its status
 * message instead of the schedule.
 */
export function Component() {
  const { id = '' } = useParams();
  const query = useSubscribedTemplate(id);
  const subscription = query.data;
  usePageTitle(subscription ? `${subscription.template.title} | OxStrength` : 'My Package | OxStrength');

  if (query.isError && isNotFound(query.error)) return <NotFound />;

  return (
    <Container size="lg" py="xl">
      <BackLink />
      {subscription ? (
        <Training key={subscription._id} subscription={subscription} />
      ) : (
        <QueryState
          query={query}
          loadingLabel="Loading package"
          failure="This package could not be loaded."
        />
      )}
    </Container>
  );
}

function Training({ subscription }: { subscription: SubscribedTemplateDetail }) {
  const { template, status } = subscription;
  const [drafts, setDrafts] = useState<Drafts>({});
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const [completing, setCompleting] = useState<number | null>(null);
  const [congratulating, setCongratulating] = useState<number | null>(null);
  const [dating, setDating] = useState(false);
  const saveWeek = useSaveWeekProgress();

  const queued = useQueuedEdits(subscription._id);
  // The schedule as the client left it: entries still waiting to be sent shown over the last load.
  const schedule = applyQueued(subscription.schedule, queued.waiting);
  const pending = new Set(queued.waiting.map((e) => e.activityId));
  const request = subscription.week_completed_req;
  const openRequest = request?.status === 'Open' ? request : null;
  const returned = request?.status === 'Returned' ? request : null;
  const showsSchedule = status === 'Active' || status === 'Completed';
  const overlay = packageOverlay(subscription);

  /** The week the client is on can take entries: Active, in progress, and no completion under review. */
  const editableWeek = (weekStatus: string) =>
    status === 'Active' && weekStatus === 'In Progress' && openRequest === null;

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
  // The dialog shows the day as last loaded (entries and feedback reload after each save).
  const liveDay = openDay
    ? {
        ...openDay,
        activities:
          openWeek?.week_activities.find((d) => d.day === openDay.day)?.day_activities ?? openDay.activities,
        previous: previousWeekLogs(subscription.schedule, openDay.week),
      }
    : null;

  return (
    <Stack gap="xl" mt="md">
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {template.title}
        </Title>
        <Group gap="sm" mt="xs">
          <Text c="dimmed" fz="sm">
            {template.weeks} {template.weeks === 1 ? 'week' : 'weeks'}
            {template.training_category && ` · ${template.training_category.name}`}
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
            <Text fw={500}>{overlay?.message}</Text>
            {overlay?.action === 'set-date' && (
              <Button onClick={() => setDating(true)}>Set Consultation Date</Button>
            )}
            {overlay?.action === 'change-date' && (
              <Button variant="default" onClick={() => setDating(true)}>
                Change Date
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <ProgressReport weeksCompleted={subscription.weeks_completed} totalWeeks={template.weeks} />
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
          {schedule.length === 0 ? (
            <Text c="dimmed">The schedule is not ready yet.</Text>
          ) : (
            schedule.map((week) => (
              <WeekSection
                key={week.week}
                week={week}
                drafts={drafts}
                editable={editableWeek(week.status)}
                completion={completionOf(week.week, week.status)}
                savingWeek={saveWeek.isPending}
                onOpenDay={(d) => setOpenDay({ week: week.week, day: d.day, activities: d.day_activities })}
                onSaveWeek={saveWeekProgress}
                onSetCompleted={() => setCompleting(week.week)}
              />
            ))
          )}
          <WeightProgressSection schedule={subscription.schedule} />
        </>
      )}

      <DayActivityDialog
        subscriptionId={subscription._id}
        openDay={liveDay}
        editable={openWeek ? editableWeek(openWeek.status) : false}
        drafts={drafts}
        setDrafts={setDrafts}
        pending={pending}
        onClose={() => setOpenDay(null)}
      />
      <WeekCompletionDialog
        subscriptionId={subscription._id}
        schedule={subscription.schedule}
        week={completing}
        onClose={() => setCompleting(null)}
        onRequested={(week) => {
          setCompleting(null);
          setCongratulating(week);
        }}
      />
      <CongratulationDialog week={congratulating} onClose={() => setCongratulating(null)} />
      <ScheduleConsultationModal
        subscription={dating ? subscription : null}
        onClose={() => setDating(false)}
      />
    </Stack>
  );
}
