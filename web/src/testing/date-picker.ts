import { fireEvent, waitFor } from '@testing-library/react';

// Typing dates into antd pickers under jsdom: type, confirm with Enter, then wait until the picker
// has closed holding the value, so a following click sees the form's new value.

const openPicker = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** Types `value` (YYYY-MM-DD) into one date input and confirms it. */
export function typeDate(input: HTMLInputElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Waits until no picker is open and `input` shows `value`. */
export function pickerClosedWith(input: HTMLInputElement, value: string) {
  return waitFor(() => {
    if (openPicker() || input.value !== value) throw new Error(`the picker has not taken ${value}`);
  });
}

/** Picks `from` – `to` in the range picker inside `scope`. */
export async function pickDateRange(scope: HTMLElement, from: string, to: string) {
  const [begin, end] = Array.from(scope.querySelectorAll<HTMLInputElement>('.ant-picker-range input'));
  typeDate(begin, from);
  typeDate(end, to);
  await pickerClosedWith(end, to);
  await pickerClosedWith(begin, from);
}
