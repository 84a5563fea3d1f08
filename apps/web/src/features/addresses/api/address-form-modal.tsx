import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ADDRESS_LABELS, DEFAULT_COUNTRY } from '@oxstrength/shared/constants';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import { deliveryAddressSchema, type DeliveryAddressInput } from '@oxstrength/shared/schemas/address';
import { useId } from 'react';
import { z } from 'zod';
import { useSaveAddress, type DeliveryAddress } from './addresses-api';
import { useRegionCity } from './region-city';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useZodForm } from '../../../lib/use-zod-form';
import { StickyActions } from '../../../components/dialog-parts';
import { EmailField, PhoneField } from '../../../components/contact-fields';

/**
 * The form's flat fields, named by the path of the API's field errors (`address.province`), folded into the
 * request body and checked by the shared deliveryAddressSchema (the spec's messages).
 */
const addressFields = z.object({
  label: z.string(),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string(),
  'address.province': z.string(),
  'address.district': z.string(),
  'address.area': z.string(),
  'address.address_line1': z.string(),
});
const FIELDS = Object.keys(addressFields.shape);

const addressFormSchema = addressFields
  .transform((v): DeliveryAddressInput => ({
    label: v.label as DeliveryAddressInput['label'],
    name: v.name,
    email: v.email,
    mobile_num: v.mobile_num,
    address: {
      province: v['address.province'],
      district: v['address.district'],
      area: v['address.area'],
      address_line1: v['address.address_line1'],
    },
  }))
  .pipe(deliveryAddressSchema);

type AddressFormValues = z.input<typeof addressFormSchema>;

export interface AddressFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The address to edit; a new one is added when absent. */
  address?: DeliveryAddress | null;
  /** Called with the saved address after the list has been refreshed and before the modal closes. */
  onSaved?: (address: DeliveryAddress) => void;
  /**
   * Why the address is asked, ending "We ask for your address ..." (e.g. "so we know where to deliver your
   * order", or for coaching and consultations "so your trainer can reach you").
   */
  reason?: string;
}

/**
 * The one address form: the cart's Add Address and the settings' Shipping Addresses open it (it lives in api/,
 * the part of the addresses area other features may import).
 *
 * "Add or edit shipping address" (spec part 1 section 2): label, email, full name, phone, region, city, area and
 * address (country Nepal), with Cancel and Save. New addresses start with the signed-in user's name, email and
 * phone. On success the addresses list is refreshed, the modal closes and the server's message shows as a toast.
 * On a small screen it fills the screen; its fields scroll and Cancel and Save stay in view below them.
 */
export function AddressFormModal({ opened, onClose, address, onSaved, reason }: AddressFormModalProps) {
  const save = useSaveAddress();
  const smallScreen = useSmallScreen();
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={address ? 'Edit Shipping Address' : 'Add Shipping Address'}
      size="lg"
      centered
      fullScreen={smallScreen}
      closeOnClickOutside={!save.isPending}
      closeOnEscape={!save.isPending}
    >
      {opened && (
        <AddressForm
          key={address?._id ?? 'new'}
          address={address ?? null}
          reason={reason}
          save={save}
          onCancel={close}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** The form starts from the address (or the user's details); phones in the national form people type. */
function initialValues(
  address: DeliveryAddress | null,
  user: ReturnType<typeof useSession>['user'],
): AddressFormValues {
  if (address)
    return {
      label: address.label,
      name: address.name,
      email: address.email,
      mobile_num: formatPhoneNational(address.mobile_num),
      'address.province': address.address.province_id,
      'address.district': address.address.district._id,
      'address.area': address.address.area,
      'address.address_line1': address.address.address_line1,
    };
  return {
    label: ADDRESS_LABELS[0].value,
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile_num: formatPhoneNational(user?.mobile_num),
    'address.province': '',
    'address.district': '',
    'address.area': '',
    'address.address_line1': '',
  };
}

function AddressForm({
  address,
  reason,
  save,
  onCancel,
  onSaved,
}: {
  address: DeliveryAddress | null;
  reason?: string;
  save: ReturnType<typeof useSaveAddress>;
  onCancel: () => void;
  onSaved: (address: DeliveryAddress) => void;
}) {
  const labelId = useId();
  const { user } = useSession();
  const form = useZodForm(addressFormSchema, initialValues(address, user));
  const regionCity = useRegionCity(
    form.values['address.province'],
    () => form.setFieldValue('address.district', ''),
    '_id',
  );

  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: address?._id, body },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message || (address ? 'Address updated' : 'Address added'));
          onSaved(reply.address);
        },
        onError: (err) => {
          const fieldErrors =
            err instanceof ApiError
              ? Object.fromEntries(Object.entries(err.errors).filter(([k]) => FIELDS.includes(k)))
              : {};
          if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
          else notifyError(err);
        },
      },
    ),
  );

  const select = (field: 'address.province' | 'address.district') => ({
    name: field,
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      form.setFieldValue(field, event.currentTarget.value),
    onBlur: form.getInputProps(field).onBlur,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={address ? 'Edit shipping address' : 'Add shipping address'}
    >
      <Stack gap="sm">
        {reason && (
          <Text fz="sm" c="dimmed">
            We ask for your address {reason}.
          </Text>
        )}
        {regionCity.failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between" gap="xs">
              {regionCity.failure}
              <Button size="compact-sm" variant="white" color="red" onClick={regionCity.retry}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <div role="group" aria-labelledby={labelId}>
          <Input.Label id={labelId} required display="block" mb={4}>
            Label
          </Input.Label>
          <SegmentedControl
            data={ADDRESS_LABELS.map((l) => ({ value: l.value, label: l.label }))}
            value={form.values.label}
            onChange={(value) => form.setFieldValue('label', value)}
          />
          {form.errors.label && <Input.Error mt={4}>{form.errors.label}</Input.Error>}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <EmailField withAsterisk {...form.getInputProps('email')} />
          <PhoneField withAsterisk {...form.getInputProps('mobile_num')} />
          <TextInput label="Country" value={DEFAULT_COUNTRY} readOnly variant="filled" />
          <NativeSelect
            label="Region"
            withAsterisk
            data={regionCity.provinceOptions}
            disabled={!regionCity.regionsReady}
            {...select('address.province')}
          />
          <NativeSelect
            label="City"
            withAsterisk
            data={regionCity.districtOptions}
            disabled={!regionCity.citiesReady}
            {...select('address.district')}
          />
          <TextInput
            label="Area"
            autoComplete="address-level3"
            withAsterisk
            {...form.getInputProps('address.area')}
          />
          <TextInput
            label="Address"
            autoComplete="street-address"
            withAsterisk
            {...form.getInputProps('address.address_line1')}
          />
        </SimpleGrid>
        <StickyActions>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
