import type { ReactNode } from 'react';

/** Props of `UserText`. */
export interface UserTextProps {
  /** What a person typed (a name, an address, a note, a code) or a label mixing scripts. */
  children?: ReactNode;
  /** Shown when the value is missing or blank; '-' by default. */
  empty?: string;
}

/**
 * A user-supplied or mixed-script value isolated in its own direction, so "3 Rue de la Plage" or
 * "API · 4" keep their order on an Arabic page and an Arabic name its order on a French one.
 * @example <UserText>{recipient.address}</UserText>
 */
export function UserText({ children, empty = '-' }: UserTextProps) {
  const blank =
    children === null ||
    children === undefined ||
    children === false ||
    (typeof children === 'string' && children.trim() === '');
  // <bdi> is `dir="auto"` by default: the value's first strong letter decides its direction.
  return blank ? <>{empty}</> : <bdi>{children}</bdi>;
}
