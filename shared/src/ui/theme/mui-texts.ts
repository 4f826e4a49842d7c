import type { ThemeOptions } from '@mui/material/styles';

// MUI's own texts ("Go to next page", "No options", "Close") in the interface language, with MUI's wording
// (frFR, enUS and, for Arabic, arSD: the Modern Standard Arabic a Tunisian reader expects). Written here
// because `@mui/material/locale` exports every one of MUI's ~50 locales from one module, which a federation
// singleton cannot tree-shake (it cost the public pages 20 KB gzip); French spacing before ':' is ours.

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | string;

interface MuiTexts {
  expandPath: string;
  first: string;
  last: string;
  next: string;
  previous: string;
  page: (page: number | null, selected: boolean) => string;
  paginationLabel: string;
  clear: string;
  close: string;
  loading: string;
  noOptions: string;
  open: string;
}

const TEXTS: Record<'fr' | 'en' | 'ar', MuiTexts> = {
  fr: {
    expandPath: 'Montrer le chemin',
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
    page: (page, selected) => `${selected ? '' : 'Aller à la '}page ${page}`,
    paginationLabel: 'navigation de pagination',
    clear: 'Vider',
    close: 'Fermer',
    loading: 'Chargement…',
    noOptions: 'Pas de résultats',
    open: 'Ouvrir',
  },
  en: {
    expandPath: 'Show path',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
    page: (page, selected) => `${selected ? '' : 'Go to '}page ${page}`,
    paginationLabel: 'pagination navigation',
    clear: 'Clear',
    close: 'Close',
    loading: 'Loading…',
    noOptions: 'No options',
    open: 'Open',
  },
  ar: {
    expandPath: 'إظهار المسار',
    first: 'انتقل إلى الصفحة الأولى',
    last: 'انتقل إلى الصفحة الأخيرة',
    next: 'انتقل إلى الصفحة التالية',
    previous: 'انتقل إلى الصفحة السابقة',
    page: (page, selected) => `${selected ? '' : 'انتقل إلى '}صفحة ${page}`,
    paginationLabel: 'التنقل عبر الصفحات',
    clear: 'مسح',
    close: 'إغلاق',
    loading: 'جار التحميل…',
    noOptions: 'لا يوجد خيارات',
    open: 'فتح',
  },
};

/** The theme options holding MUI's own texts in an interface language (`ar-TN` reads as `ar`; French by default). */
export function muiTextsOf(language: string): ThemeOptions {
  const base = language.split('-')[0];
  const lang = base === 'en' || base === 'ar' ? base : 'fr';
  const x = TEXTS[lang];
  const pageLabel = (type: PageItem) =>
    type === 'first' ? x.first : type === 'last' ? x.last : type === 'next' ? x.next : x.previous;
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: x.expandPath } },
      MuiTablePagination: {
        // Its row labels come from the one list pagination (ui/paged-list/pagination.tsx), in our tables.
        defaultProps: { getItemAriaLabel: pageLabel },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: x.clear,
          closeText: x.close,
          loadingText: x.loading,
          noOptionsText: x.noOptions,
          openText: x.open,
        },
      },
      MuiAlert: { defaultProps: { closeText: x.close } },
      MuiPagination: {
        defaultProps: {
          'aria-label': x.paginationLabel,
          getItemAriaLabel: (type, page, selected) =>
            type === 'page' ? x.page(page, selected) : pageLabel(type),
        },
      },
    },
  };
}
