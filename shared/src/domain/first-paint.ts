// No zod here: the shell's start script reads this module (shared/src/start).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './roles';

/**
 * The served page's first paint (docs/architecture.md, "First paint from the served page"): the
 * build draws a few pages as they look before any answer has arrived, once for each view below,
 * and the server sends the drawing inside the page, so the browser paints it before the scripts
 * have arrived. The shell writes the view into this cookie from what the tab holds. It is a
 * hint, never a credential: it picks one of the public drawings, and the app decides everything
 * once it runs.
 */
export const VIEW_COOKIE = 'wallet_view';

/** The folder of the shell's build that holds the drawings: `<folder>/<view><path>/index.html`. */
export const FIRST_PAINT_FOLDER = 'first-paint';

/** Who a drawn page is for: it is served only to the views that would see that page. */
export type FirstPaintAudience = 'visitor' | 'member' | 'admin';

export interface View {
  language: Language;
  /** A member (role user) session is held. */
  member: boolean;
  /** An administrator session is held. */
  admin: boolean;
}

/** `en`, `ko-member`, `ja-admin`, `zh-member-admin`: the cookie's value and a folder's name. */
export function viewName({ language, member, admin }: View): string {
  return `${language}${member ? '-member' : ''}${admin ? '-admin' : ''}`;
}

const VIEW_NAME = new RegExp(`^(${LANGUAGES.join('|')})(-member)?(-admin)?$`);

/** The view a cookie names, or the default one (English, no session) for none or a wrong one. */
export function viewFromCookie(value: string | undefined): string {
  return value !== undefined && VIEW_NAME.test(value) ? value : DEFAULT_LANGUAGE;
}

/** Every view, in every language: what the build draws a page for. */
export function allViews(): View[] {
  return LANGUAGES.flatMap((language) =>
    [false, true].flatMap((member) => [false, true].map((admin) => ({ language, member, admin }))),
  );
}

/** Whether a page drawn for `audience` is what `view` would see at that address. */
export function viewSees(view: View, audience: FirstPaintAudience): boolean {
  if (audience === 'admin') return view.admin;
  return audience === 'member' ? view.member : !view.member;
}
