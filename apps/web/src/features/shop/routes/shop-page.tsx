import { Container } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { OffersBanner } from '../../../components/offers-banner';
import { productCategoriesQuery } from '../api/products-api';
import { CategoryCarousel } from '../components/category-carousel';
import { ParentCategorySection } from '../components/parent-category-section';
import { ShopHero } from '../components/shop-hero';
import { TrustBadges } from '../components/trust-badges';

/** The three parent categories the landing shows, by slug, with their section titles. */
const SECTIONS = [
  { slug: 'apparel', title: 'Apparels' },
  { slug: 'supplements', title: 'Supplements' },
  { slug: 'gym-gear', title: 'Gym Gears' },
] as const;

/** /shop: hero, trust badges, categories, four products per parent category and product offers. */
export function Component() {
  usePageTitle('Ox Shop | OxStrength');
  const { data: categories = [] } = useQuery({ ...productCategoriesQuery(), retry: false });
  return (
    <>
      <ShopHero />
      <Container size="lg">
        <TrustBadges />
        <CategoryCarousel categories={categories} />
        {SECTIONS.map(({ slug, title }) => {
          const parent = categories.find((c) => c.slug === slug);
          return parent ? <ParentCategorySection key={slug} title={title} categoryId={parent._id} /> : null;
        })}
        <OffersBanner kind="product" />
      </Container>
    </>
  );
}
