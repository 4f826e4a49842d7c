/** Texts of the staff's pickup follow-up (`reclamation` namespace, `pickupFollowUp.` keys). */
const fr = {
  help: 'Les demandes de ramassage toujours pas ramassées un jour après, et celles ramassées en partie, par client.',
  empty: {
    title: 'Aucun ramassage en souffrance',
    text: 'Tous les ramassages demandés sont faits.',
  },
  failed: 'Impossible de charger le suivi des ramassages.',
  retry: 'Réessayer',
  address: 'Adresse de ramassage',
  phones: 'Téléphones',
  call: 'Appeler le {{phone}}',
  request: 'Demande n° {{id}} du {{date}}',
  collected: 'ramassée le {{date}}',
  kind: { NOT_COLLECTED: 'Non ramassée', PARTIAL: 'Ramassée en partie' },
  concerned_one: '{{count}} colis concerné sur {{parcels}}',
  concerned_other: '{{count}} colis concernés sur {{parcels}}',
  col: { code: 'Code', recipient: 'Destinataire', status: 'Statut', cod: 'Montant' },
};

export type PickupFollowUpTexts = typeof fr;

const en: PickupFollowUpTexts = {
  help: 'Pickup requests still not collected a day later, and those collected in part, per client.',
  empty: { title: 'No failed pickup', text: 'Every pickup asked for was done.' },
  failed: 'The pickup follow-up could not be loaded.',
  retry: 'Try again',
  address: 'Pickup address',
  phones: 'Phones',
  call: 'Call {{phone}}',
  request: 'Request no. {{id}} of {{date}}',
  collected: 'collected on {{date}}',
  kind: { NOT_COLLECTED: 'Not collected', PARTIAL: 'Collected in part' },
  concerned_one: '{{count}} of {{parcels}} parcels concerned',
  concerned_other: '{{count}} of {{parcels}} parcels concerned',
  col: { code: 'Code', recipient: 'Recipient', status: 'Status', cod: 'Amount' },
};

// Arabic has six plural forms (zero, one, two, few, many, other).
const ar = {
  help: 'طلبات الاستلام التي لم تُستلم بعد يوم من طلبها، وتلك التي استُلمت جزئيًّا، حسب الحريف.',
  empty: { title: 'لا يوجد استلام متعثّر', text: 'تمت كل عمليات الاستلام المطلوبة.' },
  failed: 'تعذّر تحميل متابعة الاستلام.',
  retry: 'إعادة المحاولة',
  address: 'عنوان الاستلام',
  phones: 'الهواتف',
  call: 'الاتصال بالرقم {{phone}}',
  request: 'الطلب رقم {{id}} بتاريخ {{date}}',
  collected: 'استُلم في {{date}}',
  kind: { NOT_COLLECTED: 'لم يُستلم', PARTIAL: 'استُلم جزئيًّا' },
  concerned_zero: 'لا طرد معني من أصل {{parcels}}',
  concerned_one: 'طرد واحد معني من أصل {{parcels}}',
  concerned_two: 'طردان معنيّان من أصل {{parcels}}',
  concerned_few: '{{count}} طرود معنية من أصل {{parcels}}',
  concerned_many: '{{count}} طردًا معنيًّا من أصل {{parcels}}',
  concerned_other: '{{count}} طرد معني من أصل {{parcels}}',
  col: { code: 'الرمز', recipient: 'المرسل إليه', status: 'الحالة', cod: 'المبلغ' },
};

export const pickupFollowUpTexts: Record<'fr' | 'en' | 'ar', PickupFollowUpTexts> = { fr, en, ar };
