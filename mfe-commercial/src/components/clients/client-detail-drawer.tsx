import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from 'react-i18next';
import type { ClientAccountDto } from '@wolvo/shared/contracts';
import { placeNamesIn } from '@wolvo/shared/geo';
import { getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { Link as RouterLink } from '@wolvo/shared/router';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { SidePanel } from '@wolvo/shared/ui/components/side-panel';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { formatBasisPoints, formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { clientApi } from '@wolvo/shared/contracts/clients/endpoints';
import { useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `ClientDetailDrawer`. */
export interface ClientDetailDrawerProps {
  /** The client opened from the list, or null: closed. */
  client: ClientAccountDto | null;
  /** Confirm offered (commercial clients EDIT). */
  canConfirm: boolean;
  /** Where the client opens in the client editor of reclamation edits, or null without that page. */
  editHref: ((client: ClientAccountDto) => string) | null;
  onConfirm: (client: ClientAccountDto) => void;
  onClose: () => void;
}

/** A label and its value, as a description list entry. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A titled group of fields laid out in two columns. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * One client in a side panel (commercial > clients): every field the server holds, its companies (main
 * first), its payment documents (fetched with the session, opened in a new tab), its confirmation state,
 * the staff's edits (who, when, which fields from what to what), and the way to the client editor of
 * reclamation edits.
 */
export function ClientDetailDrawer({
  client,
  canConfirm,
  editHref,
  onConfirm,
  onClose,
}: ClientDetailDrawerProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  // Asked again when the client is confirmed (the confirmation invalidates it).
  const query = useApiQuery(
    clientApi.get,
    { params: { id: client?.id ?? 0 } },
    { enabled: client !== null },
  );
  const detail = client ? query.data : undefined;
  const error = client ? queryErrorText(query) : '';

  const d = (key: string, options?: Record<string, unknown>) => t(`clients.detail.${key}`, options);
  const dash = (value: string | null | undefined) => <UserText empty="—">{value}</UserText>;
  const percent = (bp: number) => formatBasisPoints(bp, i18n.language);
  const place =
    detail?.delegation && detail.city
      ? placeNamesIn(i18n.language, detail.delegation, detail.city)
      : null;
  const mapHref = detail?.pickupAddress
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        [detail.pickupAddress, detail.city, detail.delegation, 'Tunisie']
          .filter(Boolean)
          .join(', '),
      )}`
    : null;
  const state = detail ?? client;

  const footer =
    client && (canConfirm || editHref) ? (
      <>
        {editHref && (
          <Button startIcon={<EditOutlinedIcon />} component={RouterLink} to={editHref(client)}>
            {d('edit')}
          </Button>
        )}
        {canConfirm && state && !state.confirmed && (
          <Button
            variant="contained"
            color="success"
            startIcon={<VerifiedOutlinedIcon />}
            onClick={() => onConfirm(client)}
          >
            {t('clients.confirm-dialog.confirm')}
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <SidePanel
      open={client !== null}
      onClose={onClose}
      closeLabel={d('close')}
      overline={d('title')}
      title={client ? <UserText>{client.fullname}</UserText> : ''}
      width={560}
      headerActions={
        state && (
          <ColourChip
            colour={!state.active ? 'red' : state.confirmed ? 'green' : 'orange'}
            label={t(
              `clients.status.${!state.active ? 'inactive' : state.confirmed ? 'confirmed' : 'unconfirmed'}`,
            )}
          />
        )
      }
      bodyProps={{ 'data-testid': 'client-detail' }}
      footer={footer}
    >
      {error ? (
        <Alert severity="error">{`${d('failed')} ${tc(error)}`}</Alert>
      ) : !detail ? (
        <Stack spacing={1} aria-busy>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Section title={d('identity')}>
            <Field label={d('email')}>{dash(detail.email)}</Field>
            <Field label={d('username')}>{dash(detail.username)}</Field>
            <Field label={d('phone1')}>{dash(detail.phone1)}</Field>
            <Field label={d('phone2')}>{dash(detail.phone2)}</Field>
            <Field label={d('state')}>
              {t(
                `clients.status.${!detail.active ? 'inactive' : detail.confirmed ? 'confirmed' : 'unconfirmed'}`,
              )}
              {' · '}
              {d('created', { date: formatDisplayDate(detail.createdAt, i18n.language) })}
            </Field>
          </Section>
          <Box component="section">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {d('companies')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }}>
              {detail.companies.map((name, i) => (
                <Box component="li" key={name} sx={{ listStyle: 'none' }}>
                  <Chip
                    size="small"
                    variant={i === 0 ? 'filled' : 'outlined'}
                    label={
                      i === 0 ? (
                        <>
                          <UserText>{name}</UserText> ({d('main')})
                        </>
                      ) : (
                        <UserText>{name}</UserText>
                      )
                    }
                  />
                </Box>
              ))}
            </Box>
          </Box>
          <Section title={d('address')}>
            <Field label={d('governorate')}>{place?.governorate ?? '—'}</Field>
            <Field label={d('delegation')}>{place?.delegation ?? '—'}</Field>
            <Field label={d('pickupAddress')}>
              {dash(detail.pickupAddress)}
              {mapHref && (
                <>
                  {' '}
                  <Link href={mapHref} target="_blank" rel="noopener noreferrer">
                    {d('map')}
                  </Link>
                </>
              )}
            </Field>
          </Section>
          <Section title={d('costs')}>
            <Field label={d('deliveryCost')}>
              <bdi>{formatDinars(detail.deliveryCost, i18n.language)}</bdi>
            </Field>
            <Field label={d('returnCost')}>
              <bdi>{formatDinars(detail.returnCost, i18n.language)}</bdi>
            </Field>
            <Field label={d('exchangeCost')}>
              <bdi>{formatDinars(detail.exchangeCost, i18n.language)}</bdi>
            </Field>
            <Field label={d('insurance')}>
              <bdi>{percent(detail.insuranceBp)}</bdi>
            </Field>
            <Field label={d('refund')}>
              <bdi>{percent(detail.refundBp)}</bdi>
            </Field>
          </Section>
          <Section title={d('bank')}>
            <Field label={d('cin')}>{dash(detail.cin)}</Field>
            <Field label={d('rib')}>{dash(detail.rib)}</Field>
            <Field label={d('rc')}>{dash(detail.rc)}</Field>
            <Field label={d('pos')}>{dash(detail.pos)}</Field>
            <Field label={d('patent')}>{dash(detail.patent)}</Field>
          </Section>
          <Section title={d('payment')}>
            <Field label={d('paymentType')}>
              {t(`clients.form.payment-type.${detail.paymentType}`)}
            </Field>
            <Field label={d('paymentDays')}>
              {detail.paymentDays.length
                ? detail.paymentDays.map((day) => t(`clients.weekday.${day}`)).join(', ')
                : '—'}
            </Field>
            <Field label={d('preferredDeliveryCompany')}>
              <UserText empty={d('none')}>{detail.preferredDeliveryCompany}</UserText>
            </Field>
          </Section>
          <Box component="section">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {d('documents')}
            </Typography>
            {detail.documents.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {d('no-documents')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
                {detail.documents.map((doc, i) => (
                  <Box component="li" key={doc.id} sx={{ listStyle: 'none' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<DescriptionOutlinedIcon />}
                      aria-label={d('open-document', { n: i + 1 })}
                      onClick={() =>
                        void getApiFile(doc.url, 'document').then(openFile, toastApiError)
                      }
                    >
                      {d('document', { n: i + 1 })}
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <EditHistory edits={detail.edits} />
        </Stack>
      )}
    </SidePanel>
  );
}
