import { useStoreQuery } from '../../../shared/store-data/useStoreQuery';
import { PublicCategoriesQuery } from '../operations';
import type { PublicCategoriesQuery as CategoriesData } from '../../../gql/graphql';

export type PublicCategory = CategoriesData['publicCategories'][number];

/** The store's categories with counts; server-rendered with the page like its listings. */
export function usePublicCategories(): { categories: PublicCategory[]; loading: boolean } {
  const { data, loading } = useStoreQuery(PublicCategoriesQuery, {});
  return { categories: data?.publicCategories ?? [], loading };
}
