// Test helpers for pages that move between routes; never imported by application code.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Several pages behind their paths, starting at `path`, with the current address shown. */
export function renderRoutes(
  routes: Record<string, ReactNode>,
  path: string,
  language: Language = 'en',
) {
  return renderPage(
    <>
      <Routes>
        {Object.entries(routes).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
      <CurrentLocation />
    </>,
    { path, language },
  );
}

function RecreatedOnEveryAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <div key={`${pathname}${search}`}>{children}</div>;
}

/** A page re-created on every change of its address, as the shell's page area does it. */
export const asTheShellShowsIt = (page: ReactNode) => (
  <RecreatedOnEveryAddress>{page}</RecreatedOnEveryAddress>
);

/** The address the router is at: `/admin/inquiry?status=pending`. */
export const currentLocation = () => screen.getByTestId('location').textContent;
