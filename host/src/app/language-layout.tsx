import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from '@wolvo/shared/router';
import { DEFAULT_LANGUAGE } from '@wolvo/shared/contracts';
import { dirOf, i18n, setLanguage } from '@wolvo/shared/i18n';
import { isLanguage, loginPath } from './routing';

/** Keeps i18next, <html lang> and <html dir> in step with the language prefix of the URL. */
export function LanguageLayout() {
  const { lang } = useParams();
  const valid = isLanguage(lang);

  useEffect(() => {
    if (!isLanguage(lang)) return;
    document.documentElement.lang = lang;
    document.documentElement.dir = dirOf(lang);
    if (i18n.language !== lang) void setLanguage(lang);
  }, [lang]);

  // An unknown first segment is an unknown top-level path: go to the current language's login.
  if (!valid)
    return (
      <Navigate
        to={loginPath(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)}
        replace
      />
    );
  return <Outlet />;
}
