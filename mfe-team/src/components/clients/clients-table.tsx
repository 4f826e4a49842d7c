import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { useTranslation } from 'react-i18next';
import type { ClientAccountDto } from '@wolvo/shared/contracts';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { ClientTable, type ClientRows } from '@wolvo/shared/ui/client-list';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { initialsOf } from '../team/member-form';

/** What a row action asks for. */
export type ClientAction = 'activate' | 'deactivate' | 'reset-password';

/** Props of `ClientsTable`. */
export interface ClientsTableProps extends ClientRows {
  /** Whether the row actions are offered (users > clients EDIT). */
  canEdit: boolean;
  onAction: (action: ClientAction, client: ClientAccountDto) => void;
}

const COLUMNS = [
  'name',
  'email',
  'companies',
  'confirmed',
  'active',
  'created',
  'actions',
] as const;

/** Client accounts: name and username, email, companies (main first), flags, creation date, actions. */
export function ClientsTable({ canEdit, onAction, ...rows }: ClientsTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const columns = canEdit ? COLUMNS : COLUMNS.filter((c) => c !== 'actions');
  return (
    <ClientTable
      namespace={NAMESPACE}
      label={t('pages.users-clients.title')}
      columns={columns}
      {...rows}
      row={(client) => (
        <TableRow key={client.id} hover data-testid="client-row">
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Avatar src={client.avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                {initialsOf(client.fullname)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <UserText>{client.fullname}</UserText>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <UserText>{`@${client.username}`}</UserText>
                </Typography>
              </Box>
            </Box>
          </TableCell>
          <TableCell>
            <UserText>{client.email}</UserText>
          </TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {client.companies.map((name, i) => (
                <Chip
                  key={name}
                  size="small"
                  variant={i === 0 ? 'filled' : 'outlined'}
                  label={<UserText>{name}</UserText>}
                />
              ))}
            </Box>
          </TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={client.confirmed ? 'success' : 'default'}
              label={t(`clients.status.${client.confirmed ? 'confirmed' : 'unconfirmed'}`)}
            />
          </TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={client.active ? 'success' : 'error'}
              label={t(`clients.status.${client.active ? 'active' : 'inactive'}`)}
            />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDisplayDate(client.createdAt, i18n.language)}
          </TableCell>
          {canEdit && (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Box role="group" aria-label={t('clients.actions-of', { name: client.fullname })}>
                {client.active ? (
                  <Tooltip title={t('clients.deactivate')}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onAction('deactivate', client)}
                      aria-label={t('clients.row.deactivate', { name: client.fullname })}
                    >
                      <PersonOffOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : (
                  <Tooltip title={t('clients.activate')}>
                    <IconButton
                      size="small"
                      color="success"
                      onClick={() => onAction('activate', client)}
                      aria-label={t('clients.row.activate', { name: client.fullname })}
                    >
                      <HowToRegOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t('clients.reset-password')}>
                  <IconButton
                    size="small"
                    onClick={() => onAction('reset-password', client)}
                    aria-label={t('clients.row.reset-password', { name: client.fullname })}
                  >
                    <LockResetIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </TableCell>
          )}
        </TableRow>
      )}
    />
  );
}
