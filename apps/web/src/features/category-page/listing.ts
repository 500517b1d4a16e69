// The parts of a listing page other features reuse (the jobs list).
export { ListingHeader } from './components/listing-header';
export { Pagination } from './components/pagination';
export { FilterModal } from './filters/filter-modal';
export { useAppliedFilters } from './filters/use-applied-filters';
export { startListing } from './filters/start-listing';
export type { ListingRequest } from './filters/listing-params';
