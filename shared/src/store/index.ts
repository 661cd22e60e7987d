export {
  STORAGE_KEYS,
  readLanguage,
  writeLanguage,
  readMemberSession,
  readAdminToken,
  readFormDraft,
  writeFormDraft,
  clearFormDraft,
  type StoredMemberSession,
  type FormDraft,
} from './storage';
export {
  authSlice,
  memberLoggedIn,
  adminLoggedIn,
  memberLoggedOut,
  adminLoggedOut,
  sessionExpired,
  sessionExpiryAcknowledged,
  selectMemberToken,
  selectRole,
  selectExpiry,
  selectAdminToken,
  selectExpiredSession,
  selectIsMemberLoggedIn,
  isMemberSessionOver,
  type AuthState,
  type SessionKind,
} from './auth-slice';
export { balanceSlice, selectBalanceUsd, type BalanceState } from './balance-slice';
export {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  apiPathOf,
  PUBLIC_CALL,
  type SessionOptions,
} from './base-query';
export { baseApi, API_TAGS, type ApiTag } from './api';
export { userInfoApi, useGetUserInfoQuery } from './user-info-api';
export {
  ratesApi,
  useGetExchangeRateQuery,
  useGetMoneyLimitsQuery,
  useMoneyLimits,
} from './rates-api';
export { rootReducer, type RootState, type LazyLoadedSlices } from './root-reducer';
export { makeStore, type AppStore, type AppDispatch } from './make-store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export {
  answerCodeOf,
  apiErrorBody,
  apiErrorMessage,
  queryHasFailed,
  type QueryError,
} from './api-error';
// Redux Toolkit and react-redux are imported in this folder only (lint refuses them elsewhere), so
// they travel inside this shared module, trimmed to what the store and RTK Query use, rather than
// whole as shared modules of their own (docs/federation.md). The shell's Provider is this one.
export { setupListeners, skipToken, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
export { Provider } from 'react-redux';
