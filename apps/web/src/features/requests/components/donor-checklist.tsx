import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { RequestHelpersQuery } from '../../../gql/graphql';

export interface DonorChecklistProps {
  helpers: RequestHelpersQuery['requestHelpers'];
  /** The helpers ticked now (by helperId). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * One checkbox per helper, "{name} donated": the owner says who gave blood. Helpers already named
 * show ticked and cannot be unticked (a thank-you once sent stays sent). Recipes come with it.
 */
export function DonorChecklist({ helpers, selected, onChange }: DonorChecklistProps) {
  const { t } = useTranslation('requests');
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} mt="4">
      <Fieldset.Legend fontWeight="semibold">{t('detail.whoDonated')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('detail.whoDonatedHint')}</Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {helpers.map((helper) => {
          const confirmed = helper.donorConfirmed;
          const checked = confirmed || selected.includes(helper.helperId);
          return (
            <Checkbox.Root
              key={helper.helperId}
              recipe={checkboxSlotRecipe}
              colorPalette="red"
              checked={checked}
              disabled={confirmed}
              onCheckedChange={(details) =>
                onChange(details.checked === true ? [...selected, helper.helperId] : selected.filter((id) => id !== helper.helperId))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('detail.donated', { name: helper.helperDetails.userName })}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}
