import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES, type ListSort } from '@oxstrength/shared/constants';
import { api } from '../../../lib/api-client';
import type {
  Coaching,
  CoachingCard,
  Consultation,
  ConsultationCard,
} from '@oxstrength/shared/contracts/programmes';
import type { Paged } from '@oxstrength/shared/contracts/reply';

/** Coaching and consultations share one catalogue shape; `kind` is also their API path segment. */
export type ProgrammeKind = 'coaching' | 'consultation';
export type ProgrammeCard = CoachingCard | ConsultationCard;
export type Programme = Coaching | Consultation;

export interface ProgrammeListParams {
  q: string;
  sort: ListSort;
}

export interface ProgrammePage extends Paged {
  items: ProgrammeCard[];
}

/** GET /coachings | /consultations, 9 per page; "Load More" asks for the next page. */
export const programmeListQuery = (kind: ProgrammeKind, { q, sort }: ProgrammeListParams) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', kind, 'list', { q, sort }],
    queryFn: async ({ pageParam, signal }): Promise<ProgrammePage> => {
      const reply = await api<Paged & Record<string, unknown>>(`/${kind}s`, {
        query: { q: q || undefined, sort, page: pageParam, resultsPerPage: PAGE_SIZES.programmeSearch },
        signal,
      });
      const items = reply[`${kind}s`];
      return {
        items: Array.isArray(items) ? (items as ProgrammeCard[]) : [],
        currentPage: reply.currentPage ?? pageParam,
        totalPage: reply.totalPage ?? 0,
        totalDocuments: reply.totalDocuments ?? 0,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPage ? last.currentPage + 1 : undefined),
  });

/** GET /coaching/{slug} | /consultation/{slug}; a 404 is an unknown slug. */
export const programmeQuery = <K extends ProgrammeKind>(kind: K, slug: string) =>
  queryOptions({
    queryKey: ['catalogue', kind, 'detail', slug],
    queryFn: ({ signal }) =>
      api<Record<K, K extends 'coaching' ? Coaching : Consultation>>(`/${kind}/${encodeURIComponent(slug)}`, {
        signal,
      }).then((reply) => reply[kind]),
  });
