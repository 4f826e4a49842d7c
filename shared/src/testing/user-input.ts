import userEvent from '@testing-library/user-event';

/**
 * Fills a field as a paste does: the user clicks it (or empties it, with `replace`) and the text comes in
 * one input event. For tests that fill a form rather than test typing: typed, each key re-renders the
 * whole MUI form, and jsdom's slow getComputedStyle (autosized text areas, popper) made a field cost
 * about a second on the loaded 2-core CI machine.
 * @example await pasteInto(screen.getByRole('combobox', { name: /governorate/i }), 'Sfax');
 */
export async function pasteInto(
  field: HTMLElement,
  text: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  if (replace) await userEvent.clear(field);
  else await userEvent.click(field);
  await userEvent.paste(text);
}
