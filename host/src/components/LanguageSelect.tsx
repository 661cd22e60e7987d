import { useId } from 'react';
import { useTranslation, changeLanguage, LANGUAGE_NAMES } from '@wallet/shared/i18n';
import { isLanguage, LANGUAGES } from '@wallet/shared/domain';

/** The labelled language selector; a choice is saved and the page reloads (docs/product.md §14). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('header.languageLabel')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
