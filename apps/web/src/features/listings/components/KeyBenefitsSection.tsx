import { useController, useFieldArray, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@appstore/shared/limits/limits';
import { FormSection } from '../../../shared/forms/FormSection';
import { IMAGE_MAX_TEXT, KEY_BENEFIT_IMAGE_SIZE } from '../../../shared/forms/validate-image';
import { EMPTY_KEY_BENEFIT } from '../listing-form-values';
import type { ListingForm, ListingImageActions } from './form-types';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { ListingImageField } from './ListingImageField';
import { ListItemCard } from './ListItemCard';

const { width, height } = LIMITS.keyBenefitImageSize;

/** Spec §2 'Key benefits' (public apps): up to three, each with a title, a description and optionally an image. */
export function KeyBenefitsSection({ form, images }: { form: ListingForm; images: ListingImageActions }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'keyBenefits' });
  const includeImages = useWatch({ control: form.control, name: 'includeKeyBenefitsImages' });
  const listError = form.formState.errors.keyBenefits?.message ?? form.formState.errors.keyBenefits?.root?.message;
  const locked = images.disabled;

  return (
    <FormSection
      title="Key benefits"
      description="Up to three things the app does best, shown near the top of the listing."
      data-testid="listing-key-benefits-section"
    >
      <IncludeImagesCheckbox form={form} disabled={locked} />
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No key benefits yet.
        </Typography>
      )}
      {fields.map((item, index) => (
        <ListItemCard
          key={item.id}
          title={`Key benefit ${index + 1}`}
          deleteLabel={`Delete key benefit ${index + 1}`}
          onDelete={() => remove(index)}
          disabled={locked}
          data-testid={`benefit-${index}`}
          deleteTestId={`benefit-delete-${index}`}
        >
          <LimitedTextField
            form={form}
            name={`keyBenefits.${index}.title`}
            label="Title"
            max={LIMITS.keyBenefitTitleMax}
            required
            disabled={locked}
            autoComplete="off"
            data-testid={`benefit-title-${index}`}
          />
          <LimitedTextField
            form={form}
            name={`keyBenefits.${index}.description`}
            label="Description"
            max={LIMITS.keyBenefitDescriptionMax}
            multiline
            minRows={2}
            required
            disabled={locked}
            data-testid={`benefit-description-${index}`}
          />
          {includeImages && (
            <ListingImageField
              form={form}
              name={`keyBenefits.${index}.image`}
              kind="KEY_BENEFIT"
              testName={`benefit-${index}`}
              label={`Key benefit ${index + 1} image`}
              requiredSize={KEY_BENEFIT_IMAGE_SIZE}
              hint={`PNG or JPG, ${width}x${height} px, ${IMAGE_MAX_TEXT}`}
              actions={images}
            />
          )}
        </ListItemCard>
      ))}
      {listError && (
        <Typography variant="body2" color="error" role="alert">
          {listError}
        </Typography>
      )}
      {fields.length < LIMITS.keyBenefitsMax && (
        <Button
          variant="outlined"
          onClick={() => append({ ...EMPTY_KEY_BENEFIT }, { focusName: `keyBenefits.${fields.length}.title` })}
          disabled={locked}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="add-key-benefit"
        >
          + Add key benefit
        </Button>
      )}
    </FormSection>
  );
}

/** 'Include images (optional)': each benefit then takes a 1600x1200 image (the test id is on the input). */
function IncludeImagesCheckbox({ form, disabled }: { form: ListingForm; disabled: boolean }) {
  const { field } = useController({ control: form.control, name: 'includeKeyBenefitsImages' });
  return (
    <FormControlLabel
      label="Include images (optional)"
      disabled={disabled}
      sx={{ mr: 0 }}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{ input: { 'data-testid': 'listing-include-benefit-images' } as object }}
        />
      }
    />
  );
}
