import { drawnOnServer, pageRoute, type PageRoute } from '../../lib/page-route';

export const trainersRoutes: PageRoute[] = [
  pageRoute('trainers', 'trainers/routes/trainers-page', drawnOnServer),
  {
    ...pageRoute('trainer/:slug/profile', 'trainers/routes/trainer-profile-layout'),
    children: [
      pageRoute(undefined, 'trainers/routes/trainer-about-tab'),
      pageRoute('videos', 'trainers/routes/trainer-videos-tab'),
      pageRoute('packages', 'trainers/routes/trainer-packages-tab'),
      pageRoute('images', 'trainers/routes/trainer-images-tab'),
      pageRoute('reviews', 'trainers/routes/trainer-reviews-tab'),
    ],
  },
];
