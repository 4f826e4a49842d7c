import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction, PermissionMap, SessionUser, TeamKind } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { PAGE_ACTIONS, canGrant, isGranted, matrixRows, setGrant } from './permission-grants';

/** Props of `PermissionMatrix`. */
export interface PermissionMatrixProps {
  /** Which area's page keys are offered: client keys for a client team, staff keys for the provider's. */
  kind: TeamKind;
  value: PermissionMap;
  onChange: (next: PermissionMap) => void;
  /** The signed-in user: a team member may only grant what it holds. */
  user: SessionUser | null;
  /** A message key of the common namespace (e.g. team.permission.required). */
  error?: string;
  disabled?: boolean;
}

/**
 * Pages down, VIEW / ADD / EDIT / DELETE across; the first column and the header row tick a whole row or
 * column at once. Cells the user may not grant are disabled.
 * @example <PermissionMatrix kind="client" value={grants} onChange={setGrants} user={user} />
 */
export function PermissionMatrix({
  kind,
  value,
  onChange,
  user,
  error,
  disabled = false,
}: PermissionMatrixProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const id = useId();
  const rows = matrixRows(kind);
  const allowed = (page: string, action: PageAction) =>
    !disabled && canGrant(user, kind, page, action);

  const pageLabel = (key: string) => tc(`page.${key}`, { defaultValue: key });
  const actionLabel = (action: PageAction) => t(`members.matrix.${action}`);

  const setMany = (cells: [string, PageAction][], on: boolean) => {
    let next = value;
    for (const [page, action] of cells)
      if (allowed(page, action)) next = setGrant(next, page, action, on);
    onChange(next);
  };
  const rowCells = (page: string) =>
    PAGE_ACTIONS.filter((a) => allowed(page, a)).map((a) => [page, a] as [string, PageAction]);
  const columnCells = (action: PageAction) =>
    rows.filter((r) => allowed(r.key, action)).map((r) => [r.key, action] as [string, PageAction]);
  const allOn = (cells: [string, PageAction][]) =>
    cells.length > 0 && cells.every(([p, a]) => isGranted(value, p, a));
  const someOn = (cells: [string, PageAction][]) => cells.some(([p, a]) => isGranted(value, p, a));
  // The box that ticks a whole row or column: ticked when all its cells are, dashed when some are.
  const tickAll = (cells: [string, PageAction][], name: string) => (
    <Checkbox
      size="small"
      checked={allOn(cells)}
      indeterminate={!allOn(cells) && someOn(cells)}
      disabled={cells.length === 0}
      onChange={(e) => setMany(cells, e.target.checked)}
      slotProps={{ input: { 'aria-label': name } }}
    />
  );

  return (
    <Box>
      <Typography id={`${id}-caption`} variant="subtitle2" component="h3">
        {t('members.matrix.caption')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
        {t('members.matrix.hint')}
      </Typography>
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: '50vh',
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table
          size="small"
          stickyHeader
          sx={{ '& .MuiTableCell-root': { py: 0 } }}
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-hint`}
          data-testid="permission-matrix"
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('members.matrix.page')}
              </TableCell>
              {PAGE_ACTIONS.map((action) => {
                const cells = columnCells(action);
                return (
                  <TableCell
                    key={action}
                    align="center"
                    component="th"
                    scope="col"
                    sx={{ width: 88 }}
                  >
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                      <span>{actionLabel(action)}</span>
                      {tickAll(cells, t('members.matrix.column', { action: actionLabel(action) }))}
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, sub }) => {
              const cells = rowCells(key);
              const label = pageLabel(key);
              return (
                <TableRow key={key} hover data-testid={`matrix-row-${key}`}>
                  <TableCell component="th" scope="row" sx={{ paddingInlineStart: sub ? 4 : 1 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      {tickAll(cells, t('members.matrix.row', { page: label }))}
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: sub ? 400 : 600, whiteSpace: 'nowrap' }}
                      >
                        {label}
                      </Typography>
                    </Box>
                  </TableCell>
                  {PAGE_ACTIONS.map((action) => (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={isGranted(value, key, action)}
                        disabled={!allowed(key, action)}
                        onChange={(e) => onChange(setGrant(value, key, action, e.target.checked))}
                        slotProps={{
                          input: {
                            'aria-label': t('members.matrix.cell', {
                              action: actionLabel(action),
                              page: label,
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {tc(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
