import { graphql } from '../../gql';

export const PricePlanFieldsFragment = graphql(`
  fragment PricePlanFields on PricePlan {
    id
    appId
    name
    type
    discountedYearlyPrice
    monthlyAmount
    yearlyAmount
    bookingFeePercentage
  }
`);

export const AppPricePlanQuery = graphql(`
  query AppPricePlan($id: ID!) {
    appPricePlan(id: $id) {
      ...PricePlanFields
    }
  }
`);

export const AppPricePlanCreateMutation = graphql(`
  mutation AppPricePlanCreate($id: ID!, $planInfo: PricePlanInput!) {
    appPricePlanCreate(id: $id, planInfo: $planInfo) {
      ...PricePlanFields
    }
  }
`);

export const AppPricePlanUpdateMutation = graphql(`
  mutation AppPricePlanUpdate($id: ID!, $planInfo: PricePlanInput!) {
    appPricePlanUpdate(id: $id, planInfo: $planInfo) {
      ...PricePlanFields
    }
  }
`);

export const AppPricePlanDeleteMutation = graphql(`
  mutation AppPricePlanDelete($id: ID!) {
    appPricePlanDelete(id: $id)
  }
`);
