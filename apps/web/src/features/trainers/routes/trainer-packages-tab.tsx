import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { TemplateCard } from '../../../components/template-card';
import { templatesQuery } from '../../templates/api/templates-api';
import { EmptyTab } from '../components/empty-tab';
import { useTrainer } from '../components/use-trainer';

/** Packages: the trainer's templates (up to 100). */
export function Component() {
  const trainer = useTrainer();
  const { data: page, isPending } = useQuery(
    templatesQuery({ trainer: trainer._id }, 1, PAGE_SIZES.trainerPackages),
  );
  const data = page?.templates;
  if (isPending) return <CardSkeletonGrid count={4} />;
  if (!data || data.length === 0) {
    return (
      <EmptyTab
        text="No packages from trainer. Explore and find the best training templates."
        link={{ to: '/template', label: 'Explore Templates' }}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
      {data.map((template) => (
        <TemplateCard key={template._id} template={template} />
      ))}
    </SimpleGrid>
  );
}
