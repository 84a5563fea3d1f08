import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /contact/information: the business's contact details and social links (footer, contact page). */
export interface ContactInformation {
  email: string;
  contact_num: string;
  address: string;
  open_hours: string;
  social: { facebook?: string; twitter?: string; instagram?: string };
}

export const contactInformationQuery = queryOptions({
  queryKey: ['contact-information'],
  queryFn: () => api<{ contact_information: ContactInformation }>('/contact/information').then((r) => r.contact_information),
  staleTime: 10 * 60_000,
});

export const useContactInformation = () => useQuery(contactInformationQuery);
