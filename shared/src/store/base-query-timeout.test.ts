import { configureStore } from '@reduxjs/toolkit';
import { API_TIMEOUT_MS, createBaseQuery } from './base-query';
import { authSlice } from './auth-slice';

// docs/product.md §14: every call gives up after 10 s, instead of leaving a screen waiting forever.
test('a call that gets no answer ends with a time-out error after 10 seconds', async () => {
  jest.useFakeTimers();
  try {
    let aborted = false;
    globalThis.fetch = (input: RequestInfo | URL) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : undefined;
        signal?.addEventListener('abort', () => {
          aborted = true;
          // As a browser's fetch does: reject with the signal's reason.
          reject(signal.reason);
        });
      });
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    const baseQuery = createBaseQuery();
    const call = baseQuery(
      '/exchange-rate',
      {
        signal: new AbortController().signal,
        abort: () => undefined,
        dispatch: store.dispatch,
        getState: store.getState,
        extra: undefined,
        endpoint: 'getExchangeRate',
        type: 'query',
      },
      {},
    );

    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await call;
    expect(aborted).toBe(true);
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  } finally {
    jest.useRealTimers();
  }
});
