import type { FormEvent } from 'react';

/**
 * A form's submit handler: when `invalid()` finds errors (it shows them) nothing is sent; else it
 * runs `send`. A failed request has been shown by the request client already, so its rejection only
 * calls `onFailed`.
 */
export const submitWhenValid =
  (invalid: () => boolean, send: () => Promise<unknown>, onFailed?: () => void) =>
  async (event: FormEvent) => {
    event.preventDefault();
    if (invalid()) return;
    try {
      await send();
    } catch {
      onFailed?.();
    }
  };
