import { lazy } from 'react';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import VisitorHomePage from './VisitorHomePage';

// Two pages behind one address. The visitor's is the site's first page, so it travels with the
// routes, which the shell fetches ahead with their stylesheet: it shows as soon as the shell
// has run, with no round trip of its own (docs/benchmarks.md, "Round 8"). The member's is a
// chunk of its own: a visitor never downloads the member's summary, requests and lists, and the
// route's Suspense shows the loading state meanwhile.
// Named after its path (`page-home`), so the shell fetches it ahead for a signed-in member
// (docs/federation.md, "The first page's files").
const MemberHomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './MemberHomePage'));

/** '/': what the site is for a visitor, the member's own summary once logged in. */
export default function HomePage() {
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return loggedIn ? <MemberHomePage /> : <VisitorHomePage />;
}
