import { useTranslation } from 'react-i18next';
import type { Language } from '@wolvo/shared/contracts';
import { dirOf, isLanguage, type TextDirection } from './i18n';
import { DEFAULT_LANGUAGE } from '@wolvo/shared/contracts/core';

/**
 * The current interface language and its direction; re-renders when the language changes.
 * @example const { language, direction } = useLanguage();
 */
export function useLanguage(): { language: Language; direction: TextDirection } {
  const { i18n } = useTranslation();
  const code = (i18n.resolvedLanguage ?? i18n.language ?? '').split('-')[0];
  const language = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  return { language, direction: dirOf(language) };
}
