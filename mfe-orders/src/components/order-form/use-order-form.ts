import { useEffect, useState } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  SEARCH_DEBOUNCE_MS,
  isTunisianPhone,
  type BusinessSummary,
  type RefusalRisk,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { errorsByField, formErrorsOf } from '@wolvo/shared/form';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiQuery } from '@wolvo/shared/query';
import {
  EMPTY_FORM,
  checkAddOrder,
  normalizePhone,
  type AddOrderFormValues,
  type FieldErrors,
} from './order-form-values';
import { useBusinesses } from './use-businesses';

/** The checks a save runs, with the server's field names and message keys; empty when it may go. */
export type OrderChecks = (values: AddOrderFormValues) => FieldErrors;

/** What an order form's resolver reads at each save: the page's checks (they may read page state). */
export interface OrderFormContext {
  check: OrderChecks;
}

/**
 * An order form's react-hook-form state: the fields as typed, errors under the server's field names
 * (`recipient.phone1: phone.invalid`), `isSubmitting` while it saves.
 */
export type OrderForm = UseFormReturn<AddOrderFormValues, OrderFormContext>;

/** An error's path in an order form: the server's name of the field (`recipient.city`). */
export const serverPath = (field: string) => field as FieldPath<AddOrderFormValues>;

/**
 * The order forms' resolver: the page's checks, which run the server's order rules (`checkOrder` of
 * `@wolvo/shared/contracts/orders/rules`) on the body the page would send.
 */
const resolver: Resolver<AddOrderFormValues, OrderFormContext> = (values, context) => {
  const found = (context?.check ?? checkAddOrder)(values);
  return Object.values(found).some(Boolean)
    ? { values: {}, errors: formErrorsOf<AddOrderFormValues>(found) }
    : { values, errors: {} };
};

/**
 * An order form on react-hook-form: `check` runs on save (an edited field loses its error until then),
 * and a save's refused fields are focused by the page, which knows its inputs.
 */
export function useOrderFields(
  defaultValues: AddOrderFormValues,
  check: OrderChecks,
  errors?: FieldErrors,
): OrderForm {
  const [initialErrors] = useState(() =>
    errors && Object.keys(errors).length ? formErrorsOf<AddOrderFormValues>(errors) : undefined,
  );
  return useForm<AddOrderFormValues, OrderFormContext>({
    defaultValues,
    errors: initialErrors,
    resolver,
    context: { check },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/** What `useOrderForm` returns: the form, the companies, the phone's risk. */
export interface OrderFormState {
  form: OrderForm;
  // A company to choose: the order's own one may come from the order, without its client id.
  businesses: Array<Pick<BusinessSummary, 'id' | 'name'>>;
  /** Refusal risk of the typed phone 1, null until it is a valid phone. */
  risk: RefusalRisk | null;
  /** Back to an empty form with the main company chosen. */
  reset: () => void;
}

/**
 * A new order's form whose values and errors are page state under `stateKey` (they survive a
 * remote's re-render): loads the caller's companies, chooses the main one, and looks up the refusal
 * risk of the typed phone. `check` is the add-order one unless told.
 * @example const state = useOrderForm('add-order'); <OrderFormFields form={state} />
 */
export function useOrderForm(stateKey: string, check: OrderChecks = checkAddOrder): OrderFormState {
  const [stored, setStored] = usePageState<AddOrderFormValues>(`${stateKey}.form`, EMPTY_FORM);
  const [storedErrors, setStoredErrors] = usePageState<FieldErrors>(`${stateKey}.errors`, {});
  const form = useOrderFields(stored, check, storedErrors);
  const businesses = useBusinesses(toastApiError);
  const values = form.watch();
  const errors = errorsByField(form.formState.errors);

  // The page keeps what the form holds (compared as text: the form hands a new object each render).
  const snapshot = JSON.stringify([values, errors]);
  useEffect(() => {
    const [nextValues, nextErrors] = JSON.parse(snapshot) as [AddOrderFormValues, FieldErrors];
    setStored(nextValues);
    setStoredErrors(nextErrors);
  }, [snapshot, setStored, setStoredErrors]);

  // The main company (the first) is chosen until the user picks another.
  const { setValue } = form;
  useEffect(() => {
    if (businesses.length > 0 && !values.businessId)
      setValue('businessId', String(businesses[0].id));
  }, [businesses, values.businessId, setValue]);

  const phone = useDebouncedValue(normalizePhone(values.phone1.trim()), SEARCH_DEBOUNCE_MS);
  const valid = isTunisianPhone(phone);
  const risk = useApiQuery(
    ordersApi.refusalRisk,
    { params: { phone } },
    {
      enabled: valid,
      ...KEEP_PAGE,
    },
  );
  // The last risk stays while the next phone's is asked; none after a failure or once the field is empty.
  const shownRisk = valid && values.phone1.trim() && !risk.isError ? (risk.data ?? null) : null;

  const reset = () => {
    form.reset({
      ...EMPTY_FORM,
      businessId: businesses.length > 0 ? String(businesses[0].id) : '',
    });
  };

  return { form, businesses, risk: shownRisk, reset };
}
