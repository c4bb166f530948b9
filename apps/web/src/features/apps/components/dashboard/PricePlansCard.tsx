import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import type { ChargeType } from '@appstore/shared/apps/enums';
import type { AppDashboardFieldsFragment } from '../../../../gql/graphql';
import { pricePlanCreateUrl, pricePlanEditUrl } from '../../../../shared/urls/pricing';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { cardTableBoxSx, cardTableSx } from '../../../../shared/components/list-table';
import { bookingFeeText } from '@appstore/shared/money/booking-fee';
import { planPriceText } from '@appstore/shared/money/plan-price';
import { chargeTypeNote, planTypeText } from './dashboard-text';

type Plan = AppDashboardFieldsFragment['pricePlans'][number];

export interface PricePlansCardProps {
  appId: string;
  chargeType: ChargeType;
  oneTimeChargeAmount: number;
  /** In review or published: plans cannot change (spec §4). */
  pricingLocked: boolean;
  plans: readonly Plan[];
}

/** Spec §2 'Recurring Price Plans': the plans of a RECURRING app, or what a non-recurring app charges. */
export function PricePlansCard({ appId, chargeType, oneTimeChargeAmount, pricingLocked, plans }: PricePlansCardProps) {
  const navigate = useNavigate();
  const recurring = chargeType === 'RECURRING';
  const note = chargeTypeNote(chargeType, oneTimeChargeAmount);

  return (
    <SectionCard
      title="Recurring Price Plans"
      data-testid="price-plans-card"
      action={
        recurring && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            href={pricingLocked ? undefined : pricePlanCreateUrl(appId)}
            disabled={pricingLocked}
            data-testid="add-price-plan"
          >
            Add price plan
          </Button>
        )
      }
    >
      {note && (
        <Box sx={{ mb: plans.length > 0 ? 2 : 0 }} data-testid="charge-type-note">
          <Typography sx={{ fontWeight: 600 }}>{note}</Typography>
          <Typography variant="body2" color="text.secondary">
            Price plans are for apps with a recurring charge; the charge type is set in Setup.
          </Typography>
        </Box>
      )}
      {recurring && pricingLocked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="pricing-locked-note">
          Pricing is locked while the app is in review or published.
        </Typography>
      )}
      {recurring && plans.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="price-plans-empty">
          No price plans yet. A recurring app needs at least one.
        </Typography>
      )}
      {plans.length > 0 && (
        <Box sx={cardTableBoxSx}>
          <Table size="small" aria-label="Price plans" sx={cardTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((plan) => {
                const href = pricePlanEditUrl(appId, plan.id);
                const fee = bookingFeeText(plan.bookingFeePercentage);
                return (
                  <TableRow
                    key={plan.id}
                    hover
                    onClick={() => void navigate(href)}
                    sx={{ cursor: 'pointer' }}
                    data-testid={`price-plan-row-${plan.id}`}
                  >
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {/* the row is clickable for the mouse; the link is what keyboards and screen readers use */}
                      <Link href={href} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
                        {plan.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        {planTypeText(plan.type)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{planTypeText(plan.type)}</TableCell>
                    <TableCell align="right">
                      <Typography variant="body2" data-testid="price-plan-price">
                        {planPriceText(plan, 'portal')}
                      </Typography>
                      {fee && (
                        <Typography variant="caption" color="text.secondary" data-testid="price-plan-fee">
                          {fee}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
