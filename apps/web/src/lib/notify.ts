import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { errorMessage } from './api-client';

/** Toasts appear top centre (the provider sets the position). */
export const notifySuccess = (message: string) => notifications.show({ color: 'green', message });

/** An error toast with the server's message, else "Something went wrong". */
export const notifyError = (errOrMessage?: unknown) =>
  notifications.show({
    color: 'red',
    message:
      typeof errOrMessage === 'string'
        ? errOrMessage
        : errOrMessage
          ? errorMessage(errOrMessage)
          : GENERIC_ERROR,
  });
