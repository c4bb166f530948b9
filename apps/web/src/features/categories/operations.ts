import { graphql } from '../../gql';

/** Staff only: every category, with the number of apps in the store that have it. */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      ...CategoryRowFields
    }
  }
`);

export const CategoryRowFieldsFragment = graphql(`
  fragment CategoryRowFields on Category {
    id
    slug
    name
    retired
    appCount
  }
`);

export const CategoryCreateMutation = graphql(`
  mutation CategoryCreate($name: String!) {
    categoryCreate(categoryInfo: { name: $name }) {
      ...CategoryRowFields
    }
  }
`);

export const CategoryRenameMutation = graphql(`
  mutation CategoryRename($id: ID!, $name: String!) {
    categoryRename(id: $id, categoryInfo: { name: $name }) {
      ...CategoryRowFields
    }
  }
`);

export const CategorySetRetiredMutation = graphql(`
  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {
    categorySetRetired(id: $id, retired: $retired) {
      ...CategoryRowFields
    }
  }
`);
