import { placeNamesIn } from '@wolvo/shared/geo';
import type { WheelParticipant } from '@wolvo/shared/contracts';
import type { Db } from '../../db/database';
import type { AuthContext } from '../auth/access';
import type { SlipLang } from '../slips/tracking';
import { exportSheet, type ExportColumn } from '../spreadsheets/xlsx-export';
import { listParticipants } from './wheel.service';

/** The most rows one export holds; a wheel has far fewer players in practice. */
const MAX_ROWS = 50_000;

const HEADERS: Record<SlipLang, Record<string, string>> = {
  fr: {
    sheet: 'Participants',
    played: 'Date',
    visitor: 'Visiteur',
    device: 'Appareil',
    browser: 'Navigateur',
    prize: 'Lot gagné',
    code: 'Code du lot',
    expired: 'Lien expiré',
    fullname: 'Nom complet',
    phone: 'Téléphone',
    governorate: 'Gouvernorat',
    delegation: 'Délégation',
    address: 'Adresse',
    handed: 'Remis le',
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    sheet: 'Participants',
    played: 'Date',
    visitor: 'Visitor',
    device: 'Device',
    browser: 'Browser',
    prize: 'Prize won',
    code: 'Prize code',
    expired: 'Link expired',
    fullname: 'Full name',
    phone: 'Phone',
    governorate: 'Governorate',
    delegation: 'Delegation',
    address: 'Address',
    handed: 'Handed over',
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    sheet: 'المشاركون',
    played: 'التاريخ',
    visitor: 'الزائر',
    device: 'الجهاز',
    browser: 'المتصفح',
    prize: 'الجائزة',
    code: 'رمز الجائزة',
    expired: 'رابط منتهٍ',
    fullname: 'الاسم الكامل',
    phone: 'الهاتف',
    governorate: 'الولاية',
    delegation: 'المعتمدية',
    address: 'العنوان',
    handed: 'سُلّمت في',
    yes: 'نعم',
    no: 'لا',
  },
};

/** GET /v1/fortune-wheel/{wheelId}/participants/export: every participant of the wheel as an .xlsx. */
export async function exportParticipants(
  db: Db,
  auth: AuthContext,
  wheelId: number,
  lang: SlipLang,
): Promise<Buffer> {
  const { items } = await listParticipants(db, auth, wheelId, { offset: 0, limit: MAX_ROWS });
  const h = HEADERS[lang];
  const when = (iso: string | null) => (iso ? new Date(iso) : null);
  const columns: ExportColumn<WheelParticipant>[] = [
    { header: h.played!, value: (p) => when(p.createdAt), width: 20 },
    { header: h.visitor!, value: (p) => p.visitorId },
    { header: h.device!, value: (p) => p.device },
    { header: h.browser!, value: (p) => p.browser },
    { header: h.prize!, value: (p) => p.wonTitle },
    { header: h.code!, value: (p) => p.wonValue },
    { header: h.expired!, value: (p) => (p.expired ? h.yes! : h.no!) },
    { header: h.fullname!, value: (p) => p.fullname },
    { header: h.phone!, value: (p) => p.phone },
    { header: h.governorate!, value: (p) => placeNamesIn(lang, p.governorate).governorate },
    {
      header: h.delegation!,
      value: (p) => placeNamesIn(lang, p.governorate, p.delegation).delegation,
    },
    { header: h.address!, value: (p) => p.address, width: 30 },
    { header: h.handed!, value: (p) => when(p.withdrawnAt), width: 20 },
  ];
  return exportSheet(h.sheet!, columns, items, { rightToLeft: lang === 'ar' });
}
