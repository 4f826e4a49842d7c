import { useEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@wolvo/shared/contracts/core';

/** CSS variable holding the window's inner height (mobile browsers' 100vh includes their toolbars). */
export const APP_HEIGHT_VAR = '--app-height';

/** Keeps `--app-height` on `<html>` equal to the window height, updated 200 ms after resizing stops. */
export function useAppHeight(): void {
  useEffect(() => {
    const apply = () =>
      document.documentElement.style.setProperty(APP_HEIGHT_VAR, `${window.innerHeight}px`);
    apply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
