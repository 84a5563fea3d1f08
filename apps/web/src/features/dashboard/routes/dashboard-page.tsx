import { Container, Grid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import type { DateTarget } from '../api/programme-training-api';
import { useCurrentTemplates } from '../api/training-api';
import { CountTiles } from '../components/count-tiles';
import { MyConsultations } from '../components/my-consultations';
import { MyPackagesCarousel } from '../components/my-packages-carousel';
import { ProfileCard } from '../components/profile-card';
import { ProgrammeDateModal } from '../components/programme-date-modal';

/**
 * /dashboard (spec part 2, Dashboard): the profile card, the four counts, My Consultations and My Packages.
 * My Consultations lists the consultations of templates, coaching and paid consultations together; setting or
 * changing a date opens the date dialog (a package card's, or a consultation row's).
 */
export function Component() {
  usePageTitle('Dashboard | OxStrength');
  const { user } = useSession();
  const current = useCurrentTemplates();
  const [dating, setDating] = useState<DateTarget | null>(null);

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
        <MyConsultations onSetDate={setDating} />
        <MyPackagesCarousel
          subscriptions={current.data?.subscriptions}
          loading={current.isPending && !current.isError}
          failed={current.isError && !current.data}
          retrying={current.isFetching}
          onRetry={() => void current.refetch()}
          onSetDate={(subscription) => setDating({ kind: 'template', subscription })}
        />
      </Stack>
      <ProgrammeDateModal target={dating} onClose={() => setDating(null)} />
    </Container>
  );
}
