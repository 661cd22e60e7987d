import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { memberLoggedIn, memberLoggedOut, sessionExpired } from './auth-slice';
import { userInfoApi } from './user-info-api';

export interface BalanceState {
  /** The member's available USD balance; null while unknown (or for an administrator). */
  usd: number | null;
}

const initialState: BalanceState = { usd: null };

/** The header's balance, taken from every users/info answer and forgotten when a session ends. */
export const balanceSlice = createSlice({
  name: 'balance',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(userInfoApi.endpoints.getUserInfo.matchFulfilled, (state, action) => {
        state.usd = action.payload.balance;
      })
      .addMatcher(isAnyOf(memberLoggedIn, memberLoggedOut), () => initialState)
      .addMatcher(sessionExpired.match, (state, action) => {
        if (action.payload === 'member') state.usd = null;
      });
  },
  selectors: {
    selectBalanceUsd: (state) => state.usd,
  },
});

export const { selectBalanceUsd } = balanceSlice.selectors;
