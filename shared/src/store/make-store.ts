import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './api';
import { rootReducer, type RootState } from './root-reducer';
import { createSessionListener } from './session-listener';

/**
 * The store factory. The shell calls it once; remotes never do, they inject into `rootReducer`.
 * Tests call it for a fresh store (initial auth state is read from storage at this moment).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(createSessionListener().middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
