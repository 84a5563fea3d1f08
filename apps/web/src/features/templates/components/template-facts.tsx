import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import type { Template } from '@oxstrength/shared/contracts/templates';

const FACTS: { key: keyof Template['detail']; label: string }[] = [
  { key: 'difficulty', label: 'Difficulty' },
  { key: 'who_is_it_for', label: 'Who is it for' },
  { key: 'lifting_frequency', label: 'Lifting frequency' },
  { key: 'requirement', label: 'Requirement' },
  { key: 'disclaimer', label: 'Disclaimer' },
];

/** The programme's details as a definition list; empty ones are left out. */
export function TemplateFacts({ detail }: { detail: Template['detail'] }) {
  const facts = FACTS.filter((f) => detail[f.key]?.trim());
  if (facts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="template-details-heading">
      <Title order={2} size="h3" id="template-details-heading" mb="sm">
        Programme Details
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        {facts.map((f) => (
          <div key={f.key}>
            <Text component="dt" fw={600} size="sm">
              {f.label}
            </Text>
            <Text component="dd" m={0} size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
              {detail[f.key]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}
