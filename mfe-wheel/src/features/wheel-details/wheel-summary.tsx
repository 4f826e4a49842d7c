import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WheelDetail } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { WheelDrawing } from '../../components/wheel-drawing';
import { chancesOf } from '../../components/wheel-editor';

/** A wheel as drawn, beside its prizes with their weights and chances. */
export function WheelSummary({ wheel }: { wheel: WheelDetail }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const chances = chancesOf(
    wheel.items.map((i) => i.probability),
    i18n.language,
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              <UserText>{wheel.name}</UserText>
            </Typography>
            <ColourChip
              colour={wheel.active ? 'green' : 'default'}
              label={wheel.active ? t('list.active') : t('list.inactive')}
            />
          </Stack>
          <WheelDrawing
            titles={wheel.items.map((i) => i.title)}
            label={t('roulette.wheel-label', {
              items: wheel.items.map((i) => i.title).join(', '),
            })}
            size={260}
          />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('details.items')}
          </Typography>
          <Table size="small" aria-label={t('details.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('details.col-title')}</TableCell>
                <TableCell>{t('details.col-value')}</TableCell>
                <TableCell align="right">{t('details.col-probability')}</TableCell>
                <TableCell align="right">{t('details.col-chance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {wheel.items.map((item, i) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <UserText>{item.title}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{item.value}</UserText>
                  </TableCell>
                  <TableCell align="right">{item.probability}</TableCell>
                  <TableCell align="right">{chances[i]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Grid>
    </Grid>
  );
}
