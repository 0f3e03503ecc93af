import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { PHONE_PLACEHOLDER } from '@redhope/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Form, SubmitButton, TextField, PincodeFilledStatus, useZodForm } from '../../../components/form';
import type { AuthUser } from '../../../hooks/use-auth';
import { usePincodeFill } from '../../../hooks/use-pincode-fill';
import { contactSchema } from '../schemas';
import { UpdateContactMutation } from '../update-contact.graphql';

export interface ContactFormProps {
  user: AuthUser;
}

/**
 * Phone, address and pincode; nationality is India, shown and fixed. As soon as a known pincode
 * is typed, its district and state are filled in (and announced). 'Contact details updated';
 * saving hides the completion banner.
 */
export function ContactForm({ user }: ContactFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(contactSchema, {
    phoneNo: user.phoneNo ?? '',
    address: {
      addressLine: user.address.addressLine ?? '',
      district: user.address.district ?? '',
      state: user.address.state ?? '',
    },
    pincode: user.pincode ?? '',
  });
  const [updateContact] = useMutation(UpdateContactMutation);
  // Only a pincode the user typed here: the stored one already came with its district and state.
  const { filledFrom, forget } = usePincodeFill(
    form.control,
    form.setValue,
    { pincode: 'pincode', district: 'address.district', state: 'address.state' },
    user.pincode ?? '',
  );

  return (
    <Form
      form={form}
      aria-label={t('edit.contact')}
      onSubmit={async (input) => {
        const { data } = await updateContact({ variables: { input } });
        if (data) {
          const saved = data.updateContact;
          form.reset({
            phoneNo: saved.phoneNo ?? '',
            address: {
              addressLine: saved.address.addressLine ?? '',
              district: saved.address.district ?? '',
              state: saved.address.state ?? '',
            },
            pincode: saved.pincode ?? '',
          });
        }
        forget();
        toast.success(t('common:messages.contactUpdated'));
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            control={form.control}
            name="phoneNo"
            label={t('edit.phoneNo')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
          />
          <TextField
            control={form.control}
            name="pincode"
            label={t('edit.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
          <TextField control={form.control} name="address.district" label={t('edit.district')} autoComplete="address-level2" />
          <TextField control={form.control} name="address.state" label={t('edit.state')} autoComplete="address-level1" />
          <TextField control={form.control} name="address.addressLine" label={t('edit.addressLine')} autoComplete="street-address" />
          <Field.Root disabled>
            <Field.Label>{t('edit.nationality')}</Field.Label>
            {/* Fixed: the product serves India only (NATIONALITY in libs/domain). */}
            <Input name="nationality" value={t('edit.india')} readOnly />
          </Field.Root>
        </SimpleGrid>
        <PincodeFilledStatus filledFrom={filledFrom} />
        <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('edit.saving')}>
          {t('edit.saveContact')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
