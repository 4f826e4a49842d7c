import { useEffect } from 'react';

// Set just before a reload the app itself asked for (new version, crash screen): no warning then.
let leavingOnPurpose = false;

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  if (leavingOnPurpose) return;
  event.preventDefault();
  // Older browsers need returnValue set to show the prompt.
  event.returnValue = '';
}

/** While signed in, the browser asks before the page is closed or reloaded (spec: the page warns before unloading). */
export function useUnloadWarning(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [enabled]);
}

/** Reloads the page without the unload warning. */
export function reloadPage(): void {
  leavingOnPurpose = true;
  window.location.reload();
}
