import { lazy } from 'react';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';

// Two pages behind one address, each its own chunk: a visitor never downloads the member's
// summary, requests and lists, and a member's home comes in one request, as any other page
// (docs/benchmarks.md). The route's Suspense shows the loading state meanwhile.
const VisitorHomePage = lazy(() => import('./VisitorHomePage'));
const MemberHomePage = lazy(() => import('./MemberHomePage'));

/** '/': what the site is for a visitor, the member's own summary once logged in. */
export default function HomePage() {
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return loggedIn ? <MemberHomePage /> : <VisitorHomePage />;
}
