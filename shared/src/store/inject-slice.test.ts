import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { makeStore } from './make-store';
import { rootReducer } from './root-reducer';

// How a remote adds its own state: it injects a slice into the one root reducer the shell's
// store already runs, and never creates a store of its own (docs/architecture.md).
const draftSlice = createSlice({
  name: 'chargeDraft',
  initialState: { amount: '' },
  reducers: {
    amountTyped: (state, action: PayloadAction<string>) => {
      state.amount = action.payload;
    },
  },
  selectors: { selectAmount: (state) => state.amount },
});

// The declaration a remote writes so its state is typed in the shared RootState.
declare module './root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof draftSlice> {}
}

test("a remote's slice injected after the store exists joins the shell's store", () => {
  const store = makeStore();
  expect(store.getState()).not.toHaveProperty('chargeDraft');

  const injected = draftSlice.injectInto(rootReducer);
  store.dispatch(injected.actions.amountTyped('40.25'));

  expect(injected.selectors.selectAmount(store.getState())).toBe('40.25');
  // The shell's own state is still there, untouched.
  expect(store.getState()).toHaveProperty('auth');
  expect(store.getState()).toHaveProperty('balance');
});
