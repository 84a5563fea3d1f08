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
import type { DateTarget } from '../api/programme-training-api';
import { useSaveWeekProgress, type DayActivity, type TrainingKind } from '../api/training-api';
import { WeightProgressSection } from '../api/weight-progress-section';
import { applyQueued } from '../offline/apply-queued';
import { QueuedEditsPanel } from '../offline/queued-edits-panel';
import { useQueuedEdits } from '../offline/use-queued-edits';
import { DayActivityDialog, type OpenDay } from './day-activity-dialog';
import { STATUS_COLOURS } from './package-status';
import { ProgrammeDateModal } from './programme-date-modal';
import { ProgressReport } from './progress-report';
import { progressOf, withoutDrafts, type Drafts } from './progress-drafts';
import { TRAINING_PAGES, trainingFacts, type TrainingDetail, type TrainingPageKind } from './training-kinds';
import { CongratulationDialog, WeekCompletionDialog } from './week-completion-dialogs';
import { WeekSection, type CompletionControl } from './week-section';
import { isNotFound } from '../../../lib/api-client';

function BackLink({ page }: { page: TrainingPageKind }) {
  return (
    <Anchor component={Link} to={page.listPath} fw={700} py={10} display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        BACK
      </Group>
    </Anchor>
  );
}

function NotFound({ page }: { page: TrainingPageKind }) {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{page.noun} not found</Title>
      <Text c="dimmed" mt="sm">
        This {page.noun.toLowerCase()} does not exist, or it is not one of yours.
      </Text>
      <Button component={Link} to={page.listPath} mt="xl" leftSection={<IconArrowLeft size={18} />}>
        Back to {page.listName}
      </Button>
    </Container>
  );
}

/**
 * The training detail of a template (/dashboard/packages/{id}) or a coaching (/dashboard/trainers/{id}), spec
 * part 2: BACK, the progress report and the schedule week by week. The week in progress takes the client's
 * entries (unless its completion is under review) and can be set as completed; a coaching week its trainer has
 * not published yet reads "Trainer is estimating exercises for you...". A subscription that is not Active or
 * Completed shows its status message (and the date it lets the client set) instead of the schedule.
 */
export function TrainingPage({ kind }: { kind: TrainingKind }) {
  const page = TRAINING_PAGES[kind];
  const { id = '' } = useParams();
  const query = page.useDetail(id);
  const subscription = query.data;
  usePageTitle(subscription ? `${trainingFacts(subscription).title} | OxStrength` : page.pageTitle);

  if (query.isError && isNotFound(query.error)) return <NotFound page={page} />;

  const noun = page.noun.toLowerCase();
  return (
    <Container size="lg" py="xl">
      <BackLink page={page} />
      {subscription ? (
        <Training key={subscription._id} subscription={subscription} />
      ) : (
        <QueryState
          query={query}
          loadingLabel={`Loading ${noun}`}
          failure={`This ${noun} could not be loaded.`}
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

function Training({ subscription }: { subscription: TrainingDetail }) {
  const { status } = subscription;
  const facts = trainingFacts(subscription);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const [completing, setCompleting] = useState<number | null>(null);
  const [congratulating, setCongratulating] = useState<number | null>(null);
  const [dating, setDating] = useState<DateTarget | null>(null);
  const saveWeek = useSaveWeekProgress(facts.kind);

  const queued = useQueuedEdits(subscription._id);
  // The schedule as the client left it: entries still waiting to be sent shown over the last load.
  const schedule = applyQueued<TrainingDetail['schedule'][number]>(subscription.schedule, queued.waiting);
  const pending = new Set(queued.waiting.map((e) => e.activityId));
  const request = subscription.week_completed_req;
  const openRequest = request?.status === 'Open' ? request : null;
  const returned = request?.status === 'Returned' ? request : null;
  const showsSchedule = status === 'Active' || status === 'Completed';

  /** The week the client is on can take entries: Active, published, in progress, no completion under review. */
  const editableWeek = (week: { status: string; published?: boolean }) =>
    status === 'Active' && week.published !== false && week.status === 'In Progress' && openRequest === null;

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
        previous: previousWeekLogs(schedule, openDay.week),
      }
    : null;

  return (
    <Stack gap="xl" mt="md">
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {facts.title}
        </Title>
        <Group gap="sm" mt="xs">
          <Text c="dimmed" fz="sm">
            {facts.summary}
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
            {facts.message && <Text fw={500}>{facts.message}</Text>}
            {facts.dateAction === 'set-date' && (
              <Button onClick={() => setDating(facts.dateTarget(false))}>Set Consultation Date</Button>
            )}
            {facts.dateAction === 'change-date' && (
              <Button variant="default" onClick={() => setDating(facts.dateTarget(true))}>
                Change Date
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <ProgressReport weeksCompleted={subscription.weeks_completed} totalWeeks={facts.totalWeeks} />
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
            schedule.map((week) =>
              'published' in week && !week.published ? (
                <UnpublishedWeek key={week.week} week={week.week} status={week.status} />
              ) : (
                <WeekSection
                  key={week.week}
                  week={week}
                  drafts={drafts}
                  editable={editableWeek(week)}
                  completion={completionOf(week.week, week.status)}
                  savingWeek={saveWeek.isPending}
                  onOpenDay={(d) => setOpenDay({ week: week.week, day: d.day, activities: d.day_activities })}
                  onSaveWeek={saveWeekProgress}
                  onSetCompleted={() => setCompleting(week.week)}
                />
              ),
            )
          )}
          <WeightProgressSection schedule={subscription.schedule} />
        </>
      )}

      <DayActivityDialog
        subscriptionId={subscription._id}
        kind={facts.kind}
        openDay={liveDay}
        editable={openWeek ? editableWeek(openWeek) : false}
        drafts={drafts}
        setDrafts={setDrafts}
        pending={pending}
        onClose={() => setOpenDay(null)}
      />
      <WeekCompletionDialog
        subscriptionId={subscription._id}
        schedule={subscription.schedule}
        kind={facts.kind}
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
