import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { I18nextProvider } from '@wallet/shared/i18n';
import { createTestI18n } from '@wallet/shared/testing';
import { FirstPaintTakeover, RouteLoading } from './first-paint';

// The served page as scripts/first-paint.ts writes it: the app's #root hidden behind a drawing.
beforeEach(() => {
  document.body.innerHTML = '<div id="root" hidden></div><div id="first-paint" inert></div>';
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

test('a remote that never answers leaves the drawing 10 seconds at most', async () => {
  jest.useFakeTimers();
  try {
    const { Page } = pageArrivingLater('never');
    renderApp(
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>,
    );
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(9_000));
    expect(drawingShown()).toBe(true);
    act(() => jest.advanceTimersByTime(1_000));
    expect(drawingShown()).toBe(false);
    expect(appShown()).toBe(true);
    expect(screen.getByRole('status')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
