// stylis ships no types and @types/stylis is not a dependency: just the part the RTL cache uses.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
