import type { AdminDepositAddress, DepositAddressBody } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** A change refreshes the list, refused or not: someone else may have changed it first. */
const LIST = [{ type: 'DepositAddress' as const, id: 'LIST' }];

/** Deposit addresses (docs/api.md "Administrator", docs/product.md §7). */
export const depositAddressesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DepositAddress'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listDepositAddresses: build.query<AdminDepositAddress[], void>({
        query: () => '/admin/deposit-addresses',
        providesTags: LIST,
      }),
      createDepositAddress: build.mutation<AdminDepositAddress, DepositAddressBody>({
        query: (body) => ({ url: '/admin/deposit-addresses', method: 'POST', body }),
        invalidatesTags: LIST,
      }),
      updateDepositAddress: build.mutation<
        AdminDepositAddress,
        { id: number; body: DepositAddressBody }
      >({
        query: ({ id, body }) => ({ url: `/admin/deposit-addresses/${id}`, method: 'PUT', body }),
        invalidatesTags: LIST,
      }),
      deleteDepositAddress: build.mutation<void, { id: number }>({
        query: ({ id }) => ({ url: `/admin/deposit-addresses/${id}`, method: 'DELETE' }),
        invalidatesTags: LIST,
      }),
    }),
  });

export const {
  useListDepositAddressesQuery,
  useCreateDepositAddressMutation,
  useUpdateDepositAddressMutation,
  useDeleteDepositAddressMutation,
} = depositAddressesApi;

/** The body of an address as it stands, for a PUT that changes one thing. */
export function bodyOf(address: AdminDepositAddress): DepositAddressBody {
  const { currency, label, account, holder, active } = address;
  return { currency, label, account, holder, active };
}
