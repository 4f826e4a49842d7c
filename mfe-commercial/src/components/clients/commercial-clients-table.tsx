import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from '@wolvo/shared/router';
import { useTranslation } from 'react-i18next';
import type { ClientAccountDto } from '@wolvo/shared/contracts';
import { placeText } from '@wolvo/shared/geo';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { ClientTable, type ClientRows } from '@wolvo/shared/ui/client-list';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `CommercialClientsTable`. */
export interface CommercialClientsTableProps extends ClientRows {
  /** Confirm offered (commercial clients EDIT). */
  canConfirm: boolean;
  /** Where a client opens in the client editor of reclamation edits, or null without that page. */
  editHref: ((client: ClientAccountDto) => string) | null;
  onConfirm: (client: ClientAccountDto) => void;
  /** Opens the client's detail drawer (the name is its button; a click anywhere on the row too). */
  onOpen: (client: ClientAccountDto) => void;
}

const COLUMNS = ['name', 'companies', 'phone', 'place', 'status', 'created', 'actions'] as const;

/** The commercial view of client accounts: who, companies, how to reach them, state, and what to do next. */
export function CommercialClientsTable({
  canConfirm,
  editHref,
  onConfirm,
  onOpen,
  ...rows
}: CommercialClientsTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const withActions = canConfirm || editHref !== null;
  const columns = withActions ? COLUMNS : COLUMNS.filter((c) => c !== 'actions');
  return (
    <ClientTable
      namespace={NAMESPACE}
      label={t('pages.clients.title')}
      columns={columns}
      {...rows}
      row={(client) => {
        // The one shared way to write a place: the page's language, its comma, the narrower first.
        const place = placeText(i18n.language, client.delegation, client.city);
        return (
          <TableRow
            key={client.id}
            hover
            data-testid="commercial-client-row"
            onClick={(e) => {
              // The row's own buttons and links do their own thing.
              if (!(e.target as HTMLElement).closest('a, button')) onOpen(client);
            }}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell>
              <Link
                component="button"
                type="button"
                variant="body2"
                underline="hover"
                color="inherit"
                onClick={() => onOpen(client)}
                aria-label={t('clients.detail.open', { name: client.fullname })}
                sx={{ fontWeight: 600, textAlign: 'start', display: 'block' }}
              >
                <UserText>{client.fullname}</UserText>
              </Link>
              <Typography variant="caption" color="text.secondary">
                <UserText>{client.email}</UserText>
              </Typography>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {client.companies.map((name, i) => (
                  <Chip
                    key={name}
                    size="small"
                    variant={i === 0 ? 'filled' : 'outlined'}
                    label={<UserText>{name}</UserText>}
                    title={i === 0 ? t('clients.main') : undefined}
                  />
                ))}
              </Box>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <UserText empty="—">{client.phone1}</UserText>
            </TableCell>
            <TableCell>{place || '—'}</TableCell>
            <TableCell>
              <ColourChip
                colour={!client.active ? 'red' : client.confirmed ? 'green' : 'orange'}
                label={t(
                  `clients.status.${!client.active ? 'inactive' : client.confirmed ? 'confirmed' : 'unconfirmed'}`,
                )}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDate(client.createdAt, i18n.language)}
            </TableCell>
            {withActions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canConfirm && !client.confirmed && (
                  <Tooltip title={t('clients.confirm', { name: client.fullname })}>
                    <IconButton
                      size="small"
                      color="success"
                      onClick={() => onConfirm(client)}
                      aria-label={t('clients.confirm', { name: client.fullname })}
                    >
                      <VerifiedOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {editHref && (
                  <Tooltip title={t('clients.edit', { name: client.fullname })}>
                    <IconButton
                      size="small"
                      component={RouterLink}
                      to={editHref(client)}
                      aria-label={t('clients.edit', { name: client.fullname })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            )}
          </TableRow>
        );
      }}
    />
  );
}
