import type { DeclaredPage } from '../src/contracts/federation';

/** The file, under a remote's folder, that declares its pages. */
export const PAGES_FILE: string;
/** The pages' labels of a language, under a remote's folder. */
export function labelsFile(language: string): string;
/** The pages the remote in `dir` offers; throws on a missing or malformed file. */
export function offeredPages(
  dir: string,
  problemsOf?: (pages: unknown) => string[],
): DeclaredPage[];
