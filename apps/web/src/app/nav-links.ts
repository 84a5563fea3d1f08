/**
 * Navigation (spec part 1, Navigation), with Discussions (the forum, issue 21).
 */
export const MAIN_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Templates', to: '/template' },
  { label: 'Coaching', to: '/coaching' },
  { label: 'Ox Shop', to: '/shop' },
  { label: 'Discussions', to: '/forum' },
] as const;

export const DRAWER_LINKS = [
  { label: 'Templates', to: '/template' },
  { label: 'Coaching', to: '/coaching' },
  { label: 'Consultation', to: '/consultation' },
  { label: 'Ox Shop', to: '/shop' },
  { label: 'Discussions', to: '/forum' },
  { label: 'About', to: '/about' },
] as const;

export const FOOTER_CATALOGUE_LINKS = [
  { label: 'Templates', to: '/template' },
  { label: 'Coachings', to: '/coaching' },
  { label: 'Consultations', to: '/consultation' },
  { label: 'Ox Shop', to: '/shop' },
];

/** The staff workspace: shown to trainers and admins only (guards.tsx isStaff). */
export const STAFF_LINK = { label: 'Staff', to: '/staff' } as const;
