// Spreadsheets for the import tests, made with the API's exceljs (the server's own reader of them).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './stack.mjs';

const ExcelJS = createRequire(path.join(root, 'api', 'package.json'))('exceljs');

/** The template's column keys, in its order. */
export const IMPORT_KEYS = [
  'businessId',
  'fullname',
  'phone1',
  'phone2',
  'governorate',
  'delegation',
  'address',
  'postalCode',
  'merchandise',
  'quantity',
  'merchandisePrice',
  'price',
  'weight',
  'paymentType',
  'canOpen',
  'fragile',
  'deliveryDate',
  'reference',
  'note',
];

/** A row a merchant would type, by column key. */
export const importRow = (businessId, overrides = {}) => ({
  businessId,
  fullname: 'Sarra Ben Salah',
  phone1: '22123456',
  governorate: 'Ben arous',
  delegation: 'El Mourouj',
  address: '12 Rue de la Liberté',
  postalCode: '2074',
  merchandise: 'Robe',
  quantity: 1,
  price: 89.5,
  paymentType: 'Espèces',
  canOpen: 'oui',
  fragile: 'non',
  ...overrides,
});

/**
 * The downloaded template filled with `rows` (its example row replaced), as a merchant saves it.
 * Without a template, a French header is written.
 */
export async function filledTemplate(rows, template) {
  const workbook = new ExcelJS.Workbook();
  if (template) await workbook.xlsx.load(template);
  const sheet = template ? workbook.worksheets[0] : workbook.addWorksheet('Commandes');
  if (!template)
    sheet.addRow([
      'Société *',
      'Destinataire *',
      'Téléphone *',
      'Téléphone 2',
      'Gouvernorat *',
      'Délégation *',
      'Adresse *',
      'Code postal *',
      'Désignation *',
      'Quantité',
      'Prix marchandise (DT)',
      'Prix (DT) *',
      'Poids (kg)',
      'Paiement *',
      'Ouvrable',
      'Fragile',
      'Date de livraison',
      'Référence',
      'Remarque',
    ]);
  rows.forEach((row, i) =>
    IMPORT_KEYS.forEach((key, column) => {
      sheet.getRow(i + 2).getCell(column + 1).value = row[key] ?? null;
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
