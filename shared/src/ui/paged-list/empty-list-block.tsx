import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A file of its own: the webhooks list (a lazy chunk of the host's login page) shows it without the
// table row's MUI modules.

/** Props of `EmptyListBlock`. */
export interface EmptyListProps {
  /** A large icon, e.g. `<InboxOutlinedIcon sx={EMPTY_ICON_SX} />`. */
  icon: ReactNode;
  title: string;
  text: string;
}

/** An empty list's icon, title and sentence, announced as a status (the table row's and the cards' body). */
export function EmptyListBlock({ icon, title, text }: EmptyListProps) {
  return (
    <Box
      role="status"
      sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      {icon}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}
