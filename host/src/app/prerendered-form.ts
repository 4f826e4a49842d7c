/** A form control of the prerendered login page and what the visitor had put in it. */
interface Entered {
  input: HTMLInputElement;
  value: string;
  checked: boolean;
}

/**
 * What the visitor typed or ticked in the prerendered form (`container`) before React took it over:
 * hydrating gives each controlled input its state's value, the empty one the server rendered with.
 */
export function enteredValuesOf(container: HTMLElement): Entered[] {
  return [...container.querySelectorAll('input')].map((input) => ({
    input,
    value: input.value,
    checked: input.checked,
  }));
}

/**
 * Puts `entered` back once React handles the form, as the visitor's own input would (an `input` event, a
 * click on a box), so that the components' state has it too. Hydrating leaves the typed text on screen
 * but not in the state, which it writes as the control's default (`defaultValue`, `defaultChecked`); React
 * reports a change only against the value it last saw, so the control first gets its state's value back.
 */
export function restoreEnteredValues(entered: readonly Entered[]): void {
  // The prototype's setter: React's own value tracker does not see it, so the event counts as a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const { input, value, checked } of entered) {
    if (!input.isConnected) continue;
    if (input.type === 'checkbox' || input.type === 'radio') {
      if (checked === input.defaultChecked) continue;
      input.checked = input.defaultChecked;
      input.click();
    } else if (value !== input.defaultValue && setValue) {
      input.value = input.defaultValue;
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
