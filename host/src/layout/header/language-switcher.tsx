import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@wolvo/shared/router';
import type { Language } from '@wolvo/shared/contracts';
import { useRouteLanguage } from '../../app/guards';
import { replaceLanguage } from '../../app/routing';

/** Languages offered by the header switcher (Arabic is reachable by URL only, per the spec). */
export const SWITCHER_LANGUAGES: readonly Language[] = ['fr', 'en'];

/** Switches the language prefix of the current path, keeping the rest of the URL. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useRouteLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) navigate(`${replaceLanguage(pathname, next)}${search}${hash}`);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        // The visible code is part of the name (WCAG 2.5.3, label in name).
        aria-label={`${t('language.label')} ${language.toUpperCase()}`}
        aria-haspopup="menu"
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SWITCHER_LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            selected={lang === language}
            onClick={() => choose(lang)}
            lang={lang}
          >
            {t(`language.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
