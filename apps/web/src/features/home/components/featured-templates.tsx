import { Anchor, Box, Group, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { TemplateCard } from '../../../components/template-card';
import { templatesQuery } from '../../templates/api/templates-api';

const FEATURED_COUNT = 8;

/** Up to 8 featured templates (GET /templates?featured=true); nothing when there are none or the load fails. */
export function FeaturedTemplates() {
  const { data, isPending } = useQuery(templatesQuery({ featured: true }, 1, FEATURED_COUNT));
  const templates = data?.templates ?? [];
  if (!isPending && templates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="featured-templates-heading" my="xl">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="featured-templates-heading">
          Featured Templates
        </Title>
        <Anchor component={Link} to="/template" fw={600}>
          Browse all templates
        </Anchor>
      </Group>
      {isPending ? (
        <CardSkeletonGrid count={4} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {templates.map((template) => (
            <TemplateCard key={template._id} template={template} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
