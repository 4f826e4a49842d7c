import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Props of `FormSection`. */
export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled block of an order form: a fieldset whose fields sit on two columns from `md` up. */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset">
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 600, px: 0.5, float: 'left', width: '100%', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
