import type { ThemeOptions } from '@mui/material/styles';

// MUI's own texts that no component of ours passes itself (an autocomplete's buttons and empty list, an
// alert's close button), in the interface language with MUI's wording (frFR, enUS; for Arabic arSD, the
// Modern Standard Arabic a Tunisian reader expects). Written here because `@mui/material/locale` exports
// all of MUI's ~50 locales from one module, which a federation singleton cannot tree-shake (the public
// pages paid 14 KB gzip for it). Not in the `common` tables: the public pages do not load those.
// Pagination and breadcrumbs take their labels from our tables.
const TEXTS = {
  fr: {
    clear: 'Vider',
    close: 'Fermer',
    loading: 'Chargement…',
    none: 'Pas de résultats',
    open: 'Ouvrir',
  },
  en: { clear: 'Clear', close: 'Close', loading: 'Loading…', none: 'No options', open: 'Open' },
  ar: {
    clear: 'مسح',
    close: 'إغلاق',
    loading: 'جار التحميل…',
    none: 'لا يوجد خيارات',
    open: 'فتح',
  },
};

/** Theme options holding MUI's own texts in an interface language (`ar-TN` reads as `ar`; French by default). */
export function muiTextsOf(language: string): ThemeOptions {
  const base = language.split('-')[0];
  const x = TEXTS[base === 'en' || base === 'ar' ? base : 'fr'];
  return {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          clearText: x.clear,
          closeText: x.close,
          loadingText: x.loading,
          noOptionsText: x.none,
          openText: x.open,
        },
      },
      MuiAlert: { defaultProps: { closeText: x.close } },
    },
  };
}
