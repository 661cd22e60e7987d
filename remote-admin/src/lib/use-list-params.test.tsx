import { fireEvent, screen } from '@testing-library/react';
import { currentLocation, renderRoutes } from './test-routing';
import { useListParams } from './use-list-params';

function TwoChangesAtOnce() {
  const { filters, go } = useListParams(['status', 'q'] as const);
  return (
    <>
      <p>{`status=${filters.status} q=${filters.q}`}</p>
      <button
        type="button"
        onClick={() => {
          // A status picked and Search pressed before the first change has arrived.
          go({ status: 'approved' });
          go({ q: 'kim' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => go({ page: 3 })}>
        Page 3
      </button>
    </>
  );
}

test('a second change made before the first has arrived keeps the first', async () => {
  renderRoutes({ '/admin/users': <TwoChangesAtOnce /> }, '/admin/users');
  fireEvent.click(screen.getByRole('button', { name: 'Both' }));
  expect(await screen.findByText('status=approved q=kim')).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/users?status=approved&q=kim');
});

test('paging keeps the filters, and a later change builds on the address shown', async () => {
  renderRoutes({ '/admin/users': <TwoChangesAtOnce /> }, '/admin/users?q=lee');
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('status= q=lee')).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/users?q=lee&page=3');
});
