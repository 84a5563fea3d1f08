import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInformation } from '@oxstrength/shared/contracts/site';
import { api } from './api-client';

/** GET /contact/information: the business's contact details and social links (footer, contact page). */
export type { ContactInformation };

export const contactInformationQuery = queryOptions({
  queryKey: ['contact-information'],
  queryFn: () =>
    api<{ contact_information: ContactInformation }>('/contact/information').then(
      (r) => r.contact_information,
    ),
  staleTime: 10 * 60_000,
});

export const useContactInformation = () => useQuery(contactInformationQuery);
