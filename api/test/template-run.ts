// The names one jest run gives its database templates, shared by the globalSetup and teardown (which load
// no application code) and by `database-templates.ts` in the workers.

/** Where the templates of this run live: set by the globalSetup, read by every worker. */
export const TEMPLATE_ENV = {
  dir: 'WOLVO_TEST_TEMPLATE_DIR',
  run: 'WOLVO_TEST_TEMPLATE_RUN',
} as const;

/** The prefix of this run's PostgreSQL template databases (`wolvo_tpl_<run>_<key>`). */
export const pgTemplatePrefix = (run: string) => `wolvo_tpl_${run}_`;
