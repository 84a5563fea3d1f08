import { Button, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { Brand, ProductCategory } from '@oxstrength/shared/contracts/categories';
import type { ActiveCategory } from '../shop-search-params';

interface ShopFiltersProps {
  categories: ProductCategory[];
  brands: Brand[];
  active: ActiveCategory;
  brandId: string | null;
  onParent(id: string): void;
  onSub(id: string): void;
  onBrand(id: string): void;
}

/** A filter choice: a toggle button (pressed when active; pressing it again clears it). */
function FilterButton({
  label,
  pressed,
  onClick,
  indent = false,
  bold = pressed,
}: {
  label: string;
  pressed: boolean;
  onClick(): void;
  indent?: boolean;
  /** Bold without being pressed: the category whose sub-category is chosen. */
  bold?: boolean;
}) {
  return (
    <Button
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? undefined : 'dark'}
      justify="flex-start"
      fullWidth
      size="compact-md"
      fw={bold ? 700 : 400}
      pl={indent ? 'lg' : 'xs'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** The shop search's left filters: categories with the active one's sub-categories, then brands. */
export function ShopFilters({
  categories,
  brands,
  active,
  brandId,
  onParent,
  onSub,
  onBrand,
}: ShopFiltersProps) {
  // Ids are per instance: the panel can be in the sidebar and in the phone drawer at once.
  const id = useId();
  return (
    <Stack gap="lg">
      <section aria-labelledby={`${id}-categories`}>
        <Title order={2} size="h5" id={`${id}-categories`} mb="xs">
          Categories
        </Title>
        <Stack gap={2}>
          {categories.map((parent) => {
            const open = parent._id === active.parentId;
            return (
              <Stack gap={2} key={parent._id}>
                <FilterButton
                  label={parent.name}
                  pressed={open && !active.subId}
                  bold={open}
                  onClick={() => onParent(parent._id)}
                />
                {open &&
                  parent.subCategories.map((sub) => (
                    <FilterButton
                      key={sub._id}
                      label={sub.name}
                      pressed={sub._id === active.subId}
                      onClick={() => onSub(sub._id)}
                      indent
                    />
                  ))}
              </Stack>
            );
          })}
        </Stack>
      </section>
      {brands.length > 0 && (
        <section aria-labelledby={`${id}-brands`}>
          <Title order={2} size="h5" id={`${id}-brands`} mb="xs">
            Brands
          </Title>
          <Stack gap={2}>
            {brands.map((brand) => (
              <FilterButton
                key={brand._id}
                label={brand.name}
                pressed={brand._id === brandId}
                onClick={() => onBrand(brand._id)}
              />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
