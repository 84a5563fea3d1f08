import { Accordion, NavLink, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Category } from '@oxstrength/shared/contracts/categories';

/**
 * Template categories as an accordion of parents with their sub-categories. `value` is the chosen category
 * id; choosing the chosen one again clears the filter (onChange(null)).
 */
export function TemplateCategoryFilter({
  categories,
  loading,
  value,
  onChange,
}: {
  categories: Category[];
  loading: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const openParent = categories.find(
    (c) => c._id === value || c.subCategories.some((s) => s._id === value),
  )?._id;
  const [opened, setOpened] = useState<string[]>([]);
  // The parent of the chosen category opens (on load and when the URL changes); the visitor's own toggles stay.
  const [shownParent, setShownParent] = useState<string | undefined>(undefined);
  if (openParent !== shownParent) {
    setShownParent(openParent);
    if (openParent && !opened.includes(openParent)) setOpened([...opened, openParent]);
  }
  const option = (id: string, label: string) => (
    <NavLink
      key={id}
      component="button"
      type="button"
      label={label}
      active={id === value}
      aria-pressed={id === value}
      onClick={() => onChange(id === value ? null : id)}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );

  return (
    <Stack component="section" aria-labelledby="template-categories-heading" gap="xs">
      <Title order={2} size="h5" id="template-categories-heading">
        Categories
      </Title>
      {loading ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : (
        <Accordion variant="separated" multiple value={opened} onChange={setOpened}>
          {categories.map((category) => (
            <Accordion.Item key={category._id} value={category._id}>
              <Accordion.Control>{category.name}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap={2}>
                  {option(category._id, `All ${category.name}`)}
                  {category.subCategories.map((sub) => option(sub._id, sub.name))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
