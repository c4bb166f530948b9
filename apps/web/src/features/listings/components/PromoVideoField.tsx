import { useWatch } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { isAbsoluteUrl } from '@appstore/shared/apps/schemas';
import { LIMITS } from '@appstore/shared/limits/limits';
import { LimitHelperText } from '../../../shared/forms/LimitHelperText';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { useLengthLimit } from '../../../shared/forms/useLengthLimit';
import { videoEmbedUrl } from '../../../shared/listing-page/video';
import type { ListingForm } from './form-types';

export const PROMO_VIDEO_HINT = '2 minutes or less recommended';
export const NOT_EMBEDDABLE_HINT = 'Only YouTube and Vimeo videos are shown on the listing.';

/** Spec §2 'Promotional video': an optional YouTube or Vimeo link (promoVideoUrl). */
export function PromoVideoField({ form, disabled }: { form: ListingForm; disabled: boolean }) {
  const url = useWatch({ control: form.control, name: 'promoVideoUrl' }).trim();
  const { helperText, ...field } = textFieldProps(form, 'promoVideoUrl');
  const limit = useLengthLimit(form, 'promoVideoUrl', LIMITS.urlMax);
  // the server takes any URL; the store can only play these two, so say so while there is still time
  const unplayable = url !== '' && isAbsoluteUrl(url) && videoEmbedUrl(url) === null;
  return (
    <TextField
      label="Video URL (optional)"
      type="url"
      placeholder="https://www.youtube.com/watch?v=…"
      fullWidth
      autoComplete="off"
      disabled={disabled}
      {...field}
      helperText={<LimitHelperText text={helperText ?? (unplayable ? NOT_EMBEDDABLE_HINT : PROMO_VIDEO_HINT)} limit={limit} />}
      slotProps={{
        htmlInput: { 'data-testid': 'listing-video' },
        formHelperText: {
          sx: unplayable && !helperText ? { color: 'warning.dark' } : undefined,
          'data-testid': 'listing-video-hint',
        } as object,
      }}
    />
  );
}
