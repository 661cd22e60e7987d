import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from './api';
import { authSlice } from './auth-slice';
import { balanceSlice } from './balance-slice';

/**
 * State that remotes add at run time with `slice.injectInto(rootReducer)`. A remote declares its
 * slice here by module augmentation:
 *
 *   declare module '@wallet/shared/store' {
 *     interface LazyLoadedSlices extends WithSlice<typeof mySlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  balanceSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
