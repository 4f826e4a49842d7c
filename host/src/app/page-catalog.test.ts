import { REMOTE_PAGES } from '../testing/declared-pages';
import {
  acceptDeclaration,
  catalogPageAt,
  declarationsSettled,
  pagesOf,
  resetDeclaredPages,
  settleDeclarations,
  STORED_PAGES_KEY,
} from './page-catalog';

const declaration = (remote: string, pages: unknown[]) => ({ schema: 1, remote, needs: {}, pages });
const reclamation = REMOTE_PAGES.reclamation;

describe('the page catalog (the remotes declare their pages)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetDeclaredPages();
  });

  it('knows only the shell’s own pages until a declaration comes', () => {
    expect(pagesOf('staff').map((p) => p.path)).toEqual(['settings']);
    expect(pagesOf('client').map((p) => p.path)).toEqual(['support', 'settings']);
    expect(declarationsSettled()).toBe(false);
  });

  it('takes a declaration’s pages, in their order among the shell’s, and stores them for the next start', () => {
    acceptDeclaration('reclamation', declaration('reclamation', reclamation));
    expect(catalogPageAt('staff', 'reclamation/inbox')).toMatchObject({
      owner: 'reclamation',
      key: 'RECLAMATION_INBOX',
      label: { fr: 'Boîte de réception', en: 'Inbox', ar: 'صندوق الوارد' },
    });
    expect(pagesOf('client').map((p) => p.path)).toEqual([
      'dash-alpha/report',
      'reclamation/wolvo',
      'support',
      'settings',
    ]);
    expect(JSON.parse(localStorage.getItem(STORED_PAGES_KEY)!)).toEqual({ reclamation });
  });

  it('ignores and reports a page of a permission key it does not know, keeping the others', () => {
    const report = jest.fn();
    const unknown = { ...reclamation[0]!, path: 'reclamation/secret', key: 'SECRET_PAGE' };
    acceptDeclaration('reclamation', declaration('reclamation', [...reclamation, unknown]), report);
    expect(catalogPageAt('staff', 'reclamation/secret')).toBeUndefined();
    expect(catalogPageAt('staff', 'reclamation/inbox')).toBeDefined();
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('staff:reclamation/secret (SECRET_PAGE)'),
    );
  });

  it('ignores and reports a malformed declaration or one of another schema', () => {
    const report = jest.fn();
    acceptDeclaration(
      'reclamation',
      { ...declaration('reclamation', reclamation), schema: 2 },
      report,
    );
    acceptDeclaration('reclamation', declaration('reclamation', [{ path: '/x' }]), report);
    expect(pagesOf('staff').map((p) => p.path)).toEqual(['settings']);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('is settled once the start’s declarations are all in', () => {
    settleDeclarations();
    expect(declarationsSettled()).toBe(true);
  });
});
