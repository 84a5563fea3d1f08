import { Container, Grid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAllSubscribedTemplates, type SubscribedTemplate } from '../api/training-api';
import { CountTiles } from '../components/count-tiles';
import { MyConsultations } from '../components/my-consultations';
import { MyPackagesCarousel } from '../components/my-packages-carousel';
import { ProfileCard } from '../components/profile-card';
import { ScheduleConsultationModal } from '../components/schedule-consultation-modal';

/**
 * /dashboard (spec part 2, Dashboard): the profile card, the four counts, My Consultations and My Packages.
 * Setting or changing a consultation date (from a consultation row or a package card) opens one dialog.
 */
export function Component() {
  usePageTitle('Dashboard | OxStrength');
  const { user } = useSession();
  const subscriptions = useAllSubscribedTemplates();
  const [dating, setDating] = useState<SubscribedTemplate | null>(null);
  const current = subscriptions.current;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Dashboard
      </Title>
      <Stack gap={40}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>{user && <ProfileCard user={user} />}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CountTiles />
          </Grid.Col>
        </Grid>
        <MyConsultations
          subscriptions={subscriptions.all}
          loading={subscriptions.isPending && !subscriptions.isError}
          failed={subscriptions.isError && !subscriptions.all}
          retrying={subscriptions.isFetching}
          onRetry={() => void subscriptions.refetch()}
          onSetDate={setDating}
        />
        <MyPackagesCarousel
          subscriptions={current.data?.subscriptions}
          loading={current.isPending && !current.isError}
          failed={current.isError && !current.data}
          retrying={current.isFetching}
          onRetry={() => void current.refetch()}
          onSetDate={setDating}
        />
      </Stack>
      <ScheduleConsultationModal subscription={dating} onClose={() => setDating(null)} />
    </Container>
  );
}
