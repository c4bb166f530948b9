import { useController, useFieldArray } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SCREENSHOT_DEVICES } from '@appstore/shared/apps/enums';
import { LIMITS } from '@appstore/shared/limits/limits';
import { FormSection } from '../../../shared/forms/FormSection';
import { IMAGE_MAX_TEXT } from '../../../shared/forms/validate-image';
import { EMPTY_SCREENSHOT } from '../listing-form-values';
import type { ListingForm, ListingImageActions } from './form-types';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { ListingImageField } from './ListingImageField';
import { ListItemCard } from './ListItemCard';

const DEVICE_LABELS: Record<(typeof SCREENSHOT_DEVICES)[number], string> = { DESKTOP: 'Desktop', MOBILE: 'Mobile' };

/** Spec §2 'Screenshots': each with a description, the device it shows and its image. */
export function ScreenshotsSection({ form, images }: { form: ListingForm; images: ListingImageActions }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'screenShots' });
  const listError = form.formState.errors.screenShots?.message ?? form.formState.errors.screenShots?.root?.message;
  const locked = images.disabled;

  return (
    <FormSection
      title="Screenshots"
      description="Show the app at work. Without a promotional video, the first screenshot leads the listing."
      data-testid="listing-screenshots-section"
    >
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No screenshots yet.
        </Typography>
      )}
      {fields.map((item, index) => (
        <ListItemCard
          key={item.id}
          title={`Screenshot ${index + 1}`}
          deleteLabel={`Delete screenshot ${index + 1}`}
          onDelete={() => remove(index)}
          disabled={locked}
          data-testid={`screenshot-${index}`}
          deleteTestId={`screenshot-delete-${index}`}
        >
          <LimitedTextField
            form={form}
            name={`screenShots.${index}.description`}
            label="Description"
            max={LIMITS.screenshotDescriptionMax}
            required
            disabled={locked}
            autoComplete="off"
            data-testid={`screenshot-description-${index}`}
          />
          <DeviceField form={form} index={index} disabled={locked} />
          <ListingImageField
            form={form}
            name={`screenShots.${index}.image`}
            kind="SCREENSHOT"
            testName={`screenshot-${index}`}
            label={`Screenshot ${index + 1} image`}
            hint={`PNG or JPG, ${IMAGE_MAX_TEXT}`}
            actions={images}
          />
        </ListItemCard>
      ))}
      {listError && (
        <Typography variant="body2" color="error" role="alert">
          {listError}
        </Typography>
      )}
      <Button
        variant="outlined"
        onClick={() => append({ ...EMPTY_SCREENSHOT }, { focusName: `screenShots.${fields.length}.description` })}
        disabled={locked}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-screenshot"
      >
        + Add screenshot
      </Button>
    </FormSection>
  );
}

/** 'What device?': DESKTOP or MOBILE (the test ids are on the radio inputs). */
function DeviceField({ form, index, disabled }: { form: ListingForm; index: number; disabled: boolean }) {
  const { field } = useController({ control: form.control, name: `screenShots.${index}.type` });
  const labelId = `screenshot-device-label-${index}`;
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId} sx={{ fontSize: '0.875rem' }}>
        What device?
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {SCREENSHOT_DEVICES.map((device, position) => (
          <FormControlLabel
            key={device}
            value={device}
            label={DEVICE_LABELS[device]}
            control={
              <Radio
                size="small"
                inputRef={position === 0 ? field.ref : undefined}
                slotProps={{ input: { 'data-testid': `screenshot-device-${index}-${device}` } as object }}
              />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
