import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { placeNamesIn } from '@wolvo/shared/geo';
import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../i18n/namespace';
import { Field, Section } from './order-detail-field';
import { formatLongDate, initialsOf, mapsSearchUrl, orDash } from './order-detail-format';

/** The company block: the business the order is for, and the order's note. */
export function OrderCompanySection({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section title={t('order-detail.company')}>
      <Field label={t('order-detail.field.business')}>
        #{order.business.id} · <UserText>{order.business.name}</UserText>
      </Field>
      <Field label={t('order-detail.field.note')}>
        <UserText>{order.note}</UserText>
      </Field>
    </Section>
  );
}

/** The recipient block: name, place (in the page's language), address on a map, contacts. */
export function OrderRecipientSection({ recipient }: { recipient: OrderDetailDto['recipient'] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const place = placeNamesIn(i18n.language, recipient.delegation, recipient.city);
  return (
    <Section title={t('order-detail.recipient')}>
      <Field label={t('order-detail.field.fullname')}>
        <UserText>{recipient.fullname}</UserText>
      </Field>
      <Field label={t('order-detail.field.governorate')}>{orDash(place.governorate)}</Field>
      <Field label={t('order-detail.field.delegation')}>{orDash(place.delegation)}</Field>
      <Field label={t('order-detail.field.address')}>
        {recipient.address ? (
          <Link
            href={mapsSearchUrl([recipient.address, recipient.city, recipient.delegation])}
            target="_blank"
            rel="noopener noreferrer"
          >
            <UserText>{recipient.address}</UserText>
          </Link>
        ) : (
          '-'
        )}
      </Field>
      <Field label={t('order-detail.field.email')}>
        <UserText>{recipient.email}</UserText>
      </Field>
      <Field label={t('order-detail.field.phone1')}>
        <UserText>{recipient.phone1}</UserText>
      </Field>
      <Field label={t('order-detail.field.phone2')}>
        <UserText>{recipient.phone2}</UserText>
      </Field>
    </Section>
  );
}

/** The client block (staff only): who sent the parcel, since when, pickup address, contacts. */
export function OrderClientSection({ client }: { client: NonNullable<OrderDetailDto['client']> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const place = placeNamesIn(language, client.delegation, client.city);
  return (
    <Section title={t('order-detail.client')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Avatar src={client.avatar ?? undefined} alt={client.fullname}>
          {initialsOf(client.fullname)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            <UserText>{client.fullname}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('order-detail.joined', { date: formatLongDate(client.createdAt, language) })}
          </Typography>
        </Box>
      </Stack>
      <Field label={t('order-detail.field.governorate')}>{orDash(place.governorate)}</Field>
      <Field label={t('order-detail.field.delegation')}>{orDash(place.delegation)}</Field>
      <Field label={t('order-detail.field.pickup-address')}>
        <UserText>{client.pickupAddress}</UserText>
      </Field>
      <Field label={t('order-detail.field.email')}>
        <UserText>{client.email}</UserText>
      </Field>
      <Field label={t('order-detail.field.phone1')}>
        <UserText>{client.phone1}</UserText>
      </Field>
      <Field label={t('order-detail.field.phone2')}>
        <UserText>{client.phone2}</UserText>
      </Field>
    </Section>
  );
}
