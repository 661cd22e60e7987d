import { queryHasFailed } from './api-error';

const failure = { status: 503, data: { error: 'database_unavailable', message: 'Try again.' } };

describe('queryHasFailed', () => {
  it('is false while the first call is on its way and once an answer came', () => {
    expect(queryHasFailed({ isError: false })).toBe(false);
    expect(queryHasFailed({ isError: false, data: { balance: 1 } })).toBe(false);
  });

  it('is true when the last answer failed, even with an older answer kept', () => {
    expect(queryHasFailed({ isError: true, error: failure })).toBe(true);
    expect(queryHasFailed({ isError: true, error: failure, data: { balance: 1 } })).toBe(true);
  });

  it('stays true while a failed call is asked again with nothing to show', () => {
    // RTK Query's state during that refetch: isError cleared, error kept, no data.
    expect(queryHasFailed({ isError: false, error: failure })).toBe(true);
  });

  it('is false while a call that once answered is asked again after a failure', () => {
    // The kept answer is shown meanwhile; the new call decides.
    expect(queryHasFailed({ isError: false, error: failure, data: { balance: 1 } })).toBe(false);
  });
});
