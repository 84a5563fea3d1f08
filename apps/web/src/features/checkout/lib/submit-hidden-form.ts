import type { HiddenForm } from '../api/payments-api';

/**
 * Sends the browser to a provider's payment page the way the provider expects: a hidden form with the server's
 * signed fields, submitted at once (a GET form puts the fields in the query).
 */
export function submitHiddenForm({ action, method, fields }: HiddenForm): void {
  const form = document.createElement('form');
  form.method = method;
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
