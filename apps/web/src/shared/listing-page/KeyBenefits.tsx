import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { PublicAppListingQuery } from '../../gql/graphql';
import { DetailsSection } from './DetailsSection';
import { ResponsiveImage } from './ResponsiveImage';
import { keyBenefitShown } from './image-sizes';
import { gridTemplateColumns } from '../components/grid-columns';

type KeyBenefit = PublicAppListingQuery['publicAppListing']['keyBenefits'][number];

/** 'Key benefits': title and description; images only when the listing includes them. */
export function KeyBenefits({ benefits, includeImages }: { benefits: readonly KeyBenefit[]; includeImages: boolean }) {
  if (benefits.length === 0) return null;
  return (
    <DetailsSection id="key-benefits" title="Key benefits" testId="key-benefits">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: gridTemplateColumns({ xs: 1, sm: benefits.length === 1 ? 1 : 2, md: Math.min(benefits.length, 3) }),
        }}
      >
        {benefits.map((benefit, index) => (
          <Box key={index} sx={{ minWidth: 0 }}>
            <Card sx={{ height: '100%', p: 2.5 }}>
              {includeImages && benefit.image && (
                <ResponsiveImage
                  image={benefit.image}
                  shown={keyBenefitShown(benefits.length)}
                  alt={benefit.title}
                  width={benefit.image.width ?? undefined}
                  height={benefit.image.height ?? undefined}
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: '10px',
                    mb: 2,
                    bgcolor: 'grey.100',
                  }}
                />
              )}
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckCircleIcon color="primary" fontSize="small" sx={{ mt: '3px' }} aria-hidden />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {benefit.title}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {benefit.description}
              </Typography>
            </Card>
          </Box>
        ))}
      </Box>
    </DetailsSection>
  );
}
