import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { ImageKind } from '../../../gql/graphql';
import { ImageUpload } from '../../../shared/forms/ImageUpload';
import type { UploadedImage } from '../../../shared/forms/upload';
import type { RequiredImageSize } from '../../../shared/forms/validate-image';
import type { ListingForm, ListingImageActions } from './form-types';

export type ListingImagePath = 'icon' | `keyBenefits.${number}.image` | `screenShots.${number}.image`;

export interface ListingImageFieldProps {
  form: ListingForm;
  name: ListingImagePath;
  /** What `appListingImageDelete` calls this kind of image. */
  kind: ImageKind;
  /** The test-id suffix, e.g. `icon`, `benefit-0`, `screenshot-1`. */
  testName: string;
  label: string;
  requiredSize?: RequiredImageSize;
  hint?: ReactNode;
  actions: ListingImageActions;
}

/** One image of the listing as a form field: the uploader, its value and its messages. */
export function ListingImageField({ form, name, kind, testName, label, requiredSize, hint, actions }: ListingImageFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { deleteSaved } = actions;
  return (
    <ImageUpload
      name={testName}
      label={label}
      value={(field.value as UploadedImage | null | undefined) ?? null}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
      authorize={actions.authorize}
      onDeleteSaved={deleteSaved && ((image) => deleteSaved(kind, image))}
      requiredSize={requiredSize}
      hint={hint}
      error={fieldState.error?.message}
      disabled={actions.disabled}
      onUploadingChange={actions.onUploadingChange}
      buttonRef={field.ref}
    />
  );
}
