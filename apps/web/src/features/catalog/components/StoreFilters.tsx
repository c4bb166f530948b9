import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PRICING_FILTER_LABELS, PRICING_FILTERS, STORE_SORTS, type StoreSearch } from '@appstore/shared/catalog/store-search';
import { countryOptions } from '@appstore/shared/countries/country-names';
import { TextLink } from '../../../shared/components/TextLink';
import { storeSearchUrl } from '../../../shared/urls/catalog';
import type { PublicCategory } from '../hooks/usePublicCategories';

const COUNTRIES = countryOptions();

export interface StoreFiltersProps {
  search: StoreSearch;
  categories: PublicCategory[];
  /** Goes to the search with one value changed (the URL is the state: shareable, server-rendered). */
  onChange: (next: StoreSearch) => void;
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.85rem', fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Box>
      {/* native selects: light on the store's first load, and right on every phone */}
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        data-testid={id}
        sx={{
          font: 'inherit',
          fontSize: '0.95rem',
          height: 44,
          px: 1.25,
          borderRadius: 1,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          minWidth: 0,
          width: '100%',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 1 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** `/apps`' filters and sort: category, pricing, country and order, combined with the term. */
export function StoreFilters({ search, categories, onChange }: StoreFiltersProps) {
  const set = (change: Partial<StoreSearch>) => onChange({ ...search, ...change });
  const filtered = Boolean(search.category || search.pricing || search.country);
  // a category from an old link that is no longer offered still filters, and shows as itself
  const unknownCategory = search.category && !categories.some((c) => c.slug === search.category) ? search.category : null;
  return (
    <Box component="section" aria-label="Filters" data-testid="store-filters">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <FilterSelect id="filter-category" label="Category" value={search.category ?? ''} onChange={(v) => set({ category: v || null })}>
          <option value="">All categories</option>
          {unknownCategory && <option value={unknownCategory}>{unknownCategory}</option>}
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name} ({c.appCount})
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-pricing"
          label="Pricing"
          value={search.pricing ?? ''}
          onChange={(v) => set({ pricing: PRICING_FILTERS.find((p) => p === v) ?? null })}
        >
          <option value="">Any price</option>
          {PRICING_FILTERS.map((p) => (
            <option key={p} value={p}>
              {PRICING_FILTER_LABELS[p]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="filter-country" label="Works in" value={search.country ?? ''} onChange={(v) => set({ country: v || null })}>
          <option value="">Any country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-sort"
          label="Sort by"
          value={search.sorting}
          onChange={(v) => set({ sorting: STORE_SORTS.find((s) => s.sorting === v)?.sorting ?? search.sorting })}
        >
          {STORE_SORTS.filter((s) => s.sorting !== 'RELEVANCE' || search.q).map((s) => (
            <option key={s.sorting} value={s.sorting}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
      </Box>
      {filtered && (
        <Box sx={{ mt: 1.5 }}>
          <TextLink href={storeSearchUrl({ q: search.q, sorting: search.sorting })} data-testid="clear-filters">
            Clear filters
          </TextLink>
        </Box>
      )}
    </Box>
  );
}
