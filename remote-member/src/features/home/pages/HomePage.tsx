import { lazy } from 'react';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import VisitorHomePage from './VisitorHomePage';

// Two pages behind one address. The visitor's is the site's first page, so it travels with the
// routes, which the shell fetches ahead with their stylesheet: it shows as soon as the shell
// has run, with no round trip of its own (docs/benchmarks.md, "Round 8"). The member's is a
// chunk of its own: a visitor never downloads the member's summary, requests and lists, and the
// route's Suspense shows the loading state meanwhile. It is not fetched ahead (no page chunk
// name): shown before its answers, its lists grew under the reader's eyes (a layout shift of
// 0.145 in a throttled load), where fetched on the way it arrives after them.
const MemberHomePage = lazy(() => import('./MemberHomePage'));

/** '/': what the site is for a visitor, the member's own summary once logged in. */
export default function HomePage() {
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return loggedIn ? <MemberHomePage /> : <VisitorHomePage />;
}
