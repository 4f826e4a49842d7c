import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { useTranslation } from 'react-i18next';
import type { TeamMemberDto } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { EMPTY_ICON_SX } from '@wolvo/shared/ui/paged-list';
import { ListTable } from '@wolvo/shared/ui/paged-list/list-table';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { initialsOf } from './member-form';
import { grantedPageCount } from './permission-grants';

/** Props of `MembersTable`. */
export interface MembersTableProps {
  items: TeamMemberDto[];
  loading: boolean;
  skeletonRows: number;
  /** Row actions offered (a member without the action sees none); false for the signed-in user's own row. */
  canEdit: (member: TeamMemberDto) => boolean;
  canDelete: (member: TeamMemberDto) => boolean;
  onEdit: (member: TeamMemberDto) => void;
  onDelete: (member: TeamMemberDto) => void;
}

const COLUMNS = ['member', 'email', 'team', 'pages', 'actions'] as const;

/** The members of a page: photo or initials, name and username, email, team, granted pages, actions. */
export function MembersTable({
  items,
  loading,
  skeletonRows,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: MembersTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  return (
    <ListTable
      label={t('members.column.member')}
      columns={COLUMNS}
      heading={(c) => t(`members.column.${c}`)}
      items={items}
      loading={loading}
      skeletonRows={skeletonRows}
      empty={{
        icon: <PeopleOutlineIcon sx={EMPTY_ICON_SX} />,
        title: t('members.empty.title'),
        text: t('members.empty.text'),
      }}
      row={(member) => {
        const pages = Object.keys(member.permissions);
        return (
          <TableRow key={member.id} hover data-testid="member-row">
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar src={member.avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {initialsOf(member.fullname)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <UserText>{member.fullname}</UserText>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <UserText>{`@${member.username}`}</UserText>
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <TableCell>
              <UserText>{member.email}</UserText>
            </TableCell>
            <TableCell>
              <UserText>{member.team.name}</UserText>
            </TableCell>
            <TableCell>
              <Tooltip
                title={pages
                  .map((p) => `${tc(`page.${p}`, { defaultValue: p })} (${member.permissions[p]})`)
                  .join(', ')}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('members.pages-count', {
                    count: grantedPageCount(member.permissions),
                  })}
                />
              </Tooltip>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canEdit(member) && (
                <IconButton
                  size="small"
                  onClick={() => onEdit(member)}
                  aria-label={t('members.edit-row', { name: member.fullname })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              )}
              {canDelete(member) && (
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => onDelete(member)}
                  aria-label={t('members.delete-row', { name: member.fullname })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
