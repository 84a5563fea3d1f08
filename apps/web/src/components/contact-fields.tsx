import { TextInput, type TextInputProps } from '@mantine/core';

/** The forms' email field, which the browser may fill with the person's own address. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" {...props} />;
}

/** The forms' phone field, in the national form people type (98XXXXXXXX). */
export function PhoneField(props: TextInputProps) {
  return <TextInput label="Phone Number" type="tel" autoComplete="tel" placeholder="98XXXXXXXX" {...props} />;
}
