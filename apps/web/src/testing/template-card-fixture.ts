import { templateCardJson, type TemplateCard } from '@oxstrength/shared/contracts/templates';

/** A template card as GET /templates returns it, parsed with the API's reply contract. */
export const templateCard = (n: number, overrides: Partial<TemplateCard> = {}): TemplateCard =>
  templateCardJson.parse({
    _id: `t${n}`,
    slug: `template-${n}`,
    title: `Template ${n}`,
    cover: `/images/catalogue/templates/template-${n}.webp`,
    price: 2000,
    discounted_price: 2000,
    weeks: 12,
    discount: { active: false, title: null, discount_percentage: 0 },
    training_category: { _id: 'tc1', name: 'Strength' },
    template_category: { _id: 'c1', name: 'Powerlifting' },
    trainer: { _id: 'tr1', name: 'Bikash Gurung', slug: 'bikash-gurung' },
    average_rating: 4.5,
    rating_count: 12,
    featured: false,
    added_to_cart: false,
    ...overrides,
  });
