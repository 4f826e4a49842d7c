import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language } from '@wolvo/shared/contracts/core';

const LANGUAGE_LABELS: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/**
 * The top bar of the public pages (recipient tracking, roulette): the page's name and a language
 * switcher made of links to the same page in each language (each link in its own language). Plain links
 * (a new page load): the public pages render without the shell's router. Typography as an `a`, styled as
 * MUI's Link is, rather than Link itself: a phone then downloads no Link (1.5 KB gzip) for three words.
 */
export function PublicPageHeader({
  title,
  language,
  pathIn,
  languageLabel,
}: {
  title: string;
  language: Language;
  /** The same page's path in another language. */
  pathIn: (language: Language) => string;
  /** Accessible name of the language switcher. */
  languageLabel: string;
}) {
  return (
    <Box
      component="header"
      sx={{
        px: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {title}
      </Typography>
      <Box component="nav" sx={{ display: 'flex', gap: 1.5 }} aria-label={languageLabel}>
        {LANGUAGES.map((l) => (
          <Typography
            key={l}
            component="a"
            href={pathIn(l)}
            lang={l}
            aria-current={l === language ? 'page' : undefined}
            sx={{
              color: 'primary.main',
              fontWeight: l === language ? 700 : 400,
              textDecoration: 'none',
              ...(l !== language && { '&:hover': { textDecoration: 'underline' } }),
            }}
          >
            {LANGUAGE_LABELS[l]}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
