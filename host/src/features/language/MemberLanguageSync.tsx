import { useEffect } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { isLanguage } from '@wallet/shared/domain';
import { selectIsMemberLoggedIn, useAppSelector, useGetUserInfoQuery } from '@wallet/shared/store';
import { useSaveLanguageMutation } from './api';

/**
 * Tells the server the language a logged-in member uses, so the auto-messages it writes them (a
 * charge received, a withdrawal rejected) are in that language (docs/product.md §3). The language
 * lives in the browser; users/info says which one the server has, and only a difference is sent:
 * after a login, or after the member picks another language (the page reloads in it). The effect
 * runs again only when one of the two changes, so a failed save waits for the next visit instead
 * of repeating.
 */
export function MemberLanguageSync() {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  const { data } = useGetUserInfoQuery(undefined, { skip: !loggedIn });
  const [save] = useSaveLanguageMutation();
  const language = isLanguage(i18n.language) ? i18n.language : null;
  const stored = loggedIn && data?.role === 'user' ? data.language : null;

  useEffect(() => {
    if (!language || !stored || stored === language) return;
    void save(language);
  }, [language, stored, save]);

  return null;
}
