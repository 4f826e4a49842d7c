import { hasPagePermission, type PageAction } from '@wolvo/shared/contracts';
import { useSessionUser } from '@wolvo/shared/session';

/** Whether the signed-in user may do an action on the fortune wheel page (the server checks it too). */
export function useWheelPermission() {
  const user = useSessionUser();
  return (action: PageAction) =>
    user ? hasPagePermission(user.role, user.permissions, 'FORTUNE_WHEEL', action) : false;
}
