import {
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DEFAULT_COUNTRY, GENDERS } from '@oxstrength/shared/constants';
import type { ProfileUser } from '@oxstrength/shared/contracts/users';
import { formatPhoneNational } from '@oxstrength/shared/phone';
import {
  ABOUT_MAX,
  birthDateForDisplay,
  PROFILE_FORM_FIELDS,
  PROFILE_MESSAGES,
  profileFormSchema,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type ProfileFormValues,
} from '@oxstrength/shared/schemas/profile';
import { useRef } from 'react';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegionCity } from '../../addresses/api/region-city';
import { useProfile, useUpdateProfile } from '../api/settings-api';
import { AvatarUpload } from '../components/avatar-upload';
import { PhoneField } from '../../../components/contact-fields';

/** The form starts from the saved profile; the phone in the national form people type, the date as MM-DD-YYYY. */
function initialValues(user: ProfileUser): ProfileFormValues {
  return {
    name: user.name,
    mobile_num: formatPhoneNational(user.mobile_num),
    gender: user.gender ?? '',
    birth_date: birthDateForDisplay(user.birth_date),
    about: user.about ?? '',
    'address.province': user.address?.province ?? '',
    'address.district': user.address?.district ?? '',
    'address.area': user.address?.area ?? '',
    'address.address_line1': user.address?.address_line1 ?? '',
    'social.facebook': user.social.facebook ?? '',
    'social.twitter': user.social.twitter ?? '',
    'social.instagram': user.social.instagram ?? '',
    'social.linkedid': user.social.linkedid ?? '',
    'social.tiktok': user.social.tiktok ?? '',
  };
}

/** /dashboard/settings (spec part 2, Account settings: Profile Settings). */
export function Component() {
  usePageTitle('Profile Settings | OxStrength');
  const profile = useProfile();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Profile Settings
      </Title>
      {profile.data ? (
        <ProfileForm key={profile.data._id} user={profile.data} />
      ) : (
        <QueryState
          query={profile}
          loadingLabel="Loading your profile"
          failure="Your profile could not be loaded."
        />
      )}
    </Stack>
  );
}

function ProfileForm({ user }: { user: ProfileUser }) {
  const form = useZodForm(profileFormSchema, initialValues(user));
  const save = useUpdateProfile();
  // Province and district go by name (the API stores names), so a saved profile selects its own.
  const regionCity = useRegionCity(
    form.values['address.province'],
    () => form.setFieldValue('address.district', ''),
    'name',
  );

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (reply) => notifySuccess(reply.message ?? PROFILE_MESSAGES.updated),
        onError: (err) => {
          const fieldErrors =
            err instanceof ApiError
              ? Object.fromEntries(
                  Object.entries(err.errors).filter(([k]) => (PROFILE_FORM_FIELDS as string[]).includes(k)),
                )
              : {};
          if (Object.keys(fieldErrors).length) {
            form.setErrors(fieldErrors);
            focusFirstError(formRef.current, fieldErrors);
          }
          notifyError(err);
        },
      }),
    // Missing or bad fields: say so, and take the person to the first one (on a phone it may be screens away).
    (errors) => {
      focusFirstError(formRef.current, errors);
      notifyError(PROFILE_MESSAGES.notUpdated);
    },
  );

  const select = (field: 'gender' | 'address.province' | 'address.district') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      form.setFieldValue(field, event.currentTarget.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Profile settings">
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {PROFILE_MESSAGES.requiredNote}
        </Text>
        <Card withBorder radius="md" padding="lg">
          <AvatarUpload user={user} />
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="personal-details">
          <Title order={2} fz="h4" mb="sm" id="personal-details">
            Personal Details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('name')} />
            <PhoneField required {...form.getInputProps('mobile_num')} />
            <NativeSelect
              label="Gender"
              required
              data={[
                { value: '', label: 'Select gender', disabled: true },
                ...GENDERS.map((g) => ({ value: g, label: g })),
              ]}
              {...select('gender')}
            />
            <TextInput
              label="Birth Date"
              placeholder="MM-DD-YYYY"
              description="As MM-DD-YYYY"
              inputMode="numeric"
              autoComplete="bday"
              required
              {...form.getInputProps('birth_date')}
            />
            <TextInput label="Email" value={user.email} readOnly variant="filled" />
            <TextInput
              label="Profile Slug"
              description="Your profile's address; it cannot be changed"
              value={user.slug}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="About"
            rows={4}
            description={`${form.values.about.length}/${ABOUT_MAX}`}
            {...form.getInputProps('about')}
            onChange={(event) => form.setFieldValue('about', event.currentTarget.value)}
          />
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-address">
          <Title order={2} fz="h4" mb="sm" id="profile-address">
            Address
          </Title>
          {regionCity.failure && (
            <Group gap="xs" mb="sm" role="alert">
              <Text fz="sm" c="red">
                {regionCity.failure}
              </Text>
              <Button size="compact-sm" variant="default" onClick={regionCity.retry}>
                Try again
              </Button>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Country" value={DEFAULT_COUNTRY} readOnly variant="filled" />
            <NativeSelect
              label="Region"
              required
              data={regionCity.provinceOptions}
              disabled={!regionCity.regionsReady}
              {...select('address.province')}
            />
            <NativeSelect
              label="City"
              required
              data={regionCity.districtOptions}
              disabled={!regionCity.citiesReady}
              {...select('address.district')}
            />
            <TextInput
              label="Area"
              autoComplete="address-level3"
              required
              {...form.getInputProps('address.area')}
            />
          </SimpleGrid>
          <TextInput
            mt="sm"
            label="Address"
            autoComplete="street-address"
            required
            {...form.getInputProps('address.address_line1')}
          />
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-social">
          <Title order={2} fz="h4" mb="sm" id="profile-social">
            Social Links
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput
                key={network}
                label={SOCIAL_LABELS[network]}
                type="url"
                placeholder="https://"
                autoComplete="url"
                {...form.getInputProps(`social.${network}`)}
              />
            ))}
          </SimpleGrid>
        </Card>

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Update Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
