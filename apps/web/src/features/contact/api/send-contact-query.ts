import { useMutation } from '@tanstack/react-query';
import type { ContactQueryInput } from '@oxstrength/shared/schemas/contact';
import { api } from '../../../lib/api-client';

/** POST /contact/query: 201 { message: 'Your enquiry has been sent.' }; 422 { errors }. */
export const useSendContactQuery = () =>
  useMutation({
    mutationFn: (body: ContactQueryInput) =>
      api<{ message: string }>('/contact/query', { method: 'POST', body }),
  });
