import type { Address } from '@oxstrength/shared/contracts/addresses';
import type { District, Province } from '@oxstrength/shared/contracts/site';
import type { DeliveryAddressInput } from '@oxstrength/shared/schemas/address';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** A delivery address as its owner reads it. */
export type DeliveryAddress = Address;

/** The signed-in user's saved delivery addresses (primary first, then newest). */
export const ADDRESSES_KEY = ['addresses'] as const;

export function useAddresses() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) =>
      api<{ addresses: DeliveryAddress[] }>('/user/delivery/addresses', { signal }).then((r) => r.addresses),
    enabled: isAuthenticated,
  });
}

export interface SaveAddressVariables {
  /** The address to update; a new one is added when absent. */
  id?: string;
  body: DeliveryAddressInput;
}

/** POST /user/delivery/address (201 'Address added') or PUT /user/delivery/address/{id} ('Address updated'). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveAddressVariables) =>
      api<{ message: string; address: DeliveryAddress }>(
        id ? `/user/delivery/address/${encodeURIComponent(id)}` : '/user/delivery/address',
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** DELETE /user/delivery/address/{id} → { message: 'Address deleted' }. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/user/delivery/address/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** Nepal's provinces and districts (reference data: cached for the session). */
export const useProvinces = () =>
  useQuery({
    queryKey: ['provinces'],
    queryFn: ({ signal }) =>
      api<{ provinces: Province[] }>('/provinces', { signal }).then((r) => r.provinces),
    staleTime: Infinity,
  });

/** The districts of one province (its _id or name); idle until a province is given. */
export const useDistricts = (province: string | null | undefined) =>
  useQuery({
    queryKey: ['districts', province],
    queryFn: ({ signal }) =>
      api<{ districts: District[] }>(`/province/district/${encodeURIComponent(province!)}`, { signal }).then(
        (r) => r.districts,
      ),
    enabled: Boolean(province),
    staleTime: Infinity,
  });
