import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import type { SubscribedTemplateDetail } from '@oxstrength/shared/contracts/training';
import { renderSignedIn, type ApiHandler, type ApiReply } from '../../../testing/render-routes';
import type { TrainingKind } from '../api/training-api';
import { Component as CoachingDetailPage } from '../routes/coaching-detail-page';
import { Component as TrainingDetailPage } from '../routes/training-detail-page';
import { subscribedCoachingDetailReplyOf } from './programme-fixtures';
import { subscribedTemplateDetailReplyOf } from './training-fixtures';

/** The set-up of the training page's tests, for a template (subscription s1) or a coaching (c1). */

const PAGES = {
  template: {
    list: '/dashboard/packages',
    id: 's1',
    detail: '/subscribed/template/',
    Page: TrainingDetailPage,
  },
  coaching: {
    list: '/dashboard/trainers',
    id: 'c1',
    detail: '/subscribed/coaching/detail/',
    Page: CoachingDetailPage,
  },
} as const;

type Served<K extends TrainingKind> =
  (K extends 'template' ? SubscribedTemplateDetail : SubscribedCoachingDetail) | (() => ApiReply);

/**
 * The training page of `kind` at `id`, served `detail` (a function may answer something else, or change what it
 * serves), with the lists BACK and Purchase Again lead to and no contact information, plus extra handlers.
 */
export function renderTraining<K extends TrainingKind>(
  kind: K,
  detail: Served<K>,
  handlers: Record<string, ApiHandler> = {},
  id: string = PAGES[kind].id,
) {
  const page = PAGES[kind];
  const reply = (): ApiReply =>
    typeof detail === 'function'
      ? detail()
      : {
          body:
            kind === 'template'
              ? subscribedTemplateDetailReplyOf(detail as SubscribedTemplateDetail)
              : subscribedCoachingDetailReplyOf(detail as SubscribedCoachingDetail),
        };
  return renderSignedIn(
    [
      { path: `${page.list}/:id`, Component: page.Page },
      { path: '/dashboard/packages', element: <p>My Templates list</p> },
      { path: '/dashboard/trainers', element: <p>My Trainers</p> },
      { path: '/coaching', element: <p>Coaching list</p> },
    ],
    `${page.list}/${id}`,
    {
      'GET /contact/information': () => ({ body: { status: 'success', contact_information: null } }),
      [`GET ${page.detail}${page.id}`]: reply,
      ...handlers,
    },
  );
}
