import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type PublicPageProps,
} from '@wolvo/shared/contracts';

/**
 * A public page (tracking, roulette) inside the shell's router: reads its language and id from the path
 * (`/:lang/.../:{idParam}`). Outside the router the host renders the same page with these props itself.
 * @example <PublicPageRoute page={TrackingPage} idParam="token" />
 */
export function PublicPageRoute({
  page: Page,
  idParam,
}: {
  page: ComponentType<PublicPageProps>;
  idParam: string;
}) {
  const params = useParams();
  const language = (LANGUAGES as readonly string[]).includes(params.lang ?? '')
    ? (params.lang as Language)
    : DEFAULT_LANGUAGE;
  return <Page language={language} id={params[idParam] ?? ''} />;
}
