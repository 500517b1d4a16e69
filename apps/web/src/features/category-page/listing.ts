// The parts of a listing page other features reuse (the jobs list, the search page).
export { AdsGrid } from './components/ads-grid';
export { ListingHeader } from './components/listing-header';
export { Pagination } from './components/pagination';
export { SearchWordsLine } from './components/search-words-line';
export { FilterModal } from './filters/filter-modal';
export { useAppliedFilters } from './filters/use-applied-filters';
export { startListing } from './filters/start-listing';
export { readListingParams, type ListingRequest } from './filters/listing-params';
