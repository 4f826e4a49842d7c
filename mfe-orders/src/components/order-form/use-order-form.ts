import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import {
  SEARCH_DEBOUNCE_MS,
  isTunisianPhone,
  type BusinessSummary,
  type RefusalRisk,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import {
  EMPTY_FORM,
  normalizePhone,
  type AddOrderFormValues,
  type FieldErrors,
} from './order-form-values';
import { useBusinesses } from './use-businesses';

/** What `useOrderForm` returns: the values and errors (page state), the companies, the phone's risk. */
export interface OrderFormState {
  values: AddOrderFormValues;
  setValues: Dispatch<SetStateAction<AddOrderFormValues>>;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  // A company to choose: the order's own one may come from the order, without its client id.
  businesses: Array<Pick<BusinessSummary, 'id' | 'name'>>;
  /** Refusal risk of the typed phone 1, null until it is a valid phone. */
  risk: RefusalRisk | null;
  /** Back to an empty form with the main company chosen. */
  reset: () => void;
}

/**
 * The state of an order form kept under `stateKey` (page state survives a remote's re-render): loads
 * the caller's companies, chooses the main one, and looks up the refusal risk of the typed phone.
 * @example const form = useOrderForm('add-order'); <OrderFormFields form={form} />
 */
export function useOrderForm(stateKey: string): OrderFormState {
  const [values, setValues] = usePageState<AddOrderFormValues>(`${stateKey}.form`, EMPTY_FORM);
  const [errors, setErrors] = usePageState<FieldErrors>(`${stateKey}.errors`, {});
  const businesses = useBusinesses(toastApiError);
  const [risk, setRisk] = useState<RefusalRisk | null>(null);

  // The main company (the first) is chosen until the user picks another.
  useEffect(() => {
    if (businesses.length > 0 && !values.businessId)
      setValues((v) => ({ ...v, businessId: String(businesses[0].id) }));
  }, [businesses, values.businessId, setValues]);

  const phone = useDebouncedValue(normalizePhone(values.phone1.trim()), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!isTunisianPhone(phone)) {
      setRisk(null);
      return;
    }
    const controller = new AbortController();
    callApi(ordersApi.refusalRisk, { params: { phone } }, { signal: controller.signal }).then(
      setRisk,
      () => setRisk(null),
    );
    return () => controller.abort();
  }, [phone]);

  const reset = () => {
    setValues({
      ...EMPTY_FORM,
      businessId: businesses.length > 0 ? String(businesses[0].id) : '',
    });
    setErrors({});
    setRisk(null);
  };

  return { values, setValues, errors, setErrors, businesses, risk, reset };
}
