/**
 * After a refused save: brings the first field with an error (in the form's order, as the eye reads it) into view
 * and focuses it, so on a phone the person sees what to fix instead of a button that seemed to do nothing.
 * Fields are found by their `name` (useZodForm's getInputProps names each field). Returns the field's name.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return undefined;
  const field = Array.from(form.elements).find(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement) &&
      el.name in errors,
  );
  if (!field) return undefined;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // Centred, so a sticky header never covers it.
  field.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
  return field.name;
}
