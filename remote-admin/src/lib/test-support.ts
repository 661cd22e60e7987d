// Test helpers of the money pages; never imported by application code.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeFetch,
  type FakeAnswer,
  type FakeCall,
  type FakeRoute,
} from '@wallet/shared/testing';

export function storeAdminSession() {
  localStorage.setItem('admin_token', 'admin-token');
}

/** A recorded call with its query string (the shared fake fetch's record). */
export type RecordedCall = FakeCall;
export type Answer = FakeAnswer;
export type Route = FakeAnswer | FakeRoute;

/** The shared fake `fetch` (routes by `'GET /api/…'` or path, `X-Total-Count` from `totals`). */
export const serve = installFakeFetch;

/** The calls that change something. */
export const changes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

/** The queries of the GET calls to one path. */
export const queriesOf = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).map((call) => call.query);

/** An API refusal as the server sends it. */
export const refusal = (status: number, error: string): FakeAnswer => ({
  status,
  body: { error, message: error },
});

/** Types `values` into the fields of `dialog` named by their keys, in that order. */
export function fillIn(dialog: HTMLElement, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

/**
 * Saves the form in `dialog`: it closes saying `saved`, the one change sent is a POST of `body` to
 * the list's `path`, and the list is asked for again.
 */
export async function expectAddedOnSave(
  calls: RecordedCall[],
  dialog: HTMLElement,
  { saved, path, body }: { saved: string; path: string; body: unknown },
): Promise<void> {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(saved);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toEqual([expect.objectContaining({ method: 'POST', path, body })]);
  await waitFor(() => expect(queriesOf(calls, path)).toHaveLength(2));
}
