import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { I18nextProvider } from '@wallet/shared/i18n';
import { createTestI18n } from '@wallet/shared/testing';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { limitDrawing, LONGEST_DRAWING_MS } from './drawing';
import { FirstPaintTakeover, RouteLoading } from './first-paint';

// The served page as scripts/first-paint.ts writes it: the app's #root hidden behind a drawing.
beforeEach(() => {
  document.body.innerHTML =
    '<div id="root" hidden></div><div id="first-paint" inert data-view="en"></div>';
});

const drawingShown = () => document.getElementById('first-paint') !== null;
const appShown = () => document.getElementById('root')?.hidden === false;

/** A lazy page whose code arrives when `arrive()` is called. */
function pageArrivingLater(text: string) {
  let arrive = () => undefined as void;
  const Page = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

function renderApp(children: ReactNode) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <FirstPaintTakeover />
      {children}
    </I18nextProvider>,
  );
}

test('the drawing stands while the page’s code loads, and gives way to the page itself', async () => {
  const { Page, arrive } = pageArrivingLater('Wallet charge');
  renderApp(
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>,
  );
  await act(async () => undefined);
  expect(drawingShown()).toBe(true);
  expect(appShown()).toBe(false);

  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Wallet charge' })).toBeInTheDocument();
  expect(drawingShown()).toBe(false);
  expect(appShown()).toBe(true);
});

test('a page with nothing to load replaces the drawing after the first commit', async () => {
  renderApp(<h1>Log in</h1>);
  await act(async () => undefined);
  expect(drawingShown()).toBe(false);
  expect(appShown()).toBe(true);
});

test('one fallback giving way to the next (remote, then page) keeps the drawing', async () => {
  const remote = pageArrivingLater('unused');
  const page = pageArrivingLater('Dashboard');
  const Remote = lazy(async () => {
    await new Promise<void>((resolve) => {
      remote.arrive = () => resolve();
    });
    return {
      default: () => (
        <Suspense fallback={<RouteLoading />}>
          <page.Page />
        </Suspense>
      ),
    };
  });
  renderApp(
    <Suspense fallback={<RouteLoading />}>
      <Remote />
    </Suspense>,
  );
  await act(async () => undefined);
  await act(async () => remote.arrive());
  // The remote's table is there; its page's code is not: the inner fallback shows.
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(drawingShown()).toBe(true);

  await act(async () => page.arrive());
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(drawingShown()).toBe(false);
  expect(appShown()).toBe(true);
});

test('behind the router, the drawing waits for the root route, then for the page’s code', async () => {
  // As the shell's routes are: a root route with a loader (its first commit shows nothing) whose
  // layout holds the takeover, and a page whose code arrives later.
  const { Page, arrive } = pageArrivingLater('Wallet charge');
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: async () => null,
        HydrateFallback: () => null,
        element: (
          <>
            <FirstPaintTakeover />
            <main className="page-area">
              <Outlet />
            </main>
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <Suspense fallback={<RouteLoading />}>
                <Page />
              </Suspense>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  // What the page holds at the moment the drawing goes.
  let rootWhenShown: string | null = null;
  new MutationObserver(() => {
    if (rootWhenShown === null && !drawingShown()) {
      rootWhenShown = document.getElementById('root')?.innerHTML ?? '';
    }
  }).observe(document.body, { childList: true });
  const app = document.createElement('div');
  document.getElementById('root')?.append(app);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    { container: app },
  );
  await act(async () => undefined);
  expect(drawingShown()).toBe(true);

  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Wallet charge' })).toBeInTheDocument();
  expect(drawingShown()).toBe(false);
  expect(rootWhenShown).toContain('Wallet charge');
  expect(rootWhenShown).not.toContain('ui-loading');
});

describe('from the first script', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a drawing made for another view than the tab’s goes at once', () => {
    limitDrawing('ko-member');
    expect(drawingShown()).toBe(false);
    expect(appShown()).toBe(true);
  });

  it('a drawing for this view stands 10 seconds at most, whatever fails on the way', () => {
    limitDrawing('en');
    jest.advanceTimersByTime(LONGEST_DRAWING_MS - 1);
    expect(drawingShown()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(drawingShown()).toBe(false);
    expect(appShown()).toBe(true);
  });
});
