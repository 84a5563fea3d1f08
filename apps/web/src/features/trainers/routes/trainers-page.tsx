import { Container, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { NotAvailable } from '../../../components/not-available';
import { TrainersGrid, TrainersGridSkeleton } from '../../../components/trainers-list';
import { trainersQuery } from '../api/trainers-api';

/** /trainers: every trainer, each linking to their profile. */
export function Component() {
  usePageTitle('Our Trainers | OxStrength');
  const { data, isPending } = useQuery(trainersQuery());
  return (
    <Container size="xl" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Trainers' }]} />
      <Title order={1} mt="md">
        Our Trainers
      </Title>
      <Text c="dimmed" mt="xs" mb="xl">
        Meet the coaches behind our templates, coaching and consultations.
      </Text>
      {isPending ? (
        <TrainersGridSkeleton count={8} />
      ) : data && data.length > 0 ? (
        <TrainersGrid trainers={data} />
      ) : (
        <NotAvailable type="Trainers" />
      )}
    </Container>
  );
}
