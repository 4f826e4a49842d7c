import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { useTranslation } from 'react-i18next';
import { PROBLEM_TYPES, type FaultyOrdersPage, type ProblemType } from '@wolvo/shared/contracts';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../../i18n/namespace';

const ICONS = {
  ALL: AssignmentLateOutlinedIcon,
  RETURNED: UndoOutlinedIcon,
  STILL_COLLECTED: WarehouseOutlinedIcon,
  LOST: SearchOffIcon,
} as const;

/** Props of `SummaryWidgets`. */
export interface SummaryWidgetsProps {
  summary: FaultyOrdersPage['summary'] | null;
  value: ProblemType;
  /** Called with the type clicked; clicking the selected one asks for ALL again. */
  onChange: (next: ProblemType) => void;
}

/**
 * The three summary widgets (to be verified, not delivered, hub): a count and a COD total each, acting as
 * toggles of the problem-type filter (spec section 2).
 */
export function SummaryWidgets({ summary, value, onChange }: SummaryWidgetsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { i18n } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={t('report.widgets.label')}
      sx={{ flexWrap: 'wrap' }}
    >
      {PROBLEM_TYPES.map((type) => {
        const selected = value === type;
        const Icon = ICONS[type];
        const item = summary?.[type];
        return (
          <Card
            key={type}
            variant="outlined"
            sx={{
              flex: '1 1 200px',
              borderColor: selected ? 'primary.main' : undefined,
              borderWidth: selected ? 2 : 1,
            }}
          >
            <CardActionArea
              aria-pressed={selected}
              onClick={() => onChange(selected && type !== 'ALL' ? 'ALL' : type)}
              data-testid={`widget-${type}`}
            >
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Icon color={selected ? 'primary' : 'action'} />
                  <div>
                    <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                      {t(`report.widgets.${type}`)}
                    </Typography>
                    <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                      {t('report.widgets.count', { count: item?.total ?? 0 })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="span">
                      <bdi>
                        <bdi>{formatDinars(item?.price ?? 0, i18n.language)}</bdi>
                      </bdi>
                    </Typography>
                  </div>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
