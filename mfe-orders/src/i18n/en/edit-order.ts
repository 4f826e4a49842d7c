import type * as base from '../fr/edit-order';

/** Texts of the edit-order dialog (`orders` namespace, `edit-order.` keys); field labels are add-order's. */

export const editOrderTexts: typeof base.editOrderTexts = {
  edit: 'Edit',
  'edit-row': 'Edit order {{code}}',
  title: 'Edit order {{code}}',
  intro: 'Only the fields you change are sent. Fields marked * are required.',
  'printed-warning':
    'The delivery slip was already printed: after this change it must be reprinted.',
  loading: 'Loading the order…',
  'load-failed': 'The order could not be loaded.',
  retry: 'Retry',
  'no-change': 'Nothing changed yet.',
  save: 'Save',
  cancel: 'Cancel',
};
