import { useCallback, useState } from 'react';
import { STORAGE_KEYS, VOUCHER_LAYOUTS, type VoucherLayout } from '@wolvo/shared/contracts';

function storedLayout(): VoucherLayout {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.slipLayout);
    return (VOUCHER_LAYOUTS as readonly string[]).includes(value ?? '')
      ? (value as VoucherLayout)
      : 'a4';
  } catch {
    return 'a4';
  }
}

/**
 * The slip layout the merchant printed with last (A4 by default), remembered in localStorage: an office
 * prints on one printer, so the next print asks with the same choice.
 * @example const [layout, setLayout] = useSlipLayout();
 */
export function useSlipLayout(): [VoucherLayout, (layout: VoucherLayout) => void] {
  const [layout, setState] = useState(storedLayout);
  const setLayout = useCallback((next: VoucherLayout) => {
    setState(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.slipLayout, next);
    } catch {
      // Storage full or disabled: the choice holds for this page only.
    }
  }, []);
  return [layout, setLayout];
}
