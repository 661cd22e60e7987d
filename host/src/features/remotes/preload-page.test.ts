import type { RemoteModule } from '@wallet/shared/contracts';
import { preloadPageAt } from './load-remote-routes';

const Page = () => null;

function routes() {
  const loads = {
    home: jest.fn(() => Promise.resolve()),
    notice: jest.fn(() => Promise.resolve()),
    notFound: jest.fn(() => Promise.resolve()),
  };
  const module: RemoteModule = {
    routes: [
      { path: '/', guard: 'public', Component: Page, preload: loads.home },
      { path: '/support/notice', guard: 'public', Component: Page },
      { path: '/support/notice/:id', guard: 'public', Component: Page, preload: loads.notice },
      { path: '*', guard: 'public', Component: Page, preload: loads.notFound },
    ],
  };
  return { module, loads };
}

describe("the first page's code, asked for when the routes arrive", () => {
  it('is the code of the route the address matches, and only that', () => {
    const { module, loads } = routes();
    preloadPageAt(module, '/support/notice/12');
    expect(loads.notice).toHaveBeenCalledTimes(1);
    expect(loads.home).not.toHaveBeenCalled();
    expect(loads.notFound).not.toHaveBeenCalled();
  });

  it("is the not-found page's for an address no route names", () => {
    const { module, loads } = routes();
    preloadPageAt(module, '/no/such/page');
    expect(loads.notFound).toHaveBeenCalledTimes(1);
  });

  it('is nothing for a route that cannot preload (it loads when it renders)', () => {
    const { module, loads } = routes();
    expect(() => preloadPageAt(module, '/support/notice')).not.toThrow();
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});
