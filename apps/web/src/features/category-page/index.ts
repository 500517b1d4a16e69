export { CategoryPage } from './category-page';
export { categoryPageLoader } from './category-page-loader';
export { filterOptionsQueryOptions } from './api/get-filter-options';
export { Breadcrumb } from './components/breadcrumb';
export { ListingHeader } from './components/listing-header';
export { Pagination } from './components/pagination';
export { FilterModal } from './filters/filter-modal';
export { toFilterAttributes, type FilterDraft } from './filters/filter-state';
export { useAppliedFilters } from './filters/use-applied-filters';
