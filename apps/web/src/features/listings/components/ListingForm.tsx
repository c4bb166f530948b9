import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import { LIMITS } from '@appstore/shared/limits/limits';
import { listingSchema, type ListingValues } from '@appstore/shared/listings/schemas';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { ICON_IMAGE_SIZE, IMAGE_MAX_TEXT } from '../../../shared/forms/validate-image';
import { hasPricingDetails, hasPublicSections, type ListingApp, type ListingFormValues } from '../listing-form-values';
import type { PreviewOrganization } from '../listing-preview';
import type { ListingImageServer } from '../useListingMutations';
import type { ListingImageActions } from './form-types';
import { CategoriesSection } from './CategoriesSection';
import { KeyBenefitsSection } from './KeyBenefitsSection';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { ListingImageField } from './ListingImageField';
import { ListingPreviewDrawer } from './ListingPreviewDrawer';
import { PricingDetailsSection } from './PricingDetailsSection';
import { PromoVideoField } from './PromoVideoField';
import { ScreenshotsSection } from './ScreenshotsSection';
import { SupportSection } from './SupportSection';
import { TagsField } from './TagsField';

// The form keeps images as the uploader shows them and plan names beside their features; the schema reads what it needs.
const resolver = zodResolver(listingSchema) as unknown as Resolver<ListingFormValues, unknown, ListingValues>;

export const LISTING_LOCKED_TEXT = 'This custom app is published, so its listing can no longer change.';

export interface ListingFormProps {
  title: string;
  app: ListingApp & { listingLocked: boolean };
  defaultValues: ListingFormValues;
  /** The saved listing; null while creating one. */
  listingId: string | null;
  imageServer: ListingImageServer;
  /** The developer shown in the preview. */
  organisation: PreviewOrganization;
  /** Saves; a thrown error is shown in the form (banner, fields, list entries). */
  onSubmit: (values: ListingValues) => Promise<void>;
  /** The app dashboard: Cancel, and where price plans are added. */
  dashboardHref: string;
  /** Shows Delete in the bottom bar. */
  onDelete?: () => Promise<unknown>;
}

/** Spec §2 "Listing form sections", for a new listing and for an existing one. */
export function ListingForm({
  title,
  app,
  defaultValues,
  listingId,
  imageServer,
  organisation,
  onSubmit,
  dashboardHref,
  onDelete,
}: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, ListingValues>({ resolver, defaultValues, mode: 'onTouched' });
  const [uploads, setUploads] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  // the kit puts each server message under its field, an image of a benefit or screenshot too (by its path)
  const { submit, serverError } = useFormSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;
  const locked = app.listingLocked;
  const isPublic = hasPublicSections(app);

  const { authorize, deleteSaved } = imageServer;
  const images = useMemo<ListingImageActions>(
    () => ({
      authorize,
      deleteSaved,
      onUploadingChange: (uploading) => setUploads((count) => Math.max(0, count + (uploading ? 1 : -1))),
      disabled: locked,
    }),
    [authorize, deleteSaved, locked],
  );

  return (
    <FormPage
      title={title}
      subtitle={app.name}
      onSubmit={(event) => {
        // an upload still running would be saved without its image
        if (uploads > 0) event.preventDefault();
        else void submit(event);
      }}
      data-testid="listing-form"
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          submitting={isSubmitting}
          allowed={!locked && uploads === 0}
          error={serverError}
          cancelHref={dashboardHref}
          onDelete={onDelete}
          onPreview={() => setPreviewOpen(true)}
        />
      }
    >
      {locked && (
        <Alert severity="info" data-testid="listing-locked-notice">
          {LISTING_LOCKED_TEXT}
        </Alert>
      )}

      <FormSection
        title="Listing Information"
        description="How the app is named and introduced in the store."
        data-testid="listing-info-section"
      >
        <LimitedTextField
          form={form}
          name="name"
          label="Name"
          max={LIMITS.listingNameMax}
          required
          disabled={locked}
          autoComplete="off"
          data-testid="listing-name"
        />
        <LimitedTextField
          form={form}
          name="tagLine"
          label="Tagline"
          max={LIMITS.listingTagLineMax}
          hint="One sentence on what the app does, shown under its name."
          required
          disabled={locked}
          autoComplete="off"
          data-testid="listing-tagline"
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }} data-testid="listing-language">
          <LanguageIcon fontSize="small" aria-hidden />
          <Typography variant="body2">Language: English</Typography>
        </Box>
      </FormSection>

      <FormSection title="App icon" description="Shown on store cards and at the top of the listing." data-testid="listing-icon-section">
        <ListingImageField
          form={form}
          name="icon"
          kind="ICON"
          testName="icon"
          label="App icon"
          requiredSize={ICON_IMAGE_SIZE}
          hint={`PNG or JPG, ${ICON_IMAGE_SIZE.width}x${ICON_IMAGE_SIZE.height} px, ${IMAGE_MAX_TEXT}`}
          actions={images}
        />
      </FormSection>

      {isPublic && <CategoriesSection form={form} disabled={locked} />}

      {isPublic && (
        <FormSection
          title="Search terms"
          description="Words vendors might search for when they need the app."
          data-testid="listing-search-terms-section"
        >
          <TagsField
            form={form}
            name="searchTerms"
            label="Search terms"
            max={LIMITS.searchTermsMax}
            hint="Press Enter after each term."
            disabled={locked}
            data-testid="listing-search-terms"
          />
        </FormSection>
      )}

      <FormSection
        title="Promotional video"
        description="A YouTube or Vimeo video about the app (optional)."
        data-testid="listing-video-section"
      >
        <PromoVideoField form={form} disabled={locked} />
      </FormSection>

      {isPublic && <KeyBenefitsSection form={form} images={images} />}

      <ScreenshotsSection form={form} images={images} />

      <FormSection
        title="Detailed description"
        description="What the app does and how it works. Line breaks are kept."
        data-testid="listing-description-section"
      >
        <LimitedTextField
          form={form}
          name="description"
          label="Description"
          max={LIMITS.listingDescriptionMax}
          multiline
          minRows={8}
          required
          disabled={locked}
          data-testid="listing-description"
        />
      </FormSection>

      {isPublic && (
        <FormSection
          title="Integrations"
          description="Products and services the app works with (optional)."
          data-testid="listing-integrations-section"
        >
          <TagsField
            form={form}
            name="integrations"
            label="Integrations"
            max={LIMITS.integrationsMax}
            hint="Press Enter after each integration."
            disabled={locked}
            data-testid="listing-integrations"
          />
        </FormSection>
      )}

      {hasPricingDetails(app) && (
        <PricingDetailsSection form={form} plans={app.pricePlans} dashboardHref={dashboardHref} disabled={locked} />
      )}

      <SupportSection form={form} disabled={locked} />

      <FormSection
        title="Terms & Privacy Policy"
        description="Links to your legal documents (optional)."
        data-testid="listing-legal-section"
      >
        <LimitedTextField
          form={form}
          name="termsOfServiceUrl"
          label="Terms of service URL"
          type="url"
          placeholder="https://"
          autoComplete="off"
          max={LIMITS.urlMax}
          disabled={locked}
          data-testid="listing-terms-url"
        />
        <LimitedTextField
          form={form}
          name="privacyPolicyUrl"
          label="Privacy policy URL"
          type="url"
          placeholder="https://"
          autoComplete="off"
          max={LIMITS.urlMax}
          disabled={locked}
          data-testid="listing-privacy-url"
        />
      </FormSection>

      <ListingPreviewDrawer
        form={form}
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        app={app}
        organisation={organisation}
        listingId={listingId}
      />
    </FormPage>
  );
}
