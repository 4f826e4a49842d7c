import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import type { TeamHeadcount, TeamHeadcountItem } from '@wolvo/shared/contracts';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `HeadcountCards`. */
export interface HeadcountCardsProps {
  headcount: TeamHeadcount;
  /** The team the list shows, null for all. */
  teamId: number | null;
  onSelect: (teamId: number | null) => void;
  /** Offered only to those who may delete a team. */
  onDeleteTeam?: (team: TeamHeadcountItem) => void;
}

/**
 * The headcount: all members (with the cap of a client, "x / 10") and one card per team; a card filters the
 * list on its team, clicking it again shows every team.
 */
export function HeadcountCards({ headcount, teamId, onSelect, onDeleteTeam }: HeadcountCardsProps) {
  const { t } = useTranslation(NAMESPACE);
  const full = headcount.max !== null && headcount.total >= headcount.max;
  return (
    <Box
      component="section"
      aria-label={t('members.headcount.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <Card variant="outlined" sx={{ minWidth: 180 }} data-testid="headcount-total">
        <CardActionArea
          onClick={() => onSelect(null)}
          aria-pressed={teamId === null}
          sx={{ p: 2, height: '100%' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <GroupsOutlinedIcon color={full ? 'warning' : 'primary'} />
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('members.headcount.total')}
              </Typography>
              {/* "3 / 10" reads left to right in every language. */}
              <Typography variant="h6" component="p" dir="ltr" sx={{ fontWeight: 700 }}>
                {headcount.max !== null
                  ? t('members.headcount.of-max', { total: headcount.total, max: headcount.max })
                  : headcount.total}
              </Typography>
            </Box>
          </Stack>
        </CardActionArea>
      </Card>
      {headcount.teams.map((team) => (
        <Card
          key={team.id}
          variant="outlined"
          sx={{
            minWidth: 180,
            display: 'flex',
            alignItems: 'stretch',
            borderColor: team.id === teamId ? 'primary.main' : undefined,
          }}
          data-testid="headcount-team"
        >
          <CardActionArea
            onClick={() => onSelect(team.id === teamId ? null : team.id)}
            aria-pressed={team.id === teamId}
            sx={{ p: 2 }}
          >
            <Typography variant="body2" color="text.secondary" noWrap>
              <UserText>{team.name}</UserText>
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {t('members.headcount.members', { count: team.members })}
            </Typography>
          </CardActionArea>
          {onDeleteTeam && (
            <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineEnd: 0.5 }}>
              <Tooltip title={t('members.headcount.delete-team', { name: team.name })}>
                <IconButton
                  size="small"
                  onClick={() => onDeleteTeam(team)}
                  aria-label={t('members.headcount.delete-team', { name: team.name })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}
